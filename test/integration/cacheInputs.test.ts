/**
 * The caches see every input of the output. A build with the cache must
 * write what a build without it writes after each of these changes, which
 * no walk of the site folder alone would see: a file outside the site that
 * a page or a stylesheet imports (a monorepo), the target of a symbolic link
 * in the site, a file a Markdown plugin reads, a config value read from the
 * environment.
 */
import { mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashTree, makeTempDir, removeDir, runSitegen, type RunResult } from './runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

/** A project with `website/` (the site) and `shared/` beside it; returns a build of the site with the cache and one without. */
async function monorepo(files: Record<string, string>) {
  const root = await makeTempDir();
  roots.push(root);
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), text);
  }
  const build = async (out: string, flags: string[] = [], env: Record<string, string> = {}): Promise<RunResult> => {
    const run = await runSitegen(['build', 'website', '--out', out, ...flags], { cwd: root, env });
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
