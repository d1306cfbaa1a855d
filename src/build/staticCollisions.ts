/** A file in `static/` that would be written where a page or a generated file goes is an error naming both. */

/** Files and folders every build writes itself. */
const generatedFiles = ['404.html', 'sitemap.xml', 'search-documents.json', 'search/', '.sitegen-build', 'assets/'];
import path from 'node:path';
import type { StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import type { RouteTable } from '../routes/routeTable.ts';

export function staticCollisions(routes: RouteTable, staticFiles: StaticFile[], trailingSlash: boolean, siteDir: string): Diagnostic[] {
  const byOutput = new Map(routes.all().map((route) => [outputPathFor(route.path, trailingSlash), route]));
  const problems: Diagnostic[] = [];
  for (const file of staticFiles) {
    const generated = generatedFiles.find((g) => (g.endsWith('/') ? file.relativePath.startsWith(g) : file.relativePath === g));
    if (generated) {
      problems.push({
        code: 'DuplicateRoute', severity: 'error', file: file.file, line: 1, column: 1,
        message: `The static file static/${file.relativePath} would overwrite ${generated.endsWith('/') ? `the generated ${generated} folder` : `the generated ${generated}`}.`,
        hint: generated === '404.html' ? 'To change the 404 page, write pages/404.tsx.' : 'Rename or move the static file.',
      });
      continue;
    }
    const route = byOutput.get(file.relativePath);
    if (!route) continue;
    problems.push({
      code: 'DuplicateRoute', severity: 'error', file: file.file, line: 1, column: 1,
      message: `The static file static/${file.relativePath} would overwrite the page ${route.path} from ${path.isAbsolute(route.source) ? path.relative(siteDir, route.source) : route.source}.`,
      hint: 'Rename or move the static file; static files are copied to the output as they are.',
    });
  }
  return problems;
}
