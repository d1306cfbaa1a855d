/**
 * The config's `widgets`: the site's own components usable as Markdown directives. Re-exported by
 * `defineConfig.ts`.
 */
/** A prop of a site widget: how its directive attribute is read. */
export interface SiteWidgetPropConfig {
  name: string;
  /** `schemaFile`: a schema file the build loads (with the files it references) before rendering. */
  kind: 'string' | 'number' | 'boolean' | 'json' | 'schemaFile';
  required?: boolean;
  description: string;
}

/**
 * A widget of the site's own, usable as `::name{…}` in Markdown: a React
 * component (the module's default export) rendered at build time and
 * hydrated in the browser as an island.
 */
export interface SiteWidgetConfig {
  /** Lowercase letters, digits and dashes, e.g. `custom-values-viewer`. */
  name: string;
  /** The component's module, relative to the site folder, e.g. `widgets/CustomValues.tsx`. */
  module: string;
  description: string;
  props?: SiteWidgetPropConfig[];
  /** When the browser hydrates it. @default 'visible' */
  hydrate?: 'load' | 'idle' | 'visible';
  /** Render only in the browser. @default false */
  clientOnly?: boolean;
  /** It uses the Monaco editor (`sitegen-docs/editor`): its pages get the Monaco bundle. @default false */
  monaco?: boolean;
}
