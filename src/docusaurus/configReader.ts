/**
 * Reads values out of a Docusaurus config, an object of unknown shape, while
 * recording what the translation does: where each sitegen key came from (for
 * `sitegen config --print`) and a warning, at the Docusaurus key's line, for
 * each value that has no meaning in sitegen or cannot be read.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { keyPathPosition } from '../config/keyPosition.ts';

export type Plain = Record<string, unknown>;

export const isPlain = (value: unknown): value is Plain =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export class ConfigReader {
  /** sitegen key path → the Docusaurus key path (or plugin) it was read from. */
  readonly origins: Record<string, string> = {};
  readonly warnings: Diagnostic[] = [];

  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  /** Records that sitegen's `key` comes from the Docusaurus `from`. */
  origin(key: string, from: string): void {
    this.origins[key] = from;
  }

  /** A value with no equivalent, or one that cannot be read: a warning at its key. */
  warn(keyPath: string, message: string, hint?: string): void {
    this.warnings.push({
      code: 'DocusaurusUnsupported',
      severity: 'warning',
      file: this.file,
      ...keyPathPosition(this.text, keyPath),
      message,
      ...(hint ? { hint } : {}),
    });
  }

  string(value: unknown, keyPath: string): string | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') return value;
    this.warn(keyPath, `${keyPath} should be a string, but it is ${describe(value)}; it is ignored.`);
    return undefined;
  }

  boolean(value: unknown, keyPath: string): boolean | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'boolean') return value;
    this.warn(keyPath, `${keyPath} should be true or false, but it is ${describe(value)}; it is ignored.`);
    return undefined;
  }

  number(value: unknown, keyPath: string): number | undefined {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
    this.warn(keyPath, `${keyPath} should be a number, but it is ${describe(value)}; it is ignored.`);
    return undefined;
  }

  object(value: unknown, keyPath: string): Plain | undefined {
    if (value === undefined || value === null || value === false) return undefined;
    if (isPlain(value)) return value;
    this.warn(keyPath, `${keyPath} should be an object, but it is ${describe(value)}; it is ignored.`);
    return undefined;
  }

  array(value: unknown, keyPath: string): unknown[] {
    if (value === undefined || value === null) return [];
    if (Array.isArray(value)) return value;
    this.warn(keyPath, `${keyPath} should be a list, but it is ${describe(value)}; it is ignored.`);
    return [];
  }

  /**
   * A path the config gives absolute (`require.resolve(…)`) or relative to the site, as the site-relative path sitegen
   * takes.
   */
  sitePath(value: unknown, keyPath: string, siteDir: string): string | undefined {
    const given = this.string(value, keyPath);
    if (given === undefined) return undefined;
    const relative = path.relative(siteDir, path.resolve(siteDir, given)).split(path.sep).join('/');
    return relative === '' ? '.' : relative.startsWith('.') ? relative : `./${relative}`;
  }
}

export function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return typeof value === 'object' ? 'an object' : String(value);
}
