/**
 * Docs of the same text compiled once per compiler (sameTextCompiles.ts): the copy is the result the doc
 * would have had, its problems at its own file, a tree of its own; docs compiled side by side wait for the
 * first; and a result that depends on more than the text (a site's plugin read the doc's path, a file
 * read, another offset or format) is never given to another doc.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import type { VFile } from 'vfile';
import { createMarkdownCompiler } from '../../../src/markdown/compileMarkdown.ts';
import type { MarkdownPlugins } from '../../../src/markdown/markdownPlugins.ts';

const body = '# Setup\n\nInstall it:\n\n```bash\nnpm install dino\n```\n\n```nosuchlanguage\nx\n```\n';

/** A remark plugin that counts the docs it sees, and reads each doc's path when asked to. */
function countingPlugin(readsPath: boolean) {
  const seen: string[] = [];
  const plugin = () => (_tree: unknown, file: VFile) => {
    seen.push(readsPath ? file.path : 'a doc');
  };
  return {
    seen,
    plugins: {
      beforeDefaultRemarkPlugins: [],
      remarkPlugins: [plugin],
      beforeDefaultRehypePlugins: [],
      rehypePlugins: [],
    } satisfies MarkdownPlugins,
  };
}

const compilerWith = (plugins?: MarkdownPlugins, staticDir?: string) =>
  createMarkdownCompiler({ widgets: new Map(), ...(plugins ? { plugins } : {}), ...(staticDir ? { staticDir } : {}) });

describe('docs of the same text', () => {
  it("are compiled once: the copy is the first doc's result, with its problems at its own file and a tree of its own", async () => {
    const { seen, plugins } = countingPlugin(false);
    const compiler = compilerWith(plugins);
    const first = await compiler.compile({ body, file: '/site/docs/setup.md', bodyLineOffset: 2 });
    const second = await compiler.compile({
      body,
      file: '/site/versioned_docs/version-1.0/setup.md',
      bodyLineOffset: 2,
    });
    expect(seen).toEqual(['a doc']);
    expect(second.hast).toEqual(first.hast);
    expect(second.hast).not.toBe(first.hast);
    expect(first.problems.map((p) => [p.code, p.file, p.line])).toEqual([
      ['UnknownLanguage', '/site/docs/setup.md', 11],
    ]);
    expect(second.problems.map((p) => [p.code, p.file, p.line])).toEqual([
      ['UnknownLanguage', '/site/versioned_docs/version-1.0/setup.md', 11],
    ]);
    (second.hast as Root).children = [];
    expect((first.hast as Root).children.length).toBeGreaterThan(0);
    expect(
      (await compiler.compile({ body, file: '/site/versioned_docs/version-2.0/setup.md', bodyLineOffset: 2 })).hast,
    ).toEqual(first.hast);
  });

  it('compiled side by side, wait for the first of them', async () => {
    const { seen, plugins } = countingPlugin(false);
    const compiler = compilerWith(plugins);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((version) =>
        compiler.compile({ body, file: `/site/${version}/setup.md`, bodyLineOffset: 0 }),
      ),
    );
    expect(seen).toEqual(['a doc']);
    expect(results.map((result) => result.problems[0]?.file)).toEqual([
      '/site/a/setup.md',
      '/site/b/setup.md',
      '/site/c/setup.md',
    ]);
  });

  it("are each compiled when a site's plugin reads the doc's path", async () => {
    const { seen, plugins } = countingPlugin(true);
    const compiler = compilerWith(plugins);
    await Promise.all(
      ['/site/a/setup.md', '/site/b/setup.md'].map((file) => compiler.compile({ body, file, bodyLineOffset: 0 })),
    );
    await compiler.compile({ body, file: '/site/c/setup.md', bodyLineOffset: 0 });
    expect(seen).toEqual(['/site/a/setup.md', '/site/b/setup.md', '/site/c/setup.md']);
  });

  it('are each compiled when they read a file, or sit at another offset, or one is MDX', async () => {
    const site = mkdtempSync(path.join(os.tmpdir(), 'sitegen-same-text-'));
    for (const version of ['a', 'b']) writeFileSync(path.join(site, `${version}.js`), `console.log('${version}');\n`);
    const { seen, plugins } = countingPlugin(false);
    const compiler = compilerWith(plugins, path.join(site, 'static'));
    const reads = '```js file=./code.js\n```\n';
    for (const version of ['a', 'b']) {
      writeFileSync(path.join(site, 'code.js'), `console.log('${version}');\n`);
      await compiler.compile({ body: reads, file: path.join(site, `${version}.md`), bodyLineOffset: 0 });
    }
    expect(seen).toHaveLength(2);
    await compiler.compile({ body, file: '/site/a/setup.md', bodyLineOffset: 0 });
    await compiler.compile({ body, file: '/site/b/setup.md', bodyLineOffset: 1 });
    await compiler.compile({ body, file: '/site/c/setup.mdx', bodyLineOffset: 0 });
    expect(seen).toHaveLength(5);
  });
});
