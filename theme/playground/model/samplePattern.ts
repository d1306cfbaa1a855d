/**
 * Strings for a `pattern`: a small generator for the regular expressions
 * schemas usually hold (literals, classes such as `[A-Z]`, `\d`, `\w`, `.`,
 * quantifiers, groups with `|`, anchors). Lookarounds, back-references and
 * Unicode property escapes are out of its reach; it then gives up, and the
 * caller falls back to a plain string. Every result is checked by the caller
 * with the real `RegExp`, so a generator mistake costs a match, never a lie.
 */

type Term = { kind: 'chars'; pool: string[] } | { kind: 'group'; alternatives: Item[][] };

interface Item {
  term: Term;
  min: number;
  max: number;
}

class Unsupported extends Error {}

/** Longest repetition produced for one quantifier, so `a{100000}` stays cheap. */
const maxRepeat = 256;

const range = (from: string, to: string) =>
  Array.from({ length: to.codePointAt(0)! - from.codePointAt(0)! + 1 }, (_, i) =>
    String.fromCodePoint(from.codePointAt(0)! + i),
  );
const lower = range('a', 'z');
const upper = range('A', 'Z');
const digits = range('0', '9');
const word = [...lower, ...upper, ...digits, '_'];
/** Where a negated class or `\W`, `\D`, `\S` picks from. */
const printable = [...lower, ...upper, ...digits, ' ', '-', '_', '.', ',', ':', '/', '@', '#'];

const classEscapes: Record<string, string[]> = {
  d: digits,
  D: printable.filter((c) => !digits.includes(c)),
  w: word,
  W: printable.filter((c) => !word.includes(c)),
  s: [' '],
  S: printable.filter((c) => c !== ' '),
};
const controlEscapes: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f', v: '\v', '0': '\0' };

class Parser {
  private index = 0;
  constructor(private readonly chars: string[]) {}

  parse(): Item[][] {
    const alternatives = this.alternatives();
    if (this.index < this.chars.length) throw new Unsupported();
    return alternatives;
  }

  private peek(): string | undefined {
    return this.chars[this.index];
  }

  private next(): string {
    const char = this.chars[this.index++];
    if (char === undefined) throw new Unsupported();
    return char;
  }

  private alternatives(): Item[][] {
    const alternatives: Item[][] = [this.sequence()];
    while (this.peek() === '|') {
      this.index++;
      alternatives.push(this.sequence());
    }
    return alternatives;
  }

  private sequence(): Item[] {
    const items: Item[] = [];
    for (let char = this.peek(); char !== undefined && char !== '|' && char !== ')'; char = this.peek()) {
      const term = this.term();
      if (term) items.push({ term, ...this.quantifier() });
      else this.quantifier();
    }
    return items;
  }

  /** The next atom, or undefined for an assertion that matches no character (`^`, `$`, `\b`). */
  private term(): Term | undefined {
    const char = this.next();
    if (char === '^' || char === '$') return undefined;
    if (char === '.') return { kind: 'chars', pool: printable.filter((c) => c !== ' ') };
    if (char === '[') return { kind: 'chars', pool: this.charClass() };
    if (char === '(') {
      if (this.peek() === '?') {
        this.index++;
        const kind = this.next();
        if (kind === '<' && this.peek() !== '=' && this.peek() !== '!') {
          while (this.next() !== '>');
        } else if (kind !== ':') {
          throw new Unsupported();
        }
      }
      const alternatives = this.alternatives();
      if (this.next() !== ')') throw new Unsupported();
      return { kind: 'group', alternatives };
    }
    if (char === '\\') {
      const escaped = this.next();
      if (escaped === 'b' || escaped === 'B') return undefined;
      return { kind: 'chars', pool: this.escape(escaped) };
    }
    if ('*+?{})]|'.includes(char)) throw new Unsupported();
    return { kind: 'chars', pool: [char] };
  }

  private escape(escaped: string): string[] {
    const pool = classEscapes[escaped];
    if (pool) return pool;
    const control = controlEscapes[escaped];
    if (control !== undefined) return [control];
    if (escaped === 'x' || escaped === 'u') return [this.hexEscape(escaped)];
    if (/[A-Za-z1-9]/.test(escaped)) throw new Unsupported();
    return [escaped];
  }

  private hexEscape(kind: string): string {
    let hex = '';
    if (kind === 'u' && this.peek() === '{') {
      this.index++;
      for (let char = this.next(); char !== '}'; char = this.next()) hex += char;
    } else {
      for (let i = 0; i < (kind === 'x' ? 2 : 4); i++) hex += this.next();
    }
    const code = Number.parseInt(hex, 16);
    if (!/^[0-9a-f]+$/i.test(hex) || code > 0x10ffff) throw new Unsupported();
    return String.fromCodePoint(code);
  }

  /** The characters a `[…]` class allows, in order (for a negated class: printable ones it does not exclude). */
  private charClass(): string[] {
    const negated = this.peek() === '^';
    if (negated) this.index++;
    const members: string[] = [];
    for (let first = true; this.peek() !== ']' || first; first = false) {
      const start = this.classAtom();
      if (this.peek() === '-' && this.chars[this.index + 1] !== ']' && start.length === 1) {
        this.index++;
        const end = this.classAtom();
        if (end.length !== 1 || end[0]! < start[0]!) throw new Unsupported();
        members.push(...range(start[0]!, end[0]!).slice(0, 512));
      } else {
        members.push(...start);
      }
    }
    this.index++;
    const unique = [...new Set(members)];
    return negated ? printable.filter((c) => !unique.includes(c)) : unique;
  }

  private classAtom(): string[] {
    const char = this.next();
    if (char !== '\\') return [char];
    const escaped = this.next();
    if (escaped === 'b') return ['\b'];
    if (escaped === '-') return ['-'];
    return this.escape(escaped);
  }

  private quantifier(): { min: number; max: number } {
    const char = this.peek();
    let bounds = { min: 1, max: 1 };
    if (char === '*') bounds = { min: 0, max: Infinity };
    else if (char === '+') bounds = { min: 1, max: Infinity };
    else if (char === '?') bounds = { min: 0, max: 1 };
    else if (char === '{') {
      const match = /^\{(\d+)(,(\d*))?\}/.exec(this.chars.slice(this.index).join(''));
      if (!match) throw new Unsupported();
      const min = Number(match[1]);
      const max = match[2] === undefined ? min : match[3] === '' ? Infinity : Number(match[3]);
      if (min > maxRepeat || max < min) throw new Unsupported();
      this.index += match[0].length - 1;
      bounds = { min, max };
    } else {
      return bounds;
    }
    this.index++;
    if (this.peek() === '?') this.index++;
    return bounds;
  }
}

/**
 * Builds one string: `variant` shifts the choices (for distinct array items), `extra` adds repetitions where a
 * quantifier allows them.
 */
function build(alternatives: Item[][], variant: number, extra: number): string {
  let position = 0;
  const alternative = (options: Item[][]): string => sequence(options[variant % options.length]!);
  const sequence = (items: Item[]): string => {
    let out = '';
    for (const { term, min, max } of items) {
      const count = Math.min(min + extra, max, min + maxRepeat);
      for (let i = 0; i < count; i++) {
        if (term.kind === 'group') out += alternative(term.alternatives);
        else if (term.pool.length === 0) throw new Unsupported();
        else if (term.pool.length === 1) out += term.pool[0];
        // Successive choices walk through the class ("ABC", "0123"), shifted by the variant.
        else out += term.pool[(position++ + variant) % term.pool.length];
      }
    }
    return out;
  };
  return alternative(alternatives);
}

/**
 * A string for `pattern` that `accept` takes (the caller checks the real
 * regular expression and the length bounds), or undefined when the generator
 * cannot find one. Longer strings are tried while the result is too short.
 */
export function stringForPattern(
  pattern: string,
  variant: number,
  minLength: number,
  accept: (text: string) => boolean,
): string | undefined {
  let alternatives: Item[][];
  try {
    alternatives = new Parser([...pattern]).parse();
  } catch {
    return undefined;
  }
  let previous: string | undefined;
  for (let extra = 0; extra <= Math.max(minLength, 1); extra++) {
    let text: string;
    try {
      text = build(alternatives, variant, extra);
    } catch {
      return undefined;
    }
    if (text === previous) break;
    previous = text;
    if (accept(text)) return text;
    // An unanchored pattern matches inside a longer string: pad it.
    const padding = 'x'.repeat(Math.max(0, minLength - [...text].length));
    if (padding && accept(text + padding)) return text + padding;
    if (padding && accept(padding + text)) return padding + text;
  }
  return undefined;
}
