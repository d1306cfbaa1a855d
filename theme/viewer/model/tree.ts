/**
 * The viewer's tree, computed lazily: a node knows its schema, where it is
 * and how it was reached; `describeNode` works out what to show for it
 * (types, badges, qualifiers, references followed) and its children. Nothing
 * here renders, so the same model serves the server render, hydration, the
 * filter, "expand all" and deep links.
 */
import { refIgnoresSiblings } from './draft.ts';
import { childId } from './nodeIds.ts';
import {
  englishWords,
  orderQualifiers,
  qualifiersOf,
  type Qualifier,
  type QualifierKind,
  type ViewerWords,
} from './qualifiers.ts';
import { locationKey, type RefKeyword, type SchemaLocation, type SchemaRegistry, type Scope } from './registry.ts';
import { isSchemaObject, stringOf, type JSONSchema, type JSONSchemaObject } from './schema.ts';
import {
  arraySections,
  compositionSections,
  objectSections,
  placement,
  stringSections,
  type Walk,
} from './sections.ts';
import { friendlyType, refKeywords, refOf, type RefLookup } from './typeNames.ts';
import { groupOfType, typeInfo, type TypeGroup, type TypeInfo } from './types.ts';

export interface ViewerSettings {
  idPrefix: string;
  qualifierOrder: readonly QualifierKind[];
  showExamples: boolean;
  showComments: boolean;
  /** Nodes at this level show no children (`NodeDetails.tooDeep`), so every walk and the markup stay bounded. */
  maxDepth: number;
  /** The language of the constraint lines (qualifiers.ts). @default English */
  words?: ViewerWords;
}

export type NodeRole =
  | 'root'
  | 'property'
  | 'patternProperty'
  | 'additionalProperties'
  | 'propertyNames'
  | 'unevaluatedProperties'
  | 'dependentSchema'
  | 'items'
  | 'prefixItem'
  | 'additionalItems'
  | 'contains'
  | 'unevaluatedItems'
  | 'contentSchema'
  | 'branch'
  | 'not'
  | 'if'
  | 'then'
  | 'else'
  | 'refTarget';

/** The locations open on the path to a node, for recursion: a reference back to one of them links to it. */
export interface Trail {
  key: string;
  id: string;
  parent: Trail | undefined;
}

export interface ViewNode {
  id: string;
  role: NodeRole;
  /** A property name or pattern, or a descriptive label for structural nodes. */
  name: string;
  /** Collapsible rows above this node; embedded nodes share their parent's depth. */
  depth: number;
  /** Nodes above this one (the server-render budget counts by level). */
  level: number;
  /** Embedded nodes in a row directly above (a long chain turns back into collapsible rows). */
  embeddedRun: number;
  /** Shown inside its parent (a branch, `not`, if/then/else, a referenced schema) rather than as a collapsible row. */
  embedded: boolean;
  required?: boolean;
  /** Listed in `required` without a schema in `properties`. */
  onlyInRequired?: boolean;
  schema: JSONSchema;
  location: SchemaLocation;
  scope: Scope;
  trail: Trail | undefined;
}

export interface RefInfo {
  keyword: RefKeyword;
  ref: string;
  status: 'resolved' | 'recursive' | 'remote' | 'unresolved';
  /** The absolute URI it resolved to. */
  uri: string;
  /** For remote references: the document to fetch. */
  resource?: string;
  reason?: string;
  /** For recursive references: the id of the node it points back to. */
  targetId?: string;
}

export type Section =
  | { kind: 'qualifiers'; key: string; qualifiers: Qualifier[] }
  | { kind: 'rows'; key: string; title: string; nodes: ViewNode[] }
  | {
      kind: 'alternatives';
      key: string;
      keyword: 'allOf' | 'anyOf' | 'oneOf';
      title: string;
      labels: string[];
      nodes: ViewNode[];
    }
  | { kind: 'types'; key: string; labels: string[]; tabs: Section[][] }
  | { kind: 'embedded'; key: string; title: string; node: ViewNode }
  | { kind: 'conditional'; key: string; nodes: ViewNode[] }
  | { kind: 'ignored'; key: string; keywords: string[] };

export interface NodeDetails {
  /** `true`/`false` for boolean schemas. */
  boolean?: boolean;
  title?: string;
  description?: string;
  comment?: string;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  types: TypeInfo;
  /** "string", "string | number", "array of string", "any". */
  typeLabel: string;
  refs: RefInfo[];
  sections: Section[];
  /** Set (to the bound) when the node sits at the depth bound and its children are left out. */
  tooDeep?: number;
}

const annotationKeywords = new Set([
  'title',
  'description',
  '$comment',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  '$schema',
  '$id',
  'id',
  '$anchor',
  '$dynamicAnchor',
  '$recursiveAnchor',
  '$defs',
  'definitions',
  '$vocabulary',
]);

export function rootNode(
  registry: SchemaRegistry,
  location: SchemaLocation,
  settings: ViewerSettings,
  schema: JSONSchema,
): ViewNode {
  const { base, draft } = registry.scopeAt(location);
  return {
    id: settings.idPrefix,
    role: 'root',
    name: '',
    depth: 0,
    level: 0,
    embeddedRun: 0,
    embedded: true,
    schema,
    location,
    scope: { base, draft, dynamic: [base] },
    trail: undefined,
  };
}

function findOnTrail(trail: Trail | undefined, key: string): Trail | undefined {
  for (let entry = trail; entry; entry = entry.parent) if (entry.key === key) return entry;
  return undefined;
}

const isAnnotationOnly = (schema: JSONSchemaObject) =>
  Object.keys(schema).every(
    (keyword) => refKeywords.includes(keyword as RefKeyword) || annotationKeywords.has(keyword),
  );

const unresolvedLabel = (info: RefInfo, words: ViewerWords) =>
  words(info.status === 'remote' ? 'sitegen.viewer.type.remote' : 'sitegen.viewer.type.unknown');

/** What a node shows: its own keywords, the references it follows, and its children. */
export function describeNode(node: ViewNode, registry: SchemaRegistry, settings: ViewerSettings): NodeDetails {
  const words = settings.words ?? englishWords;
  let schema = node.schema;
  let location = node.location;
  let scope = node.scope;
  let trail: Trail = { key: locationKey(location), id: node.id, parent: node.trail };
  const refs: RefInfo[] = [];
  const outer: JSONSchemaObject[] = [];
  const ignored: string[] = [];
  let refTarget: { location: SchemaLocation; scope: Scope } | undefined;
  let recursiveType: string | undefined;

  // Follow references: a reference with only annotations beside it (or, up to
  // draft 7, any reference) shows its target in place; otherwise the target is
  // shown as an embedded "referenced schema" next to the node's own keywords.
  for (let steps = 0; steps < 64 && isSchemaObject(schema); steps++) {
    const ref = refOf(schema);
    if (!ref) break;
    const resolution = registry.resolve(ref.keyword, ref.ref, scope);
    if (resolution.status !== 'resolved') {
      refs.push({
        ...ref,
        status: resolution.status,
        uri: resolution.uri,
        ...(resolution.status === 'remote' ? { resource: resolution.resource } : { reason: resolution.reason }),
      });
      break;
    }
    const back = findOnTrail(trail, locationKey(resolution.location));
    if (back) {
      refs.push({ ...ref, status: 'recursive', uri: resolution.uri, targetId: back.id });
      recursiveType =
        isSchemaObject(resolution.schema) && typeof resolution.schema.title === 'string'
          ? resolution.schema.title
          : friendlyType(resolution.schema, undefined, 0, words);
      break;
    }
    refs.push({ ...ref, status: 'resolved', uri: resolution.uri });
    const siblingsIgnored = refIgnoresSiblings(scope.draft);
    if (siblingsIgnored || isAnnotationOnly(schema)) {
      if (siblingsIgnored)
        for (const keyword of Object.keys(schema))
          if (!annotationKeywords.has(keyword) && keyword !== '$ref') ignored.push(keyword);
      outer.push(schema);
      schema = resolution.schema;
      location = resolution.location;
      scope = resolution.scope;
      trail = { key: locationKey(location), id: node.id, parent: trail };
      continue;
    }
    refTarget = { location: resolution.location, scope: resolution.scope };
    break;
  }

  // Annotations written beside a reference win over the target's.
  const annotation = <T>(read: (s: JSONSchemaObject) => T | undefined): T | undefined => {
    for (const s of outer) {
      const value = read(s);
      if (value !== undefined) return value;
    }
    return isSchemaObject(schema) ? read(schema) : undefined;
  };
  const flag = (keyword: string) =>
    annotation((s) => (typeof s[keyword] === 'boolean' ? s[keyword] : undefined)) === true;
  const details: NodeDetails = {
    deprecated: flag('deprecated'),
    readOnly: flag('readOnly'),
    writeOnly: flag('writeOnly'),
    types: { types: [], nullable: false, inferred: true },
    typeLabel: 'any',
    refs,
    sections: [],
  };
  const title = annotation((s) => stringOf(s, 'title'));
  const description = annotation((s) => stringOf(s, 'description'));
  const comment = settings.showComments ? annotation((s) => stringOf(s, '$comment')) : undefined;
  if (title !== undefined) details.title = title;
  if (description !== undefined) details.description = description;
  if (comment !== undefined) details.comment = comment;
  if (ignored.length > 0) details.sections.push({ kind: 'ignored', key: 'ignored', keywords: ignored });

  if (typeof schema === 'boolean') {
    details.boolean = schema;
    details.typeLabel = schema ? 'any' : 'none';
    if (node.onlyInRequired) delete details.boolean;
    const last = refs.at(-1);
    if (recursiveType !== undefined) details.typeLabel = recursiveType;
    else if (last && last.status !== 'resolved') details.typeLabel = unresolvedLabel(last, words);
    return details;
  }
  const lookup: RefLookup = (ref) => {
    const found = registry.resolve('$ref', ref, scope);
    return found.status === 'resolved' ? found.schema : undefined;
  };
  const walk: Walk = { registry, settings, node, location, scope, trail, lookup, schema };
  const info = typeInfo(schema);
  details.types = info;
  const last = refs.at(-1);
  details.typeLabel =
    recursiveType ??
    (info.types.length > 0 || !last || last.status === 'resolved'
      ? friendlyType(schema, lookup, 0, words)
      : unresolvedLabel(last, words));

  // Collect every section with the type family it belongs to (undefined: any type).
  const grouped: { group: TypeGroup | undefined; section: Section }[] = [];
  const annotated = { ...schema };
  // Outermost wins: apply from the innermost reference outwards.
  for (const s of [...outer].reverse())
    for (const keyword of ['default', 'examples'] as const) if (keyword in s) annotated[keyword] = s[keyword];
  const qualifiers = orderQualifiers(
    qualifiersOf(annotated, {
      draft: scope.draft,
      showExamples: settings.showExamples,
      ...(settings.words ? { words: settings.words } : {}),
    }),
    settings.qualifierOrder,
  );
  if (info.types.length > 1) {
    // Type tabs each show their family's lines; the configured order holds within each.
    for (const group of [undefined, 'object', 'array', 'string', 'number'] as const) {
      const own = qualifiers.filter((q) => q.group === group);
      if (own.length > 0)
        grouped.push({ group, section: { kind: 'qualifiers', key: `qualifiers-${group ?? 'any'}`, qualifiers: own } });
    }
  } else if (qualifiers.length > 0) {
    grouped.push({ group: undefined, section: { kind: 'qualifiers', key: 'qualifiers', qualifiers } });
  }
  grouped.push(
    ...objectSections(walk, schema),
    ...arraySections(walk, schema, scope.draft),
    ...stringSections(walk, schema),
  );
  for (const section of compositionSections(walk, schema)) grouped.push({ group: undefined, section });
  if (refTarget) {
    const target = { ...walk, location: refTarget.location, scope: refTarget.scope };
    const targetSchema = registry.schemaAt(refTarget.location);
    if (targetSchema !== undefined) {
      const node: ViewNode = {
        ...placement(walk.node, 'refTarget'),
        id: childId(walk.node.id, ':ref'),
        role: 'refTarget',
        name: last?.ref ?? '',
        schema: targetSchema,
        location: target.location,
        scope: target.scope,
        trail,
      };
      grouped.push({
        group: undefined,
        section: { kind: 'embedded', key: 'ref', title: `And the referenced schema ${last?.ref ?? ''}`, node },
      });
    }
  }

  if (info.types.length > 1) {
    // Several types: one tab each, holding the keywords of that type's family.
    const common = grouped.filter((g) => g.group === undefined).map((g) => g.section);
    const tabs = info.types.map((type) =>
      grouped.filter((g) => g.group !== undefined && g.group === groupOfType(type)).map((g) => g.section),
    );
    const qualifierIndex = common.findIndex((s) => s.kind === 'qualifiers');
    const before = qualifierIndex === -1 ? [] : common.slice(0, qualifierIndex + 1);
    const after = qualifierIndex === -1 ? common : common.slice(qualifierIndex + 1);
    details.sections.push(...before, { kind: 'types', key: 'types', labels: info.types, tabs }, ...after);
  } else {
    details.sections.push(...grouped.map((g) => g.section));
  }
  return node.level >= settings.maxDepth ? cutChildren(details, settings.maxDepth) : details;
}

/** Keeps a node's own lines and drops every section that holds children, noting the cut when there was one. */
function cutChildren(details: NodeDetails, maxDepth: number): NodeDetails {
  const own = (section: Section) => section.kind === 'qualifiers' || section.kind === 'ignored';
  let cut = false;
  const sections: Section[] = [];
  for (const section of details.sections) {
    if (section.kind === 'types') {
      const tabs = section.tabs.map((inner) => inner.filter(own));
      if (tabs.some((inner, index) => inner.length !== section.tabs[index]?.length)) cut = true;
      sections.push({ ...section, tabs });
    } else if (own(section)) sections.push(section);
    else cut = true;
  }
  return cut ? { ...details, sections, tooDeep: maxDepth } : details;
}

/** The child nodes of a node's details, in display order, with the tab that holds each (for tabbed sections). */
export function childrenOf(details: NodeDetails): { node: ViewNode; tab?: { key: string; index: number } }[] {
  const out: { node: ViewNode; tab?: { key: string; index: number } }[] = [];
  const visit = (sections: Section[], tab?: { key: string; index: number }) => {
    for (const section of sections) {
      if (section.kind === 'rows' || section.kind === 'conditional')
        for (const node of section.nodes) out.push(tab ? { node, tab } : { node });
      else if (section.kind === 'alternatives')
        section.nodes.forEach((node, index) => out.push({ node, tab: { key: section.key, index } }));
      else if (section.kind === 'embedded') out.push(tab ? { node: section.node, tab } : { node: section.node });
      else if (section.kind === 'types')
        section.tabs.forEach((inner, index) => visit(inner, { key: section.key, index }));
    }
  };
  visit(details.sections);
  return out;
}
