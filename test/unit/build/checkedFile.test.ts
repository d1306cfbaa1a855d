/**
 * The build cache's files (checkedFile.ts) are written in ASCII, every other
 * character escaped, and read back as the same values; a file an older
 * sitegen wrote in UTF-8 still reads as it was.
 */
import { crc32 } from 'node:zlib';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { asciiJson, readChecked, writeChecked } from '../../../src/build/checkedFile.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-checked-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const format = 'sitegen-test 1';
const value = {
  title: 'Déjà vu ℹ︎ — “quoted”',
  emoji: 'A 🏠 and a ☰',
  lone: 'half of a pair: \ud83d',
  controls: 'tab\tline\nquote" backslash\\ del\u007f',
  nested: [{ text: 'ﬁ ligature, 中文, العربية' }],
};

describe('files of the build cache', () => {
  it('are ASCII, and read back as the values written', async () => {
    const file = path.join(dir, 'a.json');
    await writeChecked(file, format, value);
    const bytes = await readFile(file);
    expect(bytes.every((byte) => byte < 128)).toBe(true);
    expect(bytes.toString('latin1')).toContain('D\\u00e9j\\u00e0 vu \\u2139\\ufe0e');
    expect(bytes.toString('latin1')).toContain('A \\ud83c\\udfe0 and');
    expect(await readChecked(file, format)).toEqual({ data: value, checksum: crc32(asciiJson(value)).toString(16) });
  });

  it('read as written a file in UTF-8, as sitegen wrote them before', async () => {
    const file = path.join(dir, 'b.json');
    const body = Buffer.from(JSON.stringify(value), 'utf8');
    expect(body.some((byte) => byte >= 128)).toBe(true);
    await writeFile(file, Buffer.concat([Buffer.from(`${format} ${crc32(body).toString(16)}\n`), body]));
    expect(((await readChecked(file, format, { vouched: true })) as { data: unknown }).data).toEqual(value);
    expect(((await readChecked(file, format)) as { data: unknown }).data).toEqual(value);
  });

  it('write JSON without escapes when it is ASCII already', () => {
    expect(asciiJson({ a: 'plain', b: [1, 2] }).toString('latin1')).toBe('{"a":"plain","b":[1,2]}');
  });
});
