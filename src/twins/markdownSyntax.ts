/**
 * Markdown's syntax as hastToMarkdown.ts writes it: text escaped where it
 * would start syntax, code fences and inline code longer than any run of
 * backticks inside, addresses in angle brackets where they need them, lines
 * behind a quote's or a list item's prefix.
 */

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
export function escapeLineStart(line: string): string {
  return line.replace(
    /^(\s*)(#{1,6}(?=\s|$)|>|[-+](?=\s)|(\d+)([.)])(?=\s)|={3,}\s*$|-{3,}\s*$|~{3,})/,
    (match, space: string, marker: string, digits?: string, dot?: string) => {
      if (digits !== undefined && dot !== undefined) return `${space}${digits}\\${dot}`;
      return `${space}\\${marker}`;
    },
  );
}

/** A block that is a list (text that starts like one is escaped). */
export const isListText = (block: string) => /^(- |\d+\. )/.test(block);

/** A fenced code block with its language and title, its fence longer than any run of backticks in the code. */
export function fencedCode(code: string, language?: string, title?: string): string {
  const body = code.replace(/\n$/, '');
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  const info = [language ?? '', title ? `title=${JSON.stringify(title)}` : ''].filter(Boolean).join(' ');
  return `${fence}${info}\n${body}\n${fence}`;
}

/** Inline code, its delimiters longer than any run of backticks inside. */
export function inlineCode(code: string): string {
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
export function destination(url: string): string {
  return /[\s()<>]/.test(url) ? `<${url.replace(/[<>]/g, (c) => encodeURIComponent(c))}>` : url;
}

/**
 * Each line behind a prefix (the first behind its own, a list item's marker); empty lines keep only the prefix's marks.
 */
export const indent = (text: string, prefix: string, first = prefix) =>
  text
    .split('\n')
    .map((line, i) => {
      const before = i === 0 ? first : prefix;
      return line === '' ? before.trimEnd() : before + line;
    })
    .join('\n');
