/**
 * The viewer's options: their types and defaults. Each option is documented
 * on the API page (/docs/api/JSONSchemaViewer); test/content/apiDocs.test.ts fails when the two disagree.
 */
import type { ComponentType } from 'react';
import type { Draft } from './model/draft.ts';
import type { QualifierKind } from './model/qualifiers.ts';
import { defaultQualifierOrder } from './model/qualifiers.ts';
import type { JSONSchema } from './model/schema.ts';

export interface DescriptionComponentProps {
  /** The `description` text, Markdown. */
  description: string;
}

export interface ValueComponentProps {
  /** A value from `enum`, `const`, `default` or `examples`. */
  value: unknown;
  /** The schema (after references) whose keyword holds the value, e.g. to mark its `default` among its `enum`. */
  schema?: JSONSchema;
}

export interface UnresolvedRefsComponentProps {
  /** The reference as written: `#/$defs/missing`, `other.json`. */
  reference: string;
  /** The keyword: `$ref`, `$dynamicRef` or `$recursiveRef`. */
  keyword: string;
  /** The absolute URI it resolved to. */
  uri: string;
  /** Why it could not be resolved. */
  reason: string;
}

export interface ResolverOptions {
  /** The URI the schema was retrieved from; relative references resolve against it. Default: `sitegen:/schema.json`. */
  baseUri?: string;
  /** Other schema documents by URI (the build passes the files a schema references). */
  documents?: Record<string, JSONSchema>;
  /** Fetch `http(s)` references in the browser (`'fetch'`, the default) or leave them unresolved (`'none'`). */
  remote?: 'fetch' | 'none';
  /**
   * Links to show on references into these documents, by document URI (the `sitegen schema` pages link to each other).
   */
  documentLinks?: Record<string, string>;
  /**
   * Documents known to be missing, by URI (without fragment): references to them show as unresolved at once,
   * never fetched (`sitegen schema` lists the files a `--map` folder lacks).
   */
  missingDocuments?: string[];
  /** The draft for schemas without `$schema`. Default: 2020-12. */
  defaultDraft?: Draft;
  /**
   * Loaders of referenced documents by URI scheme (`http`, `https`, `file`…), as the Docusaurus JSON Schema
   * plugin's `resolverOptions.resolvers`: `resolve(ref)` returns a promise of the document. A reference whose
   * scheme has one goes to it with its full URI; a relative reference in a schema without `$id` or
   * `baseUri` goes to the `file` resolver as written (`../common.json`). Called in the browser only.
   */
  resolvers?: Record<string, SchemaResolver>;
}

/** A loader of referenced documents (`ResolverOptions.resolvers`). */
export interface SchemaResolver {
  resolve(ref: string): Promise<unknown>;
}

export interface ViewerOptions {
  /** Levels of nested rows open at first: 0 shows the root's rows closed. Default 0. */
  defaultExpandDepth?: number;
  /** Show `examples` as a qualifier line. Default false. */
  showExamples?: boolean;
  /** Show `$comment` under the description. Default false. */
  showComments?: boolean;
  /** Which qualifier messages show, in this order. Default: every kind, in `defaultQualifierOrder`. */
  qualifierMessagesOrder?: readonly QualifierKind[];
  /** Renders descriptions. Default: Markdown (paragraphs, lists, code, emphasis, links) rendered safely, no HTML. */
  DescriptionComponent?: ComponentType<DescriptionComponentProps>;
  /** Renders values of enum, const, default and examples. Default: JSON in `<code>`. */
  ValueComponent?: ComponentType<ValueComponentProps>;
  /** Renders a reference that cannot be resolved. Default: "Unresolved reference" with the reference and the reason. */
  UnresolvedRefsComponent?: ComponentType<UnresolvedRefsComponentProps>;
  /** Render only the subschema at this JSON Pointer (`/properties/address`). Default: the whole schema. */
  jsonPointer?: string;
  /** Extra class names on the viewer's root element. */
  className?: string;
  /** How references resolve. */
  resolverOptions?: ResolverOptions;
  /** Nodes the server renders before the rest waits for an expand. Default 1500. */
  nodeBudget?: number;
}

export interface JSONSchemaViewerProps extends ViewerOptions {
  /** The schema: an object or a boolean. */
  schema: JSONSchema;
  /**
   * The prefix of every node id; give each viewer on a page its own. Default: from the schema's title, else "schema".
   */
  idPrefix?: string;
}

export const viewerDefaults = {
  defaultExpandDepth: 0,
  showExamples: false,
  showComments: false,
  qualifierMessagesOrder: defaultQualifierOrder,
  jsonPointer: '',
  nodeBudget: 1500,
} as const;

/** "Expand all" opens at most this many nodes; the filter searches at most this many. */
export const expandAllLimit = 2000;
export const filterLimit = 5000;
/** Node ids the build registers as link targets of a page (rendered or not), at most. */
export const anchorLimit = 5000;
/**
 * Levels of nodes below the root the viewer shows; a node at this level shows
 * its own keywords and "Nested too deeply to show here" instead of its
 * children. Every walk stops here too. A level nests up to 9 elements (a row
 * holding type tabs of properties), so 48 levels stay under Chromium's HTML
 * parser cap of 512 (deeper elements are re-parented, and hydration would not
 * match); the deepest of 951 SchemaStore schemas reaches 32.
 */
export const maxNestingDepth = 48;
/**
 * Levels whose bodies the server renders at most, whatever `nodeBudget` allows;
 * deeper ones render in the browser when opened. React's server renderer
 * recovers from a stack overflow by splitting its work, and on deeply nested
 * markup (about 28 levels of oneOf branches holding properties, with Node's
 * default stack) the HTML it then writes loses elements, so hydration fails.
 */
export const serverRenderDepth = 16;
