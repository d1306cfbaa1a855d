/**
 * What a site adds to sitegen: Markdown plugins (in their documented order,
 * part of the caches' key), stylesheets after the theme's, components in
 * place of the theme's, "Edit this page" links and last updates from git.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { readdir, readFile, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { collectOutput, get, stop, waitForOutput } from './httpHelpers.ts';
import { runSitegen, startSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const run = promisify(execFile);

const config = (body: string, imports = '') =>
  `import { defineConfig } from 'sitegen-docs/config';\n${imports}\nexport default defineConfig({ title: 'Ext', url: 'https://example.com', ${body} });\n`;

const read = (dir: string, file: string) => readFile(path.join(dir, file), 'utf8');

/** The one stylesheet the pages link, and its text. */
async function stylesheetOf(outDir: string): Promise<{ name: string; text: string }> {
  const names = (await readdir(path.join(outDir, 'assets'))).filter((name) => name.endsWith('.css'));
  expect(names).toHaveLength(1);
  return { name: names[0] ?? '', text: await read(outDir, `assets/${names[0]}`) };
}

describe('Markdown plugins', { timeout: 60_000 }, () => {
  // Each plugin appends a paragraph saying what it saw, so the page shows the order they ran in.
  const plugins = `
const says = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', value: text }] });
const kinds = (tree: any) => { const seen: string[] = []; const walk = (node: any) => { seen.push(node.type); node.children?.forEach(walk); }; walk(tree); return seen; };
// A remark plugin before sitegen's sees the admonition as a bare directive; one after sees it made (data.hName).
const admonition = (tree: any) => tree.children.find((node: any) => node.type === 'containerDirective');
const remarkBefore = () => (tree: any) => { tree.children.push(says(\`before: \${kinds(tree).includes('containerDirective')} \${admonition(tree)?.data?.hName}\`)); };
const remarkAfter = (options: { heading: string; link: string }) => (tree: any) => {
  tree.children.push(says(\`after: \${admonition(tree)?.data?.hName}\`));
  tree.children.push({ type: 'heading', depth: 2, children: [{ type: 'text', value: options.heading }] });
  tree.children.push({ type: 'paragraph', children: [{ type: 'link', url: options.link, children: [{ type: 'text', value: 'a link' }] }] });
};
// A rehype plugin before highlighting sees <pre><code class="language-js">; one after sees shiki's.
const mark = (attribute: string) => () => (tree: any) => {
  const walk = (node: any) => {
    if (node.tagName === 'pre') node.properties[attribute] = node.properties.dataSgCode !== undefined ? \`plain \${node.children[0].properties.className}\` : 'highlighted';
    if (node.tagName === 'pre' && attribute === 'dataBefore') node.properties.className = ['from-plugin'];
    node.children?.forEach(walk);
  };
  walk(tree);
};`;
  const markdown = (after: string) => `markdown: {
    beforeDefaultRemarkPlugins: [remarkBefore],
    remarkPlugins: [[remarkAfter, ${after}]],
    beforeDefaultRehypePlugins: [mark('dataBefore')],
    rehypePlugins: [mark('dataAfter')],
  }`;
  const docs = {
    'docs/intro.md': '# Intro\n\n:::note\nA note.\n:::\n\n```js\nlet a = 1;\n```\n',
    'docs/guide.md': '# Guide\n\nThe guide.\n',
  };

  it('run in the documented order; what a remark plugin adds is given ids and checked', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(`${markdown("{ heading: 'Added by a plugin', link: './guide.md' }")}`, plugins),
      ...docs,
    });
    expect(run.stderr).toBe('');
    const html = await read(run.outDir, 'docs/intro.html');
    expect(html).toContain('<p>before: true undefined</p>');
    expect(html).toContain('<p>after: admonition</p>');
    expect(html.indexOf('<p>before:')).toBeLessThan(html.indexOf('<p>after:'));
    expect(html).toMatch(/<h2 id="added-by-a-plugin"[^>]*>/);
    // In the table of contents too.
    expect(html).toContain('<a href="#added-by-a-plugin">Added by a plugin</a>');
    expect(html).toContain('<a href="/docs/guide">a link</a>');
    // The first plugin's attribute stays on the <pre> shiki makes, which the last plugin then sees.
    expect(html).toMatch(
      /<pre data-before="plain language-js" class="shiki [^"]* from-plugin" [^>]* data-after="highlighted">/,
    );
  });

  it('fail the build at the doc when a link a plugin added leads nowhere', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(`${markdown("{ heading: 'H', link: './missing.md' }")}`, plugins),
      ...docs,
    });
    expect(run.code).toBe(1);
    // Both docs got the link; a node a plugin made has no place of its own, so it is reported at the top of the doc.
    expect(run.stderr).toContain(
      'site/docs/guide.md:1:1 error BrokenLink\n  Broken link on /docs/guide: ./missing.md names docs/missing.md, which does not exist.',
    );
    expect(run.stderr).toContain(
      'site/docs/intro.md:1:1 error BrokenLink\n  Broken link on /docs/intro: ./missing.md names docs/missing.md, which does not exist.',
    );
  });

  it("are part of the compile cache's key: a changed option, or a changed file a plugin imports, compiles the docs again", async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': config(
        'markdown: { remarkPlugins: [[remarkWord, { times: 1 }]] }',
        "import { remarkWord } from './plugins/remarkWord.ts';",
      ),
      'plugins/remarkWord.ts':
        "import { word } from './word.ts';\nexport const remarkWord = (options: { times: number }) => (tree: any) => { tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: word.repeat(options.times) }] }); };\n",
      'plugins/word.ts': "export const word = 'alpha';\n",
      ...docs,
    });
    const build = () => runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root });
    expect(await build()).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await read(path.join(root, 'out'), 'docs/guide.html')).toContain('<p>alpha</p>');

    await writeFile(
      path.join(siteDir, 'sitegen.config.ts'),
      config(
        'markdown: { remarkPlugins: [[remarkWord, { times: 2 }]] }',
        "import { remarkWord } from './plugins/remarkWord.ts';",
      ),
    );
    expect((await build()).code).toBe(0);
    expect(await read(path.join(root, 'out'), 'docs/guide.html')).toContain('<p>alphaalpha</p>');

    await writeFile(path.join(siteDir, 'plugins', 'word.ts'), "export const word = 'beta';\n");
    expect((await build()).code).toBe(0);
    expect(await read(path.join(root, 'out'), 'docs/guide.html')).toContain('<p>betabeta</p>');
  });

  it('see code blocks as Markdown has them, before highlighting: a plugin turns a block of its own language into HTML', async () => {
    const snack = `const remarkSnack = () => (tree: any) => {
  tree.children = tree.children.map((node: any) => (node.type === 'code' && node.lang === 'SnackPlayer'
    ? { type: 'html', value: \`<div class="snack" data-code="\${node.value.trim()}"></div>\` } : node));
};`;
    const run = await sites.build({
      'sitegen.config.ts': config('markdown: { remarkPlugins: [remarkSnack] }', snack),
      'docs/intro.md': '# Intro\n\n```SnackPlayer name=Hello\nexport default 1;\n```\n',
    });
    expect(run.stderr).toBe('');
    expect(await read(run.outDir, 'docs/intro.html')).toContain(
      '<div class="snack" data-code="export default 1;"></div>',
    );
  });

  it('a plugin that throws fails its doc with MarkdownPluginFailed, at the position it gives', async () => {
    const thrower = `const remarkStrict = () => (tree: any, file: any) => {
  const heading = tree.children.find((node: any) => node.type === 'heading' && node.depth === 2);
  if (heading) file.fail('Headings of level 2 are not allowed here', heading);
};`;
    const run = await sites.build({
      'sitegen.config.ts': config('markdown: { remarkPlugins: [remarkStrict] }', thrower),
      'docs/intro.md': '---\ntitle: Intro\n---\n\nText.\n\n## Not allowed\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      [
        'site/docs/intro.md:7:1 error MarkdownPluginFailed',
        '  A Markdown plugin of the site failed on this doc: Headings of level 2 are not allowed here',
      ].join('\n'),
    );
    expect(run.stderr).toContain(
      'hint: The plugins are the markdown.*Plugins lists of sitegen.config.ts; --verbose prints the stack trace.',
    );
  });

  it('a plugin named by a string is refused, with how to import it', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("markdown: { remarkPlugins: ['remark-math' as never] }"),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'error InvalidConfig\n  "markdown.remarkPlugins[0]" must be a unified plugin: a function, or [plugin, options], but it is \'remark-math\'.\n',
    );
    expect(run.stderr).toContain(
      "  hint: Import the plugin and put the function itself here: import plugin from 'remark-math';\n",
    );
  });
});

describe('customCss', { timeout: 60_000 }, () => {
  it("bundles the site's stylesheets after the theme's into its one hashed stylesheet, with what they import", async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("customCss: ['./src/custom.css', 'src/more.css']"),
      'src/custom.css': "@import './colours.css';\n.sg-footer { background: url('./texture.png'); }\n",
      'src/colours.css': ':root { --sg-primary: #b00b69; }\n',
      'src/more.css': '.sg-navbar { border-bottom-width: 3px; }\n',
      'src/texture.png': 'not really a png',
      'docs/intro.md': '# Intro\n',
    });
    expect(run.stderr).toBe('');
    const { name, text } = await stylesheetOf(run.outDir);
    const themeRule = text.indexOf('--sg-bg:');
    expect(themeRule).toBeGreaterThan(-1);
    expect(text.indexOf('--sg-primary: #b00b69')).toBeGreaterThan(themeRule);
    expect(text.indexOf('border-bottom-width:3px')).toBeGreaterThan(text.indexOf('--sg-primary: #b00b69'));
    expect(text).toMatch(/url\("?\/assets\/media\/texture-[A-Z0-9]+\.png"?\)/);
    const page = await read(run.outDir, 'docs/intro.html');
    expect(page.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(page).toContain(`href="/assets/${name}"`);
  });

  it('a stylesheet that does not exist fails the build at its path in the config', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("customCss: './src/missing.css'"),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^site\/sitegen\.config\.ts:3:\d+ error InvalidConfig\n {2}The stylesheet \.\/src\/missing\.css in "customCss" does not exist\./,
    );
  });

  it('a stylesheet that links out of the site is refused', async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': config("customCss: './outside.css'"),
      'docs/intro.md': '# Intro\n',
    });
    await writeFile(path.join(root, 'secret.css'), 'body { color: red; }\n');
    await symlink(path.join(root, 'secret.css'), path.join(siteDir, 'outside.css'));
    const run = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `The stylesheet ./outside.css in "customCss" leads outside the site folder, to ${path.join(root, 'secret.css')}.`,
    );
  });

  it('only stylesheets inside the site are accepted', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("customCss: ['../theme.scss', './theme.less']"),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `"customCss[0]" must be a .css (or Sass .scss, .sass) file inside the site, such as './src/custom.css', but it is '../theme.scss'.`,
    );
    expect(run.stderr).toContain(
      `"customCss[1]" must be a .css (or Sass .scss, .sass) file inside the site, such as './src/custom.css', but it is './theme.less'.`,
    );
  });
});

describe("components: the site's own parts of the theme", { timeout: 60_000 }, () => {
  it("replaces the footer, the doc footer and the 404 text, and an override can render the theme's own", async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(
        "components: { Footer: './src/theme/Footer.tsx', DocFooter: 'src/theme/DocFooter.tsx', NotFound: './src/theme/NotFound.tsx' }, footer: { copyright: 'The theme footer' }, docs: { editUrl: 'https://example.com/edit/' }",
      ),
      'src/theme/Footer.tsx':
        'import { Footer as ThemeFooter } from \'sitegen-docs/theme\';\nexport default function Footer() {\n  return <><ThemeFooter /><p className="own-footer">Our own line</p></>;\n}\n',
      'src/theme/DocFooter.tsx':
        'import type { DocFooterProps } from \'sitegen-docs/theme\';\nexport default function DocFooter({ editUrl }: DocFooterProps) {\n  return <p className="own-doc-footer">Edit at {editUrl}</p>;\n}\n',
      'src/theme/NotFound.tsx':
        "import type { NotFoundProps } from 'sitegen-docs/theme';\nexport default function NotFound({ homeHref }: NotFoundProps) {\n  return <h1>Lost? Go <a href={homeHref}>home</a>.</h1>;\n}\n",
      'docs/intro.md': '# Intro\n',
    });
    expect(run.stderr).toBe('');
    const page = await read(run.outDir, 'docs/intro.html');
    expect(page).toContain(
      '<p class="sg-footer__copyright">The theme footer</p></footer><p class="own-footer">Our own line</p>',
    );
    expect(page).toContain('<p class="own-doc-footer">Edit at <!-- -->https://example.com/edit/docs/intro.md</p>');
    expect(page).not.toContain('sg-doc-footer');
    const notFound = await read(run.outDir, '404.html');
    expect(notFound).toContain('<h1>Lost? Go <a href="/">home</a>.</h1>');
    expect(notFound).toContain('own-footer');
  });

  it('an unknown part is refused with the closest name', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("components: { Foter: './Footer.tsx' } as never"),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^site\/sitegen\.config\.ts:3:\d+ error InvalidConfig\n {2}Unknown key "components\.Foter" in the config\.\n/,
    );
    expect(run.stderr).toContain('  hint: Did you mean "components.Footer"?\n');
  });

  it('a module without a default export, or missing, fails at its place', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("components: { Footer: './src/Footer.tsx', Navbar: './src/Navbar.tsx' }"),
      'src/Footer.tsx': 'export function Footer() { return null; }\n',
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      "site/src/Footer.tsx:1:1 error MissingDefaultExport\n  ./src/Footer.tsx has no default export, so it cannot replace the theme's Footer.",
    );
    expect(run.stderr).toMatch(
      /site\/sitegen\.config\.ts:3:\d+ error InvalidConfig\n {2}components\.Navbar names \.\/src\/Navbar\.tsx, which does not exist\./,
    );
  });
});

describe('edit links and last updates', { timeout: 60_000 }, () => {
  const git = (cwd: string, args: string[], date: string) =>
    run(
      'git',
      ['-c', 'user.name=Ada Lovelace', '-c', 'user.email=ada@example.com', '-c', 'commit.gpgsign=false', ...args],
      {
        cwd,
        env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
      },
    );

  it("links each doc to its source: the site folder's address and the doc's path, encoded", async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("docs: { editUrl: 'https://github.com/org/repo/edit/main/website' }"),
      'docs/getting started.md': '# Getting started\n',
    });
    expect(run.stderr).toBe('');
    const page = await read(run.outDir, 'docs/getting started.html');
    expect(page).toContain(
      '<a class="sg-doc-footer__edit" href="https://github.com/org/repo/edit/main/website/docs/getting%20started.md" target="_blank" rel="noopener noreferrer">Edit this page</a>',
    );
  });

  it("an editUrl function gets the doc's path and address, and may leave a doc without a link", async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(
        "docs: { editUrl: ({ docPath, versionDocsDirPath, permalink, locale }) => docPath.startsWith('private/') ? undefined : `https://cms.example.com/${locale}/${versionDocsDirPath}/${docPath}?from=${permalink}` }",
      ),
      'docs/guides/setup.md': '# Setup\n',
      'docs/private/notes.md': '# Notes\n',
    });
    expect(run.stderr).toBe('');
    expect(await read(run.outDir, 'docs/guides/setup.html')).toContain(
      'href="https://cms.example.com/en/docs/guides/setup.md?from=/docs/guides/setup"',
    );
    expect(await read(run.outDir, 'docs/private/notes.html')).not.toContain('sg-doc-footer');
  });

  it('an editUrl function that throws fails the build at the doc', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config("docs: { editUrl: () => { throw new Error('no CMS today'); } }"),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'site/docs/intro.md:1:1 error InvalidConfig\n  docs.editUrl threw for this doc: no CMS today',
    );
  });

  it("shows each doc's last commit, its time in UTC and its author; a new commit is seen by the next build", async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': config('docs: { showLastUpdateTime: true, showLastUpdateAuthor: true }'),
      'docs/intro.md': '# Intro\n',
      'docs/guide.md': '# Guide\n',
    });
    await run('git', ['init', '-q'], { cwd: root });
    await git(root, ['add', '-A'], '2024-01-02T23:30:00-05:00');
    await git(root, ['commit', '-qm', 'first'], '2024-01-02T23:30:00-05:00');
    await writeFile(path.join(siteDir, 'docs', 'draft.md'), '# Draft\n');
    const build = () => runSitegen(['build', 'site', '--out', 'out', '--quiet'], { cwd: root });
    expect(await build()).toEqual({ code: 0, stdout: '', stderr: '' });
    const footer = (html: string) => /<footer class="sg-doc-footer">.*?<\/footer>/.exec(html)?.[0];
    expect(footer(await read(path.join(root, 'out'), 'docs/intro.html'))).toBe(
      '<footer class="sg-doc-footer"><span></span><p class="sg-doc-footer__updated">Last updated<!-- --> on <time dateTime="2024-01-03T04:30:00.000Z">Jan 3, 2024</time> by <span class="sg-doc-footer__author">Ada Lovelace</span></p></footer>',
    );
    // Never committed: nothing to show.
    expect(footer(await read(path.join(root, 'out'), 'docs/draft.html'))).toBeUndefined();

    await writeFile(path.join(siteDir, 'docs', 'guide.md'), '# Guide\n\nMore.\n');
    await git(root, ['commit', '-qam', 'second'], '2024-03-04T12:00:00Z');
    await writeFile(path.join(siteDir, 'docs', 'guide.md'), '# Guide\n');
    await git(root, ['commit', '-qam', 'third'], '2024-05-06T12:00:00Z');
    // The files are as at the last build; only the history moved on.
    expect(await build()).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(footer(await read(path.join(root, 'out'), 'docs/guide.html'))).toContain(
      '<time dateTime="2024-05-06T12:00:00.000Z">May 6, 2024</time>',
    );
    expect(footer(await read(path.join(root, 'out'), 'docs/intro.html'))).toContain('Jan 3, 2024');
  });

  it('a site outside git shows no dates and builds as usual', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config('docs: { showLastUpdateTime: true }'),
      'docs/intro.md': '# Intro\n',
    });
    expect(run.stderr).toBe('');
    expect(await read(run.outDir, 'docs/intro.html')).not.toContain('sg-doc-footer');
  });
});

describe("serve --watch and the site's stylesheets", { timeout: 60_000 }, () => {
  let child: ChildProcess | undefined;
  afterAll(() => stop(child));

  it('a saved stylesheet is bundled again and served', async () => {
    const { root, siteDir } = await sites.write({
      'sitegen.config.ts': config("customCss: './custom.css'"),
      'custom.css': '.first-version { color: red; }\n',
      'docs/intro.md': '# Intro\n',
    });
    child = startSitegen(['serve', 'site', '--watch', '--port', '0'], { cwd: root });
    const output = collectOutput(child);
    await waitForOutput(output, /✓ Built \d+ pages in /, 'the first build');
    const port = Number(/127\.0\.0\.1:(\d+)/.exec(output.stdout())?.[1]);
    const stylesheet = async () => {
      const page = await get(port, '/docs/intro');
      const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1] ?? '';
      return (await get(port, href)).body;
    };
    expect(await stylesheet()).toContain('.first-version');
    await writeFile(path.join(siteDir, 'custom.css'), '.second-version { color: blue; }\n');
    await waitForOutput(
      output,
      /custom\.css changed, building everything\n[\s\S]*✓ Built \d+ pages in /,
      'the rebuild',
    );
    const css = await stylesheet();
    expect(css).toContain('.second-version');
    expect(css).not.toContain('.first-version');
  });
});
