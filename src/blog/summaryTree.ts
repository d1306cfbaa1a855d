/**
 * A Markdown post's summary cut from the post's own compiled tree, instead
 * of compiled on its own: the marker `<!-- truncate -->` on a line of its own
 * is an HTML comment at the tree's top level, and what comes before it is the
 * summary. On a blog of 1,000 posts, compiling each summary as a text of its
 * own (with its cache entry) cost a sixth of compiling the posts.
 *
 * The cut is taken only where it gives what compiling the summary's text
 * gives (test/unit/blog/summaryTree.test.ts compares the two):
 * - the first marker of the text is the tree's first marker comment, which
 *   is at its top level, and the tree has exactly as many marker comments as
 *   the text has markers outside code (a marker in an attribute, in a
 *   `<script>` or escaped is text in the tree, not a comment);
 * - the post has no footnotes (the tree's footnote section comes after the
 *   marker, while a summary compiled alone has its own).
 * Otherwise (a marker inside a line or a list, an MDX post) the summary's text
 * is compiled as before (src/build/buildBlogs.ts).
 *
 * One difference is deliberate: a reference link in the summary whose
 * definition comes after the marker is a link here, where the summary's text
 * alone shows it as text (as Docusaurus does).
 */
import type { Root, RootContent } from 'hast';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { renderKey } from '../render/renderKeys.ts';
import { markdownTruncateMarker } from './truncate.ts';

/**
 * What cutting a post's summary needs to know of its text: how many truncate markers it has outside code, and its first
 * one's line in the file.
 */
export interface SummaryCut {
  markers: number;
  /** The line of the first marker in the post's file (1-based). */
  line: number;
}

type Node = Root | RootContent;

const isMarker = (node: Node): boolean =>
  node.type === 'comment' && markdownTruncateMarker.test(`<!--${node.value}-->`);

/** The marker comments of the tree, in document order, each with whether it is a child of the root. */
function markerComments(tree: Root): { node: Node; topLevel: boolean }[] {
  const found: { node: Node; topLevel: boolean }[] = [];
  const visit = (node: Node, topLevel: boolean): void => {
    if (isMarker(node)) found.push({ node, topLevel });
    if ('children' in node) for (const child of node.children) visit(child, node.type === 'root');
  };
  visit(tree, false);
  return found;
}

const hasFootnotes = (tree: Root): boolean =>
  tree.children.some(
    (node) => node.type === 'element' && node.tagName === 'section' && node.properties.dataFootnotes !== undefined,
  );

function elementIds(tree: Root): Set<string> {
  const ids = new Set<string>();
  const visit = (node: Node): void => {
    if (node.type === 'element' && typeof node.properties.id === 'string') ids.add(node.properties.id);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return ids;
}

const blankText = (node: RootContent | undefined): boolean => node?.type === 'text' && node.value.trim() === '';

/**
 * The summary's tree: the post's top-level nodes before its first marker, without the line breaks before it; undefined
 * where that would not be the summary's own.
 */
export function cutSummaryTree(post: Root, cut: SummaryCut): Root | undefined {
  const markers = markerComments(post);
  const first = markers[0];
  if (!first?.topLevel || markers.length !== cut.markers || hasFootnotes(post)) return undefined;
  const children = post.children.slice(0, post.children.indexOf(first.node as RootContent));
  while (blankText(children.at(-1))) children.pop();
  return { type: 'root', children };
}

/**
 * The summary as a compiled result of its own, from the post's: what comes before the marker of its
 * findings, and a key of the cut tree (lists render again when the summary changes, not the rest of the
 * post). Its `cacheKey` is the post's: it is made from the post's text (`isCutSummary`).
 */
export function cutSummary(post: CompiledDoc & { hast: Root }, cut: SummaryCut): CompiledDoc | undefined {
  const hast = cutSummaryTree(post.hast, cut);
  if (!hast) return undefined;
  const before = (at: { line: number }) => at.line < cut.line;
  const ids = elementIds(hast);
  return {
    hast,
    headings: post.headings.filter((heading) => ids.has(heading.id)),
    links: post.links.filter(before),
    widgetUses: post.widgetUses.filter(before),
    // What the page needs for them (math, diagrams): the post's, which the summary's are among.
    widgets: post.widgets,
    firstHeading: post.firstHeading,
    firstParagraph: post.firstParagraph,
    problems: [],
    dependencies: post.dependencies,
    islands: [],
    sourceKey: renderKey('summary', JSON.stringify(hast)),
    ...(post.cacheKey !== undefined ? { cacheKey: post.cacheKey } : {}),
  };
}

/** Whether a post's summary was cut from its tree (else its text was compiled): its tree is the post's, cut again. */
export function isCutSummary(post: CompiledDoc, summary: CompiledDoc): boolean {
  return summary.cacheKey !== undefined && summary.cacheKey === post.cacheKey;
}
