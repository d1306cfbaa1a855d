/**
 * What the builds of a site's languages read alike, read once for all of
 * them (localizedBuilder.ts): each language's build is the whole site's, so
 * each hashed every file of the site for its fingerprint and asked git for
 * the history of every docs folder. jest's website in nine languages did both
 * nine times: 2.0 s of hashing and 1.2 s of git, of a 34 s build.
 */
import type { LastUpdate } from '../content/lastUpdates.ts';

export interface SharedReads {
  /**
   * A folder's history (`readLastUpdates`), by folder: read once while the builders live, as each builder read it once.
   */
  history: Map<string, Promise<Map<string, LastUpdate>>>;
  /** What `buildFingerprint` reads of the files, by its inputs: for one run (`newRun` empties it). */
  fingerprints: Map<string, Promise<unknown>>;
}

export function createSharedReads(): SharedReads {
  return { history: new Map(), fingerprints: new Map() };
}

/** A new run of the builds: the files may have changed since the last one. */
export function newRun(reads: SharedReads): void {
  reads.fingerprints.clear();
}

/** `read()`, or what it gave for `key` already in `reads`; without `reads`, read afresh. */
export function readOnce<T>(
  reads: Map<string, Promise<unknown>> | undefined,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  if (!reads) return read();
  let reading = reads.get(key) as Promise<T> | undefined;
  if (!reading) {
    reading = read();
    reads.set(key, reading);
    // A failed read is not kept: the next build asks again.
    reading.catch(() => reads.delete(key));
  }
  return reading;
}
