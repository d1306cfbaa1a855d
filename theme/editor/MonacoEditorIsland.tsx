/** The `::monaco-editor` widget: a Monaco editor from JSON props (text, language, height, read-only). */
import { MonacoEditor } from './MonacoEditor.tsx';

export interface MonacoEditorWidgetProps {
  value?: string;
  language?: string;
  height?: number;
  readOnly?: boolean;
  ariaLabel?: string;
  loadOn?: 'mount' | 'interaction';
}

export default function MonacoEditorWidget({
  value,
  language,
  height,
  readOnly,
  ariaLabel,
  loadOn,
}: MonacoEditorWidgetProps) {
  return (
    <MonacoEditor
      defaultValue={value ?? ''}
      {...(language ? { language } : {})}
      {...(height ? { height } : {})}
      {...(ariaLabel ? { ariaLabel } : {})}
      {...(readOnly ? { options: { readOnly: true } } : {})}
      {...(loadOn ? { loadOn } : {})}
    />
  );
}
