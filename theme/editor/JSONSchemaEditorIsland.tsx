/** The `::json-schema-editor` widget: JSON data checked against a schema file the build loaded. */
import type { LoadedSchemaProp } from '../widgets/widgetTypes.ts';
import { JSONSchemaEditor } from './JSONSchemaEditor.tsx';

export interface JSONSchemaEditorWidgetProps {
  schema: LoadedSchemaProp;
  value?: string;
  height?: number;
  ariaLabel?: string;
  loadOn?: 'mount' | 'interaction';
}

export default function JSONSchemaEditorWidget({
  schema,
  value,
  height,
  ariaLabel,
  loadOn,
}: JSONSchemaEditorWidgetProps) {
  return (
    <JSONSchemaEditor
      schema={schema.schema}
      schemaUri={schema.baseUri}
      defaultValue={value ?? '{}'}
      schemas={Object.entries(schema.documents).map(([uri, document]) => ({ uri, schema: document }))}
      {...(height ? { height } : {})}
      {...(ariaLabel ? { ariaLabel } : {})}
      {...(loadOn ? { loadOn } : {})}
    />
  );
}
