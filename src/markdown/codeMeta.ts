/**
 * Parses the meta string of a fenced code block:
 *
 *     ```ts title="src/a.ts" {1,3-5} showLineNumbers npm2yarn
 *     ```json file=/schemas/person.json
 *
 * `showLineNumbers=10` starts counting at 10. `file=` takes the block's text
 * from a file (from `static/` when it starts with `/`, else beside the doc).
 *
 * Any other word is left to the site's remark plugins, as Docusaurus leaves
 * it: real docs carry options of their own there (`live` for a live editor,
 * `no-transpile` and `noEmit` for a TypeScript-to-JavaScript plugin,
 * `twoslash`), hundreds of blocks of them in a site. A word one slip away from
 * an option sitegen knows (`titel`, `showLinenumbers`) is taken for a typo of
 * it and is an error, as is a quoted value whose quote is never closed.
 *
 * `lenient` (a Docusaurus website's docs) reads the string as Docusaurus
 * does instead: what it cannot read is left out with a warning, and the rest
 * applies (a title whose quote is never closed is no title; lines of a range
 * past the block's end are not highlighted).
 */
import { closest } from '../diagnostics/didYouMean.ts';

export interface CodeMeta {
  title?: string;
  highlightLines: number[];
  showLineNumbers: boolean;
  startLineNumber: number;
  npm2yarn: boolean;
  file?: string;
}

export interface CodeMetaProblem {
  message: string;
  hint?: string;
}

/** `warnings`: in lenient mode, what was left out. */
export type CodeMetaResult =
  | { ok: true; meta: CodeMeta; warnings: CodeMetaProblem[] }
  | ({ ok: false } & CodeMetaProblem);

const knownFlags = ['title', 'showLineNumbers', 'npm2yarn', 'file'];
const rangesHint = 'Write ranges as {1,3-5}: line numbers from 1, each range from low to high.';
const token = /\s*(?:(\{[^}]*\})|(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))|(\S+))/y;

export function parseLineRanges(text: string): number[] | undefined {
  const lines = new Set<number>();
  for (const part of text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match) return undefined;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from) return undefined;
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return [...lines].sort((a, b) => a - b);
}

/** A problem: the end of parsing, or in lenient mode a warning, parsing going on without what it concerns. */
type MetaProblem = (found: CodeMetaProblem) => CodeMetaResult | undefined;

export function parseCodeMeta(
  meta: string | null | undefined,
  lineCount: number,
  options: { lenient?: boolean } = {},
): CodeMetaResult {
  const result: CodeMeta = { highlightLines: [], showLineNumbers: false, startLineNumber: 1, npm2yarn: false };
  const warnings: CodeMetaProblem[] = [];
  const problem: MetaProblem = (found) => {
    if (!options.lenient) return { ok: false, ...found };
    warnings.push(found);
    return undefined;
  };
  const lenient = options.lenient === true;
  const text = meta ?? '';
  token.lastIndex = 0;
  while (token.lastIndex < text.length) {
    const match = token.exec(text);
    if (!match) break;
    const [, ranges, key, doubleQuoted, singleQuoted, bare, word] = match;
    const failed =
      ranges !== undefined
        ? rangesOption(result, ranges, lineCount, { lenient, problem })
        : key !== undefined
          ? keyOption(
              result,
              { key, value: doubleQuoted ?? singleQuoted ?? bare ?? '', bare },
              text.slice(match.index),
              {
                lenient,
                problem,
              },
            )
          : word !== undefined
            ? wordOption(result, word, { lenient, problem })
            : undefined;
    if (failed) return failed;
  }
  return { ok: true, meta: result, warnings };
}

/** `{1,3-5}`: the lines to highlight, those past the block's end a problem. */
function rangesOption(
  result: CodeMeta,
  ranges: string,
  lineCount: number,
  { lenient, problem }: { lenient: boolean; problem: MetaProblem },
): CodeMetaResult | undefined {
  const lines = parseLineRanges(ranges.slice(1, -1));
  if (!lines)
    return problem({
      message: `Line ranges ${ranges} are not valid${lenient ? ': no line is highlighted' : ''}.`,
      hint: rangesHint,
    });
  const outside = lines.find((n) => n > lineCount);
  if (outside === undefined) {
    result.highlightLines.push(...lines);
    return undefined;
  }
  const failed = problem({
    message:
      `Line ${outside} of ${ranges} is past the end of the code block, which has ${lineCount} ` +
      `line${lineCount === 1 ? '' : 's'}.`,
  });
  result.highlightLines.push(...lines.filter((n) => n <= lineCount));
  return failed;
}

/** `key=value`: title, file, showLineNumbers=10, npm2yarn (which takes none), or a slip of one of them. */
function keyOption(
  result: CodeMeta,
  option: { key: string; value: string; bare: string | undefined },
  rest: string,
  { lenient, problem }: { lenient: boolean; problem: MetaProblem },
): CodeMetaResult | undefined {
  const { key, value, bare } = option;
  if (bare !== undefined && /^["']/.test(bare) && (key === 'title' || key === 'file')) {
    const quote = bare.charAt(0);
    return problem({
      message:
        `The value of ${key} opens a quote that is never closed: ` +
        `${rest.trim()}${lenient ? ` (the block has no ${key})` : ''}`,
      hint: `Close it: ${key}=${quote}${key === 'file' ? './example.json' : 'src/file.ts'}${quote}.`,
    });
  }
  if (key === 'title') result.title = value;
  else if (key === 'file') result.file = value;
  else if (key === 'showLineNumbers') {
    result.showLineNumbers = true;
    if (/^\d+$/.test(value)) result.startLineNumber = Number(value);
    else
      return problem({
        message: `showLineNumbers=${value} is not valid${lenient ? ': lines are numbered from 1' : ''}.`,
        hint: 'Write showLineNumbers alone, or showLineNumbers=10 to start counting at 10.',
      });
  } else if (key === 'npm2yarn') {
    result.npm2yarn = true;
    return problem({ message: `npm2yarn takes no value, but it is given "${value}".`, hint: 'Write npm2yarn alone.' });
  } else return typoOf(key, problem);
  return undefined;
}

/** A word alone: showLineNumbers, npm2yarn; title and file need a value; an unclosed range; a slip of an option. */
function wordOption(
  result: CodeMeta,
  word: string,
  { lenient, problem }: { lenient: boolean; problem: MetaProblem },
): CodeMetaResult | undefined {
  if (word === 'showLineNumbers') result.showLineNumbers = true;
  else if (word === 'npm2yarn') result.npm2yarn = true;
  else if (word === 'title')
    return problem({
      message: `title needs a value${lenient ? ': the block has no title' : ''}.`,
      hint: 'Write title="src/file.ts", without spaces around =.',
    });
  else if (word === 'file')
    return problem({
      message: 'file needs a value.',
      hint: 'Write file=/schemas/person.json (from static/) or file=./example.json (beside the doc).',
    });
  // `{1,3` is a range whose brace is never closed, not another plugin's option.
  else if (word.startsWith('{'))
    return problem({
      message: `Line ranges ${word} have no closing brace${lenient ? ': no line is highlighted' : ''}.`,
      hint: rangesHint,
    });
  else return typoOf(word, problem);
  return undefined;
}

/**
 * The problem for a word that is not an option sitegen knows but one slip away from one; undefined for any other word.
 */
function typoOf(
  word: string,
  problem: (found: CodeMetaProblem) => CodeMetaResult | undefined,
): CodeMetaResult | undefined {
  const meant = closest(word, knownFlags);
  return meant === undefined
    ? undefined
    : problem({ message: `Unknown code block option "${word}".`, hint: `Did you mean "${meant}"?` });
}
