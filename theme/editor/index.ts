/**
 * The editors' public entry, for React applications, site pages and widgets:
 *
 *     import { MonacoEditor } from 'sitegen-docs/editor';
 */
export { activateEditors, MonacoEditor, type MonacoEditorInstance, type MonacoEditorProps } from './MonacoEditor.tsx';
export { loadMonaco, type Monaco } from './loadMonaco.ts';
export { JSONSchemaEditor, type JSONSchemaEditorProps } from './JSONSchemaEditor.tsx';
