/**
 * The one guard of sitegen's writers (src/output/writeInside.ts): nothing is written outside the folder
 * the command was given, by `..` or by a symbolic link leading out; and the writers of the output (the
 * build's, for a language's folder and for each file, and serve --watch's in-place one, which checks
 * every file by its real path before writing any) refuse before writing anything.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SitegenError } from '../../../src/diagnostics/diagnostic.ts';
import { createInPlaceWriter } from '../../../src/output/inPlaceWriter.ts';
import { createOutputWriter } from '../../../src/output/outputWriter.ts';
import { assertInside, fileInside } from '../../../src/output/writeInside.ts';

const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

/** A temp folder holding `out/` (with `out/linked` → `elsewhere/`) and `elsewhere/`, as real paths. */
async function layout(): Promise<{ root: string; out: string; elsewhere: string }> {
  const root = await realpath(await mkdtemp(path.join(tmpdir(), 'sitegen-write-inside-')));
  roots.push(root);
  const out = path.join(root, 'out');
  const elsewhere = path.join(root, 'elsewhere');
  await mkdir(out);
  await mkdir(elsewhere);
  await symlink(elsewhere, path.join(out, 'linked'));
  return { root, out, elsewhere };
}

/** What a call threw: the one diagnostic of its SitegenError, as the CLI reads it. */
function refusal(run: () => unknown): { code: string; message: string; hint?: string } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof SitegenError)) throw error;
    const [problem] = error.diagnostics;
    return {
      code: problem?.code ?? '',
      message: problem?.message ?? '',
      ...(problem?.hint ? { hint: problem.hint } : {}),
    };
  }
  throw new Error('nothing was refused');
}

const hint =
  'Nothing was written there: sitegen writes only inside the folder it was given, comparing real paths after symbolic links. Remove the link or the path that leads out.';

describe('assertInside', () => {
  it('gives the absolute path of a target inside the folder, made yet or not', async () => {
    const { out } = await layout();
    expect(assertInside(out, 'docs/new/page.html')).toBe(path.join(out, 'docs/new/page.html'));
    expect(assertInside(out, path.join(out, 'index.html'))).toBe(path.join(out, 'index.html'));
    expect(assertInside(out, out)).toBe(out);
  });

  it("refuses '..' out of the folder", async () => {
    const { root, out } = await layout();
    expect(refusal(() => assertInside(out, '../index.html'))).toEqual({
      code: 'UnsafeOutput',
      hint,
      message: `sitegen would write ${path.join(root, 'index.html')}, which is outside ${out}, the folder it writes into.`,
    });
  });

  it('refuses a symbolic link leading out, naming where it leads', async () => {
    const { out, elsewhere } = await layout();
    expect(refusal(() => assertInside(out, 'linked/fr/index.html'))).toEqual({
      code: 'UnsafeOutput',
      hint,
      message: `sitegen would write ${path.join(out, 'linked/fr/index.html')} (${path.join(elsewhere, 'fr/index.html')} after following links), which is outside ${out}, the folder it writes into.`,
    });
  });

  it('accepts a folder given through a link: its real path is the one compared', async () => {
    const { root, elsewhere } = await layout();
    await symlink(elsewhere, path.join(root, 'alias'));
    expect(assertInside(path.join(root, 'alias'), 'a.html')).toBe(path.join(root, 'alias', 'a.html'));
  });
});

describe('fileInside', () => {
  it('places a relative path in the folder, or at the same place in the folder it is written in', () => {
    expect(fileInside('/site/out', 'docs/a.html')).toBe('/site/out/docs/a.html');
    expect(fileInside('/site/out', 'docs/a.html', '/site/.out.tmp-1')).toBe('/site/.out.tmp-1/docs/a.html');
  });

  it('refuses a path that climbs out, or names the folder itself', () => {
    expect(refusal(() => fileInside('/site/out', '../fr/index.html', '/site/.out.tmp-1')).message).toBe(
      'sitegen would write /site/fr/index.html, which is outside /site/out, the folder it writes into.',
    );
    expect(refusal(() => fileInside('/site/out', 'docs/../../out2/a.html')).message).toBe(
      'sitegen would write /site/out2/a.html, which is outside /site/out, the folder it writes into.',
    );
    expect(refusal(() => fileInside('/site/out', '.')).code).toBe('UnsafeOutput');
  });
});

describe("the output's writers", () => {
  it("a language's output writer whose folder climbs out of the site's output is refused before it writes", async () => {
    const { root, out } = await layout();
    expect(
      refusal(() => createOutputWriter(path.join(out, '..'), { besideOf: out, keepTemporary: true })).message,
    ).toBe(`sitegen would write ${root}, which is outside ${out}, the folder it writes into.`);
    expect((await readdir(root)).sort()).toEqual(['elsewhere', 'out']);
  });

  it('the output writer refuses a file path that climbs out of the output', async () => {
    const { root, out } = await layout();
    const writer = createOutputWriter(path.join(out, 'site'));
    await expect(writer.write('../escaped.html', 'x')).rejects.toThrow(
      `sitegen would write ${path.join(out, 'escaped.html')}, which is outside ${path.join(out, 'site')}, the folder it writes into.`,
    );
    await writer.abort();
    expect((await readdir(out)).sort()).toEqual(['linked']);
    expect((await readdir(root)).sort()).toEqual(['elsewhere', 'out']);
  });

  it("serve --watch's in-place writer refuses, on commit, a file behind a link leading out, and writes none of the others", async () => {
    const { out, elsewhere } = await layout();
    await writeFile(path.join(out, 'index.html'), 'old\n');
    const writer = createInPlaceWriter(out);
    await writer.write('index.html', 'new\n');
    await writer.write('linked/page.html', 'escaped\n');
    await expect(writer.commit()).rejects.toThrow(
      `sitegen would write ${path.join(out, 'linked/page.html')} (${path.join(elsewhere, 'page.html')} after following links)`,
    );
    expect(await readdir(elsewhere)).toEqual([]);
    expect(existsSync(path.join(out, 'index.html.partial'))).toBe(false);
    expect(await readFile(path.join(out, 'index.html'), 'utf8')).toBe('old\n');
  });

  it("a language's in-place writer is refused when its folder is outside the site's output", async () => {
    const { root, out } = await layout();
    expect(refusal(() => createInPlaceWriter(path.join(out, 'linked'), out)).message).toBe(
      `sitegen would write ${path.join(out, 'linked')} (${path.join(root, 'elsewhere')} after following links), which is outside ${out}, the folder it writes into.`,
    );
  });
});
