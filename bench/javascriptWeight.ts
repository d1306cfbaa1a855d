/**
 * The JavaScript a built site makes its readers load: per page (the entry scripts, inline ones and the module the
 * islands' hydrator imports once the page has painted), and what opening the search dialog fetches on top.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript every page loads before any lazy chunk: the median page's and the largest, raw and gzipped. */
export async function javascriptPerPage(outDir: string): Promise<string[]> {
  const files = (await readdir(outDir, { recursive: true })).filter((f) => f.endsWith('.html'));
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (url: string) => {
    let size = sizes.get(url);
    if (!size) {
      const bytes = await readFile(path.join(outDir, url.replace(/^\//, '')));
      size = { raw: bytes.length, gzip: gzipSync(bytes).length };
      sizes.set(url, size);
    }
    return size;
  };
  const perPage: { page: string; raw: number; gzip: number }[] = [];
  for (const file of files) {
    const html = await readFile(path.join(outDir, file), 'utf8');
    let raw = 0;
    let gzip = 0;
    for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      const src = /\ssrc="([^"]+)"/.exec(match[1] ?? '')?.[1];
      // The module an inline script imports once the page has painted (the islands hydrator) is an entry script too.
      const afterPaint = /\sdata-after-paint="([^"]+)"/.exec(match[1] ?? '')?.[1];
      if (afterPaint) {
        const s = await sizeOf(afterPaint);
        raw += s.raw;
        gzip += s.gzip;
      }
      if (src) {
        const s = await sizeOf(src);
        raw += s.raw;
        gzip += s.gzip;
      } else if (!/type="application\/json"/.test(match[1] ?? '')) {
        raw += (match[2] ?? '').length;
        gzip += gzipSync(match[2] ?? '').length;
      }
    }
    perPage.push({ page: file, raw, gzip });
  }
  perPage.sort((a, b) => b.gzip - a.gzip);
  const median = perPage[Math.floor(perPage.length / 2)];
  const largest = perPage[0];
  return [
    `JavaScript per page (entry scripts and inline, not counting lazily imported chunks), ${perPage.length} pages:`,
    `  median ${median?.raw ?? 0} B (${median?.gzip ?? 0} B gzip); largest ${largest?.page ?? '-'} ${largest?.raw ?? 0} B (${largest?.gzip ?? 0} B gzip)`,
  ];
}

/**
 * What opening search costs on top of the page: the dialog's chunk, the
 * chunks it imports statically (React, shared code) and the provider's
 * chunk (local), each file once.
 */
export async function searchDialogBytes(outDir: string): Promise<string> {
  const chunks = path.join(outDir, 'assets/chunks');
  const names = await readdir(chunks);
  const entry = names.find((name) => name.startsWith('searchDialogHost-'));
  const provider = names.find((name) => name.startsWith('localProvider-'));
  if (!entry || !provider) return 'Search dialog: no dialog chunk found';
  const seen = new Set<string>();
  let raw = 0;
  let gzip = 0;
  const visit = async (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const bytes = await readFile(path.join(chunks, name));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
    // Imports are absolute under the base path (`/assets/chunks/x.js`) or, in relative builds, `./x.js`.
    for (const match of bytes
      .toString('utf8')
      .matchAll(/(?:from|import)\s*\(?"(?:\.|\/[^"]*\/chunks)\/([^"/]+\.js)"/g)) {
      if (!match[0].includes('(')) await visit(match[1] ?? '');
    }
  };
  await visit(entry);
  await visit(provider);
  return `Search dialog, fetched on first use (with React and the local provider): ${(raw / 1024).toFixed(0)} KiB (${(gzip / 1024).toFixed(1)} KiB gzip) in ${seen.size} files`;
}
