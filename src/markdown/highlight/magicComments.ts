/**
 * Docusaurus's magic comments, as its default `magicComments` has them: a
 * comment line that highlights code lines and is itself removed.
 *
 *     // highlight-next-line         the next code line
 *     // highlight-start             the lines up to
 *     // highlight-end               this one
 *
 * written in the comment style of the block's language: `//`, `/* … *\/`,
 * `{/* … *\/}` (jsx, tsx), `#` (bash, python, yaml, toml…), `<!-- … -->`
 * (html, xml, markdown), `--` (lua, haskell, sql), `%` (tex) and a few more.
 * A language Docusaurus has no special case for takes the popular ones:
 * `//`, `/* *\/`, `{/* *\/}`, `#` and `<!-- -->`. The comment must be alone on
 * its line (blanks around it are allowed), as in Docusaurus.
 *
 * Unlike Docusaurus: a `highlight-start` without its `highlight-end`
 * highlights to the end of the block (Docusaurus highlights nothing);
 * starts nest; an end without a start is only removed (Docusaurus highlights
 * from the first line); and the comments work beside `{1,3-5}` meta, the
 * line numbers of both counting the lines as shown, after the removal
 * (Docusaurus ignores the comments when the meta has line ranges).
 *
 * Pure: it takes the code and its language and gives the code to show, so
 * an MDX `<CodeBlock>` can use it as Markdown code blocks do.
 */
import { grammarIdOf } from './languages.ts';

/** The code to show and the lines to highlight, 1-based, ascending, counted in that code. */
export interface MagicCommentResult {
  code: string;
  highlightedLines: number[];
}

/** Comment syntaxes as regular expression sources (Docusaurus's `commentPatterns`). */
const commentStyles = {
  js: { start: String.raw`\/\/`, end: '' },
  jsBlock: { start: String.raw`\/\*`, end: String.raw`\*\/` },
  jsx: { start: String.raw`\{\s*\/\*`, end: String.raw`\*\/\s*\}` },
  bash: { start: '#', end: '' },
  html: { start: '<!--', end: '-->' },
  lua: { start: '--', end: '' },
  wasm: { start: ';;', end: '' },
  tex: { start: '%', end: '' },
  vb: { start: "['‘’]", end: '' },
  rem: { start: String.raw`[Rr][Ee][Mm]\b`, end: '' },
  f90: { start: '!', end: '' },
  ml: { start: String.raw`\(\*`, end: String.raw`\*\)` },
  cobol: { start: String.raw`\*>`, end: '' },
} as const;

type CommentStyle = keyof typeof commentStyles;

const popularStyles: readonly CommentStyle[] = ['js', 'jsBlock', 'jsx', 'bash', 'html'];

/** The comment styles of a language, by shiki's grammar id (its aliases follow: `py`, `sh`, `zsh`…). */
const stylesByGrammar: Readonly<Record<string, readonly CommentStyle[]>> = {
  javascript: ['js', 'jsBlock'],
  typescript: ['js', 'jsBlock'],
  jsx: ['js', 'jsBlock', 'jsx'],
  tsx: ['js', 'jsBlock', 'jsx'],
  html: ['js', 'jsBlock', 'html'],
  python: ['bash'],
  shellscript: ['bash'],
  // Text uses HTML comments, front matter uses #.
  markdown: ['html', 'jsx', 'bash'],
  tex: ['tex'],
  latex: ['tex'],
  matlab: ['tex'],
  lua: ['lua'],
  haskell: ['lua'],
  sql: ['lua', 'jsBlock'],
  wasm: ['wasm'],
  vb: ['vb', 'rem'],
  bat: ['rem'],
  fsharp: ['js', 'ml'],
  ocaml: ['ml'],
  'fortran-free-form': ['f90'],
  'fortran-fixed-form': ['f90'],
  cobol: ['cobol'],
};

const directives = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;

type Directive = (typeof directives)[number];

const patterns = new Map<string, RegExp>();

/** A line that is only a magic comment, in one of the language's styles; its one group is the directive. */
function directiveLine(language: string): RegExp {
  const grammar = grammarIdOf(language) ?? language.trim().toLowerCase();
  const styles = stylesByGrammar[grammar] ?? popularStyles;
  const key = styles.join(',');
  let pattern = patterns.get(key);
  if (!pattern) {
    const names = directives.join('|');
    const alternatives = styles.map(
      (style) => String.raw`${commentStyles[style].start}\s*(${names})\s*${commentStyles[style].end}`,
    );
    pattern = new RegExp(String.raw`^\s*(?:${alternatives.map((a) => `(?:${a})`).join('|')})\s*$`);
    patterns.set(key, pattern);
  }
  return pattern;
}

/**
 * Removes the magic comment lines of `code` and gives the lines they
 * highlight. A block without a language has none (as in Docusaurus).
 */
export function parseMagicComments(code: string, language: string | undefined): MagicCommentResult {
  if (language === undefined || language.trim() === '') return { code, highlightedLines: [] };
  const pattern = directiveLine(language);
  const shown: string[] = [];
  const highlightedLines: number[] = [];
  let nextLine = false;
  let depth = 0;
  for (const line of code.split('\n')) {
    const match = pattern.exec(line);
    const directive = match?.slice(1).find((group): group is Directive => group !== undefined);
    if (directive === 'highlight-next-line') nextLine = true;
    else if (directive === 'highlight-start') depth++;
    else if (directive === 'highlight-end') depth = Math.max(0, depth - 1);
    else {
      shown.push(line);
      if (nextLine || depth > 0) highlightedLines.push(shown.length);
      nextLine = false;
    }
  }
  return { code: shown.join('\n'), highlightedLines };
}
