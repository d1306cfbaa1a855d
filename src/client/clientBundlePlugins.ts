/**
 * The esbuild plugins and entries of the client bundle (bundleClient.ts): the
 * stylesheet entry (the theme's, then the site's), the MDX docs' islands, the
 * site's client modules as one entry, Node's modules left out of a page's
 * bundle, CommonJS requires resolved as imports, one React for every module,
 * and the retry that makes a missing export undefined as webpack does.
 */
import type { Message, Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { MdxIsland } from '../markdown/compileContext.ts';
import { formerPublicEntries, packageDir, publicEntries, themeDir } from '../paths.ts';

/**
 * React as sitegen finds it (the project's own when its version meets
 * sitegen's range, hoisted beside sitegen by npm; else sitegen's own, in its
 * node_modules) and sitegen's entries: every module of the site gets that one.
 */
export function sharedModules(): Record<string, string> {
  return { react: packageDir('react'), 'react-dom': packageDir('react-dom'), ...formerPublicEntries, ...publicEntries };
}

/**
 * The stylesheet entry: the theme's, and after it the site's own (customCss),
 * as one file importing them in that order, so the site's rules win.
 */
export const stylesNamespace = 'sitegen-styles';

export function stylesEntry(siteStylesheets: string[], classic: boolean): Plugin {
  // A Docusaurus website's pages are styled with Infima, under sitegen's theme and the bridge between them.
  const theme = classic
    ? [
        path.join(packageDir('infima'), 'dist/css/default/default.css'),
        path.join(themeDir, 'styles/theme.css'),
        path.join(themeDir, 'styles/classic.css'),
      ]
    : [path.join(themeDir, 'styles/theme.css')];
  return {
    name: stylesNamespace,
    setup(builder) {
      builder.onResolve({ filter: /^sitegen-styles$/ }, () => ({ path: 'theme.css', namespace: stylesNamespace }));
      builder.onLoad({ filter: /.*/, namespace: stylesNamespace }, () => ({
        contents: [...theme, ...siteStylesheets].map((file) => `@import ${JSON.stringify(file)};`).join('\n'),
        loader: 'css',
        resolveDir: themeDir,
      }));
    },
  };
}

/**
 * A React page may read files at build time (`node:fs`): bundled for its stylesheet, it leaves Node's
 * modules out. A page that also acts in the browser would fail there, as it would in Docusaurus.
 */
export const nodeBuiltinsExternal: Plugin = {
  name: 'sitegen-node-builtins',
  setup(builder) {
    builder.onResolve({ filter: /^[a-z_:]+(?:\/[\w/]+)?$/ }, (args) =>
      isBuiltin(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

const requireResolving = Symbol('requireResolving');

/**
 * A package that CommonJS code `require`s is taken as an `import` takes it, its file for bundlers (`module`)
 * first, as webpack takes it: its `main` may be a UMD bundle whose inner `require('./impl/format')` esbuild
 * cannot follow (jsonc-parser's, through @stoplight/json), which then fails in the browser.
 */
export const requireLikeImport: Plugin = {
  name: 'sitegen-require-like-import',
  setup(builder) {
    builder.onResolve({ filter: /^[^./\\]/ }, async (args) => {
      if (args.kind !== 'require-call' || args.pluginData === requireResolving) return undefined;
      const resolved = await builder.resolve(args.path, {
        kind: 'import-statement',
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: requireResolving,
      });
      return resolved.errors.length > 0 ? undefined : resolved;
    });
  },
};

export const mdxIslandNamespace = 'sitegen-mdx-island';

export const clientModulesNamespace = 'sitegen-client-modules';

/**
 * The site's client modules as one entry, run on every page as Docusaurus runs them on every route: each
 * imported in order, then each one's `onRouteUpdate` and `onRouteDidUpdate` called with the page's location
 * (no previous location on a page loaded whole), and again, with the previous one, after each navigation of
 * the client router (`sitegen:before-swap`, `sitegen:navigated`).
 */
export function clientModulesEntry(modules: readonly string[], siteDir: string): Plugin {
  return {
    name: clientModulesNamespace,
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${clientModulesNamespace}$`) }, () => ({
        path: 'client-modules',
        namespace: clientModulesNamespace,
      }));
      builder.onLoad({ filter: /.*/, namespace: clientModulesNamespace }, () => ({
        contents: [
          ...modules.map((module, i) => `import * as module${i} from ${JSON.stringify(module)};`),
          `const modules = [${modules.map((_, i) => `module${i}`).join(', ')}];`,
          'const here = () => ({ pathname: window.location.pathname, search: window.location.search, hash: ' +
            'window.location.hash, state: null });',
          'const call = (hook, location, previousLocation) => {',
          '  for (const module of modules) {',
          '    try { if (typeof module[hook] === "function") module[hook]({ location, previousLocation }); } ' +
            'catch (error) { console.error(error); }',
          '  }',
          '};',
          'let previous = here();',
          'call("onRouteUpdate", previous, null);',
          'call("onRouteDidUpdate", previous, null);',
          'document.addEventListener("sitegen:navigated", () => {',
          '  const location = here();',
          '  call("onRouteUpdate", location, previous);',
          '  call("onRouteDidUpdate", location, previous);',
          '  previous = location;',
          '});',
        ].join('\n'),
        loader: 'js',
        resolveDir: siteDir,
      }));
    },
  };
}

/** The isolated islands of MDX docs as entries: their code, resolved from their doc's folder. */
export function mdxIslandEntries(islands: readonly MdxIsland[]): Plugin {
  const byId = new Map(islands.map((island) => [island.id, island]));
  return {
    name: 'sitegen-mdx-islands',
    setup(builder) {
      builder.onResolve({ filter: new RegExp(`^${mdxIslandNamespace}:`) }, (args) => ({
        path: args.path.slice(mdxIslandNamespace.length + 1),
        namespace: mdxIslandNamespace,
      }));
      builder.onLoad({ filter: /.*/, namespace: mdxIslandNamespace }, (args) => {
        const island = byId.get(args.path);
        return island
          ? { contents: island.code, loader: 'jsx', resolveDir: island.resolveDir }
          : { errors: [{ text: `No MDX island ${args.path}` }] };
      });
    },
  };
}

/**
 * esbuild refuses an import of a name an ES module does not export, where webpack warns and makes it
 * undefined (a site whose code was written for another version of a package still builds with Docusaurus).
 * So each such name is added to its module as `undefined` and the bundle made again; the names are
 * returned for warnings.
 */
export async function buildTolerating<T>(
  missing: Map<string, Set<string>>,
  run: (patched: Plugin) => Promise<T>,
): Promise<T> {
  const patched: Plugin = {
    name: 'sitegen-missing-exports',
    setup(builder) {
      builder.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        const names = missing.get(args.path);
        if (!names) return undefined;
        const text = await readFile(args.path, 'utf8');
        return {
          contents: `${text}\n${[...names].map((name) => `export var ${name} = void 0;`).join('\n')}\n`,
          loader: /\.tsx?$/.test(args.path) ? 'tsx' : 'jsx',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await run(patched);
    } catch (error) {
      const messages = (error as { errors?: Message[] }).errors ?? [];
      const found = messages
        .map((m) => /^No matching export in "(.+)" for import "([\w$]+)"$/.exec(m.text))
        .filter((m): m is RegExpExecArray => m !== null);
      if (attempt >= 5 || found.length === 0 || found.length !== messages.length) throw error;
      for (const [, file = '', name = ''] of found) {
        const absolute = path.resolve(themeDir, file);
        missing.set(absolute, (missing.get(absolute) ?? new Set()).add(name));
      }
    }
  }
}
