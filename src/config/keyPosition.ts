/**
 * Where a key path (`navbar.items[2].label`, `presets[0][1].docs`) is written in a config file's text:
 * `navbar:`, then `items:` after it, then the third element of the list that follows, then `label:` in it.
 * Best effort, since a config is code: strings, comments and nested brackets are skipped while counting
 * elements, and a key that is not written literally gives the top of the file.
 */
import { escapeRegExp, positionAt, type Position } from '../diagnostics/locate.ts';

/** Skips a string or comment starting at `at`; returns the index after it, or `at` when there is none. */
function skipLiteral(text: string, at: number): number {
  const c = text[at];
  if (c === '"' || c === "'" || c === '`') {
    for (let i = at + 1; i < text.length; i++) {
      if (text[i] === '\\') i++;
      else if (text[i] === c) return i + 1;
    }
    return text.length;
  }
  if (c === '/' && text[at + 1] === '/') {
    const end = text.indexOf('\n', at);
    return end === -1 ? text.length : end;
  }
  if (c === '/' && text[at + 1] === '*') {
    const end = text.indexOf('*/', at + 2);
    return end === -1 ? text.length : end + 2;
  }
  return at;
}

/** The start of the `index`-th element of the list (or object) opening at or after `from`; -1 when not found. */
function elementStart(text: string, from: number, index: number): number {
  let at = from;
  while (at < text.length && text[at] !== '[' && text[at] !== '{') {
    const skipped = skipLiteral(text, at);
    at = skipped === at ? at + 1 : skipped;
  }
  if (at >= text.length) return -1;
  let depth = 0;
  let count = 0;
  let start = -1;
  for (let i = at; i < text.length; i++) {
    const skipped = skipLiteral(text, i);
    if (skipped !== i) {
      if (depth === 1 && start === -1) start = i;
      i = skipped - 1;
      continue;
    }
    const c = text[i] as string;
    if (c === '[' || c === '{' || c === '(') {
      depth++;
      if (depth === 2 && start === -1) start = i;
      if (depth === 1) continue;
    } else if (c === ']' || c === '}' || c === ')') {
      depth--;
      if (depth === 0) return count === index && start !== -1 ? start : -1;
    } else if (depth === 1 && c === ',') {
      if (count === index && start !== -1) return start;
      count++;
      start = -1;
    } else if (depth === 1 && start === -1 && !/\s/.test(c)) {
      start = i;
    }
    if (depth === 1 && count === index && start !== -1 && (c === ',' || c === ']')) return start;
  }
  return -1;
}

export function keyPathPosition(text: string, keyPath: string): Position {
  let from = 0;
  let found = -1;
  for (const segment of keyPath.split('.')) {
    const parsed = /^([^[]*)((?:\[\d+\])*)$/.exec(segment);
    if (!parsed) return found === -1 ? { line: 1, column: 1 } : positionAt(text, found);
    const [, key = '', indexes = ''] = parsed;
    if (key !== '') {
      const match = new RegExp(`(^|[\\s{,])['"]?${escapeRegExp(key)}['"]?\\s*:`, 'm').exec(text.slice(from));
      if (!match) return { line: 1, column: 1 };
      found = from + match.index + (match[1]?.length ?? 0);
      from = found + match[0].length - (match[1]?.length ?? 0);
    }
    for (const [, index] of indexes.matchAll(/\[(\d+)\]/g)) {
      const start = elementStart(text, from, Number(index));
      if (start === -1) return found === -1 ? { line: 1, column: 1 } : positionAt(text, found);
      found = start;
      from = start;
    }
  }
  return found === -1 ? { line: 1, column: 1 } : positionAt(text, found);
}
