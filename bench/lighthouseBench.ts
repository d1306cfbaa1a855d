/**
 * Lighthouse's mobile scores (performance, accessibility, SEO) of a doc, a
 * demo page, the playground and the stored-file schema page of a built
 * content/, served by `sitegen serve` (compressed, as a static host serves
 * it) and loaded by Debian's Chromium: the median of `runs` for each,
 * since performance varies with the machine's load. Lighthouse 12 runs
 * offline; its default mobile settings simulate a slow phone on 4G.
 *
 *     node --import tsx bench/lighthouseBench.ts <builtSiteDir> [runs]
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type LighthouseResult from 'lighthouse/types/lhr/lhr.js';
import { median } from './median.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { serve } = (await import(path.join(root, 'dist/src/serve/serve.js'))) as typeof import('../src/serve/serve.ts');

export const lighthousePages = [
  { kind: 'a doc', route: '/docs/quick-start' },
  { kind: 'a demo', route: '/docs/demo-viewer/array/contains' },
  { kind: 'the playground', route: '/playground' },
  { kind: 'the stored-file schema', route: '/boxFileSchema' },
] as const;

const categories = ['performance', 'accessibility', 'seo'] as const;

export interface LighthouseFigures {
  kind: string;
  route: string;
  /** Median score of each category, 0 to 100, and every run's performance. */
  scores: Record<(typeof categories)[number], number>;
  performanceRuns: number[];
  /** The audits that kept the median run's performance under 100, with their values. */
  shortfalls: string[];
}

/** The median performance score, or the lower of the two middle ones: a real run, to show its audits. */
const medianScore = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

export async function lighthouseFigures(siteDir: string, runs: number): Promise<LighthouseFigures[] | string> {
  const chromePath = '/usr/bin/chromium';
  if (!existsSync(chromePath)) return 'Lighthouse: skipped, no Chromium at /usr/bin/chromium';
  const server = await serve({ root: siteDir, port: 4800, host: '127.0.0.1' });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of lighthousePages) {
      const results: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${server.url}${page.route}`, {
          port: chrome.port,
          onlyCategories: [...categories],
          output: 'json',
          logLevel: 'error',
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.route}`);
        results.push(result.lhr);
      }
      const scoreOf = (lhr: LighthouseResult, category: string) =>
        Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const performanceRuns = results.map((lhr) => scoreOf(lhr, 'performance'));
      const medianRun = results[performanceRuns.indexOf(medianScore(performanceRuns))] ?? results[0];
      figures.push({
        ...page,
        scores: Object.fromEntries(
          categories.map((category) => [category, median(results.map((lhr) => scoreOf(lhr, category)))]),
        ) as LighthouseFigures['scores'],
        performanceRuns,
        shortfalls: medianRun
          ? Object.values(medianRun.audits)
              .filter(
                (audit) =>
                  [
                    'first-contentful-paint',
                    'largest-contentful-paint',
                    'total-blocking-time',
                    'cumulative-layout-shift',
                    'speed-index',
                  ].includes(audit.id) && (audit.score ?? 1) < 0.99,
              )
              .map((audit) => `${audit.id} ${audit.displayValue ?? ''}`.trim())
          : [],
      });
    }
    return figures;
  } finally {
    await chrome.kill();
    await server.close();
  }
}

export function lighthouseLines(figures: LighthouseFigures[] | string, runs: number): string[] {
  if (typeof figures === 'string') return [figures];
  return [
    `Lighthouse 12, mobile (a simulated slow phone on 4G), content/ served by sitegen serve; median of ${runs} run${runs === 1 ? '' : 's'}: performance / accessibility / SEO`,
    ...figures.map(
      (figure) =>
        `  ${figure.kind.padEnd(24)} ${figure.route.padEnd(36)} ${categories.map((category) => String(figure.scores[category]).padStart(3)).join(' / ')}` +
        `${figure.performanceRuns.length > 1 ? `  (performance ${figure.performanceRuns.join(', ')})` : ''}${figure.shortfalls.length > 0 ? `; under 100: ${figure.shortfalls.join(', ')}` : ''}`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [siteDir, runsText = '1'] = process.argv.slice(2);
  if (!siteDir) throw new Error('usage: lighthouseBench.ts <builtSiteDir> [runs]');
  const runs = Number(runsText);
  for (const line of lighthouseLines(await lighthouseFigures(path.resolve(siteDir), runs), runs)) console.log(line);
}
