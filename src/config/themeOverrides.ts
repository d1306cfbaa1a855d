/**
 * Loads the site's replacements for parts of the theme (`components` in the
 * config): each module's default export, checked to be a component. The
 * modules are the site's own TypeScript, bundled like its pages, so they
 * share React and the theme with the renderer. What they import besides code
 * (stylesheets, images) is part of every page.
 *
 * `tolerant` (a Docusaurus website's swizzled components): one that cannot be
 * loaded is a warning, and the theme's own part is shown.
 */
import { existsSync, realpathSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ThemeComponentName, ThemeComponents } from '../../theme/layout/themeComponents.tsx';
import { isSitegenError, SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import { importSiteModule, isComponent } from '../modules/importSiteModule.ts';
import type { ResolvedConfig } from './defineConfig.ts';

export interface ThemeOverrides {
  components: Partial<ThemeComponents>;
  /** The site files the overrides are made of, for the watcher. */
  inputs: string[];
  /** Stylesheets they import, absolute: part of the site's stylesheet. */
  styles: string[];
  /** Files they import for their address (images), which the output must hold. */
  files: string[];
  /** In tolerant mode, the overrides that could not be used. */
  warnings: Diagnostic[];
}

export async function loadThemeOverrides(options: {
  config: ResolvedConfig;
  siteDir: string;
  configFile: string;
  tolerant?: boolean;
  basePath?: string;
}): Promise<ThemeOverrides> {
  const entries = Object.entries(options.config.components) as [ThemeComponentName, string][];
  if (entries.length === 0) return { components: {}, inputs: [], styles: [], files: [], warnings: [] };
  const styles: string[] = [];
  const files: string[] = [];
  const text = await readFile(options.configFile, 'utf8').catch(() => '');
  const siteDir = realpathSync(options.siteDir);
  const problems: Diagnostic[] = [];
  const warnings: Diagnostic[] = [];
  const components: Record<string, unknown> = {};
  const inputs: string[] = [];
  for (const [name, written] of entries) {
    const at = { file: options.configFile, ...locate(text, written) };
    const module = path.resolve(options.siteDir, written);
    if (!existsSync(module)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at,
        message: `components.${name} names ${written}, which does not exist.`,
        hint: `Module paths are relative to the site folder: ${module} was looked for.`,
      });
      continue;
    }
    if (!realpathSync(module).startsWith(siteDir + path.sep)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at,
        message:
          `components.${name} names ${written}, which leads outside the site folder, ` + `to ${realpathSync(module)}.`,
        hint:
          'components names modules of the site: put it inside the site folder (from there it may import others, ' +
          'as any module does).',
      });
      continue;
    }
    const before = problems.length;
    try {
      const loaded = await importSiteModule<{ default?: unknown }>(module, {
        siteDir: options.siteDir,
        ...(options.basePath ? { basePath: options.basePath } : {}),
      });
      inputs.push(...loaded.inputs);
      styles.push(...loaded.assets.styles.filter((style) => !styles.includes(style)));
      files.push(...loaded.assets.files);
      if (!isComponent(loaded.exports.default)) {
        problems.push({
          code: 'MissingDefaultExport',
          severity: 'error',
          file: module,
          line: 1,
          column: 1,
          message: `${written} has no default export, so it cannot replace the theme's ${name}.`,
          hint:
            `Export the component: export default function ${name}() { … } (import { ${name} } from ` +
            `'sitegen-docs/theme' renders the theme's own).`,
        });
        continue;
      }
      components[name] = loaded.exports.default;
    } catch (error) {
      if (!isSitegenError(error)) throw error;
      problems.push(...error.diagnostics);
    }
    if (options.tolerant && problems.length > before) {
      // A Docusaurus component the theme cannot run (it imports Docusaurus's internals): the theme's own part, with
      // why.
      const why = problems
        .splice(before)
        .map((problem) => (problem.message.split('\n')[0] ?? '').replace(/\.$/, ''))
        .join('; ');
      warnings.push({
        code: 'DocusaurusUnsupported',
        severity: 'warning',
        file: module,
        line: 1,
        column: 1,
        message: `${written} could not be used in place of the theme's ${name} (${why}): the theme's ${name} is shown.`,
        hint:
          `Make it depend only on what sitegen provides (@docusaurus/Link, @docusaurus/useDocusaurusContext, ` +
          `@theme/${name} of sitegen's own through @theme-original/${name}…).`,
      });
    }
  }
  if (problems.length > 0) throw new SitegenError(problems);
  return { components: components as Partial<ThemeComponents>, inputs, styles, files, warnings };
}
