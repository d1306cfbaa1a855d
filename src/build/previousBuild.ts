/**
 * The previous build of a site into an output folder, as the build cache
 * (buildCache.ts) recorded it: which pages can be taken as they are, how
 * they are taken, and what this build records for the next one.
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocAssets } from '../output/docAssets.ts';
import type { OutputWriter } from '../output/outputWriter.ts';
import { settleAll } from '../output/settleAll.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { outputPathFor } from '../routes/outputPath.ts';
import {
  buildCacheFile, hashedInputs, outputIntact, outputRecordFile, readBuildCache, readOutputRecord, stampOf, stampOutput, stillThere, writeBuildCache, writeOutputRecord,
  type BuildCacheData, type BuildFingerprint, type CachedPage, type HashedInput, type OutputRecord,
} from './buildCache.ts';

/** The pages of the previous build still there to take, by route. */
export interface PreviousBuild {
  fingerprint: BuildFingerprint;
  keys: Map<string, string>;
  pages: Map<string, CachedPage>;
  index: BuildCacheData['index'];
}

interface Site {
  siteDir: string;
  outDir: string;
}

/** The last build's pages whose output file is still as it was written; a corrupt or outdated cache is reported (`onIgnored`) and left out. */
export async function loadPreviousBuild(site: Site, fingerprint: BuildFingerprint, onIgnored: (reason: string) => void): Promise<PreviousBuild> {
  const none: PreviousBuild = { fingerprint, keys: new Map(), pages: new Map(), index: { key: '', files: [] } };
  const read = await readBuildCache(buildCacheFile(site.siteDir, site.outDir), fingerprint.site);
  if (!read) return none;
  if ('ignored' in read) {
    onIgnored(read.ignored);
    return none;
  }
  const entries = Object.entries(read.data.pages);
  const present = await Promise.all(entries.map(([, page]) => stillThere(site.outDir, page.output)));
  const pages = new Map(entries.filter((_, i) => present[i]));
  return { fingerprint, keys: new Map([...pages].map(([route, page]) => [route, page.key])), pages, index: read.data.index };
}

/**
 * The previous output, when this build would write it again byte for byte:
 * it was made from the very same inputs (sitegen, the lockfiles, every file
 * of the site, the resolved config, the files outside the site its modules
 * import) and every file in it is still as written.
 */
export async function unchangedOutput(site: Site, fingerprint: BuildFingerprint): Promise<OutputRecord | undefined> {
  const output = await readOutputRecord(outputRecordFile(site.siteDir, site.outDir), fingerprint.site);
  if (!output || output.inputs !== fingerprint.inputs) return undefined;
  const external = await hashedInputs(output.externalInputs.map((input) => input.path));
  if (external.some((input, i) => input.hash !== output.externalInputs[i]?.hash)) return undefined;
  return (await outputIntact(site.outDir, output.files)) ? output : undefined;
}

/** The pages this build did not render: their files are taken from the previous output, their data from the cache. */
export async function keepUnchanged(previous: PreviousBuild, outDir: string, routes: string[], output: OutputWriter, docAssets: DocAssets): Promise<Map<string, RenderedPage>> {
  const kept = new Map<string, RenderedPage>();
  await settleAll(routes.map(async (route) => {
    const cached = previous.pages.get(route);
    if (!cached) throw new Error(`${route} was neither rendered nor in the build cache`);
    for (const file of cached.page.assetFiles ?? []) docAssets.hrefFor(file);
    await output.keep(cached.output.path, path.join(outDir, cached.output.path));
    kept.set(route, { ...cached.page, ids: new Set(cached.page.ids) });
  }));
  return kept;
}

/** The previous search files and sitemap, when every page was kept and the files are still as written. */
export async function unchangedIndex(previous: PreviousBuild, outDir: string, indexKey: string): Promise<BuildCacheData['index']['files'] | undefined> {
  if (previous.index.key !== indexKey) return undefined;
  const present = await Promise.all(previous.index.files.map((file) => stillThere(outDir, file)));
  return present.every(Boolean) ? previous.index.files : undefined;
}

/** A warning as the cache keeps it: its cause (anything a plugin threw) is not data. */
const storable = ({ cause: _cause, ...warning }: Diagnostic): Diagnostic => warning;

/** Records what this build wrote, with each file's size and time, for the next build. */
export async function savePreviousBuild(site: Site & { trailingSlash: boolean }, fingerprint: BuildFingerprint, keys: Map<string, string>, rendered: RenderedPage[],
  indexKey: string, indexFiles: Map<string, string>, warnings: Diagnostic[], externalInputs: HashedInput[], otherPages = 0): Promise<void> {
  const pages: BuildCacheData['pages'] = {};
  await Promise.all(rendered.map(async (page) => {
    const key = keys.get(page.route);
    const output = await stampOf(site.outDir, outputPathFor(page.route, site.trailingSlash));
    if (key && output) pages[page.route] = { key, output, page: { ...page, ids: [...page.ids] } };
  }));
  const files = await Promise.all([...indexFiles].map(async ([file, hash]) => {
    const stamp = await stampOf(site.outDir, file);
    return stamp ? { ...stamp, hash } : undefined;
  }));
  // A cache that cannot be written only makes the next build slower.
  await writeBuildCache(buildCacheFile(site.siteDir, site.outDir), {
    fingerprint: fingerprint.site, pages, index: { key: files.every(Boolean) ? indexKey : '', files: files.filter((f) => f !== undefined) },
  }).catch(() => undefined);
  // Nor can a record that cannot be taken or written: the output is in place by now.
  await (async () => {
    const output: OutputRecord = {
      fingerprint: fingerprint.site, inputs: fingerprint.inputs, files: await stampOutput(site.outDir), pages: rendered.length + otherPages, warnings: warnings.map(storable), externalInputs,
    };
    await writeOutputRecord(outputRecordFile(site.siteDir, site.outDir), output);
  })().catch(() => undefined);
}
