/**
 * `sitegen schema` pages address each other by paths that are always paths:
 * a file named like a URL scheme (`javascript:…`) or holding `#`, `?`, `%`,
 * spaces or non-ASCII letters gets links that reach its page and never run.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeDir, runSitegen } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

const scheme = 'javascript:alert(document.domain);void(0)';
const odd = 'we#ird?na%me é';

/** Every href and src of a page, in order. */
const linksOf = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1] ?? '');

/** The file a server would send for a link followed from a page: the URL's path, decoded. */
function fileOf(outDir: string, page: string, href: string): { protocol: string; file: string } {
  const url = new URL(
    href.replace(/&amp;/g, '&'),
    `http://localhost/${page.split('/').map(encodeURIComponent).join('/')}`,
  );
  return { protocol: url.protocol, file: path.join(outDir, ...decodeURIComponent(url.pathname).split('/')) };
}

describe('sitegen schema links', { timeout: 120_000 }, () => {
  it('encodes every link as a relative path: no scheme, and each one reaches its file', async () => {
    const root = await makeTempDir();
    roots.push(root);
    const write = async (relative: string, value: unknown) => {
      await mkdir(path.dirname(path.join(root, 'schemas', relative)), { recursive: true });
      await writeFile(path.join(root, 'schemas', relative), JSON.stringify(value));
    };
    await write(`${scheme}.json`, {
      title: 'Scheme',
      properties: { odd: { $ref: `${encodeURIComponent(odd)}.json` } },
    });
    await write(`${odd}.json`, { title: 'Odd', properties: { back: { $ref: `${encodeURIComponent(scheme)}.json` } } });
    await write('sub/x.json', { title: 'X', properties: { up: { $ref: `../${encodeURIComponent(scheme)}.json` } } });
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const outDir = path.join(root, 'pages');
    const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
    expect(index).toContain(
      '<li><a href="./javascript%3Aalert(document.domain)%3Bvoid(0).html">javascript:alert(document.domain);void(0).json</a></li>',
    );
    expect(index).toContain('<li><a href="sub/x.html">sub/x.json</a></li>');
    expect(index).toContain('<li><a href="we%23ird%3Fna%25me%20%C3%A9.html">we#ird?na%me é.json</a></li>');

    const schemePage = await readFile(path.join(outDir, `${scheme}.html`), 'utf8');
    expect(schemePage).toContain(
      '<a href="./javascript%3Aalert(document.domain)%3Bvoid(0).json">JSON</a> · <a href="index.html">All schemas</a>',
    );
    expect(schemePage).toContain(
      '<a class="sg-schema-ref sg-schema-ref--resolved" href="we%23ird%3Fna%25me%20%C3%A9.html"',
    );
    const oddPage = await readFile(path.join(outDir, `${odd}.html`), 'utf8');
    expect(oddPage).toContain('<a href="we%23ird%3Fna%25me%20%C3%A9.json">JSON</a>');
    expect(oddPage).toContain(
      '<a class="sg-schema-ref sg-schema-ref--resolved" href="./javascript%3Aalert(document.domain)%3Bvoid(0).html"',
    );
    const subPage = await readFile(path.join(outDir, 'sub/x.html'), 'utf8');
    expect(subPage).toContain(
      '<a class="sg-schema-ref sg-schema-ref--resolved" href="../javascript%3Aalert(document.domain)%3Bvoid(0).html"',
    );

    for (const page of ['index.html', `${scheme}.html`, `${odd}.html`, 'sub/x.html']) {
      const html = await readFile(path.join(outDir, page), 'utf8');
      for (const href of linksOf(html).filter((h) => !h.startsWith('#'))) {
        const target = fileOf(outDir, page, href);
        expect({ page, href, protocol: target.protocol }).toEqual({ page, href, protocol: 'http:' });
        expect({ page, href, exists: existsSync(target.file) }).toEqual({ page, href, exists: true });
      }
    }
  });
});
