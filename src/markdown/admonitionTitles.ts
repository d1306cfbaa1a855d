/**
 * Docusaurus writes an admonition's title after its name, `:::note Read this`,
 * which remark-directive does not parse (it reads a label only in brackets), so
 * the whole container would show as a paragraph of colons. Before parsing,
 * such lines become `:::note[Read this]`, as Docusaurus's own preprocessor
 * does; lines inside fenced code blocks are left alone. Only the rewritten
 * lines change, and only after the name, so positions of everything else stay.
 */
import { someLineOutsideCode } from './linesOutsideCode.ts';

/** `:::name Title` or `::::name Title {attributes}`, indented or not (inside a list item). */
const titledOpening = /^([ \t]*)(:{3,})([a-zA-Z][\w-]*)[ \t]+([^\s[{][^{]*?)[ \t]*(\{.*\})?[ \t]*$/;
export function admonitionTitlesToLabels(body: string): string {
  if (!body.includes(':::')) return body;
  const lines = body.split('\n');
  someLineOutsideCode(lines, (line, index) => {
    const titled = titledOpening.exec(line);
    if (titled) lines[index] = `${titled[1]}${titled[2]}${titled[3]}[${titled[4]}]${titled[5] ?? ''}`;
  });
  return lines.join('\n');
}
