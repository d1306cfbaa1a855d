/**
 * A Markdown doc written as HTML without React (markdownHtml.ts) reads the
 * same as the theme's components render it through rehype-react: the same
 * elements, attributes and text, once React's own marks are set aside (the
 * `<!-- -->` between adjacent texts, the ids useId makes for tabs).
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markdownHtml } from '../../../src/render/markdownHtml.ts';
import { markdownToReact } from '../../../src/render/markdownToReact.ts';
import {
  LinkResolverContext,
  SiteContext,
  WidgetRegistryContext,
  type SiteContextValue,
  type ThemeConfig,
} from '../../../theme/context.ts';
import { englishTranslation, translate, TranslationContext, type Translation } from '../../../theme/i18n/translate.ts';
import type { WidgetDefinition, WidgetRegistry } from '../../../theme/widgets/widgetTypes.ts';
import { compile } from '../markdown/compileHelpers.ts';

/** Widgets with markup of their own: a box around Markdown, and an inline badge. */
const widgets: WidgetRegistry = new Map<string, WidgetDefinition>([
  [
    'box',
    {
      description: 'A box.',
      component: ({ children }: { children?: ReactNode }) => createElement('section', { className: 'box' }, children),
      props: {},
    },
  ],
  [
    'badge',
    {
      description: 'A badge.',
      inline: true,
      component: ({ text }: { text?: string }) => createElement('span', { className: 'badge' }, text),
      props: { text: { kind: 'string', description: 'its text' } },
    },
  ],
]);

/** Internal links get a base path and lose `.md`; everything else is left as written. */
const resolve = (href: string) =>
  href.startsWith('./') ? `/base/docs/${href.slice(2).replace(/\.md(?=$|#)/, '')}` : href;

/** A Docusaurus website's site context: its markup carries the classic theme's class names too. */
const classicSite: SiteContextValue = {
  config: { classic: true } as ThemeConfig,
  page: { kind: 'doc', route: '/', href: '/', title: '', description: '' },
  sidebars: {},
};

function viaReact(tree: Root, translation: Translation, classic = false): string {
  const element = createElement(
    TranslationContext.Provider,
    { value: translation },
    createElement(
      WidgetRegistryContext.Provider,
      { value: widgets },
      createElement(LinkResolverContext.Provider, { value: resolve }, markdownToReact(tree)),
    ),
  );
  return renderToStaticMarkup(classic ? createElement(SiteContext.Provider, { value: classicSite }, element) : element);
}

function direct(tree: Root, translation: Translation, classic = false): string {
  return markdownHtml(tree, {
    resolve,
    classic,
    translate: (id, values) => translate(translation, id, values),
    widget: (element) => viaReact({ type: 'root', children: [element] }, translation),
  });
}

/**
 * Both sides parsed back and written by one serializer: comments (React's `<!-- -->`) dropped, adjacent
 * texts merged, whitespace between block elements dropped, tab ids numbered in order of appearance,
 * attributes sorted, styles without spaces, and a data attribute that is only there (React writes
 * `data-footnote-ref="true"`, rehype `data-footnote-ref=""`) written one way.
 */
function normalized(html: string): string {
  const tree = fromHtml(html, { fragment: true });
  const ids = new Map<string, string>();
  const renamed = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size}`);
    return ids.get(value) ?? value;
  };
  const clean = (nodes: (RootContent | ElementContent)[]): ElementContent[] => {
    const out: ElementContent[] = [];
    for (const node of nodes) {
      if (node.type === 'comment' || node.type === 'doctype') continue;
      if (node.type === 'text') {
        const last = out.at(-1);
        if (last?.type === 'text') last.value += node.value;
        else out.push({ ...node });
        continue;
      }
      if (node.type !== 'element') continue;
      const properties = Object.fromEntries(
        Object.entries(node.properties)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, value]) => [
            key,
            key === 'style'
              ? String(value).replace(/\s*([:;])\s*/g, '$1')
              : key.startsWith('data') && (value === 'true' || value === '')
                ? true
                : value,
          ]),
      );
      const element: Element = { ...node, properties, children: clean(node.children) };
      const tab = element.properties.role === 'tab' || element.properties.role === 'tabpanel';
      if (tab) {
        const properties: Record<string, unknown> = element.properties;
        for (const key of ['id', 'ariaControls', 'ariaLabelledBy']) {
          const value = properties[key];
          if (value !== undefined) properties[key] = renamed(Array.isArray(value) ? value.join(' ') : String(value));
        }
      }
      out.push(element);
    }
    return out.filter((node) => !(node.type === 'text' && /^\s*$/.test(node.value)));
  };
  return toHtml({ type: 'root', children: clean(tree.children) });
}

const french: Translation = {
  locale: 'fr',
  messages: {
    'theme.admonition.note': 'remarque',
    'theme.CodeBlock.copy': 'Copier',
    'theme.common.headingLinkTitle': 'Lien direct vers {heading}',
  },
};

const docs: [string, string][] = [
  [
    'links and images',
    'See [the guide](./guide.md#setup), [the web](https://example.com/a?b=1), [mail](mailto:a@example.com) and ![a diagram](./diagram.png "Diagram") ![](https://example.com/x.svg).',
  ],
  [
    'headings',
    '## Plain heading\n\n### Heading with `code` and *emphasis*\n\n#### Custom id {#my-id}\n\n##### Five\n\n###### Six',
  ],
  ['a table', '| Option | Type |\n| :-- | --: |\n| `a` | string |\n| [b](./b.md) | number |'],
  [
    'admonitions',
    ':::note\nPlain.\n:::\n\n:::tip[Your own title]\nWith a **title**.\n:::\n\n:::danger\nDanger.\n:::\n\n:::info\n:::\n\n:::caution Docusaurus title\nOld style.\n:::',
  ],
  [
    'tabs',
    ':::tabs{groupId="os"}\n::tab{label="Linux" value="linux"}\nOn Linux.\n::tab{label="Windows" value="win"}\nOn *Windows*.\n:::\n\n:::tabs\n::tab{label="One"}\nFirst.\n::tab{label="Two"}\nSecond.\n:::',
  ],
  [
    'code blocks',
    '```ts title="example.ts" {2} showLineNumbers\nconst a = 1;\nconst b = 2;\n```\n\n```\nplain\n```\n\n```npm2yarn\nnpm install sitegen\n```',
  ],
  [
    'lists, quotes, footnotes, task lists',
    '- [x] done\n- [ ] to do\n  1. nested\n\n> A quote with a footnote.[^1]\n\n[^1]: The note, with ~~strikethrough~~.',
  ],
  [
    'raw HTML',
    '<details>\n<summary>More</summary>\n\nInside **details**, with <a href="./other.md">a raw link</a>.\n\n</details>\n\n<!-- a comment -->\n\n<div class="note" style="color: red; margin-top: 4px">Styled</div>\n\n<img src="./raw.png" alt="raw">',
  ],
  [
    'addresses React blocks',
    '<form action="javascript:alert(1)"><button formaction=" JaVa\tScRiPt:alert(2)">Go</button></form>\n\n<iframe src="javascript:alert(3)"></iframe>\n\n<svg><a xlink:href="javascript:alert(4)"><text>t</text></a></svg>\n\n<a href="">empty</a> <img src="" alt="none"> <a href="javascript:void(0)">raw</a> <link href="">',
  ],
  ['widgets', ':::box\nInside a **box**, with [a link](./linked.md).\n:::\n\nAn inline :badge{text="new"} badge.'],
];

describe('markdownHtml writes what the components render', () => {
  for (const translation of [englishTranslation, french]) {
    it.each(docs)(`%s (${translation.locale})`, async (_name, body) => {
      const { hast, problems } = await compile(body, { widgets });
      expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
      const expected = normalized(viaReact(hast, translation));
      expect(normalized(direct(hast, translation))).toBe(expected);
    });
  }

  it.each(docs.filter(([name]) => name === 'admonitions' || name === 'tabs'))(
    "%s, with the classic theme's class names of a Docusaurus website",
    async (_name, body) => {
      const { hast } = await compile(body, { widgets });
      const expected = normalized(viaReact(hast, englishTranslation, true));
      expect(expected).toMatch(/alert alert--|tabs__item tabs__item--active/);
      expect(normalized(direct(hast, englishTranslation, true))).toBe(expected);
    },
  );

  it('resolves every link and image through the resolver, and marks web links to open in a new tab', async () => {
    const { hast } = await compile('[guide](./guide.md) [web](https://example.com) ![x](./x.png)');
    const html = direct(hast, englishTranslation);
    expect(html).toContain('<a href="/base/docs/guide">guide</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">web</a>');
    expect(html).toContain('<img src="/base/docs/x.png" alt="x" loading="lazy">');
  });

  it('never writes a live javascript: address from raw HTML, in any URL attribute', async () => {
    const { hast } = await compile(
      '<form action="javascript:alert(1)"><button formaction="javascript:alert(2)">Go</button></form>\n\n<iframe src="  javascript:alert(3)"></iframe>\n\n<svg><a xlink:href="java\nscript:alert(4)"><text>t</text></a></svg>',
    );
    const html = direct(hast, englishTranslation);
    const blocked =
      'javascript:throw new Error(&#x27;React has blocked a javascript: URL as a security precaution.&#x27;)';
    expect(html).not.toMatch(/alert/);
    expect(html).toContain(`<form action="${blocked}"><button formaction="${blocked}">Go</button></form>`);
    expect(html).toContain(`<iframe src="${blocked}"></iframe>`);
    expect(html).toContain(`<a xlink:href="${blocked}">`);
  });

  it('numbers tab ids per page, so two tab sets never share one', async () => {
    const { hast } = await compile(
      ':::tabs\n::tab{label="A"}\na\n::tab{label="B"}\nb\n:::\n\n:::tabs\n::tab{label="C"}\nc\n:::',
    );
    const ids = [...direct(hast, englishTranslation).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual([
      'sg:tabs-1-tab-0',
      'sg:tabs-1-tab-1',
      'sg:tabs-1-panel-0',
      'sg:tabs-1-panel-1',
      'sg:tabs-2-tab-0',
      'sg:tabs-2-panel-0',
    ]);
  });
});
