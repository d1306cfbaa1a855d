/**
 * The text a failed build prints on stderr, assembled from diagnostic blocks
 * written line by line, so each test spells out exactly what the user reads.
 */
import { existsSync } from 'node:fs';
import { expect } from 'vitest';

/** One diagnostic as printed: location and code, message, code frame, hint. */
export type DiagnosticBlock = readonly string[];

/** The whole stderr of a build that failed with these problems, in order. */
export function failedBuildStderr(...blocks: DiagnosticBlock[]): string {
  const count = blocks.length;
  const problems = blocks.map((block) => `${block.join('\n')}\n\n`).join('');
  return `${problems}✗ Build failed: ${count} problem${count === 1 ? '' : 's'}. The previous output, if any, was left untouched.\n`;
}

/** The stderr of a successful build that printed these warnings. */
export function warningsStderr(...blocks: DiagnosticBlock[]): string {
  return blocks.map((block) => `${block.join('\n')}\n\n`).join('');
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
export function expectBuildFailure(run: { code: number | null; stderr: string; outDir: string }, ...blocks: DiagnosticBlock[]): void {
  expect(run.stderr).toBe(failedBuildStderr(...blocks));
  expect(run.code).toBe(1);
  expect(existsSync(run.outDir)).toBe(false);
}
