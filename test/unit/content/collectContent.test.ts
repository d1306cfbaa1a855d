import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContent, docIdentity } from '../../../src/content/collectContent.ts';
import { stripNumberPrefix } from '../../../src/content/numberPrefix.ts';
import type { SiteContent } from '../../../src/content/contentTypes.ts';

describe('stripNumberPrefix', () => {
  it.each([
    ['01-intro', 'intro', 1],
    ['1_intro', 'intro', 1],
    ['2.intro', 'intro', 2],
    ['10- intro', 'intro', 10],
    ['007-setup', 'setup', 7],
    ['001 - My Doc', 'My Doc', 1],
    ['3 _ intro', 'intro', 3],
    ['01--intro', 'intro', 1],
    // Versions and dates are names, as in Docusaurus.
    ['1-2-3', '1-2-3', undefined],
    ['1.0-release-notes', '1.0-release-notes', undefined],
    ['2024-05-31-launch', '2024-05-31-launch', undefined],
    ['intro', 'intro', undefined],
    ['v1-intro', 'v1-intro', undefined],
    ['2024', '2024', undefined],
    ['01-', '01-', undefined],
    ['', '', undefined],
  ])('%j → %j at position %j', (input, name, position) => {
    expect(stripNumberPrefix(input)).toEqual({ name, position });
  });
});

describe('docIdentity', () => {
  it.each([
    { path: 'intro.md', fmId: undefined, id: 'intro', dirName: '', numberPrefix: undefined },
    { path: 'guide.mdx', fmId: undefined, id: 'guide', dirName: '', numberPrefix: undefined },
    { path: '01-guides/02-setup.md', fmId: undefined, id: 'guides/setup', dirName: 'guides', numberPrefix: 2 },
    { path: 'a/b/c.md', fmId: undefined, id: 'a/b/c', dirName: 'a/b', numberPrefix: undefined },
    { path: '01-a/10-b/index.md', fmId: undefined, id: 'a/b/index', dirName: 'a/b', numberPrefix: undefined },
    { path: 'guides/setup.md', fmId: 'install', id: 'guides/install', dirName: 'guides', numberPrefix: undefined },
    { path: '03-setup.md', fmId: 'custom', id: 'custom', dirName: '', numberPrefix: 3 },
    { path: '2024.md', fmId: undefined, id: '2024', dirName: '', numberPrefix: undefined },
    { path: 'notes.md.md', fmId: undefined, id: 'notes.md', dirName: '', numberPrefix: undefined },
    {
      path: '02 - guides/1.0-upgrade.md',
      fmId: undefined,
      id: 'guides/1.0-upgrade',
      dirName: 'guides',
      numberPrefix: undefined,
    },
  ])('$path (front matter id $fmId) → $id', ({ path: relativePath, fmId, id, dirName, numberPrefix }) => {
    expect(docIdentity(relativePath, fmId)).toEqual({ id, dirName, numberPrefix });
  });

  it('keeps the prefixes of a doc whose front matter says parse_number_prefixes: false', () => {
    expect(docIdentity('01-guides/02-setup.md', undefined, false)).toEqual({
      id: '01-guides/02-setup',
      dirName: '01-guides',
      numberPrefix: undefined,
    });
    expect(docIdentity('01-guides/02-setup.md', 'install', false)).toEqual({
      id: '01-guides/install',
      dirName: '01-guides',
      numberPrefix: undefined,
    });
  });
});

describe('collectContent', () => {
  let siteDir: string;
  let content: SiteContent;

  async function write(relativePath: string, text = ''): Promise<void> {
    const file = path.join(siteDir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-collect-'));
    await write('docs/intro.md', '---\ntitle: Introduction\n---\n# Intro\n');
    await write('docs/page.mdx', 'MDX body\n');
    await write('docs/01-guides/_category_.json', '{ "label": "Guides", "position": 1 }');
    await write('docs/01-guides/index.md', '# Guides\n');
    await write('docs/01-guides/02-setup.md', '---\nid: install\nsidebar_position: 3\n---\nSetup\n');
    await write('docs/01-guides/_partial.md', 'Included elsewhere\n');
    await write('docs/_drafts/wip.md', 'Work in progress\n');
    await write('docs/.hidden.md', 'Hidden\n');
    await write('docs/.git/notes.md', 'Not content\n');
    await write('docs/notes.txt', 'Not Markdown\n');
    await write('docs/bad.md', '---\ntitel: Oops\n---\nBody\n');
    await write('docs/broken/_category_.json', '{ "label": }');
    await write('pages/index.tsx', 'export default function Home() { return null; }\n');
    await write('pages/sub/about.jsx', 'export default function About() { return null; }\n');
    await write('pages/_helper.tsx', 'export const x = 1;\n');
    await write('pages/index.test.tsx', '');
    await write('pages/types.d.ts', '');
    await write('pages/style.css', '');
    await write('static/img/logo.png', 'png');
    await write('static/_headers', '/*\n  X-Frame-Options: DENY\n');
    await write('static/.well-known/security.txt', '');
    await write('static/.DS_Store', '');
    content = await collectContent({ siteDir });
  });

  afterAll(async () => {
    await rm(siteDir, { recursive: true, force: true });
  });

  it('reads every public Markdown and MDX doc, sorted by path', () => {
    expect(content.docs.map((d) => d.relativePath)).toEqual([
      '01-guides/02-setup.md',
      '01-guides/index.md',
      'bad.md',
      'intro.md',
      'page.mdx',
    ]);
  });

  it('gives each doc its identity, front matter, body and line offset', () => {
    const setup = content.docs.find((d) => d.relativePath === '01-guides/02-setup.md');
    const source = '---\nid: install\nsidebar_position: 3\n---\nSetup\n';
    expect(setup).toEqual({
      file: path.join(siteDir, 'docs', '01-guides', '02-setup.md'),
      relativePath: '01-guides/02-setup.md',
      id: 'guides/install',
      dirName: 'guides',
      numberPrefix: 2,
      source,
      body: 'Setup\n',
      bodyLineOffset: 4,
      frontMatter: { id: 'install', sidebar_position: 3 },
    });
  });

  it('reads valid _category_.json files, keyed by their folder as written on disk', () => {
    expect([...content.categories]).toEqual([
      [
        '01-guides',
        {
          file: path.join(siteDir, 'docs', '01-guides', '_category_.json'),
          dirPath: '01-guides',
          label: 'Guides',
          position: 1,
        },
      ],
    ]);
  });

  it('collects front matter and _category_.json problems without stopping', () => {
    expect(content.problems.map((p) => [p.code, path.relative(siteDir, p.file ?? ''), p.line, p.message])).toEqual(
      expect.arrayContaining([
        [
          'InvalidFrontMatter',
          path.join('docs', 'bad.md'),
          2,
          'Unknown front matter key "titel": it is kept for the site\'s components, but sitegen does not act on it.',
        ],
        [
          'InvalidCategoryFile',
          path.join('docs', 'broken', '_category_.json'),
          1,
          '_category_.json is not valid JSON: a value was expected.',
        ],
      ]),
    );
    expect(content.problems).toHaveLength(2);
    expect(content.problems.map((p) => p.severity)).toEqual(['warning', 'error']);
  });

  it('lists React pages, skipping private files, tests and declarations', () => {
    expect(content.pages).toEqual([
      { file: path.join(siteDir, 'pages', 'index.tsx'), relativePath: 'index.tsx' },
      { file: path.join(siteDir, 'pages', 'sub', 'about.jsx'), relativePath: 'sub/about.jsx' },
    ]);
  });

  it('lists static files, keeping _files and dotfiles such as .well-known/ but not .DS_Store', () => {
    expect(content.staticFiles).toEqual([
      { file: path.join(siteDir, 'static', '.well-known', 'security.txt'), relativePath: '.well-known/security.txt' },
      { file: path.join(siteDir, 'static', '_headers'), relativePath: '_headers' },
      { file: path.join(siteDir, 'static', 'img', 'logo.png'), relativePath: 'img/logo.png' },
    ]);
  });

  it('returns the site folder it read', () => {
    expect(content.siteDir).toBe(siteDir);
  });

  it('treats missing folders as empty', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'sitegen-empty-'));
    try {
      expect(await collectContent({ siteDir: empty })).toEqual({
        siteDir: empty,
        docs: [],
        pages: [],
        staticFiles: [],
        categories: new Map(),
        tagsFiles: new Map(),
        problems: [],
      });
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('collectContent: category files in YAML', () => {
  let siteDir: string;
  let content: SiteContent;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-collect-yaml-'));
    const files: Record<string, string> = {
      'docs/guides/_category_.yml': 'label: Guides\nposition: 2\n',
      'docs/guides/setup.md': '# Setup\n',
      'docs/api/_category_.yaml': 'label: API\n',
      'docs/api/config.md': '# Config\n',
      'docs/both/_category_.json': '{ "label": "From JSON" }\n',
      'docs/both/_category_.yml': 'label: From YAML\n',
      'docs/both/page.md': '# Page\n',
      'docs/_private/_category_.yml': 'label: Private\n',
    };
    for (const [relativePath, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(siteDir, relativePath)), { recursive: true });
      await writeFile(path.join(siteDir, relativePath), text);
    }
    content = await collectContent({ siteDir });
  });

  afterAll(async () => {
    await rm(siteDir, { recursive: true, force: true });
  });

  it('reads _category_.yml and _category_.yaml like _category_.json, and the JSON one of a folder with two', () => {
    expect(
      Object.fromEntries(
        [...content.categories].map(([dir, meta]) => [dir, [path.relative(siteDir, meta.file), meta.label]]),
      ),
    ).toEqual({
      api: [path.join('docs', 'api', '_category_.yaml'), 'API'],
      both: [path.join('docs', 'both', '_category_.json'), 'From JSON'],
      guides: [path.join('docs', 'guides', '_category_.yml'), 'Guides'],
    });
  });

  it('reports the second category file of a folder, naming both', () => {
    expect(content.problems).toEqual([
      {
        code: 'DuplicateCategoryFile',
        severity: 'error',
        file: path.join(siteDir, 'docs', 'both', '_category_.yml'),
        line: 1,
        column: 1,
        message: 'This folder has two category files, _category_.json and _category_.yml; sitegen reads only one.',
        hint: 'Keep one of them (_category_.json is the one sitegen would take) and delete the other.',
      },
    ]);
  });
});
