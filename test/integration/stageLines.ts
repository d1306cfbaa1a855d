/**
 * Reading the stage lines a build prints (`✓ renderPages   1.20 s  3 pages`), for the tests of what a build did.
 */
import { expect } from 'vitest';
import type { RunResult } from './runSitegen.ts';

/** The detail a stage line prints, e.g. `renderPages` → `3 pages`. */
export function stageDetail(run: RunResult, stage: string): string | undefined {
  return new RegExp(`✓ ${stage} +\\S+ m?s {2}(.*)`).exec(run.stdout)?.[1];
}

/**
 * The pages a stage counts over every language: a site in two languages prints each page stage once per
 * language (`renderPages … 1 page`, then `renderPages … 0 pages`), so this adds up their leading numbers.
 */
export function stagePages(run: RunResult, stage: string): number {
  const lines = [...run.stdout.matchAll(new RegExp(`✓ ${stage} +\\S+ m?s {2}(\\d+) pages?\\b`, 'g'))];
  expect(lines.length, `${stage} lines in:\n${run.stdout}`).toBeGreaterThan(0);
  return lines.reduce((sum, line) => sum + Number(line[1]), 0);
}
