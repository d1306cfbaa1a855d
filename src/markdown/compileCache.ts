/**
 * Caches compiled Markdown on disk by content hash, so a rebuild compiles only
 * the docs that changed. The key covers the doc's text, its path (positions
 * and errors name it), and a fingerprint of the compiler itself: the code of
 * `src/markdown/`, the lockfiles and the widget registry, so changing a plugin invalidates
 * everything. An entry also lists the files the doc read (`file=` code
 * blocks) with their hashes; a changed one makes it a miss. Results with
 * errors are never cached; results with warnings only (a code block in an
 * unknown language) are, warnings included, so a hit reports them again.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { cacheDirFor, isSitegenCode, sitegenRoot, versionFiles } from '../paths.ts';
import type { CompiledMarkdown } from './compileMarkdown.ts';

export interface CompileInput {
  body: string;
  file: string;
  bodyLineOffset: number;
}

export interface CompileCache {
  /** The content hash of an input: the compiler, the doc's path, offset and text. */
  keyOf(input: CompileInput): string;
  get(input: CompileInput): Promise<CompiledMarkdown | undefined>;
  set(input: CompileInput, result: CompiledMarkdown): Promise<CompiledMarkdown>;
  /** The tree of an entry by its key, whatever the files it read now hold (an earlier version of a doc, for its code blocks). */
  treeOf(key: string): Promise<CompiledMarkdown['hast'] | undefined>;
  readonly hits: number;
}

let compilerFingerprint: Promise<string> | undefined;

async function fingerprint(widgets: WidgetRegistry, siteDir: string): Promise<string> {
  compilerFingerprint ??= (async () => {
    const hash = createHash('sha256');
    const markdownDir = path.join(sitegenRoot, 'src/markdown');
    const files = (await readdir(markdownDir, { recursive: true })).filter(isSitegenCode).sort();
    for (const file of files) hash.update(file).update(await readFile(path.join(markdownDir, file)));
    return hash.digest('hex');
  })();
  const hash = createHash('sha256').update(await compilerFingerprint);
  for (const file of versionFiles(siteDir)) hash.update(await readFile(file).catch(() => ''));
  const widgetShape = JSON.stringify([...widgets].map(([name, w]) => [name, w.props, w.inline ?? false]));
  return hash.update(widgetShape).digest('hex');
}

export async function createCompileCache(options: {
  widgets: WidgetRegistry;
  /** The site: its cache folder and its project's lockfile. */
  siteDir: string;
  /** The site's Markdown plugins' key (`MarkdownSetup.key`); empty without plugins. */
  pluginsKey?: string;
  dir?: string;
  /** false: keys only, nothing read or written (--no-cache). */
  enabled?: boolean;
}): Promise<CompileCache> {
  const dir = options.dir ?? path.join(cacheDirFor(options.siteDir), 'compile');
  const enabled = options.enabled ?? true;
  const prefix = createHash('sha256').update(await fingerprint(options.widgets, options.siteDir)).update(options.pluginsKey ?? '').digest('hex');
  const keyOf = (input: CompileInput) =>
    // JSON keeps the fields apart: offset 23 + body ' a' and offset 2 + body '3 a' must not meet.
    createHash('sha256').update(prefix).update(JSON.stringify([input.file, input.bodyLineOffset, input.body])).digest('hex');
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), `${key}.json`);
  let hits = 0;
  return {
    get hits() { return hits; },
    keyOf,
    async get(input) {
      if (!enabled) return undefined;
      try {
        const cached = JSON.parse(await readFile(fileOf(keyOf(input)), 'utf8')) as CompiledMarkdown;
        // A file the doc reads (a code block's file=) changed or went away: compile again.
        for (const dependency of cached.dependencies ?? []) {
          const text = await readFile(dependency.file, 'utf8').catch(() => undefined);
          if (text === undefined || createHash('sha256').update(text).digest('hex') !== dependency.sha256) return undefined;
        }
        hits++;
        return cached;
      } catch {
        return undefined;
      }
    },
    async treeOf(key) {
      if (!enabled || !/^[0-9a-f]{64}$/.test(key)) return undefined;
      try {
        return (JSON.parse(await readFile(fileOf(key), 'utf8')) as CompiledMarkdown).hast;
      } catch {
        return undefined;
      }
    },
    async set(input, result) {
      if (!enabled || result.problems.some((problem) => problem.severity === 'error')) return result;
      const file = fileOf(keyOf(input));
      try {
        await mkdir(path.dirname(file), { recursive: true });
        // Write then rename, so a crash never leaves a half-written entry behind.
        const partial = `${file}.${process.pid}.tmp`;
        await writeFile(partial, JSON.stringify(result));
        await rename(partial, file);
      } catch {
        // A cache that cannot be written only makes the next build slower.
      }
      return result;
    },
  };
}
