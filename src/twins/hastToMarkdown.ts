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
import type { Element, Root } from 'hast';
import {
  classesOf,
  collect,
  find,
  hasClass,
  isBlock,
  isSkipped,
  islandProps,
  languageOf,
  parsed,
  prop,
  texOf,
  textOf,
  type Node,
} from './hastQueries.ts';
import {
  destination,
  escapeLineStart,
  escapeText,
  fencedCode,
  indent,
  inlineCode,
  isListText,
} from './markdownSyntax.ts';

export { escapeText, fencedCode } from './markdownSyntax.ts';

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

export function hastToMarkdown(tree: Root, options: HastToMarkdownOptions): string {
  return `${new MarkdownWriter(options).joined(tree.children)}\n`;
}

/**
 * Writes a tree's nodes as Markdown: inline ones as text, block ones as blocks, each construct of the theme its own
 * way.
 */
class MarkdownWriter {
  /** The depth of the last heading written: a tab's heading goes one below it. */
  private headingDepth = 1;

  constructor(private readonly options: HastToMarkdownOptions) {}

  inline(nodes: readonly Node[]): string {
    return nodes.map((node) => this.inlineOne(node)).join('');
  }

  private inlineOne(node: Node): string {
    if (node.type === 'text') return escapeText(node.value.replace(/\s+/g, ' '));
    if (node.type === 'raw') return this.inline(parsed(node.value));
    if (node.type !== 'element' || isSkipped(node) || prop(node, 'ariaHidden') === 'true') return '';
    if (hasClass(node, 'katex')) {
      const tex = texOf(node);
      if (tex !== undefined) return `$${tex}$`;
    }
    if (hasClass(node, 'sg-island')) return this.islandInline(node);
    switch (node.tagName) {
      case 'br':
        return '\\\n';
      case 'code':
      case 'kbd':
      case 'samp':
        return inlineCode(textOf(node));
      case 'em':
      case 'i':
        return this.wrapped(node, '*');
      case 'strong':
      case 'b':
        return this.wrapped(node, '**');
      case 'del':
      case 's':
        return this.wrapped(node, '~~');
      case 'input':
        return prop(node, 'type') === 'checkbox' ? (node.properties.checked ? '[x]' : '[ ]') : '';
      case 'img': {
        const src = prop(node, 'src');
        return src ? `![${escapeText(prop(node, 'alt') ?? '')}](${destination(this.options.image(src))})` : '';
      }
      case 'a':
        return this.link(node);
      default:
        return this.inline(node.children);
    }
  }

  /** Emphasis, strong or deleted text between its marks, nothing when it is empty. */
  private wrapped(node: Element, mark: string): string {
    const text = this.inline(node.children).trim();
    return text ? `${mark}${text}${mark}` : '';
  }

  private link(node: Element): string {
    if (hasClass(node, 'sg-heading__anchor') || hasClass(node, 'hash-link')) return '';
    const text = this.inline(node.children).trim();
    const href = prop(node, 'href');
    if (!href || (href.startsWith('#') && !text)) return text;
    const target = href.startsWith('#') ? href : this.options.link(href);
    return text ? `[${text}](${destination(target)})` : `<${target}>`;
  }

  /** An element's inline children each apart: a viewer row's name, type and badges. */
  private inlineParts(element: Element): string {
    return element.children
      .map((child) =>
        child.type === 'element' && !hasClass(child, 'sg-schema-name')
          ? this.inlineParts(child)
          : this.inlineOne(child),
      )
      .join(' ');
  }

  /** Inline and block children, consecutive inline ones gathered into paragraphs. */
  blocks(nodes: readonly Node[]): string[] {
    const out: string[] = [];
    let run: Node[] = [];
    const flush = () => {
      const text = this.inline(run).trim();
      if (text) out.push(text.split('\n').map(escapeLineStart).join('\n'));
      run = [];
    };
    for (const node of nodes) {
      if (isBlock(node)) {
        flush();
        out.push(...this.blockOne(node));
      } else run.push(node);
    }
    flush();
    return out.filter((block) => block.trim() !== '');
  }

  joined(nodes: readonly Node[]): string {
    return this.blocks(nodes).join('\n\n');
  }

  private blockOne(node: Node): string[] {
    if (node.type === 'raw') return this.blocks(parsed(node.value));
    if (node.type !== 'element' || isSkipped(node)) return [];
    const classes = classesOf(node);
    if (classes.includes('sg-admonition')) return [this.admonition(node)];
    if (classes.includes('sg-code')) return [codeBlock(node)];
    if (classes.includes('sg-tabs')) return this.tabs(node);
    if (classes.includes('sg-island')) return [this.islandBlock(node)];
    if (classes.includes('katex-display')) {
      const tex = texOf(node);
      if (tex !== undefined) return [`$$\n${tex}\n$$`];
    }
    if (classes.includes('sg-cards')) return [this.cards(node)];
    if (node.tagName === 'a' && classes.includes('sg-card')) return [this.cards({ ...node, children: [node] })];
    return this.htmlBlock(node);
  }

  /** A block of plain HTML: a paragraph, heading, rule, code, quote, list, table, details or definitions. */
  private htmlBlock(node: Element): string[] {
    switch (node.tagName) {
      case 'p': {
        const text = this.inline(node.children).trim();
        return text ? [text.split('\n').map(escapeLineStart).join('\n')] : [];
      }
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6': {
        const depth = Number(node.tagName[1]);
        this.headingDepth = depth;
        const text = this.inline(node.children).trim().replace(/\\\n/g, ' ');
        return text ? [`${'#'.repeat(depth)} ${text}`] : [];
      }
      case 'hr':
        return ['---'];
      case 'pre':
        return [fencedCode(textOf(node), languageOf(node))];
      case 'blockquote': {
        const body = this.joined(node.children);
        return body ? [indent(body, '> ')] : [];
      }
      case 'ul':
      case 'ol':
        return [this.list(node)];
      case 'table':
        return [this.table(node)];
      case 'details':
        return [this.details(node)];
      case 'dl':
        return [this.definitions(node)];
      default:
        return this.blocks(node.children);
    }
  }

  private admonition(node: Element): string {
    const titleElement = find(node, (el) => hasClass(el, 'sg-admonition__title'));
    const bodyElement = find(node, (el) => hasClass(el, 'sg-admonition__body'));
    const title = titleElement ? this.inline(titleElement.children).trim() : '';
    const kind =
      classesOf(node)
        .find((name) => name.startsWith('sg-admonition--'))
        ?.slice('sg-admonition--'.length) ?? 'note';
    const heading = `**${title || kind.charAt(0).toUpperCase() + kind.slice(1)}**`;
    const body = bodyElement ? this.joined(bodyElement.children) : '';
    return indent(body ? `${heading}\n\n${body}` : heading, '> ');
  }

  private tabs(node: Element): string[] {
    const panels = collect(
      node,
      (el) => prop(el, 'role') === 'tabpanel',
      (el) => prop(el, 'role') !== 'tablist',
    );
    const depth = Math.min(this.headingDepth + 1, 6);
    const out: string[] = [];
    for (const panel of panels) {
      const label = prop(panel, 'dataLabel') ?? prop(panel, 'dataValue') ?? '';
      const before = this.headingDepth;
      if (label) out.push(`${'#'.repeat(depth)} ${escapeText(label)}`);
      this.headingDepth = depth;
      out.push(...this.blocks(panel.children));
      this.headingDepth = before;
    }
    return out;
  }

  private list(node: Element): string {
    const ordered = node.tagName === 'ol';
    let number = Number(prop(node, 'start') ?? 1) || 1;
    const items = node.children.filter((child): child is Element => child.type === 'element' && child.tagName === 'li');
    return items
      .map((item) => {
        const marker = ordered ? `${number++}. ` : '- ';
        // A list right under the item's text stays tight: no blank line between them.
        const body = this.blocks(item.children).reduce(
          (all, block, i) => (i === 0 ? block : `${all}${isListText(block) ? '\n' : '\n\n'}${block}`),
          '',
        );
        return indent(body, ' '.repeat(marker.length), marker);
      })
      .join('\n');
  }

  /** A table cell is one line: its paragraphs and hard breaks become `<br>`. */
  private cell(element: Element): string {
    return this.blocks(element.children)
      .join('<br>')
      .replace(/\\\n/g, '<br>')
      .replace(/\n/g, ' ')
      .replace(/\|/g, '\\|');
  }

  private table(node: Element): string {
    const rows = collect(
      node,
      (el) => el.tagName === 'tr',
      (el) => el.tagName !== 'table',
    );
    const cellsOf = (row: Element) =>
      row.children.filter(
        (child): child is Element => child.type === 'element' && (child.tagName === 'td' || child.tagName === 'th'),
      );
    const [head, ...body] = rows;
    if (!head) return '';
    const headCells = cellsOf(head);
    const width = Math.max(headCells.length, ...body.map((row) => cellsOf(row).length));
    const line = (cells: string[]) => `| ${Array.from({ length: width }, (_, i) => cells[i] ?? '').join(' | ')} |`;
    return [
      line(headCells.map((cell) => this.cell(cell))),
      `| ${Array.from({ length: width }, (_, i) => alignment(headCells[i])).join(' | ')} |`,
      ...body.map((row) => line(cellsOf(row).map((cell) => this.cell(cell)))),
    ].join('\n');
  }

  private details(node: Element): string {
    const summary = node.children.find(
      (child): child is Element => child.type === 'element' && child.tagName === 'summary',
    );
    const rest = node.children.filter((child) => child !== summary);
    // A row of a viewer that React rendered without its props (in an MDX island): its head's parts apart, its body
    // under it.
    if (hasClass(node, 'sg-schema-row') || (summary && find(summary, (el) => hasClass(el, 'sg-schema-head')))) {
      const head = summary
        ? summary.children
            .map((child) => (child.type === 'element' ? this.inlineParts(child) : this.inlineOne(child)))
            .join(' ')
            .replace(/\s+/g, ' ')
            .trim()
        : '';
      const body = this.joined(rest);
      return body ? `${head}\n\n${body}` : head;
    }
    const title = summary ? this.inline(summary.children).trim() : '';
    const body = this.joined(rest);
    return `<details>\n<summary>${title.replace(/</g, '&lt;')}</summary>\n\n${body}\n\n</details>`;
  }

  private definitions(node: Element): string {
    return this.blocks(
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
  }

  /** A card list: each card a link with its description. */
  private cards(node: Element): string {
    const found = collect(
      node,
      (el) => el.tagName === 'a' && hasClass(el, 'sg-card'),
      () => true,
    );
    return found
      .map((card) => {
        const title = find(card, (el) => hasClass(el, 'sg-card__title'));
        const description = find(card, (el) => hasClass(el, 'sg-card__description'));
        const label = title ? this.inline(title.children).trim() : this.inline(card.children).trim();
        const href = prop(card, 'href');
        const text = description ? this.inline(description.children).trim() : '';
        return `- ${href ? `[${label}](${destination(this.options.link(href))})` : label}${text ? `: ${text}` : ''}`;
      })
      .join('\n');
  }

  private placeholder(name: string): string {
    return this.options.placeholder?.(name) ?? `${name}: shown on the page, not written here.`;
  }

  private islandBlock(node: Element): string {
    const name = prop(node, 'dataIsland') ?? 'island';
    const written = this.options.island?.(name, islandProps(node));
    if (written !== undefined) return written;
    // What it rendered on the server is what a reader without JavaScript sees: that, if it is anything.
    const root = find(node, (el) => el.properties.dataIslandRoot !== undefined);
    const shown = root ? this.joined(root.children) : '';
    return shown || this.placeholder(name);
  }

  private islandInline(node: Element): string {
    const root = find(node, (el) => el.properties.dataIslandRoot !== undefined);
    const shown = root ? this.inline(root.children).trim() : '';
    return shown || this.placeholder(prop(node, 'dataIsland') ?? 'island');
  }
}

/** A code block of the theme's: a fence with its language and title. */
function codeBlock(node: Element): string {
  const title = find(node, (el) => hasClass(el, 'sg-code__title'));
  const pre = find(node, (el) => el.tagName === 'pre');
  return fencedCode(
    pre ? textOf(pre) : '',
    prop(node, 'dataLanguage') ?? (pre ? languageOf(pre) : undefined),
    title ? textOf(title).trim() : undefined,
  );
}

/** A column's alignment row cell, from its head cell's `align` or `text-align`. */
function alignment(element: Element | undefined): string {
  const style = element ? (prop(element, 'style') ?? '') : '';
  const align = (element ? prop(element, 'align') : undefined) ?? /text-align:\s*(left|right|center)/.exec(style)?.[1];
  return align === 'center' ? ':-:' : align === 'right' ? '--:' : align === 'left' ? ':--' : '---';
}
