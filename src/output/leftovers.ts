/**
 * What a build killed before its end (kill -9, a closed terminal, a machine out of memory) leaves behind,
 * and how the next command clears it.
 *
 * Beside the output, the folders the output writer names with its process id and the time it started
 * writing (outputWriter.ts): the temporary folder `.<out>.tmp-<pid>-<time>` (a language's,
 * `.<out>.<language>.tmp-<pid>-<time>`) and the previous output swapped out, `.<out>.old-<pid>-<time>`.
 * Killed between the swap's two renames, a build leaves no output at all: `recoverOutput` puts the newest
 * kept previous output back (an `OutputRestored` warning) and removes the rest. A temporary folder with a
 * merge's journal (mergeOutput.ts) is a merge to finish, not a folder to remove: its files are moved into
 * the output (an `OutputMergeFinished` warning). In the cache, files written
 * under a temporary name, then renamed (`<file>.<pid>.tmp`, `<file>.<pid>-<random>.tmp`, bundle folders
 * `<key>.<pid>.tmp`, the probe `.probe-<pid>-<thread>`): `sweepCache` removes them.
 *
 * Only what a process that is gone left is touched: a build or a `serve --watch` running beside this one
 * keeps its folders. Only names sitegen writes, exactly, and only real folders and files (never a link),
 * directly inside the output's parent folder or the cache's few folders. A pid the system gave again to
 * another process since leaves the leftover until that process ends; this process's own pid, given to a
 * build before it (containers give the same small pids on every run), is told apart by time.
 */
import { existsSync } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { isDocusaurusOutput, outputMarker } from './outputGuard.ts';
import { finishMerge, hasMergeJournal } from './mergeOutput.ts';
import { removeFolder } from './removeFolder.ts';

/**
 * Whether the process `pid`, which made something at `madeAt` (ms since the epoch), has ended. A process
 * that cannot be signalled for want of permission (EPERM) is running. This process's pid stands for this
 * process only for what was made since it started.
 */
export function isProcessGone(pid: number, madeAt: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  if (pid === process.pid) return madeAt < performance.timeOrigin;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Leftover {
  name: string;
  dir: string;
  kind: 'old' | 'tmp';
  pid: number;
  time: number;
}

/** The folders beside `outDir` that builds which are gone left (or, with `own`, this process's temporary ones). */
async function outputLeftovers(outDir: string, own = false): Promise<Leftover[]> {
  const parent = path.dirname(outDir);
  const base = escaped(path.basename(outDir));
  const named = new RegExp(`^\\.${base}\\.(?:(old)|(?:[^/\\\\]+\\.)?tmp)-(\\d+)-(\\d+)$`);
  let entries;
  try {
    entries = await readdir(parent, { withFileTypes: true });
  } catch {
    return [];
  }
  const found: Leftover[] = [];
  for (const entry of entries) {
    const match = named.exec(entry.name);
    // A folder, not a link to one (Dirent says so without following links).
    if (!match || !entry.isDirectory()) continue;
    const pid = Number(match[2]);
    const time = Number(match[3]);
    if (own ? pid === process.pid && !match[1] : isProcessGone(pid, time))
      found.push({ name: entry.name, dir: path.join(parent, entry.name), kind: match[1] ? 'old' : 'tmp', pid, time });
  }
  return found;
}

/**
 * Clears what killed builds left beside the output `outDir`. When there is no output and such a build
 * kept a whole previous output (it still has its `.sitegen-build` marker, which its removal deletes
 * first; or `docusaurus build` wrote it), the newest is put back: the returned `OutputRestored` warning
 * says so. Every other leftover is removed. `command`: what brings the output up to date, for the hint.
 */
export async function recoverOutput(outDirInput: string, command = 'sitegen build'): Promise<Diagnostic[]> {
  const outDir = path.resolve(outDirInput);
  const leftovers = await outputLeftovers(outDir);
  if (leftovers.length === 0) return [];
  const diagnostics: Diagnostic[] = [];
  if (!existsSync(outDir)) {
    const whole = leftovers
      .filter(
        (left) =>
          left.kind === 'old' && (existsSync(path.join(left.dir, outputMarker)) || isDocusaurusOutput(left.dir)),
      )
      .sort((a, b) => b.time - a.time || b.pid - a.pid);
    for (const kept of whole) {
      try {
        await rename(kept.dir, outDir);
      } catch {
        // Another command starting now put one back first, or the folder cannot be moved: the build makes a new output.
        continue;
      }
      leftovers.splice(leftovers.indexOf(kept), 1);
      diagnostics.push({
        code: 'OutputRestored',
        severity: 'warning',
        file: outDir,
        message:
          `The output folder was missing: a build (process ${kept.pid}) was stopped between moving the previous ` +
          `output aside and moving its own in. The previous output, kept in ${kept.name}, was put back.`,
        hint:
          `It is the output of the build before the stopped one: nothing was lost, and ${command} brings it up ` +
          `to date.`,
      });
      break;
    }
  }
  const { begun, merged } = finishMerges(leftovers, outDir);
  for (const left of merged) {
    diagnostics.push({
      code: 'OutputMergeFinished',
      severity: 'warning',
      file: outDir,
      message:
        `A build (process ${left.pid}) was stopped while moving its new files into the output. The rest of them, ` +
        `kept in ${left.name}, were moved in.`,
      hint: `The output is that build's, whole: nothing was lost, and ${command} brings it up to date.`,
    });
  }
  // In threads of their own, as the writer removes a previous output; one that cannot be removed is left for the next
  // command.
  await Promise.all(
    leftovers.filter((left) => !begun.includes(left)).map((left) => removeFolder(left.dir).catch(() => undefined)),
  );
  return diagnostics;
}

/**
 * Finishes the merges that `leftovers` began (`begun`: their temporary folders have a journal), oldest
 * first, into an output that is there (`merged`). One that fails is left, never removed, for the next
 * command; without an output, a merge's few files are no output: its folder is removed.
 */
function finishMerges(leftovers: Leftover[], outDir: string): { begun: Leftover[]; merged: Leftover[] } {
  if (!existsSync(outDir)) return { begun: [], merged: [] };
  const begun = leftovers
    .filter((left) => left.kind === 'tmp' && hasMergeJournal(left.dir))
    .sort((a, b) => a.time - b.time || a.pid - b.pid);
  return {
    begun,
    merged: begun.filter((left) => {
      try {
        finishMerge(left.dir, outDir);
        return true;
      } catch {
        return false;
      }
    }),
  };
}

/**
 * Removes the temporary folders this process's builds left beside `outDir` (finishing a merge one began):
 * `serve --watch` calls it once it has stopped a build worker mid-build (a doc that never finished),
 * before it starts the next worker.
 */
export async function removeOwnTemporaries(outDirInput: string): Promise<void> {
  const outDir = path.resolve(outDirInput);
  const leftovers = await outputLeftovers(outDir, true);
  const { begun } = finishMerges(leftovers, outDir);
  await Promise.all(
    leftovers.filter((left) => !begun.includes(left)).map((left) => removeFolder(left.dir).catch(() => undefined)),
  );
}

/**
 * Where the cache keeps files written under a temporary name, and the names, exactly: the build cache's
 * chunks, manifest, output record and stamps (checkedFile.ts, fileStamps.ts), compiled site modules
 * (importSiteModule.ts), the client, Monaco and Mermaid bundles' folders (cachedClientBundle.ts,
 * bundleMonaco.ts, bundleCache.ts), the probe of a writable cache (usableCacheDir.ts). Not the compiled
 * docs' 256 shards (`compile/<xx>/`, compileCache.ts): reading 256 folders on every build would cost more
 * than the few kilobytes a killed build can leave there.
 */
const partials: { folder: string; name: RegExp; kind: 'file' | 'folder' }[] = [
  // `.probe-<pid>` without the thread: an earlier version's.
  { folder: '', name: /^\.probe-(\d+)(?:-\d+)?$/, kind: 'file' },
  { folder: 'build', name: /^[0-9a-f]{24}[\w.-]*\.(?:json|stamps)\.(\d+)\.tmp$/, kind: 'file' },
  { folder: 'modules', name: /^[^/\\]+\.mjs\.(\d+)-[0-9a-z]*\.tmp$/, kind: 'file' },
  { folder: 'monaco', name: /^[0-9a-f]{16}\.(\d+)\.tmp$/, kind: 'folder' },
  { folder: 'mermaid', name: /^[0-9a-f]{16}\.(\d+)\.tmp$/, kind: 'folder' },
  { folder: 'client', name: /^[0-9a-f]{16}\.(\d+)\.tmp$/, kind: 'folder' },
];

/** Removes the files and folders of the cache `cacheDir` that processes which are gone left half written. */
export async function sweepCache(cacheDir: string): Promise<void> {
  await Promise.all(
    partials.map(async ({ folder, name, kind }) => {
      const dir = path.join(cacheDir, folder);
      let entries;
      try {
        entries = await readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      await Promise.all(
        entries.map(async (entry) => {
          const match = name.exec(entry.name);
          if (!match || !(kind === 'file' ? entry.isFile() : entry.isDirectory())) return;
          const pid = Number(match[1]);
          const file = path.join(dir, entry.name);
          // Only this process's own pid needs the time it was written at (a process before it had the pid).
          const madeAt =
            pid === process.pid
              ? await stat(file).then(
                  (info) => info.mtimeMs,
                  () => Infinity,
                )
              : 0;
          if (isProcessGone(pid, madeAt)) await rm(file, { recursive: true, force: true }).catch(() => undefined);
        }),
      );
    }),
  );
}
