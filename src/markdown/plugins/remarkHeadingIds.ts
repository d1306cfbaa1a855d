/**
 * Gives every heading an id, as GitHub does (github-slugger, unique per page),
 * or the explicit one written as `## Title {#my-id}`. Records the headings
 * for the table of contents and anchor validation.
 *
 * As in Docusaurus, raw HTML in a heading does not count towards its text:
 * `` ## `flag` <span class="badge">New</span> `` is `flag-new`, the words the
 * reader sees, not the markup.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { forEachNode } from './treeWalk.ts';
import type { VFile } from 'vfile';
import { contextOf } from '../compileContext.ts';

const explicitId = /\s*\{#([^\s}]+)\}\s*$/;

function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'text') return undefined;
  const match = explicitId.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}

export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    const slugger = new GithubSlugger();
    forEachNode(tree, (node) => {
      if (node.type !== 'heading') return;
      const heading = node as Heading;
      const explicit = takeExplicitId(heading);
      const text = heading.children
        .filter((child) => child.type !== 'html')
        .map((child) => toString(child))
        .join('')
        .trim();
      const id = explicit ?? slugger.slug(text);
      if (explicit) slugger.slug(explicit); // reserve it, so a later heading gets -1
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
      context.headings.push({ depth: heading.depth, id, text });
    });
  };
}
