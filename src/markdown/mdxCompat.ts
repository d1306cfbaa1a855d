/**
 * What Docusaurus accepts in MDX docs beyond MDX itself (its `mdx1Compat`
 * options, on by default), rewritten before MDX parses the doc, outside
 * fenced code and inline code, keeping every line where it was:
 *
 * - HTML comments, `<!-- … -->`, become MDX comments, `{/* … *\/}`;
 * - heading ids, `## Title {#custom-id}`, have their braces escaped, so they
 *   reach the heading id plugin as text instead of being read as an expression;
 * - ` ```mdx-code-block ` fences (three or four backticks) are removed, so what
 *   they hold is MDX of the doc, as Docusaurus unwraps them (its docs show
 *   JSX in them that Markdown editors would otherwise try to render).
 */
import { someLineOutsideCode } from './linesOutsideCode.ts';

/**
 * Rewrites the HTML comments of one line, given whether a comment is open at its start; returns the line and that state
 * at its end.
 */
function rewriteComments(line: string, open: boolean): { line: string; open: boolean } {
  let out = '';
  let at = 0;
  let inComment = open;
  while (at < line.length) {
    if (inComment) {
      const end = line.indexOf('-->', at);
      const body = line.slice(at, end === -1 ? line.length : end).replaceAll('*/', '* /');
      out += body;
      if (end === -1) return { line: out, open: true };
      out += '*/}';
      at = end + 3;
      inComment = false;
      continue;
    }
    const tick = line.indexOf('`', at);
    const comment = line.indexOf('<!--', at);
    if (comment === -1) return { line: out + line.slice(at), open: false };
    if (tick !== -1 && tick < comment) {
      // An inline code span: copied as it is up to its closing run of the same length.
      const run = /^`+/.exec(line.slice(tick))?.[0] ?? '`';
      const close = line.indexOf(run, tick + run.length);
      const stop = close === -1 ? tick + run.length : close + run.length;
      out += line.slice(at, stop);
      at = stop;
      continue;
    }
    out += `${line.slice(at, comment)}{/* `;
    at = comment + 4;
    inComment = true;
  }
  return { line: out, open: inComment };
}

/**
 * A ` ```mdx-code-block ` fence and its closing fence (three or four backticks), as Docusaurus finds them in the raw
 * text.
 */
const mdxCodeBlock = /^(`{3,4})mdx-code-block[ \t]*\n([\s\S]*?)\n\1[ \t]*$/gm;

export function mdxCompat(given: string): string {
  // Lines kept: the fences become empty lines.
  const body = given.includes('mdx-code-block')
    ? given.replace(mdxCodeBlock, (_match, _fence: string, inner: string) => `\n${inner}\n`)
    : given;
  if (!body.includes('<!--') && !body.includes('{#')) return body;
  const lines = body.split('\n');
  let open = false;
  someLineOutsideCode(lines, (line, index) => {
    const rewritten = rewriteComments(line, open);
    open = rewritten.open;
    lines[index] = rewritten.line.replace(/^(#{1,6}[ \t].*?)\{#([^{}\s]+)\}([ \t]*)$/, '$1\\{#$2\\}$3');
  });
  return lines.join('\n');
}
