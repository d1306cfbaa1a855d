/**
 * The HTML document around a page's rendered body (renderPage.ts): its
 * language and direction, its head (title, description, Open Graph, feeds,
 * the Markdown twin, the language alternates, the stylesheets and scripts its
 * features need), the islands' manifest, Monaco where an island needs it,
 * and the strings its browser code needs in the page's language.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { clientStringIds } from '../../theme/i18n/clientStrings.ts';
import { englishMessages, ownMessage, type Translation } from '../../theme/i18n/translate.ts';
import { renderDocument, type HeadTag } from '../../templates/document.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { headTags } from './headTags.ts';
import type { PageContexts } from './pageContexts.ts';
import type { PageJob, RenderEnvironment } from './renderPage.ts';

/** The whole HTML document: its language, head, body, the islands' manifest and the strings its scripts need. */
export function pageDocument(
  env: RenderEnvironment,
  job: PageJob,
  page: PageContexts,
  bodyHtml: string,
  hasTwin: boolean,
): string {
  const { config, assets } = env;
  const { islands } = page;
  const needsMonaco =
    [...islands].some((name) => env.widgets.get(name)?.island?.monaco) || (job.monaco === true && islands.size > 0);
  const languages = env.themeConfig.i18n;
  const language = languages?.locales.find((locale) => locale.code === languages.current);
  return renderDocument({
    lang: language?.htmlLang ?? 'en',
    dir: language?.direction ?? 'ltr',
    htmlAttributes: {
      ...(page.head.htmlClassName ? { class: page.head.htmlClassName } : {}),
      'data-theme': config.colorMode.defaultMode,
      'data-base': hrefFor('/', config.basePath, false),
      // Read by Link in islands, which hydrate without the build's context.
      ...(config.trailingSlash ? { 'data-trailing-slash': '' } : {}),
    },
    bodyHtml,
    islandManifest: Object.fromEntries([...islands].map((name) => [name, assets.islands[name] ?? ''])),
    ...pageStrings(page.translation, islands.size > 0),
    ...(needsMonaco && assets.monaco ? { monaco: assets.monaco } : {}),
    ...(page.docusaurus && islands.size > 0 ? { docusaurus: env.docusaurus } : {}),
    headTags: pageHeadTags(env, job, page, hasTwin),
  });
}

function pageHeadTags(env: RenderEnvironment, job: PageJob, page: PageContexts, hasTwin: boolean): HeadTag[] {
  const { config, assets } = env;
  const { head } = page;
  // KaTeX's stylesheet and the Mermaid loader only where the doc has math or a diagram.
  const katex = job.features?.includes('math') ? assets.katex?.stylesheet : undefined;
  const mermaid = job.features?.includes('mermaid') ? assets.mermaid?.loader : undefined;
  const languages = env.themeConfig.i18n;
  const language = languages?.locales.find((locale) => locale.code === languages.current);
  return headTags({
    config,
    route: job.page.route,
    kind: job.page.kind,
    title: head.title || job.page.title,
    description: head.description ?? job.page.description,
    keywords: head.keywords ?? job.keywords,
    image: head.image ?? job.image,
    ...(job.article ? { article: job.article } : {}),
    ...(env.feeds?.length ? { feeds: env.feeds } : {}),
    ...(hasTwin && job.twin ? { markdownTwin: job.twin.href } : {}),
    pageTags: head.tags.map((tag) => renderToStaticMarkup(tag)),
    noindex: job.page.unlisted === true || job.page.version?.noIndex === true,
    ...(job.page.version
      ? {
          version: {
            searchTag: job.page.version.searchTag,
            canonicalHref: job.page.version.latest?.samePage ? job.page.version.latest.href : undefined,
          },
        }
      : {}),
    stylesheets: [
      ...assets.stylesheets,
      ...(assets.clientModules?.stylesheet ? [assets.clientModules.stylesheet] : []),
      ...(katex ? [katex] : []),
      ...(job.stylesheets ?? []),
    ],
    inlineScript: assets.inlineScript,
    scripts: [
      assets.runtime,
      ...(assets.clientModules ? [assets.clientModules.script] : []),
      ...(mermaid ? [mermaid] : []),
    ],
    ...(page.islands.size > 0 ? { afterPaintScripts: [assets.hydrator] } : {}),
    ...(languages && language && languages.locales.length > 1
      ? {
          language: {
            htmlLang: language.htmlLang,
            // Every language has every page (an untranslated doc is shown in the default one), at the same route
            // under its base.
            alternates: languages.locales.map((locale) => ({ hreflang: locale.htmlLang, basePath: locale.basePath })),
          },
        }
      : {}),
  });
}

/**
 * The strings the page's browser code needs (what its render read, which its
 * islands read again when they hydrate, and what client code shows later:
 * search, copy buttons, island errors, the viewer's messages), those not in
 * English only. Nothing on an English page.
 */
function pageStrings(
  translation: Translation,
  hasIslands: boolean,
): { strings?: { locale: string; messages: Record<string, string> } } {
  const ids = new Set([...(translation.used ?? []), ...clientStringIds(hasIslands)]);
  // Entries, not assignments: an id `__proto__` is a key of its own, not the object's prototype.
  const messages: Record<string, string> = Object.fromEntries(
    [...ids].sort().flatMap((id) => {
      const message = ownMessage(translation.messages, id);
      return message !== undefined && message !== ownMessage(englishMessages, id) ? [[id, message]] : [];
    }),
  );
  if (translation.locale === 'en' && Object.keys(messages).length === 0) return {};
  return { strings: { locale: translation.locale, messages } };
}
