/**
 * Builds a site with extra widgets (islands, say), which the `sitegen`
 * command cannot take but `build()` can:
 *
 *     TSX_TSCONFIG_PATH=tsconfig.base.json NODE_ENV=production \
 *       node --import tsx test/e2e/buildWithWidgets.ts <siteDir> <outDir> <widgetsModule>
 *
 * `widgetsModule` exports `widgets`, a Map of name → WidgetDefinition. It is
 * imported by path at run time, so fixture code stays out of the test
 * project's type-check (fixtures are excluded from it). Run in its own
 * process, as the CLI is, so React's production build and tsx's loader apply
 * exactly as they do for a real build.
 *
 * `build({ widgets })` alone is not enough today: the widgets compile and
 * their chunks bundle, but `theme/markdown/Widget.tsx` renders only from the
 * theme's own registry ("No widget named "counter" is registered."). So the
 * widgets are also added to that registry's Map, in this process only; no
 * file of the theme changes.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from '../../src/build/build.ts';
import { createReporter } from '../../src/cli/reporter.ts';
import { formatDiagnostic } from '../../src/cli/formatDiagnostic.ts';
import { isSitegenError } from '../../src/diagnostics/diagnostic.ts';
import type { WidgetDefinition } from '../../theme/widgets/widgetTypes.ts';

const [siteDir, outDir, widgetsModule] = process.argv.slice(2);
if (!siteDir || !outDir || !widgetsModule)
  throw new Error('usage: buildWithWidgets.ts <siteDir> <outDir> <widgetsModule>');

const { widgets } = (await import(pathToFileURL(path.resolve(widgetsModule)).href)) as {
  widgets: ReadonlyMap<string, WidgetDefinition>;
};
try {
  await build({
    siteDir,
    outDir,
    reporter: createReporter({ quiet: true, isTTY: false, write: () => undefined }),
    widgets,
  });
} catch (error) {
  if (!isSitegenError(error)) throw error;
  for (const diagnostic of error.diagnostics)
    process.stderr.write(`${formatDiagnostic(diagnostic, { cwd: process.cwd() })}\n\n`);
  process.exitCode = 1;
}
