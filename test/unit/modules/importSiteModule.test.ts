/**
 * importSiteModule: where the site's packages are resolved from, and the
 * compiled module never being seen half-written by a build running beside.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { importSiteModule } from '../../../src/modules/importSiteModule.ts';
import { cacheDirFor } from '../../../src/paths.ts';

/** Called halfway through every file write, while the file holds only its first half. */
const hooks = vi.hoisted(() => ({ midWrite: undefined as (() => Promise<void>) | undefined }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile = (async (file: string, data: string | Uint8Array, options?: object) => {
    if (!hooks.midWrite || typeof data !== 'string') return actual.writeFile(file, data, options);
    const half = Math.floor(data.length / 2);
    await actual.writeFile(file, data.slice(0, half), options);
    await hooks.midWrite();
    await actual.appendFile(file, data.slice(half), options);
  }) as typeof actual.writeFile;
  return { ...actual, default: { ...actual, writeFile }, writeFile };
});

let tmp: string;
let unregister: (() => Promise<void>) | undefined;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'sitegen-modules-'));
  // The compiled module imports sitegen's TypeScript, as under bin/sitegen.
  unregister = register({ tsconfig: path.resolve(import.meta.dirname, '../../../tsconfig.base.json') });
});

afterEach(() => {
  hooks.midWrite = undefined;
});

afterAll(async () => {
  await unregister?.();
  await rm(tmp, { recursive: true, force: true });
});

async function writeFiles(dir: string, files: Record<string, string>): Promise<void> {
  for (const [relative, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), text);
  }
}

/** The files in the module cache for entry files named `<base>.*` (modules or anything else), with their text. */
async function cachedFiles(siteDir: string, base: string, suffix = ''): Promise<Record<string, string>> {
  const modulesDir = path.join(cacheDirFor(siteDir), 'modules');
  const names = (await readdir(modulesDir)).filter((name) => name.startsWith(`${base}-`) && name.endsWith(suffix));
  const found: Record<string, string> = {};
  for (const name of names) found[name] = await readFile(path.join(modulesDir, name), 'utf8');
  return found;
}

describe('importSiteModule', () => {
  it('resolves a package from the folder of the file that imports it', async () => {
    const site = path.join(tmp, 'nested');
    await writeFiles(site, {
      'pages/deep.ts': "import { where } from '../lib/helper.ts';\nexport const answer = where();\n",
      'lib/helper.ts': "import { place } from 'only-in-lib';\nexport const where = () => place;\n",
      'lib/node_modules/only-in-lib/package.json': JSON.stringify({
        name: 'only-in-lib',
        type: 'module',
        exports: { '.': { module: './wrong.js', default: './right.js' } },
      }),
      'lib/node_modules/only-in-lib/right.js': "export const place = 'lib/node_modules';\n",
      'lib/node_modules/only-in-lib/wrong.js': "export const place = 'the module condition, which Node ignores';\n",
    });
    const loaded = await importSiteModule<{ answer: string }>(path.join(site, 'pages', 'deep.ts'), { siteDir: site });
    expect(loaded.exports.answer).toBe('lib/node_modules');
    expect(loaded.inputs.sort()).toEqual([path.join(site, 'lib', 'helper.ts'), path.join(site, 'pages', 'deep.ts')]);
  });

  it('keeps React the one sitegen renders with, even when the site has its own', async () => {
    const site = path.join(tmp, 'own-react');
    await writeFiles(site, {
      'page.tsx':
        "import { useState } from 'react';\nimport { jsx } from 'react/jsx-runtime';\nexport const kinds = [typeof useState, typeof jsx];\n",
      'node_modules/react/package.json': JSON.stringify({
        name: 'react',
        type: 'module',
        exports: { '.': './index.js', './jsx-runtime': './index.js' },
      }),
      'node_modules/react/index.js': "export const useState = 'a second React'; export const jsx = 'a second React';\n",
    });
    const loaded = await importSiteModule<{ kinds: string[] }>(path.join(site, 'page.tsx'), { siteDir: site });
    expect(loaded.exports.kinds).toEqual(['function', 'function']);
  });

  it('never leaves the compiled module half-written where another build would import it', async () => {
    const base = `atomic-${process.pid}-${Date.now()}`;
    const entry = path.join(tmp, 'atomic', `${base}.ts`);
    await writeFiles(path.dirname(entry), {
      [`${base}.ts`]: `export const filler = ${JSON.stringify('x'.repeat(10_000))};\nexport const last = 'complete';\n`,
    });
    const seenMidWrite: Record<string, string>[] = [];
    hooks.midWrite = async () => {
      seenMidWrite.push(await cachedFiles(path.dirname(entry), base, '.mjs'));
    };

    const loaded = await importSiteModule<{ last: string }>(entry, { siteDir: path.dirname(entry) });

    expect(loaded.exports.last).toBe('complete');
    const final = await cachedFiles(path.dirname(entry), base);
    expect(Object.keys(final)).toEqual([expect.stringMatching(new RegExp(`^${base}-[0-9a-f]{16}\\.mjs$`))]);
    expect(Object.values(final)[0]).toContain('var last = "complete";');
    // While it was being written, the module's own name held nothing rather than half of it.
    expect(seenMidWrite).toEqual([{}]);
  });
});
