/**
 * Nothing outside the site folder is read into the output: every file a page
 * reads, copies, shows in a `file=` block, gives a widget or reaches by a
 * `$ref` is checked by its real path, after symbolic links. A link leading
 * out is an error at the place that names it, naming the link and its
 * target; links that stay inside keep working. The same holds for `sitegen
 * schema`, and the output guard compares real paths too.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedBuildStderr } from './expectedOutput.ts';
import { listTree, minimalConfig, runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const secret = 'SITEGEN_SECRET_TOKEN=hunter2';

/** A site whose files include symbolic links (name → target, relative to the site folder), and a secret beside it. */
async function siteWithLinks(files: Record<string, string>, links: Record<string, string>) {
  const written = await sites.write({ 'sitegen.config.ts': minimalConfig, ...files });
  await writeFile(path.join(written.root, 'secret.txt'), `${secret}\n`);
  await writeFile(path.join(written.root, 'secret.md'), `# Secret\n\n${secret}\n`);
  await writeFile(path.join(written.root, 'secret.json'), JSON.stringify({ title: secret, type: 'string' }));
  await mkdir(path.join(written.root, 'elsewhere'), { recursive: true });
  await writeFile(path.join(written.root, 'elsewhere', 'notes.md'), `# Notes\n\n${secret}\n`);
  for (const [name, target] of Object.entries(links)) {
    const link = path.join(written.siteDir, name);
    await mkdir(path.dirname(link), { recursive: true });
    await symlink(target, link);
  }
  const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
  return {
    ...run,
    ...written,
    outDir: path.join(written.root, 'out'),
    secretFile: await realpath(path.join(written.root, 'secret.txt')),
  };
}

const hint = (root: string) =>
  `  hint: sitegen reads files inside ${root}/site only, after following links, so nothing outside it is published. Copy the file into the site instead of linking to it, or widen readRoot in sitegen.config.ts.`;

describe('files outside the site that a page imports', { timeout: 60_000 }, () => {
  it('an image a React page imports from beside the site fails at its import; widening readRoot publishes it', async () => {
    const written = await sites.write({
      'sitegen.config.ts': minimalConfig,
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx':
        'import logo from \'../../shared/logo.png\';\nexport default function Home() { return <main><img alt="Logo" src={logo} /></main>; }\n',
    });
    await mkdir(path.join(written.root, 'shared'), { recursive: true });
    await writeFile(path.join(written.root, 'shared', 'logo.png'), 'not really a png\n');
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      failedBuildStderr([
        'site/pages/index.tsx:1:19 error AssetOutsideSite',
        "  The page imports ../../shared/logo.png, which is outside the site folder: sitegen publishes only the site's own files.",
        "  > 1 | import logo from '../../shared/logo.png';",
        '      |                   ^',
        '    2 | export default function Home() { return <main><img alt="Logo" src={logo} /></main>; }',
        '  hint: Move the file into the site (static/, or beside the page), or widen readRoot in sitegen.config.ts to a folder that holds it.',
      ]),
    );
    expect(existsSync(path.join(written.root, 'out'))).toBe(false);

    await writeFile(
      path.join(written.siteDir, 'sitegen.config.ts'),
      "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Mono', url: 'https://example.com', readRoot: '..' });\n",
    );
    const widened = await runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
    expect(widened.stderr).toBe('');
    const files = await readdir(path.join(written.root, 'out/assets/files'));
    expect(files.filter((name) => name.startsWith('logo-'))).toHaveLength(1);
  });
});

describe('files outside the site, reached through symbolic links', { timeout: 60_000, concurrent: true }, () => {
  it('a file= block whose file is a link out fails at the block, naming the link and its target', async () => {
    const run = await siteWithLinks(
      { 'docs/intro.md': '# Intro\n\n```text file=env.txt\n```\n' },
      { 'docs/env.txt': '../../secret.txt' },
    );
    const root = await realpath(run.root);
    expect(run.stderr).toBe(
      failedBuildStderr([
        'site/docs/intro.md:3:1 error LinkOutsideSite',
        `  file=env.txt names docs/env.txt, which is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.txt.`,
        '    2 | ',
        '  > 3 | ```text file=env.txt',
        '      | ^',
        '    4 | ```',
        hint(root),
      ]),
    );
    expect(run.code).toBe(1);
    expect(existsSync(run.outDir)).toBe(false);
  });

  it('a Markdown link to a file that is a link out is an error at the link, and nothing is copied', async () => {
    const run = await siteWithLinks(
      { 'docs/intro.md': '# Intro\n\nSee [the notes](./leak.txt).\n' },
      { 'docs/leak.txt': '../../secret.txt' },
    );
    const root = await realpath(run.root);
    expect(run.stderr).toBe(
      failedBuildStderr([
        'site/docs/intro.md:3:5 error LinkOutsideSite',
        `  ./leak.txt names docs/leak.txt, which is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.txt.`,
        '    2 | ',
        '  > 3 | See [the notes](./leak.txt).',
        '      |     ^',
        '    4 | ',
        hint(root),
      ]),
    );
    expect(run.code).toBe(1);
  });

  it('a doc, a static file or a docs folder that is a link out fails at the link', async () => {
    const run = await siteWithLinks(
      { 'docs/intro.md': '# Intro\n' },
      {
        'docs/secret.md': '../../secret.md',
        'static/env.txt': '../../secret.txt',
        'docs/more': '../../elsewhere',
      },
    );
    const root = await realpath(run.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `site/docs/secret.md error LinkOutsideSite\n  docs/secret.md is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.md.\n`,
    );
    expect(run.stderr).toContain(
      `site/static/env.txt error LinkOutsideSite\n  static/env.txt is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.txt.\n`,
    );
    expect(run.stderr).toContain(
      `site/docs/more error LinkOutsideSite\n  docs/more is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/elsewhere.\n`,
    );
    expect(run.stderr).toContain('✗ Build failed: 3 problems.');
  });

  it('a schema given to a viewer, or reached by a $ref, that is a link out fails at the directive or the $ref', async () => {
    const run = await siteWithLinks(
      {
        'docs/intro.md': '# Intro\n\n::schema-viewer{src="./linked.json"}\n\n::schema-viewer{src="./person.json"}\n',
        'docs/person.json': '{\n  "type": "object",\n  "properties": { "pet": { "$ref": "./pet.json" } }\n}\n',
      },
      { 'docs/linked.json': '../../secret.json', 'docs/pet.json': '../../secret.json' },
    );
    const root = await realpath(run.root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `site/docs/intro.md:3:1 error LinkOutsideSite\n  ::schema-viewer prop "src" names docs/linked.json, which is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.json.\n`,
    );
    expect(run.stderr).toContain(
      `site/docs/person.json:3:36 error LinkOutsideSite\n  $ref "./pet.json" at /properties/pet names docs/pet.json, which is a symbolic link (or inside a linked folder) leading outside the site folder, to ${root}/secret.json.\n`,
    );
    expect(run.stderr).not.toContain(secret);
  });

  it('links that stay inside the site keep working', async () => {
    const run = await siteWithLinks(
      {
        'docs/intro.md':
          '# Intro\n\n```text file=alias.txt\n```\n\n[data](./alias.txt)\n\n::schema-viewer{src="./alias.json"}\n',
        'static/data.txt': 'inside the site\n',
        'static/schemas/point.json': '{ "title": "Point", "type": "object" }\n',
        'shared/guide.md': '# Guide\n',
      },
      {
        'docs/alias.txt': '../static/data.txt',
        'docs/alias.json': '../static/schemas/point.json',
        'docs/guide.md': '../shared/guide.md',
        'static/copy.txt': 'data.txt',
      },
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('inside the site');
    expect(html).toContain('Point');
    expect(await readFile(path.join(run.outDir, 'copy.txt'), 'utf8')).toBe('inside the site\n');
    expect(existsSync(path.join(run.outDir, 'docs/guide.html'))).toBe(true);
  });
});

describe('sitegen schema and symbolic links', { timeout: 60_000, concurrent: true }, () => {
  async function schemaFolder() {
    const written = await sites.write({
      'schemas/a.json': '{ "title": "A", "properties": { "b": { "$ref": "./b.json" } } }\n',
      'schemas/ok.json': '{ "title": "Ok" }\n',
    });
    await writeFile(path.join(written.root, 'secret.json'), JSON.stringify({ title: secret }));
    await symlink('../../secret.json', path.join(written.siteDir, 'schemas/b.json'));
    await symlink('ok.json', path.join(written.siteDir, 'schemas/alias.json'));
    return { ...written, schemas: path.join(written.siteDir, 'schemas') };
  }

  it('a schema file or $ref leading out of the input folder fails; links inside are rendered', async () => {
    const { root, schemas } = await schemaFolder();
    const run = await runSitegen(['schema', schemas, '--out', path.join(root, 'pages')], { cwd: root });
    const real = await realpath(root);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `site/schemas/a.json:1:48 error LinkOutsideSite\n  $ref "./b.json" at /properties/b names b.json, which is a symbolic link (or inside a linked folder) leading outside the input folder, to ${real}/secret.json.\n`,
    );
    expect(run.stderr).toContain(
      `site/schemas/b.json error LinkOutsideSite\n  b.json is a symbolic link (or inside a linked folder) leading outside the input folder, to ${real}/secret.json.\n`,
    );
    expect(run.stderr).not.toContain(secret);
  });

  it('a link that stays inside is rendered as its own page', async () => {
    const { root, schemas } = await schemaFolder();
    await writeFile(path.join(schemas, 'a.json'), '{ "title": "A" }\n');
    await import('node:fs/promises').then((fs) => fs.rm(path.join(schemas, 'b.json')));
    const run = await runSitegen(['schema', schemas, '--out', path.join(root, 'pages')], { cwd: root });
    expect(run.stderr).toBe('');
    expect(
      await listTree(path.join(root, 'pages')).then((files) => files.filter((f) => f.endsWith('.html')).sort()),
    ).toEqual(['a.html', 'alias.html', 'index.html', 'ok.html']);
  });
});

describe('the output guard compares real paths', { timeout: 60_000, concurrent: true }, () => {
  it('sitegen schema refuses an output folder that holds its input through a link, and deletes nothing', async () => {
    // The output folder is sitegen's own (marked), so only the real paths tell that it holds the input.
    const written = await sites.write({
      'out/in/a.json': '{ "title": "A" }\n',
      'out/.sitegen-build': 'sitegen schema\n',
    });
    await symlink('out', path.join(written.siteDir, 'link'));
    const run = await runSitegen(['schema', 'site/link/in', '--out', 'site/out'], { cwd: written.root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error UnsafeOutput');
    expect(run.stderr).toContain('contains the site folder');
    expect(await readdir(path.join(written.siteDir, 'out/in'))).toEqual(['a.json']);
    expect(existsSync(path.join(written.siteDir, 'out/.sitegen-build'))).toBe(true);
  });

  it('sitegen build refuses an output folder that is the site seen through a link', async () => {
    const written = await sites.write({ 'sitegen.config.ts': minimalConfig, 'docs/intro.md': '# Intro\n' });
    await symlink('site', path.join(written.root, 'alias'));
    const run = await runSitegen(['build', 'site', '--out', 'alias/docs/out'], { cwd: written.root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error UnsafeOutput');
    expect(run.stderr).toContain("is inside the site's docs/ folder");
    expect(await readdir(path.join(written.siteDir, 'docs'))).toEqual(['intro.md']);
  });
});

describe('readRoot widens what links may reach', { timeout: 60_000, concurrent: true }, () => {
  it('a monorepo site reads linked docs and files from readRoot, and nothing beyond it', async () => {
    const written = await sites.write({
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Mono', url: 'https://example.com', readRoot: '..' });\n",
      'docs/intro.md': '# Intro\n\n```text file=shared.txt\n```\n',
    });
    await writeFile(path.join(written.root, 'CHANGELOG.md'), '# Changelog\n\nVersion 2.\n');
    await writeFile(path.join(written.root, 'shared.txt'), 'shared text\n');
    await symlink('../../CHANGELOG.md', path.join(written.siteDir, 'docs/changelog.md'));
    await symlink('../../shared.txt', path.join(written.siteDir, 'docs/shared.txt'));
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
    expect(run.stderr).toBe('');
    expect(await readFile(path.join(written.root, 'out/docs/changelog.html'), 'utf8')).toContain('Version 2.');
    expect(await readFile(path.join(written.root, 'out/docs/intro.html'), 'utf8')).toContain('shared text');

    const outside = await realpath(path.join(written.root, '..'));
    await symlink(outside, path.join(written.siteDir, 'docs/beyond.txt'));
    await writeFile(path.join(written.siteDir, 'docs/intro.md'), '# Intro\n\n```text file=beyond.txt\n```\n');
    const again = await runSitegen(['build', 'site', '--out', 'out'], { cwd: written.root });
    const root = await realpath(written.root);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(
      `  file=beyond.txt names docs/beyond.txt, which is a symbolic link (or inside a linked folder) leading outside readRoot (${root}), to ${outside}.\n`,
    );
  });
});
