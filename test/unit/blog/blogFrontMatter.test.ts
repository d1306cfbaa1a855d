import { describe, expect, it } from 'vitest';
import { parseBlogPostFile } from '../../../src/blog/blogFrontMatter.ts';
import { blogFrontMatterKeys } from '../../../src/blog/frontMatterValues.ts';
import { frontMatterKeyPosition, frontMatterValuePosition } from '../../../src/blog/frontMatterPlaces.ts';

const file = '/site/blog/2021-08-26-welcome.md';
const yamlHint =
  'Front matter is YAML between two --- lines; quote values that contain a colon followed by a space, or start with [, {, * or #.';

/** A post whose front matter is the given YAML lines. */
function withFrontMatter(...lines: string[]): string {
  return ['---', ...lines, '---', 'Hello.', ''].join('\n');
}

/** The problems of a post, each as line, severity and message (and hint when it has one). */
function problemsOf(...lines: string[]) {
  return parseBlogPostFile(withFrontMatter(...lines), file).problems.map((p) => ({
    line: p.line,
    column: p.column,
    severity: p.severity,
    message: p.message,
    ...(p.hint ? { hint: p.hint } : {}),
  }));
}

describe('parseBlogPostFile', () => {
  it("accepts every key of Docusaurus's blog front matter", () => {
    const source = withFrontMatter(
      'title: Welcome',
      'title_meta: Welcome to the blog',
      'sidebar_label: Welcome',
      'description: The first post',
      'slug: /welcome',
      'date: 2021-08-26',
      'tags: [hello, { label: Docusaurus, permalink: /docusaurus }]',
      'authors: [slorber, { name: Joel, image_url: /img/joel.png, socials: { x: joel } }]',
      'image: ./cover.png',
      'keywords: [blog, docs]',
      'hide_table_of_contents: true',
      'toc_min_heading_level: 2',
      'toc_max_heading_level: 4',
      'draft: false',
      'unlisted: false',
      'last_update: { date: 2022-01-01, author: Sébastien }',
    );
    expect(parseBlogPostFile(source, file)).toEqual({
      frontMatter: {
        title: 'Welcome',
        title_meta: 'Welcome to the blog',
        sidebar_label: 'Welcome',
        description: 'The first post',
        slug: '/welcome',
        date: new Date('2021-08-26T00:00:00Z'),
        tags: ['hello', { label: 'Docusaurus', permalink: '/docusaurus' }],
        authors: ['slorber', { name: 'Joel', imageURL: '/img/joel.png', socials: { x: 'joel' } }],
        image: './cover.png',
        keywords: ['blog', 'docs'],
        hide_table_of_contents: true,
        toc_min_heading_level: 2,
        toc_max_heading_level: 4,
        draft: false,
        unlisted: false,
        last_update: { date: new Date('2022-01-01T00:00:00Z'), author: 'Sébastien' },
      },
      body: 'Hello.\n',
      bodyLineOffset: 18,
      problems: [],
    });
  });

  it('accepts the legacy author keys', () => {
    const source = withFrontMatter(
      'author: Joel Marcey',
      'author_title: Co-creator',
      'author_url: https://github.com/JoelMarcey',
      'author_image_url: https://github.com/JoelMarcey.png',
      'authorTitle: Co-creator',
      'authorURL: https://github.com/JoelMarcey',
      'authorImageURL: /img/joel.png',
    );
    expect(parseBlogPostFile(source, file).problems).toEqual([]);
  });

  it('reads values as Docusaurus\'s Joi converts them: numbers and dates as text, "true" as true, "3" as 3', () => {
    const source = withFrontMatter(
      'title: 2021',
      'slug: 42',
      'description: 2021-08-26',
      'tags: [2021, release]',
      'keywords: [3]',
      'authors: 1234',
      'draft: "false"',
      'unlisted: "TRUE"',
      'toc_max_heading_level: "4"',
    );
    const { frontMatter, problems } = parseBlogPostFile(source, file);
    expect(problems).toEqual([]);
    expect(frontMatter).toEqual({
      title: '2021',
      slug: '42',
      description: '2021-08-26',
      tags: ['2021', 'release'],
      keywords: ['3'],
      authors: '1234',
      draft: false,
      unlisted: true,
      toc_max_heading_level: 4,
    });
  });

  it('lets tags carry other keys and last_update a timestamp, as Docusaurus validates with allowUnknown and Joi.date()', () => {
    const { frontMatter, problems } = parseBlogPostFile(
      withFrontMatter(
        'tags: [{ label: A, permalink: /a, description: About A }]',
        'last_update: { date: 1700000000000 }',
      ),
      file,
    );
    expect(problems).toEqual([]);
    expect(frontMatter).toEqual({
      tags: [{ label: 'A', permalink: '/a', description: 'About A' }],
      last_update: { date: 1700000000000 },
    });
  });

  it('reads a file with Windows line breaks', () => {
    const { frontMatter, problems } = parseBlogPostFile('---\r\ntitle: Hi\r\ndate: soon\r\n---\r\nText.\r\n', file);
    expect(frontMatter).toEqual({ title: 'Hi' });
    expect(problems.map((p) => [p.line, p.column])).toEqual([[3, 1]]);
  });

  it('reads a file without front matter', () => {
    expect(parseBlogPostFile('# Title\n\nText.\n', file)).toEqual({
      frontMatter: {},
      body: '# Title\n\nText.\n',
      bodyLineOffset: 0,
      problems: [],
    });
  });

  it('reports YAML that does not parse at its line and column', () => {
    expect(parseBlogPostFile('---\ntitle: a: b\n---\n', file)).toEqual({
      frontMatter: {},
      body: '',
      bodyLineOffset: 0,
      problems: [
        {
          code: 'InvalidFrontMatter',
          severity: 'error',
          file,
          line: 2,
          column: 9,
          message:
            'The front matter is not valid YAML: incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line.',
          hint: yamlHint,
        },
      ],
    });
  });

  it('reports front matter that is not a mapping', () => {
    expect(problemsOf('- a', '- b')).toEqual([
      { line: 2, column: 1, severity: 'error', message: 'The front matter must be a YAML mapping of keys to values.' },
    ]);
  });

  it.each([
    [['title: [a]'], 2, 'Front matter "title" must be a string, but it is ["a"].'],
    [['slug: ""'], 2, 'Front matter "slug" must be a non-empty string, but it is \'\'.'],
    [['draft: yes please'], 2, 'Front matter "draft" must be true or false, but it is \'yes please\'.'],
    [['hide_table_of_contents: 1'], 2, 'Front matter "hide_table_of_contents" must be true or false, but it is 1.'],
    [
      ['tags: hello'],
      2,
      'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is \'hello\'.',
    ],
    [
      ['tags: [{ label: A }]'],
      2,
      'Front matter "tags" must be a list of tags: names, or mappings of a label and a permalink, but it is [{"label":"A"}].',
    ],
    [['keywords: a, b'], 2, 'Front matter "keywords" must be a list of strings, but it is \'a, b\'.'],
    [
      ['toc_max_heading_level: 7'],
      2,
      'Front matter "toc_max_heading_level" must be a number from 2 to 6, but it is 7.',
    ],
    [
      ['image: /img/my cover.png'],
      2,
      'Front matter "image" must be an address (https://…, /img/…, ./cover.png), but it is \'/img/my cover.png\'.',
    ],
    [
      ['author_url: 3'],
      2,
      'Front matter "author_url" must be an address (https://…, /img/…, ./cover.png), but it is 3.',
    ],
    [
      ['date: next week'],
      2,
      'Front matter "date" must be a date (2021-08-26, or a date and time such as 2021-08-26 10:00 or 2021-08-26T10:00:00Z), but it is \'next week\'.',
    ],
    [
      ['date: 1629936000000'],
      2,
      'Front matter "date" must be a date (2021-08-26, or a date and time such as 2021-08-26 10:00 or 2021-08-26T10:00:00Z), but it is 1629936000000.',
    ],
    [
      ['last_update: { editor: me }'],
      2,
      'Front matter "last_update" must be a mapping with a date (2024-05-31) and/or an author, but it is {"editor":"me"}.',
    ],
    [
      ['authors: true'],
      2,
      'Front matter "authors" must be an author key, an author (a mapping with a key, a name or an image_url) or a list of them, but it is true.',
    ],
    [
      ['authors: [slorber, null]'],
      2,
      'Front matter "authors" must list author keys and authors (mappings with a key, a name or an image_url), but it lists null.',
    ],
    [
      ['authors:', '  - title: CTO'],
      2,
      'Front matter "authors" must list author keys and authors (mappings with a key, a name or an image_url), but it lists {"title":"CTO"}.',
    ],
    [
      ['authors: { name: Joel, url: not a url }'],
      2,
      'The url of an author in front matter "authors" must be an address (https://…, /img/…, ./cover.png), but it is \'not a url\'.',
    ],
    [
      ['authors: { name: Joel, socials: joel }'],
      2,
      'The socials of an author in front matter "authors" must be a mapping of platforms to handles or addresses, but it is \'joel\'.',
    ],
  ])('reports %j', (lines, line, message) => {
    expect(problemsOf(...lines)).toEqual([{ line, column: 1, severity: 'error', message }]);
  });

  it('reports an author with both image_url and imageURL', () => {
    expect(problemsOf('authors: { name: Joel, image_url: /a.png, imageURL: /b.png }')).toEqual([
      {
        line: 2,
        column: 1,
        severity: 'error',
        message: 'An author in front matter "authors" gives both image_url and imageURL.',
        hint: 'Keep one of them.',
      },
    ]);
  });

  it('reports a wrong value at its own key, not at a nested key of the same name above it', () => {
    expect(
      problemsOf('last_update:', '  date: 2021-01-01', 'authors:', '  - name: Joel', '    title: CTO', 'title: [x]'),
    ).toEqual([
      { line: 7, column: 1, severity: 'error', message: 'Front matter "title" must be a string, but it is ["x"].' },
    ]);
  });

  it('keeps only the valid values, so that the path and authors are not reported a second time', () => {
    const { frontMatter } = parseBlogPostFile(withFrontMatter('title: Hi', 'date: soon', 'authors: true'), file);
    expect(frontMatter).toEqual({ title: 'Hi' });
  });

  it('reports a post both draft and unlisted, and toc levels the wrong way round', () => {
    expect(problemsOf('draft: true', 'unlisted: true', 'toc_min_heading_level: 4', 'toc_max_heading_level: 3')).toEqual(
      [
        {
          line: 3,
          column: 1,
          severity: 'error',
          message: 'Front matter "draft" and "unlisted" are both true: a post cannot be a draft and unlisted at once.',
          hint: 'Remove one of them: a draft is left out of the build, an unlisted post is built but listed nowhere.',
        },
        {
          line: 4,
          column: 1,
          severity: 'error',
          message: 'Front matter "toc_min_heading_level" (4) is greater than "toc_max_heading_level" (3).',
        },
      ],
    );
  });

  it('warns of a date past the end of its month, read on as Docusaurus and YAML read it', () => {
    const { frontMatter, problems } = parseBlogPostFile(withFrontMatter('date: 2021-02-30'), file);
    expect(frontMatter.date).toEqual(new Date('2021-03-02T00:00:00Z'));
    expect(problems.map((p) => [p.severity, p.line, p.message])).toEqual([
      [
        'warning',
        2,
        'Front matter "date" is 2021-02-30, which is not a day of the calendar: it is read as 2021-03-02, as Docusaurus reads it.',
      ],
    ]);
  });

  it('warns that "id" is deprecated, as Docusaurus does', () => {
    expect(problemsOf('id: welcome')).toEqual([
      {
        line: 2,
        column: 1,
        severity: 'warning',
        message: 'Front matter "id" is deprecated for blog posts: it does nothing.',
        hint: 'Use "slug" to choose the post\'s address.',
      },
    ]);
  });

  it("warns of an unknown key one edit from a known one, and keeps the site's own keys quietly", () => {
    const { frontMatter, problems } = parseBlogPostFile(
      withFrontMatter('titel: Welcome', 'tag: [a]', 'sidebar_position: 3', 'featured: true'),
      file,
    );
    expect(problems.map((p) => [p.severity, p.line, p.message, p.hint])).toEqual([
      [
        'warning',
        2,
        'Unknown front matter key "titel": it is kept for the site\'s components, but sitegen does not act on it.',
        'Did you mean "title"?',
      ],
      [
        'warning',
        3,
        'Unknown front matter key "tag": it is kept for the site\'s components, but sitegen does not act on it.',
        'Did you mean "tags"?',
      ],
    ]);
    expect(frontMatter).toEqual({ titel: 'Welcome', tag: ['a'], sidebar_position: 3, featured: true });
  });

  it('lists its keys', () => {
    expect(blogFrontMatterKeys).toContain('authors');
    expect(blogFrontMatterKeys).toContain('authorImageURL');
    expect(blogFrontMatterKeys).not.toContain('sidebar_position');
  });
});

describe('frontMatterKeyPosition and frontMatterValuePosition', () => {
  const source = withFrontMatter(
    'title: slorber',
    'authors:',
    '  - slorber',
    '  - "yangshun"',
    '  - { name: Joel }',
    'tags: [a, slorber]',
  );

  it('finds a top-level key', () => {
    expect(frontMatterKeyPosition(source, 'authors')).toEqual({ line: 3, column: 1 });
    expect(frontMatterKeyPosition(source, 'missing')).toEqual({ line: 1, column: 1 });
  });

  it('finds a value under its key, quoted or not, and not in other keys', () => {
    expect(frontMatterValuePosition(source, 'authors', 'slorber')).toEqual({ line: 4, column: 5 });
    expect(frontMatterValuePosition(source, 'authors', 'yangshun')).toEqual({ line: 5, column: 6 });
    expect(frontMatterValuePosition(source, 'authors', 'Joel')).toEqual({ line: 6, column: 13 });
    expect(frontMatterValuePosition(source, 'tags', 'slorber')).toEqual({ line: 7, column: 11 });
    // Not found: the key.
    expect(frontMatterValuePosition(source, 'authors', 'nobody')).toEqual({ line: 3, column: 1 });
  });

  it('finds the second occurrence of a value', () => {
    const twice = withFrontMatter('authors: [slorber, yangshun, slorber]');
    expect(frontMatterValuePosition(twice, 'authors', 'slorber', 1)).toEqual({ line: 2, column: 30 });
  });
});
