/** Diagnostics become Monaco markers on the model they were computed from (and only while it still holds that text). */
import { useEffect } from 'react';
import type { MonacoEditorInstance } from '../editor/MonacoEditor.tsx';
import type { Monaco } from '../editor/loadMonaco.ts';
import type { Diagnostic, Severity } from './model/diagnostic.ts';

export const markerOwner = 'sitegen-playground';

function markerSeverity(monaco: Monaco, severity: Severity) {
  if (severity === 'error') return monaco.MarkerSeverity.Error;
  if (severity === 'warning') return monaco.MarkerSeverity.Warning;
  return monaco.MarkerSeverity.Info;
}

/** Sets the markers, unless the editor's text moved on since `text` was checked (the next check sets them). */
function showDiagnostics(
  monaco: Monaco,
  editor: MonacoEditorInstance,
  text: string,
  diagnostics: readonly Diagnostic[],
): void {
  const model = editor.getModel();
  if (!model || model.getValue() !== text) return;
  monaco.editor.setModelMarkers(
    model,
    markerOwner,
    diagnostics.map((diagnostic) => {
      const start = model.getPositionAt(diagnostic.start);
      const end = model.getPositionAt(diagnostic.end);
      return {
        severity: markerSeverity(monaco, diagnostic.severity),
        message: diagnostic.message,
        source: diagnostic.keyword,
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
      };
    }),
  );
}

function clearDiagnostics(monaco: Monaco, editor: MonacoEditorInstance): void {
  const model = editor.getModel();
  if (model) monaco.editor.setModelMarkers(model, markerOwner, []);
}

/**
 * Keeps an editor's markers on its latest report: set when checked, cleared when the text cannot be checked, kept while
 * pending.
 */
export function useReportMarkers(
  monaco: Monaco | undefined,
  editor: MonacoEditorInstance | undefined,
  report: { kind: string; text?: string; diagnostics?: readonly Diagnostic[] },
): void {
  useEffect(() => {
    if (!monaco || !editor) return;
    if (report.kind === 'checked' && report.text !== undefined && report.diagnostics)
      showDiagnostics(monaco, editor, report.text, report.diagnostics);
    else if (report.kind !== 'pending') clearDiagnostics(monaco, editor);
  }, [monaco, editor, report]);
}

/** Replaces the editor's whole text as one edit the reader can undo. */
export function replaceText(editor: MonacoEditorInstance, text: string): void {
  const model = editor.getModel();
  if (!model) return;
  editor.pushUndoStop();
  editor.executeEdits('sitegen-playground', [{ range: model.getFullModelRange(), text, forceMoveMarkers: true }]);
  editor.pushUndoStop();
}

/** Puts the cursor at a character offset, scrolls it into view and focuses the editor. */
export function revealOffset(editor: MonacoEditorInstance, offset: number): void {
  const model = editor.getModel();
  if (!model) return;
  const position = model.getPositionAt(offset);
  editor.setPosition(position);
  editor.revealPositionInCenterIfOutsideViewport(position);
  editor.focus();
}
