/**
 * Where a key, or a value under it, is written in a post's front matter block, found by scanning its lines
 * (the parsed YAML keeps no positions): keys at the left margin first, so a nested `date:` under
 * `last_update:` is not taken for the post's `date:`. Line 1, column 1 when it is not found.
 */
import { escapeRegExp, type Position } from '../diagnostics/locate.ts';

/** The lines of the front matter block with their line numbers in the file (the opening `---` is line 1). */
function frontMatterLines(source: string): { text: string; line: number }[] {
  const block: { text: string; line: number }[] = [];
  // Line by line up to the closing `---`, not the whole post.
  let start = 0;
  for (let line = 1; start <= source.length; line++) {
    const end = source.indexOf('\n', start);
    const text = source.slice(start, end === -1 ? source.length : end).replace(/\r$/, '');
    start = end === -1 ? source.length + 1 : end + 1;
    if (line === 1) {
      if (text.trim() !== '---') return [];
      continue;
    }
    if (text.trim() === '---') break;
    block.push({ text, line });
  }
  return block;
}

function keyPattern(key: string): RegExp {
  const name = escapeRegExp(key);
  return new RegExp(`^(\\s*)(?:${name}|"${name}"|'${name}')\\s*:`);
}

/**
 * Index in `lines` of a key of the front matter, written at the left margin if it is (nested keys of the same name come
 * later).
 */
function keyIndex(lines: { text: string }[], key: string): number {
  const pattern = keyPattern(key);
  const top = lines.findIndex(({ text }) => pattern.exec(text)?.[1] === '');
  return top !== -1 ? top : lines.findIndex(({ text }) => pattern.test(text));
}

/** Where a key of the front matter is written; line 1, column 1 when it is not found. */
export function frontMatterKeyPosition(source: string, key: string): Position {
  const lines = frontMatterLines(source);
  const entry = lines[keyIndex(lines, key)];
  if (!entry) return { line: 1, column: 1 };
  return { line: entry.line, column: (keyPattern(key).exec(entry.text)?.[1]?.length ?? 0) + 1 };
}

/**
 * Where `value` is written under the front matter key `key` (its `occurrence`th time, from 0): in the key's line
 * after the colon, or the lines under it (down to the next key at the left margin). Inside quotes when quoted;
 * the key's position when it is not found.
 */
export function frontMatterValuePosition(source: string, key: string, value: string, occurrence = 0): Position {
  const lines = frontMatterLines(source);
  const start = keyIndex(lines, key);
  const first = lines[start];
  if (!first) return { line: 1, column: 1 };
  const pattern = new RegExp(`(?:^|[\\s[{,:'"-])(${escapeRegExp(value)})(?=$|[\\s\\]},'"#])`, 'g');
  let seen = 0;
  for (let i = start; i < lines.length; i++) {
    const { text, line } = lines[i] ?? { text: '', line: 0 };
    // The block ends at the next key at the left margin (a `- item` there is still the key's list).
    if (i > start && text.trim() !== '' && !/^[\s#-]/.test(text)) break;
    const from = i === start ? (keyPattern(key).exec(text)?.[0].length ?? 0) : 0;
    pattern.lastIndex = from;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (seen === occurrence) return { line, column: match.index + match[0].length - value.length + 1 };
      seen++;
      // Let the next occurrence start inside this one's trailing context.
      pattern.lastIndex = match.index + match[0].length;
    }
  }
  return frontMatterKeyPosition(source, key);
}

/** The text after `key:` on the key's own line, without quotes (a scalar as written). */
export function writtenValue(source: string, key: string): string | undefined {
  const lines = frontMatterLines(source);
  const entry = lines[keyIndex(lines, key)];
  if (!entry) return undefined;
  const rest = entry.text
    .replace(keyPattern(key), '')
    .replace(/\s+#.*$/, '')
    .trim();
  return rest.replace(/^(['"])(.*)\1$/, '$2');
}
