/**
 * Prepares widget props that need the file system before a page renders:
 * each `schemaFile` prop is loaded with the files it references (once per
 * build, however many pages show it), and viewers get an `idPrefix` unique on
 * their page. Problems are reported at the directive or inside the schema file.
 */
import path from 'node:path';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { LoadedSchemaProp } from '../../theme/widgets/widgetTypes.ts';
import { getAtPointer } from '../../theme/viewer/model/pointer.ts';
import { idPrefixFrom } from '../../theme/viewer/model/nodeIds.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { WidgetUse } from '../markdown/compileContext.ts';
import { outsideBoundaryProblem, readBoundary, realPathOutside } from '../content/realPathInside.ts';
import { loadSchemaBundle, type SchemaBundle, type SchemaUrlMapping } from '../schemas/loadSchemaBundle.ts';

export interface WidgetPropsOptions {
  siteDir: string;
  /** Where files may really be, after links (the config's `readRoot`, absolute). @default siteDir */
  readRoot?: string;
  /** `limits.maxFileSize`, in megabytes. @default 20 */
  maxFileSizeMb?: number;
  widgets: WidgetRegistry;
  mappings: readonly SchemaUrlMapping[];
  /** The public address of a file under `static/`. */
  staticHref: (relativePath: string) => string;
}

export type SchemaLoader = (file: string) => Promise<{ bundle?: SchemaBundle; problems: Diagnostic[] }>;

/** One loader per build: each schema file is read once, and its warnings (duplicate keys) given once. */
export function createSchemaLoader(
  options: Pick<WidgetPropsOptions, 'siteDir' | 'mappings' | 'maxFileSizeMb' | 'readRoot'>,
): SchemaLoader {
  const cache = new Map<string, ReturnType<SchemaLoader>>();
  const sourceText = options.maxFileSizeMb ? { maxFileSizeMb: options.maxFileSizeMb } : {};
  return async (file) => {
    const loading = cache.get(file);
    if (loading) {
      const { bundle, problems } = await loading;
      return { ...(bundle ? { bundle } : {}), problems: problems.filter((p) => p.severity === 'error') };
    }
    const first = loadSchemaBundle(file, {
      rootDir: options.siteDir,
      mappings: options.mappings,
      sourceText,
      ...(options.readRoot ? { readRoot: options.readRoot } : {}),
    });
    cache.set(file, first);
    return first;
  };
}

/** Where a `schemaFile` prop points: `/x.json` inside `static/`, anything else beside the Markdown file. */
export function schemaFilePath(value: string, docFile: string, siteDir: string): string {
  return value.startsWith('/') ? path.join(siteDir, 'static', value) : path.resolve(path.dirname(docFile), value);
}

/** The props of each widget use of a doc, in order, with schema files loaded; problems as diagnostics. */
export async function prepareWidgetProps(
  docFile: string,
  uses: readonly WidgetUse[],
  load: SchemaLoader,
  options: WidgetPropsOptions & {
    /** Ids the page already uses (its headings): a viewer's prefix must differ, or its root id would collide. */
    reservedIds?: Iterable<string>;
  },
): Promise<{ props: Record<string, unknown>[]; problems: Diagnostic[] }> {
  const problems: Diagnostic[] = [];
  const prefixes = { taken: new Set<string>(), reserved: new Set(options.reservedIds ?? []) };
  const props: Record<string, unknown>[] = [];
  for (const use of uses) {
    const prepared: Record<string, unknown> = { ...use.props };
    let firstFile: string | undefined;
    for (const [name, spec] of Object.entries(options.widgets.get(use.name)?.props ?? {})) {
      const value = use.props[name];
      if (spec.kind !== 'schemaFile' || typeof value !== 'string') continue;
      const loaded = await loadSchemaProp({ docFile, use, name, value }, load, options, problems);
      if (!loaded) continue;
      prepared[name] = loaded.prop;
      firstFile ??= loaded.file;
    }
    problems.push(
      ...viewerIdPrefix(prepared, firstFile, prefixes, { file: docFile, line: use.line, column: use.column }),
    );
    props.push(prepared);
  }
  return { props, problems };
}

/** A `schemaFile` prop of a widget use, as written. */
interface SchemaProp {
  docFile: string;
  use: WidgetUse;
  name: string;
  value: string;
}

/**
 * A `schemaFile` prop loaded with the files it references, and its file; undefined when it cannot be (the problems
 * are added, at the directive or inside the schema file).
 */
async function loadSchemaProp(
  { docFile, use, name, value }: SchemaProp,
  load: SchemaLoader,
  options: WidgetPropsOptions,
  problems: Diagnostic[],
): Promise<{ prop: LoadedSchemaProp; file: string } | undefined> {
  const file = schemaFilePath(value, docFile, options.siteDir);
  const where = { file: docFile, line: use.line, column: use.column };
  if (path.relative(options.siteDir, file).startsWith('..')) {
    problems.push({
      code: 'SchemaRefOutsideSite',
      severity: 'error',
      ...where,
      message: `::${use.name} prop "${name}" points outside the site: ${file}.`,
      hint: 'Keep schema files inside the site, e.g. under static/schemas/.',
    });
    return undefined;
  }
  const boundary = readBoundary(options.siteDir, options.readRoot);
  const outside = realPathOutside(file, boundary.readRoot);
  if (outside) {
    problems.push(
      outsideBoundaryProblem(boundary, { file, real: outside, named: `::${use.name} prop "${name}"`, where }),
    );
    return undefined;
  }
  const { bundle, problems: found } = await load(file);
  if (!bundle) {
    problems.push(...unreadableSchemaProblems({ docFile, use, name, value }, file, found, options.siteDir));
    return undefined;
  }
  problems.push(...found);
  const pointer = use.props.jsonPointer;
  if (typeof pointer === 'string' && pointer !== '' && getAtPointer(bundle.schema, pointer) === undefined) {
    problems.push({
      code: 'InvalidDirective',
      severity: 'error',
      ...where,
      message:
        `::${use.name} prop "jsonPointer" is "${pointer}", but ${path.relative(options.siteDir, file)} has ` +
        `nothing there.`,
      hint:
        "A pointer starts from the schema's root and names every step, e.g. /properties/address or " + '/$defs/item.',
    });
  }
  const staticDir = path.join(options.siteDir, 'static');
  const inStatic = !path.relative(staticDir, file).startsWith('..');
  const prop: LoadedSchemaProp = {
    schema: bundle.schema as LoadedSchemaProp['schema'],
    baseUri: bundle.baseUri,
    documents: bundle.documents as LoadedSchemaProp['documents'],
    ...(inStatic ? { href: options.staticHref(path.relative(staticDir, file).split(path.sep).join('/')) } : {}),
  };
  return { prop, file };
}

/** A schema file that did not load: a file that cannot be read is reported at the directive, in its words. */
function unreadableSchemaProblems(
  { docFile, use, name, value }: SchemaProp,
  file: string,
  found: Diagnostic[],
  siteDir: string,
): Diagnostic[] {
  const missing =
    found.length === 1 && found[0]?.file === file && found[0].message.startsWith('The schema file cannot be read');
  if (!missing) return found;
  return [
    {
      ...found[0]!,
      file: docFile,
      line: use.line,
      column: use.column,
      message: `::${use.name} prop "${name}" names ${path.relative(siteDir, file)}, which cannot be read.`,
      hint: value.startsWith('/')
        ? 'Paths starting with / are inside static/.'
        : 'Relative paths start from the folder of this Markdown file.',
    },
  ];
}

/**
 * A viewer's `idPrefix`, unique on its page: the one given (two alike, or one a heading has, is an error), else one
 * from its schema file's name, moved to -2, -3… past those taken.
 */
function viewerIdPrefix(
  prepared: Record<string, unknown>,
  firstFile: string | undefined,
  prefixes: { taken: Set<string>; reserved: Set<string> },
  where: Pick<Diagnostic, 'file' | 'line' | 'column'>,
): Diagnostic[] {
  const { taken, reserved } = prefixes;
  if (typeof prepared.idPrefix === 'string') {
    const given = prepared.idPrefix;
    const already = taken.has(given);
    taken.add(given);
    if (already)
      return [
        {
          code: 'InvalidDirective',
          severity: 'error',
          ...where,
          message: `Two viewers on this page use the idPrefix "${given}", so their node ids would collide.`,
          hint: 'Give each viewer its own idPrefix, or leave it out to get one from the file name.',
        },
      ];
    if (reserved.has(given))
      return [
        {
          code: 'InvalidDirective',
          severity: 'error',
          ...where,
          message:
            `The idPrefix "${given}" is also the id of a heading on this page, so links to one would reach the ` +
            `other.`,
          hint: 'Choose another idPrefix, or give the heading a {#custom-id}.',
        },
      ];
    return [];
  }
  if (firstFile) {
    const base = idPrefixFrom(path.basename(firstFile));
    let candidate = base;
    for (let n = 2; taken.has(candidate) || reserved.has(candidate); n++) candidate = `${base}-${n}`;
    taken.add(candidate);
    prepared.idPrefix = candidate;
  }
  return [];
}
