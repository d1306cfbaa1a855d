/**
 * The module names Docusaurus docs import, resolved for sitegen:
 *
 * - `@site/…`: a file of the site (`@site/static/schemas/a.json`,
 *   `@site/src/components/Box`), bundled like a relative import (a package
 *   of npm's `@site` scope when the site has no such file);
 * - `@theme/Name`: sitegen's version of that theme component
 *   (`theme/docusaurus/`), kept external like the rest of the theme so
 *   there is one copy of each module;
 * - `@docusaurus/Link`, `@docusaurus/useBaseUrl`, `@docusaurus/BrowserOnly`.
 *
 * Anything else under `@theme/` or `@docusaurus/` is an error naming what exists.
 */
import type { Plugin } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitegenModule } from '../paths.ts';

/** `@theme/<name>` → the module under `theme/docusaurus/`. */
export const themeComponents: Readonly<Record<string, string>> = {
  Admonition: 'Admonition.tsx',
  CodeBlock: 'CodeBlock.tsx',
  Details: 'Details.tsx',
  DocCardList: 'DocCardList.tsx',
  JSONSchemaEditor: 'JSONSchemaEditor.tsx',
  JSONSchemaViewer: 'JSONSchemaViewer.tsx',
  MonacoEditor: 'MonacoEditor.tsx',
  TabItem: 'TabItem.tsx',
  Tabs: 'Tabs.tsx',
  TOCInline: 'TOCInline.tsx',
};

/** `@docusaurus/<name>` → the module under `theme/docusaurus/`. */
export const docusaurusModules: Readonly<Record<string, string>> = {
  BrowserOnly: 'BrowserOnly.tsx',
  Link: 'Link.tsx',
  useBaseUrl: 'useBaseUrl.ts',
};

/** What an `@theme/` or `@docusaurus/` import resolves to, or the message for one that does not exist. */
export function resolveDocusaurusImport(specifier: string): { file: string } | { error: string } | undefined {
  const theme = /^@theme\/(.+)$/.exec(specifier);
  const docusaurus = /^@docusaurus\/(.+)$/.exec(specifier);
  if (!theme && !docusaurus) return undefined;
  const table = theme ? themeComponents : docusaurusModules;
  const name = (theme ?? docusaurus)?.[1] ?? '';
  const file = Object.hasOwn(table, name) ? table[name] : undefined;
  if (file) return { file: sitegenModule(`theme/docusaurus/${file}`) };
  const known = Object.keys(table).map((n) => `${theme ? '@theme' : '@docusaurus'}/${n}`).join(', ');
  return { error: `"${specifier}" is not a component sitegen provides. Available: ${known}.` };
}

/**
 * The esbuild plugin that applies these names; `siteDir` is where `@site/` points. On the server the
 * theme's modules stay external (one instance, shared with the renderer); for the browser (`bundle`)
 * they are bundled like any module.
 */
export function docusaurusAliases(siteDir: string, options: { bundle?: boolean } = {}): Plugin {
  return {
    name: 'sitegen-docusaurus-aliases',
    setup(builder) {
      builder.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await builder.resolve(`./${args.path.slice('@site/'.length)}`, { kind: args.kind, resolveDir: siteDir, importer: args.importer });
        // No such file in the site: an npm package of the @site scope, if one is installed.
        if (result.errors.length > 0) return undefined;
        if (result.namespace === 'file' && !insideSite(result.path, siteDir)) {
          return { errors: [{ text: `"${args.path}" leaves the site folder; @site/ names files inside it.` }] };
        }
        return result;
      });
      builder.onResolve({ filter: /^@(?:theme|docusaurus)\// }, (args) => {
        const resolved = resolveDocusaurusImport(args.path);
        if (!resolved) return undefined;
        if ('error' in resolved) return { errors: [{ text: resolved.error }] };
        return options.bundle ? { path: resolved.file } : { path: pathToFileURL(resolved.file).href, external: true };
      });
    },
  };
}

/** Whether a file is inside the site: `@site/../x` must not leave it. */
export function insideSite(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
