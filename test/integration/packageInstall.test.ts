/**
 * sitegen as a new user gets it: the package packed from this repository,
 * installed into an empty project, then `sitegen init`, `build`, `serve`,
 * `serve --watch` and `schema` run from node_modules/.bin, and the public
 * entries resolved with their types.
 *
 * npm installs it offline, from npm's cache, with its hoisted layout. pnpm's
 * isolated layout (each package sees only what it declares) needs the
 * registry, which tests do not touch by default: `SITEGEN_TEST_PNPM=1` runs
 * that suite too, with pnpm on the PATH.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOfflineProject } from '../support/offlineProject.ts';
import { collectOutput, get, stop, waitForLine, waitForOutput } from './httpHelpers.ts';
import { makeTempDir, removeDir, sitegenEnv, sitegenRoot } from './runSitegen.ts';

const run = promisify(execFile);

/** The environment of a user's shell: no shared cache folder, so the site's project holds its cache. */
function userEnv(): NodeJS.ProcessEnv {
  const env = sitegenEnv();
  delete env.SITEGEN_CACHE_DIR;
  // As npx runs it (the tests may run under another package manager).
  env.npm_config_user_agent = 'npm/11.19.1 node/v20.20.2 linux x64 workspaces/false';
  return env;
}

/** Installs the tarball, React and the type packages into an empty project folder. */
type Installer = (options: { project: string; tarball: string }) => Promise<void>;

const npmOffline: Installer = async ({ project, tarball }) => {
  await writeOfflineProject({
    repoDir: sitegenRoot,
    projectDir: project,
    tarball,
    devDependencies: ['typescript', '@types/react'],
  });
  await run('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: project,
    env: userEnv(),
  });
};

const pnpmFromRegistry: Installer = async ({ project, tarball }) => {
  await writeFile(path.join(project, 'sitegen-docs.tgz'), await readFile(tarball));
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({
      name: 'docs-project',
      private: true,
      dependencies: { 'sitegen-docs': 'file:sitegen-docs.tgz', react: '^19.0.0', 'react-dom': '^19.0.0' },
      devDependencies: { typescript: '^5.9.0', '@types/react': '^19.0.0' },
    }),
  );
  await run('pnpm', ['install', '--reporter=silent'], { cwd: project, env: userEnv() });
};

describe('the packed package, installed by npm (offline, hoisted)', { timeout: 240_000 }, () =>
  installedPackageSuite(npmOffline),
);

describe.runIf(process.env.SITEGEN_TEST_PNPM === '1')(
  'the packed package, installed by pnpm (isolated layout)',
  { timeout: 240_000 },
  () => installedPackageSuite(pnpmFromRegistry),
);

function installedPackageSuite(install: Installer) {
  let tmp: string;
  let project: string;
  let tarballFiles: string[];
  const bin = () => path.join(project, 'node_modules', '.bin', 'sitegen');
  const sitegen = (args: string[]) => run(bin(), args, { cwd: project, env: userEnv() });
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    tmp = await makeTempDir();
    // As prepack leaves it: dist/ is compiled by the test suite's global setup.
    const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], {
      cwd: sitegenRoot,
    });
    const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
    tarballFiles = (info?.files ?? []).map((file) => file.path).sort();
    project = path.join(tmp, 'project');
    await mkdir(project);
    await install({ project, tarball: path.join(tmp, info?.filename ?? '') });
  }, 240_000);

  afterAll(async () => {
    for (const child of children) await stop(child);
    await removeDir(tmp);
  });

  it('holds only what runs, and the README with the pages it links to', async () => {
    const guide = (file: string) => file.startsWith('content/docs/sitegen/') && file.endsWith('.md');
    const others = tarballFiles.filter(
      (file) => !file.startsWith('dist/') && !file.startsWith('templates/init/') && !guide(file),
    );
    expect(others).toEqual([
      'README.md',
      'bin/sitegen',
      'content/README.md',
      'content/docs/contributing.md',
      'docs/architecture.md',
      'package.json',
    ]);
    expect(tarballFiles).toContain('content/docs/sitegen/getting-started.md');
    // In node_modules, the README's links lead to files of the package, but its Layout's, which tour the repository.
    const readme = (await readFile(path.join(sitegenRoot, 'README.md'), 'utf8')).split('\n## Layout\n')[0] ?? '';
    const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((link) => link[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .map((target) => (target.endsWith('/') ? `${target}README.md` : target));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target) => !tarballFiles.includes(target))).toEqual([]);
    expect(tarballFiles.filter((file) => file.startsWith('dist/') && !/\.(?:js|d\.ts|css)$/.test(file))).toEqual([]);
    expect(tarballFiles).toContain('dist/src/cli/program.js');
    expect(tarballFiles).toContain('dist/theme/styles/theme.css');
    expect(tarballFiles).toContain('templates/init/gitignore');
  });

  it("installs React once, shared by the project and sitegen, and sitegen's runtime packages beside it", async () => {
    const manifest = JSON.parse(
      await readFile(path.join(project, 'node_modules', 'sitegen-docs', 'package.json'), 'utf8'),
    ) as { peerDependencies: Record<string, string>; dependencies: Record<string, string> };
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['mermaid']);
    // Mermaid is an optional peer: a project without diagrams never installs its 83 MB.
    expect(existsSync(path.join(project, 'node_modules', 'mermaid'))).toBe(false);
    // React is sitegen's dependency: a project on React 18 (or Docusaurus 2's 16) still installs sitegen, which gets
    // its own.
    expect(manifest.dependencies).toHaveProperty('react', '^19.0.0');
    expect(manifest.dependencies).not.toHaveProperty('tsx');
    expect(existsSync(path.join(project, 'node_modules', 'sitegen-docs', 'node_modules', 'react'))).toBe(false);
  });

  it('sitegen init writes a site and prints the next two commands', async () => {
    const { stdout, stderr } = await sitegen(['init', 'site']);
    expect(stderr).toBe('');
    expect(stdout).toBe(
      [
        '✓ Created a sitegen site in site: 14 files.',
        '',
        'Next:',
        '  cd site',
        '  npm start',
        '',
        'The site is served at http://127.0.0.1:3000 and rebuilt on every save; a build writes it into build/.',
        '',
      ].join('\n'),
    );
    const site = JSON.parse(await readFile(path.join(project, 'site', 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(site.scripts).toEqual({
      start: 'sitegen serve --watch',
      build: 'sitegen build',
      serve: 'sitegen serve',
      typecheck: 'tsc',
    });
    expect(site.dependencies['sitegen-docs']).toBe('^0.1.0');
  });

  it("builds the new site, with its cache in the site's project (init gave it a package.json)", async () => {
    const { stdout, stderr } = await sitegen(['build', 'site']);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/\n✓ Built 14 pages in [\d.]+ m?s → site\/build\n$/);
    const built = (await readdir(path.join(project, 'site', 'build'), { recursive: true }))
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(built).toEqual(
      expect.arrayContaining([
        'index.html',
        'docs/intro.html',
        'docs/guides/markdown-features.html',
        'docs/guides/deploy.html',
        'docs/category/guides.html',
        '404.html',
        'img/logo.svg',
      ]),
    );
    expect(existsSync(path.join(project, 'site', 'node_modules', '.cache', 'sitegen', 'build'))).toBe(true);
    // The client bundle found React where npm put it: one copy, and the page hydrates with it.
    const home = await readFile(path.join(project, 'site', 'build', 'index.html'), 'utf8');
    expect(home).toContain('<h1 class="sg-hero__title">Site</h1>');
    expect(home).toContain('href="/docs/intro"');
  });

  it('builds a site that imports sitegen by its former name (sitegen/config, sitegen/theme) as it builds the same site', async () => {
    const former = path.join(project, 'former-site');
    await cp(path.join(project, 'site'), former, {
      recursive: true,
      filter: (file) => !/[/\\](?:build|node_modules)$/.test(file),
    });
    for (const file of ['sitegen.config.ts', 'sidebars.ts', path.join('pages', 'index.tsx')]) {
      const text = await readFile(path.join(former, file), 'utf8');
      expect(text).toContain("from 'sitegen-docs/");
      await writeFile(path.join(former, file), text.replaceAll("from 'sitegen-docs/", "from 'sitegen/"));
    }
    const { stderr } = await sitegen(['build', 'former-site']);
    expect(stderr).toBe('');
    expect(await readFile(path.join(former, 'build', 'index.html'), 'utf8')).toBe(
      await readFile(path.join(project, 'site', 'build', 'index.html'), 'utf8'),
    );
  });

  it("type-checks the new site against the installed package's types", async () => {
    const tsc = path.join(project, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = await run(process.execPath, [tsc, '-p', 'site'], { cwd: project }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('');
  });

  // 20.2 s in a full run on a loaded machine: the TypeScript compiler type-checks the installed package's
  // declarations (React's and the theme's included), and Node loads every public entry.
  it('resolves every public entry with its types, and nothing private', async () => {
    await writeFile(
      path.join(project, 'entries.ts'),
      [
        "import { defineConfig, defineSidebars, type SitegenConfig } from 'sitegen-docs/config';",
        "import { Island, Link, useBaseUrl, useSite } from 'sitegen-docs/theme';",
        "import { JSONSchemaViewer } from 'sitegen-docs/viewer';",
        "import { MonacoEditor, JSONSchemaEditor } from 'sitegen-docs/editor';",
        "import { Playground } from 'sitegen-docs/playground';",
        "const config: SitegenConfig = defineConfig({ title: 't', url: 'https://example.com' });",
        'export const used = [config, defineSidebars({}), Island, Link, useBaseUrl, useSite, JSONSchemaViewer, MonacoEditor, JSONSchemaEditor, Playground];',
        '',
      ].join('\n'),
    );
    await writeFile(
      path.join(project, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          lib: ['ES2022', 'DOM'],
          types: [],
        },
        files: ['entries.ts'],
      }),
    );
    const tsc = path.join(project, 'node_modules', 'typescript', 'bin', 'tsc');
    const checked = await run(process.execPath, [tsc, '-p', '.'], { cwd: project }).then(
      () => '',
      (error: { stdout: string }) => error.stdout,
    );
    expect(checked).toBe('');
    const loaded = await run(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('sitegen-docs/config'); console.log(typeof m.defineConfig)",
      ],
      { cwd: project },
    );
    expect(loaded.stdout).toBe('function\n');
    const privateImport = await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('sitegen-docs/dist/src/build/build.js')"],
      { cwd: project },
    ).then(
      () => '',
      (error: { stderr: string }) => error.stderr,
    );
    expect(privateImport).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('serves the build: a page answers 200', async () => {
    const child = spawn(bin(), ['serve', 'site', '--port', '0'], {
      cwd: project,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const line = await waitForLine(child, /^Serving /, 30_000);
    const port = Number(/:(\d+)$/.exec(line)?.[1]);
    expect((await get(port, '/')).status).toBe(200);
    const intro = await get(port, '/docs/intro');
    expect(intro.status).toBe(200);
    expect(intro.body).toContain('Welcome to <strong>Site</strong>.');
    await stop(child);
  });

  it('serve --watch serves an edit', async () => {
    const child = spawn(bin(), ['serve', 'site', '--watch', '--port', '0'], {
      cwd: project,
      env: userEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    const output = collectOutput(child);
    await waitForOutput(output, /^Serving .* at http:\/\/127\.0\.0\.1:\d+, watching for changes$/m, 'the server');
    await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build');
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(output.stdout())?.[1]);
    const doc = path.join(project, 'site', 'docs', 'intro.md');
    await writeFile(
      doc,
      (await readFile(doc, 'utf8')).replace('# Introduction', '# Introduction\n\nEdited while watched.'),
    );
    await waitForOutput(output, /✓ Rendered \d+ of \d+ pages in /, 'the rebuild');
    expect((await get(port, '/docs/intro')).body).toContain('<p>Edited while watched.</p>');
    await stop(child);
  });

  it("builds MDX docs with Docusaurus's components from the installed package; a diagram without Mermaid installed says to install it", async () => {
    const site = path.join(project, 'mdx-site');
    await mkdir(path.join(site, 'docs'), { recursive: true });
    await writeFile(
      path.join(site, 'sitegen.config.ts'),
      "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'MDX', url: 'https://example.com' });\n",
    );
    await writeFile(
      path.join(site, 'docs', 'intro.mdx'),
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\nimport CodeBlock from \'@theme/CodeBlock\';\n\n# Intro\n\n<Tabs>\n  <TabItem value="npm" label="npm">Use npm.</TabItem>\n</Tabs>\n\n<CodeBlock language="json">{JSON.stringify({ a: 1 })}</CodeBlock>\n',
    );
    const built = await sitegen(['build', 'mdx-site']);
    expect(built.stderr).toBe('');
    const intro = await readFile(path.join(site, 'build', 'docs', 'intro.html'), 'utf8');
    expect(intro).toContain('data-value="npm" data-label="npm" class="sg-tabs__panel is-active">Use npm.</div>');
    expect(intro).toContain('class="shiki shiki-themes github-light github-dark language-json"');

    await writeFile(path.join(site, 'docs', 'diagram.md'), '# Diagram\n\n```mermaid\ngraph TD; A-->B;\n```\n');
    const failed = await sitegen(['build', 'mdx-site']).catch((error: { stderr: string; code: number }) => error);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stderr.split('\n').slice(0, 2)).toEqual([
      'mdx-site/docs/diagram.md:3:1 error PackageNotInstalled',
      '  Mermaid diagrams need the mermaid package, which this project has not installed.',
    ]);
  });

  it('sitegen schema renders a schema file into a page', async () => {
    await writeFile(
      path.join(project, 'person.json'),
      JSON.stringify({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: 'Person',
        type: 'object',
        properties: { name: { type: 'string' } },
      }),
    );
    const { stdout } = await sitegen(['schema', 'person.json', '--out', 'schema-pages']);
    expect(stdout).toMatch(/^✓ Rendered 1 schema files in /);
    expect(await readFile(path.join(project, 'schema-pages', 'person.html'), 'utf8')).toContain('Person');
  });
}

describe('npm create sitegen-docs: the initializer, packed and installed beside the package', {
  timeout: 240_000,
}, () => {
  let tmp: string;
  let project: string;
  let packedFiles: string[];

  beforeAll(async () => {
    tmp = await makeTempDir();
    const pack = async (dir: string) => {
      const packed = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], { cwd: dir });
      const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
      return { tarball: path.join(tmp, info?.filename ?? ''), files: (info?.files ?? []).map((file) => file.path) };
    };
    const sitegenPacked = await pack(sitegenRoot);
    const createPacked = await pack(path.join(sitegenRoot, 'bin', 'create-sitegen-docs'));
    packedFiles = createPacked.files.sort();
    project = path.join(tmp, 'project');
    await mkdir(project);
    await npmOffline({ project, tarball: sitegenPacked.tarball });
    // As npm create installs it: its dependency, sitegen-docs at its own version, is already there.
    await run(
      'npm',
      ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', '--no-save', createPacked.tarball],
      { cwd: project, env: userEnv() },
    );
  }, 240_000);

  afterAll(async () => {
    await removeDir(tmp);
  });

  it('is its script and its manifest, depending on sitegen-docs at the same version', async () => {
    expect(packedFiles).toEqual(['index.js', 'package.json']);
    const create = JSON.parse(
      await readFile(path.join(sitegenRoot, 'bin', 'create-sitegen-docs', 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string>; version: string };
    const sitegenManifest = JSON.parse(await readFile(path.join(sitegenRoot, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(create.dependencies).toEqual({ [sitegenManifest.name]: sitegenManifest.version });
    expect(create.version).toBe(sitegenManifest.version);
  });

  it('scaffolds my-docs when no folder is named, and prints the two commands to go on', async () => {
    const bin = path.join(project, 'node_modules', '.bin', 'create-sitegen-docs');
    const { stdout, stderr } = await run(bin, [], { cwd: project, env: userEnv() });
    expect(stderr).toBe('');
    expect(stdout).toBe(
      [
        '✓ Created a sitegen site in my-docs: 14 files.',
        '',
        'Next:',
        '  cd my-docs',
        '  npm start',
        '',
        'The site is served at http://127.0.0.1:3000 and rebuilt on every save; a build writes it into build/.',
        '',
      ].join('\n'),
    );
    const site = JSON.parse(await readFile(path.join(project, 'my-docs', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(site.dependencies['sitegen-docs']).toBe('^0.1.0');
  });

  it('passes a folder and its flags to sitegen init, and fails as init fails', async () => {
    const bin = path.join(project, 'node_modules', '.bin', 'create-sitegen-docs');
    await run(bin, ['docs-two'], { cwd: project, env: userEnv() });
    expect(existsSync(path.join(project, 'docs-two', 'sitegen.config.ts'))).toBe(true);
    const failed = await run(bin, ['docs-two'], { cwd: project, env: userEnv() }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stderr).toContain('docs-two');
  });
});
