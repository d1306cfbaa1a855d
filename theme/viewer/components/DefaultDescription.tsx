/**
 * The default `DescriptionComponent`: the common subset of Markdown that
 * schema descriptions use (paragraphs, bullet and numbered lists, fenced
 * code, `code`, **strong**, *emphasis*, [links](https://…)) rendered as
 * React elements. HTML in a description shows as text, and links keep only
 * http(s), mailto and relative addresses, so a schema cannot inject markup
 * or script into the page.
 */
import type { ReactNode } from 'react';
import type { DescriptionComponentProps } from '../viewerOptions.ts';

type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'code'; text: string };

const listItem = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const fence = /^\s{0,3}(```|~~~)/;

export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const open = fence.exec(line);
    if (open) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !(lines[i] ?? '').trimStart().startsWith(open[1] ?? '```'); i++)
        code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const item = listItem.exec(line);
    if (item) {
      flush();
      const ordered = /^\s*\d/.test(line);
      const items = [item[1] ?? ''];
      while (i + 1 < lines.length) {
        const next = lines[i + 1] ?? '';
        const nextItem = listItem.exec(next);
        if (nextItem && /^\s*\d/.test(next) === ordered) items.push(nextItem[1] ?? '');
        else if (/^\s{2,}\S/.test(next)) items[items.length - 1] += ` ${next.trim()}`;
        else break;
        i++;
      }
      blocks.push({ kind: 'list', ordered, items });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Addresses a description may link to; anything else (javascript:, data:) renders as plain text. */
export function isSafeHref(href: string): boolean {
  // Browsers drop leading spaces and control characters and ignore tabs and newlines inside a scheme: refuse them all.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  if (/[\u0000-\u0020\u007f]/.test(href)) return false;
  return /^(https?:|mailto:)/i.test(href) || (!/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//'));
}

// Code, strong (** or __), emphasis (* or _ at word edges), a link, an autolink: one capture group each, in that order.
const inline = new RegExp(
  [
    /`([^`]+)`/.source,
    /\*\*(.+?)\*\*|__(.+?)__/.source,
    /\*([^*\s][^*]*?)\*|(?<![\w])_([^_\s][^_]*?)_(?![\w])/.source,
    /\[([^\]]+)\]\(((?:[^()\s]|\([^()\s]*\))+)\)/.source,
    /<(https?:\/\/[^>\s]+)>/.source,
  ].join('|'),
);

export function renderInline(text: string, keyPrefix = 'i'): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  let key = 0;
  while (rest.length > 0) {
    const match = inline.exec(rest);
    if (!match) {
      out.push(rest);
      break;
    }
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const k = `${keyPrefix}-${key++}`;
    const [whole, code, strong1, strong2, em1, em2, linkText, href, autolink] = match;
    if (code !== undefined) out.push(<code key={k}>{code}</code>);
    else if (strong1 !== undefined || strong2 !== undefined)
      out.push(<strong key={k}>{renderInline(strong1 ?? strong2 ?? '', k)}</strong>);
    else if (em1 !== undefined || em2 !== undefined) out.push(<em key={k}>{renderInline(em1 ?? em2 ?? '', k)}</em>);
    else if (linkText !== undefined && href !== undefined) {
      out.push(
        isSafeHref(href) ? (
          <a key={k} href={href}>
            {renderInline(linkText, k)}
          </a>
        ) : (
          <span key={k}>{renderInline(linkText, k)}</span>
        ),
      );
    } else if (autolink !== undefined)
      out.push(
        <a key={k} href={autolink}>
          {autolink}
        </a>,
      );
    rest = rest.slice(match.index + whole.length);
  }
  return out;
}

export function DefaultDescription({ description }: DescriptionComponentProps) {
  return (
    <div className="sg-schema-description">
      {parseBlocks(description).map((block, index) => {
        if (block.kind === 'code')
          return (
            <pre key={index}>
              <code>{block.text}</code>
            </pre>
          );
        if (block.kind === 'list') {
          const items = block.items.map((item, i) => <li key={i}>{renderInline(item, `${index}-${i}`)}</li>);
          return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
        }
        return <p key={index}>{renderInline(block.text, String(index))}</p>;
      })}
    </div>
  );
}
