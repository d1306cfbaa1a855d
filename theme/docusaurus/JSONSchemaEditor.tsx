/**
 * `@theme/JSONSchemaEditor`: the JSON Schema plugin's editor (`schema`, and react-monaco-editor's
 * props). Given data only (`value`/`defaultValue`, `height`) it is the `json-schema-editor` island,
 * hydrated on its own; with callbacks (`onChange`, `editorDidMount`), or inside a page that is hydrated
 * whole, it is the editor itself.
 */
import { useContext } from 'react';
import { InsideIslandContext } from '../context.ts';
import { Island } from '../islands/Island.tsx';
import JSONSchemaEditorWidget from '../editor/JSONSchemaEditorIsland.tsx';
import { JSONSchemaEditor as Editor } from '../editor/JSONSchemaEditor.tsx';
import { isLiveEditor, liveEditorProps, type MonacoEditorProps } from './MonacoEditor.tsx';

export interface JSONSchemaEditorProps extends Omit<MonacoEditorProps, 'language'> {
  schema: boolean | Record<string, unknown>;
}

export default function JSONSchemaEditor(props: JSONSchemaEditorProps) {
  const { schema, value, defaultValue, height, ariaLabel, 'data-sitegen-island': island } = props;
  if (isLiveEditor(props, useContext(InsideIslandContext))) {
    return (
      <div
        style={props.width !== undefined ? { width: props.width } : undefined}
        className={props.className ?? undefined}
      >
        <Editor schema={schema} {...liveEditorProps(props)} />
      </div>
    );
  }
  const data = {
    schema: { schema, baseUri: 'sitegen:/schema.json', documents: {} },
    value: value ?? defaultValue ?? '{}',
    ...(typeof height === 'number'
      ? { height }
      : typeof height === 'string' && /^\d+(px)?$/.test(height)
        ? { height: Number.parseInt(height, 10) }
        : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
  };
  // In the build's isolated island the browser makes this element itself; the widget's own island inside it is bare.
  if (island)
    return (
      <Island name={island} hydrate="visible" props={{}}>
        <Island name="json-schema-editor" hydrate="visible" props={data}>
          <JSONSchemaEditorWidget {...data} />
        </Island>
      </Island>
    );
  return (
    <Island name="json-schema-editor" hydrate="visible" props={data}>
      <JSONSchemaEditorWidget {...data} />
    </Island>
  );
}
