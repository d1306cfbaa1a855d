/**
 * The theme's CSS variables, as the Extending page documents them: every
 * variable `:root` defines in theme/styles/theme.css has a row, and the page
 * names none the theme does not have. A site restyles the theme through
 * them (customCss), so a variable the page leaves out is one nobody finds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../src/paths.ts';

const css = readFileSync(path.join(sitegenRoot, 'theme/styles/theme.css'), 'utf8');
const page = readFileSync(path.join(sitegenRoot, 'content/docs/sitegen/extending.md'), 'utf8');

/** The names declared in the first `:root { … }` block. */
function rootVariables(): string[] {
  const block = /^:root\s*\{([^}]*)\}/m.exec(css)?.[1] ?? '';
  return [...block.matchAll(/(--sg-[\w-]+)\s*:/g)].map((m) => m[1] ?? '').sort();
}

/** The first column of the variables table: `| \`--sg-bg\` |`. */
function documentedVariables(): string[] {
  return [...page.matchAll(/^\| `(--sg-[\w-]+)` \|/gm)].map((m) => m[1] ?? '').sort();
}

describe("the theme's CSS variables", () => {
  it('are all documented on the Extending page, and only they', () => {
    expect(rootVariables().length).toBeGreaterThan(10);
    expect(documentedVariables()).toEqual(rootVariables());
  });
});
