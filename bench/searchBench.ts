/**
 * The local search index's figures for `npm run bench`, as one JSON line per
 * built site given: its files and bytes (raw and gzip), the largest file,
 * and query times (median over a set of queries, each on a fresh index
 * object, so loading its shards and records counts; files are read from disk).
 */
import { readFile, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LocalSearch } from '../theme/search/localSearch.ts';
import { median } from './median.ts';

const queries = [
  'contains',
  'array items',
  'schema',
  'prop',
  'reference remote',
  'min',
  'enum values',
  'page 1',
  'format date',
  'zebra',
];

async function figures(outDir: string) {
  const dir = path.join(outDir, 'search');
  const files = await readdir(dir);
  let raw = 0;
  let gzip = 0;
  let largest = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    largest = Math.max(largest, (await stat(path.join(dir, file))).size);
  }
  const times: number[] = [];
  const loadedBytes: number[] = [];
  for (const query of queries) {
    let loaded = 0;
    const search = new LocalSearch('/search/manifest.json', async (url) => {
      const text = await readFile(path.join(outDir, url), 'utf8');
      loaded += text.length;
      return JSON.parse(text) as unknown;
    });
    const started = performance.now();
    await search.search(query);
    times.push(performance.now() - started);
    loadedBytes.push(loaded);
  }
  return {
    files: files.length,
    raw,
    gzip,
    largest,
    queryMs: median(times),
    maxQueryMs: Math.max(...times),
    loadedBytes: median(loadedBytes),
  };
}

for (const outDir of process.argv.slice(2)) console.log(JSON.stringify({ outDir, ...(await figures(outDir)) }));
