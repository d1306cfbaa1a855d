/**
 * `@theme/MonacoEditor`, the JSON Schema plugin's wrapper of react-monaco-editor. Given data only
 * (`value`, `language`, `height`, `options.readOnly`) it is the `monaco-editor` island, hydrated on its
 * own; with callbacks (`onChange`, `editorDidMount`), or inside a page that is hydrated whole, it is the
 * editor itself, with react-monaco-editor's props. `monaco` is Monaco's API once loaded.
 */
import { useContext } from 'react';
import type * as MonacoModule from 'monaco-editor';
import { InsideIslandContext } from '../context.ts';
import { Island } from '../islands/Island.tsx';
import MonacoEditorWidget from '../editor/MonacoEditorIsland.tsx';
import { MonacoEditor as Editor, type MonacoEditorInstance } from '../editor/MonacoEditor.tsx';
import { loadedMonaco, type Monaco } from '../editor/loadMonaco.ts';

export type MonacoEditorTypes = typeof MonacoModule;

export interface MonacoEditorProps {
  value?: string | null;
  defaultValue?: string;
  language?: string;
  theme?: string | null;
  width?: number | string;
  height?: number | string;
  options?: MonacoModule.editor.IStandaloneEditorConstructionOptions;
  className?: string | null;
  uri?: (monaco: Monaco) => MonacoModule.Uri;
  onChange?: (value: string, event?: unknown) => void;
  editorDidMount?: (editor: MonacoEditorInstance, monaco: Monaco) => void;
  editorWillMount?: (monaco: Monaco) => void;
  ariaLabel?: string;
  /** Set by the build on an element whose props are code, isolated into an island of its own. */
  'data-sitegen-island'?: string;
}

/** Monaco's API, once an editor of the page has loaded it (its enums, `editor.setModelMarkers`…). */
export const monaco: Monaco = new Proxy({} as Monaco, {
  get: (_target, key) => (loadedMonaco() as Record<string | symbol, unknown> | undefined)?.[key],
});

function pixels(height: number | string | undefined): number | undefined {
  if (typeof height === 'number') return height;
  return typeof height === 'string' && /^\d+(px)?$/.test(height) ? Number.parseInt(height, 10) : undefined;
}

/**
 * Whether the editor is rendered as itself, with react-monaco-editor's props: given callbacks, or inside a
 * page hydrated whole (where an island of its own would be bare). Otherwise it is an island of data.
 */
export function isLiveEditor(props: MonacoEditorProps, inIsland: boolean): boolean {
  return (
    props.onChange !== undefined ||
    props.editorDidMount !== undefined ||
    props.editorWillMount !== undefined ||
    (inIsland && !props['data-sitegen-island'])
  );
}

/** react-monaco-editor's props as the theme's editor takes them (`sitegen-docs/editor`). */
export function liveEditorProps(props: MonacoEditorProps) {
  return {
    value: props.value ?? undefined,
    ...(props.defaultValue !== undefined ? { defaultValue: props.defaultValue } : {}),
    ...(props.theme ? { theme: props.theme } : {}),
    height: props.height ?? 300,
    ...(props.options ? { options: props.options } : {}),
    ...(props.ariaLabel ? { ariaLabel: props.ariaLabel } : {}),
    ...(props.onChange ? { onChange: (text: string) => props.onChange?.(text) } : {}),
    onMount: (editor: MonacoEditorInstance, api: Monaco) => {
      props.editorWillMount?.(api);
      props.editorDidMount?.(editor, api);
    },
  };
}

export default function MonacoEditor(props: MonacoEditorProps) {
  const { value, defaultValue, language, height, options, ariaLabel, 'data-sitegen-island': island } = props;
  if (isLiveEditor(props, useContext(InsideIslandContext))) {
    return (
      <div
        style={props.width !== undefined ? { width: props.width } : undefined}
        className={props.className ?? undefined}
      >
        <Editor {...liveEditorProps(props)} language={language ?? 'plaintext'} />
      </div>
    );
  }
  const data = {
    value: value ?? defaultValue ?? '',
    ...(language ? { language } : {}),
    ...(pixels(height) !== undefined ? { height: pixels(height) } : {}),
    ...(options?.readOnly ? { readOnly: true } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
  };
  // In the build's isolated island the browser makes this element itself; the widget's own island inside it is bare.
  if (island)
    return (
      <Island name={island} hydrate="visible" props={{}}>
        <Island name="monaco-editor" hydrate="visible" props={data}>
          <MonacoEditorWidget {...data} />
        </Island>
      </Island>
    );
  return (
    <Island name="monaco-editor" hydrate="visible" props={data}>
      <MonacoEditorWidget {...data} />
    </Island>
  );
}
