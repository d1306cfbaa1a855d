/** Turns offsets in a text into 1-based line and column positions. */

/** `text` as a literal inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface Position {
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Position of the first (or the `occurrence`th, from 0) occurrence of `needle` in `text` (quoted forms first,
 * so `'/docs/a'` is found before a longer `/docs/ab`), or line 1 column 1 when
 * the text does not contain it (a value computed at run time).
 */
export function locate(text: string, needle: string, occurrence = 0): Position {
  for (const form of [`'${needle}'`, `"${needle}"`, `\`${needle}\``, `(${needle})`, needle]) {
    let index = text.indexOf(form);
    if (index === -1) continue;
    // The nth occurrence, when the text has that many (the second link to the same page); else the last one.
    for (let seen = 0; seen < occurrence; seen++) {
      const next = text.indexOf(form, index + 1);
      if (next === -1) break;
      index = next;
    }
    return positionAt(text, form === needle ? index : index + 1);
  }
  return { line: 1, column: 1 };
}
