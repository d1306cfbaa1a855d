/** Stage 1: load, validate and resolve `sitegen.config.ts`. */
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { ResolvedConfig } from './defineConfig.ts';
import { configFileName } from './findSiteDir.ts';
import { resolveConfig } from './resolveConfig.ts';
import { validateConfig } from './validateConfig.ts';

export interface LoadedConfig {
  config: ResolvedConfig;
  file: string;
  /** Files the config depends on, for the watcher. */
  inputs: string[];
}

export async function loadConfig(options: { siteDir: string }): Promise<LoadedConfig> {
  const file = path.join(options.siteDir, configFileName);
  const loaded = await importSiteModule<{ default?: unknown }>(file);
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
  if (problems.some((p) => p.severity === 'error')) throw new SitegenError(problems);
  return {
    config: resolveConfig(loaded.exports.default as Parameters<typeof resolveConfig>[0]),
    file,
    inputs: loaded.inputs,
  };
}
