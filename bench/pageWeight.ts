/**
 * The JavaScript and CSS a built page loads at first load, raw and gzip:
 * its `<script src>` files, the modules its inline scripts import once it
 * has painted (`data-after-paint`: the islands hydrator) and its inline
 * scripts themselves (not JSON data), its
 * `<link rel="stylesheet">` and `<link rel="modulepreload">` files, inline
 * `<style>`, the island chunks named in its island manifest
 * (`#sg-islands`, which the hydrator imports at start), and every chunk
 * those JavaScript files import statically, transitively, each file once.
 * Dynamic `import()`s (search, Monaco, its workers) are not counted, except
 * Monaco's script and stylesheet when asked (`withMonaco`: the editors load
 * them as they mount); Monaco's workers never are.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface Bytes {
  raw: number;
  gzip: number;
}

export interface PageWeight {
  page: string;
  js: Bytes;
  css: Bytes;
  /** Files fetched (inline scripts and styles not counted). */
  files: number;
}

const origin = 'http://site.invalid';

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

/** The JSON of `<script type="application/json" id="…">`, or undefined. */
function jsonScript(html: string, id: string): unknown {
  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes(match[1] ?? '').get('id') === id) return JSON.parse(match[2] ?? 'null') as unknown;
  }
  return undefined;
}

/** Static imports of a JavaScript file (`import … from "x"`, `import "x"`, `export … from "x"`), not `import()`. */
function staticImports(code: string): string[] {
  const specifiers: string[] = [];
  for (const match of code.matchAll(/\b(?:from|import)\s*(\(?)\s*["']([^"']+\.js)["']/g)) {
    if (!match[1] && /^(?:\/|\.\.?\/)/.test(match[2] ?? '')) specifiers.push(match[2] ?? '');
  }
  return specifiers;
}

/** What the page at `file` (relative to `outDir`, e.g. `docs/quick-start.html`) loads. */
export async function pageWeight(
  outDir: string,
  file: string,
  options: { basePath?: string; withMonaco?: boolean; label?: string } = {},
): Promise<PageWeight> {
  const basePath = options.basePath ?? '/';
  const pageUrl = new URL(`${basePath}${file}`, origin);
  const html = await readFile(path.join(outDir, file), 'utf8');
  const seen = new Set<string>();
  const js: Bytes = { raw: 0, gzip: 0 };
  const css: Bytes = { raw: 0, gzip: 0 };
  const add = (to: Bytes, bytes: Buffer | string) => {
    to.raw += Buffer.byteLength(bytes);
    to.gzip += gzipSync(bytes).length;
  };
  const read = async (url: URL) => {
    if (!url.pathname.startsWith(basePath))
      throw new Error(`${file} loads ${url.pathname}, outside the base path ${basePath}`);
    return readFile(path.join(outDir, decodeURIComponent(url.pathname.slice(basePath.length))));
  };
  const script = async (url: URL): Promise<void> => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    const bytes = await read(url);
    add(js, bytes);
    for (const specifier of staticImports(bytes.toString('utf8'))) await script(new URL(specifier, url));
  };
  const stylesheet = async (url: URL) => {
    if (seen.has(url.href)) return;
    seen.add(url.href);
    add(css, await read(url));
  };

  for (const match of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attrs = attributes(match[1] ?? '');
    const type = attrs.get('type') ?? '';
    if (type !== '' && type !== 'module' && !/javascript/.test(type)) continue;
    const src = attrs.get('src');
    const afterPaint = attrs.get('data-after-paint');
    if (src) await script(new URL(src, pageUrl));
    else if (match[2]?.trim()) add(js, match[2]);
    if (afterPaint) await script(new URL(afterPaint, pageUrl));
  }
  for (const match of html.matchAll(/<link\b([^>]*)>/g)) {
    const attrs = attributes(match[1] ?? '');
    const rel = (attrs.get('rel') ?? '').split(/\s+/);
    const href = attrs.get('href');
    if (!href) continue;
    if (rel.includes('stylesheet')) await stylesheet(new URL(href, pageUrl));
    else if (rel.includes('modulepreload')) await script(new URL(href, pageUrl));
  }
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) add(css, match[1] ?? '');
  const islands = (jsonScript(html, 'sg-islands') ?? {}) as Record<string, string>;
  for (const chunk of Object.values(islands)) await script(new URL(chunk, pageUrl));
  if (options.withMonaco) {
    const monaco = jsonScript(html, 'sg-monaco') as { script?: string; stylesheet?: string } | undefined;
    if (!monaco?.script || !monaco.stylesheet) throw new Error(`${file} carries no Monaco bundle (#sg-monaco)`);
    await script(new URL(monaco.script, pageUrl));
    await stylesheet(new URL(monaco.stylesheet, pageUrl));
  }
  return { page: options.label ?? file, js, css, files: seen.size };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** A table: page, JS raw and gzip, CSS raw and gzip, files. */
export function pageWeightLines(weights: PageWeight[]): string[] {
  const width = Math.max(4, ...weights.map((w) => w.page.length));
  const cells = (values: string[]) => values.map((value) => value.padStart(11)).join(' ');
  return [
    `  ${'page'.padEnd(width)} ${cells(['JS raw', 'JS gzip', 'CSS raw', 'CSS gzip'])} ${'files'.padStart(5)}`,
    ...weights.map(
      (w) =>
        `  ${w.page.padEnd(width)} ${cells([kib(w.js.raw), kib(w.js.gzip), kib(w.css.raw), kib(w.css.gzip)])} ${String(w.files).padStart(5)}`,
    ),
  ];
}
