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
  const given = (props ?? {}) as ViewerProps;
  const schema = given.src?.schema as JSONSchema | undefined;
  if (schema === undefined) return undefined;
  const t = options.translate;
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
  const model = new TreeModel(
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
  const limit = options.nodeLimit ?? 2000;
  let written = 1; // the root
  let cut = false;
  const sectionTitle = (section: { key: string; title: string }) => {
    const id = `sitegen.viewer.section.${section.key}`;
    return id in englishMessages ? t(id) : section.title;
  };

  const badges = (node: ViewNode, details: NodeDetails): string[] => [
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

  const refText = (details: NodeDetails) =>
    details.refs.map((info) =>
      info.status === 'recursive'
        ? `${t('sitegen.viewer.recursive')} \`${info.ref}\``
        : `\`${info.keyword}\` ` +
          `\`${info.ref}\`${info.status === 'unresolved' ? ` (${t('sitegen.viewer.unresolved')})` : ''}`,
    );

  /** The lines under a node: its description, comment, constraints and children, each section titled. */
  const body = (node: ViewNode, details: NodeDetails): string[] => {
    const lines: string[] = [];
    if (details.description !== undefined && node.role !== 'root') lines.push(oneLine(details.description));
    if (details.comment !== undefined) lines.push(`**${t('sitegen.viewer.comment')}** ${oneLine(details.comment)}`);
    for (const section of details.sections) lines.push(...sectionLines(node, section));
    if (details.tooDeep !== undefined) lines.push(t('sitegen.viewer.tooDeep', { depth: details.tooDeep }));
    return lines;
  };

  const sectionLines = (owner: ViewNode, section: Section): string[] => {
    switch (section.kind) {
      case 'qualifiers':
        return section.qualifiers.map(qualifierLine);
      case 'ignored':
        return [
          `${t('sitegen.viewer.ignoredBesideRef', { ref: '`$ref`' })} ` +
            `${section.keywords.map((k) => `\`${k}\``).join(', ')}`,
        ];
      case 'rows':
        return [`${sectionTitle(section)}:`, ...nested(section.nodes.flatMap((child) => nodeLines(child)))];
      case 'embedded':
        return [`${sectionTitle(section)}:`, ...nested(nodeLines(section.node))];
      case 'conditional':
        return [
          `${t('sitegen.viewer.conditionalTitle')}:`,
          ...nested(section.nodes.flatMap((child) => nodeLines(child, `**${child.role}**`))),
        ];
      case 'alternatives':
        return [
          `${sectionTitle(section)}:`,
          ...nested(section.nodes.flatMap((child, i) => nodeLines(child, section.labels[i]))),
        ];
      case 'types':
        return [
          `${t('sitegen.viewer.typesTitle')}:`,
          ...nested(
            section.tabs.flatMap((inner, i) => {
              const lines = inner.flatMap((s) => sectionLines(owner, s));
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
  };

  /** Lines under a list item: each indented, plain lines as items of their own. */
  const nested = (lines: string[]) =>
    lines.map((line) => (line.startsWith('- ') || line.startsWith('  ') ? `  ${line}` : `  - ${line}`));

  const nodeLines = (node: ViewNode, label?: string): string[] => {
    if (written >= limit) {
      cut = true;
      return [];
    }
    written++;
    const details = model.describe(node);
    const name = label ?? (node.name ? `\`${node.name}\`` : node.role);
    const facts = [details.typeLabel, ...badges(node, details)].filter(Boolean).join(', ');
    const refs = refText(details);
    const head = `- ${name}${facts ? ` (${facts})` : ''}${refs.length > 0 ? ` ${refs.join(' ')}` : ''}`;
    const recursive = details.refs.some((info) => info.status === 'recursive');
    return [head, ...(recursive ? [] : nested(body(node, details)).map((line) => line))];
  };

  const rootDetails = model.describe(model.root);
  const title = rootDetails.title ?? t('sitegen.viewer.theSchema');
  const facts = [rootDetails.typeLabel, ...badges(model.root, rootDetails)].filter(Boolean).join(', ');
  const lines = [`**${title}**${facts ? ` (${facts})` : ''}`];
  if (rootDetails.description !== undefined) lines.push('', oneLine(rootDetails.description));
  const rest = body(model.root, rootDetails);
  if (rest.length > 0)
    lines.push('', ...rest.map((line) => (line.startsWith('- ') || line.startsWith('  ') ? line : `- ${line}`)));
  if (cut) lines.push('', t('sitegen.twin.outlineCut', { count: limit }));
  return lines.join('\n');
}
