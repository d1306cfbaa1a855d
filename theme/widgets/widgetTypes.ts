/**
 * The contract between Markdown widget directives (`::name{prop=…}`) and the
 * components that render them. The compiler checks props against `props`;
 * the renderer looks up `component`; islands are hydrated in the browser.
 */
import type { ComponentType } from 'react';
import type { SidebarEntry } from '../data/siteData.ts';

/** What a widget's `check` can see: the page it is on and the site's sidebars. */
export interface WidgetCheckContext {
  pageHref: string;
  sidebars: Record<string, SidebarEntry[]>;
}

/**
 * `schemaFile`: a path to a JSON Schema file, relative to the Markdown file or,
 * starting with `/`, to `static/`. The build loads it and every file its
 * references reach; the component receives a `LoadedSchemaProp` instead.
 */
export type WidgetPropKind = 'string' | 'number' | 'boolean' | 'json' | 'schemaFile';

/** What a `schemaFile` prop becomes. */
export interface LoadedSchemaProp {
  schema: boolean | Record<string, unknown>;
  /** `site:/` and the file's path inside the site: the base of its relative references. */
  baseUri: string;
  /** The other files it references, by URI. */
  documents: Record<string, boolean | Record<string, unknown>>;
  /** Where the file is served, when it is under `static/`. */
  href?: string;
}

export interface WidgetPropSpec {
  kind: WidgetPropKind;
  required?: boolean;
  description: string;
}

/** When the browser hydrates an island: at once, when the main thread is idle, or when it scrolls into view. */
export type HydrationStrategy = 'load' | 'idle' | 'visible';

export interface IslandSpec {
  hydrate: HydrationStrategy;
  /** Render only in the browser (`createRoot`), for widgets such as Monaco that cannot render on the server. */
  clientOnly?: boolean;
  /** Absolute path of the module whose default export is the component, bundled for the browser. */
  module: string;
  /** It needs Monaco: pages that show it get the Monaco bundle's addresses (and only those pages). */
  monaco?: boolean;
}

export interface WidgetDefinition {
  description: string;
  props: Record<string, WidgetPropSpec>;
  /** Usable inside a paragraph as `:name{…}`; renders a `span`. */
  inline?: boolean;
  // Props are checked against `props` at compile time; the component's own prop type varies per widget.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: ComponentType<any>;
  island?: IslandSpec;
  /**
   * Checks props against the built site before rendering; a returned message
   * fails the build at the directive's line (rather than a render error at
   * the top of the file).
   */
  check?: (props: Record<string, unknown>, context: WidgetCheckContext) => string | undefined;
}

export type WidgetRegistry = ReadonlyMap<string, WidgetDefinition>;
