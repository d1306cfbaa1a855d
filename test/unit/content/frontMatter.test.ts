import { describe, expect, it } from 'vitest';
import { frontMatterKeys, keyLine, parseMarkdownFile } from '../../../src/content/frontMatter.ts';

const file = '/site/docs/guide.md';
const yamlHint =
  'Front matter is YAML between two --- lines; quote values that contain a colon followed by a space, or start with [, {, * or #.';

/** A Markdown file whose front matter is the given YAML lines. */
function withFrontMatter(...lines: string[]): string {
  return ['---', ...lines, '---', '# Body', ''].join('\n');
}

describe('parseMarkdownFile', () => {
  it('accepts every documented key', () => {
    const source = withFrontMatter(
      'id: getting-started',
      'title: Getting started',
      'description: First steps',
      'slug: /start',
      'sidebar_label: Start',
      'sidebar_position: 2.5',
      'sidebar_class_name: highlighted',
      'sidebar_custom_props: { badge: new }',
      'hide_title: true',
      'hide_table_of_contents: false',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'pagination_prev: intro',
      'pagination_next: null',
      'pagination_label: Start here',
      'keywords: [docs, start]',
      'image: /img/card.png',
      'draft: false',
    );
    expect(parseMarkdownFile(source, file)).toEqual({
      frontMatter: {
        id: 'getting-started',
        title: 'Getting started',
        description: 'First steps',
        slug: '/start',
        sidebar_label: 'Start',
        sidebar_position: 2.5,
        sidebar_class_name: 'highlighted',
        sidebar_custom_props: { badge: 'new' },
        hide_title: true,
        hide_table_of_contents: false,
        toc_min_heading_level: 2,
        toc_max_heading_level: 4,
        pagination_prev: 'intro',
        pagination_next: null,
        pagination_label: 'Start here',
        keywords: ['docs', 'start'],
        image: '/img/card.png',
        draft: false,
      },
      body: '# Body\n',
      bodyLineOffset: 20,
      problems: [],
    });
  });

  it('lists the known keys in the documented order', () => {
    expect(frontMatterKeys).toEqual([
      'id',
      'title',
      'description',
      'slug',
      'sidebar_label',
      'sidebar_position',
      'sidebar_class_name',
      'sidebar_custom_props',
      'hide_title',
      'hide_table_of_contents',
      'toc_min_heading_level',
      'toc_max_heading_level',
      'pagination_prev',
      'pagination_next',
      'pagination_label',
      'keywords',
      'image',
      'draft',
      'unlisted',
      'displayed_sidebar',
      'parse_number_prefixes',
      'custom_edit_url',
      'last_update',
      'tags',
    ]);
  });

  describe('YAML syntax errors', () => {
    it('reports the YAML reason with a hint, and no front matter or body', () => {
      expect(parseMarkdownFile('---\ntitle: a: b\n---\nbody\n', file)).toEqual({
        frontMatter: {},
        body: '',
        bodyLineOffset: 0,
        problems: [
          {
            code: 'InvalidFrontMatter',
            severity: 'error',
            message:
              'The front matter is not valid YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line.',
            file,
            line: expect.any(Number) as number,
            column: expect.any(Number) as number,
            hint: yamlHint,
          },
        ],
      });
    });

    // The block starts on the file's second line, right after the opening ---.
    it.each([
      { name: 'a colon followed by a space in a value', source: '---\ntitle: a: b\n---\nbody\n', line: 2, column: 9 },
      { name: 'a badly indented key', source: '---\n  title: x\n bad: y\n---\n', line: 3, column: 2 },
      {
        name: 'a key on the fourth line',
        source: '---\ntitle: A\ndescription: B\nslug: a: b\n---\n',
        line: 4,
        column: 8,
      },
      {
        name: 'an unterminated quote (end of the block)',
        source: '---\ntitle: "unterminated\n---\n',
        line: 3,
        column: 1,
      },
    ])('points at the line of the Markdown file: $name', ({ source, line, column }) => {
      const [problem] = parseMarkdownFile(source, file).problems;
      expect({ line: problem?.line, column: problem?.column }).toEqual({ line, column });
    });
  });

  describe('unknown keys', () => {
    it('keeps a key one edit from a known one, with a warning at its line naming the known key', () => {
      expect(parseMarkdownFile(withFrontMatter('title: A', 'sidebar_postion: 3'), file).problems).toEqual([
        {
          code: 'InvalidFrontMatter',
          severity: 'warning',
          file,
          line: 3,
          column: 1,
          message:
            'Unknown front matter key "sidebar_postion": it is kept for the site\'s components, but sitegen does not act on it.',
          hint: 'Did you mean "sidebar_position"?',
        },
      ]);
    });

    it.each([
      ['titel', 'title'],
      ['Title', 'title'],
      ['decription', 'description'],
      ['paginaton_next', 'pagination_next'],
    ])('%s → Did you mean "%s"?', (key, suggestion) => {
      const [problem] = parseMarkdownFile(withFrontMatter(`${key}: x`), file).problems;
      expect(problem?.hint).toBe(`Did you mean "${suggestion}"?`);
      expect(problem?.severity).toBe('warning');
    });

    // Docusaurus accepts any key, which the site's components read: so does sitegen, without a word.
    it.each([
      'hide_toc: true',
      'author: Ann',
      'author_url: https://example.com',
      'authorURL: https://example.com',
      'completely_unrelated: 1',
    ])("accepts %j as the site's own", (line) => {
      expect(parseMarkdownFile(withFrontMatter(line), file).problems).toEqual([]);
    });

    it('keeps the unknown key in the returned front matter', () => {
      expect(parseMarkdownFile(withFrontMatter('titel: X', 'author: Ann'), file).frontMatter).toEqual({
        titel: 'X',
        author: 'Ann',
      });
    });
  });

  describe('wrong types', () => {
    it.each([
      ['id: a/b', 'Front matter "id" must be a string without slashes or spaces, but it is \'a/b\'.'],
      ['id: a b', 'Front matter "id" must be a string without slashes or spaces, but it is \'a b\'.'],
      ['id: 12', 'Front matter "id" must be a string without slashes or spaces, but it is 12.'],
      ['title: 42', 'Front matter "title" must be a string, but it is 42.'],
      ['title:', 'Front matter "title" must be a string, but it is null.'],
      ['description: [a, b]', 'Front matter "description" must be a string, but it is ["a","b"].'],
      ['slug: true', 'Front matter "slug" must be a string, but it is true.'],
      ['sidebar_label: {a: 1}', 'Front matter "sidebar_label" must be a string, but it is {"a":1}.'],
      ['sidebar_position: "3"', 'Front matter "sidebar_position" must be a number, but it is \'3\'.'],
      ['sidebar_class_name: 1', 'Front matter "sidebar_class_name" must be a string, but it is 1.'],
      [
        'sidebar_custom_props: [a]',
        'Front matter "sidebar_custom_props" must be a mapping of keys to values, but it is ["a"].',
      ],
      ['hide_title: yes', 'Front matter "hide_title" must be true or false, but it is \'yes\'.'],
      ['hide_table_of_contents: 1', 'Front matter "hide_table_of_contents" must be true or false, but it is 1.'],
      ['toc_min_heading_level: 1', 'Front matter "toc_min_heading_level" must be an integer from 2 to 6, but it is 1.'],
      ['toc_max_heading_level: 7', 'Front matter "toc_max_heading_level" must be an integer from 2 to 6, but it is 7.'],
      [
        'toc_max_heading_level: 2.5',
        'Front matter "toc_max_heading_level" must be an integer from 2 to 6, but it is 2.5.',
      ],
      [
        'toc_min_heading_level: "3"',
        'Front matter "toc_min_heading_level" must be an integer from 2 to 6, but it is \'3\'.',
      ],
      ['pagination_prev: 3', 'Front matter "pagination_prev" must be a doc id or null, but it is 3.'],
      ['pagination_next: [a]', 'Front matter "pagination_next" must be a doc id or null, but it is ["a"].'],
      ['pagination_label: false', 'Front matter "pagination_label" must be a string, but it is false.'],
      ['keywords: docs', 'Front matter "keywords" must be a list of strings, but it is \'docs\'.'],
      ['keywords: [a, 1]', 'Front matter "keywords" must be a list of strings, but it is ["a",1].'],
      ['image: 3', 'Front matter "image" must be a string, but it is 3.'],
      ['draft: "no"', 'Front matter "draft" must be true or false, but it is \'no\'.'],
      ['parse_number_prefixes: off', 'Front matter "parse_number_prefixes" must be true or false, but it is \'off\'.'],
      [
        'tags: api',
        'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is \'api\'.',
      ],
      [
        'tags: [api, 3]',
        'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is ["api",3].',
      ],
      [
        'tags: [""]',
        'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is [""].',
      ],
      [
        'tags: [{ label: API }]',
        'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is [{"label":"API"}].',
      ],
      [
        'tags: [{ label: API, permalink: /api, color: red }]',
        'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is [{"label":"API","permalink":"/api","color":"red"}].',
      ],
      ['custom_edit_url: 3', 'Front matter "custom_edit_url" must be an address or null, but it is 3.'],
      [
        'last_update: 2024-05-31',
        'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is "2024-05-31T00:00:00.000Z".',
      ],
      [
        'last_update: {}',
        'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is {}.',
      ],
      [
        'last_update: { date: someday }',
        'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is {"date":"someday"}.',
      ],
      [
        'last_update: { author: 3 }',
        'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is {"author":3}.',
      ],
      [
        'last_update: { by: Ann }',
        'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is {"by":"Ann"}.',
      ],
    ])('%s', (line, message) => {
      expect(parseMarkdownFile(withFrontMatter(line), file).problems).toEqual([
        { code: 'InvalidFrontMatter', severity: 'error', file, line: 2, column: 1, message },
      ]);
    });

    it('describes a number that is not finite as such, not as null', () => {
      const [problem] = parseMarkdownFile(withFrontMatter('sidebar_position: .inf'), file).problems;
      expect(problem?.message).toBe('Front matter "sidebar_position" must be a number, but it is Infinity.');
    });

    it('reports every wrong key at its own line', () => {
      const source = withFrontMatter('title: Fine', 'hide_title: yes', 'description: Fine', 'draft: 0');
      expect(parseMarkdownFile(source, file).problems.map((p) => [p.line, p.message])).toEqual([
        [3, 'Front matter "hide_title" must be true or false, but it is \'yes\'.'],
        [5, 'Front matter "draft" must be true or false, but it is 0.'],
      ]);
    });

    it('accepts custom_edit_url as an address or null, and last_update with a date, an author or both', () => {
      const parsed = parseMarkdownFile(
        withFrontMatter('custom_edit_url: null', 'last_update:', '  date: 2024-05-31', '  author: Ann'),
        file,
      );
      expect(parsed.problems).toEqual([]);
      expect(parsed.frontMatter).toEqual({
        custom_edit_url: null,
        last_update: { date: new Date('2024-05-31T00:00:00Z'), author: 'Ann' },
      });
      expect(
        parseMarkdownFile(
          withFrontMatter('custom_edit_url: https://example.com/edit', 'last_update: { date: "May 31, 2024" }'),
          file,
        ).problems,
      ).toEqual([]);
      expect(parseMarkdownFile(withFrontMatter('last_update: { author: Ann }'), file).problems).toEqual([]);
    });

    it('accepts tags as names and as mappings of a label and a permalink', () => {
      const parsed = parseMarkdownFile(
        withFrontMatter('tags:', '  - Getting started', '  - label: API', '    permalink: /api'),
        file,
      );
      expect(parsed.problems).toEqual([]);
      expect(parsed.frontMatter).toEqual({ tags: ['Getting started', { label: 'API', permalink: '/api' }] });
    });

    it('accepts null for pagination links', () => {
      const parsed = parseMarkdownFile(withFrontMatter('pagination_prev: null', 'pagination_next: ~'), file);
      expect(parsed.problems).toEqual([]);
      expect(parsed.frontMatter).toEqual({ pagination_prev: null, pagination_next: null });
    });

    it('rejects front matter that is not a mapping', () => {
      expect(parseMarkdownFile(withFrontMatter('- a', '- b'), file).problems).toEqual([
        {
          code: 'InvalidFrontMatter',
          severity: 'error',
          message: 'The front matter must be a YAML mapping of keys to values.',
          file,
          line: 2,
          column: 1,
        },
      ]);
    });
  });

  describe('table of contents levels', () => {
    it('rejects a minimum greater than the maximum, at the line of the minimum', () => {
      const source = withFrontMatter('title: T', 'toc_max_heading_level: 3', 'toc_min_heading_level: 4');
      expect(parseMarkdownFile(source, file).problems).toEqual([
        {
          code: 'InvalidFrontMatter',
          severity: 'error',
          file,
          line: 4,
          column: 1,
          message: 'Front matter "toc_min_heading_level" (4) is greater than "toc_max_heading_level" (3).',
        },
      ]);
    });

    it.each([
      ['toc_min_heading_level: 3', 'toc_max_heading_level: 3'],
      ['toc_min_heading_level: 2', 'toc_max_heading_level: 6'],
      ['toc_min_heading_level: 5', 'title: only a minimum'],
    ])('accepts %s with %s', (...lines) => {
      expect(parseMarkdownFile(withFrontMatter(...lines), file).problems).toEqual([]);
    });
  });

  describe('body and bodyLineOffset', () => {
    it.each([
      { name: 'no front matter', source: 'Text\nmore\n', body: 'Text\nmore\n', offset: 0 },
      { name: 'one key', source: '---\ntitle: T\n---\n# Body\n', body: '# Body\n', offset: 3 },
      { name: 'a blank line after the block', source: '---\ntitle: T\n---\n\n# Body\n', body: '\n# Body\n', offset: 3 },
      { name: 'an empty block', source: '---\n---\nBody\n', body: 'Body\n', offset: 2 },
      {
        name: 'a multi-line list',
        source: '---\nkeywords:\n  - a\n  - b\ntitle: T\n---\nBody\n',
        body: 'Body\n',
        offset: 6,
      },
      { name: 'a block scalar', source: '---\ndescription: |\n  one\n  two\n---\n# H\n', body: '# H\n', offset: 5 },
      { name: 'Windows line endings', source: '---\r\ntitle: T\r\n---\r\nBody\r\n', body: 'Body\r\n', offset: 3 },
      {
        name: 'a --- block that is not at the start',
        source: 'Text\n---\ntitle: x\n---\n',
        body: 'Text\n---\ntitle: x\n---\n',
        offset: 0,
      },
    ])('$name', ({ source, body, offset }) => {
      const parsed = parseMarkdownFile(source, file);
      expect(parsed.body).toBe(body);
      expect(parsed.bodyLineOffset).toBe(offset);
      expect(parsed.problems).toEqual([]);
    });

    it('maps body line N to file line N + bodyLineOffset', () => {
      const source = '---\ntitle: T\ndescription: D\n---\nfirst\nsecond\n';
      const parsed = parseMarkdownFile(source, file);
      const bodyLine = parsed.body.split('\n').indexOf('second') + 1;
      expect(source.split('\n')[bodyLine + parsed.bodyLineOffset - 1]).toBe('second');
    });
  });
});

describe('keyLine', () => {
  it.each([
    {
      name: 'a key on line 3',
      source: '---\ntitle: T\nsidebar_position: 2\n---\nBody\n',
      key: 'sidebar_position',
      at: { line: 3, column: 1 },
    },
    {
      name: 'an indented key, at its first character',
      source: '---\nlast_update:\n  author: A\n---\n',
      key: 'author',
      at: { line: 3, column: 3 },
    },
    { name: 'a space before the colon', source: '---\ntags : [a]\n---\n', key: 'tags', at: { line: 2, column: 1 } },
    {
      name: 'Windows line endings',
      source: '---\r\ntitle: T\r\ntags: [a]\r\n---\r\n',
      key: 'tags',
      at: { line: 3, column: 1 },
    },
    {
      name: 'a key of the same name in the body: not found',
      source: '---\ntitle: T\n---\ntags: in the body\n',
      key: 'tags',
      at: { line: 1, column: 1 },
    },
    {
      name: 'a key that only starts another key: not found',
      source: '---\ntitle_x: T\n---\n',
      key: 'title',
      at: { line: 1, column: 1 },
    },
    {
      name: 'a key with regular expression characters',
      source: '---\na.b: 1\naxb: 2\n---\n',
      key: 'a.b',
      at: { line: 2, column: 1 },
    },
    {
      name: 'a block never closed, key on the last line',
      source: '---\ntitle: T\ntags: [a]',
      key: 'tags',
      at: { line: 3, column: 1 },
    },
    { name: 'no line break at all', source: 'tags: [a]', key: 'tags', at: { line: 1, column: 1 } },
  ])('$name', ({ source, key, at }) => {
    expect(keyLine(source, key)).toEqual(at);
  });
});
