/**
 * A cache folder that can be written. The cache (compiled site modules, compiled docs, bundles, the build's
 * stamps) is an optimisation: a folder that is read-only, full, or not a folder at all must not stop a
 * build. The first time a process is about to use a cache folder it writes a probe file there; when that
 * fails for want of room or permission, the process uses a temporary folder instead (removed when it
 * exits, so the next build starts without a cache) and keeps a `CacheUnwritable` warning, which the build
 * prints once. Any other failure is a real one and is thrown.
 */
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Diagnostic } from './diagnostics/diagnostic.ts';
import { threadId } from 'node:worker_threads';

/** The codes of a folder sitegen cannot write into, for a reason of the machine's. */
const unwritableCodes = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EEXIST']);

const chosen = new Map<string, string>();
const warnings: Diagnostic[] = [];

/** `wanted`, once a file could be written there; else this process's temporary stand-in for it. */
export function usableCacheDir(wanted: string): string {
  const known = chosen.get(wanted);
  if (known) return known;
  let usable = wanted;
  try {
    mkdirSync(wanted, { recursive: true });
    // The thread's id too: the build's worker threads probe the same folder at once, and one's unlink took the other's
    // file.
    const probe = path.join(wanted, `.probe-${process.pid}-${threadId}`);
    writeFileSync(probe, '');
    unlinkSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!unwritableCodes.has(code)) throw error;
    usable = mkdtempSync(path.join(os.tmpdir(), 'sitegen-cache-'));
    process.once('exit', () => rmSync(usable, { recursive: true, force: true }));
    warnings.push({
      code: 'CacheUnwritable',
      severity: 'warning',
      file: wanted,
      message:
        `The cache folder ${wanted} cannot be written (${code}): this build uses a temporary one instead, ` +
        `removed when it ends, so the next build starts without a cache.`,
      hint: 'Free some space or make the folder writable, or choose another one with SITEGEN_CACHE_DIR.',
    });
  }
  chosen.set(wanted, usable);
  return usable;
}

/** The warnings about unwritable cache folders met so far, each given once. */
export function takeCacheWarnings(): Diagnostic[] {
  return warnings.splice(0);
}
