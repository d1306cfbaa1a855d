/**
 * What a page renders inside (renderPage.ts): the React contexts the theme's
 * components read (the site and page, the widgets and their props, the theme
 * components a site replaced, the language, Docusaurus's context for a
 * website's components, code highlighting) and the collectors they fill
 * while the page renders: its islands, the anchors a widget can open, what
 * the page says of its head.
 */
import { createElement, type ReactElement } from 'react';
import {
  AnchorCollectorContext,
  CodeHighlightContext,
  IslandCollectorContext,
  PageHeadContext,
  SiteContext,
  WidgetPropsContext,
  WidgetRegistryContext,
  type PageHead,
  type SiteContextValue,
} from '../../theme/context.ts';
import { DocusaurusContext, type DocusaurusData } from '../../theme/docusaurus/docusaurusContext.ts';
import { ThemeComponentsContext } from '../../theme/layout/themeComponents.tsx';
import { englishTranslation, TranslationContext, type Translation } from '../../theme/i18n/translate.ts';
import { highlightDuringRender } from './codeHighlights.ts';
import type { PageJob, RenderEnvironment } from './renderPage.ts';

export interface PageContexts {
  context: SiteContextValue;
  /** The islands the page rendered, by name. */
  islands: Set<string>;
  /** Ids a widget can open without having rendered them. */
  anchors: Set<string>;
  /** The page's language, with the strings its render read. */
  translation: Translation;
  /** The same, for strings read outside islands, which are not the browser's business. */
  outsideIslands: Translation;
  /** What the page says of itself while it renders (`@theme/Layout`, `@docusaurus/Head`). */
  head: PageHead;
  /** Docusaurus's context for a website's components, with the page's path, version and doc. */
  docusaurus: DocusaurusData | null;
  /** An element inside every context. */
  wrap: (element: ReactElement) => ReactElement;
  /** An element inside the language's context only. */
  translated: (element: ReactElement) => ReactElement;
}

export function pageContexts(
  env: RenderEnvironment,
  job: PageJob,
  widgetProps: Record<string, unknown>[] | undefined,
): PageContexts {
  const context: SiteContextValue = { config: env.themeConfig, page: job.page, sidebars: env.sidebars };
  const islands = new Set<string>();
  const anchors = new Set<string>();
  const strings = env.strings ?? englishTranslation;
  const translation: Translation = { locale: strings.locale, messages: strings.messages, used: new Set() };
  const translated = (element: ReactElement) =>
    createElement(TranslationContext.Provider, { value: translation }, element);
  const head: PageHead = { tags: [] };
  const docusaurus = env.docusaurus
    ? {
        ...env.docusaurus,
        page: {
          pathname: job.page.href,
          ...(job.page.version ? { version: job.page.version.name } : {}),
          ...(job.docId !== undefined ? { docId: job.docId } : {}),
        },
      }
    : null;
  const wrap = (element: ReactElement) =>
    translated(
      createElement(
        DocusaurusContext.Provider,
        { value: docusaurus },
        createElement(
          PageHeadContext.Provider,
          { value: head },
          createElement(
            SiteContext.Provider,
            { value: context },
            createElement(
              WidgetRegistryContext.Provider,
              { value: env.widgets },
              createElement(
                WidgetPropsContext.Provider,
                { value: widgetProps ? (use: number) => widgetProps[use] : null },
                createElement(
                  AnchorCollectorContext.Provider,
                  { value: anchors },
                  createElement(
                    IslandCollectorContext.Provider,
                    { value: islands },
                    createElement(
                      ThemeComponentsContext.Provider,
                      { value: env.components },
                      createElement(CodeHighlightContext.Provider, { value: highlightDuringRender }, element),
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    );
  return {
    context,
    islands,
    anchors,
    translation,
    // Strings read outside islands are not the browser's business (useTranslation leaves them out the same way).
    outsideIslands: { ...translation, used: undefined },
    head,
    docusaurus,
    wrap,
    translated,
  };
}
