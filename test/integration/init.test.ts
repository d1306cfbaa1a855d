/**
 * `sitegen init`: a new site that builds at once, the next commands, and a
 * folder that is not empty refused (or written into with --force, keeping
 * what the package.json already says).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, listTree, makeTempDir, removeDir, runSitegen } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

async function tempDir(): Promise<string> {
  const dir = await makeTempDir();
  roots.push(dir);
  return dir;
}

/** As npm and pnpm set it for the commands they run. */
const npm = { npm_config_user_agent: 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false' };
const pnpm = { npm_config_user_agent: 'pnpm/10.34.9 npm/? node/v20.20.2 linux x64' };

const scaffold = [
  '.gitignore',
  'blog/authors.yml',
  'blog/welcome.md',
  'docs/guides/_category_.json',
  'docs/guides/deploy.md',
  'docs/guides/markdown-features.md',
  'docs/intro.md',
  'package.json',
  'pages/index.tsx',
  'sidebars.ts',
  'sitegen.config.ts',
  'src/custom.css',
  'static/img/logo.svg',
  'tsconfig.json',
];

describe('sitegen init', { timeout: 60_000 }, () => {
  it('writes a site named after its folder, prints the next two commands, and the site builds with every link checked', async () => {
    const root = await tempDir();
    const init = await runSitegen(['init', 'my-project_docs'], { cwd: root, env: npm });
    expect(init).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        '✓ Created a sitegen site in my-project_docs: 14 files.',
        '',
        'Next:',
        '  cd my-project_docs && npm install',
        '  npm start',
        '',
        'The site is served at http://127.0.0.1:3000 and rebuilt on every save; a build writes it into build/.',
        '',
      ].join('\n'),
    });
    const site = path.join(root, 'my-project_docs');
    expect(await listTree(site)).toEqual(scaffold);
    expect(await readFile(path.join(site, 'sitegen.config.ts'), 'utf8')).toContain("title: 'My Project Docs',");
    expect(JSON.parse(await readFile(path.join(site, 'package.json'), 'utf8'))).toEqual({
      name: 'my-project_docs',
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { start: 'sitegen serve --watch', build: 'sitegen build', serve: 'sitegen serve', typecheck: 'tsc' },
      dependencies: { 'sitegen-docs': '^0.1.0', react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { typescript: '^5.9.0', '@types/react': '^19.0.0' },
    });

    const built = await runSitegen(['build', '--quiet'], { cwd: site });
    expect(built).toEqual({ code: 0, stdout: '', stderr: '' });
    const markdown = await readFile(path.join(site, 'build', 'docs', 'guides', 'markdown-features.html'), 'utf8');
    expect(markdown).toContain('class="sg-admonition sg-admonition--tip"');
    expect(markdown).toContain('role="tablist"');
    expect(markdown).toContain('sitegen.config.ts</div>');
    expect(markdown).toContain('href="/docs/intro#where-things-are"');
  });

  it('writes into the working directory when it names none, and gives the commands of the package manager that ran it', async () => {
    const root = await tempDir();
    const init = await runSitegen(['init'], { cwd: root, env: pnpm });
    expect(init.code).toBe(0);
    expect(init.stdout).toMatch(
      /^✓ Created a sitegen site in this folder: 14 files\.\n\nNext:\n {2}pnpm install\n {2}pnpm start\n/,
    );
  });

  it('refuses a folder that holds files, names them, and writes nothing', async () => {
    const root = await tempDir();
    const site = path.join(root, 'docs-site');
    await mkdir(path.join(site, 'notes'), { recursive: true });
    for (const name of ['a.md', 'b.md', 'c.md', 'd.md', 'e.md', 'f.md']) await writeFile(path.join(site, name), name);
    const before = await hashTree(site);
    const init = await runSitegen(['init', 'docs-site'], { cwd: root });
    expect(init).toEqual({
      code: 1,
      stdout: '',
      stderr: [
        `docs-site error FolderNotEmpty`,
        `  The folder ${site} is not empty: it holds a.md, b.md, c.md, d.md, e.md and 2 more.`,
        '  hint: sitegen init writes a new site into an empty folder. Name a new one (sitegen init my-docs), or pass --force to write into this one: files of the same names are replaced, and an existing package.json only gains the scripts and dependencies it lacks.',
        '',
        '✗ sitegen init failed: 1 problem. Nothing was written.',
        '',
      ].join('\n'),
    });
    expect(await hashTree(site)).toEqual(before);
  });

  it('does not count a .git folder, so a freshly initialised repository works', async () => {
    const root = await tempDir();
    await mkdir(path.join(root, 'repo', '.git'), { recursive: true });
    const init = await runSitegen(['init', 'repo'], { cwd: root });
    expect(init.code).toBe(0);
    expect(existsSync(path.join(root, 'repo', 'sitegen.config.ts'))).toBe(true);
  });

  it('with --force, replaces files of the same names and gives an existing package.json only what it lacks', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'README.md'), '# My project\n');
    await writeFile(path.join(root, 'sidebars.ts'), 'export default {};\n');
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({
        name: 'mine',
        scripts: { build: 'make docs', test: 'vitest' },
        dependencies: { react: '^19.1.0' },
      }),
    );
    const init = await runSitegen(['init', '.', '--force'], { cwd: root, env: npm });
    expect(init.stdout).toMatch(
      /^✓ Created a sitegen site in this folder: 14 files \(package\.json gained the scripts and dependencies it lacked\)\.\n {2}package\.json kept its own "build" script; sitegen's would be "sitegen build"\.\n/,
    );
    expect(await readFile(path.join(root, 'README.md'), 'utf8')).toBe('# My project\n');
    expect(await readFile(path.join(root, 'sidebars.ts'), 'utf8')).toContain('defineSidebars');
    expect(JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'))).toEqual({
      name: 'mine',
      scripts: {
        start: 'sitegen serve --watch',
        build: 'make docs',
        serve: 'sitegen serve',
        typecheck: 'tsc',
        test: 'vitest',
      },
      dependencies: { react: '^19.1.0', 'sitegen-docs': '^0.1.0', 'react-dom': '^19.0.0' },
      devDependencies: { typescript: '^5.9.0', '@types/react': '^19.0.0' },
    });
  });

  it('stops before writing anything when the existing package.json does not parse', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'package.json'), '{ "name": ');
    const init = await runSitegen(['init', '--force'], { cwd: root });
    expect(init.code).toBe(1);
    expect(init.stderr).toMatch(/^package\.json:1:1 error InvalidConfig\n {2}.*package\.json is not valid JSON: /);
    expect(init.stderr).toContain('hint: Fix it, or remove it to have sitegen init write a new one.');
    expect(await listTree(root)).toEqual(['package.json']);
  });

  it('refuses a folder inside a file, as a problem of the site rather than a crash', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'notes.txt'), 'a file');
    const init = await runSitegen(['init', 'notes.txt/site', '--verbose'], { cwd: root });
    expect(init).toEqual({
      code: 1,
      stdout: '',
      stderr: `notes.txt error FolderNotEmpty\n  ${path.join(root, 'notes.txt')} is a file, so ${path.join(root, 'notes.txt', 'site')} cannot be a folder inside it.\n  hint: Name a folder that is not inside a file.\n\n✗ sitegen init failed: 1 problem. Nothing was written.\n`,
    });
  });

  it('refuses a path that is a file', async () => {
    const root = await tempDir();
    await writeFile(path.join(root, 'site'), 'a file');
    const init = await runSitegen(['init', 'site'], { cwd: root });
    expect(init.code).toBe(1);
    expect(init.stderr).toContain(`${path.join(root, 'site')} is a file, not a folder.`);
  });
});
