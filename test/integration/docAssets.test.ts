/**
 * Files beside a doc, linked by a relative path, are copied into assets/
 * under a content hash; files outside the site never are.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>\n';

describe('files beside docs', { timeout: 60_000 }, () => {
  it('copies linked images and files into assets/files/ with a content hash, and links there', async () => {
    const run = await sites.build({
      'docs/guide/intro.md':
        '# Intro\n\n![A square](./img/square.svg)\n\nDownload [the schema](../person.schema.json).\n',
      'docs/guide/img/square.svg': svg,
      'docs/person.schema.json': '{ "type": "object" }\n',
    });
    expect(run.code).toBe(0);
    const files = (await readdir(path.join(run.outDir, 'assets', 'files'))).sort();
    expect(files).toEqual([
      expect.stringMatching(/^person\.schema-[0-9a-f]{10}\.json$/),
      expect.stringMatching(/^square-[0-9a-f]{10}\.svg$/),
    ]);
    const html = await readFile(path.join(run.outDir, 'docs', 'guide', 'intro.html'), 'utf8');
    const square = files.find((f) => f.startsWith('square'));
    expect(html).toContain(`<img src="/assets/files/${square}" alt="A square" loading="lazy">`);
    expect(html).toContain(`href="/assets/files/${files.find((f) => f.startsWith('person'))}"`);
    expect(await readFile(path.join(run.outDir, 'assets', 'files', square ?? ''), 'utf8')).toBe(svg);
  });

  it('reports a linked file that does not exist, at its place', async () => {
    const run = await sites.build({ 'docs/intro.md': '# Intro\n\n![Missing](./missing.png)\n' });
    expect(run.stderr.split('\n').slice(0, 2)).toEqual([
      'site/docs/intro.md:3:1 error BrokenLink',
      '  Broken image on /docs/intro: ./missing.png (the route /docs/missing.png) is neither a page nor a static file.',
    ]);
    expect(run.code).toBe(1);
  });

  it('never copies a file from outside the site', async () => {
    const { root } = await sites.write({ 'docs/intro.md': '# Intro\n\n[Secret](../../secret.txt)\n' });
    await writeFile(path.join(root, 'secret.txt'), 'do not publish');
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error BrokenLink');
    expect(existsSync(path.join(root, 'out'))).toBe(false);
  });
});
