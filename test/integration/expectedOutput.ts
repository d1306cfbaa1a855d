/**
 * The text a failed build prints on stderr, assembled from diagnostic blocks
 * written line by line, so each test spells out exactly what the user reads.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { diagnosticCodes } from '../../src/diagnostics/codes.ts';
import { hashTree, runSitegen } from './runSitegen.ts';

/** One diagnostic as printed: location and code, message, code frame, hint. */
export type DiagnosticBlock = readonly string[];

/** The code of a printed warning (`site/docs/a.md:2:1 warning BrokenAnchor`), or undefined for an error. */
const warningCode = (block: DiagnosticBlock) =>
  / warning (\w+)$/.exec(block[0] ?? '')?.[1] ?? /^warning (\w+)$/.exec(block[0] ?? '')?.[1];

/**
 * The lines that end a run with warnings: their count, then per kind (most frequent first) the count, the
 * code and what the kind means, as src/cli/warningSummary.ts prints them.
 */
export function warningSummaryLines(blocks: readonly DiagnosticBlock[]): string {
  const codes = blocks.map(warningCode).filter((code): code is string => code !== undefined);
  if (codes.length === 0) return '';
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  const lines = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([code, count]) => {
      const meaning = diagnosticCodes[code as keyof typeof diagnosticCodes];
      return `  ${String(count).padStart(5)} ${code}: ${meaning.charAt(0).toLowerCase()}${meaning.slice(1)}`;
    });
  return `⚠ ${codes.length} warning${codes.length === 1 ? '' : 's'}:\n${lines.join('\n')}\n`;
}

/** The whole stderr of a build that failed with these problems, in order: its warnings, then its errors. */
export function failedBuildStderr(...blocks: DiagnosticBlock[]): string {
  const count = blocks.filter((block) => warningCode(block) === undefined).length;
  const problems = blocks.map((block) => `${block.join('\n')}\n\n`).join('');
  return `${problems}${warningSummaryLines(blocks)}✗ Build failed: ${count} problem${count === 1 ? '' : 's'}. The previous output, if any, was left untouched.\n`;
}

/**
 * The whole stderr of `sitegen docs:version` or `sitegen write-translations` that failed with these errors, which stop
 * it before it writes.
 */
export function failedCommandStderr(
  command: 'docs:version' | 'write-translations',
  ...blocks: DiagnosticBlock[]
): string {
  const problems = `${blocks.length} problem${blocks.length === 1 ? '' : 's'}`;
  return `${blocks.map((block) => `${block.join('\n')}\n\n`).join('')}✗ sitegen ${command} failed: ${problems}. Nothing was ${command === 'docs:version' ? 'released' : 'written'}.\n`;
}

/** The stderr of a successful build that printed these warnings. */
export function warningsStderr(...blocks: DiagnosticBlock[]): string {
  return blocks.map((block) => `${block.join('\n')}\n\n`).join('') + warningSummaryLines(blocks);
}

/** A duration as the reporter prints it: `12 ms` or `1.23 s`. */
export const duration = String.raw`(?:\d+ ms|\d+\.\d\d s)`;

/** Matches a finished stage line, e.g. `  ✓ compile    224 ms  5 Markdown, 2 React`. */
export function stageLine(mark: '✓' | '✗', name: string): RegExp {
  return new RegExp(String.raw`^  ${mark} ${name}\s+${duration}(?:  .+)?$`);
}

/**
 * A build that failed with exactly these problems: the whole stderr, exit
 * code 1, and no output folder written.
 */
export function expectBuildFailure(
  run: { code: number | null; stderr: string; outDir: string },
  ...blocks: DiagnosticBlock[]
): void {
  expect(run.stderr).toBe(failedBuildStderr(...blocks));
  expect(run.code).toBe(1);
  expect(existsSync(run.outDir)).toBe(false);
}

/**
 * `sitegen build site` and `sitegen docs:version 1.0 site`, run in `root`, both fail with exactly these
 * problems, and neither writes a file anywhere in `root`.
 */
export async function expectBuildAndReleaseFailure(root: string, ...blocks: DiagnosticBlock[]): Promise<void> {
  const before = await hashTree(root);
  const build = await runSitegen(['build', 'site', '--out', 'out'], { cwd: root });
  expectBuildFailure({ ...build, outDir: path.join(root, 'out') }, ...blocks);
  const released = await runSitegen(['docs:version', '1.0', 'site'], { cwd: root });
  expect(released.stdout).toBe('');
  expect(released.stderr).toBe(failedCommandStderr('docs:version', ...blocks));
  expect(released.code).toBe(1);
  expect(await hashTree(root)).toEqual(before);
}
