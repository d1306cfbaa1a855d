/**
 * A site of many code blocks, built on one thread, highlights them on a
 * thread of its own (src/build/highlightPlan.ts) and writes the same bytes,
 * and the same warnings, as a build told `--workers 1`, which highlights on
 * its own thread: Markdown docs (whose blocks come back compacted), an MDX
 * doc (whose blocks keep their tokens), highlighted lines, line numbers, a
 * JSON Schema block, and a block in an unknown language.
 */
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stageDetail } from './stageLines.ts';
import { hashTree, runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const fence = '```';

/** `count` small blocks in turn in a few languages, each of its own text. */
function blocks(doc: number, count: number): string {
  const languages = ['js', 'ts', 'bash', 'json', 'yaml', 'md'];
  return Array.from({ length: count }, (_, i) => {
    const language = languages[i % languages.length];
    const code =
      language === 'json'
        ? `{ "doc": ${doc}, "block": ${i} }`
        : language === 'md'
          ? `# Block ${i}\n\n${fence}go\nfunc f${i}() {}\n${fence}`
          : `const doc${doc} = ${i}; // block ${i}`;
    // A Markdown block holds a fence of its own, so its own is longer.
    const outer = language === 'md' ? `${fence}\`` : fence;
    return `${outer}${language}${i % 7 === 0 ? ' {1} showLineNumbers' : ''}\n${code}\n${outer}`;
  }).join('\n\n');
}

const site = {
  'docs/one.md': `# One\n\n${blocks(1, 200)}\n`,
  'docs/two.md': `# Two\n\n${blocks(2, 200)}\n\n${fence}json-schema\n{ "type": "object", "properties": {} }\n${fence}\n`,
  'docs/three.mdx': `# Three\n\nexport const x = 1;\n\n${blocks(3, 30)}\n\n${fence}nosuchlanguage\nplain\n${fence}\n`,
};

describe.runIf(availableParallelism() >= 2)('code blocks highlighted on a thread of their own', () => {
  it('writes what a build on one thread writes, with the same warning', { timeout: 120_000 }, async () => {
    const { root, siteDir } = await sites.write(site);
    const threaded = await runSitegen(['build', siteDir, '--out', path.join(root, 'threaded'), '--no-cache'], {
      cwd: root,
    });
    const one = await runSitegen(['build', siteDir, '--out', path.join(root, 'one'), '--workers', '1', '--no-cache'], {
      cwd: root,
    });
    expect(threaded.code, threaded.stderr).toBe(0);
    expect(one.code, one.stderr).toBe(0);
    expect(stageDetail(threaded, 'compile')).toBe(
      '3 Markdown (0 from cache), 0 React, code highlighted on a second thread, 1 warning',
    );
    expect(stageDetail(one, 'compile')).toBe('3 Markdown (0 from cache), 0 React, 1 warning');
    expect(threaded.stderr).toContain('Unknown code block language "nosuchlanguage"');
    expect(threaded.stderr).toBe(one.stderr);
    expect(await hashTree(path.join(root, 'threaded'))).toEqual(await hashTree(path.join(root, 'one')));
  });
});
