/**
 * The size of a built site's HTML pages: how many, their mean, median and
 * largest size, raw and gzip (level 6), and that of one named page. A doc's
 * weight is mostly its shell (navbar, sidebar, footer) on large sites, so
 * this is the figure that shows a sidebar rendered into every page.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface HtmlPerPage {
  pages: number;
  mean: number;
  median: number;
  largest: { page: string; bytes: number };
  /** Mean gzip size. */
  meanGzip: number;
}

/** Every `.html` file under `outDir/under` (default: the whole output). */
export async function htmlPerPage(outDir: string, under = ''): Promise<HtmlPerPage> {
  const root = path.join(outDir, under);
  const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
  const sizes: { page: string; bytes: number; gzip: number }[] = [];
  for (const file of files) {
    const bytes = await readFile(path.join(root, file));
    sizes.push({ page: path.join(under, file), bytes: bytes.length, gzip: gzipSync(bytes).length });
  }
  sizes.sort((a, b) => a.bytes - b.bytes);
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const largest = sizes.at(-1);
  return {
    pages: sizes.length,
    mean: sizes.length > 0 ? total / sizes.length : 0,
    median: sizes[Math.floor((sizes.length - 1) / 2)]?.bytes ?? 0,
    largest: { page: largest?.page ?? '-', bytes: largest?.bytes ?? 0 },
    meanGzip: sizes.length > 0 ? sizes.reduce((sum, size) => sum + size.gzip, 0) / sizes.length : 0,
  };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function htmlPerPageLine(label: string, html: HtmlPerPage): string {
  return `${label}: ${html.pages} pages, mean ${kb(html.mean)} (${kb(html.meanGzip)} gzip), median ${kb(html.median)}, largest ${html.largest.page} ${kb(html.largest.bytes)}`;
}
