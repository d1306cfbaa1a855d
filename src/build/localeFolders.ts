/**
 * Each language other than the default is written into one folder of the output, `<path>/`, which its
 * build moves into the default language's output whole. That folder must be the language's alone: a
 * route, a static file or a redirect of the default language at the same top-level name (compared
 * ignoring case, as many file systems do) is an `InvalidConfig` error at the locale's path in the config
 * (or at its code in `i18n.locales`, when the path is the code), found by the default language's build
 * before it writes anything. The names the build writes itself are refused by the config's shape
 * (`localePath` in `configShape.ts`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { keyPathPosition } from '../config/keyPosition.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { LocaleInfo } from '../i18n/locales.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import type { RouteTable } from '../routes/routeTable.ts';

/** The first segment of an output path. */
const topName = (outputPath: string) => outputPath.split('/')[0] ?? '';

export function localeFolderCollisions(options: {
  locales: readonly LocaleInfo[];
  config: Pick<ResolvedConfig, 'i18n' | 'redirects' | 'trailingSlash'>;
  routes: RouteTable;
  staticFiles: readonly StaticFile[];
  siteDir: string;
  configFile: string;
}): Diagnostic[] {
  const { config, siteDir } = options;
  const shown = (file: string) =>
    path.isAbsolute(file) ? path.relative(siteDir, file).split(path.sep).join('/') : file;
  // What the default language puts at each top-level name (as a file system that ignores case compares it), the first
  // found of each.
  const taken = new Map<string, { name: string; what: string }>();
  const take = (outputPath: string, what: string) => {
    const name = topName(outputPath);
    if (!taken.has(name.toLowerCase())) taken.set(name.toLowerCase(), { name, what });
  };
  for (const route of options.routes.all())
    take(outputPathFor(route.path, config.trailingSlash), `the page ${route.path} (${shown(route.source)})`);
  for (const file of options.staticFiles) take(file.relativePath, `the static file ${shown(file.file)}`);
  for (const from of config.redirects.flatMap((redirect) => redirect.from))
    take(outputPathFor(from.replace(/\/+$/, '') || '/', config.trailingSlash), `the redirect from ${from}`);

  let text: string | undefined;
  const problems: Diagnostic[] = [];
  for (const locale of options.locales) {
    const there = locale.isDefault ? undefined : taken.get(locale.path.toLowerCase());
    if (there === undefined) continue;
    text ??= readFileSync(options.configFile, 'utf8');
    // At the path the config gives, or at the code in i18n.locales when the path is the code.
    const own = config.i18n.localeConfigs[locale.code]?.path !== undefined;
    const keyPath = own
      ? `i18n.localeConfigs.${locale.code}.path`
      : `i18n.locales[${config.i18n.locales.indexOf(locale.code)}]`;
    problems.push({
      code: 'InvalidConfig',
      severity: 'error',
      file: options.configFile,
      ...keyPathPosition(text, keyPath),
      message:
        `The locale "${locale.code}" is served at /${locale.path}/, but the default language's output has ` +
        `${there.name}/ already: ${there.what}.`,
      hint:
        `Give the locale a path of its own (i18n.localeConfigs.${locale.code}.path), or move what the site puts ` +
        `at ${there.name}/: a language takes the whole of its folder.`,
    });
  }
  return problems;
}
