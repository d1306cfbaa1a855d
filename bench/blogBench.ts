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
 * Each build runs in its own process (bench/measureBuild.ts). BENCH_RUNS
 * rounds (default 3), each building A, C and B cold in turn (B first in every
 * other round) with each edit right after its site's cold build: the ratios
 * are taken round by round and their median printed, so that a machine slowed
 * for a while by other work weighs on the three sites alike.
 *
 *     npm run bench:blog
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBlog, generatePostsAsDocs, middlePostFile, postAsDocFile } from './generateBlog.ts';
import { generateSite } from './generateSite.ts';
import { measure, removeBuildCache, seriesLines, type Measurement, type Series } from './measureBuild.ts';

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
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number of 1 or more, not ${JSON.stringify(value)}`);
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
  const counts = await Promise.all(
    files.map(async (file) => (await readFile(path.join(dir, file), 'utf8')).split(/\s+/).filter(Boolean).length),
  );
  return counts.reduce((sum, count) => sum + count, 0) / Math.max(1, counts.length);
}

interface BenchSite {
  dir: string;
  out: string;
}

/** Site A, docs only; B, the same docs and the blog; C, the same docs and the posts as docs; each with its output folder. */
async function generateSites(): Promise<{ docsOnly: BenchSite; withBlog: BenchSite; withArticles: BenchSite }> {
  const site = (name: string) => ({
    dir: path.join(generated, `blog-bench-${name}`),
    out: path.join(generated, `blog-bench-${name}-out`),
  });
  const docsOnly = site(`docs-${docs}`);
  const withBlog = site(`blog-${posts}`);
  const withArticles = site(`articles-${posts}`);
  for (const { dir } of [docsOnly, withBlog, withArticles]) await generateSite(dir, docs);
  await generateBlog(withBlog.dir, posts, { docPages: docs });
  await generatePostsAsDocs(withArticles.dir, posts, { docPages: docs });
  return { docsOnly, withBlog, withArticles };
}

/** The median of some numbers. */
function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? NaN;
}

const ratioRange = (ratios: number[]) =>
  ratios.length > 1 ? ` (rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';

/** A series of the measurements of one kind, one per round, its median the one printed. */
function seriesOf(measurements: Measurement[]): Series {
  const sorted = [...measurements].sort((x, y) => x.ms - y.ms);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!middle) throw new Error('no build was measured');
  return { median: middle, runs: measurements };
}

/**
 * The blog's cost: B − A in time, pages and memory, against the same text as docs, C − A. The ratio is taken
 * in each round (whose builds ran one after the other, so a machine slower for a while weighs on all three)
 * and its median printed.
 */
function costLines(rounds: Round[]): string[] {
  const a = seriesOf(rounds.map((round) => round.a)).median;
  const b = seriesOf(rounds.map((round) => round.b)).median;
  const c = seriesOf(rounds.map((round) => round.c)).median;
  const ratios = rounds.map((round) => (round.b.ms - round.a.ms) / (round.c.ms - round.a.ms));
  const cpu = (m: Measurement) => m.cpuMs ?? NaN;
  const cpuRatios = rounds.map((round) => (cpu(round.b) - cpu(round.a)) / (cpu(round.c) - cpu(round.a)));
  return [
    `  blog's cost, cold (B − A): ${seconds(b.ms - a.ms)} for ${b.pages - a.pages} more pages, ${(b.maxRssMiB - a.maxRssMiB).toFixed(0)} MiB more peak memory`,
    `  the same posts as docs (C − A): ${seconds(c.ms - a.ms)} for ${c.pages - a.pages} more pages`,
    `  blog's cost / its share (the same text as docs), median of the rounds: ${median(ratios).toFixed(2)} (goal: under 1.0)${ratioRange(ratios)}; / A's whole build: ${((b.ms - a.ms) / a.ms).toFixed(2)}`,
    // The work done, which the machine's other load disturbs less than the time taken.
    `  the same in CPU time (the build's threads): ${median(cpuRatios).toFixed(2)}${ratioRange(cpuRatios)}; A ${seconds(median(rounds.map((round) => cpu(round.a))))}, B ${seconds(median(rounds.map((round) => cpu(round.b))))}, C ${seconds(median(rounds.map((round) => cpu(round.c))))}`,
  ];
}

/** One post edited on B against one of the same docs edited on C: times and pages re-rendered, the ratio by round. */
function editLines(rounds: Round[]): string[] {
  const oneDoc = seriesOf(rounds.map((round) => round.docEdited));
  const onePost = seriesOf(rounds.map((round) => round.postEdited));
  const ratios = rounds.map((round) => round.postEdited.ms / round.docEdited.ms);
  return [
    `  one doc edited, C: ${seconds(oneDoc.median.ms)}, rendered ${rendered(oneDoc)}`,
    `  one post edited, B: ${seconds(onePost.median.ms)}, rendered ${rendered(onePost)}; ${median(ratios).toFixed(2)}× the doc edit, median of the rounds${ratioRange(ratios)}`,
  ];
}

/** Each series' time outside the reported stages, which the stage lines above do not show. */
function unstagedLine(series: [label: string, series: Series][]): string {
  return `  outside the reported stages: ${series.map(([label, s]) => `${label} ${seconds(outsideStages(s))}`).join(', ')}`;
}

/** One round: each site built cold, then, right after its cold build (from its own cache and output), one file edited. */
interface Round {
  a: Measurement;
  c: Measurement;
  docEdited: Measurement;
  b: Measurement;
  postEdited: Measurement;
}

async function cold(site: BenchSite): Promise<Measurement> {
  await removeBuildCache();
  await rm(site.out, { recursive: true, force: true });
  return measure(site.dir, site.out);
}

/** The build after a sentence is added to `file`, which is put back afterwards (the next round starts cold). */
async function edited(site: BenchSite, file: string, round: number): Promise<Measurement> {
  const text = await readFile(file, 'utf8');
  try {
    await writeFile(file, `${text}\nEdited for the bench, ${round}.\n`);
    return await measure(site.dir, site.out);
  } finally {
    await writeFile(file, text);
  }
}

/** The rounds, B before C in every other one, so neither is always built on a machine warmed by the other. */
async function measureRounds(
  runs: number,
  sites: { docsOnly: BenchSite; withBlog: BenchSite; withArticles: BenchSite },
): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let i = 0; i < runs; i++) {
    const a = await cold(sites.docsOnly);
    const articles = async () => {
      const c = await cold(sites.withArticles);
      return {
        c,
        docEdited: await edited(
          sites.withArticles,
          path.join(sites.withArticles.dir, postAsDocFile(Math.floor(posts / 2))),
          i + 1,
        ),
      };
    };
    const blog = async () => {
      const b = await cold(sites.withBlog);
      return {
        b,
        postEdited: await edited(sites.withBlog, path.join(sites.withBlog.dir, middlePostFile(posts)), i + 1),
      };
    };
    if (i % 2 === 0) {
      const first = await articles();
      rounds.push({ a, ...first, ...(await blog()) });
    } else {
      const first = await blog();
      rounds.push({ a, ...first, ...(await articles()) });
    }
  }
  return rounds;
}

export async function blogBenchLines(runs: number): Promise<string[]> {
  const sites = await generateSites();
  const count = (n: number) => n.toLocaleString('en');
  const lines = [
    `Blog (issue: ${count(posts)} posts add less than their share), A: ${count(docs)} docs, B: A and ${count(posts)} posts, C: A and the same ${count(posts)} posts as docs; ${runs === 1 ? 'one round' : `${runs} rounds, the median run`}, each build in its own process, the three sites in turn in each round:`,
  ];
  const rounds = await measureRounds(runs, sites);
  const of = (pick: (round: Round) => Measurement) => seriesOf(rounds.map(pick));
  const [coldA, coldC, oneDoc, coldB, onePost] = [
    of((r) => r.a),
    of((r) => r.c),
    of((r) => r.docEdited),
    of((r) => r.b),
    of((r) => r.postEdited),
  ];
  lines.push(
    ...seriesLines('A docs cold', coldA),
    ...seriesLines('C docs and posts as docs cold', coldC),
    ...seriesLines('C one of them edited', oneDoc),
  );
  lines.push(...seriesLines('B docs and blog cold', coldB), ...seriesLines('B one post edited', onePost));
  lines.push(...costLines(rounds), ...editLines(rounds));
  lines.push(
    unstagedLine([
      ['A cold', coldA],
      ['C cold', coldC],
      ['C doc edited', oneDoc],
      ['B cold', coldB],
      ['B post edited', onePost],
    ]),
  );
  lines.push(
    `  words per file: A's docs ${(await meanWords(path.join(sites.docsOnly.dir, 'docs'))).toFixed(0)}, B's posts ${(await meanWords(path.join(sites.withBlog.dir, 'blog'))).toFixed(0)}`,
  );
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  for (const text of await blogBenchLines(runsFromEnvironment())) console.log(text);
}
