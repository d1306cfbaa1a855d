/**
 * `npm run bench`'s viewer lines: server render time and HTML size of a large generated schema, and the filter's and
 * "Expand all"'s walks, measured by bench/viewerBench.ts in a process of its own (React's production build, as a
 * build renders).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** What viewerBench.ts prints, as one JSON line. */
interface ViewerFigures {
  schemaBytes: number;
  definitions: number;
  budget: { ms: number; bytes: number; gzip: number };
  large: { ms: number; bytes: number; gzip: number };
  filterMs: number;
  filterMatches: number;
  filterTruncated: boolean;
  expandMs: number;
  expandRows: number;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

/** The viewer's lines, for the checkout at `root`. */
export async function viewerLines(root: string): Promise<string[]> {
  const env = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/viewerBench.ts')], { env });
  const viewer = JSON.parse(stdout.trim()) as ViewerFigures;
  return [
    `Viewer, generated Kubernetes-like schema (${kib(viewer.schemaBytes)}, ${viewer.definitions} definitions), server render (median of 5):`,
    `  node budget 1,500 (default): ${viewer.budget.ms.toFixed(0)} ms, HTML ${kib(viewer.budget.bytes)} (${kib(viewer.budget.gzip)} gzip)`,
    `  node budget 20,000:          ${viewer.large.ms.toFixed(0)} ms, HTML ${kib(viewer.large.bytes)} (${kib(viewer.large.gzip)} gzip)`,
    `  filter over 5,000 nodes, cold: ${viewer.filterMs.toFixed(0)} ms (${viewer.filterMatches} matches${viewer.filterTruncated ? ', stopped at the limit' : ''}); Expand all (${viewer.expandRows} rows): ${viewer.expandMs.toFixed(0)} ms`,
  ];
}
