import { describe, expect, it } from 'vitest';
import { blogPostPath, frontMatterDate, normalizeUrl, parseBlogFileName } from '../../../src/blog/postPath.ts';

const file = '/site/blog/post.md';

/** A post whose front matter is the given YAML lines. */
function withFrontMatter(...lines: string[]): string {
  return ['---', ...lines, '---', 'Text.', ''].join('\n');
}

describe('parseBlogFileName', () => {
  it.each([
    ['2021-08-26-welcome.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021-08-26-welcome.mdx', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021/08/26/welcome.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021-08-26-welcome/index.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021-08-26-welcome/index.mdx', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021/08/26/welcome/index.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021/08/26-welcome.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    ['2021-08-26welcome.md', '/2021/08/26/welcome', '2021-08-26T00:00:00.000Z', 'welcome'],
    // Docusaurus keeps the folder, after the date.
    ['nested/2021-08-26-x.md', '/2021/08/26/nested/x', '2021-08-26T00:00:00.000Z', 'x'],
    ['2021-08-26.md', '/2021/08/26/', '2021-08-26T00:00:00.000Z', ''],
    // One digit months and days are dates too, kept as written in the slug.
    ['2021-8-6-x.md', '/2021/8/6/x', '2021-08-06T00:00:00.000Z', 'x'],
    // The last date of the path is the post's: the greedy folder takes the first.
    ['2020-01-01-old/2021-08-26-new.md', '/2021/08/26/2020-01-01-old/new', '2021-08-26T00:00:00.000Z', 'new'],
  ])('%s: date %s', (relativePath, slug, date, text) => {
    const parsed = parseBlogFileName(relativePath);
    expect({ slug: parsed.slug, date: parsed.date?.toISOString(), text: parsed.text }).toEqual({ slug, date, text });
  });

  it.each([
    ['welcome.md', '/welcome'],
    ['welcome.mdx', '/welcome'],
    ['welcome/index.md', '/welcome'],
    ['nested/x.md', '/nested/x'],
    ['no date.md', '/no date'],
    ['index.md', '/index'],
    ['nested\\x.md', '/nested/x'],
  ])('%s without a date is %s', (relativePath, slug) => {
    expect(parseBlogFileName(relativePath)).toEqual({ slug, text: slug.slice(1) });
  });
});

describe('normalizeUrl', () => {
  it.each([
    [['/', 'blog', '/2021/08/26/welcome'], '/blog/2021/08/26/welcome'],
    [['/', 'blog', 'foo'], '/blog/foo'],
    [['/', 'blog', '/foo/'], '/blog/foo/'],
    [['/', 'blog', '/'], '/blog/'],
    [['/base/', '/blog/', '/2021/08/26/'], '/base/blog/2021/08/26/'],
    [['', 'jmarcey'], 'jmarcey'],
    [['/blog/authors', 'slorber'], '/blog/authors/slorber'],
    [['https://example.com/', '/img/a.png'], 'https://example.com/img/a.png'],
    [['/', '/a//b'], '/a/b'],
    [[], ''],
  ])('%j → %s', (parts, url) => {
    expect(normalizeUrl(parts)).toBe(url);
  });
});

describe('frontMatterDate', () => {
  it.each([
    [new Date(Date.UTC(2021, 7, 26)), '2021-08-26T00:00:00.000Z'],
    ['2021-08-26', '2021-08-26T00:00:00.000Z'],
    ['2021-08-26 10:00', '2021-08-26T10:00:00.000Z'],
    ['2021-08-26T10:00', '2021-08-26T10:00:00.000Z'],
    ['2021/08/26', '2021-08-26T00:00:00.000Z'],
    ['August 26, 2021', '2021-08-26T00:00:00.000Z'],
    // A string with its zone is that instant (Docusaurus appends a second Z and gets no date).
    ['2021-08-26T10:00:00Z', '2021-08-26T10:00:00.000Z'],
    ['2021-08-26T10:00:00.000Z', '2021-08-26T10:00:00.000Z'],
    ['2021-08-26T10:00:00+02:00', '2021-08-26T08:00:00.000Z'],
    ['2021-08-26 10:00:00 +02:00', '2021-08-26T08:00:00.000Z'],
  ])('%j is %s, read as UTC', (value, iso) => {
    const result = frontMatterDate(value);
    expect(result.ok && result.date.toISOString()).toBe(iso);
  });

  it.each([['yesterday'], ['26/08/2021'], [''], [1629936000000], [true], [null], [['2021-08-26']]])(
    '%j is not a date',
    (value) => {
      expect(frontMatterDate(value).ok).toBe(false);
    },
  );
});

describe('blogPostPath', () => {
  it('takes the date and slug of the file name', () => {
    expect(blogPostPath({ relativePath: '2021-08-26-welcome.md' })).toEqual({
      path: {
        slug: '/2021/08/26/welcome',
        date: new Date('2021-08-26T00:00:00Z'),
        dateFrom: 'fileName',
        fileNameText: 'welcome',
      },
      problems: [],
    });
  });

  it('leaves the date to the caller when neither front matter nor the file name has one', () => {
    expect(blogPostPath({ relativePath: 'welcome/index.mdx' })).toEqual({
      path: { slug: '/welcome', fileNameText: 'welcome' },
      problems: [],
    });
  });

  it('prefers the front matter date, a YAML date or a string read as UTC', () => {
    const yamlDate = blogPostPath({
      relativePath: '2021-08-26-welcome.md',
      frontMatter: { date: new Date('2022-01-02T00:00:00Z') },
    });
    expect(yamlDate.path).toEqual({
      slug: '/2021/08/26/welcome',
      date: new Date('2022-01-02T00:00:00Z'),
      dateFrom: 'frontMatter',
      fileNameText: 'welcome',
    });
    const text = blogPostPath({ relativePath: 'welcome.md', frontMatter: { date: '2022-01-02 10:30' } });
    expect(text.path.date?.toISOString()).toBe('2022-01-02T10:30:00.000Z');
  });

  it.each([
    ['/foo', '2021-08-26-welcome.md', '/foo'],
    // Docusaurus joins a slug to the blog's route whether or not it starts with a slash: not to the post's folder.
    ['foo', 'nested/2021-08-26-x.md', '/foo'],
    ['foo/bar', 'nested/x/index.md', '/foo/bar'],
    ['/foo/', 'x.md', '/foo/'],
    ['/', 'x.md', '/'],
    [2021, 'x.md', '/2021'],
  ])('front matter slug %j of %s is %s', (slug, relativePath, expected) => {
    expect(blogPostPath({ relativePath, frontMatter: { slug } }).path.slug).toBe(expected);
  });

  it('reports a front matter date that is not one at its key, and falls back to the file name', () => {
    const source = withFrontMatter('title: Hello', 'last_update:', '  date: 2020-01-01', 'date: yesterday');
    expect(
      blogPostPath({ relativePath: '2021-08-26-welcome.md', frontMatter: { date: 'yesterday' }, source, file }),
    ).toEqual({
      path: {
        slug: '/2021/08/26/welcome',
        date: new Date('2021-08-26T00:00:00Z'),
        dateFrom: 'fileName',
        fileNameText: 'welcome',
      },
      problems: [
        {
          code: 'InvalidFrontMatter',
          severity: 'error',
          file,
          line: 5,
          column: 1,
          message:
            'Front matter "date" must be a date (2021-08-26, or a date and time such as 2021-08-26 10:00 or 2021-08-26T10:00:00Z), but it is \'yesterday\'.',
          hint: 'Write the date as YYYY-MM-DD, with a time if you like; a time without a zone is read as UTC, as Docusaurus reads it.',
        },
      ],
    });
  });

  it('reports a date in the file name that is not one, at the file', () => {
    expect(blogPostPath({ relativePath: '2021-13-45-x.md', file: '/site/blog/2021-13-45-x.md' })).toEqual({
      path: { slug: '/2021/13/45/x', fileNameText: 'x' },
      problems: [
        {
          code: 'InvalidBlogDate',
          severity: 'error',
          file: '/site/blog/2021-13-45-x.md',
          message: "The date in the post's path, 2021-13-45, is not a date.",
          hint: 'Name the post YYYY-MM-DD-title.md (or YYYY/MM/DD/title.md, YYYY-MM-DD-title/index.md), or give it a date in front matter.',
        },
      ],
    });
  });

  it('warns of a file name date past the end of its month, read on as Docusaurus reads it', () => {
    expect(blogPostPath({ relativePath: '2021-02-30-x.md', file: '/site/blog/2021-02-30-x.md' })).toEqual({
      path: { slug: '/2021/02/30/x', date: new Date('2021-03-02T00:00:00Z'), dateFrom: 'fileName', fileNameText: 'x' },
      problems: [
        {
          code: 'InvalidBlogDate',
          severity: 'warning',
          file: '/site/blog/2021-02-30-x.md',
          message:
            "The date in the post's path, 2021-02-30, is not a day of the calendar: it is read as 2021-03-02, as Docusaurus reads it.",
          hint: 'Correct the date in the file or folder name, or give the post a date in front matter.',
        },
      ],
    });
  });

  it('ignores a file name date that the front matter date replaces', () => {
    expect(blogPostPath({ relativePath: '2021-13-45-x.md', frontMatter: { date: '2021-08-26' } }).problems).toEqual([]);
  });
});
