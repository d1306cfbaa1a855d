/**
 * The JSON Schema viewer's tree as Markdown, for a page's twin: the root's
 * title, type and description, then a nested list with a line per node (its
 * name, its type as the viewer labels it, the viewer's badges: required,
 * nullable, deprecated, read-only, write-only; the references it follows)
 * and under it its description and constraints, each in the viewer's own
 * words (theme/viewer/model/qualifiers.ts), and its children by section
 * ("Properties", "One of", "if … then"). It walks the viewer's own model
 * (tree.ts), so it says what the viewer shows; the walk is bounded as the
 * viewer's are, and a reference back up the path is written as the viewer's
 * "recursive" link is.
 */
import type { TranslateValues } from '../../theme/i18n/translate.ts';
import { englishMessages } from '../../theme/i18n/translate.ts';
import { defaultDraft } from '../../theme/viewer/model/draft.ts';
import { cleanIdPrefix, idPrefixFrom } from '../../theme/viewer/model/nodeIds.ts';
import type { Qualifier } from '../../theme/viewer/model/qualifiers.ts';
import { SchemaRegistry } from '../../theme/viewer/model/registry.ts';
import { isSchemaObject, type JSONSchema } from '../../theme/viewer/model/schema.ts';
import type { NodeDetails, Section, ViewNode } from '../../theme/viewer/model/tree.ts';
import { TreeModel } from '../../theme/viewer/model/treeModel.ts';
import { defaultBaseUri } from '../../theme/viewer/model/uri.ts';
import { maxNestingDepth, viewerDefaults } from '../../theme/viewer/viewerOptions.ts';
import type { Draft } from '../../theme/viewer/model/draft.ts';

/** The schema viewer's island props that the outline reads (SchemaViewerIsland.tsx). */
interface ViewerProps {
  src?: { schema?: unknown; baseUri?: string; documents?: Record<string, unknown> };
  jsonPointer?: string;
  idPrefix?: string;
  showExamples?: boolean;
  showComments?: boolean;
  resolverOptions?: { defaultDraft?: Draft };
}

export interface OutlineOptions {
  /** A theme string in the page's language. */
  translate: (id: string, values?: TranslateValues) => string;
  /** At most this many nodes are written, the root included; the rest is left to the page. @default 2000 */
  nodeLimit?: number;
}

/** A qualifier line, as QualifierList.tsx writes it: "**Length:** at least 1 character". */
function qualifierLine(qualifier: Qualifier): string {
  const parts = qualifier.parts.map((part) =>
    'text' in part ? part.text : 'code' in part ? `\`${part.code}\`` : `\`${JSON.stringify(part.value)}\``,
  );
  return `**${qualifier.label}:** ${parts.join('').replace(/``/g, '` `')}`;
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** The outline of a schema viewer's props, or undefined when they hold no schema. */
export function schemaOutline(props: unknown, options: OutlineOptions): string | undefined {
  const model = viewerModel((props ?? {}) as ViewerProps, options.translate);
  if (!model) return undefined;
  const outlining: Outlining = {
    model,
    t: options.translate,
    limit: options.nodeLimit ?? 2000,
    written: 1,
    cut: false,
  };
  const { t } = outlining;
  const rootDetails = model.describe(model.root);
  const title = rootDetails.title ?? t('sitegen.viewer.theSchema');
  const facts = [rootDetails.typeLabel, ...badges(outlining, model.root, rootDetails)].filter(Boolean).join(', ');
  const lines = [`**${title}**${facts ? ` (${facts})` : ''}`];
  if (rootDetails.description !== undefined) lines.push('', oneLine(rootDetails.description));
  const rest = body(outlining, model.root, rootDetails);
  if (rest.length > 0)
    lines.push('', ...rest.map((line) => (line.startsWith('- ') || line.startsWith('  ') ? line : `- ${line}`)));
  if (outlining.cut) lines.push('', t('sitegen.twin.outlineCut', { count: outlining.limit }));
  return lines.join('\n');
}

/** The viewer's model of the props' schema, as the island builds it; undefined when they hold none. */
function viewerModel(given: ViewerProps, t: OutlineOptions['translate']): TreeModel | undefined {
  const schema = given.src?.schema as JSONSchema | undefined;
  if (schema === undefined) return undefined;
  const registry = new SchemaRegistry(given.resolverOptions?.defaultDraft ?? defaultDraft, () => false);
  const baseUri = given.src?.baseUri ?? defaultBaseUri;
  registry.addDocument(baseUri, schema);
  for (const [uri, document] of Object.entries(given.src?.documents ?? {})) registry.addDocument(uri, document);
  const location = { document: baseUri, pointer: given.jsonPointer ?? viewerDefaults.jsonPointer };
  const root = registry.schemaAt(location);
  if (root === undefined) return undefined;
  const idPrefix =
    given.idPrefix !== undefined
      ? cleanIdPrefix(given.idPrefix)
      : idPrefixFrom(isSchemaObject(schema) && typeof schema.title === 'string' ? schema.title : 'schema');
  return new TreeModel(
    registry,
    {
      idPrefix,
      qualifierOrder: viewerDefaults.qualifierMessagesOrder,
      showExamples: given.showExamples ?? viewerDefaults.showExamples,
      showComments: given.showComments ?? viewerDefaults.showComments,
      maxDepth: maxNestingDepth,
      words: t,
    },
    location,
    root,
  );
}

/** An outline being written: the model, the page's words, and how many nodes it wrote of how many it may. */
interface Outlining {
  model: TreeModel;
  t: OutlineOptions['translate'];
  limit: number;
  /** Nodes written so far, the root included. */
  written: number;
  /** Nodes were left out at the limit. */
  cut: boolean;
}

function sectionTitle({ t }: Outlining, section: { key: string; title: string }): string {
  const id = `sitegen.viewer.section.${section.key}`;
  return id in englishMessages ? t(id) : section.title;
}

function badges({ t }: Outlining, node: ViewNode, details: NodeDetails): string[] {
  return [
    ...(node.required ? [t('sitegen.viewer.required')] : []),
    ...(details.types.nullable ? [t('sitegen.viewer.nullable')] : []),
    ...(details.deprecated ? [t('sitegen.viewer.deprecated')] : []),
    ...(details.readOnly ? [t('sitegen.viewer.readOnly')] : []),
    ...(details.writeOnly ? [t('sitegen.viewer.writeOnly')] : []),
    ...(details.boolean === true
      ? [t('sitegen.viewer.alwaysValid')]
      : details.boolean === false
        ? [t('sitegen.viewer.alwaysInvalid')]
        : []),
  ];
}

function refText({ t }: Outlining, details: NodeDetails): string[] {
  return details.refs.map((info) =>
    info.status === 'recursive'
      ? `${t('sitegen.viewer.recursive')} \`${info.ref}\``
      : `\`${info.keyword}\` ` +
        `\`${info.ref}\`${info.status === 'unresolved' ? ` (${t('sitegen.viewer.unresolved')})` : ''}`,
  );
}

/** The lines under a node: its description, comment, constraints and children, each section titled. */
function body(outlining: Outlining, node: ViewNode, details: NodeDetails): string[] {
  const { t } = outlining;
  const lines: string[] = [];
  if (details.description !== undefined && node.role !== 'root') lines.push(oneLine(details.description));
  if (details.comment !== undefined) lines.push(`**${t('sitegen.viewer.comment')}** ${oneLine(details.comment)}`);
  for (const section of details.sections) lines.push(...sectionLines(outlining, section));
  if (details.tooDeep !== undefined) lines.push(t('sitegen.viewer.tooDeep', { depth: details.tooDeep }));
  return lines;
}

function sectionLines(outlining: Outlining, section: Section): string[] {
  const { t } = outlining;
  switch (section.kind) {
    case 'qualifiers':
      return section.qualifiers.map(qualifierLine);
    case 'ignored':
      return [
        `${t('sitegen.viewer.ignoredBesideRef', { ref: '`$ref`' })} ` +
          `${section.keywords.map((k) => `\`${k}\``).join(', ')}`,
      ];
    case 'rows':
      return [
        `${sectionTitle(outlining, section)}:`,
        ...nested(section.nodes.flatMap((child) => nodeLines(outlining, child))),
      ];
    case 'embedded':
      return [`${sectionTitle(outlining, section)}:`, ...nested(nodeLines(outlining, section.node))];
    case 'conditional':
      return [
        `${t('sitegen.viewer.conditionalTitle')}:`,
        ...nested(section.nodes.flatMap((child) => nodeLines(outlining, child, `**${child.role}**`))),
      ];
    case 'alternatives':
      return [
        `${sectionTitle(outlining, section)}:`,
        ...nested(section.nodes.flatMap((child, i) => nodeLines(outlining, child, section.labels[i]))),
      ];
    case 'types':
      return [
        `${t('sitegen.viewer.typesTitle')}:`,
        ...nested(
          section.tabs.flatMap((inner, i) => {
            const lines = inner.flatMap((s) => sectionLines(outlining, s));
            return [
              `- ${section.labels[i] ?? ''}`,
              ...nested(lines.length > 0 ? lines : [t('sitegen.viewer.noFurtherConstraints')]).map(
                (line) => `  ${line}`,
              ),
            ];
          }),
        ),
      ];
  }
}

/** Lines under a list item: each indented, plain lines as items of their own. */
const nested = (lines: string[]) =>
  lines.map((line) => (line.startsWith('- ') || line.startsWith('  ') ? `  ${line}` : `  - ${line}`));

/** A node's line (its name, type, badges and references) and the lines under it; none past the limit. */
function nodeLines(outlining: Outlining, node: ViewNode, label?: string): string[] {
  if (outlining.written >= outlining.limit) {
    outlining.cut = true;
    return [];
  }
  outlining.written++;
  const details = outlining.model.describe(node);
  const name = label ?? (node.name ? `\`${node.name}\`` : node.role);
  const facts = [details.typeLabel, ...badges(outlining, node, details)].filter(Boolean).join(', ');
  const refs = refText(outlining, details);
  const head = `- ${name}${facts ? ` (${facts})` : ''}${refs.length > 0 ? ` ${refs.join(' ')}` : ''}`;
  const recursive = details.refs.some((info) => info.status === 'recursive');
  return [head, ...(recursive ? [] : nested(body(outlining, node, details)))];
}
