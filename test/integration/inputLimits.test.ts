/**
 * Deep, huge and badly encoded input fails clearly: a diagnostic naming the file (and the place), never
 * "sitegen failed unexpectedly", and `sitegen schema` judges every other file on its own. Duplicate keys in
 * a schema file are a warning; a UTF-8 byte-order mark is fine.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure, failedCommandStderr } from './expectedOutput.ts';
import { hashTree, makeTempDir, removeDir, runSitegen, writeSite } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

/** Builds a site whose files may be bytes (a Latin-1 doc). */
async function build(files: Record<string, string | Buffer>, args: string[] = []) {
  const texts = Object.fromEntries(
    Object.entries(files).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
  const { root, siteDir } = await writeSite(texts);
  roots.push(root);
  for (const [relative, bytes] of Object.entries(files))
    if (typeof bytes !== 'string') await writeFile(path.join(siteDir, relative), bytes);
  const run = await runSitegen(['build', 'site', '--no-cache', ...args], { cwd: root, timeoutMs: 90_000 });
  return { ...run, outDir: path.join(siteDir, 'build') };
}

/** The first line of each diagnostic block printed: `file:line:column severity Code`, and the message under it. */
const heads = (stderr: string) =>
  stderr
    .split('\n\n')
    .map((block) => block.split('\n').slice(0, 2).join('\n'))
    .filter((head) => /^\S+:\d+:\d+ (error|warning) /.test(head));

const nestedItems = (levels: number) => `${'{"items":'.repeat(levels - 1)}{"type":"string"}${'}'.repeat(levels - 1)}`;

describe('input limits', { timeout: 180_000, concurrent: true }, () => {
  it('a doc nested 10,000 HTML elements deep fails as InputTooDeep at its file, not with a bare stack overflow', async () => {
    const run = await build({
      'docs/deep.md': `# Deep\n\n${'<div>\n'.repeat(10_000)}x\n${'</div>\n'.repeat(10_000)}`,
      'docs/ok.md': '# OK\n',
    });
    expect(run.stderr).not.toContain('failed unexpectedly');
    expect(heads(run.stderr)).toEqual([
      'site/docs/deep.md:1:1 error InputTooDeep\n  The doc nests too deeply to compile (JavaScript ran out of stack).',
    ]);
    expect(run.stderr).toContain(
      'hint: Flatten the deepest part (blockquotes, lists or HTML elements inside one another); real docs nest a few levels.',
    );
    expect(run.code).toBe(1);
  });

  const lines = (levels: number, line: (level: number) => string) =>
    Array.from({ length: levels }, (_, level) => line(level)).join('\n');

  /**
   * A doc `deep.<extension>` with `shape` under a heading fails with `diagnostic`, no slower than a small site builds.
   */
  async function expectRefusedQuickly(extension: string, shape: string, diagnostic: string, hint: string) {
    const started = performance.now();
    const normal = await build({
      'docs/normal.md': `# Normal\n\n${lines(10, (level) => `${'  '.repeat(level)}- [item](./normal.md)`)}\n`,
    });
    const normalMs = performance.now() - started;
    const run = await build({ [`docs/deep.${extension}`]: `# Deep\n\n${shape}\n`, 'docs/ok.md': '# OK\n' });
    const deepMs = performance.now() - started - normalMs;
    expect(normal.code).toBe(0);
    expect(heads(run.stderr)).toEqual([`site/docs/deep.${extension}:${diagnostic}`]);
    expect(run.stderr).toContain(hint);
    expect(run.code).toBe(1);
    // Refused up front, so about as fast as building a small site (which also bundles and renders): 1.9 s for the
    // 3,000 lines alone, against 1.5 s. The two builds run one after the other while another file's builds come and
    // go, so the bound is loose: 2× plus 5 s failed once in a loaded run (15.9 s against 4.6 s). Parsed, these docs
    // took 16 s to minutes alone, and more under that load.
    expect(deepMs).toBeLessThan(3 * normalMs + 5_000);
  }

  // A case builds two small sites, one to time the other against: on 2 cores shared with another file's builds, the
  // slowest (3,000 lines, each one blockquote deeper) took 21.5 s in a full run.
  describe('blockquotes, list items and directives nested past 100 levels fail before parsing, where the limit is crossed', () => {
    const tooDeep =
      'error InputTooDeep\n  The doc nests blockquotes, list items and `:::` directives 101 levels deep here; sitegen reads at most 100.';
    // Each took seconds to minutes in micromark before: 800 levels of `- ` 17 s, 1,600 of `>` lines 16 s, 10,000 `- `
    // on one line over 25 s, 1,000 directives 12 s.
    it.each([
      ['a list 1,000 levels deep', 'md', lines(1000, (level) => `${'  '.repeat(level)}- item`), '103:201'],
      ['an ordered list 1,000 levels deep', 'md', lines(1000, (level) => `${'   '.repeat(level)}1. item`), '103:301'],
      ['10,000 list markers on one line', 'md', `${'- '.repeat(10_000)}x`, '3:201'],
      [
        '3,000 lines, each one blockquote deeper',
        'md',
        lines(3000, (level) => `${'>'.repeat(level + 1)} line`),
        '103:101',
      ],
      ['5,000 blockquotes on one line', 'md', `${'>'.repeat(5000)} deep`, '3:101'],
      [
        'lists and blockquotes in turn, 1,000 lines',
        'md',
        lines(1000, (level) => `${'  '.repeat(level)}- > item`),
        '102:201',
      ],
      [
        '1,000 container directives inside one another',
        'md',
        `${':::note\n'.repeat(1000)}x\n${':::\n'.repeat(1000)}`,
        '103:1',
      ],
      [
        'a list 1,000 levels deep in an MDX doc',
        'mdx',
        lines(1000, (level) => `${'  '.repeat(level)}- item`),
        '103:201',
      ],
    ])('%s', async (_name, extension, shape, place) => {
      await expectRefusedQuickly(
        extension,
        shape,
        `${place} ${tooDeep}`,
        'hint: Real docs nest a few levels: flatten the lists, blockquotes and directives here (a generated doc may have gone wrong).',
      );
    });

    it('a doc nesting exactly 100 levels builds', async () => {
      const run = await build({
        'docs/list.md': `# List\n\n${lines(100, (level) => `${'  '.repeat(level)}- item ${level}`)}\n`,
        'docs/quotes.md': `# Quotes\n\n${'>'.repeat(100)} deep\n`,
        'docs/mixed.mdx': `# Mixed\n\n${'- > '.repeat(50)}deep\n`,
        'docs/directives.md': `# Directives\n\n${':::note\n'.repeat(100)}deep\n${':::\n'.repeat(100)}`,
        'docs/fenced.md': `# Fenced\n\n\`\`\`md\n${'> '.repeat(500)}quoted ${'['.repeat(500)}\n\`\`\`\n`,
        'docs/links.md': `# Links\n\na ${'['.repeat(100)}x${'](./list.md)'.repeat(100)}\n\n${'['.repeat(60)}\n\n${'['.repeat(60)}\n`,
      });
      expect(heads(run.stderr)).toEqual([]);
      expect(run.code).toBe(0);
      expect(await readFile(path.join(run.outDir, 'docs/list.html'), 'utf8')).toContain('item 99');
      expect(existsSync(path.join(run.outDir, 'docs/quotes.html'))).toBe(true);
      expect(existsSync(path.join(run.outDir, 'docs/mixed.html'))).toBe(true);
      expect(existsSync(path.join(run.outDir, 'docs/fenced.html'))).toBe(true);
      expect(existsSync(path.join(run.outDir, 'docs/links.html'))).toBe(true);
      expect(existsSync(path.join(run.outDir, 'docs/directives.html'))).toBe(true);
    });
  });

  describe('square brackets nested past 100 levels in a paragraph fail before parsing, at the bracket', () => {
    const tooDeep =
      'error InputTooDeep\n  The doc nests square brackets (links, images, directive labels) 101 levels deep here; sitegen reads at most 100.';
    // micromark took 10 s for 1,600 nested images, more than 25 s for 3,200, and for 10,000 nested links.
    it.each([
      ['3,200 images inside one another', 'md', `a ${'!['.repeat(3200)}x${'](u.png)'.repeat(3200)}`, '3:204'],
      ['10,000 links inside one another', 'md', `a ${'['.repeat(10_000)}x${'](./ok.md)'.repeat(10_000)}`, '3:103'],
      ['10,000 text directives inside one another', 'md', `a ${':b['.repeat(10_000)}x${']'.repeat(10_000)}`, '3:305'],
      [
        '10,000 links inside one another in an MDX doc',
        'mdx',
        `a ${'['.repeat(10_000)}x${'](./ok.md)'.repeat(10_000)}`,
        '3:103',
      ],
    ])('%s', async (_name, extension, shape, place) => {
      await expectRefusedQuickly(
        extension,
        shape,
        `${place} ${tooDeep}`,
        'hint: Real docs nest a few levels: flatten the links and images here (a generated doc may have gone wrong).',
      );
    });
  });

  it('a doc that is not UTF-8 is an error at its first invalid byte; a byte-order mark is fine', async () => {
    const run = await build({
      'docs/latin.md': Buffer.from('# Menu\n\nCaf\xe9 au lait\n', 'latin1'),
      'docs/bom.md': '\uFEFF# With a BOM\n',
    });
    expect(heads(run.stderr)).toEqual([
      'site/docs/latin.md:3:4 error InvalidEncoding\n  The file is not UTF-8: byte 0xE9 at 3:4 starts no valid UTF-8 character.',
    ]);
    expect(run.stderr).toContain('hint: Save the file as UTF-8; it looks like Latin-1 or Windows-1252.');
    expect(run.code).toBe(1);
  });

  it('a doc over limits.maxFileSize is refused with its size and the setting', async () => {
    const config =
      "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', limits: { maxFileSize: 1 } });\n";
    const run = await build({
      'sitegen.config.ts': config,
      'docs/big.md': `# Big\n\n${'word '.repeat(300_000)}\n`,
      'docs/_category_.json': '{"label":"Docs"}',
    });
    expect(run.stderr).toContain(
      'site/docs/big.md error FileTooLarge\n  The file is 1.5 MB, over the 1 MB limit (limits.maxFileSize in sitegen.config.ts).\n  hint: Split the file, or raise limits.maxFileSize if it really is meant to be this large.',
    );
    expect(run.code).toBe(1);
  });

  it('a file= code block whose file is not UTF-8 fails at the block', async () => {
    const run = await build({
      'docs/code.md': '# Code\n\n```txt file=./menu.txt\n```\n',
      'docs/menu.txt': Buffer.from('caf\xe9\n', 'latin1'),
    });
    expect(heads(run.stderr)).toEqual([
      'site/docs/code.md:3:1 error InvalidEncoding\n  file=./menu.txt: docs/menu.txt is not UTF-8: byte 0xE9 at 1:4 starts no valid UTF-8 character.',
    ]);
  });

  it('a viewer of a schema with a duplicate key builds, with a warning at both places', async () => {
    const run = await build({
      'docs/schema.md': '# Schema\n\n::schema-viewer{src="/schemas/dup.json"}\n',
      'static/schemas/dup.json': '{\n  "type": "object",\n  "title": "A",\n  "type": "array"\n}\n',
    });
    expect(heads(run.stderr)).toEqual([
      'site/static/schemas/dup.json:4:3 warning DuplicateJsonKey\n  The key "type" at 4:3 repeats the one at 2:3; JSON.parse keeps the last one.',
    ]);
    expect(run.code).toBe(0);
    expect(existsSync(path.join(run.outDir, 'docs/schema.html'))).toBe(true);
  });

  it('sitegen schema: a too deep, a non-UTF-8 and a too large file each fail with their diagnostic; the others are judged on their own', async () => {
    const root = await makeTempDir();
    roots.push(root);
    const dir = path.join(root, 'schemas');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'deep.json'), nestedItems(2000));
    await writeFile(path.join(dir, 'latin.json'), Buffer.from('{"title":"Caf\xe9"}', 'latin1'));
    await writeFile(path.join(dir, 'big.json'), `{"description":"${'x'.repeat(1_200_000)}"}`);
    await writeFile(path.join(dir, 'bom.json'), '\uFEFF{"type":"string"}');
    const run = await runSitegen(['schema', 'schemas', '--out', 'pages', '--max-file-size', '1'], { cwd: root });
    expect(run.stderr).not.toContain('failed unexpectedly');
    expect(heads(run.stderr)).toEqual([
      `schemas/deep.json:1:${1 + 9 * 256} error InputTooDeep\n  The schema file nests objects and arrays 257 levels deep here; sitegen reads at most 256.`,
      'schemas/latin.json:1:14 error InvalidEncoding\n  The file is not UTF-8: byte 0xE9 at 1:14 starts no valid UTF-8 character.',
    ]);
    expect(run.stderr).toContain(
      'schemas/big.json error FileTooLarge\n  The file is 1.2 MB, over the 1 MB limit (--max-file-size).',
    );
    expect(run.stderr).toContain(
      '✗ 3 of 4 schema files could not be rendered:\n  schemas/big.json\n  schemas/deep.json\n  schemas/latin.json\n',
    );
    expect(run.code).toBe(1);
  });

  it('sitegen schema --max-file-size takes whole megabytes', async () => {
    const root = await makeTempDir();
    roots.push(root);
    const run = await runSitegen(['schema', 'x.json', '--max-file-size', 'lots'], { cwd: root });
    expect(run.stderr).toBe(
      'error: --max-file-size must be a whole number of megabytes from 1 to 2000, but it is "lots".\n',
    );
    expect(run.code).toBe(2);
  });
});

describe('translation files and limits.maxFileSize', { timeout: 180_000 }, () => {
  const config =
    "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Fixture', url: 'https://example.com', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, limits: { maxFileSize: 1 } });\n";
  /** A translation file of 1.5 MB: one message of the site's. */
  const bigTranslation = `{ "site.big": { "message": "${'x'.repeat(1_500_000)}" } }\n`;
  const tooLarge = (file: string) => [
    `site/i18n/fr/${file} error FileTooLarge`,
    '  The file is 1.5 MB, over the 1 MB limit (limits.maxFileSize in sitegen.config.ts).',
    '  hint: Split the file, or raise limits.maxFileSize if it really is meant to be this large.',
  ];

  it('are refused over the limit as a doc is, by the build and by write-translations, and nothing is written', async () => {
    const { root } = await writeSite({
      'sitegen.config.ts': config,
      'docs/intro.md': '# Introduction\n',
      'i18n/fr/code.json': bigTranslation,
      'i18n/fr/docusaurus-theme-classic/navbar.json': bigTranslation,
      'i18n/fr/docusaurus-plugin-content-docs/current.json': bigTranslation,
    });
    roots.push(root);
    const before = await hashTree(root);
    const build = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root, timeoutMs: 90_000 });
    expectBuildFailure(
      { ...build, outDir: path.join(root, 'out') },
      tooLarge('code.json'),
      tooLarge('docusaurus-theme-classic/navbar.json'),
      tooLarge('docusaurus-plugin-content-docs/current.json'),
    );
    const written = await runSitegen(['write-translations', 'site', '--locale', 'fr'], {
      cwd: root,
      timeoutMs: 90_000,
    });
    expect(written.stdout).toBe('');
    expect(written.stderr).toBe(
      failedCommandStderr(
        'write-translations',
        tooLarge('code.json'),
        tooLarge('docusaurus-theme-classic/navbar.json'),
        tooLarge('docusaurus-plugin-content-docs/current.json'),
      ),
    );
    expect(written.code).toBe(1);
    expect(await hashTree(root)).toEqual(before);
  });
});
