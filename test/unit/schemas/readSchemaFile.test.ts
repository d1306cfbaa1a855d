/**
 * readSchemaFile on hostile input: nested past the depth limit (a diagnostic at the first bracket too deep,
 * never a stack overflow), exactly at the limit (parsed, indexed and walked), duplicate keys (a warning with
 * both positions), a byte-order mark, Latin-1 and the size limit.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachReference, SchemaRegistry } from '../../../theme/viewer/model/registry.ts';
import { countKeys, maxJsonDepth, scanJson } from '../../../src/schemas/jsonDepth.ts';
import { readSchemaFile } from '../../../src/schemas/readSchemaFile.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-schema-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fileOf(name: string, contents: string | Uint8Array): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, contents);
  return file;
}

/** `{"items":{"items":…{"$ref":"#"}…}}`: `levels` objects, one bracket each. */
function nestedItems(levels: number): string {
  return `${'{"items":'.repeat(levels - 1)}{"$ref":"#"}${'}'.repeat(levels - 1)}`;
}

describe('readSchemaFile limits', () => {
  it('the depth limit is 256 brackets, ten times the deepest of 951 SchemaStore schemas (22)', () => {
    expect(maxJsonDepth).toBe(256);
  });

  it('refuses a file nested past the limit at the first bracket too deep, without overflowing the stack', async () => {
    const file = await fileOf('deep.json', `{\n  "type": "object",\n  "properties": ${nestedItems(4000)}\n}`);
    expect(await readSchemaFile(file)).toEqual({
      code: 'InputTooDeep',
      severity: 'error',
      file,
      line: 3,
      column: 17 + 9 * 255,
      message: 'The schema file nests objects and arrays 257 levels deep here; sitegen reads at most 256.',
      hint: 'No real schema nests this deep: a generated file may have gone wrong. Move shared parts to $defs and use $ref.',
    });
  });

  it('reads, indexes and walks a file exactly at the limit', async () => {
    const file = await fileOf('limit.json', nestedItems(maxJsonDepth));
    const read = await readSchemaFile(file);
    if ('code' in read) throw new Error(read.message);
    const registry = new SchemaRegistry('2020-12');
    registry.addDocument('site:/limit.json', read.value);
    const refs: string[] = [];
    forEachReference(read.value, '2020-12', (ref, pointer) => refs.push(`${pointer.length}:${ref}`));
    expect(refs).toEqual([`${'/items'.length * (maxJsonDepth - 1)}:#`]);
  });

  it('warns about a duplicate key with both positions, and keeps the file', async () => {
    const file = await fileOf(
      'dup.json',
      '{\n  "type": "object",\n  "properties": {\n    "a": { "type": "string", "type": "number" }\n  },\n  "type": "array"\n}\n',
    );
    const read = await readSchemaFile(file);
    if ('code' in read) throw new Error(read.message);
    expect(read.value).toEqual({ type: 'array', properties: { a: { type: 'number' } } });
    expect(read.warnings).toEqual([
      {
        code: 'DuplicateJsonKey',
        severity: 'warning',
        file,
        line: 4,
        column: 30,
        message: 'The key "type" at 4:30 repeats the one at 4:12; JSON.parse keeps the last one.',
        hint: 'Remove one of the two, or merge them.',
      },
      {
        code: 'DuplicateJsonKey',
        severity: 'warning',
        file,
        line: 6,
        column: 3,
        message: 'The key "type" at 6:3 repeats the one at 2:3; JSON.parse keeps the last one.',
        hint: 'Remove one of the two, or merge them.',
      },
    ]);
  });

  it('counts the keys a text writes, so a file without a repeated key needs no tree (the fast path)', () => {
    const text = '{ "a" : 1, "b\\"c": "x:y", "list": ["k", {"k": ":"}], "e": {} }';
    expect(scanJson(text)).toEqual({ keys: 5 });
    expect(countKeys(JSON.parse(text))).toBe(5);
    const repeated = '{"a":1,"a":2,"b":{"c":1,"c":2}}';
    expect(scanJson(repeated).keys).toBe(5);
    expect(countKeys(JSON.parse(repeated))).toBe(3);
  });

  it('builds the position tree only when asked for a position', async () => {
    const file = await fileOf('plain.json', '{ "type": "object" }');
    const read = await readSchemaFile(file);
    if ('code' in read) throw new Error(read.message);
    expect(read.warnings).toEqual([]);
    expect(read.tree?.type).toBe('object');
  });

  it('accepts a UTF-8 byte-order mark', async () => {
    const file = await fileOf('bom.json', '\uFEFF{"type":"string"}');
    expect(await readSchemaFile(file)).toMatchObject({ value: { type: 'string' }, warnings: [] });
  });

  it('refuses a Latin-1 file at its first byte that is not UTF-8 instead of showing U+FFFD', async () => {
    const file = await fileOf('latin.json', Buffer.from('{\n  "title": "Caf\xe9"\n}', 'latin1'));
    expect(await readSchemaFile(file)).toEqual({
      code: 'InvalidEncoding',
      severity: 'error',
      file,
      line: 2,
      column: 16,
      message: 'The file is not UTF-8: byte 0xE9 at 2:16 starts no valid UTF-8 character.',
      hint: 'Save the file as UTF-8; it looks like Latin-1 or Windows-1252.',
    });
  });

  it('refuses a file over the size limit', async () => {
    const file = await fileOf('big.json', `{"description":"${'x'.repeat(1_600_000)}"}`);
    expect(await readSchemaFile(file, { maxFileSizeMb: 1, limitSetting: '--max-file-size' })).toMatchObject({
      code: 'FileTooLarge',
      file,
      message: 'The file is 1.6 MB, over the 1 MB limit (--max-file-size).',
    });
  });
});
