/**
 * Bundles the compiled command (`dist/src/cli/program.js`) and what it
 * imports of sitegen and of its packages into `dist/src/cli.bundle.js` and
 * its chunks, which `bin/sitegen` runs: Node loaded some 900 files one by
 * one before a build could start (about 0.6 s of a 1.8 s cold build of a
 * three-doc site); the bundle loads a few dozen. Commands that import their
 * modules lazily keep doing so, through chunks (code splitting), so
 * `sitegen --version` loads none of the build.
 *
 * What stays outside, imported as it is:
 * - the theme and the templates (`dist/theme`, `dist/templates`): a site's
 *   own modules import them too, and there must be one of each module, for
 *   one set of React contexts;
 * - React and react-dom, for the same reason (importSiteModule.ts hands
 *   sitegen's React to the site's code);
 * - esbuild, which finds its binary beside its own files; jsonc-parser, whose
 *   entry requires its other files at run time; shiki and its grammars (12 MB
 *   more of bundle for languages most sites never load), rehype-katex (with
 *   KaTeX), Mermaid, Monaco and jiti, loaded only by the sites that need them.
 * The worker threads (the build's pool, its highlighting thread,
 * `serve --watch`'s build, the schema pool) are entries of the same bundle,
 * sharing its chunks (`cli.bundle-worker-<name>.js`): a worker of the pool
 * loaded the modules
 * one by one in 1.1-1.2 s of CPU, each, before it compiled a doc.
 * startSitegenWorker.ts starts them when the command runs from the bundle.
 *
 * A file is written only when its bytes changed, and chunks no longer made
 * are removed: sitegen's build cache knows its own files by size and time
 * (buildCache.ts `generatorFingerprint`), so a rewrite for nothing would make
 * the next build of every site start from scratch.
 */
import { build, type Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The names the bundle's files have in `dist/src/`: the entry, the workers' entries and their chunks. */
export const bundleFilePattern = /^cli\.bundle(?:-chunk-[\w-]+|-worker-\w+)?\.js$/;

/** The modules that run in worker threads (startSitegenWorker.ts), bundled as entries of their own. */
export const workerModules = [
  'src/build/poolWorker.ts',
  'src/dev/buildWorker.ts',
  'src/schemas/schemaWorker.ts',
  'src/markdown/highlight/highlightWorker.ts',
];

/**
 * Packages left as imports. Each must be one sitegen declares (`assertDeclared`): with pnpm's isolated layout,
 * the bundle can import only those. KaTeX is reached through rehype-katex, which is left outside for it.
 */
const externalPackages = [
  'react',
  'react-dom',
  'esbuild',
  'jsonc-parser',
  'shiki',
  'rehype-katex',
  'mermaid',
  'monaco-editor',
  'jiti',
];

/** Throws when the list above names a package that is neither a dependency nor a peer dependency of sitegen. */
function assertDeclared(packageJson: string): void {
  const manifest = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const undeclared = externalPackages.filter((name) => !declared.has(name));
  if (undeclared.length > 0)
    throw new Error(`bundleCli.ts leaves outside packages sitegen does not declare: ${undeclared.join(', ')}`);
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The theme, the templates and the packages above, left as imports; the theme's by their path from `dist/src/`. */
function externals(dist: string): Plugin {
  const shared = [path.join(dist, 'theme') + path.sep, path.join(dist, 'templates') + path.sep];
  return {
    name: 'sitegen-externals',
    setup(builder) {
      builder.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        if (args.path.startsWith('.') || path.isAbsolute(args.path)) {
          const target = path.resolve(args.resolveDir, args.path);
          if (!shared.some((folder) => target.startsWith(folder))) return undefined;
          return {
            path: `./${path.relative(path.join(dist, 'src'), target).split(path.sep).join('/')}`,
            external: true,
          };
        }
        const name = packageName(args.path);
        return externalPackages.some((external) => name === external || name.startsWith(`${external}/`))
          ? { path: args.path, external: true }
          : undefined;
      });
    },
  };
}

/**
 * js-yaml 3 (gray-matter's, and sitegen's for `tags.yml` and category files) requires esprima as it loads,
 * for its `!!js/function` type, which only its unsafe `load` reads: sitegen calls `safeLoad` alone. Loading
 * esprima took some 30 ms of every build; the bundle's js-yaml goes without it.
 */
const withoutEsprima: Plugin = {
  name: 'sitegen-without-esprima',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const loading = "esprima = _require('esprima');";
      if (!text.includes(loading))
        throw new Error(
          `${args.path} no longer loads esprima with "${loading}" (a new js-yaml?): update withoutEsprima in ` +
            'scripts/bundleCli.ts to the new line, or remove the plugin.',
        );
      return { contents: text.replace(loading, 'esprima = undefined;'), loader: 'js' };
    });
  },
};

export async function bundleCli(dist: string): Promise<{ written: number; removed: number }> {
  assertDeclared(path.join(path.dirname(dist), 'package.json'));
  const outdir = path.join(dist, 'src');
  const result = await build({
    entryPoints: {
      'cli.bundle': path.join(outdir, 'cli/program.js'),
      ...Object.fromEntries(
        workerModules.map((source) => [
          `cli.bundle-worker-${path.basename(source, '.ts')}`,
          path.join(dist, source.replace(/\.ts$/, '.js')),
        ]),
      ),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    write: false,
    chunkNames: 'cli.bundle-chunk-[hash]',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externals(dist), withoutEsprima],
    // The packages bundled that are CommonJS call require(), which an ES module has not.
    banner: {
      js: "import { createRequire as __sitegenBundleRequire } from 'node:module';\nconst require = __sitegenBundleRequire(import.meta.url);",
    },
  });
  let written = 0;
  const made = new Set<string>();
  for (const file of result.outputFiles) {
    made.add(path.basename(file.path));
    if (existsSync(file.path) && readFileSync(file.path).equals(file.contents)) continue;
    writeFileSync(file.path, file.contents);
    written++;
  }
  let removed = 0;
  for (const name of readdirSync(outdir)) {
    if (bundleFilePattern.test(name) && !made.has(name)) {
      rmSync(path.join(outdir, name));
      removed++;
    }
  }
  return { written, removed };
}
