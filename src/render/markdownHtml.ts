/**
 * A Markdown doc's content as HTML, straight from its hast, without React:
 * the elements of the components table (theme/markdown/components.ts) become
 * the markup their components render, links and images are resolved as the
 * `a` and `img` components resolve them, and hast-util-to-html writes the
 * tree. Only widgets render through React (they may be islands), each on
 * its own. On 10,000 docs, making every paragraph a React element and
 * rendering it back to a string took more time than writing the pages.
 *
 * What rehype-react does besides the components is done here too, so a doc
 * reads the same either way: comments and raw nodes are dropped, and so is
 * whitespace between table elements; a table cell's `align` becomes a style;
 * a `javascript:` address is blocked as React blocks it. test/unit/render/markdownHtml.test.ts
 * renders the same trees both ways and compares them.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import type {} from 'mdast-util-to-hast';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import { compactCodeTag, htmlOutputOptions } from '../markdown/plugins/rehypeCompactCode.ts';
import type { TranslateValues } from '../../theme/i18n/translate.ts';
import { admonitionIcons, admonitionTitleIds } from '../../theme/markdown/Admonition.tsx';
import { admonitionClassic, codeBlockClassic, tabsClassic } from '../../theme/markdown/classicMarkup.ts';

export interface MarkdownHtmlOptions {
  /** The final address of a link or image written in the doc (the `a` and `img` components' resolver). */
  resolve: (href: string) => string;
  /** A theme string, in the page's language. */
  translate: (id: string, values?: TranslateValues) => string;
  /** A `sitegen-widget` element rendered by React, with the page's contexts. */
  widget: (element: Element) => string;
  /**
   * A Docusaurus website: the markup carries the class names of its classic theme too
   * (theme/markdown/classicMarkup.ts).
   */
  classic?: boolean;
}

/**
 * The properties React writes through its URL check, as `hast` names them: an address in the doc's raw
 * HTML (`<form action>`, `<iframe src>`, an SVG `xlink:href`) or from a site's rehype plugin that starts
 * with `javascript:` (however spaced) is written as React writes it, a script that throws; an empty
 * `src`, or `href` but a link's, is left out, as React leaves it.
 */
const urlProperties = ['href', 'src', 'action', 'formAction', 'xLinkHref'] as const;
// React DOM's own test (react-dom-server, isJavaScriptProtocol) and replacement, so both paths write the same;
// the control characters are those a browser strips before it reads the scheme.
// `/^[\u0000-\u001F ]*j[\r\n\t]*a[\r\n\t]*v…t[\r\n\t]*:/i`, a tab or line break allowed between any two letters.
const javascriptUrl = new RegExp(`^[\\u0000-\\u001F ]*${[...'javascript'].join('[\\r\\n\\t]*')}[\\r\\n\\t]*:`, 'i');
const blockedUrl = "javascript:throw new Error('React has blocked a javascript: URL as a security precaution.')";

function checkedUrls(tagName: string, properties: Properties): Properties {
  let checked: Properties | undefined;
  for (const key of urlProperties) {
    const value = properties[key];
    if (value === undefined || value === null || typeof value === 'boolean') continue;
    const url = Array.isArray(value) ? value.join(' ') : String(value);
    if (url === '' && (key === 'src' || (key === 'href' && tagName !== 'a'))) {
      checked ??= { ...properties };
      delete checked[key];
    } else if (javascriptUrl.test(url)) {
      checked ??= { ...properties };
      checked[key] = blockedUrl;
    }
  }
  return checked ?? properties;
}

/** Elements whose whitespace-only text children rehype-react leaves out (React would warn about them). */
const tableElements = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

const isWhitespace = (node: ElementContent) => node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value);

export function markdownHtml(tree: Root, options: MarkdownHtmlOptions): string {
  return renderedHtml(markdownHast(tree, options));
}

/** markdownHast's tree as HTML. */
export function renderedHtml(rendered: Root): string {
  return toHtml(rendered, htmlOutputOptions);
}

/**
 * The tree markdownHtml writes: the theme's markup, widgets as raw HTML. The page's Markdown twin is written from it
 * too (src/twins/).
 */
export function markdownHast(tree: Root, options: MarkdownHtmlOptions): Root {
  return { type: 'root', children: all({ options, tabs: 0 }, tree.children) };
}

/** A conversion under way: its options, and how many tab groups it numbered. */
interface Writing {
  options: MarkdownHtmlOptions;
  tabs: number;
}

const text = (value: string): ElementContent => ({ type: 'text', value });

const el = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties: checkedUrls(tagName, properties),
  children,
});

function all(writing: Writing, nodes: readonly (RootContent | ElementContent)[], inTable = false): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    const converted = one(writing, node);
    if (converted && !(inTable && isWhitespace(converted))) out.push(converted);
  }
  return out;
}

/** A node as the theme writes it: text as it is, an element of the components table as its component's markup. */
function one(writing: Writing, node: RootContent | ElementContent): ElementContent | undefined {
  if (node.type === 'text') return node;
  if (node.type !== 'element') return undefined;
  const children = () => all(writing, node.children, tableElements.has(node.tagName));
  const { options } = writing;
  switch (node.tagName) {
    case 'a':
      return linkElement(options, node.properties, children());
    case 'img':
      return imageElement(options, node.properties);
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return headingElement(options, node, children());
    case 'details':
      return detailsElement(options, node.properties, children());
    case 'table':
      return el('div', { className: ['sg-table-wrapper'], tabIndex: 0 }, [el('table', {}, children())]);
    case 'admonition':
      return admonitionElement(options, node.properties, children());
    case 'code-block':
      return codeBlockElement(options, node.properties, children());
    case 'tabs':
      return tabsElement(writing, node, ++writing.tabs);
    case 'sitegen-widget':
      return { type: 'raw', value: options.widget(node) };
    case compactCodeTag:
      return compactCodeElement(node);
    case 'td':
    case 'th':
      return cellElement(node, children());
    default:
      return el(node.tagName, node.properties, children());
  }
}

/**
 * A highlighted block's `<code>`, its tokens written at compile time (rehypeCompactCode.ts): the HTML as it is, and
 * its text in `data` for the twin's fence (src/twins/hastQueries.ts `textOf`).
 */
function compactCodeElement(node: Element): Element {
  const { html, ...properties } = node.properties;
  return {
    type: 'element',
    tagName: 'code',
    properties: checkedUrls('code', properties),
    children: [{ type: 'raw', value: String(html ?? '') }],
    data: { sitegenText: toString(node) },
  };
}

/** A link, resolved as the `a` component resolves it; one to another site opens in a new tab. */
function linkElement(options: MarkdownHtmlOptions, props: Properties, children: ElementContent[]): Element {
  const { href, ...rest } = props;
  const resolved = typeof href === 'string' ? options.resolve(href) : undefined;
  const external = resolved !== undefined && /^https?:\/\//i.test(resolved);
  return el(
    'a',
    {
      ...(resolved !== undefined ? { href: resolved } : {}),
      ...(external ? { target: '_blank', rel: ['noopener', 'noreferrer'] } : {}),
      ...rest,
    },
    children,
  );
}

function imageElement(options: MarkdownHtmlOptions, props: Properties): Element {
  const { src, alt, ...rest } = props;
  const resolved = typeof src === 'string' ? options.resolve(src) : undefined;
  return el('img', {
    ...(resolved !== undefined ? { src: resolved } : {}),
    alt: alt ?? '',
    loading: 'lazy',
    ...rest,
  });
}

/** A heading with its id, and the anchor link to it that names it. */
function headingElement(options: MarkdownHtmlOptions, node: Element, children: ElementContent[]): Element {
  const props = node.properties;
  const id = typeof props.id === 'string' || typeof props.id === 'number' ? String(props.id) : undefined;
  const only = node.children.length === 1 ? node.children[0] : undefined;
  const heading = only?.type === 'text' ? only.value : options.translate('sitegen.heading.thisHeading');
  return el(node.tagName, { ...(id !== undefined ? { id } : {}), className: ['sg-heading'] }, [
    ...children,
    ...(id
      ? [
          el(
            'a',
            {
              className: ['sg-heading__anchor'],
              href: `#${id}`,
              ariaLabel: options.translate('theme.common.headingLinkTitle', { heading }),
            },
            [text('#')],
          ),
        ]
      : []),
  ]);
}

/** `<details>`; on a Docusaurus website, Docusaurus's Details component, as theme/docusaurus/Details.tsx renders it. */
function detailsElement(options: MarkdownHtmlOptions, props: Properties, kids: ElementContent[]): Element {
  if (!options.classic) return el('details', props, kids);
  const at = kids.findIndex((kid) => kid.type === 'element' && kid.tagName === 'summary');
  const heading = kids[at] ?? el('summary', {}, [text(options.translate('sitegen.details.summary'))]);
  const own = Array.isArray(props.className) ? props.className.map(String) : [];
  return el('details', { ...props, className: ['sg-details', ...own, 'alert', 'alert--info'] }, [
    heading,
    el(
      'div',
      { className: ['sg-details__body'] },
      kids.filter((_, i) => i !== at),
    ),
  ]);
}

function admonitionElement(options: MarkdownHtmlOptions, props: Properties, children: ElementContent[]): Element {
  const kind = String(props.kind ?? '');
  const titleId = admonitionTitleIds[kind];
  const shown = typeof props.title === 'string' ? props.title : titleId ? options.translate(titleId) : undefined;
  return el(
    'aside',
    {
      className: [`sg-admonition sg-admonition--${kind}`, ...(options.classic ? [admonitionClassic(kind)] : [])],
      ...(shown !== undefined ? { ariaLabel: shown } : {}),
    },
    [
      el('p', { className: ['sg-admonition__title'] }, [
        el('span', { ariaHidden: 'true' }, admonitionIcons[kind] ? [text(admonitionIcons[kind])] : []),
        text(' '),
        ...(shown ? [text(shown)] : []),
      ]),
      el('div', { className: ['sg-admonition__body'] }, children),
    ],
  );
}

/** A code block: its title, its highlighted code, and the copy button. */
function codeBlockElement(options: MarkdownHtmlOptions, props: Properties, children: ElementContent[]): Element {
  const language = typeof props.language === 'string' && props.language ? props.language : undefined;
  const title = typeof props.title === 'string' && props.title ? props.title : undefined;
  const copy = options.translate('theme.CodeBlock.copy');
  return el(
    'div',
    {
      className: ['sg-code', ...(options.classic ? [codeBlockClassic(language)] : [])],
      ...(language ? { dataLanguage: language } : {}),
    },
    [
      ...(title ? [el('div', { className: ['sg-code__title'] }, [text(title)])] : []),
      el('div', { className: ['sg-code__body'] }, [
        ...children,
        el(
          'button',
          {
            type: 'button',
            className: ['sg-code__copy'],
            ariaLabel: options.translate('theme.CodeBlock.copyButtonAriaLabel'),
            title: copy,
          },
          [text(copy)],
        ),
      ]),
    ],
  );
}

/** A table cell: rehype-react writes its alignment as a style, as HTML 5 has it (align is obsolete). */
function cellElement(node: Element, children: ElementContent[]): Element {
  const { align, ...rest } = node.properties;
  if (align === undefined || align === null) return el(node.tagName, node.properties, children);
  const style = typeof rest.style === 'string' && rest.style ? `${rest.style.replace(/;?\s*$/, '')};` : '';
  return el(node.tagName, { ...rest, style: `${style}text-align:${String(align)}` }, children);
}

/** The markup of theme/markdown/Tabs.tsx; ids are numbered per page where React's come from useId. */
function tabsElement(writing: Writing, node: Element, number: number): Element {
  const { classic } = writing.options;
  const base = `sg:tabs-${number}`;
  const panels = node.children.filter((child): child is Element => child.type === 'element');
  const selected = node.properties.selected;
  const found = panels.findIndex((panel) => panel.properties.value === selected);
  const active = found === -1 ? 0 : found;
  const label = (panel: Element) => (panel.properties.label === undefined ? '' : String(panel.properties.label));
  const value = (panel: Element) => (panel.properties.value === undefined ? undefined : String(panel.properties.value));
  const { groupId, queryString, className } = node.properties;
  return el(
    'div',
    {
      className: [
        'sg-tabs',
        ...(Array.isArray(className) ? className.map(String) : []),
        ...(classic ? [tabsClassic.container] : []),
      ],
      ...(groupId ? { dataGroup: String(groupId) } : {}),
      ...(queryString ? { dataQueryString: String(queryString) } : {}),
    },
    [
      el(
        'div',
        { role: 'tablist', className: ['sg-tabs__list', ...(classic ? [tabsClassic.list] : [])] },
        panels.map((panel, i) =>
          el(
            'button',
            {
              type: 'button',
              role: 'tab',
              id: `${base}-tab-${i}`,
              ariaControls: [`${base}-panel-${i}`],
              ariaSelected: i === active ? 'true' : 'false',
              tabIndex: i === active ? 0 : -1,
              dataValue: value(panel),
              className: ['sg-tabs__tab', ...(classic ? [tabsClassic.tab(i === active)] : [])],
            },
            [text(label(panel))],
          ),
        ),
      ),
      ...panels.map((panel, i) =>
        el(
          'div',
          {
            role: 'tabpanel',
            id: `${base}-panel-${i}`,
            ariaLabelledBy: [`${base}-tab-${i}`],
            dataValue: value(panel),
            dataLabel: label(panel),
            className: [`sg-tabs__panel${i === active ? ' is-active' : ''}`],
          },
          all(writing, panel.children),
        ),
      ),
    ],
  );
}
