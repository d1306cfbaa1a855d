/** loadConfig stage: load, validate and resolve `sitegen.config.ts`. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { escapeRegExp, positionAt } from '../diagnostics/locate.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { ResolvedConfig } from './defineConfig.ts';
import { configFileName } from './findSiteDir.ts';
import { resolveConfig } from './resolveConfig.ts';
import { applySearchEnvironment } from './searchEnvironment.ts';
import { validateConfig } from './validateConfig.ts';

export interface LoadedConfig {
  config: ResolvedConfig;
  file: string;
  /** Files the config depends on, for the watcher. */
  inputs: string[];
}

/** `env`: where the `SITEGEN_ALGOLIA_*` variables are read (searchEnvironment.ts); the process's by default. */
export async function loadConfig(options: { siteDir: string; env?: Record<string, string | undefined> }): Promise<LoadedConfig> {
  const file = path.join(options.siteDir, configFileName);
  const loaded = await importSiteModule<{ default?: unknown }>(file, { siteDir: options.siteDir });
  if (loaded.exports.default === undefined) {
    throw new SitegenError([{
      code: 'InvalidConfig',
      severity: 'error',
      message: `${configFileName} has no default export.`,
      file,
      line: 1,
      column: 1,
      hint: "Export the config: export default defineConfig({ title: '…', url: '…' });",
    }]);
  }
  const problems = validateConfig(loaded.exports.default, file);
  if (problems.some((p) => p.severity === 'error')) {
    const text = await readFile(file, 'utf8');
    throw new SitegenError(problems.map((p) => ({ ...p, ...keyPosition(text, p) })));
  }
  const config = resolveConfig(loaded.exports.default as Parameters<typeof resolveConfig>[0]);
  return {
    config: { ...config, search: applySearchEnvironment(config.search, options.env) },
    file,
    inputs: loaded.inputs,
  };
}

/**
 * Where a config problem is in the file: the key its message names, found by
 * walking the key path (`"navbar.items[2].label"`: `navbar:`, then `items:`
 * after it, then the third `{` after that, then `label:`). Best effort, since
 * the config is code; the top of the file for a missing key or one that is
 * not written literally.
 */
function keyPosition(text: string, problem: Diagnostic): { line: number; column: number } {
  const keyPath = /"([^"]+)"/.exec(problem.message)?.[1];
  if (!keyPath || problem.message.startsWith('Missing required key')) return { line: 1, column: 1 };
  let from = 0;
  let found = -1;
  for (const segment of keyPath.split('.')) {
    const [, key = '', index] = /^([^[]*)(?:\[(\d+)\])?$/.exec(segment) ?? [];
    const match = new RegExp(`(^|[\\s{,])['"]?${escapeRegExp(key)}['"]?\\s*:`, 'm').exec(text.slice(from));
    if (!match) return { line: 1, column: 1 };
    found = from + match.index + (match[1]?.length ?? 0);
    from = found + match[0].length - (match[1]?.length ?? 0);
    for (let i = 0; index !== undefined && i <= Number(index); i++) {
      const next = text.indexOf('{', from);
      if (next === -1) return { line: 1, column: 1 };
      from = next + 1;
    }
  }
  return found === -1 ? { line: 1, column: 1 } : positionAt(text, found);
}
