/**
 * Docusaurus sites (through webpack) may import a file of `static/` by a
 * computed path, ``import(`@site/static/${path}`)``: the Docusaurus JSON
 * Schema plugin's example resolver loads referenced schemas that way.
 * esbuild bundles no computed imports outside relative paths, so for the
 * browser such an import becomes a load of the file the site serves at that
 * path: a `.json` file arrives parsed, as its module's default export; any
 * other file gives its address, as webpack's asset modules do.
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const computedStaticImport = /\bimport\(\s*`@site\/static\//g;

/** The helper the rewritten imports call: the page's base path from `<html data-base>`. */
const helper = `const __sitegenStaticImport = (file) => {
  const url = (document.documentElement.dataset.base || '/').replace(/\\/$/, '') + '/' + file;
  if (!/\\.json$/i.test(file)) return Promise.resolve({ default: url });
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(url + ' answered ' + response.status);
    return response.json();
  }).then((data) => ({ default: data }));
};
`;

const loaders = {
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
} as const;

/** The rewrite, for the browser bundle: modules of the site (not packages) with a computed `@site/static/` import. */
export function staticImports(siteDir: string): Plugin {
  return {
    name: 'sitegen-static-imports',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (!args.path.startsWith(siteDir + path.sep) || args.path.includes(`${path.sep}node_modules${path.sep}`))
          return undefined;
        const text = await readFile(args.path, 'utf8');
        if (!computedStaticImport.test(text)) return undefined;
        computedStaticImport.lastIndex = 0;
        const loader = loaders[path.extname(args.path) as keyof typeof loaders];
        return {
          contents: `${helper}${text.replace(computedStaticImport, '__sitegenStaticImport(`')}`,
          loader,
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
