/**
 * loadSchemaBundle: a `--map` folder serves `<url>.json` for a URL without an
 * extension, registered under the URI the schema wrote (so the viewer
 * resolves it); missing references either fail the bundle (the build) or
 * are listed as missing while the bundle loads (`sitegen schema`).
 */
import { mkdir, realpath, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SchemaRegistry } from '../../../theme/viewer/model/registry.ts';
import { loadSchemaBundle } from '../../../src/schemas/loadSchemaBundle.ts';
import { makeTempDir, removeDir } from '../../integration/runSitegen.ts';

const roots: string[] = [];
afterAll(async () => {
  await Promise.all(roots.map((root) => removeDir(root)));
});

async function folder(files: Record<string, unknown>): Promise<string> {
  const root = await makeTempDir();
  roots.push(root);
  for (const [relative, value] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, relative)), { recursive: true });
    await writeFile(path.join(root, relative), JSON.stringify(value));
  }
  return root;
}

describe('loadSchemaBundle', () => {
  it('maps a URL without an extension to <url>.json, under the URI the schema wrote, and the viewer resolves it', async () => {
    const root = await folder({
      'site/uses.json': {
        $id: 'https://example.com/s/uses.json',
        properties: { a: { $ref: 'osi-license#/definitions/id' }, b: { $ref: 'https://example.com/s/osi-license' } },
      },
      'store/osi-license.json': {
        $id: 'https://example.com/s/osi-license.json',
        definitions: { id: { type: 'string' } },
      },
    });
    const { bundle, problems } = await loadSchemaBundle(path.join(root, 'site/uses.json'), {
      rootDir: path.join(root, 'site'),
      mappings: [{ prefix: 'https://example.com/s/', dir: path.join(root, 'store') }],
    });
    expect(problems).toEqual([]);
    expect(Object.keys(bundle?.documents ?? {})).toEqual(['https://example.com/s/osi-license']);
    expect(bundle?.files).toEqual([path.join(root, 'site/uses.json'), path.join(root, 'store/osi-license.json')]);
    const registry = new SchemaRegistry();
    registry.addDocument(bundle?.baseUri ?? '', bundle?.schema);
    for (const [uri, document] of Object.entries(bundle?.documents ?? {})) registry.addDocument(uri, document);
    const scope = { ...registry.scopeAt({ document: bundle?.baseUri ?? '', pointer: '/properties/a' }), dynamic: [] };
    const resolved = registry.resolve('$ref', 'osi-license#/definitions/id', scope);
    expect(resolved.status).toBe('resolved');
    expect(resolved.status === 'resolved' && resolved.schema).toEqual({ type: 'string' });
  });

  it('prefers the file named as written when both exist', async () => {
    const root = await folder({
      'site/a.json': { $ref: 'https://example.com/s/x' },
      'store/x': { title: 'plain' },
      'store/x.json': { title: 'json' },
    });
    const { bundle } = await loadSchemaBundle(path.join(root, 'site/a.json'), {
      rootDir: path.join(root, 'site'),
      mappings: [{ prefix: 'https://example.com/s/', dir: path.join(root, 'store') }],
    });
    expect(bundle?.documents).toEqual({ 'https://example.com/s/x': { title: 'plain' } });
  });

  it('a missing reference fails the bundle by default (the build), and with missingRefs: "unresolved" the bundle loads and lists it', async () => {
    const root = await folder({
      'site/a.json': { properties: { x: { $ref: 'gone.json' }, y: { $ref: 'https://example.com/s/gone' } } },
    });
    const options = {
      rootDir: path.join(root, 'site'),
      mappings: [{ prefix: 'https://example.com/s/', dir: path.join(root, 'store') }],
    };
    const strict = await loadSchemaBundle(path.join(root, 'site/a.json'), options);
    expect(strict.bundle).toBeUndefined();
    expect(strict.problems.map((p) => p.code)).toEqual(['SchemaRefMissing', 'SchemaRefMissing']);
    const lenient = await loadSchemaBundle(path.join(root, 'site/a.json'), { ...options, missingRefs: 'unresolved' });
    expect(lenient.bundle?.missing).toEqual(['https://example.com/s/gone', 'site:/gone.json']);
    expect(lenient.problems.map((p) => `${p.code} ${p.line}:${p.column}`)).toEqual([
      'SchemaRefMissing 1:53',
      'SchemaRefMissing 1:28',
    ]);
  });

  it('refuses a mapped file that is a symbolic link leading out of the mapped folder, at the $ref, and lists it as missing', async () => {
    const root = await folder({
      'site/uses.json': { properties: { a: { $ref: 'https://example.com/s/secret' } } },
      'store/.keep.json': {},
      'secret.json': { title: 'secret' },
    });
    await symlink('../secret.json', path.join(root, 'store/secret.json'));
    const { bundle, problems } = await loadSchemaBundle(path.join(root, 'site/uses.json'), {
      rootDir: path.join(root, 'site'),
      mappings: [{ prefix: 'https://example.com/s/', dir: path.join(root, 'store') }],
      missingRefs: 'unresolved',
    });
    const real = await realpath(path.join(root, 'secret.json'));
    expect(problems.map((p) => [p.code, p.line, p.column, p.message])).toEqual([
      [
        'LinkOutsideSite',
        1,
        28,
        `$ref "https://example.com/s/secret" at /properties/a names secret.json, which is a symbolic link (or inside a linked folder) leading outside the folder ${path.join(root, 'store')} that https://example.com/s/ maps to, to ${real}.`,
      ],
    ]);
    expect(bundle?.missing).toEqual(['https://example.com/s/secret']);
    expect(bundle?.documents).toEqual({});
  });
});
