/**
 * Every widget a Markdown directive or a page's <Island> can name: `::doc-card-list`,
 * and the islands `::schema-viewer`, `::monaco-editor`, `::json-schema-editor` and `::playground`.
 */
import { cardListCategory, categoryLabels, DocCardList } from '../components/DocCardList.tsx';
import { defaultQualifierOrder } from '../viewer/model/qualifiers.ts';
import SchemaViewerWidget from '../viewer/SchemaViewerIsland.tsx';
import MonacoEditorWidget from '../editor/MonacoEditorIsland.tsx';
import JSONSchemaEditorWidget from '../editor/JSONSchemaEditorIsland.tsx';
import PlaygroundWidget from '../playground/PlaygroundIsland.tsx';
import type { WidgetDefinition } from './widgetTypes.ts';

/**
 * The absolute path of a theme module named by its source file, as it runs: `.js` once compiled.
 * Without `node:url`, since the theme is browser code too.
 */
const modulePath = (relative: string) =>
  decodeURIComponent(
    new URL(import.meta.url.endsWith('.js') ? relative.replace(/\.tsx?$/, '.js') : relative, import.meta.url).pathname,
  );

/** An editor's `loadOn`, when given, is one of the two moments Monaco may load. */
function checkLoadOn(widget: string): (props: Record<string, unknown>) => string | undefined {
  return (props) =>
    props.loadOn === undefined || props.loadOn === 'mount' || props.loadOn === 'interaction'
      ? undefined
      : `::${widget} prop "loadOn" must be "mount" or "interaction", not ${JSON.stringify(props.loadOn)}.`;
}

function checkSchemaViewer(props: Record<string, unknown>): string | undefined {
  const order = props.qualifierMessagesOrder;
  if (order !== undefined) {
    if (!Array.isArray(order))
      return '::schema-viewer prop "qualifierMessagesOrder" must be a JSON array of qualifier kinds.';
    const unknown = order.filter((kind) => !defaultQualifierOrder.includes(kind as never));
    if (unknown.length > 0)
      return (
        `::schema-viewer prop "qualifierMessagesOrder" names unknown kinds: ${unknown.map(String).join(', ')}. ` +
        `Kinds: ${defaultQualifierOrder.join(', ')}.`
      );
  }
  const depth = props.defaultExpandDepth;
  if (depth !== undefined && (typeof depth !== 'number' || depth < 0 || !Number.isInteger(depth)))
    return '::schema-viewer prop "defaultExpandDepth" must be a whole number, 0 or more.';
  const pointer = props.jsonPointer;
  if (typeof pointer === 'string' && pointer !== '' && !pointer.startsWith('/'))
    return `::schema-viewer prop "jsonPointer" must be a JSON Pointer starting with "/", but it is "${pointer}".`;
  return undefined;
}

function checkPlayground(props: Record<string, unknown>): string | undefined {
  const examples = props.examples;
  const valid =
    Array.isArray(examples) &&
    examples.length > 0 &&
    examples.every(
      (example) =>
        typeof example === 'object' &&
        example !== null &&
        ['label', 'schema', 'data'].every((key) => typeof (example as Record<string, unknown>)[key] === 'string'),
    );
  return valid
    ? undefined
    : '::playground prop "examples" must be a non-empty JSON array of { "label", "schema", "data" }, each a string.';
}

export const widgets = new Map<string, WidgetDefinition>([
  [
    'doc-card-list',
    {
      description: 'Cards for the items of a sidebar category (by default, the category of the current doc).',
      props: { category: { kind: 'string', description: 'the label of the category to list' } },
      component: DocCardList,
      check: (props, { pageHref, sidebars }) => {
        const category = typeof props.category === 'string' ? props.category : undefined;
        if (cardListCategory(category, pageHref, sidebars)) return undefined;
        if (!category)
          return (
            '::doc-card-list lists the category of its page, but this page is in no sidebar category; name one ' +
            'with category="…".'
          );
        const labels = [...new Set(Object.values(sidebars).flatMap(categoryLabels))];
        return (
          `::doc-card-list names the category "${category}", which no sidebar has. Categories: ` +
          `${labels.join(', ') || 'none'}.`
        );
      },
    },
  ],
  [
    'schema-viewer',
    {
      description: 'The JSON Schema viewer, fed from a schema file (with the files it references).',
      props: {
        src: {
          kind: 'schemaFile',
          required: true,
          description: 'the schema file: relative to this Markdown file, or from static/ when it starts with /',
        },
        idPrefix: {
          kind: 'string',
          description: 'the prefix of node ids (default: from the file name, unique on the page)',
        },
        defaultExpandDepth: { kind: 'number', description: 'levels of rows open at first (default 0)' },
        showExamples: { kind: 'boolean', description: 'show examples (default false)' },
        showComments: { kind: 'boolean', description: 'show $comment (default false)' },
        qualifierMessagesOrder: { kind: 'json', description: 'which qualifier messages show, in order' },
        jsonPointer: { kind: 'string', description: 'render only the subschema at this pointer' },
        className: { kind: 'string', description: 'extra class names' },
        nodeBudget: {
          kind: 'number',
          description: 'nodes rendered on the server before the rest waits for an expand (default 1500)',
        },
        resolverOptions: { kind: 'json', description: '{ "remote": "fetch" | "none", "defaultDraft": "2020-12" }' },
      },
      component: SchemaViewerWidget,
      island: { hydrate: 'idle', module: modulePath('../viewer/SchemaViewerIsland.tsx') },
      check: checkSchemaViewer,
    },
  ],
  [
    'monaco-editor',
    {
      description: "A Monaco code editor, loaded from the site's own assets on pages that use it.",
      props: {
        value: { kind: 'string', description: 'the text it starts with' },
        language: { kind: 'string', description: 'a Monaco language id: json, plaintext… (default plaintext)' },
        height: { kind: 'number', description: 'height in pixels (default 300)' },
        readOnly: { kind: 'boolean', description: 'show the text without allowing edits' },
        ariaLabel: { kind: 'string', description: 'the accessible name (default "Code editor")' },
        loadOn: {
          kind: 'string',
          description:
            'when Monaco loads: "mount" (default), or "interaction", when the reader first points at, touches, ' +
            'focuses or types in it (its text shows meanwhile)',
        },
      },
      component: MonacoEditorWidget,
      check: checkLoadOn('monaco-editor'),
      island: { hydrate: 'visible', module: modulePath('../editor/MonacoEditorIsland.tsx'), monaco: true },
    },
  ],
  [
    'json-schema-editor',
    {
      description: 'A JSON editor that validates, completes and explains its text from a schema file.',
      props: {
        schema: { kind: 'schemaFile', required: true, description: 'the schema file the text must match' },
        value: { kind: 'string', description: 'the JSON it starts with (default {})' },
        height: { kind: 'number', description: 'height in pixels (default 300)' },
        ariaLabel: { kind: 'string', description: 'the accessible name (default "JSON editor")' },
        loadOn: {
          kind: 'string',
          description:
            'when Monaco loads: "mount" (default), or "interaction", when the reader first points at, touches, ' +
            'focuses or types in it (its text shows meanwhile)',
        },
      },
      component: JSONSchemaEditorWidget,
      check: checkLoadOn('json-schema-editor'),
      island: { hydrate: 'visible', module: modulePath('../editor/JSONSchemaEditorIsland.tsx'), monaco: true },
    },
  ],
  [
    'playground',
    {
      description: 'A schema editor, a data editor checked against the schema, and the viewer, side by side.',
      props: {
        examples: {
          kind: 'json',
          required: true,
          description:
            'the examples, [{ "label", "schema", "data" }] with the texts as strings; the first is the default',
        },
        debounceMs: {
          kind: 'number',
          description: 'milliseconds an edit settles before the viewer and the checks follow (default 300)',
        },
      },
      component: PlaygroundWidget,
      island: { hydrate: 'load', module: modulePath('../playground/PlaygroundIsland.tsx'), monaco: true },
      check: checkPlayground,
    },
  ],
]);
