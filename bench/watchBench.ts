/**
 * Bench: `sitegen serve --watch`, from saving a Markdown file to the reload
 * event its open tab receives. Starts the real command on `siteDir`, waits
 * for the first build, then saves `doc` 10 times (a new sentence each time,
 * 1.5 s apart) and times each save until the server's `reload` event names
 * the page. Restores the file. Prints JSON: every time, and the median.
 *
 *     node --import tsx bench/watchBench.ts <siteDir> <outDir> <doc>
 */
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [siteDir, outDir, doc] = process.argv.slice(2);
if (!siteDir || !outDir || !doc) throw new Error('usage: watchBench.ts <siteDir> <outDir> <doc>');
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/sitegen');
const child = spawn(process.execPath, [bin, 'serve', siteDir, '--out', outDir, '--watch', '--port', '0'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let stdout = '';
child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
  stdout += chunk;
});
const until = async (test: () => boolean, what: string, ms = 300_000) => {
  for (const started = Date.now(); !test(); await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > ms) throw new Error(`${what} did not happen:\n${stdout}`);
  }
};
await until(() => /✓ Built \d+ pages/.test(stdout), 'the first build');
const port = Number(/127\.0\.0\.1:(\d+)/.exec(stdout)?.[1]);

let onReload: ((paths: string[]) => void) | undefined;
const stream = request({ host: '127.0.0.1', port, path: '/__sitegen/events' }, (response) => {
  let buffer = '';
  response.setEncoding('utf8').on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (/^event: reload$/m.test(block))
        onReload?.((JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as { paths: string[] }).paths);
    }
  });
});
stream.end();
await new Promise((resolve) => setTimeout(resolve, 500));

const original = await readFile(doc, 'utf8');
const times: number[] = [];
try {
  for (let i = 0; i < 10; i++) {
    const reloaded = new Promise<void>((resolve) => {
      onReload = () => resolve();
    });
    const started = performance.now();
    await writeFile(doc, `${original}\nA sentence added by the bench, number ${i}, at ${Date.now()}.\n`);
    await reloaded;
    times.push(performance.now() - started);
    // Let the search index follow before the next save (0.6 s on 2,000 pages), as it does between an author's saves.
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
} finally {
  await writeFile(doc, original);
  stream.destroy();
  child.kill('SIGTERM');
}
const sorted = [...times].sort((a, b) => a - b);
console.log(JSON.stringify({ times, median: ((sorted[4] ?? 0) + (sorted[5] ?? 0)) / 2 }));
