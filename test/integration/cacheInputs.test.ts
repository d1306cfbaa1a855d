/**
 * The caches see every input of the output. A build with the cache must
 * write what a build without it writes after each of these changes, which
 * no walk of the site folder alone would see: a file outside the site that
 * a page or a stylesheet imports (a monorepo), the target of a symbolic link
 * in the site, a file a Markdown plugin reads, a config value read from the
 * environment; and the client bundle the cache keeps, made again when a file
 * it was made from changes (a stylesheet of the site, a Sass partial outside
 * it, a doc a page imports).
 */
import { mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, makeTempDir, removeDir, runSitegen, type RunResult } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

/**
 * A project with `website/` (the site) and `shared/` beside it; returns a build of the site with the cache and one
 * without.
 */
async function monorepo(files: Record<string, string>) {
  const root = await makeTempDir();
  roots.push(root);
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), text);
  }
  const build = async (out: string, flags: string[] = [], env: Record<string, string> = {}): Promise<RunResult> => {
    // A config reads the environment when it is evaluated, once per process: a build given its own runs in its own.
    const child = Object.keys(env).length > 0;
    const run = await runSitegen(['build', 'website', '--out', out, ...flags], { cwd: root, env, child });
    expect(run.stderr).toBe('');
    return run;
  };
  /** Builds with the cache into out/ and without into fresh/: the two must be the same files. */
  const sameAsFresh = async (env: Record<string, string> = {}) => {
    const cached = await build('out', [], env);
    await build('fresh', ['--no-cache'], env);
    expect(await hashTree(path.join(root, 'out'))).toEqual(await hashTree(path.join(root, 'fresh')));
    return cached;
  };
  return {
    root,
    build,
    sameAsFresh,
    write: (relative: string, text: string) => writeFile(path.join(root, relative), text),
  };
}

const config = (body = '') =>
  `import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Mono', url: 'https://example.com'${body} });\n`;

describe('what the caches see', { timeout: 120_000 }, () => {
  it('a file outside the site that a React page imports', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(),
      'website/docs/intro.md': '# Intro\n',
      'website/pages/index.tsx':
        "import { greeting } from '../../shared/greeting.ts';\nexport default function Home() { return <main>{greeting}</main>; }\n",
      'shared/greeting.ts': "export const greeting = 'Hello, first version';\n",
    });
    await site.sameAsFresh();
    await site.write('shared/greeting.ts', "export const greeting = 'Hello, second version';\n");
    const run = await site.sameAsFresh();
    expect(run.stdout).not.toContain('Nothing changed');
    expect(await readFile(path.join(site.root, 'out', 'index.html'), 'utf8')).toContain('Hello, second version');
  });

  it('a stylesheet outside the site that customCss imports', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(", customCss: './custom.css'"),
      'website/custom.css': "@import '../shared/brand.css';\n",
      'website/docs/intro.md': '# Intro\n',
      'shared/brand.css': ':root { --sg-primary: #aa0000; }\n',
    });
    await site.sameAsFresh();
    await site.write('shared/brand.css', ':root { --sg-primary: #00aa00; }\n');
    await site.sameAsFresh();
  });

  it('the client bundle, taken from the cache while the files it was made from are as they were', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(", customCss: './custom.css'"),
      'website/custom.css': ':root { --sg-primary: #aa0000; }\n',
      'website/docs/intro.md': '# Intro\n',
      'website/docs/guide.md': '# Guide\n',
    });
    const first = await site.sameAsFresh();
    expect(first.stdout).not.toContain('files from cache');
    await site.write('website/docs/guide.md', '# Guide\n\nEdited.\n');
    expect((await site.sameAsFresh()).stdout).toMatch(/bundleClient +\d+ ms {2}\d+ files from cache\n/);
    // A file of the site's own changes the fingerprint the bundle is kept under.
    await site.write('website/custom.css', ':root { --sg-primary: #00aa00; }\n');
    expect((await site.sameAsFresh()).stdout).not.toContain('files from cache');
  });

  it('a Sass partial outside the site that a stylesheet loads', async () => {
    // The project's sass, as the site installs it: this one inlines `@use` of a partial and says what it loaded.
    const sass = `const { readFileSync } = require('node:fs');
const path = require('node:path');
const { pathToFileURL } = require('node:url');
exports.compile = (file) => {
  const loaded = [file];
  const css = readFileSync(file, 'utf8').replace(/@use '([^']+)';/g, (_, name) => {
    const partial = path.resolve(path.dirname(file), path.dirname(name), '_' + path.basename(name) + '.scss');
    loaded.push(partial);
    return readFileSync(partial, 'utf8');
  });
  return { css, loadedUrls: loaded.map((f) => pathToFileURL(f)) };
};
`;
    const site = await monorepo({
      'website/sitegen.config.ts': config(", customCss: './custom.scss'"),
      'website/custom.scss': "@use '../shared/brand';\n",
      'website/node_modules/sass/package.json': '{ "name": "sass", "main": "index.js" }\n',
      'website/node_modules/sass/index.js': sass,
      'website/docs/intro.md': '# Intro\n',
      'shared/_brand.scss': ':root { --sg-primary: #aa0000; }\n',
    });
    await site.sameAsFresh();
    await site.write('shared/_brand.scss', ':root { --sg-primary: #00aa00; }\n');
    expect((await site.sameAsFresh()).stdout).not.toContain('files from cache');
    const assets = await readdir(path.join(site.root, 'out', 'assets'));
    const css = await Promise.all(
      assets
        .filter((name) => name.endsWith('.css'))
        .map((name) => readFile(path.join(site.root, 'out', 'assets', name), 'utf8')),
    );
    expect(css.join('')).toContain('#00aa00');
  });

  it('an image outside the site that an interactive page imports (readRoot widened to the repository)', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(", readRoot: '..'"),
      'website/docs/intro.md': '# Intro\n',
      'website/pages/index.tsx': `import { useState } from 'react';
import logo from '../../shared/logo.png';
export default function Home() {
  const [big, setBig] = useState(false);
  return <main><img alt="Logo" src={logo} width={big ? 200 : 100} onClick={() => setBig(!big)} /></main>;
}
`,
      'shared/logo.png': 'first image\n',
    });
    await site.sameAsFresh();
    await site.write('shared/logo.png', 'second image\n');
    expect((await site.sameAsFresh()).stdout).not.toContain('files from cache');
  });

  it('a doc that a React page imports', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(),
      'website/docs/intro.md': '# Intro\n\nFirst version.\n',
      'website/pages/index.tsx': `import { useState } from 'react';
import Intro from '../docs/intro.md';
export default function Home() {
  const [open, setOpen] = useState(false);
  return <main><button type="button" onClick={() => setOpen(!open)}>Toggle</button>{open ? <Intro /> : null}</main>;
}
`,
    });
    await site.sameAsFresh();
    await site.write('website/docs/intro.md', '# Intro\n\nSecond version.\n');
    expect((await site.sameAsFresh()).stdout).not.toContain('files from cache');
  });

  it('the target of a symbolic link in the site, and a new link (readRoot widened to the repository)', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(", readRoot: '..'"),
      'website/docs/intro.md': '# Intro\n',
      'shared/changelog.md': '# Changelog\n\nVersion 1.\n',
    });
    await symlink(
      path.join(site.root, 'shared', 'changelog.md'),
      path.join(site.root, 'website', 'docs', 'changelog.md'),
    );
    await site.sameAsFresh();
    await site.write('shared/changelog.md', '# Changelog\n\nVersion 2.\n');
    await site.sameAsFresh();
    expect(await readFile(path.join(site.root, 'out', 'docs', 'changelog.html'), 'utf8')).toContain('Version 2.');
    await site.write('shared/faq.md', '# FAQ\n');
    await symlink(path.join(site.root, 'shared', 'faq.md'), path.join(site.root, 'website', 'docs', 'faq.md'));
    await site.sameAsFresh();
  });

  it('a file a Markdown plugin reads and names in file.data.dependencies', async () => {
    const site = await monorepo({ 'website/docs/intro.md': '# Intro\n', 'website/snippet.txt': 'Snippet one\n' });
    await site.write(
      'website/sitegen.config.ts',
      `import { readFileSync } from 'node:fs';
import { defineConfig } from 'sitegen-docs/config';
const snippet = ${JSON.stringify(path.join(site.root, 'website', 'snippet.txt'))};
const remarkSnippet = () => (tree: any, file: any) => {
  (file.data.dependencies ??= []).push(snippet);
  tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: readFileSync(snippet, 'utf8').trim() }] });
};
export default defineConfig({ title: 'Mono', url: 'https://example.com', markdown: { remarkPlugins: [remarkSnippet] } });
`,
    );
    await site.sameAsFresh();
    await site.write('website/snippet.txt', 'Snippet two\n');
    await site.sameAsFresh();
    expect(await readFile(path.join(site.root, 'out', 'docs', 'intro.html'), 'utf8')).toContain('<p>Snippet two</p>');
  });

  it('a config value read from the environment', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'Mono', url: process.env.SITE_URL ?? 'https://example.com' });\n",
      'website/docs/intro.md': '# Intro\n',
    });
    await site.sameAsFresh({ SITE_URL: 'https://one.example.com' });
    const run = await site.sameAsFresh({ SITE_URL: 'https://two.example.com' });
    expect(run.stdout).toContain(
      'The build cache was ignored: sitegen, the config or a file of the site other than the docs changed. Every page is rendered.',
    );
    expect(await readFile(path.join(site.root, 'out', 'docs', 'intro.html'), 'utf8')).toContain(
      '<link rel="canonical" href="https://two.example.com/docs/intro">',
    );
  });

  it('plugin options that hold a cycle, a regular expression and a BigInt', async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';
const options: Record<string, unknown> = { pattern: /todo/i, limit: 10n };
options.self = options;
const remarkNothing = (_options: unknown) => () => undefined;
export default defineConfig({ title: 'Mono', url: 'https://example.com', markdown: { remarkPlugins: [[remarkNothing, options]] } });
`,
      'website/docs/intro.md': '# Intro\n',
    });
    await site.sameAsFresh();
    expect((await site.build('out')).stdout).toContain('Nothing changed since the last build');
  });

  it("and what they leave out: Docusaurus's generated files (.docusaurus/), which a docusaurus start rewrites and sitegen never reads", async () => {
    const site = await monorepo({
      'website/sitegen.config.ts': config(),
      'website/docs/intro.md': '# Intro\n',
      'website/.docusaurus/registry.js': 'export default {};\n',
    });
    await site.sameAsFresh();
    await site.write('website/.docusaurus/registry.js', 'export default { changed: true };\n');
    await mkdir(path.join(site.root, 'website/.docusaurus/docusaurus-plugin-content-docs/default'), {
      recursive: true,
    });
    await site.write('website/.docusaurus/docusaurus-plugin-content-docs/default/p.json', '{}\n');
    expect((await site.build('out')).stdout).toContain('Nothing changed since the last build');
  });
});
