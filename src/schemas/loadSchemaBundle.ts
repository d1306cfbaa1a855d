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
  const problems: Diagnostic[] = [];
  const registry = new SchemaRegistry(options.defaultDraft);
  const loaded = new Map<string, SchemaFile>();
  const attempted = new Set<string>();
  const missing: string[] = [];
  const rootUri = siteUri(rootDir, path.resolve(file));
  let queue: { file: string; uri: string }[] = [{ file: path.resolve(file), uri: rootUri }];
  attempted.add(rootUri);
  const readRoot = options.readRoot ?? rootDir;
  const explain = {
    rootDir: readRoot,
    shownFrom: rootDir,
    ...(options.outside ?? (readRoot !== rootDir ? { rootName: `readRoot (${readRoot})` } : {})),
  };
  const rootOutside = realPathOutside(file, readRoot);
  if (rootOutside)
    return { problems: [outsideSiteProblem({ file: path.resolve(file), real: rootOutside, ...explain })] };

  while (queue.length > 0) {
    for (const item of queue) {
      const read = await readSchemaFile(item.file, options.sourceText);
      if ('code' in read) {
        problems.push(read);
        if (item.uri !== rootUri) missing.push(item.uri);
        continue;
      }
      problems.push(...read.warnings);
      loaded.set(item.uri, read);
      registry.addDocument(item.uri, read.value);
    }
    queue = [];
    // References are checked once every file loaded so far is indexed, so an `$id` in one file serves the others.
    for (const [uri, schemaFile] of loaded) {
      const references: { ref: string; pointer: string; keyword: string }[] = [];
      forEachReference(
        schemaFile.value,
        registry.scopeAt({ document: uri, pointer: '' }).draft,
        (ref, pointer, keyword) => references.push({ ref, pointer, keyword }),
      );
      for (const { ref, pointer, keyword } of references) {
        const { base } = registry.scopeAt({ document: uri, pointer });
        const target = resolveUri(ref, base);
        if (!target) continue;
        const resource = withoutFragment(target);
        if (registry.hasResource(resource) || attempted.has(resource)) continue;
        const at = positionOfPointer(schemaFile, `${pointer}/${keyword}`);
        const where = { file: schemaFile.file, line: at.line, column: at.column };
        const shown = `${keyword} "${ref}"${pointer ? ` at ${pointer}` : ''}`;
        if (resource.startsWith(siteScheme)) {
          const relativeRef = !/^[a-z][a-z0-9+.-]*:/i.test(ref);
          const basePath = decodeURIComponent(new URL(base).pathname).replace(/^\//, '');
          const refPath = decodeURIComponent(ref.split('#')[0] ?? '');
          const joined = path.posix.normalize(path.posix.join(path.posix.dirname(basePath), refPath));
          const absolute = path.join(rootDir, decodeURIComponent(new URL(resource).pathname));
          attempted.add(resource);
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
          } else if (!(await isFile(absolute))) {
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
          } else {
            const outside = realPathOutside(absolute, readRoot);
            if (outside) {
              missing.push(resource);
              problems.push(outsideSiteProblem({ file: absolute, real: outside, named: shown, where, ...explain }));
            } else {
              queue.push({ file: absolute, uri: resource });
            }
          }
        } else if (isRemoteUri(resource)) {
          const mapping = options.mappings?.find((m) => resource.startsWith(m.prefix));
          if (!mapping) continue;
          attempted.add(resource);
          const absolute = path.resolve(mapping.dir, decodeURIComponent(resource.slice(mapping.prefix.length)));
          const found = path.relative(mapping.dir, absolute).startsWith('..') ? undefined : await mappedFile(absolute);
          if (!found) missing.push(resource);
          if (path.relative(mapping.dir, absolute).startsWith('..')) {
            problems.push({
              code: 'SchemaRefOutsideSite',
              severity: 'error',
              ...where,
              message: `${shown} maps outside ${mapping.dir}.`,
              hint: `URLs under ${mapping.prefix} are read from that folder only.`,
            });
          } else if (!found) {
            problems.push({
              code: 'SchemaRefMissing',
              severity: 'error',
              ...where,
              message: `${shown} maps to ${absolute}, which does not exist.`,
              hint:
                `URLs starting with ${mapping.prefix} are read from ${mapping.dir}; add the file or remove the ` +
                `mapping.`,
            });
          } else {
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
                  hint:
                    `URLs under ${mapping.prefix} are read from files inside ${mapping.dir} only, after ` +
                    `following links.`,
                }),
              );
            } else {
              // Registered under the URI the schema wrote, whichever file served it, so the viewer resolves it.
              queue.push({ file: found, uri: resource });
            }
          }
        }
      }
    }
  }
  const root = loaded.get(rootUri);
  // Warnings (duplicate keys) travel with the bundle; an error leaves it out, unless missing references are shown
  // unresolved.
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
      missing: options.missingRefs === 'unresolved' ? missing : [],
    },
    problems,
  };
}
