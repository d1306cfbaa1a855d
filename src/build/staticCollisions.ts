/**
 * A file in `static/` that would be written where a page or a generated file goes is an error naming both.
 *
 * Two checks. Before rendering (`staticCollisions`), against the routes and the files every build writes
 * under fixed names. After rendering (`generatedCollisions`), against the files the build generated under
 * `assets/`: its bundles, a doc's linked files and a large sidebar's file, each named by a hash of its
 * contents. Docusaurus sites keep their own files in `static/assets/` (Docusaurus writes its bundles
 * there too, beside them); only a file of the very same path as a generated one is refused.
 *
 * The diagnostics name the static file without a line: it is not text to point into.
 */
import path from 'node:path';
import type { StaticFile } from '../content/contentTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { generatedFiles } from '../output/generatedNames.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import type { RouteTable } from '../routes/routeTable.ts';

/**
 * `lenient` (a Docusaurus website): a static file where a page goes is left out with a warning, the page
 * written in its place, as Docusaurus's pages overwrite its static files.
 */
export function staticCollisions(
  routes: RouteTable,
  staticFiles: StaticFile[],
  trailingSlash: boolean,
  siteDir: string,
  options: { lenient?: boolean } = {},
): Diagnostic[] {
  const byOutput = new Map(routes.all().map((route) => [outputPathFor(route.path, trailingSlash), route]));
  const problems: Diagnostic[] = [];
  for (const file of staticFiles) {
    const generated = generatedFiles.find((g) =>
      g.endsWith('/') ? file.relativePath.startsWith(g) : file.relativePath === g,
    );
    if (generated) {
      problems.push({
        code: 'DuplicateRoute',
        severity: 'error',
        file: file.file,
        message:
          `The static file static/${file.relativePath} would overwrite ` +
          `${generated.endsWith('/') ? `the generated ${generated} folder` : `the generated ${generated}`}.`,
        hint:
          generated === '404.html' ? 'To change the 404 page, write pages/404.tsx.' : 'Rename or move the static file.',
      });
      continue;
    }
    const route = byOutput.get(file.relativePath);
    if (!route) continue;
    const page =
      `the page ${route.path} from ` +
      `${path.isAbsolute(route.source) ? path.relative(siteDir, route.source) : route.source}`;
    problems.push(
      options.lenient
        ? {
            code: 'DuplicateRoute',
            severity: 'warning',
            file: file.file,
            message:
              `The static file static/${file.relativePath} is not copied: ${page} is written there, as ` +
              `Docusaurus does.`,
            hint: 'Rename or move the static file, or remove it.',
          }
        : {
            code: 'DuplicateRoute',
            severity: 'error',
            file: file.file,
            message: `The static file static/${file.relativePath} would overwrite ${page}.`,
            hint: 'Rename or move the static file; static files are copied to the output as they are.',
          },
    );
  }
  return problems;
}

/** Static files of the same path as a file the build generated (`generated`: output paths, `/`-separated). */
export function generatedCollisions(staticFiles: StaticFile[], generated: Iterable<string>): Diagnostic[] {
  const paths = new Set(generated);
  return staticFiles
    .filter((file) => paths.has(file.relativePath))
    .map((file) => ({
      code: 'DuplicateRoute',
      severity: 'error',
      file: file.file,
      message: `The static file static/${file.relativePath} would overwrite the file of that name the build generates.`,
      hint:
        'Rename or move the static file: the build names its files under assets/ by a hash of their contents, so ' +
        'another name never collides.',
    }));
}
