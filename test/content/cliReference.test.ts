/**
 * The command-line reference (content/docs/sitegen/cli.md) documents exactly the commands and options of
 * the commander program (src/cli/program.ts): a section `## \`sitegen <name>\`` per command, and in it a
 * row of its "Option" table per option, by its long flag and its short one. An option added to the
 * program fails here until the page describes it, and so does a row for an option the program lacks.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProgram } from '../../src/cli/program.ts';
import { sitegenRoot } from '../../src/paths.ts';

const page = readFileSync(path.join(sitegenRoot, 'content/docs/sitegen/cli.md'), 'utf8');

/** Each command's section of the page, by command name. */
function sections(): Map<string, string> {
  const found = new Map<string, string>();
  const parts = page.split(/^## /m).slice(1);
  for (const part of parts) {
    const name = /^`sitegen ([\w:-]+)`/.exec(part)?.[1];
    if (name) found.set(name, part);
  }
  return found;
}

/** The flags an "Option" table names, each row's first cell: `--out DIR`, `-o DIR` → ['--out', '-o']. */
function documentedFlags(section: string): string[][] {
  return section
    .split('\n')
    .filter((line) => /^\| `-/.test(line))
    .map((line) => [...(line.split(' | ')[0] ?? '').matchAll(/`(-{1,2}[\w-]+)/g)].map((match) => match[1] ?? ''));
}

describe('the command-line reference', () => {
  const program = createProgram();
  const documented = sections();

  it('has a section for every command, and none for a command the program lacks', () => {
    expect([...documented.keys()].sort()).toEqual(program.commands.map((command) => command.name()).sort());
  });

  for (const command of program.commands) {
    it(`documents every option of sitegen ${command.name()}, by its long and short flags`, () => {
      const flags = documentedFlags(documented.get(command.name()) ?? '');
      const expected = command.options.map((option) => [option.long ?? '', ...(option.short ? [option.short] : [])]);
      expect(flags.map((row) => row.join(' ')).sort()).toEqual(expected.map((row) => row.join(' ')).sort());
    });
  }
});
