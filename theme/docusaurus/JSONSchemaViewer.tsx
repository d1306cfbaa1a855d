/**
 * `@theme/JSONSchemaViewer`, taking the props of the Docusaurus JSON Schema
 * plugin (jy95/docusaurus-json-schema-plugin) unchanged: `schema`,
 * `viewerOptions`, `resolverOptions` (its `jsonPointer` and `resolvers`) and
 * `className`. It
 * renders the theme's viewer as the `schema-viewer` island, so it hydrates
 * like `::schema-viewer`, with its props as JSON.
 *
 * Options that are functions (`DescriptionComponent`, `ValueComponent`,
 * `UnresolvedRefsComponent`) cannot travel as JSON: the build isolates such an
 * element into an island of its own (`remarkIsolateWidgets.ts`), which the
 * browser hydrates by creating the element again, as written, with the same
 * props. Where no such island exists (the element is made by code the build
 * cannot isolate), the viewer is static HTML whose rows still open.
 */
import type { ComponentType, ReactNode } from 'react';
import { Island } from '../islands/Island.tsx';
import SchemaViewerWidget from '../viewer/SchemaViewerIsland.tsx';
import type {
  SchemaResolver,
  UnresolvedRefsComponentProps,
  ValueComponentProps,
  ViewerOptions,
} from '../viewer/viewerOptions.ts';
import type { JSONSchema } from '../viewer/model/schema.ts';

/** The plugin's `viewerOptions`: ours, with its own shapes of the component props. */
export interface PluginViewerOptions
  extends Omit<ViewerOptions, 'ValueComponent' | 'UnresolvedRefsComponent' | 'resolverOptions'> {
  ValueComponent?: ComponentType<{ value: unknown; schema?: unknown }>;
  UnresolvedRefsComponent?: ComponentType<{ schema: Record<string, unknown> }>;
}

export interface JSONSchemaViewerProps {
  schema: JSONSchema;
  viewerOptions?: PluginViewerOptions;
  resolverOptions?: { jsonPointer?: string; resolvers?: Record<string, SchemaResolver> };
  className?: string;
  /** sitegen's own: the prefix of node ids. */
  idPrefix?: string;
  /** Set by the build on an element it isolated into an island of its own. */
  'data-sitegen-island'?: string;
  children?: ReactNode;
}

/** The plugin's components get the props it documents; ours get theirs. */
function adaptComponents(
  options: PluginViewerOptions,
): Pick<ViewerOptions, 'ValueComponent' | 'UnresolvedRefsComponent'> {
  const { ValueComponent, UnresolvedRefsComponent } = options;
  return {
    ...(ValueComponent
      ? {
          ValueComponent: ({ value, schema }: ValueComponentProps) => (
            <ValueComponent value={value} schema={schema ?? {}} />
          ),
        }
      : {}),
    ...(UnresolvedRefsComponent
      ? {
          UnresolvedRefsComponent: ({ reference, keyword }: UnresolvedRefsComponentProps) => (
            <UnresolvedRefsComponent schema={{ [keyword]: reference }} />
          ),
        }
      : {}),
  };
}

/** Whether props survive JSON unchanged: no functions, no class instances, no undefined in arrays. */
export function isSerializable(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isSerializable);
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return false;
    return Object.values(value).every((entry) => entry === undefined || isSerializable(entry));
  }
  return false;
}

export default function JSONSchemaViewer({
  schema,
  viewerOptions = {},
  resolverOptions = {},
  className,
  idPrefix,
  'data-sitegen-island': island,
}: JSONSchemaViewerProps) {
  const { DescriptionComponent, ValueComponent, UnresolvedRefsComponent, ...plainOptions } = viewerOptions;
  const props = {
    ...plainOptions,
    src: { schema: schema as LoadedSchema, baseUri: 'sitegen:/schema.json', documents: {} },
    ...(resolverOptions.jsonPointer !== undefined ? { jsonPointer: resolverOptions.jsonPointer } : {}),
    ...(resolverOptions.resolvers ? { resolverOptions: { resolvers: resolverOptions.resolvers } } : {}),
    ...(className !== undefined ? { className } : {}),
    ...(idPrefix !== undefined ? { idPrefix } : {}),
  };
  const components = {
    ...(DescriptionComponent ? { DescriptionComponent } : {}),
    ...adaptComponents({ ValueComponent, UnresolvedRefsComponent }),
  };
  const viewer = <SchemaViewerWidget {...props} {...components} />;
  if (Object.keys(components).length > 0 || resolverOptions.resolvers || !isSerializable(props)) {
    // The same markup inside the isolated island (on the server) and as that island's own render (in the browser).
    const own = <div className="sg-widget">{viewer}</div>;
    return island ? (
      <Island name={island} hydrate="idle" props={{}}>
        {own}
      </Island>
    ) : (
      own
    );
  }
  return (
    <Island name="schema-viewer" hydrate="idle" props={props}>
      {viewer}
    </Island>
  );
}

type LoadedSchema = boolean | Record<string, unknown>;
