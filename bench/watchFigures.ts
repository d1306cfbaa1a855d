/**
 * `npm run bench`'s serve --watch lines: from saving a Markdown file to the reload event, on a copy of content/
 * (content/ itself is never edited) and on a generated site, each through bench/watchBench.ts in a process of its
 * own.
 */
import { execFile } from 'node:child_process';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A site to watch: its folder, the output folder serve writes, and the doc the bench saves. */
export interface WatchedSite {
  label: string;
  siteDir: string;
  outDir: string;
  doc: string;
}

/** One site's save-to-reload times, from watchBench.ts's last line. */
async function watchBench(root: string, site: WatchedSite): Promise<{ times: number[]; median: number }> {
  const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') };
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/watchBench.ts'), site.siteDir, site.outDir, site.doc],
    { env, maxBuffer: 1 << 24 },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { times: number[]; median: number };
}

/**
 * The lines for a copy of `contentDir` (made in `generated` and removed after) and for `others`: the median of 10
 * body edits, the fastest and the slowest.
 */
export async function watchLines(options: {
  root: string;
  generated: string;
  contentDir: string;
  others: WatchedSite[];
}): Promise<string[]> {
  const { root, generated } = options;
  const copy = path.join(generated, 'watch-site');
  await rm(copy, { recursive: true, force: true });
  await cp(options.contentDir, copy, { recursive: true });
  const sites: WatchedSite[] = [
    {
      label: 'content/ (a copy)',
      siteDir: copy,
      outDir: path.join(generated, 'watch-site-out'),
      doc: path.join(copy, 'docs/quick-start.md'),
    },
    ...options.others,
  ];
  const lines = ['sitegen serve --watch, saving a Markdown file to the reload event (median of 10 body edits):'];
  try {
    for (const site of sites) {
      const result = await watchBench(root, site);
      const sorted = [...result.times].sort((a, b) => a - b);
      lines.push(
        `  ${site.label.padEnd(20)} ${result.median.toFixed(0)} ms (fastest ${sorted[0]?.toFixed(0)} ms, slowest ${sorted.at(-1)?.toFixed(0)} ms)`,
      );
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  return lines;
}
