/**
 * What a build takes from the last build's cache without reading or compiling (previousBuild.ts reads the
 * cache): a doc whose file and the files it read are as they were, and a blog post whose file is unchanged,
 * each with its compiled result (no tree: the few pages that render again load theirs).
 */
import { readFileSync } from 'node:fs';
import { restoredPost } from '../blog/postRecord.ts';
import type { KnownPost } from '../blog/loadBlog.ts';
import type { KnownDoc } from '../content/collectContent.ts';
import type { DocSource } from '../content/contentTypes.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import { dependenciesUnchanged, restoredDoc, stillValid, textHash, type CachedDoc } from './cachedDocs.ts';
import { compiledPostKey } from './compileBlogs.ts';
import type { StampRecord } from './fileStamps.ts';
import type { PreviousBuild } from './previousBuild.ts';

/**
 * The docs of the last build that may stand for their files now (cachedDocs.ts): `known` gives
 * collectContent a doc without reading it, `compiled` gives compile its result without compiling it.
 */
export function takeCachedDocs(
  previous: PreviousBuild,
  stamps: StampRecord,
): { known: KnownDoc; compiled: (doc: DocSource) => CompiledDoc | undefined } {
  const valid = new Map<string, CachedDoc>();
  const hashOutside = (file: string) => textHash(readTextOrUndefined(file));
  return {
    known(file) {
      const cached = previous.docs.get(file);
      if (!cached || !stillValid(cached, stamps, hashOutside)) return undefined;
      valid.set(file, cached);
      return { doc: restoredDoc(cached), problems: cached.problems };
    },
    compiled(doc) {
      const cached = valid.get(doc.file);
      if (!cached) return undefined;
      previous.taken.add(doc.file);
      return { ...cached.compiled };
    },
  };
}

function readTextOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The blog posts of the last build whose text (the compile cache's key) and the files they read are as they
 * were: compiled results without their trees, which the few pages that render again load (createTreeLoader).
 */
export function takeCachedPosts(
  previous: PreviousBuild,
  stamps: StampRecord,
): { compiled: (key: string, cacheKey: () => string) => CompiledDoc | undefined; known: KnownPost } {
  const hashOutside = (file: string) => textHash(readTextOrUndefined(file));
  return {
    compiled(key, cacheKey) {
      const cached = previous.posts.get(key);
      if (!cached || cached.cacheKey !== cacheKey() || !dependenciesUnchanged(cached.compiled, stamps, hashOutside))
        return undefined;
      // The entry is written again as it was only if what reading the post found holds too (its front matter may
      // have changed, its body not): else its chunk is rewritten, with the new record.
      if (!cached.loaded || stamps.stamps[key]?.[2] === cached.loaded.sha256) previous.takenPosts.add(key);
      return { ...cached.compiled };
    },
    // A post whose file is unchanged, unread: what reading it found, and its texts' keys (which hold as the file does).
    known(file) {
      const entry = previous.posts.get(compiledPostKey(file, false));
      const record = entry?.loaded;
      if (!entry || !record || stamps.stamps[file]?.[2] !== record.sha256) return undefined;
      const summary = previous.posts.get(compiledPostKey(file, true));
      const cacheKeys = {
        [compiledPostKey(file, false)]: entry.cacheKey,
        ...(summary ? { [compiledPostKey(file, true)]: summary.cacheKey } : {}),
      };
      return { post: restoredPost(record, cacheKeys), problems: record.problems };
    },
  };
}
