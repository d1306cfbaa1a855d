/**
 * readSourceText: the one reader of a site's source files. Over the size limit, not UTF-8 (at the first
 * invalid byte's line and column, with a guess at what it is), a UTF-8 byte-order mark dropped.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSourceText, readSourceTextSync } from '../../../src/content/readSourceText.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(name: string, contents: string | Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, contents);
  return file;
}

describe('readSourceText', () => {
  it('reads UTF-8 text as it is', async () => {
    const file = await fileOf('plain.md', '# Café ☕\n');
    expect(await readSourceText(file)).toEqual({ text: '# Café ☕\n' });
    expect(readSourceTextSync(file)).toEqual({ text: '# Café ☕\n' });
  });

  it('drops a UTF-8 byte-order mark', async () => {
    const file = await fileOf('bom.json', '\uFEFF{"type":"string"}');
    expect(await readSourceText(file)).toEqual({ text: '{"type":"string"}' });
  });

  it('refuses a file over the limit, naming its size, the limit and the setting', async () => {
    const file = await fileOf('big.json', Buffer.alloc(3_140_000, 0x20));
    expect(await readSourceText(file, { maxFileSizeMb: 2 })).toEqual({
      problem: {
        code: 'FileTooLarge',
        severity: 'error',
        file,
        message: 'The file is 3.1 MB, over the 2 MB limit (limits.maxFileSize in sitegen.config.ts).',
        hint: 'Split the file, or raise limits.maxFileSize if it really is meant to be this large.',
      },
    });
    expect(readSourceTextSync(file, { maxFileSizeMb: 2, limitSetting: '--max-file-size' })).toMatchObject({
      problem: {
        code: 'FileTooLarge',
        message: 'The file is 3.1 MB, over the 2 MB limit (--max-file-size).',
        hint: 'Split the file, or raise --max-file-size if it really is meant to be this large.',
      },
    });
    expect(await readSourceText(file, { maxFileSizeMb: 4 })).toHaveProperty('text');
  });

  it('reports Latin-1 at the line and column of its first byte that is not UTF-8', async () => {
    const file = await fileOf('latin.md', Buffer.from('# Title\n\nUn café\n', 'latin1'));
    expect(await readSourceText(file)).toEqual({
      problem: {
        code: 'InvalidEncoding',
        severity: 'error',
        file,
        line: 3,
        column: 7,
        message: 'The file is not UTF-8: byte 0xE9 at 3:7 starts no valid UTF-8 character.',
        hint: 'Save the file as UTF-8; it looks like Latin-1 or Windows-1252.',
      },
    });
  });

  it('says so when the file is UTF-16', async () => {
    const file = await fileOf(
      'utf16.json',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('{"a":1}', 'utf16le')]),
    );
    expect(await readSourceText(file)).toMatchObject({
      problem: {
        code: 'InvalidEncoding',
        line: 1,
        column: 1,
        hint: 'Save the file as UTF-8; it starts with a UTF-16 byte-order mark.',
      },
    });
  });

  it('counts columns in UTF-16 code units before the bad byte', async () => {
    const file = await fileOf('emoji.md', Buffer.concat([Buffer.from('😀é'), Buffer.from([0xff])]));
    expect(await readSourceText(file)).toMatchObject({ problem: { line: 1, column: 4 } });
  });

  it('throws when the file cannot be read at all, as readFile does', async () => {
    await expect(readSourceText(path.join(dir, 'missing.md'))).rejects.toThrow(/ENOENT/);
  });
});
