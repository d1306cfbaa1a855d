/**
 * Loads a schema file and every file its references reach, for the viewer to
 * resolve at build time: relative references against the file's place inside
 * the site, and `http(s)` ones through the configured local copies. Other
 * remote references are left for the browser. A reference to a missing file,
 * or one that leaves the site, is an error at the `$ref` in its file: it
 * fails the bundle (a build never ships a broken reference), or, with
 * `missingRefs: 'unresolved'` (`sitegen schema`), the bundle loads without
 * that document and lists it in `missing`, for the viewer to show the
 * reference as unresolved. A mapped URL without an extension
 * (`https://json.schemastore.org/osi-license`) is read from `<file>.json`
 * when no file has its exact name.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { SourceTextOptions } from '../content/readSourceText.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { forEachReference, SchemaRegistry } from '../../theme/viewer/model/registry.ts';
import type { Draft } from '../../theme/viewer/model/draft.ts';
import type { JSONSchema } from '../../theme/viewer/model/schema.ts';
import { isRemoteUri, resolveUri, withoutFragment } from '../../theme/viewer/model/uri.ts';
import { positionOfPointer, readSchemaFile, type SchemaFile } from './readSchemaFile.ts';
import { outsideSiteProblem, realPathOutside } from '../content/realPathInside.ts';

/** A URL prefix whose documents are read from a local folder at build time. */
export interface SchemaUrlMapping {
  prefix: string;
  /** Absolute path of the folder. */
  dir: string;
}

export interface SchemaBundle {
  schema: JSONSchema;
  /** The root file's URI: `site:/` and its path inside the site. */
  baseUri: string;
  /** Every other document it references, by URI. */
  documents: Record<string, JSONSchema>;
  /** Absolute paths of every file read, the root first. */
  files: string[];
  /** URIs of referenced documents that could not be loaded (with `missingRefs: 'unresolved'` only). */
  missing: string[];
}

export interface LoadSchemaOptions {
  /** References may reach files inside this folder only (the site). */
  rootDir: string;
  mappings?: readonly SchemaUrlMapping[];
  /** The draft of files without `$schema`. Default: 2020-12. */
  defaultDraft?: Draft;
  /** How a file leading out of `rootDir` is explained (default: as outside the site). */
  outside?: { rootName: string; hint: string };
  /**
   * Files may really be (after links) inside this folder, around `rootDir` (the config's `readRoot`). @default rootDir
   */
  readRoot?: string;
  /** The size limit of each file read, and where it is set. */
  sourceText?: SourceTextOptions;
  /**
   * A referenced document that cannot be loaded: `'error'` fails the bundle; `'unresolved'` loads the bundle
   * without it (listed in `missing`) and still reports the problem.
   * @default 'error'
   */
  missingRefs?: 'error' | 'unresolved';
}

const siteScheme = 'site:';

/** The `site:` URI of a file inside the root folder. */
export function siteUri(rootDir: string, file: string): string {
  return `${siteScheme}/${path.relative(rootDir, file).split(path.sep).map(encodeURIComponent).join('/')}`;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A mapped file: its exact name, else (for a name without an extension) the same name with `.json`. */
async function mappedFile(absolute: string): Promise<string | undefined> {
  if (await isFile(absolute)) return absolute;
  if (path.extname(absolute) === '' && (await isFile(`${absolute}.json`))) return `${absolute}.json`;
  return undefined;
}

async function suggestFile(file: string): Promise<string | undefined> {
  try {
    const names = await readdir(path.dirname(file));
    const match = closest(path.basename(file), names);
    return match ? `Did you mean "${match}"?` : undefined;
  } catch {
    return undefined;
  }
}

export async function loadSchemaBundle(
  file: string,
  options: LoadSchemaOptions,
): Promise<{ bundle?: SchemaBundle; problems: Diagnostic[] }> {
  const rootDir = path.resolve(options.rootDir);
  const readRoot = options.readRoot ?? rootDir;
  const rootUri = siteUri(rootDir, path.resolve(file));
  const load: BundleLoad = {
    options,
    rootDir,
    readRoot,
    explain: {
      rootDir: readRoot,
      shownFrom: rootDir,
      ...(options.outside ?? (readRoot !== rootDir ? { rootName: `readRoot (${readRoot})` } : {})),
    },
    registry: new SchemaRegistry(options.defaultDraft),
    loaded: new Map(),
    attempted: new Set([rootUri]),
    missing: [],
    problems: [],
    queue: [{ file: path.resolve(file), uri: rootUri }],
  };
  const rootOutside = realPathOutside(file, readRoot);
  if (rootOutside)
    return { problems: [outsideSiteProblem({ file: path.resolve(file), real: rootOutside, ...load.explain })] };
  while (load.queue.length > 0) {
    await readQueued(load, rootUri);
    // References are checked once every file loaded so far is indexed, so an `$id` in one file serves the others.
    for (const [uri, schemaFile] of load.loaded) await followReferences(load, uri, schemaFile);
  }
  return bundleOf(load, rootUri);
}

/** A bundle being loaded: the files read, those to read next, and what went wrong. */
interface BundleLoad {
  options: LoadSchemaOptions;
  rootDir: string;
  readRoot: string;
  /** How a file outside `readRoot` is explained (outsideSiteProblem). */
  explain: { rootDir: string; shownFrom: string; rootName?: string; hint?: string };
  registry: SchemaRegistry;
  loaded: Map<string, SchemaFile>;
  /** The resources read or tried, by URI: each once. */
  attempted: Set<string>;
  /** The references that could not be loaded, by URI. */
  missing: string[];
  problems: Diagnostic[];
  /** The files to read next, with the URI each is registered under. */
  queue: { file: string; uri: string }[];
}

/** Reads the files queued, each registered under its URI. */
async function readQueued(load: BundleLoad, rootUri: string): Promise<void> {
  const queue = load.queue;
  load.queue = [];
  for (const item of queue) {
    const read = await readSchemaFile(item.file, load.options.sourceText);
    if ('code' in read) {
      load.problems.push(read);
      if (item.uri !== rootUri) load.missing.push(item.uri);
      continue;
    }
    load.problems.push(...read.warnings);
    load.loaded.set(item.uri, read);
    load.registry.addDocument(item.uri, read.value);
  }
}

/** A reference of a loaded file, where it is written. */
interface Reference {
  ref: string;
  /** Its URI, without a fragment. */
  resource: string;
  /** The base URI it resolved against. */
  base: string;
  /** How a problem names it: `$ref "./a.json" at /properties/a`. */
  shown: string;
  where: Pick<Diagnostic, 'file' | 'line' | 'column'>;
}

/** Queues the files that a loaded file's references name and no file loaded so far holds. */
async function followReferences(load: BundleLoad, uri: string, schemaFile: SchemaFile): Promise<void> {
  const { registry } = load;
  const found: { ref: string; pointer: string; keyword: string }[] = [];
  forEachReference(schemaFile.value, registry.scopeAt({ document: uri, pointer: '' }).draft, (ref, pointer, keyword) =>
    found.push({ ref, pointer, keyword }),
  );
  for (const { ref, pointer, keyword } of found) {
    const { base } = registry.scopeAt({ document: uri, pointer });
    const target = resolveUri(ref, base);
    if (!target) continue;
    const resource = withoutFragment(target);
    if (registry.hasResource(resource) || load.attempted.has(resource)) continue;
    const at = positionOfPointer(schemaFile, `${pointer}/${keyword}`);
    const reference: Reference = {
      ref,
      resource,
      base,
      shown: `${keyword} "${ref}"${pointer ? ` at ${pointer}` : ''}`,
      where: { file: schemaFile.file, line: at.line, column: at.column },
    };
    if (resource.startsWith(siteScheme)) await followSiteReference(load, reference);
    else if (isRemoteUri(resource)) await followMappedReference(load, reference);
  }
}

/** A reference to a file of the site: queued if it exists inside the site, after links. */
async function followSiteReference(load: BundleLoad, reference: Reference): Promise<void> {
  const { rootDir, problems, missing } = load;
  const { ref, resource, base, shown, where } = reference;
  const relativeRef = !/^[a-z][a-z0-9+.-]*:/i.test(ref);
  const basePath = decodeURIComponent(new URL(base).pathname).replace(/^\//, '');
  const refPath = decodeURIComponent(ref.split('#')[0] ?? '');
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(basePath), refPath));
  const absolute = path.join(rootDir, decodeURIComponent(new URL(resource).pathname));
  load.attempted.add(resource);
  if (relativeRef && base.startsWith(siteScheme) && (joined === '..' || joined.startsWith('../'))) {
    missing.push(resource);
    problems.push({
      code: 'SchemaRefOutsideSite',
      severity: 'error',
      ...where,
      message: `${shown} leads outside the site (to ${path.resolve(rootDir, joined)}).`,
      hint:
        `Schema files may reference only files inside ${rootDir}; copy the schema in, or reference it by ` +
        `an http(s) URL.`,
    });
    return;
  }
  if (!(await isFile(absolute))) {
    missing.push(resource);
    problems.push({
      code: 'SchemaRefMissing',
      severity: 'error',
      ...where,
      message: `${shown} points to ${path.relative(rootDir, absolute)}, which does not exist.`,
      hint:
        (await suggestFile(absolute)) ??
        'Check the path: relative references resolve against the folder of the schema file.',
    });
    return;
  }
  const outside = realPathOutside(absolute, load.readRoot);
  if (outside) {
    missing.push(resource);
    problems.push(outsideSiteProblem({ file: absolute, real: outside, named: shown, where, ...load.explain }));
    return;
  }
  load.queue.push({ file: absolute, uri: resource });
}

/**
 * A reference to a URL a mapping reads from a local folder (`--map prefix=dir`): queued if the file exists in that
 * folder, after links; a URL no mapping covers is left to the viewer.
 */
async function followMappedReference(load: BundleLoad, reference: Reference): Promise<void> {
  const { problems, missing } = load;
  const { resource, shown, where } = reference;
  const mapping = load.options.mappings?.find((m) => resource.startsWith(m.prefix));
  if (!mapping) return;
  load.attempted.add(resource);
  const absolute = path.resolve(mapping.dir, decodeURIComponent(resource.slice(mapping.prefix.length)));
  const outsideMapping = path.relative(mapping.dir, absolute).startsWith('..');
  const found = outsideMapping ? undefined : await mappedFile(absolute);
  if (!found) missing.push(resource);
  if (outsideMapping) {
    problems.push({
      code: 'SchemaRefOutsideSite',
      severity: 'error',
      ...where,
      message: `${shown} maps outside ${mapping.dir}.`,
      hint: `URLs under ${mapping.prefix} are read from that folder only.`,
    });
    return;
  }
  if (!found) {
    problems.push({
      code: 'SchemaRefMissing',
      severity: 'error',
      ...where,
      message: `${shown} maps to ${absolute}, which does not exist.`,
      hint: `URLs starting with ${mapping.prefix} are read from ${mapping.dir}; add the file or remove the mapping.`,
    });
    return;
  }
  const outside = realPathOutside(found, mapping.dir);
  if (outside) {
    missing.push(resource);
    problems.push(
      outsideSiteProblem({
        file: found,
        real: outside,
        rootDir: mapping.dir,
        named: shown,
        where,
        rootName: `the folder ${mapping.dir} that ${mapping.prefix} maps to`,
        hint: `URLs under ${mapping.prefix} are read from files inside ${mapping.dir} only, after following links.`,
      }),
    );
    return;
  }
  // Registered under the URI the schema wrote, whichever file served it, so the viewer resolves it.
  load.queue.push({ file: found, uri: resource });
}

/**
 * The bundle of what loaded. Warnings (duplicate keys) travel with it; an error leaves it out, unless missing
 * references are shown unresolved.
 */
function bundleOf(load: BundleLoad, rootUri: string): { bundle?: SchemaBundle; problems: Diagnostic[] } {
  const { loaded, problems, options } = load;
  const root = loaded.get(rootUri);
  if (!root || (options.missingRefs !== 'unresolved' && problems.some((p) => p.severity === 'error')))
    return { problems };
  const documents: Record<string, JSONSchema> = {};
  for (const [uri, schemaFile] of loaded) if (uri !== rootUri) documents[uri] = schemaFile.value as JSONSchema;
  return {
    bundle: {
      schema: root.value as JSONSchema,
      baseUri: rootUri,
      documents,
      files: [...loaded.values()].map((f) => f.file),
      missing: options.missingRefs === 'unresolved' ? load.missing : [],
    },
    problems,
  };
}
