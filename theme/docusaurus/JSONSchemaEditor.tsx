/** `@theme/JSONSchemaEditor`: the plugin's editor (`schema`, `value`/`defaultValue`, `height`) as the `json-schema-editor` island. */
import { Island } from '../islands/Island.tsx';
import JSONSchemaEditorWidget from '../editor/JSONSchemaEditorIsland.tsx';

export interface JSONSchemaEditorProps {
  schema: boolean | Record<string, unknown>;
  value?: string;
  defaultValue?: string;
  height?: number | string;
  ariaLabel?: string;
  /** Set by the build on an element whose props are code, isolated into an island of its own. */
  'data-sitegen-island'?: string;
}

export default function JSONSchemaEditor({ schema, value, defaultValue, height, ariaLabel, 'data-sitegen-island': island }: JSONSchemaEditorProps) {
  const props = {
    schema: { schema, baseUri: 'sitegen:/schema.json', documents: {} },
    value: value ?? defaultValue ?? '{}',
    ...(typeof height === 'number' ? { height } : typeof height === 'string' && /^\d+(px)?$/.test(height) ? { height: Number.parseInt(height, 10) } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
  };
  // In the build's isolated island the browser makes this element itself; the widget's own island inside it is bare.
  if (island) return <Island name={island} hydrate="visible" props={{}}><Island name="json-schema-editor" hydrate="visible" props={props}><JSONSchemaEditorWidget {...props} /></Island></Island>;
  return <Island name="json-schema-editor" hydrate="visible" props={props}><JSONSchemaEditorWidget {...props} /></Island>;
}
