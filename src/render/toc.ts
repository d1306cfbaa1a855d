/** Builds the nested table of contents from a page's headings. */
import type { TocEntry } from '../../theme/data/siteData.ts';
import type { HeadingInfo } from '../markdown/compileContext.ts';

export function buildToc(headings: HeadingInfo[], min: number, max: number): TocEntry[] {
  const root: TocEntry[] = [];
  const stack: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth < min || heading.depth > max) continue;
    const entry: TocEntry = { id: heading.id, text: heading.text, depth: heading.depth, children: [] };
    while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= heading.depth) stack.pop();
    (stack.at(-1)?.children ?? root).push(entry);
    stack.push(entry);
  }
  return root;
}
