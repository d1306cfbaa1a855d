/**
 * Renders one page in a locale, with the real client bundle, until the build
 * renders locales itself (the build's locale stages are not in place yet):
 *
 *     TSX_TSCONFIG_PATH=tsconfig.base.json NODE_ENV=production \
 *       node --import tsx test/e2e/renderInLocale.ts <siteDir> <outDir> <locale>
 *
 * The page (`/<locale>-page`) holds a code block and a `schema-viewer`
 * island, rendered with `loadThemeStrings` of the locale as `renderPage` is
 * given them. Run in its own process for React's production build, as
 * `buildWithWidgets.ts` is.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement, Fragment } from 'react';
import { loadSite } from '../../src/build/loadSite.ts';
import { bundleClient } from '../../src/client/bundleClient.ts';
import { loadThemeStrings } from '../../src/i18n/themeStrings.ts';
import { renderPage } from '../../src/render/renderPage.ts';
import { themeConfigFrom } from '../../src/render/themeConfig.ts';
import { CodeBlock } from '../../theme/markdown/CodeBlock.tsx';
import { Widget } from '../../theme/markdown/Widget.tsx';

const [siteDir, outDir, locale] = process.argv.slice(2);
if (!siteDir || !outDir || !locale) throw new Error('usage: renderInLocale.ts <siteDir> <outDir> <locale>');

const site = await loadSite({ siteDir });
const client = await bundleClient({ config: site.config, widgets: site.widgets });
for (const file of client.files) {
  await mkdir(path.dirname(path.join(outDir, file.path)), { recursive: true });
  await writeFile(path.join(outDir, file.path), file.contents);
}
const { strings, problems } = await loadThemeStrings({ siteDir, locale });
if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));

const schema = {
  title: 'Order',
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'integer' },
    lines: { type: 'array', items: { type: 'object', properties: { sku: { type: 'string', deprecated: true } } } },
  },
};
const route = `/${locale}-page`;
const content = createElement(
  Fragment,
  null,
  createElement(
    CodeBlock,
    { language: 'js' },
    createElement('pre', null, createElement('code', null, 'const order = { id: 1 };')),
  ),
  createElement(Widget, {
    name: 'schema-viewer',
    props: JSON.stringify({ src: { schema, baseUri: 'site:/order.json', documents: {} } }),
  }),
);
const env = {
  config: site.config,
  themeConfig: themeConfigFrom(site.config, () => undefined),
  sidebars: {},
  widgets: site.widgets,
  sidebarFiles: {},
  components: {},
  strings,
  assets: {
    stylesheets: client.stylesheets,
    runtime: client.runtime,
    hydrator: client.hydrator,
    inlineScript: client.inlineScript,
    islands: client.islands,
  },
};
const { html } = renderPage(
  env,
  { page: { kind: 'page', route, href: route, title: 'Order', description: 'An order.' }, source: 'renderInLocale.ts' },
  { element: content, links: [] },
  undefined,
);
await writeFile(path.join(outDir, `${route.slice(1)}.html`), html);
// The navbar's home link, which the runtime prefetches.
await writeFile(path.join(outDir, 'index.html'), html);
