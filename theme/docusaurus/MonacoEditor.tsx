/** `@theme/MonacoEditor`: the plugin's Monaco wrapper (`value`, `language`, `height`, `options.readOnly`) as the `monaco-editor` island. */
import { Island } from '../islands/Island.tsx';
import MonacoEditorWidget from '../editor/MonacoEditorIsland.tsx';

export interface MonacoEditorProps {
  value?: string;
  defaultValue?: string;
  language?: string;
  height?: number | string;
  options?: { readOnly?: boolean };
  ariaLabel?: string;
  /** Set by the build on an element whose props are code, isolated into an island of its own. */
  'data-sitegen-island'?: string;
}

export default function MonacoEditor({ value, defaultValue, language, height, options, ariaLabel, 'data-sitegen-island': island }: MonacoEditorProps) {
  const props = {
    value: value ?? defaultValue ?? '',
    ...(language ? { language } : {}),
    ...(typeof height === 'number' ? { height } : typeof height === 'string' && /^\d+(px)?$/.test(height) ? { height: Number.parseInt(height, 10) } : {}),
    ...(options?.readOnly ? { readOnly: true } : {}),
    ...(ariaLabel ? { ariaLabel } : {}),
  };
  // In the build's isolated island the browser makes this element itself; the widget's own island inside it is bare.
  if (island) return <Island name={island} hydrate="visible" props={{}}><Island name="monaco-editor" hydrate="visible" props={props}><MonacoEditorWidget {...props} /></Island></Island>;
  return <Island name="monaco-editor" hydrate="visible" props={props}><MonacoEditorWidget {...props} /></Island>;
}
