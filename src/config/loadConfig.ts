/**
 * loadConfig stage: load, validate and resolve the site's config. That is
 * `sitegen.config.ts`, or, in a Docusaurus website without one, its
 * `docusaurus.config.*`, run as Docusaurus runs it and translated
 * (src/docusaurus/). A `sitegen.config.ts` may start from the Docusaurus one
 * with `extends`, its own keys winning.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { findDocusaurusConfig } from '../docusaurus/docusaurusConfigFile.ts';
import { mapDocusaurusConfig, type DocusaurusExtras } from '../docusaurus/mapDocusaurusConfig.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { ResolvedConfig, SitegenConfig } from './defineConfig.ts';
import { configTimeoutSeconds, loadWithin } from './configTimeout.ts';
import { configFileName } from './findSiteDir.ts';
import { keyPathPosition } from './keyPosition.ts';
import { resolveConfig } from './resolveConfig.ts';
import { applySearchEnvironment } from './searchEnvironment.ts';
import { validateConfig } from './validateConfig.ts';

export interface LoadedConfig {
  config: ResolvedConfig;
  file: string;
  /** Files the config depends on, for the watcher. */
  inputs: string[];
  /** What the translation of a Docusaurus config could not carry over, as warnings at its keys. */
  warnings: Diagnostic[];
  /** For a Docusaurus website: what its components read, and what sitegen does not build. */
  docusaurus?: DocusaurusExtras;
  /**
   * sitegen key → where its value came from (`docusaurus.config.js themeConfig.navbar`), for `sitegen config --print`.
   */
  origins: Record<string, string>;
  /**
   * How long loading it took, in milliseconds: about what each build worker spends loading it again
   * (src/build/poolPlan.ts).
   */
  loadMs: number;
}

interface Source {
  value: unknown;
  file: string;
  inputs: string[];
  warnings: Diagnostic[];
  docusaurus?: DocusaurusExtras;
  origins: Record<string, string>;
  /** Where a key of the sitegen config is written: a Docusaurus key path for a translated config. */
  locateKey: (sitegenKey: string) => { file: string; keyPath: string };
}

/**
 * `env`: where the `SITEGEN_ALGOLIA_*` variables (searchEnvironment.ts) and `SITEGEN_CONFIG_TIMEOUT` (configTimeout.ts)
 * are read; the process's by default.
 */
export async function loadConfig(options: {
  siteDir: string;
  env?: Record<string, string | undefined>;
}): Promise<LoadedConfig> {
  const started = performance.now();
  const own = path.join(options.siteDir, configFileName);
  const seconds = configTimeoutSeconds(options.env ?? process.env);
  // A config that never settles is an error at its file after the limit, not a silent exit or a hang.
  const source = existsSync(own)
    ? await loadWithin(sitegenSource(options.siteDir), seconds, own)
    : await loadWithin(docusaurusSource(options.siteDir), seconds, findDocusaurusConfig(options.siteDir) ?? own);
  const problems = validateConfig(source.value, source.file);
  if (problems.some((p) => p.severity === 'error')) throw new SitegenError(await placed(problems, source));
  const config = resolveConfig(source.value as SitegenConfig);
  return {
    config: { ...config, search: applySearchEnvironment(config.search, options.env) },
    file: source.file,
    inputs: source.inputs,
    warnings: source.warnings,
    ...(source.docusaurus ? { docusaurus: source.docusaurus } : {}),
    origins: source.origins,
    loadMs: performance.now() - started,
  };
}

async function sitegenSource(siteDir: string): Promise<Source> {
  const file = path.join(siteDir, configFileName);
  const loaded = await importSiteModule<{ default?: unknown }>(file, { siteDir });
  const value = loaded.exports.default;
  if (value === undefined) {
    throw new SitegenError([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message: `${configFileName} has no default export.`,
        hint: "Export the config: export default defineConfig({ title: '…', url: '…' });",
      },
    ]);
  }
  const own: Source = {
    value,
    file,
    inputs: loaded.inputs,
    warnings: [],
    origins: {},
    locateKey: (key) => ({ file, keyPath: key }),
  };
  const extendsPath =
    value !== null && typeof value === 'object' && typeof (value as SitegenConfig).extends === 'string'
      ? (value as SitegenConfig).extends
      : undefined;
  if (extendsPath === undefined) return own;
  const base = await docusaurusSource(siteDir, path.resolve(siteDir, extendsPath), file);
  const { extends: _extends, ...overrides } = value as SitegenConfig;
  const origins = { ...base.origins };
  for (const key of Object.keys(overrides)) origins[key] = configFileName;
  return {
    value: mergeConfig(base.value as Record<string, unknown>, overrides as Record<string, unknown>),
    // The Docusaurus config is an input too: an edit to it restarts `serve --watch`, and its links are located in it.
    file,
    inputs: [...loaded.inputs, base.file, ...base.inputs],
    warnings: base.warnings,
    origins,
    ...(base.docusaurus ? { docusaurus: base.docusaurus } : {}),
    locateKey: (key) =>
      Object.hasOwn(overrides, key.split(/[.[]/)[0] ?? '') ? { file, keyPath: key } : base.locateKey(key),
  };
}

async function docusaurusSource(siteDir: string, given?: string, from?: string): Promise<Source> {
  const file = given ?? findDocusaurusConfig(siteDir);
  if (file === undefined || !existsSync(file)) {
    throw new SitegenError([
      {
        code: 'ConfigNotFound',
        severity: 'error',
        ...(from ? { file: from, line: 1, column: 1 } : {}),
        message: from
          ? `extends names ${given ?? ''}, which does not exist.`
          : `There is no ${configFileName} or docusaurus.config.{js,ts,mjs,cjs,mts,cts} in ${siteDir}.`,
        hint: from
          ? 'extends takes the path of a Docusaurus config, relative to the site folder: extends: ' +
            "'./docusaurus.config.js'."
          : 'Run sitegen in the site folder.',
      },
    ]);
  }
  // Imported here: jiti (190 KB) is for Docusaurus configs alone, and a site of sitegen's own never loads it.
  const { loadDocusaurusConfig } = await import('../docusaurus/loadDocusaurusConfig.ts');
  const loaded = await loadDocusaurusConfig(file, siteDir);
  const text = await readFile(file, 'utf8');
  const mapping = await mapDocusaurusConfig({ value: loaded.value, file, text, siteDir });
  const name = path.basename(file);
  return {
    value: mapping.config,
    file,
    inputs: loaded.inputs.filter((input) => input !== file),
    warnings: mapping.warnings,
    docusaurus: mapping.extras,
    origins: Object.fromEntries(Object.entries(mapping.origins).map(([key, origin]) => [key, `${name} ${origin}`])),
    locateKey: (key) => {
      // The longest sitegen key path with a recorded origin names the Docusaurus key.
      const known = Object.keys(mapping.origins)
        .filter((k) => key === k || key.startsWith(`${k}.`) || key.startsWith(`${k}[`))
        .sort((a, b) => b.length - a.length)[0];
      return { file, keyPath: known ? (mapping.origins[known] ?? key) : key };
    },
  };
}

/** The config's own keys over the base's: objects merged key by key, anything else (lists included) replaced. */
function mergeConfig(base: Record<string, unknown>, overrides: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const under = merged[key];
    merged[key] = isObject(value) && isObject(under) ? mergeConfig(under, value) : value;
  }
  return merged;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

/**
 * Each problem at the key its message names (see keyPosition.ts), in the file that wrote it; the top of the file for a
 * missing key.
 */
async function placed(problems: Diagnostic[], source: Source): Promise<Diagnostic[]> {
  const texts = new Map<string, string>();
  const textOf = async (file: string) =>
    texts.get(file) ?? texts.set(file, await readFile(file, 'utf8')).get(file) ?? '';
  return Promise.all(
    problems.map(async (problem) => {
      const keyPath = /"([^"]+)"/.exec(problem.message)?.[1];
      if (!keyPath || problem.message.startsWith('Missing required key'))
        return { ...problem, file: source.file, line: 1, column: 1 };
      const where = source.locateKey(keyPath);
      return { ...problem, file: where.file, ...keyPathPosition(await textOf(where.file), where.keyPath) };
    }),
  );
}
