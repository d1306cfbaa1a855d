/**
 * The cost of docs for machines (src/twins/) on the generated 2,000-page site: cold builds with `llms` on
 * (the default) and off, in turn in each round, each in its own process; the time the twins, llms.txt and
 * llms-full.txt add (the issue's goal: under 10% of the build), and their bytes.
 *
 *     npm run bench:twins
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generateSite.ts';
import { measure, removeBuildCache, type Measurement } from './measureBuild.ts';
import { median } from './median.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'bench/.generated');

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The bytes and count of the output's twins (`.md`), and of llms.txt and llms-full.txt. */
async function twinBytes(outDir: string): Promise<{ twins: number; count: number; llms: number; full: number }> {
  let twins = 0;
  let count = 0;
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    twins += (await stat(path.join(entry.parentPath, entry.name))).size;
    count++;
  }
  const size = async (file: string) => (await stat(path.join(outDir, file)).catch(() => undefined))?.size ?? 0;
  return { twins, count, llms: await size('llms.txt'), full: await size('llms-full.txt') };
}

export async function twinsBenchLines(runs: number, pages = 2000): Promise<string[]> {
  const siteDir = path.join(generated, `twins-${pages}`);
  const outDir = path.join(generated, `twins-${pages}-out`);
  await generateSite(siteDir, pages);
  const configFile = path.join(siteDir, 'sitegen.config.ts');
  const config = await readFile(configFile, 'utf8');
  const withLlms = config;
  const withoutLlms = config.replace('defineConfig({', 'defineConfig({\n  llms: false,');
  const on: Measurement[] = [];
  const off: Measurement[] = [];
  let bytes = { twins: 0, count: 0, llms: 0, full: 0 };
  const cold = async (text: string) => {
    await writeFile(configFile, text);
    await removeBuildCache();
    await rm(outDir, { recursive: true, force: true });
    return measure(siteDir, outDir);
  };
  for (let round = 0; round < runs; round++) {
    on.push(await cold(withLlms));
    bytes = await twinBytes(outDir);
    off.push(await cold(withoutLlms));
  }
  await writeFile(configFile, withLlms);
  const withMs = median(on.map((m) => m.ms));
  const withoutMs = median(off.map((m) => m.ms));
  const llmsStage = median(on.map((m) => m.stages.find((s) => s.name === 'writeLlms')?.ms ?? 0));
  const share = (withMs - withoutMs) / withoutMs;
  return [
    `Docs for machines (issue: under 10% of the build), ${pages.toLocaleString('en-US')} pages, cold, ${runs === 1 ? 'one round' : `median of ${runs} rounds`}:`,
    `  with twins ${seconds(withMs)}, without ${seconds(withoutMs)}: ${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}% (writeLlms ${Math.round(llmsStage)} ms)`,
    `  ${bytes.count.toLocaleString('en-US')} twins, ${megabytes(bytes.twins)}; llms.txt ${(bytes.llms / 1000).toFixed(1)} KB, llms-full.txt ${megabytes(bytes.full)}`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const runs = Number(process.env.BENCH_RUNS || '3');
  for (const line of await twinsBenchLines(Number.isInteger(runs) && runs > 0 ? runs : 3)) console.log(line);
}
