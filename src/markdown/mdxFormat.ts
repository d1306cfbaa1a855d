/**
 * Which docs are MDX. `markdown.format` decides, as in Docusaurus: `'mdx'`
 * compiles every doc as MDX, `'md'` every doc as CommonMark, and `'detect'`
 * (the default) `.mdx` files as MDX and `.md` files as CommonMark, except a
 * `.md` file that uses MDX (an `import`/`export` line, a JSX component tag,
 * an HTML tag with a JSX attribute such as `style={{ maxHeight: 200 }}`, or an
 * MDX comment, outside code), which would otherwise show its code as text.
 */
import { someLineOutsideCode } from './linesOutsideCode.ts';

export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * `import X from 'y'`, `import 'y'`, `export const`, `export default`, `export {`; or `<Component` / `</Component>` at
 * a line's start.
 */
const mdxLine = new RegExp(
  [
    /^import\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]/.source,
    /^export\s+(?:const|let|var|function|async|class|default|\{|\*)/.source,
    /^\s{0,3}<\/?[A-Z][\w.]*(?:[\s/>]|$)/.source,
  ].join('|'),
);

/** An HTML or JSX tag with an attribute whose value is an expression (`<img style={{…}}`), or an MDX comment. */
const mdxInline = /<[A-Za-z][\w.:-]*\s(?:[^<>`]*?\s)?[\w:-]+=\{|\{\/\*/;

/** Whether a `.md` body uses MDX syntax outside fenced code. */
export function usesMdxSyntax(body: string): boolean {
  if (/^`{3,4}mdx-code-block/m.test(body)) return true;
  if (!/^(?:import|export)\s|^\s{0,3}<\/?[A-Z]|=\{|\{\/\*/m.test(body)) return false;
  return someLineOutsideCode(body.split('\n'), (line) => mdxLine.test(line) || mdxInline.test(withoutCodeSpans(line)));
}

/** A line without its inline code spans: `` `style={{…}}` `` is text. */
function withoutCodeSpans(line: string): string {
  return line.includes('`') ? line.replace(/(`+)[^`]*?\1/g, '') : line;
}

/** Whether the doc at `file` with this body compiles as MDX. */
export function isMdxDoc(file: string, body: string, format: MarkdownFormat): boolean {
  if (format === 'mdx') return true;
  if (format === 'md') return false;
  return /\.mdx$/i.test(file) || usesMdxSyntax(body);
}
