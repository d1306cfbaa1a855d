/**
 * The blog at scale (the issue: "a blog of 1,000 posts adds less than its
 * share of a docs build of 1,000 pages"): a generated site of 1,000 docs (A)
 * against the same site with a blog of 1,000 posts beside it (B,
 * bench/generateBlog.ts), and with the same 1,000 posts as docs instead (C):
 * real posts are longer than the generated docs (about 970 words against
 * 170), so the posts' share is what the same text costs as docs, C − A.
 * Cold builds of the three, the blog's cost (B − A) and its ratio to the
 * docs' (goal: under 1.0); then one post edited on B against one of those
 * docs edited on C (a sentence added to its body), with the pages each edit
 * re-rendered.
 * Each build runs in its own process (bench/measureBuild.ts); the median of
 * BENCH_RUNS runs (default 3).
 *
 *     npm run bench:blog
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBlog, generatePostsAsDocs, middlePostFile, postAsDocFile } from './generateBlog.ts';
import { generateSite } from './generateSite.ts';
import { coldSeries, oneDocSeries, seriesLines, type Series } from './measureBuild.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'bench/.generated');
const docs = 1000;
const posts = 1000;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rendered = (series: Series) => series.median.details?.renderPages ?? 'not reported';

/** BENCH_RUNS as run.ts reads it: a whole number of 1 or more, 3 when unset. */
function runsFromEnvironment(): number {
  const value = process.env.BENCH_RUNS || '3';
  const runs = Number(value.split(',')[0]?.trim());
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number of 1 or more, not ${JSON.stringify(value)}`);
  return runs;
}

/** The time of the median run outside the stages the build reports (the blog's loading and compiling, when they are not stages). */
function outsideStages(series: Series): number {
  const m = series.median;
  return m.ms - m.stages.reduce((sum, stage) => sum + stage.ms, 0);
}

/** The mean number of words (whitespace-separated, front matter and code included) of the Markdown files under `dir`. */
async function meanWords(dir: string): Promise<number> {
  const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.md'));
  const counts = await Promise.all(files.map(async (file) => (await readFile(path.join(dir, file), 'utf8')).split(/\s+/).filter(Boolean).length));
  return counts.reduce((sum, count) => sum + count, 0) / Math.max(1, counts.length);
}

interface BenchSite {
  dir: string;
  out: string;
}

/** Site A, docs only; B, the same docs and the blog; C, the same docs and the posts as docs; each with its output folder. */
async function generateSites(): Promise<{ docsOnly: BenchSite; withBlog: BenchSite; withArticles: BenchSite }> {
  const site = (name: string) => ({ dir: path.join(generated, `blog-bench-${name}`), out: path.join(generated, `blog-bench-${name}-out`) });
  const docsOnly = site(`docs-${docs}`);
  const withBlog = site(`blog-${posts}`);
  const withArticles = site(`articles-${posts}`);
  for (const { dir } of [docsOnly, withBlog, withArticles]) await generateSite(dir, docs);
  await generateBlog(withBlog.dir, posts, { docPages: docs });
  await generatePostsAsDocs(withArticles.dir, posts, { docPages: docs });
  return { docsOnly, withBlog, withArticles };
}

/** The blog's cost: B − A in time, pages and memory, against the same text as docs, C − A. */
function costLines(docsOnly: Series, withBlog: Series, withArticles: Series): string[] {
  const a = docsOnly.median;
  const b = withBlog.median;
  const c = withArticles.median;
  const blog = b.ms - a.ms;
  const asDocs = c.ms - a.ms;
  return [
    `  blog's cost, cold (B − A): ${seconds(blog)} for ${b.pages - a.pages} more pages, ${(b.maxRssMiB - a.maxRssMiB).toFixed(0)} MiB more peak memory`,
    `  the same posts as docs (C − A): ${seconds(asDocs)} for ${c.pages - a.pages} more pages`,
    `  blog's cost / its share (the same text as docs): ${(blog / asDocs).toFixed(2)} (goal: under 1.0); / A's whole build: ${(blog / a.ms).toFixed(2)}`,
  ];
}

/** One post edited on B against one of the same docs edited on C: times and pages re-rendered. */
function editLines(oneDoc: Series, onePost: Series): string[] {
  return [
    `  one doc edited, C: ${seconds(oneDoc.median.ms)}, rendered ${rendered(oneDoc)}`,
    `  one post edited, B: ${seconds(onePost.median.ms)}, rendered ${rendered(onePost)}; ${(onePost.median.ms / oneDoc.median.ms).toFixed(2)}× the doc edit`,
  ];
}

/** Each series' time outside the reported stages, which the stage lines above do not show. */
function unstagedLine(series: [label: string, series: Series][]): string {
  return `  outside the reported stages: ${series.map(([label, s]) => `${label} ${seconds(outsideStages(s))}`).join(', ')}`;
}

export async function blogBenchLines(runs: number): Promise<string[]> {
  const { docsOnly, withBlog, withArticles } = await generateSites();
  const count = (n: number) => n.toLocaleString('en');
  const lines = [`Blog (issue: ${count(posts)} posts add less than their share), A: ${count(docs)} docs, B: A and ${count(posts)} posts, C: A and the same ${count(posts)} posts as docs; median run${runs === 1 ? '' : ` of ${runs}`}, each build in its own process:`];
  const coldA = await coldSeries(runs, docsOnly.dir, docsOnly.out);
  lines.push(...seriesLines('A docs cold', coldA));
  // Each site's edit right after its cold builds, so it starts from that site's own cache and output.
  const coldC = await coldSeries(runs, withArticles.dir, withArticles.out);
  lines.push(...seriesLines('C docs and posts as docs cold', coldC));
  const oneDoc = await oneDocSeries(runs, withArticles.dir, withArticles.out, path.join(withArticles.dir, postAsDocFile(Math.floor(posts / 2))));
  lines.push(...seriesLines('C one of them edited', oneDoc));
  const coldB = await coldSeries(runs, withBlog.dir, withBlog.out);
  lines.push(...seriesLines('B docs and blog cold', coldB));
  const onePost = await oneDocSeries(runs, withBlog.dir, withBlog.out, path.join(withBlog.dir, middlePostFile(posts)));
  lines.push(...seriesLines('B one post edited', onePost));
  lines.push(...costLines(coldA, coldB, coldC), ...editLines(oneDoc, onePost));
  lines.push(unstagedLine([['A cold', coldA], ['C cold', coldC], ['C doc edited', oneDoc], ['B cold', coldB], ['B post edited', onePost]]));
  lines.push(`  words per file: A's docs ${(await meanWords(path.join(docsOnly.dir, 'docs'))).toFixed(0)}, B's posts ${(await meanWords(path.join(withBlog.dir, 'blog'))).toFixed(0)}`);
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const text of await blogBenchLines(runsFromEnvironment())) console.log(text);
}
