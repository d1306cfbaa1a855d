import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  compileMs,
  filesWork,
  poolPays,
  sampleSize,
  textWork,
  wantsPool,
  workerStartMs,
  type CompileWork,
} from '../../../src/build/poolPlan.ts';

describe('poolPlan', () => {
  it("counts code blocks by their fences, backticks or tildes, indented up to 3 spaces, and languages by an opening fence's first word", () => {
    const doc = [
      '# Title',
      '',
      '```ts title="a.ts"',
      'const a = 1;',
      '```',
      '',
      '~~~Bash',
      'ls',
      '~~~',
      '',
      '   ```',
      'plain',
      '   ```',
      '',
      '    ```js',
      '    indented code, not a fence',
      '    ```',
      '',
      '````md',
      '```ts',
      'inside',
      '```',
      '````',
    ].join('\n');
    // The 4-space fence is not one; the ts fence inside the md block counts as two more fences (an estimate, not a
    // parse).
    expect(textWork([doc, 'No code.'])).toEqual({
      docs: 2,
      bytes: doc.length + 'No code.'.length,
      codeBlocks: 5,
      languages: 3,
    });
  });

  it('reads every file of a small site, and a sample of a large one, scaled to the whole; never a file outside the site', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-pool-plan-'));
    try {
      const text = (i: number) => `# Doc ${i}\n\n\`\`\`${['ts', 'bash', 'json'][i % 3]}\nrun ${i}\n\`\`\`\n`;
      const files = await Promise.all(
        Array.from({ length: sampleSize * 2 }, async (_, i) => {
          const file = path.join(dir, `doc-${i}.md`);
          await writeFile(file, text(i));
          return file;
        }),
      );
      const bytes = (list: string[]) => list.reduce((sum, file) => sum + text(files.indexOf(file)).length, 0);
      expect(await filesWork(files.slice(0, 10), dir)).toEqual({
        docs: 10,
        bytes: bytes(files.slice(0, 10)),
        codeBlocks: 10,
        languages: 3,
      });
      const sampled = await filesWork([...files, path.join(dir, 'missing.md')], dir);
      expect(sampled).toMatchObject({ docs: files.length + 1, codeBlocks: files.length + 1, languages: 3 });
      expect(Math.abs(sampled.bytes - bytes(files)) / bytes(files)).toBeLessThan(0.02);
      // A link to a file outside the folder the site may read is not read.
      const outside = await mkdtemp(path.join(os.tmpdir(), 'sitegen-pool-plan-outside-'));
      try {
        await writeFile(path.join(outside, 'secret.md'), '```ts\nsecret\n```\n');
        await symlink(path.join(outside, 'secret.md'), path.join(dir, 'linked.md'));
        expect(await filesWork([path.join(dir, 'linked.md'), files[0]!], dir)).toEqual({
          docs: 1,
          bytes: text(0).length,
          codeBlocks: 1,
          languages: 1,
        });
      } finally {
        await rm(outside, { recursive: true, force: true });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("estimates the compile and a worker's start from the model's costs", () => {
    const work: CompileWork = { docs: 100, bytes: 2_000_000, codeBlocks: 400, languages: 4 };
    expect(compileMs(work)).toBe(50 + 5000 + 600);
    expect(workerStartMs(work, 250)).toBe(300 + 250 + 200);
  });

  it('starts workers for a large site of few languages, not for a heavy blog in forty languages, nor versioned docs whose config loads slowly, nor a small site, nor one thread', () => {
    // Measured: 10,000 generated docs compiled in half the time with two workers; prettier's website, slower with them.
    const generated: CompileWork = { docs: 10_000, bytes: 10_644_230, codeBlocks: 10_000, languages: 1 };
    const prettier: CompileWork = { docs: 92, bytes: 1_360_120, codeBlocks: 1861, languages: 43 };
    const jest: CompileWork = { docs: 175, bytes: 2_031_610, codeBlocks: 2593, languages: 10 };
    const small: CompileWork = { docs: 3, bytes: 2_000, codeBlocks: 2, languages: 2 };
    expect(poolPays(generated, { threads: 2, siteLoadMs: 20 })).toBe(true);
    expect(poolPays(prettier, { threads: 2, siteLoadMs: 320 })).toBe(false);
    expect(poolPays(jest, { threads: 2, siteLoadMs: 760 })).toBe(false);
    expect(poolPays(small, { threads: 8, siteLoadMs: 20 })).toBe(false);
    expect(poolPays(generated, { threads: 1, siteLoadMs: 20 })).toBe(false);
    // More threads save more of the same work: the bar is lower.
    const medium: CompileWork = { docs: 300, bytes: 600_000, codeBlocks: 600, languages: 3 };
    // 2.55 s of compile against 0.55 s per worker: not worth two threads, worth sixteen.
    expect(poolPays(medium, { threads: 2, siteLoadMs: 100 })).toBe(false);
    expect(poolPays(medium, { threads: 16, siteLoadMs: 100 })).toBe(true);
  });

  it('starts workers when asked for without weighing the work, never for nothing to compile or for widgets handed in by code, else by the work', async () => {
    const heavy: CompileWork = { docs: 10_000, bytes: 10_000_000, codeBlocks: 10_000, languages: 1 };
    const unweighed = () => {
      throw new Error('weighed');
    };
    const base = { threads: 2, widgets: false, docCount: 10_000, siteLoadMs: 20 };
    expect(await wantsPool({ ...base, asked: 2, work: unweighed })).toBe(true);
    expect(await wantsPool({ ...base, asked: 2, docCount: 0, work: unweighed })).toBe(false);
    expect(await wantsPool({ ...base, asked: 1, threads: 1, work: unweighed })).toBe(false);
    expect(await wantsPool({ ...base, asked: undefined, widgets: true, work: unweighed })).toBe(false);
    expect(await wantsPool({ ...base, asked: undefined, work: () => heavy })).toBe(true);
    expect(
      await wantsPool({
        ...base,
        asked: undefined,
        work: () => ({ docs: 3, bytes: 900, codeBlocks: 1, languages: 1 }),
      }),
    ).toBe(false);
  });
});
