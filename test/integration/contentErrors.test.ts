/**
 * Problems in the content of a site: front matter, React pages, routes,
 * sidebars and _category_.json files. Each test shows the files next to the
 * full report they produce.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure, warningsStderr } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const yamlHint =
  '  hint: Front matter is YAML between two --- lines; quote values that contain a colon followed by a space, or start with [, {, * or #.';

describe('content errors', { timeout: 60_000, concurrent: true }, () => {
  it('InvalidFrontMatter: malformed YAML is reported at its line in the Markdown file', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
description: Intro: the start
---

Hello.
`,
    });
    // js-yaml stops at the second ": " of line 3, column 19.
    expectBuildFailure(run, [
      'site/docs/intro.md:3:19 error InvalidFrontMatter',
      '  The front matter is not valid YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line.',
      '    2 | title: Intro',
      '  > 3 | description: Intro: the start',
      '      |                   ^',
      '    4 | ---',
      yamlHint,
    ]);
  });

  it('InvalidFrontMatter: an unknown key one edit from a known one is a warning naming it; the doc is built', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
sidebar_positon: 2
author: Ann
---

Hello.
`,
    });
    expect(run.stderr).toBe(
      warningsStderr([
        'site/docs/intro.md:3:1 warning InvalidFrontMatter',
        '  Unknown front matter key "sidebar_positon": it is kept for the site\'s components, but sitegen does not act on it.',
        '    2 | title: Intro',
        '  > 3 | sidebar_positon: 2',
        '      | ^',
        '    4 | author: Ann',
        '  hint: Did you mean "sidebar_position"?',
      ]),
    );
    expect(run.code).toBe(0);
  });

  it('InvalidFrontMatter: a value of the wrong type names the key, what it must be and what it is', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
hide_table_of_contents: yes please
---

Hello.
`,
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:1 error InvalidFrontMatter',
      '  Front matter "hide_table_of_contents" must be true or false, but it is \'yes please\'.',
      '    2 | title: Intro',
      '  > 3 | hide_table_of_contents: yes please',
      '      | ^',
      '    4 | ---',
    ]);
  });

  it('MissingDefaultExport: a React page without a default export names its file and route', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/about.tsx': `export const meta = { title: 'About' };

export function About() {
  return <main>About</main>;
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/about.tsx:1:1 error MissingDefaultExport',
      '  The page pages/about.tsx has no default export, so there is nothing to render at /about.',
      "  > 1 | export const meta = { title: 'About' };",
      '      | ^',
      '    2 | ',
      '  hint: Export the page component: export default function Page() { return <main>…</main>; }',
    ]);
  });

  it("ModuleLoadFailed: a syntax error in a page is esbuild's message at its file:line:column", async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `export default function Home() {
  return <main>{1 +}</main>;
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/index.tsx:2:20 error ModuleLoadFailed',
      '  Unexpected "}"',
      '    1 | export default function Home() {',
      '  > 2 |   return <main>{1 +}</main>;',
      '      |                    ^',
      '    3 | }',
    ]);
  });

  it('DuplicateRoute: two docs with the same slug name both sources', async () => {
    const run = await sites.build({
      'docs/a.md': '---\nslug: /same\n---\n\nA.\n',
      'docs/b.md': '---\nslug: /same\n---\n\nB.\n',
    });
    expectBuildFailure(run, [
      'site/docs/b.md:1:1 error DuplicateRoute',
      '  The route /docs/same is produced twice: by docs/a.md and by docs/b.md.',
      '  > 1 | ---',
      '      | ^',
      '    2 | slug: /same',
      '  hint: Give one of them another path: change its file name, or its `slug` in front matter or _category_.json.',
    ]);
  });

  it('UnknownDocId: sidebars.ts names a doc that does not exist, and the available ids are listed', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'docs/setup.md': '# Setup\n',
      'sidebars.ts': `import { defineSidebars } from 'sitegen-docs/config';

export default defineSidebars({
  tutorialSidebar: ['intro', 'instal'],
});
`,
    });
    expectBuildFailure(run, [
      'site/sidebars.ts:4:31 error UnknownDocId',
      '  Sidebar "tutorialSidebar" refers to the doc id "instal", which does not exist.',
      '    3 | export default defineSidebars({',
      "  > 4 |   tutorialSidebar: ['intro', 'instal'],",
      '      |                               ^',
      '    5 | });',
      '  hint: Available ids: intro, setup.',
    ]);
  });

  it('UnknownDocId: front matter pagination_next names a doc that does not exist', async () => {
    const run = await sites.build({
      'docs/intro.md': `---
title: Intro
pagination_next: setpu
---

Hello.
`,
      'docs/setup.md': '# Setup\n',
    });
    expectBuildFailure(run, [
      'site/docs/intro.md:3:18 error UnknownDocId',
      '  Front matter "pagination_next" refers to the doc id "setpu", which does not exist.',
      '    2 | title: Intro',
      '  > 3 | pagination_next: setpu',
      '      |                  ^',
      '    4 | ---',
      '  hint: Did you mean "setup"? Available ids: intro, setup.',
    ]);
  });

  it('InvalidCategoryFile: an unknown key in _category_.json', async () => {
    const run = await sites.build({
      'docs/guides/intro.md': '# Intro\n',
      'docs/guides/_category_.json': `{
  "label": "Guides",
  "positon": 2
}
`,
    });
    expectBuildFailure(run, [
      'site/docs/guides/_category_.json:3:4 error InvalidCategoryFile',
      '  Unknown key "positon" in _category_.json.',
      '    2 |   "label": "Guides",',
      '  > 3 |   "positon": 2',
      '      |    ^',
      '    4 | }',
      '  hint: Did you mean "position"?',
    ]);
  });
});
