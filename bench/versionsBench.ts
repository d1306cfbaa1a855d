/**
 * Versions and translations at scale (issue 19): this repository's site as one
 * version in one language, against the same site with 3 versions (docs/, and
 * 1.0 and 0.9 released with `sitegen docs:version`, every doc copied) in 2
 * languages (English, and French with the translations content/i18n/fr has; the
 * rest falls back to English): build time (--no-cache, cold) and peak memory
 * of each, in one run, and their ratio. Each build runs in its own process.
 *
 *     npm run bench:versions
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { measure, removeBuildCache, type Measurement } from './measureBuild.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A copy of content/ whose config is the site's, with `override` spread over it (keys set to undefined are absent). */
async function variant(parent: string, name: string, override: string): Promise<string> {
  const dir = path.join(parent, name);
  await cp(path.join(root, 'content'), dir, {
    recursive: true,
    filter: (source) => !/[\\/](build|node_modules)$/.test(source),
  });
  await rm(path.join(dir, 'versions.json'), { force: true });
  await rm(path.join(dir, 'versioned_docs'), { recursive: true, force: true });
  await rm(path.join(dir, 'versioned_sidebars'), { recursive: true, force: true });
  await rename(path.join(dir, 'sitegen.config.ts'), path.join(dir, 'base.config.ts'));
  await writeFile(
    path.join(dir, 'sitegen.config.ts'),
    `import base from './base.config.ts';\nexport default { ...base, ${override} };\n`,
  );
  return dir;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const line = (label: string, m: Measurement) =>
  `  ${label.padEnd(34)} ${seconds(m.ms).padStart(8)}  ${String(m.pages).padStart(5)} pages  ${m.maxRssMiB.toFixed(0).padStart(5)} MiB peak`;

export async function versionsBenchLines(): Promise<string[]> {
  const parent = await mkdtemp(path.join(os.tmpdir(), 'sitegen-bench-versions-'));
  try {
    // Without its versions, the site's links to the 1.0 docs lead nowhere: warnings, for this measurement only.
    const single = await variant(
      parent,
      'single',
      "i18n: undefined, onBrokenLinks: 'warn', onBrokenAnchors: 'warn', docs: { ...base.docs, lastVersion: undefined, versions: undefined }",
    );
    await rm(path.join(single, 'i18n'), { recursive: true, force: true });
    const grown = await variant(
      parent,
      'grown',
      "i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, docs: { ...base.docs, lastVersion: 'current', versions: undefined }",
    );
    const sitegen = path.join(root, 'bin/sitegen');
    for (const name of ['0.9', '1.0']) await run(process.execPath, [sitegen, 'docs:version', name, grown]);
    const lines = ['Versions and translations (content/, --no-cache, each build cold in its own process)'];
    const results: Measurement[] = [];
    for (const [label, dir] of [
      ['1 version, 1 language', single],
      ['3 versions, 2 languages', grown],
    ] as const) {
      await removeBuildCache();
      const measured = await measure(dir, path.join(dir, 'build'), ['--no-cache']);
      results.push(measured);
      lines.push(line(label, measured));
    }
    const [one, grownResult] = results;
    if (one && grownResult) {
      lines.push(
        `  ratio: ${(grownResult.ms / one.ms).toFixed(2)}× the time (goal: under 3×) for ${(grownResult.pages / one.pages).toFixed(1)}× the pages; ${(grownResult.maxRssMiB / one.maxRssMiB).toFixed(2)}× the memory`,
      );
    }
    return lines;
  } finally {
    await rm(parent, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const text of await versionsBenchLines()) console.log(text);
}
