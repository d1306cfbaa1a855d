/**
 * Blocks highlighted on the highlighting thread are those highlightToHast
 * gives on this one, compacted when asked; a block the thread still owed when
 * it ended is highlighted here; with no thread, here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { highlightToHast, type HighlightOptions } from '../../../../src/markdown/highlight/highlighter.ts';
import {
  highlightInThread,
  highlightThreadRunning,
  startHighlightThread,
  stopHighlightThread,
} from '../../../../src/markdown/highlight/highlightThread.ts';
import { compactCode } from '../../../../src/markdown/plugins/rehypeCompactCode.ts';

afterEach(() => stopHighlightThread());

const blocks: { code: string; options: HighlightOptions }[] = [
  { code: 'const a = 1;\nconst b = a + 1;', options: { lang: 'ts', highlightLines: new Set([2]) } },
  { code: 'echo "hi"', options: { lang: 'bash', showLineNumbers: true, startLineNumber: 5 } },
  { code: '{ "type": "object" }', options: { lang: 'json-schema' } },
  { code: 'plain', options: { lang: 'nosuchlanguage' } },
  { code: '# Title\n\n```go\nfunc f() {}\n```', options: { lang: 'md' } },
];

describe('the highlighting thread', () => {
  it('gives each block as highlightToHast gives it here', { timeout: 60_000 }, async () => {
    startHighlightThread();
    expect(highlightThreadRunning()).toBe(true);
    const threaded = await Promise.all(blocks.map((block) => highlightInThread(block.code, block.options)));
    for (const [i, block] of blocks.entries())
      expect(threaded[i]).toEqual({ ...(await highlightToHast(block.code, block.options)), compacted: false });
    expect(threaded[3]?.fallback).toEqual({ kind: 'unknownLanguage', language: 'nosuchlanguage' });
  });

  it('compacts a block when asked, as compactCode does here', { timeout: 60_000 }, async () => {
    startHighlightThread();
    const { code, options } = blocks[0]!;
    const threaded = await highlightInThread(code, options, 'the-key');
    const here = (await highlightToHast(code, options)).pre;
    Object.assign(here, { data: { ...here.data, sitegenHighlight: 'the-key' } });
    compactCode(here);
    expect(threaded).toEqual({ pre: here, compacted: true });
    // A block shown as plain text is not compacted, as here.
    expect((await highlightInThread('plain', { lang: 'nosuchlanguage' }, 'key')).compacted).toBe(false);
  });

  it('highlights here what it owed when it ended, and everything once it is gone', { timeout: 60_000 }, async () => {
    startHighlightThread();
    const owed = blocks.map((block) => highlightInThread(block.code, block.options));
    await stopHighlightThread();
    expect(highlightThreadRunning()).toBe(false);
    const expected = await Promise.all(
      blocks.map(async (block) => ({ ...(await highlightToHast(block.code, block.options)), compacted: false })),
    );
    expect(await Promise.all(owed)).toEqual(expected);
    expect(await highlightInThread(blocks[0]!.code, blocks[0]!.options, 'key')).toEqual(expected[0]);
  });
});
