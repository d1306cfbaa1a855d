/**
 * Helpers for the viewer's unit tests: render the viewer to a server string
 * (no DOM here) and read the parts the tests assert on.
 */
import { renderToString } from 'react-dom/server';
import { JSONSchemaViewer, type JSONSchemaViewerProps } from '../../../theme/viewer/JSONSchemaViewer.tsx';
import { SchemaRegistry } from '../../../theme/viewer/model/registry.ts';
import type { JSONSchema } from '../../../theme/viewer/model/schema.ts';
import { defaultQualifierOrder } from '../../../theme/viewer/model/qualifiers.ts';
import { TreeModel } from '../../../theme/viewer/model/treeModel.ts';
import { childrenOf, type ViewNode } from '../../../theme/viewer/model/tree.ts';
import { isWithin } from '../../../theme/viewer/model/nodeIds.ts';
import type { Draft } from '../../../theme/viewer/model/draft.ts';
import { maxNestingDepth } from '../../../theme/viewer/viewerOptions.ts';

export type ViewerProps = Omit<JSONSchemaViewerProps, 'schema'>;

export interface Rendered {
  html: string;
  /** Everything a reader sees, tags replaced by spaces, entities decoded, whitespace collapsed. */
  text: string;
  /** The visible text of each qualifier line, in order ("Length: at least 1 character"). */
  qualifiers: string[];
}

const entities: Record<string, string> = {
  '&gt;': '>',
  '&lt;': '<',
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};

export function decode(text: string): string {
  return text.replace(/&(?:gt|lt|amp|quot|#x27|#39);/g, (entity) => entities[entity] ?? entity);
}

const withoutComments = (html: string) => html.replace(/<!--[\s\S]*?-->/g, '');

/** The text of an HTML fragment; every tag becomes a space (good for "contains this phrase"). */
export function textOf(html: string): string {
  return decode(withoutComments(html).replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text as a browser shows it inside one line: tags removed without adding spaces. */
export function inlineTextOf(html: string): string {
  return decode(withoutComments(html).replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The visible text of each qualifier line in a fragment. */
export function qualifierLines(html: string): string[] {
  return [...html.matchAll(/<li class="sg-schema-qualifier sg-schema-qualifier--\w+">([\s\S]*?)<\/li>/g)].map((m) =>
    inlineTextOf(m[1] ?? ''),
  );
}

/** The kinds of the qualifier lines in a fragment, in order. */
export function qualifierKinds(html: string): string[] {
  return [...html.matchAll(/<li class="sg-schema-qualifier sg-schema-qualifier--(\w+)">/g)].map((m) => m[1] ?? '');
}

/** The outer HTML of the element with this id (matching nested tags of the same name), or undefined. */
export function elementById(html: string, id: string): string | undefined {
  const start = html.indexOf(` id="${id}"`);
  if (start === -1) return undefined;
  const open = html.lastIndexOf('<', start);
  const name = /^<([a-z]+)/.exec(html.slice(open))?.[1];
  if (!name) return undefined;
  const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  tags.lastIndex = open;
  let depth = 0;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[1] === '/' ? -1 : 1;
    if (depth === 0) return html.slice(open, match.index + match[0].length);
  }
  return undefined;
}

/** Like `elementById`, but fails the test with a readable message when the element is missing. */
export function nodeHtml(html: string, id: string): string {
  const found = elementById(html, id);
  if (found === undefined) throw new Error(`No element with id="${id}" in:\n${html}`);
  return found;
}

/** The header text of a node (name, type, badges), without its body. */
export function headerText(html: string, id: string): string {
  const node = nodeHtml(html, id);
  const head = /<span class="sg-schema-head">([\s\S]*?)(?:<\/summary>|<span class="sg-schema-link">)/.exec(node);
  return textOf(head?.[1] ?? '');
}

/** Every id attribute in the HTML. */
export function idsOf(html: string): string[] {
  return [...html.matchAll(/ id="([^"]*)"/g)].map((m) => m[1] ?? '');
}

export function renderViewer(schema: JSONSchema, props: ViewerProps = {}): Rendered {
  const html = renderToString(<JSONSchemaViewer schema={schema} idPrefix="t" {...props} />);
  return { html, text: textOf(html), qualifiers: qualifierLines(html) };
}

/** Qualifier lines of a schema rendered at the root (the root's own lines come first in the HTML). */
export function qualifiersFor(schema: JSONSchema, props: ViewerProps = {}): string[] {
  return renderViewer(schema, props).qualifiers;
}

export interface ModelOptions {
  documents?: Record<string, JSONSchema>;
  baseUri?: string;
  defaultDraft?: Draft;
  jsonPointer?: string;
  showExamples?: boolean;
}

/** A TreeModel built the way the viewer builds it. */
export function modelFor(schema: JSONSchema, options: ModelOptions = {}): TreeModel {
  const registry = new SchemaRegistry(options.defaultDraft ?? '2020-12');
  const baseUri = options.baseUri ?? 'sitegen:/schema.json';
  registry.addDocument(baseUri, schema);
  for (const [uri, document] of Object.entries(options.documents ?? {})) registry.addDocument(uri, document);
  const location = { document: baseUri, pointer: options.jsonPointer ?? '' };
  const root = registry.schemaAt(location);
  if (root === undefined) throw new Error(`No schema at ${options.jsonPointer ?? ''}`);
  return new TreeModel(
    registry,
    {
      idPrefix: 't',
      qualifierOrder: defaultQualifierOrder,
      showExamples: options.showExamples ?? false,
      showComments: false,
      maxDepth: maxNestingDepth,
    },
    location,
    root,
  );
}

/** The node with this id in a model, found by walking down its children. */
export function nodeById(model: TreeModel, id: string): ViewNode {
  let node = model.root;
  while (node.id !== id) {
    const next = childrenOf(model.describe(node)).find((c) => isWithin(id, c.node.id));
    if (!next) throw new Error(`No node ${id} under ${node.id}`);
    node = next.node;
  }
  return node;
}
