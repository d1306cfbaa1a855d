/**
 * A typed React wrapper around Monaco, loaded from the site's own assets.
 * The server renders a placeholder of the editor's height, so nothing moves
 * when the editor appears; if Monaco's code fails to load, the place shows
 * "Page Error" with "Retry". Its theme follows the site's colour mode unless
 * `theme` is given.
 *
 * With `loadOn: 'interaction'` the editor is its text, shown as code, until
 * the reader points at it, touches it, focuses it or types in it (or
 * `activateEditors()` is called); only then does Monaco (1.1 MB in brotli,
 * seconds of a phone's time) load. Every such editor of the page wakes with
 * the first, since they share the one Monaco.
 */
import { useEffect, useRef, useState } from 'react';
import type * as MonacoModule from 'monaco-editor';
import { loadMonaco, onMonacoLoaded, type Monaco } from './loadMonaco.ts';
import { useTranslate } from '../i18n/translate.ts';

export type MonacoEditorInstance = MonacoModule.editor.IStandaloneCodeEditor;

export interface MonacoEditorProps {
  /** The text, controlled: the editor shows it whenever it changes. */
  value?: string;
  /** The first text, uncontrolled. */
  defaultValue?: string;
  /** A Monaco language id. Default `plaintext`; the bundle has `json` with validation and completion. */
  language?: string;
  /** `vs` or `vs-dark` (or a theme you defined). Default: follows the site's colour mode. */
  theme?: string;
  /** CSS height of the editor (a number is pixels). Default 300. */
  height?: number | string;
  /** Monaco's construction options (minimap, lineNumbers, readOnly…). */
  options?: MonacoModule.editor.IStandaloneEditorConstructionOptions;
  /** Called with the whole text after every edit. */
  onChange?: (value: string) => void;
  /** Called once the editor exists, with it and the Monaco API (models, markers, languages). */
  onMount?: (editor: MonacoEditorInstance, monaco: Monaco) => void;
  /** The model's URI, e.g. `inmemory://schemas/person.json`; unique per editor. Default: a generated one. */
  path?: string;
  /** The accessible name of the editor. Default "Code editor". */
  ariaLabel?: string;
  className?: string;
  /**
   * When Monaco loads: as the editor mounts, or at the reader's first interaction with it (its text shows
   * as code meanwhile), which spares a page its weight until someone edits. Default `mount`.
   */
  loadOn?: 'mount' | 'interaction';
}

let editorCount = 0;

/** The editors waiting for an interaction: each wakes when any of them, or the page, asks. */
const sleeping = new Set<() => void>();

/** Loads every editor of the page that waits for an interaction (a toolbar used before the editors, say). */
export function activateEditors(): void {
  for (const wake of [...sleeping]) wake();
}

function siteTheme(): string {
  return document.documentElement.dataset.theme === 'dark' ? 'vs-dark' : 'vs';
}

export function MonacoEditor(props: MonacoEditorProps) {
  const t = useTranslate();
  const {
    value,
    defaultValue,
    language = 'plaintext',
    theme,
    height = 300,
    options,
    path,
    ariaLabel = t('sitegen.editor.ariaLabel'),
    className,
    loadOn = 'mount',
  } = props;
  const container = useRef<HTMLDivElement>(null);
  const editorRef = useRef<MonacoEditorInstance | undefined>(undefined);
  const monacoRef = useRef<Monaco | undefined>(undefined);
  // The text last reported through onChange: a parent echoing it back as `value` must not rewrite the editor,
  // which may already hold newer keystrokes.
  const lastEmitted = useRef<string | undefined>(undefined);
  // The latest callbacks, so the editor's listeners never call stale ones.
  const callbacks = useRef({ onChange: props.onChange, onMount: props.onMount });
  callbacks.current = { onChange: props.onChange, onMount: props.onMount };
  // The text to create the model with: the latest, not the first render's (a parent may set it while Monaco loads,
  // and that text must not become an edit that Ctrl+Z takes back to the old one).
  const initialText = useRef('');
  initialText.current = value ?? defaultValue ?? '';
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'failed'>(
    loadOn === 'interaction' ? 'idle' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);
  // An editor woken by focus or a key takes the focus once it exists: the reader was about to type.
  const focusWhenReady = useRef(false);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state !== 'idle') return undefined;
    const wake = () => setState('loading');
    sleeping.add(wake);
    // A pointer already over the editor, or the focus in it, when the page hydrates has no event left to send.
    const box = wrapper.current;
    if (box?.contains(document.activeElement)) focusWhenReady.current = true;
    if (box && (box.matches(':hover') || box.contains(document.activeElement))) activateEditors();
    return () => {
      sleeping.delete(wake);
    };
  }, [state]);
  const wakeUp = (focus: boolean) => {
    if (state !== 'idle') return;
    focusWhenReady.current = focus;
    activateEditors();
  };

  useEffect(() => {
    if (state === 'idle') return undefined;
    let disposed = false;
    let dispose = () => undefined as void;
    setState('loading');
    loadMonaco().then(
      (monaco) => {
        if (disposed || !container.current) return;
        monacoRef.current = monaco;
        const uri = monaco.Uri.parse(
          path ?? `inmemory://sitegen/editor-${++editorCount}.${language === 'json' ? 'json' : 'txt'}`,
        );
        const model = monaco.editor.getModel(uri) ?? monaco.editor.createModel(initialText.current, language, uri);
        const editor = monaco.editor.create(container.current, {
          automaticLayout: true,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          ariaLabel,
          ...options,
          model,
          theme: theme ?? siteTheme(),
        });
        editorRef.current = editor;
        const changes = editor.onDidChangeModelContent(() => {
          lastEmitted.current = editor.getValue();
          callbacks.current.onChange?.(lastEmitted.current);
        });
        // Follow the site's colour mode while no theme is given.
        const observer = new MutationObserver(() => {
          if (!theme) monaco.editor.setTheme(siteTheme());
        });
        observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
        // The reader's focus moves to the editor only if it is still on the text that stood in for it.
        const focusStays = focusWhenReady.current && !!wrapper.current?.contains(document.activeElement);
        setState('ready');
        if (focusStays) editor.focus();
        callbacks.current.onMount?.(editor, monaco);
        dispose = () => {
          observer.disconnect();
          changes.dispose();
          editor.dispose();
          model.dispose();
          editorRef.current = undefined;
        };
      },
      (error: unknown) => {
        console.error('sitegen: the Monaco editor failed to load', error);
        if (!disposed) setState('failed');
      },
    );
    return () => {
      disposed = true;
      dispose();
    };
    // The editor is created once per attempt (and once awake); later prop changes are applied by the effects below.
  }, [attempt, state === 'idle']);

  useEffect(() => {
    const editor = editorRef.current;
    const model = editor?.getModel();
    if (!editor || !model || value === undefined || value === lastEmitted.current || value === model.getValue()) return;
    // An edit, not setValue: the reader can undo a change that came from outside (a reset, an import).
    editor.pushUndoStop();
    model.pushEditOperations([], [{ range: model.getFullModelRange(), text: value }], () => null);
    editor.pushUndoStop();
  }, [value, state]);

  useEffect(() => {
    const model = editorRef.current?.getModel();
    if (model && monacoRef.current) monacoRef.current.editor.setModelLanguage(model, language);
  }, [language, state]);

  useEffect(() => {
    if (theme && monacoRef.current) monacoRef.current.editor.setTheme(theme);
  }, [theme, state]);

  useEffect(() => {
    if (options) editorRef.current?.updateOptions(options);
  }, [options, state]);

  // A failed editor comes back by itself when another one's Retry loads Monaco.
  useEffect(() => (state === 'failed' ? onMonacoLoaded(() => setAttempt((n) => n + 1)) : undefined), [state]);

  const size = typeof height === 'number' ? `${height}px` : height;
  // An editor that slept keeps its text in view, and the focus on it, while Monaco loads: one element throughout,
  // so a reader who tabbed in is not dropped to the page's start. Monaco is created underneath it.
  const standIn = state === 'idle' || (state === 'loading' && loadOn === 'interaction');
  return (
    <div
      ref={wrapper}
      className={['sg-monaco', className].filter(Boolean).join(' ')}
      style={{ height: size }}
      data-state={state}
      {...(state === 'idle'
        ? {
            onPointerEnter: () => wakeUp(false),
            onPointerDown: () => wakeUp(true),
            onTouchStart: () => wakeUp(false),
            onFocus: () => wakeUp(true),
            onKeyDown: () => wakeUp(true),
          }
        : {})}
    >
      {standIn && (
        <pre className="sg-monaco__static" tabIndex={0} role="region" aria-label={ariaLabel}>
          {value ?? defaultValue ?? ''}
        </pre>
      )}
      {state !== 'idle' && <div ref={container} className="sg-monaco__editor" />}
      {state === 'loading' && !standIn && (
        <div className="sg-monaco__placeholder" role="status">
          {t('sitegen.editor.loading')}
        </div>
      )}
      {state === 'failed' && (
        <div className="sg-page-error" role="alert">
          <p className="sg-page-error__title">{t('sitegen.island.loadErrorTitle')}</p>
          <p>{t('sitegen.editor.loadError')}</p>
          <button type="button" className="sg-button" onClick={() => setAttempt((n) => n + 1)}>
            {t('sitegen.island.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
