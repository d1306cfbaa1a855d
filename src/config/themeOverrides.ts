/**
 * Loads the site's replacements for parts of the theme (`components` in the
 * config): each module's default export, checked to be a component. The
 * modules are the site's own TypeScript, bundled like its pages, so they
 * share React and the theme with the renderer.
 */
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ThemeComponentName, ThemeComponents } from '../../theme/layout/themeComponents.tsx';
import { isSitegenError, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { ResolvedConfig } from './defineConfig.ts';

export interface ThemeOverrides {
  components: Partial<ThemeComponents>;
  /** The site files the overrides are made of, for the watcher. */
  inputs: string[];
}

export async function loadThemeOverrides(options: { config: ResolvedConfig; siteDir: string; configFile: string }): Promise<ThemeOverrides> {
  const entries = Object.entries(options.config.components) as [ThemeComponentName, string][];
  if (entries.length === 0) return { components: {}, inputs: [] };
  const text = await readFile(options.configFile, 'utf8').catch(() => '');
  const siteDir = realpathSync(options.siteDir);
  const problems: Diagnostic[] = [];
  const components: Record<string, unknown> = {};
  const inputs: string[] = [];
  for (const [name, written] of entries) {
    const at = { file: options.configFile, ...locate(text, written) };
    const module = path.resolve(options.siteDir, written);
    if (!existsSync(module)) {
      problems.push({ code: 'InvalidConfig', severity: 'error', ...at, message: `components.${name} names ${written}, which does not exist.`, hint: `Module paths are relative to the site folder: ${module} was looked for.` });
      continue;
    }
    if (!realpathSync(module).startsWith(siteDir + path.sep)) {
      problems.push({ code: 'InvalidConfig', severity: 'error', ...at, message: `components.${name} names ${written}, which leads outside the site folder, to ${realpathSync(module)}.`, hint: 'components names modules of the site: put it inside the site folder (from there it may import others, as any module does).' });
      continue;
    }
    try {
      const loaded = await importSiteModule<{ default?: unknown }>(module, { siteDir: options.siteDir });
      inputs.push(...loaded.inputs);
      if (typeof loaded.exports.default !== 'function') {
        problems.push({
          code: 'MissingDefaultExport', severity: 'error', file: module, line: 1, column: 1,
          message: `${written} has no default export, so it cannot replace the theme's ${name}.`,
          hint: `Export the component: export default function ${name}() { … } (import { ${name} } from 'sitegen/theme' renders the theme's own).`,
        });
        continue;
      }
      components[name] = loaded.exports.default;
    } catch (error) {
      if (isSitegenError(error)) { problems.push(...error.diagnostics); continue; }
      throw error;
    }
  }
  if (problems.length > 0) throw new SitegenError(problems);
  return { components: components as Partial<ThemeComponents>, inputs };
}
