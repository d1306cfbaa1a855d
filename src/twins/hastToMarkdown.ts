/**
 * A page's content as Markdown, written from the tree its HTML was written
 * from (markdownHtml.ts's, or the HTML React rendered, parsed back): what the
 * reader saw, not the source. Every construct of the theme's markup has its
 * Markdown: an admonition is a quote opened by its title in bold, a code
 * block a fence with its language and title, tabs a heading per tab, a card
 * list a list of links with their descriptions, KaTeX its TeX, an island
 * what `island` makes of its props (the schema viewer's outline) or a
 * one-line placeholder naming it. Links and images go through `link` and
 * `image` (twinLinks.ts makes them absolute and points pages at their
 * twins). Hand-written rather than hast-util-to-mdast with
 * mdast-util-to-markdown: those took 5.5 ms a page on the bench's docs, this
 * a fraction of one, and twins are written for every page of every build.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { renderedHtmlTree } from './renderedHtmlTree.ts';

export interface HastToMarkdownOptions {
  /** A link's address as the twin gives it. */
  link: (href: string) => string;
  /** An image's address as the twin gives it. */
  image: (src: string) => string;
  /** An island's Markdown from its name and props, or undefined for a placeholder. */
  island?: (name: string, props: unknown) => string | undefined;
  /** The line written for an island that has no text (a client-only widget): it names it. */
  placeholder?: (name: string) => string;
}

type Node = RootContent | ElementContent;

/** Raw HTML (a widget's, as React rendered it) as nodes. */
const parsed = (html: string) => renderedHtmlTree(html).children;

/** An element's class names, whether the tree was made with arrays of names or a string of several. */
function classesOf(element: Element): readonly string[] {
  const value: unknown = element.properties.className;
  if (value === undefined || value === null) return noClasses;
  if (Array.isArray(value)) {
    // Trees read from HTML hold one name per string; markdownHast's may hold several in one (`sg-admonition
    // sg-admonition--tip`).
    return value.every((name) => typeof name === 'string' && !name.includes(' '))
      ? (value as string[])
      : value.flatMap((name) => String(name).split(/\s+/));
  }
  return typeof value === 'string' ? value.split(/\s+/) : noClasses;
}

const noClasses: readonly string[] = [];

const hasClass = (element: Element, name: string) => classesOf(element).includes(name);
const prop = (element: Element, name: string): string | undefined => {
  const value = element.properties[name];
  if (value === undefined || value === null || value === false) return undefined;
  return Array.isArray(value) ? value.join(' ') : String(value);
};

/** The text of a subtree as the browser shows it in a `pre` (no collapsing). */
function textOf(node: Node | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' || node.type === 'root')
    return node.children.map((child) => textOf(child as Node)).join('');
  return '';
}

const blockTags = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'details',
  'dialog',
  'dd',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'ul',
  'summary',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
]);
/**
 * What is not the page's text: scripts, styles, controls, media, and navigation (a Markdown page's table of contents).
 */
const skippedTags = new Set([
  'script',
  'style',
  'template',
  'button',
  'svg',
  'noscript',
  'nav',
  'iframe',
  'video',
  'audio',
  'canvas',
  'select',
  'textarea',
  'link',
  'meta',
]);

/** The theme's parts beside content: a Markdown page's table of contents, the viewer's controls. */
const skippedClasses = [
  'sg-markdown-page__toc',
  'table-of-contents',
  'sg-schema-toolbar',
  'sg-schema-link',
  'sg-schema-filter',
];
const isSkipped = (element: Element) =>
  skippedTags.has(element.tagName) ||
  element.properties.hidden !== undefined ||
  classesOf(element).some((name) => skippedClasses.includes(name));

function isBlock(node: Node): boolean {
  if (node.type === 'raw') return true;
  if (node.type !== 'element') return false;
  if (blockTags.has(node.tagName)) return true;
  // A card of a card list is a link, but a block of its own.
  return node.tagName === 'a' && hasClass(node, 'sg-card');
}

/** Characters that would start Markdown syntax in text, escaped; `_` only where it could open or close emphasis. */
export function escapeText(text: string): string {
  let escaped = text.replace(/[\\`*[\]<]/g, '\\$&');
  // `&copy;` written as text must not become ©.
  if (escaped.includes('&')) escaped = escaped.replace(/&(?=#?[a-z0-9]+;)/gi, '\\&');
  if (escaped.includes('_'))
    escaped = escaped.replace(/(^|[^\p{L}\p{N}])_|_(?=[^\p{L}\p{N}]|$)/gu, (match) => match.replace('_', '\\_'));
  return escaped;
}

/** Escapes what would make the start of a line a heading, quote, list item or rule. */
function escapeLineStart(line: string): string {
  return line.replace(
    /^(\s*)(#{1,6}(?=\s|$)|>|[-+](?=\s)|(\d+)([.)])(?=\s)|={3,}\s*$|-{3,}\s*$|~{3,})/,
    (match, space: string, marker: string, digits?: string, dot?: string) => {
      if (digits !== undefined && dot !== undefined) return `${space}${digits}\\${dot}`;
      return `${space}\\${marker}`;
    },
  );
}

/** A block that is a list (text that starts like one is escaped). */
const isListText = (block: string) => /^(- |\d+\. )/.test(block);

/** A fenced code block with its language and title, its fence longer than any run of backticks in the code. */
export function fencedCode(code: string, language?: string, title?: string): string {
  const body = code.replace(/\n$/, '');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = [language ?? '', title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${body}\n${fence}`;
}

/** Inline code, its delimiters longer than any run of backticks inside. */
function inlineCode(code: string): string {
  const text = code.replace(/\s+/g, ' ');
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const ticks = '`'.repeat(longest + 1);
  const pad =
    text.startsWith('`') || text.endsWith('`') || (text.startsWith(' ') && text.endsWith(' ') && text.trim() !== '')
      ? ' '
      : '';
  return `${ticks}${pad}${text}${pad}${ticks}`;
}

/** An address in angle brackets where it has spaces or parentheses that would end it. */
function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : url;
}

/**
 * Each line behind a prefix (the first behind its own, a list item's marker); empty lines keep only the prefix's marks.
 */
const indent = (text: string, prefix: string, first = prefix) =>
  text
    .split('\n')
    .map((line, i) => {
      const before = i === 0 ? first : prefix;
      return line === '' ? before.trimEnd() : before + line;
    })
    .join('\n');

/** KaTeX's source of a formula, which it keeps in an annotation. */
function texOf(element: Element): string | undefined {
  let found: string | undefined;
  const visit = (node: Node): void => {
    if (found !== undefined || node.type !== 'element') return;
    if (node.tagName === 'annotation' && prop(node, 'encoding') === 'application/x-tex') found = textOf(node).trim();
    else node.children.forEach(visit);
  };
  visit(element);
  return found;
}

export function hastToMarkdown(tree: Root, options: HastToMarkdownOptions): string {
  /** The depth of the last heading written: a tab's heading goes one below it. */
  let headingDepth = 1;

  const inline = (nodes: readonly Node[]): string => nodes.map(inlineOne).join('');

  const inlineOne = (node: Node): string => {
    if (node.type === 'text') return escapeText(node.value.replace(/\s+/g, ' '));
    if (node.type === 'raw') return inline(parsed(node.value));
    if (node.type !== 'element' || isSkipped(node) || prop(node, 'ariaHidden') === 'true') return '';
    if (hasClass(node, 'katex')) {
      const tex = texOf(node);
      if (tex !== undefined) return `$${tex}$`;
    }
    if (hasClass(node, 'sg-island')) return islandInline(node);
    switch (node.tagName) {
      case 'br':
        return '\\\n';
      case 'code':
      case 'kbd':
      case 'samp':
        return inlineCode(textOf(node));
      case 'em':
      case 'i': {
        const text = inline(node.children).trim();
        return text ? `*${text}*` : '';
      }
      case 'strong':
      case 'b': {
        const text = inline(node.children).trim();
        return text ? `**${text}**` : '';
      }
      case 'del':
      case 's': {
        const text = inline(node.children).trim();
        return text ? `~~${text}~~` : '';
      }
      case 'input':
        return prop(node, 'type') === 'checkbox' ? (node.properties.checked ? '[x]' : '[ ]') : '';
      case 'img': {
        const src = prop(node, 'src');
        return src ? `![${escapeText(prop(node, 'alt') ?? '')}](${destination(options.image(src))})` : '';
      }
      case 'a': {
        if (hasClass(node, 'sg-heading__anchor') || hasClass(node, 'hash-link')) return '';
        const text = inline(node.children).trim();
        const href = prop(node, 'href');
        if (!href || (href.startsWith('#') && !text)) return text;
        const target = href.startsWith('#') ? href : options.link(href);
        return text ? `[${text}](${destination(target)})` : `<${target}>`;
      }
      default:
        return inline(node.children);
    }
  };

  /** An element's inline children each apart: a viewer row's name, type and badges. */
  const inlineParts = (element: Element): string =>
    element.children
      .map((child) =>
        child.type === 'element' && !hasClass(child, 'sg-schema-name') ? inlineParts(child) : inlineOne(child),
      )
      .join(' ');

  /** Inline and block children, consecutive inline ones gathered into paragraphs. */
  const blocks = (nodes: readonly Node[]): string[] => {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = () => {
      const text = inline(run).trim();
      if (text) out.push(text.split('\n').map(escapeLineStart).join('\n'));
      run = [];
    };
    for (const node of nodes) {
      if (isBlock(node)) {
        flush();
        out.push(...blockOne(node));
      } else run.push(node);
    }
    flush();
    return out.filter((block) => block.trim() !== '');
  };

  const joined = (nodes: readonly Node[]) => blocks(nodes).join('\n\n');

  const blockOne = (node: Node): string[] => {
    if (node.type === 'raw') return blocks(parsed(node.value));
    if (node.type !== 'element' || isSkipped(node)) return [];
    const classes = classesOf(node);
    if (classes.includes('sg-admonition')) return [admonition(node)];
    if (classes.includes('sg-code')) return [codeBlock(node)];
    if (classes.includes('sg-tabs')) return tabs(node);
    if (classes.includes('sg-island')) return [islandBlock(node)];
    if (classes.includes('katex-display')) {
      const tex = texOf(node);
      if (tex !== undefined) return [`$$\n${tex}\n$$`];
    }
    if (classes.includes('sg-cards')) return [cards(node)];
    if (node.tagName === 'a' && classes.includes('sg-card')) return [cards({ ...node, children: [node] })];
    switch (node.tagName) {
      case 'p': {
        const text = inline(node.children).trim();
        return text ? [text.split('\n').map(escapeLineStart).join('\n')] : [];
      }
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const depth = Number(node.tagName[1]);
        headingDepth = depth;
        const text = inline(node.children).trim().replace(/\\\n/g, ' ');
        return text ? [`${'#'.repeat(depth)} ${text}`] : [];
      }
      case 'hr':
        return ['---'];
      case 'pre':
        return [fencedCode(textOf(node), languageOf(node))];
      case 'blockquote': {
        const body = joined(node.children);
        return body ? [indent(body, '> ')] : [];
      }
      case 'ul':
      case 'ol':
        return [list(node)];
      case 'table':
        return [table(node)];
      case 'details':
        return [details(node)];
      case 'dl':
        return [definitions(node)];
      default:
        return blocks(node.children);
    }
  };

  const languageOf = (pre: Element): string | undefined => {
    const code = pre.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
    const named = [...classesOf(pre), ...(code ? classesOf(code) : [])].find((name) => name.startsWith('language-'));
    return prop(pre, 'dataLanguage') ?? named?.slice('language-'.length);
  };

  /**
   * The first element under `root` that passes `test`, at most `depth` levels down: the theme's parts are near their
   * element, and a code block holds thousands of spans.
   */
  const find = (root: Element, test: (element: Element) => boolean, depth = 3): Element | undefined => {
    for (const child of root.children) {
      if (child.type !== 'element') continue;
      if (test(child)) return child;
      const deeper = depth > 1 ? find(child, test, depth - 1) : undefined;
      if (deeper) return deeper;
    }
    return undefined;
  };

  const codeBlock = (node: Element): string => {
    const title = find(node, (el) => hasClass(el, 'sg-code__title'));
    const pre = find(node, (el) => el.tagName === 'pre');
    return fencedCode(
      pre ? textOf(pre) : '',
      prop(node, 'dataLanguage') ?? (pre ? languageOf(pre) : undefined),
      title ? textOf(title).trim() : undefined,
    );
  };

  const admonition = (node: Element): string => {
    const titleElement = find(node, (el) => hasClass(el, 'sg-admonition__title'));
    const bodyElement = find(node, (el) => hasClass(el, 'sg-admonition__body'));
    const title = titleElement ? inline(titleElement.children).trim() : '';
    const kind =
      classesOf(node)
        .find((name) => name.startsWith('sg-admonition--'))
        ?.slice('sg-admonition--'.length) ?? 'note';
    const heading = `**${title || kind.charAt(0).toUpperCase() + kind.slice(1)}**`;
    const body = bodyElement ? joined(bodyElement.children) : '';
    return indent(body ? `${heading}\n\n${body}` : heading, '> ');
  };

  const tabs = (node: Element): string[] => {
    const panels: Element[] = [];
    const collect = (element: Element) => {
      for (const child of element.children) {
        if (child.type !== 'element') continue;
        if (prop(child, 'role') === 'tabpanel') panels.push(child);
        else if (prop(child, 'role') !== 'tablist') collect(child);
      }
    };
    collect(node);
    const depth = Math.min(headingDepth + 1, 6);
    const out: string[] = [];
    for (const panel of panels) {
      const label = prop(panel, 'dataLabel') ?? prop(panel, 'dataValue') ?? '';
      const before = headingDepth;
      if (label) out.push(`${'#'.repeat(depth)} ${escapeText(label)}`);
      headingDepth = depth;
      out.push(...blocks(panel.children));
      headingDepth = before;
    }
    return out;
  };

  const list = (node: Element): string => {
    const ordered = node.tagName === 'ol';
    let number = Number(prop(node, 'start') ?? 1) || 1;
    const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
    return items
      .map((item) => {
        const marker = ordered ? `${number++}. ` : '- ';
        // A list right under the item's text stays tight: no blank line between them.
        const body = blocks(item.children).reduce(
          (all, block, i) => (i === 0 ? block : `${all}${isListText(block) ? '\n' : '\n\n'}${block}`),
          '',
        );
        return indent(body, ' '.repeat(marker.length), marker);
      })
      .join('\n');
  };

  // A table cell is one line: its paragraphs and hard breaks become `<br>`.
  const cell = (element: Element) =>
    blocks(element.children).join('<br>').replace(/\\\n/g, '<br>').replace(/\n/g, ' ').replace(/\|/g, '\\|');

  const table = (node: Element): string => {
    const rows: Element[] = [];
    const collect = (element: Element) => {
      for (const child of element.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'tr') rows.push(child);
        else if (child.tagName !== 'table') collect(child);
      }
    };
    collect(node);
    const cellsOf = (row: Element) =>
      row.children.filter(
        (child): child is Element => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
      );
    const [head, ...body] = rows;
    if (!head) return '';
    const headCells = cellsOf(head);
    const width = Math.max(headCells.length, ...body.map((row) => cellsOf(row).length));
    const alignOf = (element: Element | undefined) => {
      const style = element ? (prop(element, 'style') ?? '') : '';
      const align =
        (element ? prop(element, 'align') : undefined) ?? /text-align:\s*(left|right|center)/.exec(style)?.[1];
      return align === 'center' ? ':-:' : align === 'right' ? '--:' : align === 'left' ? ':--' : '---';
    };
    const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    return [
      line(headCells.map(cell)),
      `| ${Array.from({ length: width }, (_, i) => alignOf(headCells[i])).join(' | ')} |`,
      ...body.map((row) => line(cellsOf(row).map(cell))),
    ].join('\n');
  };

  const details = (node: Element): string => {
    const summary = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'summary',
    );
    const rest = node.children.filter((child) => child !== summary);
    // A row of a viewer that React rendered without its props (in an MDX island): its head's parts apart, its body
    // under it.
    if (hasClass(node, 'sg-schema-row') || (summary && find(summary, (el) => hasClass(el, 'sg-schema-head')))) {
      const head = summary
        ? summary.children
            .map((child) => (child.type === 'element' ? inlineParts(child) : inlineOne(child)))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()
        : '';
      const body = joined(rest);
      return body ? `${head}\n\n${body}` : head;
    }
    const title = summary ? inline(summary.children).trim() : '';
    const body = joined(rest);
    return `<details>\n<summary>${title.replace(/</g, '&lt;')}</summary>\n\n${body}\n\n</details>`;
  };

  const definitions = (node: Element): string =>
    blocks(
      node.children.map((child) =>
        child.type === 'element' && child.tagName === 'dt'
          ? ({
              ...child,
              tagName: 'p',
              children: [{ type: 'element', tagName: 'strong', properties: {}, children: child.children }],
            } as Element)
          : child,
      ),
    ).join('\n\n');

  /** A card list: each card a link with its description. */
  const cards = (node: Element): string => {
    const found: Element[] = [];
    const collect = (element: Element) => {
      for (const child of element.children) {
        if (child.type !== 'element') continue;
        if (child.tagName === 'a' && hasClass(child, 'sg-card')) found.push(child);
        else collect(child);
      }
    };
    collect(node);
    return found
      .map((card) => {
        const title = find(card, (el) => hasClass(el, 'sg-card__title'));
        const description = find(card, (el) => hasClass(el, 'sg-card__description'));
        const label = title ? inline(title.children).trim() : inline(card.children).trim();
        const href = prop(card, 'href');
        const text = description ? inline(description.children).trim() : '';
        return `- ${href ? `[${label}](${destination(options.link(href))})` : label}${text ? `: ${text}` : ''}`;
      })
      .join('\n');
  };

  const islandProps = (node: Element): unknown => {
    const script = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'script',
    );
    try {
      return script ? JSON.parse(textOf(script)) : undefined;
    } catch {
      return undefined;
    }
  };

  const placeholder = (name: string) => options.placeholder?.(name) ?? `${name}: shown on the page, not written here.`;

  const islandBlock = (node: Element): string => {
    const name = prop(node, 'dataIsland') ?? 'island';
    const written = options.island?.(name, islandProps(node));
    if (written !== undefined) return written;
    // What it rendered on the server is what a reader without JavaScript sees: that, if it is anything.
    const root = find(node, (el) => el.properties.dataIslandRoot !== undefined);
    const shown = root ? joined(root.children) : '';
    return shown || placeholder(name);
  };

  const islandInline = (node: Element): string => {
    const root = find(node, (el) => el.properties.dataIslandRoot !== undefined);
    const shown = root ? inline(root.children).trim() : '';
    return shown || placeholder(prop(node, 'dataIsland') ?? 'island');
  };

  return `${joined(tree.children)}\n`;
}
