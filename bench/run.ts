/**
 * `npm run bench`: build time, pages per second and peak memory of the
 * repository's site and of generated sites (BENCH_PAGES, default 2,000 and
 * 10,000 pages), cold (build caches and output removed; generated sites
 * also with --no-cache, and the first as MDX), warm (a rebuild with nothing
 * changed), with one doc edited (generated sites) and, for content/, without the cache; sites in the
 * shape of real Docusaurus docs (bench/generateRealSite.ts; BENCH_REAL_PAGES, default 500 and 5,000),
 * cold and with one doc edited; the median of
 * BENCH_RUNS runs (default 3) with its stages. Then the JavaScript and CSS a
 * few pages load, JavaScript bytes per page, the search dialog's cost,
 * serve --watch's save-to-reload time, the viewer, the local search index's
 * size and query time, Monaco's bundle and the playground's time to
 * interactive, Lighthouse's mobile scores of four kinds of page
 * (bench/lighthouseBench.ts), and `sitegen schema` on the JSON-Schema-Test-Suite and
 * SchemaStore (bench/schemaBench.ts; alone: npm run bench:schema), and content/ as 3 versions in
 * 2 languages against 1 in 1 (bench/versionsBench.ts; alone: npm run bench:versions), and a blog of
 * 1,000 posts beside 1,000 docs against the docs alone, cold and with one post
 * edited (bench/blogBench.ts; alone: npm run bench:blog), the cost of Markdown twins and llms.txt on the
 * 2,000-page site (bench/twinsBench.ts; alone: npm run bench:twins), and, given the folder of a real Docusaurus website
 * (BENCH_DOCUSAURUS_SITE), that website built cold by `docusaurus build` and by sitegen (bench/docusaurusSite.ts;
 * alone: npm run bench:docusaurus). Each build runs in its own process, the compiled sitegen of
 * dist/ (npm run bench compiles first). First of all, sitegen as a user runs
 * it, from the shell: --version, content/ cold, unchanged and with one doc
 * edited (bench/measureShell.ts); BENCH_COMPARE=<another checkout> measures
 * that checkout the same way in the same run, and repeats each generated
 * site's builds with it. Last, the figures with goals in one table
 * (bench/goalTable.ts). These machines are shared and noisy: read ratios
 * within one run.
 *
 *     BENCH_PAGES=200 BENCH_REAL_PAGES=200 BENCH_RUNS=1 npm run bench     # a quick run
 */
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { generateSite, pageFile } from './generateSite.ts';
import { generateRealSite, realPageFile } from './generateRealSite.ts';
import { coldSeries, oneDocSeries, seriesLines, warmSeries, type Series } from './measureBuild.ts';
import { htmlPerPage, htmlPerPageLine } from './htmlPerPage.ts';
import { compareWithDocusaurus, docusaurusRuns } from './docusaurusSite.ts';
import { goalTable } from './goalTable.ts';
import { lighthouseFigures, lighthouseLines } from './lighthouseBench.ts';
import { pageWeight, pageWeightLines } from './pageWeight.ts';
import { shellFigures, shellLines } from './measureShell.ts';
import { schemaBenchLines } from './schemaBench.ts';
import { versionsBenchLines } from './versionsBench.ts';
import { blogBenchLines } from './blogBench.ts';
import { twinsBenchLines } from './twinsBench.ts';
import { javascriptPerPage, searchDialogBytes } from './javascriptWeight.ts';
import { watchLines } from './watchFigures.ts';
import { viewerLines } from './viewerFigures.ts';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const generated = path.join(root, 'bench/.generated');

/** The positive whole numbers of a comma-separated environment variable, or of `fallback` when it is unset. */
function countsFrom(name: string, fallback: string): number[] {
  return (process.env[name] || fallback).split(',').map((value) => {
    const count = Number(value.trim());
    if (!Number.isInteger(count) || count < 1)
      throw new Error(`${name} must list whole numbers of 1 or more, not ${JSON.stringify(value)}`);
    return count;
  });
}

const contentDir = path.join(root, 'content');
const siteOut = path.join(generated, 'site-out');
const pageCounts = countsFrom('BENCH_PAGES', '2000,10000');
const [runs = 3] = countsFrom('BENCH_RUNS', '3');
const generatedSites = pageCounts.map((pages) => ({
  pages,
  label: `generated ${pages}`,
  dir: path.join(generated, `site-${pages}`),
  out: path.join(generated, `site-${pages}-out`),
}));

console.log(
  `sitegen bench: Node ${process.version}, ${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB memory; generated sites of ${pageCounts.join(', ')} pages; median of ${runs} run${runs === 1 ? '' : 's'}\n`,
);
console.log(
  'sitegen from the shell (node bin/sitegen, spawn to exit; --version, unchanged and react-dom: median of 10, cold, one doc edited and init cold: median of the runs; init cold: the site sitegen init makes, built cold, the cold-start floor; init 1st: the same with no cache at all (client bundle and modules too), the first build of a fresh clone; react-dom: node importing react-dom/server, the reference):',
);
const compare = process.env.BENCH_COMPARE && path.resolve(process.env.BENCH_COMPARE);
const goals = goalTable(['this checkout', ...(compare ? [path.basename(compare)] : [])]);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
// Compared, both build the other checkout's content/: an older sitegen may not know this one's config keys.
const shellSite = compare ? path.join(compare, 'content') : undefined;
if (shellSite) console.log(`  (both building ${shellSite})`);
const shell = [
  await shellFigures({
    label: 'this checkout',
    checkout: root,
    workDir: path.join(generated, 'shell'),
    runs,
    ...(shellSite ? { content: shellSite } : {}),
  }),
];
if (compare)
  shell.push(
    await shellFigures({
      label: path.basename(compare),
      checkout: compare,
      workDir: path.join(generated, 'shell-compare'),
      runs,
    }),
  );
for (const line of shellLines(shell)) console.log(`  ${line}`);
shell.forEach((figures, i) => goals.note('content/ cold, from the shell', i, seconds(figures.coldMs)));
shell.forEach((figures, i) =>
  goals.note(
    'sitegen init site cold, from the shell',
    i,
    `${seconds(figures.initColdMs)} (${(figures.initColdMs / figures.reactDomMs).toFixed(1)}× react-dom)`,
  ),
);
shell.forEach((figures, i) =>
  goals.note(
    'sitegen init site, first build (no cache at all)',
    i,
    `${seconds(figures.initFirstMs)} (${(figures.initFirstMs / figures.reactDomMs).toFixed(1)}× react-dom)`,
  ),
);
console.log('');
console.log(
  `Builds, each in its own process; cold: build caches (compile/, build/ in node_modules/.cache/sitegen) and output removed first; warm: nothing changed since the last build; one doc edited: a sentence added to one doc. Peak memory: the process tree's, as /usr/bin/time reports it (workers included). Median run${runs === 1 ? '' : ` of ${runs}`}, with its stages:`,
);
const printSeries = (label: string, series: Series) => {
  for (const line of seriesLines(label, series)) console.log(line);
  return series;
};
printSeries('content/ cold', await coldSeries(runs, contentDir, siteOut));
printSeries('content/ warm', await warmSeries(runs, contentDir, siteOut));
printSeries('content/ warm, --no-cache', await warmSeries(runs, contentDir, siteOut, ['--no-cache']));
const htmlLines: string[] = [];
/** This checkout, then (BENCH_COMPARE) the other one, each into output folders (and so build caches) of its own. */
const builders = [
  { label: '', checkout: root, suffix: '' },
  ...(compare ? [{ label: ` [${path.basename(compare)}]`, checkout: compare, suffix: '-compare' }] : []),
];
if (compare)
  console.log(
    `Each generated-site line is followed by the same build with ${compare}, marked [${path.basename(compare)}].`,
  );
for (const site of generatedSites) {
  await generateSite(site.dir, site.pages);
  const pages = site.pages.toLocaleString('en');
  for (const [index, builder] of builders.entries()) {
    const out = `${site.out}${builder.suffix}`;
    const noCache = printSeries(
      `${site.label} cold, --no-cache${builder.label}`,
      await coldSeries(runs, site.dir, out, ['--no-cache'], builder.checkout),
    );
    goals.note(
      `${pages} pages, cold (--no-cache)`,
      index,
      `${seconds(noCache.median.ms)}, ${noCache.median.maxRssMiB.toFixed(0)} MiB`,
    );
    const cold = printSeries(
      `${site.label} cold${builder.label}`,
      await coldSeries(runs, site.dir, out, [], builder.checkout),
    );
    goals.note(`${pages} pages, cold`, index, seconds(cold.median.ms));
    const html = await htmlPerPage(out, 'docs');
    htmlLines.push(htmlPerPageLine(`HTML per doc, ${site.label}${builder.label}`, html));
    goals.note(`HTML per page, ${pages}-page site`, index, `${(html.mean / 1000).toFixed(1)} KB`);
    const warm = printSeries(
      `${site.label} warm${builder.label}`,
      await warmSeries(runs, site.dir, out, [], builder.checkout),
    );
    goals.note(`${pages} pages, nothing changed`, index, seconds(warm.median.ms));
    // A doc in the middle of the site: its page, its neighbours' pagination and its category's index show its title,
    // which stays.
    const oneDoc = printSeries(
      `${site.label} one doc edited${builder.label}`,
      await oneDocSeries(
        runs,
        site.dir,
        out,
        path.join(site.dir, pageFile(Math.floor(site.pages / 2))),
        builder.checkout,
      ),
    );
    goals.note(
      `${pages} pages, one doc edited`,
      index,
      `${seconds(oneDoc.median.ms)}${oneDoc.median.details?.renderPages ? `, rendered ${oneDoc.median.details.renderPages}` : ''}`,
    );
    if (builder.suffix) await rm(out, { recursive: true, force: true });
  }
}
// Sites in the shape of real Docusaurus docs (generateRealSite.ts): longer pages, many code blocks, MDX, a second
// version.
for (const pages of countsFrom('BENCH_REAL_PAGES', '500,5000')) {
  const dir = path.join(generated, `real-${pages}`);
  const label = `real-shaped ${pages}`;
  await generateRealSite(dir, pages);
  const shown = pages.toLocaleString('en');
  for (const [index, builder] of builders.entries()) {
    const out = `${dir}-out${builder.suffix}`;
    const cold = printSeries(`${label} cold${builder.label}`, await coldSeries(runs, dir, out, [], builder.checkout));
    goals.note(
      `${shown} real-shaped pages, cold`,
      index,
      `${seconds(cold.median.ms)}, ${cold.median.maxRssMiB.toFixed(0)} MiB`,
    );
    const html = await htmlPerPage(out, 'docs');
    htmlLines.push(htmlPerPageLine(`HTML per doc, ${label}${builder.label}`, html));
    const oneDoc = printSeries(
      `${label} one doc edited${builder.label}`,
      await oneDocSeries(runs, dir, out, path.join(dir, realPageFile(Math.floor(pages * 0.3))), builder.checkout),
    );
    goals.note(`${shown} real-shaped pages, one doc edited`, index, seconds(oneDoc.median.ms));
    if (builder.suffix) await rm(out, { recursive: true, force: true });
  }
}
// The MDX variant: the first generated site's pages as .mdx files, with an export, expressions and JSX.
const mdxVariant = generatedSites[0];
if (mdxVariant) {
  const dir = `${mdxVariant.dir}-mdx`;
  await generateSite(dir, mdxVariant.pages, { mdx: true });
  for (const builder of builders) {
    printSeries(
      `${mdxVariant.label} as MDX cold, --no-cache${builder.label}`,
      await coldSeries(runs, dir, `${dir}-out`, ['--no-cache'], builder.checkout),
    );
    await rm(`${dir}-out`, { recursive: true, force: true });
  }
}
for (const line of htmlLines) console.log(line);
console.log(htmlPerPageLine('HTML per page, content/', await htmlPerPage(siteOut)));

console.log('');
console.log(
  'JavaScript and CSS at first load, content/ (script src, inline scripts, stylesheets, modulepreloads, the island chunks of #sg-islands,',
);
console.log(
  'and their static imports, each file once; not import() chunks, nor Monaco unless named; never its workers; gzip level 6):',
);
for (const line of pageWeightLines([
  await pageWeight(siteOut, 'docs/quick-start.html'),
  await pageWeight(siteOut, 'docs/faq.html', { label: 'docs/faq.html (no island)' }),
  await pageWeight(siteOut, 'docs/demo-viewer/array/simple.html'),
  await pageWeight(siteOut, 'playground.html'),
  await pageWeight(siteOut, 'playground.html', { withMonaco: true, label: 'playground.html + Monaco (script, CSS)' }),
]))
  console.log(line);
console.log('');
for (const line of await javascriptPerPage(siteOut)) console.log(line);
console.log(await searchDialogBytes(siteOut));
console.log('');
const lighthouse = await lighthouseFigures(siteOut, runs);
for (const line of lighthouseLines(lighthouse, runs)) console.log(line);
if (typeof lighthouse !== 'string')
  for (const figure of lighthouse)
    goals.note(
      `Lighthouse mobile, ${figure.kind} (${figure.route})`,
      0,
      `${figure.scores.performance} / ${figure.scores.accessibility} / ${figure.scores.seo}`,
    );

// MDX: compile cost per page against Markdown, and the pages that ship their doc's code.
const mdxSite = generatedSites[0];
if (mdxSite) {
  const mdx = JSON.parse(
    (
      await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/mdxBench.ts'), mdxSite.dir], {
        env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') },
        maxBuffer: 1 << 24,
      })
    ).stdout
      .trim()
      .split('\n')
      .pop() ?? '{}',
  ) as {
    pages: number;
    markdown: { ms: number; failed: number };
    mdx: { ms: number; failed: number };
    mdxLoadMs: number;
    docusaurusDocMs: number;
    islands: string[];
  };
  console.log('');
  console.log(`MDX, ${mdx.pages} docs of ${mdxSite.label} compiled by a warm compiler, per page:`);
  console.log(
    `  as Markdown ${mdx.markdown.ms.toFixed(1)} ms; as MDX ${mdx.mdx.ms.toFixed(1)} ms (${mdx.mdx.failed} not valid MDX), then ${mdx.mdxLoadMs.toFixed(1)} ms to bundle and import its module before it renders`,
  );
  console.log(
    `  a Docusaurus-style MDX doc (imports, Tabs, CodeBlock, an admonition): ${mdx.docusaurusDocMs.toFixed(1)} ms (median of 50)`,
  );
  console.log("  pages that ship their doc's code (test/fixtures/e2e-mdx; a build prints the same lines):");
  for (const line of mdx.islands) console.log(`    ${line}`);
}

// sitegen serve --watch: save to reload event, on a copy of content/ and on the first generated site.
console.log('');
for (const line of await watchLines({
  root,
  generated,
  contentDir,
  others: generatedSites.slice(0, 1).map((site) => ({
    label: site.label,
    siteDir: site.dir,
    outDir: `${site.out}-watch`,
    doc: path.join(site.dir, pageFile(0)),
  })),
}))
  console.log(line);

// The viewer: server render of a large schema, and sitegen schema over the JSON-Schema-Test-Suite.
const tsxEnv = { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.base.json') };
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log('');
for (const line of await viewerLines(root)) console.log(line);

// The local search index: size and query time, for this site and the generated ones.
console.log('');
for (const line of (
  await run(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'bench/searchBench.ts'), siteOut, ...generatedSites.map((site) => site.out)],
    { env: tsxEnv },
  )
).stdout
  .trim()
  .split('\n')) {
  const index = JSON.parse(line) as {
    outDir: string;
    files: number;
    raw: number;
    gzip: number;
    largest: number;
    queryMs: number;
    maxQueryMs: number;
    loadedBytes: number;
  };
  const label =
    index.outDir === siteOut
      ? 'content/'
      : (generatedSites.find((site) => site.out === index.outDir)?.label ?? index.outDir);
  console.log(
    `Local search index, ${label}: ${index.files} files, ${kib(index.raw)} (${kib(index.gzip)} gzip), largest file ${kib(index.largest)}; a query (median of 10, cold) ${index.queryMs.toFixed(1)} ms (slowest ${index.maxQueryMs.toFixed(1)} ms), reading ${kib(index.loadedBytes)}`,
  );
}

// The editors: Monaco's bundle and build time, the playground's time to interactive in Chromium.
const editors = JSON.parse(
  (
    await run(process.execPath, ['--import', 'tsx', path.join(root, 'bench/editorBench.ts'), siteOut], { env: tsxEnv })
  ).stdout.trim(),
) as {
  monaco: { coldMs: number; cachedMs: number; files: { path: string; raw: number; gzip: number }[] };
  playground?: { interactiveMs: number; firstContentfulPaintMs: number; pointerMs: number };
};
console.log('');
console.log(
  `Monaco bundle (median of 3): ${editors.monaco.coldMs.toFixed(0)} ms cold, ${editors.monaco.cachedMs.toFixed(0)} ms from the cache`,
);
for (const file of editors.monaco.files)
  console.log(`  ${file.path.padEnd(32)} ${kib(file.raw).padStart(9)} raw ${kib(file.gzip).padStart(9)} gzip`);
console.log(
  editors.playground
    ? `Playground in Chromium (median of 5 loads): first contentful paint ${editors.playground.firstContentfulPaintMs.toFixed(0)} ms; the pointer reaches the editors at ${editors.playground.pointerMs.toFixed(0)} ms (page loaded), which are interactive (Monaco loaded, editors ready, first checks done) ${editors.playground.interactiveMs.toFixed(0)} ms later`
    : 'Playground time to interactive: skipped, no Chromium at /usr/bin/chromium',
);
console.log('');
for (const text of await schemaBenchLines()) console.log(text);
for (const text of await versionsBenchLines()) console.log(text);
console.log('');
for (const text of await blogBenchLines(runs)) console.log(text);
console.log('');
for (const text of await twinsBenchLines(runs)) console.log(text);

// A real Docusaurus website, built by both (BENCH_DOCUSAURUS_SITE): the goal of 20× Docusaurus at its fastest.
const docusaurusSite = process.env.BENCH_DOCUSAURUS_SITE;
if (docusaurusSite) {
  const comparison = await compareWithDocusaurus(docusaurusSite, docusaurusRuns());
  console.log('');
  for (const line of comparison.lines) console.log(line);
  goals.note(
    `${path.basename(path.resolve(docusaurusSite, '..'))}/${path.basename(docusaurusSite)} cold, docusaurus build / sitegen build`,
    0,
    `${comparison.ratio.toFixed(1)}× (${seconds(comparison.docusaurus.ms)} / ${seconds(comparison.sitegen.ms)})`,
  );
}

// Last, the figures issue 20 ("Speed, round two") sets goals for, gathered from the lines above.
console.log('');
for (const line of goals.lines()) console.log(line);
