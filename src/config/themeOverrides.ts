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

export interface ThemeOverridesOptions {
  config: ResolvedConfig;
  siteDir: string;
  configFile: string;
  tolerant?: boolean;
  basePath?: string;
}

export async function loadThemeOverrides(options: ThemeOverridesOptions): Promise<ThemeOverrides> {
  const entries = Object.entries(options.config.components) as [ThemeComponentName, string][];
  if (entries.length === 0) return { components: {}, inputs: [], styles: [], files: [], warnings: [] };
  const text = await readFile(options.configFile, 'utf8').catch(() => '');
  const siteDir = realpathSync(options.siteDir);
  const problems: Diagnostic[] = [];
  const overrides: ThemeOverrides = { components: {}, inputs: [], styles: [], files: [], warnings: [] };
  for (const [name, written] of entries) {
    const module = path.resolve(options.siteDir, written);
    const misplaced = misplacedOverride(name, written, module, siteDir, {
      file: options.configFile,
      ...locate(text, written),
    });
    if (misplaced) {
      problems.push(misplaced);
      continue;
    }
    const before = problems.length;
    // A component without a default export is an error even in tolerant mode.
    if ((await loadOverride(options, { name, written, module }, overrides, problems)) === 'noDefault') continue;
    if (options.tolerant && problems.length > before)
      overrides.warnings.push(unusableOverride(name, written, module, problems.splice(before)));
  }
  if (problems.length > 0) throw new SitegenError(problems);
  return overrides;
}

/** An override that names no file, or one outside the site folder (after links). */
function misplacedOverride(
  name: ThemeComponentName,
  written: string,
  module: string,
  siteDir: string,
  at: Pick<Diagnostic, 'file' | 'line' | 'column'>,
): Diagnostic | undefined {
  if (!existsSync(module))
    return {
      code: 'InvalidConfig',
      severity: 'error',
      ...at,
      message: `components.${name} names ${written}, which does not exist.`,
      hint: `Module paths are relative to the site folder: ${module} was looked for.`,
    };
  if (!realpathSync(module).startsWith(siteDir + path.sep))
    return {
      code: 'InvalidConfig',
      severity: 'error',
      ...at,
      message:
        `components.${name} names ${written}, which leads outside the site folder, ` + `to ${realpathSync(module)}.`,
      hint:
        'components names modules of the site: put it inside the site folder (from there it may import others, ' +
        'as any module does).',
    };
  return undefined;
}

/**
 * An override's module imported: its component, and the files, stylesheets and assets it is made of, taken into
 * `overrides`; its problems added. `'noDefault'` when it exports no component.
 */
async function loadOverride(
  options: ThemeOverridesOptions,
  override: { name: ThemeComponentName; written: string; module: string },
  overrides: ThemeOverrides,
  problems: Diagnostic[],
): Promise<'noDefault' | undefined> {
  const { name, written, module } = override;
  try {
    const loaded = await importSiteModule<{ default?: unknown }>(module, {
      siteDir: options.siteDir,
      ...(options.basePath ? { basePath: options.basePath } : {}),
    });
    overrides.inputs.push(...loaded.inputs);
    overrides.styles.push(...loaded.assets.styles.filter((style) => !overrides.styles.includes(style)));
    overrides.files.push(...loaded.assets.files);
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
      return 'noDefault';
    }
    (overrides.components as Record<string, unknown>)[name] = loaded.exports.default;
  } catch (error) {
    if (!isSitegenError(error)) throw error;
    problems.push(...error.diagnostics);
  }
  return undefined;
}

/**
 * In tolerant mode, a Docusaurus component the theme cannot run (it imports Docusaurus's internals): the theme's own
 * part, with why.
 */
function unusableOverride(name: ThemeComponentName, written: string, module: string, found: Diagnostic[]): Diagnostic {
  const why = found.map((problem) => (problem.message.split('\n')[0] ?? '').replace(/\.$/, '')).join('; ');
  return {
    code: 'DocusaurusUnsupported',
    severity: 'warning',
    file: module,
    line: 1,
    column: 1,
    message: `${written} could not be used in place of the theme's ${name} (${why}): the theme's ${name} is shown.`,
    hint:
      `Make it depend only on what sitegen provides (@docusaurus/Link, @docusaurus/useDocusaurusContext, ` +
      `@theme/${name} of sitegen's own through @theme-original/${name}…).`,
  };
}
