/**
 * The playground: a schema editor, a data editor checked against that
 * schema, and the viewer of the schema, all following edits as they settle.
 * The schema is checked against its draft's meta-schema and the data against
 * the schema by Ajv (usePlaygroundChecks); problems become markers and a
 * list under each editor. The address carries the schema (useSharedSchema).
 * On the server (and without JavaScript) it renders the example's viewer
 * and the editors' placeholders.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { JSONSchemaEditor } from '../editor/JSONSchemaEditor.tsx';
import { activateEditors, type MonacoEditorInstance } from '../editor/MonacoEditor.tsx';
import type { Monaco } from '../editor/loadMonaco.ts';
import { validateSchemasElsewhere } from '../editor/schemaAssociations.ts';
import { JSONSchemaViewer } from '../viewer/JSONSchemaViewer.tsx';
import { isSchema, type JSONSchema } from '../viewer/model/schema.ts';
import { replaceText, revealOffset, useReportMarkers } from './editorMarkers.ts';
import { copyText, downloadText, readTextFile } from './fileActions.ts';
import { stringifyCompact } from './model/compactJson.ts';
import { formatJson } from './model/formatJson.ts';
import { generateSample } from './model/generateSample.ts';
import { inferSchema } from './model/inferSchema.ts';
import { parseJson } from './model/parseJson.ts';
import { followRootRef } from './model/rootRef.ts';
import { shareLimit } from './model/shareLink.ts';
import { ProblemList } from './ProblemList.tsx';
import { usePlaygroundChecks, type DataReport, type SchemaReport } from './usePlaygroundChecks.ts';
import { useDebounced } from './useDebounced.ts';
import { addressFor, replaceAddress, useSharedSchema } from './useSharedSchema.ts';
import { useTranslate, useTranslateNodes, type TranslateValues } from '../i18n/translate.ts';

export interface PlaygroundExample {
  /** The name in the example menu. */
  label: string;
  /** The schema's text. */
  schema: string;
  /** Data that matches it. */
  data: string;
}

export interface PlaygroundProps {
  /** The examples; the first is the default. At least one. */
  examples: PlaygroundExample[];
  /** Milliseconds an edit must settle before the viewer and the checks follow. Default 300. */
  debounceMs?: number;
}

type Side = 'schema' | 'data';
const editorHeights = { schema: 460, data: 300 } as const;
/** Runs `work`, turning an exception (a stack exhausted by a deeply nested document) into a message. */
function attempt<T>(work: () => T): { ok: true; value: T } | { ok: false; error: string } {
  try {
    return { ok: true, value: work() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A theme string in the page's language (useTranslate). */
type Words = (id: string, values?: TranslateValues) => string;

const tooLargeMessage = (t: Words, length: number) =>
  t('sitegen.playground.tooLarge', { size: Math.round(length / 1000), limit: shareLimit / 1000 });

function summary(t: Words, diagnostics: readonly { severity: string }[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const notes = diagnostics.length - errors - warnings;
  return [
    errors && t('sitegen.playground.errors.plurals', { count: errors }),
    warnings && t('sitegen.playground.warnings.plurals', { count: warnings }),
    notes && t('sitegen.playground.notes.plurals', { count: notes }),
  ]
    .filter(Boolean)
    .join(', ');
}

const draftNames = {
  4: 'draft-04',
  6: 'draft-06',
  7: 'draft-07',
  '2019-09': 'draft 2019-09',
  '2020-12': 'draft 2020-12',
} as const;

function schemaStatus(t: Words, report: SchemaReport): { text: string; problem: boolean } {
  switch (report.kind) {
    case 'pending':
      return { text: t('sitegen.playground.checkingSchema'), problem: false };
    case 'invalid-json':
      return {
        text: t('sitegen.playground.schemaNotJson', {
          line: report.error.line,
          column: report.error.column,
          message: report.error.message,
        }),
        problem: true,
      };
    case 'not-a-schema':
      return { text: t('sitegen.playground.notASchema'), problem: true };
    case 'unchecked':
      return { text: report.message, problem: true };
    case 'checked': {
      const draft = draftNames[report.draft];
      if (report.diagnostics.length === 0) {
        return {
          text: t(report.declaredDraft ? 'sitegen.playground.validSchema' : 'sitegen.playground.validUndeclared', {
            draft,
          }),
          problem: false,
        };
      }
      const problems = { draft, summary: summary(t, report.diagnostics) };
      return {
        text: t(
          report.declaredDraft ? 'sitegen.playground.checkedAs' : 'sitegen.playground.checkedAsUndeclared',
          problems,
        ),
        problem: report.diagnostics.some((d) => d.severity === 'error'),
      };
    }
  }
}

/** A short word on a report for the live region: it changes when the state does, not with every line and column. */
function announcement(t: Words, side: string, report: SchemaReport | DataReport): string {
  switch (report.kind) {
    case 'pending':
      return '';
    case 'invalid-json':
      return t('sitegen.playground.announceNotJson', { side });
    case 'not-a-schema':
      return t('sitegen.playground.announceNotASchema', { side });
    case 'unchecked':
      return t('sitegen.playground.announceUnchecked', { side });
    case 'checked':
      return report.diagnostics.length === 0
        ? t('sitegen.playground.announceValid', { side })
        : t('sitegen.playground.announceProblems', { side, summary: summary(t, report.diagnostics) });
  }
}

function dataStatus(t: Words, report: DataReport): { text: string; problem: boolean } {
  switch (report.kind) {
    case 'pending':
      return { text: t('sitegen.playground.checkingData'), problem: false };
    case 'invalid-json':
      return {
        text: t('sitegen.playground.dataNotJson', {
          line: report.error.line,
          column: report.error.column,
          message: report.error.message,
        }),
        problem: true,
      };
    case 'unchecked':
      return { text: report.message, problem: true };
    case 'checked':
      return report.diagnostics.length === 0
        ? { text: t('sitegen.playground.dataMatches'), problem: false }
        : { text: t('sitegen.playground.dataMismatch', { summary: summary(t, report.diagnostics) }), problem: true };
  }
}

export function Playground({ examples, debounceMs = 300 }: PlaygroundProps) {
  const defaultExample = examples[0] ?? { label: 'Empty', schema: '{}', data: '{}' };
  const [exampleIndex, setExampleIndex] = useState(0);
  const t = useTranslate();
  const nodes = useTranslateNodes();
  const [schemaText, setSchemaText] = useState(defaultExample.schema);
  const [dataText, setDataText] = useState(defaultExample.data);
  const settledSchema = useDebounced(schemaText, debounceMs);
  const settledData = useDebounced(dataText, debounceMs);
  const initialSchema = useMemo((): JSONSchema => {
    const parsed = parseJson(defaultExample.schema);
    return parsed.ok && isSchema(parsed.value) ? parsed.value : {};
  }, [defaultExample.schema]);
  const { schemaReport, dataReport, viewedSchema, editorSchemas, loadError } = usePlaygroundChecks(
    settledSchema,
    settledData,
    initialSchema,
  );
  // The schema editor completes keywords from the meta-schema of the draft its `$schema` names (2020-12 without one).
  const metaSchemas = useMemo(() => {
    if (!editorSchemas) return undefined;
    const { editorMetaSchemas, defaultMetaSchemaUri } = editorSchemas;
    const all = editorMetaSchemas();
    return {
      uri: defaultMetaSchemaUri,
      root: all.find((entry) => entry.uri === defaultMetaSchemaUri)?.schema,
      others: all.filter((entry) => entry.uri !== defaultMetaSchemaUri),
    };
  }, [editorSchemas]);
  const [monaco, setMonaco] = useState<Monaco>();
  const editors = useRef<Partial<Record<Side, MonacoEditorInstance>>>({});
  const [mounted, setMounted] = useState<Record<Side, boolean>>({ schema: false, data: false });
  const [messages, setMessages] = useState<Record<Side, string>>({ schema: '', data: '' });
  const fileInputs = { schema: useRef<HTMLInputElement>(null), data: useRef<HTMLInputElement>(null) };
  const texts = { schema: schemaText, data: dataText };

  const say = useCallback(
    (side: Side, message: string) => setMessages((current) => ({ ...current, [side]: message })),
    [],
  );

  /**
   * Puts new text in an editor as an undoable edit (or in the state, while the editor does not exist).
   * Returns how to take it back, for the message: the Ctrl+Z hint only when there is an editor to press it in.
   */
  const setText = useCallback((side: Side, text: string): string => {
    const editor = editors.current[side];
    if (editor) {
      replaceText(editor, text);
      return t('sitegen.playground.undoHint');
    }
    (side === 'schema' ? setSchemaText : setDataText)(text);
    return '';
  }, []);

  const restoreShared = useCallback(
    (text: string) => {
      setText('schema', text);
      const parsed = parseJson(text);
      // The example's data belongs to the example; a sample belongs to the shared schema.
      const sample = parsed.ok && isSchema(parsed.value) ? attempt(() => generateSample(parsed.value)) : undefined;
      if (sample?.ok) setText('data', stringifyCompact(sample.value));
    },
    [setText],
  );
  const shared = useSharedSchema(settledSchema, defaultExample.schema, restoreShared);

  // Ajv checks both editors here; Monaco's JSON service keeps syntax, completion and hover.
  useEffect(() => (monaco ? validateSchemasElsewhere(monaco) : undefined), [monaco]);

  useReportMarkers(monaco, mounted.schema ? editors.current.schema : undefined, schemaReport);
  useReportMarkers(monaco, mounted.data ? editors.current.data : undefined, dataReport);

  const ready = mounted.schema && mounted.data && schemaReport.kind !== 'pending' && dataReport.kind !== 'pending';
  // A pointer already over the playground when it hydrates sends no event: it counts as reaching for it.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (root.current?.matches(':hover') || root.current?.contains(document.activeElement)) activateEditors();
  }, []);
  useEffect(() => {
    if (
      ready &&
      typeof performance !== 'undefined' &&
      performance.getEntriesByName('sitegen:playground-ready').length === 0
    ) {
      performance.mark('sitegen:playground-ready');
    }
  }, [ready]);

  const onMount = (side: Side) => (editor: MonacoEditorInstance, api: Monaco) => {
    editors.current[side] = editor;
    setMonaco(api);
    setMounted((current) => ({ ...current, [side]: true }));
  };

  const rootRef = useMemo(() => followRootRef(viewedSchema), [viewedSchema]);

  async function copy(side: Side) {
    say(
      side,
      t((await copyText(texts[side])) ? `sitegen.playground.${side}Copied` : `sitegen.playground.${side}NotCopied`),
    );
  }

  async function importFile(side: Side, file: File | undefined) {
    if (!file) return;
    const result = await readTextFile(file, t);
    if (!result.ok) {
      say(side, result.message);
      return;
    }
    say(side, t('sitegen.playground.imported', { file: file.name, undo: setText(side, result.text) }));
  }

  function format(side: Side) {
    const formatted = formatJson(texts[side]);
    if (formatted === texts[side]) {
      say(side, t(`sitegen.playground.${side}AlreadyFormatted`));
      return;
    }
    setText(side, formatted);
    say(side, t(`sitegen.playground.${side}Formatted`));
  }

  function generate() {
    const parsed = parseJson(schemaText);
    if (!parsed.ok) {
      say(
        'data',
        t('sitegen.playground.noSampleNotJson', {
          line: parsed.error.line,
          column: parsed.error.column,
          message: parsed.error.message,
        }),
      );
      return;
    }
    if (!isSchema(parsed.value)) {
      say('data', t('sitegen.playground.noSampleNotSchema'));
      return;
    }
    const schema = parsed.value;
    const sample = attempt(() => stringifyCompact(generateSample(schema)));
    if (!sample.ok) {
      say('data', t('sitegen.playground.noSample', { error: sample.error }));
      return;
    }
    say('data', t('sitegen.playground.sampleGenerated', { undo: setText('data', sample.value) }));
  }

  function infer() {
    const parsed = parseJson(dataText);
    if (!parsed.ok) {
      say(
        'data',
        t('sitegen.playground.noInferNotJson', {
          line: parsed.error.line,
          column: parsed.error.column,
          message: parsed.error.message,
        }),
      );
      return;
    }
    const inferred = attempt(() => stringifyCompact(inferSchema(parsed.value)));
    if (!inferred.ok) {
      say('data', t('sitegen.playground.noInfer', { error: inferred.error }));
      return;
    }
    say('schema', t('sitegen.playground.inferred', { undo: setText('schema', inferred.value) }));
  }

  /** Puts an example in both editors: a new choice from the menu, or the current one again (Reset). */
  function loadExample(index: number) {
    const example = examples[index];
    if (!example) return;
    setExampleIndex(index);
    const undo = setText('schema', example.schema);
    setText('data', example.data);
    say(
      'schema',
      t(index === exampleIndex ? 'sitegen.playground.exampleBack' : 'sitegen.playground.exampleLoaded', {
        label: example.label,
        undo,
      }),
    );
  }

  async function share() {
    const address = addressFor(schemaText, defaultExample.schema);
    if (address.tooLarge) {
      say('schema', `${tooLargeMessage(t, address.tooLarge)} ${t('sitegen.playground.exportToShare')}`);
      return;
    }
    replaceAddress(address.href);
    say(
      'schema',
      t((await copyText(address.href)) ? 'sitegen.playground.linkCopied' : 'sitegen.playground.linkNotCopied'),
    );
  }

  function exportFile(side: Side) {
    downloadText(`${side}.json`, texts[side]);
    say(side, t('sitegen.playground.downloaded', { file: `${side}.json` }));
  }

  const status = { schema: schemaStatus(t, schemaReport), data: dataStatus(t, dataReport) };
  const diagnostics = {
    schema: schemaReport.kind === 'checked' ? schemaReport : undefined,
    data: dataReport.kind === 'checked' ? dataReport : undefined,
  };

  function panel(side: Side, title: string, actions: ReactNode, editor: ReactNode) {
    const headingId = `playground-${side}-heading`;
    const checked = diagnostics[side];
    return (
      <section className={`sg-playground__panel sg-playground__panel--${side}`} aria-labelledby={headingId}>
        <h2 id={headingId} className="sg-playground__title">
          {title}
        </h2>
        <div
          className="sg-playground__toolbar"
          role="group"
          aria-label={t('sitegen.playground.actionsAriaLabel', { title })}
        >
          <button type="button" className="sg-playground__action" onClick={() => void copy(side)}>
            {t('sitegen.playground.copy')}
          </button>
          <button type="button" className="sg-playground__action" onClick={() => fileInputs[side].current?.click()}>
            {t('sitegen.playground.import')}
          </button>
          <input
            ref={fileInputs[side]}
            type="file"
            accept=".json,application/json"
            hidden
            tabIndex={-1}
            onChange={(event) => {
              void importFile(side, event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <button type="button" className="sg-playground__action" onClick={() => exportFile(side)}>
            {t('sitegen.playground.export')}
          </button>
          <button type="button" className="sg-playground__action" onClick={() => format(side)}>
            {t('sitegen.playground.format')}
          </button>
          {actions}
        </div>
        {editor}
        <p className={`sg-playground__status${status[side].problem ? ' is-problem' : ''}`} data-status={side}>
          {status[side].text}
        </p>
        {side === 'schema' && shared.tooLarge !== undefined && (
          <p className="sg-playground__note">{tooLargeMessage(t, shared.tooLarge)}</p>
        )}
        {checked && (
          <ProblemList
            text={checked.text}
            diagnostics={checked.diagnostics}
            label={t('sitegen.playground.problemsAriaLabel', { title })}
            onSelect={(offset) => {
              const instance = editors.current[side];
              if (instance) revealOffset(instance, offset);
            }}
          />
        )}
        <p className="sg-playground__message" aria-live="polite">
          {messages[side]}
        </p>
      </section>
    );
  }

  return (
    // Monaco loads when the reader reaches for the playground (a pointer over it, a touch, the focus in it), not with
    // the page: until then the editors show their text, and a phone that only looks never downloads the editor.
    <div
      ref={root}
      className="sg-playground"
      data-state={ready ? 'ready' : 'loading'}
      onPointerMove={activateEditors}
      onPointerDown={activateEditors}
      onTouchStart={activateEditors}
      onFocus={activateEditors}
    >
      {/* What a screen reader hears: the state of each side when it changes, not every settled keystroke. */}
      <p className="sg-playground__live" role="status">
        {announcement(t, t('sitegen.playground.schemaTitle'), schemaReport)}{' '}
        {announcement(t, t('sitegen.playground.dataTitle'), dataReport)}
      </p>
      {shared.problem && (
        <div className="sg-playground__notice" role="alert">
          <p>{shared.problem}</p>
          <button type="button" className="sg-playground__action" onClick={shared.dismissProblem}>
            {t('sitegen.playground.dismiss')}
          </button>
        </div>
      )}
      {loadError && (
        <p className="sg-playground__notice" role="alert">
          {loadError}
        </p>
      )}
      <noscript>
        <p className="sg-playground__notice">{t('sitegen.playground.noscript')}</p>
      </noscript>
      <div className="sg-playground__options">
        <label>
          {t('sitegen.playground.example')}{' '}
          <select value={exampleIndex} onChange={(event) => loadExample(Number(event.target.value))}>
            {examples.map((example, index) => (
              <option key={example.label} value={index}>
                {example.label}
              </option>
            ))}
          </select>
        </label>
        <p className="sg-playground__hint">{t('sitegen.playground.keyboardHint')}</p>
      </div>
      <div className="sg-playground__grid">
        {panel(
          'schema',
          t('sitegen.playground.schemaTitle'),
          <>
            <button type="button" className="sg-playground__action" onClick={() => void share()}>
              {t('sitegen.playground.share')}
            </button>
            <button type="button" className="sg-playground__action" onClick={() => loadExample(exampleIndex)}>
              {t('sitegen.playground.reset')}
            </button>
          </>,
          <JSONSchemaEditor
            value={schemaText}
            onChange={(text) => {
              setSchemaText(text);
              say('schema', '');
            }}
            height={editorHeights.schema}
            {...(metaSchemas
              ? { schema: metaSchemas.root, schemaUri: metaSchemas.uri, schemas: metaSchemas.others }
              : {})}
            path="inmemory://sitegen/playground/schema.json"
            ariaLabel={t('sitegen.playground.schemaEditor')}
            onMount={onMount('schema')}
            loadOn="interaction"
          />,
        )}
        {panel(
          'data',
          t('sitegen.playground.dataTitle'),
          <>
            <button type="button" className="sg-playground__action" onClick={generate}>
              {t('sitegen.playground.generateSample')}
            </button>
            <button type="button" className="sg-playground__action" onClick={infer}>
              {t('sitegen.playground.inferSchema')}
            </button>
          </>,
          <JSONSchemaEditor
            value={dataText}
            onChange={(text) => {
              setDataText(text);
              say('data', '');
            }}
            schema={viewedSchema}
            height={editorHeights.data}
            path="inmemory://sitegen/playground/data.json"
            ariaLabel={t('sitegen.playground.dataEditor')}
            onMount={onMount('data')}
            loadOn="interaction"
          />,
        )}
        <section
          className="sg-playground__panel sg-playground__panel--viewer"
          aria-labelledby="playground-viewer-heading"
          tabIndex={0}
        >
          <h2 id="playground-viewer-heading" className="sg-playground__title">
            {t('sitegen.playground.viewerTitle')}
          </h2>
          {rootRef && (
            <p className="sg-playground__note">
              {nodes('sitegen.playground.rootRef', { refs: <code>{rootRef.refs.join(' → ')}</code> })}
            </p>
          )}
          <JSONSchemaViewer
            schema={viewedSchema}
            idPrefix="playground"
            defaultExpandDepth={1}
            resolverOptions={{ remote: 'none' }}
            {...(rootRef ? { jsonPointer: rootRef.pointer } : {})}
          />
        </section>
      </div>
    </div>
  );
}
