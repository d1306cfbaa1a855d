/**
 * A page's text cut at its h2 and h3 headings: the text before the first one
 * (the page itself), then each section with its heading and anchor. What the
 * search index makes a record of, so a hit can link to the section.
 */
import { htmlToText } from '../render/htmlScan.ts';

/** Whether search indexes a page: docs, pages and category indexes, unless unlisted. */
export function isSearched<T extends { kind: string; unlisted?: boolean }>(
  page: T,
): page is T & { kind: 'doc' | 'page' | 'category' | 'blogPost' } {
  return (
    (page.kind === 'doc' || page.kind === 'page' || page.kind === 'category' || page.kind === 'blogPost') &&
    page.unlisted !== true
  );
}

export interface PageSection {
  /** The heading's id; empty for the text before the first heading. */
  id: string;
  heading: string;
  text: string;
}

export function pageSections(
  contentHtml: string,
  headings: readonly { id: string; text: string; depth: number }[],
): PageSection[] {
  const headingText = new Map(headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => [h.id, h.text]));
  const sections: PageSection[] = [];
  let id = '';
  let heading = '';
  let from = 0;
  for (const match of contentHtml.matchAll(/<h([23])\b[^>]*\bid="([^"]+)"[^>]*>[\s\S]*?<\/h\1>/g)) {
    const nextId = match[2] ?? '';
    if (!headingText.has(nextId)) continue;
    sections.push({ id, heading, text: htmlToText(contentHtml.slice(from, match.index)) });
    id = nextId;
    heading = headingText.get(nextId) ?? '';
    from = match.index + match[0].length;
  }
  sections.push({ id, heading, text: htmlToText(contentHtml.slice(from)) });
  return sections;
}
