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
 * Each build runs in its own process (bench/measureBuild.ts), each site with
 * a cache folder of its own. BENCH_RUNS rounds (default 3), each building A,
 * C and B cold in turn (B first in every other round), then making
 * three pairs of edits, a post on B and a doc on C one right after the
 * other (which goes first alternating): the cold ratios are taken round by
 * round, the edit ratios pair by pair, and their medians printed, so that a
 * machine slowed for a while by other work weighs on both sides alike. An
 * edit's time varies by a tenth from one build to the next; a ratio of one
 * pair of edits is mostly that noise.
 *
 *     npm run bench:blog
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateBlog, generatePostsAsDocs, middlePostFile, postAsDocFile } from './generateBlog.ts';
import { generateSite } from './generateSite.ts';
import { measure, seriesLines, type Measurement, type Series } from './measureBuild.ts';
import { median } from './median.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'bench/.generated');
const docs = 1000;
const posts = 1000;
/** Edits of B and C, one after the other, per round. */
const editPairs = 3;

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

/**
 * The time of the median run outside the stages the build reports: Node's start, the command's loading, and the work
 * between stages.
 */
function outsideStages(series: Series): number {
  const m = series.median;
  return m.ms - m.stages.reduce((sum, stage) => sum + stage.ms, 0);
}

/**
 * The mean number of words (whitespace-separated, front matter and code included) of the Markdown files under `dir`.
 */
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
  /** Its SITEGEN_CACHE_DIR. */
  cache: string;
}

/**
 * Site A, docs only; B, the same docs and the blog; C, the same docs and the posts as docs; each with its output
 * folder.
 */
async function generateSites(): Promise<{ docsOnly: BenchSite; withBlog: BenchSite; withArticles: BenchSite }> {
  const site = (name: string) => ({
    dir: path.join(generated, `blog-bench-${name}`),
    out: path.join(generated, `blog-bench-${name}-out`),
    cache: path.join(generated, `blog-bench-${name}-cache`),
  });
  const docsOnly = site(`docs-${docs}`);
  const withBlog = site(`blog-${posts}`);
  const withArticles = site(`articles-${posts}`);
  for (const { dir } of [docsOnly, withBlog, withArticles]) await generateSite(dir, docs);
  await generateBlog(withBlog.dir, posts, { docPages: docs });
  await generatePostsAsDocs(withArticles.dir, posts, { docPages: docs });
  return { docsOnly, withBlog, withArticles };
}

const ratioRange = (ratios: number[], of = 'rounds') =>
  ratios.length > 1 ? ` (${of}: ${ratios.map((r) => r.toFixed(2)).join(', ')})` : '';

/**
 * A series of the measurements of one kind, one per round, its median the one printed: a real run, the faster of the
 * two middle ones for an even count. The ratios are taken with bench/median.ts.
 */
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

/** One post edited on B against one of the same docs edited on C: times and pages re-rendered, the ratio by pair. */
function editLines(rounds: Round[]): string[] {
  const pairs = rounds.flatMap((round) => round.edits);
  const oneDoc = seriesOf(pairs.map((pair) => pair.docEdited));
  const onePost = seriesOf(pairs.map((pair) => pair.postEdited));
  const ratios = pairs.map((pair) => pair.postEdited.ms / pair.docEdited.ms);
  const cpuRatios = pairs.map((pair) => (pair.postEdited.cpuMs ?? NaN) / (pair.docEdited.cpuMs ?? NaN));
  return [
    `  one doc edited, C: ${seconds(oneDoc.median.ms)}, rendered ${rendered(oneDoc)}`,
    `  one post edited, B: ${seconds(onePost.median.ms)}, rendered ${rendered(onePost)}; ${median(ratios).toFixed(2)}× the doc edit, median of ${pairs.length} pairs (goal: under 1.0)${ratioRange(ratios, 'pairs')}`,
    `  the same in CPU time: ${median(cpuRatios).toFixed(2)}${ratioRange(cpuRatios, 'pairs')}`,
  ];
}

/** Each series' time outside the reported stages, which the stage lines above do not show. */
function unstagedLine(series: [label: string, series: Series][]): string {
  return `  outside the reported stages: ${series.map(([label, s]) => `${label} ${seconds(outsideStages(s))}`).join(', ')}`;
}

/** One round: each site built cold, then pairs of edits, each from its site's own cache and output. */
interface Round {
  a: Measurement;
  c: Measurement;
  b: Measurement;
  edits: { docEdited: Measurement; postEdited: Measurement }[];
}

/** A site's build, with its own cache folder: another site's cold build leaves it as it was. */
const build = (site: BenchSite) => measure(site.dir, site.out, [], undefined, { SITEGEN_CACHE_DIR: site.cache });

async function cold(site: BenchSite): Promise<Measurement> {
  // As removeBuildCache does: the compiled config modules stay.
  await Promise.all(
    ['compile', 'build'].map((name) => rm(path.join(site.cache, name), { recursive: true, force: true })),
  );
  await rm(site.out, { recursive: true, force: true });
  return build(site);
}

/** The build after a sentence is added to `file`, which is put back afterwards (the next round starts cold). */
async function edited(site: BenchSite, file: string, edit: number): Promise<Measurement> {
  const text = await readFile(file, 'utf8');
  try {
    await writeFile(file, `${text}\nEdited for the bench, ${edit}.\n`);
    return await build(site);
  } finally {
    await writeFile(file, text);
  }
}

/**
 * The rounds, B before C in every other one, so neither is always built on a machine warmed by the other; then the
 * edit pairs, in turn too.
 */
async function measureRounds(
  runs: number,
  sites: { docsOnly: BenchSite; withBlog: BenchSite; withArticles: BenchSite },
): Promise<Round[]> {
  const rounds: Round[] = [];
  const docFile = path.join(sites.withArticles.dir, postAsDocFile(Math.floor(posts / 2)));
  const postFile = path.join(sites.withBlog.dir, middlePostFile(posts));
  for (let i = 0; i < runs; i++) {
    const a = await cold(sites.docsOnly);
    const coldPair = async (first: BenchSite, second: BenchSite) => [await cold(first), await cold(second)] as const;
    const [c, b] =
      i % 2 === 0
        ? await coldPair(sites.withArticles, sites.withBlog)
        : await coldPair(sites.withBlog, sites.withArticles).then(([blog, articles]) => [articles, blog] as const);
    const round: Round = { a, b, c, edits: [] };
    for (let k = 0; k < editPairs; k++) {
      const edit = i * editPairs + k + 1;
      const doc = () => edited(sites.withArticles, docFile, edit);
      const post = () => edited(sites.withBlog, postFile, edit);
      if ((i + k) % 2 === 0) {
        const docEdited = await doc();
        round.edits.push({ docEdited, postEdited: await post() });
      } else {
        const postEdited = await post();
        round.edits.push({ postEdited, docEdited: await doc() });
      }
    }
    rounds.push(round);
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
  const pairs = rounds.flatMap((round) => round.edits);
  const [coldA, coldC, coldB] = [of((r) => r.a), of((r) => r.c), of((r) => r.b)];
  const oneDoc = seriesOf(pairs.map((pair) => pair.docEdited));
  const onePost = seriesOf(pairs.map((pair) => pair.postEdited));
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
