import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDiagnostic, formatLocation } from '../../../src/cli/formatDiagnostic.ts';
import type { Diagnostic } from '../../../src/diagnostics/diagnostic.ts';

let cwd: string;
let file: string;

beforeAll(async () => {
  cwd = await mkdtemp(path.join(os.tmpdir(), 'sitegen-format-'));
  file = path.join(cwd, 'docs', 'faq.md');
  await mkdir(path.dirname(file));
  await writeFile(
    file,
    [
      '# FAQ', // 1
      'See the', // 2
      '[quick start](/docs/quick-strat).', // 3
      '\tTabbed [x](/y)', // 4
      'last', // 5
      '6',
      '7',
      '8',
      '9',
      '10',
      '11', // 6-11
    ].join('\n'),
  );
});

afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

function diagnostic(overrides: Partial<Diagnostic>): Diagnostic {
  return {
    code: 'BrokenLink',
    severity: 'error',
    message: 'Broken link on /docs/faq: /docs/quick-strat is neither a page nor a static file.',
    file,
    ...overrides,
  };
}

describe('formatDiagnostic', () => {
  it('prints location, severity, code, message, a code frame with a caret at the column, and the hint', () => {
    expect(
      formatDiagnostic(diagnostic({ line: 3, column: 15, hint: 'Did you mean /docs/quick-start?' }), { cwd }),
    ).toBe(
      [
        'docs/faq.md:3:15 error BrokenLink',
        '  Broken link on /docs/faq: /docs/quick-strat is neither a page nor a static file.',
        '    2 | See the',
        '  > 3 | [quick start](/docs/quick-strat).',
        '      |               ^',
        '    4 |   Tabbed [x](/y)',
        '  hint: Did you mean /docs/quick-start?',
      ].join('\n'),
    );
  });

  it('shows no frame of a binary file, only where it is', async () => {
    const image = path.join(cwd, 'static', 'logo.png');
    await mkdir(path.dirname(image), { recursive: true });
    await writeFile(
      image,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52]),
    );
    expect(
      formatDiagnostic(
        {
          code: 'DuplicateRoute',
          severity: 'error',
          file: image,
          line: 1,
          column: 1,
          message: 'The static file collides.',
        },
        { cwd },
      ),
    ).toBe(['static/logo.png:1:1 error DuplicateRoute', '  The static file collides.'].join('\n'));
  });

  it('frames the first line without a line before it', () => {
    expect(
      formatDiagnostic(diagnostic({ severity: 'warning', line: 1, column: 1 }), { cwd })
        .split('\n')
        .slice(2),
    ).toEqual(['  > 1 | # FAQ', '      | ^', '    2 | See the']);
  });

  it('frames the last line without a line after it', () => {
    expect(
      formatDiagnostic(diagnostic({ line: 11, column: 2 }), { cwd })
        .split('\n')
        .slice(2),
    ).toEqual(['    10 | 10', '  > 11 | 11', '       |  ^']);
  });

  it('pads line numbers to the widest one shown', () => {
    expect(
      formatDiagnostic(diagnostic({ line: 10, column: 1 }), { cwd })
        .split('\n')
        .slice(2),
    ).toEqual(['     9 | 9', '  > 10 | 10', '       | ^', '    11 | 11']);
  });

  it('keeps the caret under the column when the line starts with a tab', () => {
    const frame = formatDiagnostic(diagnostic({ line: 4, column: 9 }), { cwd }).split('\n');
    const code = frame.find((l) => l.startsWith('  > 4 | ')) ?? '';
    const caret = frame[frame.indexOf(code) + 1] ?? '';
    // Column 9 is the "[" after the tab and "Tabbed ".
    expect(code[caret.indexOf('^')]).toBe('[');
  });

  it('shows a window of a long line around the caret, not the whole line', async () => {
    const long = path.join(cwd, 'long.json');
    const text = `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`;
    await writeFile(long, `${text}\n`);
    const lines = formatDiagnostic(diagnostic({ file: long, line: 1, column: 1001 }), { cwd }).split('\n');
    // 60 characters before the caret, 120 shown, each cut end marked.
    expect(lines.slice(2)).toEqual([`  > 1 | …${text.slice(940, 1060)}…`, `      | ${' '.repeat(61)}^`, '    2 | ']);
    const start = formatDiagnostic(diagnostic({ file: long, line: 1, column: 3 }), { cwd }).split('\n');
    expect(start.slice(2)).toEqual([`  > 1 | ${text.slice(0, 120)}…`, '      |   ^', '    2 | ']);
  });

  it('defaults the column to 1', () => {
    expect(formatDiagnostic(diagnostic({ line: 2 }), { cwd }).split('\n')).toContain('      | ^');
    expect(formatDiagnostic(diagnostic({ line: 2 }), { cwd }).split('\n')[0]).toBe('docs/faq.md:2:1 error BrokenLink');
  });

  it.each([
    ['codeFrame: false', { line: 3, column: 15 }, { codeFrame: false }],
    ['a line past the end of the file', { line: 99, column: 1 }, {}],
    ['a line 0', { line: 0, column: 1 }, {}],
    ['no line', {}, {}],
    ['a file that does not exist', { file: path.join('/nonexistent', 'a.md'), line: 1, column: 1 }, {}],
    ['a relative file', { file: 'docs/faq.md', line: 3, column: 15 }, {}],
  ])('prints no code frame with %s', (_name, overrides, options) => {
    const lines = formatDiagnostic(diagnostic(overrides), { cwd, ...options }).split('\n');
    expect(lines).toHaveLength(2);
  });

  it('prints a diagnostic without a file as severity, code and message', () => {
    expect(
      formatDiagnostic(
        { code: 'InvalidConfig', severity: 'error', message: 'Missing required key "title".', hint: 'Add it.' },
        { cwd },
      ),
    ).toBe('error InvalidConfig\n  Missing required key "title".\n  hint: Add it.');
  });

  it('adds the cause only when verbose', () => {
    const cause = Object.assign(new Error('boom'), { stack: 'Error: boom\n    at render (page.tsx:1:1)' });
    const d: Diagnostic = { code: 'RenderFailed', severity: 'error', message: 'A page threw.', cause };
    expect(formatDiagnostic(d, { cwd })).toBe('error RenderFailed\n  A page threw.');
    expect(formatDiagnostic(d, { cwd, verbose: true })).toBe(
      'error RenderFailed\n  A page threw.\n  cause: Error: boom\n    at render (page.tsx:1:1)',
    );
    expect(formatDiagnostic({ ...d, cause: 'not an error' }, { cwd, verbose: true })).toBe(
      'error RenderFailed\n  A page threw.',
    );
  });
});

describe('formatLocation', () => {
  type Where = Pick<Diagnostic, 'file' | 'line' | 'column'>;
  it.each<[Where, string]>([
    [{ file: 'FILE', line: 3, column: 7 }, 'docs/faq.md:3:7'],
    [{ file: 'FILE', line: 3 }, 'docs/faq.md:3:1'],
    [{ file: 'FILE' }, 'docs/faq.md'],
    [{ file: 'rel/x.md', line: 1, column: 2 }, 'rel/x.md:1:2'],
    [{}, ''],
  ])('%j → %s (FILE is docs/faq.md under cwd)', (where, location) => {
    expect(formatLocation(where.file === 'FILE' ? { ...where, file } : where, cwd)).toBe(location);
  });

  it('walks up from cwd to files outside it', () => {
    expect(formatLocation({ file: path.join(path.dirname(cwd), 'other', 'a.md'), line: 1, column: 1 }, cwd)).toBe(
      `${path.join('..', 'other', 'a.md')}:1:1`,
    );
  });

  it('keeps the absolute path of cwd itself', () => {
    expect(formatLocation({ file: cwd }, cwd)).toBe(cwd);
  });
});
