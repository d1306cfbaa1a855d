/**
 * The module names Docusaurus sites import, resolved for sitegen:
 *
 * - `@site/…`: a file of the site (`@site/static/schemas/a.json`,
 *   `@site/src/components/Box`), bundled like a relative import (a package
 *   of npm's `@site` scope when the site has no such file);
 * - `@theme/Name`: the site's own component in `src/theme/` when it has one
 *   (a swizzled component, as Docusaurus resolves it), else sitegen's version
 *   (`theme/docusaurus/`), kept external like the rest of the theme so there
 *   is one copy of each module; `@theme-original/Name` is always sitegen's;
 * - `@docusaurus/Name` (Link, Head, router, Translate, useDocusaurusContext…),
 *   `@docusaurus/theme-common` and `@docusaurus/plugin-content-docs/client`:
 *   sitegen's versions of Docusaurus's client API.
 *
 * Anything else under `@theme/` or `@docusaurus/` that is not an installed
 * package is an error naming what exists.
 */
import type { Plugin } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sitegenModule } from '../paths.ts';

/** `@theme/<name>` → the module under `theme/docusaurus/`. */
export const themeComponents: Readonly<Record<string, string>> = {
  Admonition: 'Admonition.tsx',
  AnnouncementBar: 'AnnouncementBar.tsx',
  CodeBlock: 'CodeBlock.tsx',
  Details: 'Details.tsx',
  DocCardList: 'DocCardList.tsx',
  Footer: 'Footer.tsx',
  Heading: 'Heading.tsx',
  'Icon/Arrow': 'Icon/Arrow.tsx',
  'Icon/Close': 'Icon/Close.tsx',
  'Icon/Copy': 'Icon/Copy.tsx',
  'Icon/DarkMode': 'Icon/DarkMode.tsx',
  'Icon/Edit': 'Icon/Edit.tsx',
  'Icon/ExternalLink': 'Icon/ExternalLink.tsx',
  'Icon/Home': 'Icon/Home.tsx',
  'Icon/Language': 'Icon/Language.tsx',
  'Icon/LightMode': 'Icon/LightMode.tsx',
  'Icon/Menu': 'Icon/Menu.tsx',
  'Icon/Success': 'Icon/Success.tsx',
  'Icon/WordWrap': 'Icon/WordWrap.tsx',
  IdealImage: 'IdealImage.tsx',
  JSONSchemaEditor: 'JSONSchemaEditor.tsx',
  JSONSchemaViewer: 'JSONSchemaViewer.tsx',
  Layout: 'Layout.tsx',
  MDXComponents: 'MDXComponents.tsx',
  MDXContent: 'MDXContent.tsx',
  'MDXComponents/A': 'MDXComponents/A.tsx',
  'MDXComponents/Code': 'MDXComponents/Code.tsx',
  'MDXComponents/Details': 'MDXComponents/Details.tsx',
  'MDXComponents/Heading': 'MDXComponents/Heading.tsx',
  'MDXComponents/Img': 'MDXComponents/Img.tsx',
  'MDXComponents/Li': 'MDXComponents/Li.tsx',
  'MDXComponents/Pre': 'MDXComponents/Pre.tsx',
  'MDXComponents/Ul': 'MDXComponents/Ul.tsx',
  Mermaid: 'Mermaid.tsx',
  MonacoEditor: 'MonacoEditor.tsx',
  Navbar: 'Navbar.tsx',
  'Navbar/Logo': 'Navbar/Logo.tsx',
  NotFound: 'NotFound.tsx',
  TabItem: 'TabItem.tsx',
  Tabs: 'Tabs.tsx',
  ThemedImage: 'ThemedImage.tsx',
  TOCInline: 'TOCInline.tsx',
};

/** `@docusaurus/<name>` → the module under `theme/docusaurus/`. */
export const docusaurusModules: Readonly<Record<string, string>> = {
  BrowserOnly: 'BrowserOnly.tsx',
  constants: 'constants.ts',
  ErrorBoundary: 'ErrorBoundary.tsx',
  ExecutionEnvironment: 'ExecutionEnvironment.ts',
  Head: 'Head.tsx',
  Interpolate: 'Interpolate.tsx',
  isInternalUrl: 'isInternalUrl.ts',
  Link: 'Link.tsx',
  Noop: 'Noop.ts',
  router: 'router.tsx',
  Translate: 'Translate.tsx',
  useBaseUrl: 'useBaseUrl.ts',
  useBrokenLinks: 'useBrokenLinks.ts',
  useDocusaurusContext: 'useDocusaurusContext.ts',
  useGlobalData: 'useGlobalData.ts',
  useIsBrowser: 'useIsBrowser.ts',
  useIsomorphicLayoutEffect: 'useIsomorphicLayoutEffect.ts',
  useRouteContext: 'useRouteContext.ts',
  'theme-common': 'themeCommon.tsx',
  'theme-common/internal': 'themeCommon.tsx',
  'plugin-content-docs/client': 'docsClient.ts',
};

const overrideExtensions = ['.tsx', '.ts', '.jsx', '.js'];

/** The site's own `src/theme/<name>` (a file, or a folder's index), as Docusaurus finds a swizzled component. */
export function siteThemeComponent(siteDir: string, name: string): string | undefined {
  const base = path.join(siteDir, 'src', 'theme', name);
  for (const candidate of [
    ...overrideExtensions.map((ext) => base + ext),
    ...overrideExtensions.map((ext) => path.join(base, `index${ext}`)),
  ]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The names of a table for a message: `@theme/Admonition, …, @theme/Icon/{Arrow,Close}`, a folder's names in braces.
 */
function availableNames(table: Readonly<Record<string, string>>, scope: string): string {
  const groups = new Map<string, string[]>();
  for (const name of Object.keys(table)) {
    const slash = name.indexOf('/');
    const group = slash === -1 ? '' : name.slice(0, slash);
    // theme-common/internal is one module, not a folder of them.
    if (group !== '' && !/^[A-Z]/.test(group)) continue;
    groups.set(group, [...(groups.get(group) ?? []), slash === -1 ? name : name.slice(slash + 1)]);
  }
  const names = (groups.get('') ?? []).map((name) => `${scope}/${name}`);
  for (const [group, members] of groups) if (group !== '') names.push(`${scope}/${group}/{${members.join(',')}}`);
  return names.join(', ');
}

/** What an `@theme/` or `@docusaurus/` import resolves to, or the message for one that does not exist. */
export function resolveDocusaurusImport(
  specifier: string,
  siteDir?: string,
): { file: string; site?: boolean } | { error: string } | undefined {
  const theme = /^@theme(-original|-init)?\/(.+)$/.exec(specifier);
  const docusaurus = /^@docusaurus\/(.+)$/.exec(specifier);
  if (!theme && !docusaurus) return undefined;
  const name = (theme ? theme[2] : docusaurus?.[1]) ?? '';
  if (theme && !theme[1] && siteDir) {
    const own = siteThemeComponent(siteDir, name);
    if (own) return { file: own, site: true };
  }
  const table = theme ? themeComponents : docusaurusModules;
  const file = Object.hasOwn(table, name) ? table[name] : undefined;
  if (file) return { file: sitegenModule(`theme/docusaurus/${file}`) };
  const known = availableNames(table, theme ? '@theme' : '@docusaurus');
  return { error: `"${specifier}" is not a component sitegen provides. Available: ${known}.` };
}

/**
 * The esbuild plugin that applies these names; `siteDir` is where `@site/` points. On the server the
 * theme's modules stay external (one instance, shared with the renderer); for the browser (`bundle`)
 * they are bundled like any module. A site's own `src/theme/` component is bundled either way.
 */
export function docusaurusAliases(siteDir: string, options: { bundle?: boolean } = {}): Plugin {
  return {
    name: 'sitegen-docusaurus-aliases',
    setup(builder) {
      builder.onResolve({ filter: /^@site\// }, async (args) => {
        const result = await builder.resolve(`./${args.path.slice('@site/'.length)}`, {
          kind: args.kind,
          resolveDir: siteDir,
          importer: args.importer,
        });
        // No such file in the site: an npm package of the @site scope, if one is installed.
        if (result.errors.length > 0) return undefined;
        if (result.namespace === 'file' && !insideSite(result.path, siteDir)) {
          return { errors: [{ text: `"${args.path}" leaves the site folder; @site/ names files inside it.` }] };
        }
        return result;
      });
      builder.onResolve({ filter: /^@(?:theme(?:-original|-init)?|docusaurus)\// }, async (args) => {
        if (args.pluginData === docusaurusResolving) return undefined;
        const resolved = resolveDocusaurusImport(args.path, siteDir);
        if (!resolved) return undefined;
        if ('error' in resolved) {
          // A package of Docusaurus's (`@docusaurus/utils`) the site has installed is a package like any other.
          if (args.path.startsWith('@docusaurus/')) {
            const installed = await builder.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: docusaurusResolving,
            });
            // Not Docusaurus's runtime, which needs its app around it.
            if (
              installed.errors.length === 0 &&
              !/[\\/]@docusaurus[\\/](?:theme-classic|theme-common|core)[\\/]/.test(installed.path)
            )
              return undefined;
          }
          return { errors: [{ text: resolved.error }] };
        }
        // The site's swizzled component importing itself through @theme/ gets sitegen's.
        if (resolved.site && args.importer === resolved.file) {
          const ours = resolveDocusaurusImport(args.path.replace(/^@theme\//, '@theme-original/'));
          if (ours && 'file' in ours)
            return options.bundle ? { path: ours.file } : { path: pathToFileURL(ours.file).href, external: true };
        }
        if (resolved.site) return { path: resolved.file };
        return options.bundle ? { path: resolved.file } : { path: pathToFileURL(resolved.file).href, external: true };
      });
    },
  };
}

const docusaurusResolving = Symbol('docusaurusResolving');

/** Whether a file is inside the site: `@site/../x` must not leave it. */
export function insideSite(file: string, siteDir: string): boolean {
  const relative = path.relative(siteDir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
}
