/**
 * When each doc was last changed and by whom, from git (`docs.showLastUpdateTime`
 * and `showLastUpdateAuthor`): one `git log` over the docs folder, newest
 * commit first, so the first commit that names a file is its last change.
 * A site outside git, a machine without git, or a file never committed has
 * no entry, and its page shows nothing. (A shallow clone knows only its last
 * commits: CI should fetch the whole history.) Also when each file was first
 * committed, a blog post's date when nothing else gives one.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';

export interface LastUpdate {
  /** The commit's time, in milliseconds since 1970 (UTC). */
  time: number;
  author: string;
}

function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}

/** Absolute path of each file under `dir` → its last commit. */
export async function readLastUpdates(dir: string): Promise<Map<string, LastUpdate>> {
  // Paths relative to `dir` (--relative), unquoted (core.quotepath=off); a record per commit after \x1e.
  const log = await git(
    [
      '-c',
      'core.quotepath=off',
      'log',
      '--no-renames',
      '--relative',
      '--name-only',
      '--format=%x1e%ct%x1f%an',
      '--',
      '.',
    ],
    dir,
  );
  const updates = new Map<string, LastUpdate>();
  for (const record of (log ?? '').split('\x1e').slice(1)) {
    const [header = '', ...files] = record.split('\n');
    const [seconds, author = ''] = header.split('\x1f');
    const time = Number(seconds) * 1000;
    if (!Number.isFinite(time)) continue;
    for (const file of files) {
      const absolute = path.join(dir, file);
      if (file && !updates.has(absolute)) updates.set(absolute, { time, author });
    }
  }
  return updates;
}

/** The commit checked out in `dir`'s repository: the history the dates come from. */
export async function gitHead(dir: string): Promise<string> {
  return (await git(['rev-parse', 'HEAD'], dir))?.trim() ?? 'no git';
}

/**
 * Absolute path of each file under `dir` that git knows → when it was first committed (its oldest commit that
 * adds it), in milliseconds: a blog post's date when neither its name nor its front matter gives one, as
 * Docusaurus dates it. Empty outside git.
 */
export async function readFirstCommits(dir: string): Promise<Map<string, number>> {
  const log = await git(
    [
      '-c',
      'core.quotepath=off',
      'log',
      '--no-renames',
      '--diff-filter=A',
      '--relative',
      '--name-only',
      '--format=%x1e%ct',
      '--',
      '.',
    ],
    dir,
  );
  const added = new Map<string, number>();
  // Newest first: the last record that names a file is its first commit.
  for (const record of (log ?? '').split('\x1e').slice(1)) {
    const [seconds = '', ...files] = record.split('\n');
    const time = Number(seconds) * 1000;
    if (!Number.isFinite(time)) continue;
    for (const file of files) if (file) added.set(path.join(dir, file), time);
  }
  return added;
}
