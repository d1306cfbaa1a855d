import { describe, expect, it } from 'vitest';
import { parseAuthorsFile, type AuthorsFile } from '../../../src/blog/authorsFile.ts';
import { parseBlogPostFile } from '../../../src/blog/blogFrontMatter.ts';
import { resolvePostAuthors, type PostAuthorsInput } from '../../../src/blog/postAuthors.ts';

const file = '/site/blog/2021-08-26-welcome.md';
const authorsYml = [
  'slorber:',
  '  name: Sébastien Lorber',
  '  title: Docusaurus maintainer',
  '  image_url: /img/slorber.png',
  '  page: true',
  '  socials:',
  '    github: slorber',
  'yangshun:',
  '  name: Yangshun Tay',
  '  url: https://github.com/yangshun',
].join('\n');

function authorsFile(text = authorsYml): AuthorsFile {
  const parsed = parseAuthorsFile(text, '/site/blog/authors.yml', {
    baseUrl: '/base/',
    authorsRoute: '/base/blog/authors',
  });
  if (!parsed.authorsFile) throw new Error('no authors file');
  return parsed.authorsFile;
}

/** Resolves the authors of a post whose front matter is the given YAML lines. */
function resolve(lines: string[], options: Partial<PostAuthorsInput> = {}) {
  const source = ['---', ...lines, '---', 'Hello.', ''].join('\n');
  const { frontMatter, problems } = parseBlogPostFile(source, file);
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('\n'));
  return resolvePostAuthors({ frontMatter, authorsFile: authorsFile(), source, file, baseUrl: '/base/', ...options });
}

const slorber = {
  key: 'slorber',
  name: 'Sébastien Lorber',
  title: 'Docusaurus maintainer',
  imageURL: '/base/img/slorber.png',
  page: { permalink: '/base/blog/authors/slorber' },
  socials: { github: 'https://github.com/slorber' },
};
const yangshun = { key: 'yangshun', name: 'Yangshun Tay', url: 'https://github.com/yangshun', socials: {} };

describe('resolvePostAuthors', () => {
  it('resolves one key', () => {
    expect(resolve(['authors: slorber'])).toEqual({ authors: [slorber], problems: [] });
  });

  it('resolves a list of keys, in order', () => {
    expect(resolve(['authors: [yangshun, slorber]'])).toEqual({ authors: [yangshun, slorber], problems: [] });
  });

  it('resolves an inline author, its image under the base URL and its socials as addresses, and warns that it is inline', () => {
    const result = resolve([
      'authors:',
      '  name: Joel Marcey',
      '  title: Co-creator',
      '  image_url: /img/joel.png',
      '  socials:',
      '    x: JoelMarcey',
    ]);
    expect(result.authors).toEqual([
      {
        name: 'Joel Marcey',
        title: 'Co-creator',
        imageURL: '/base/img/joel.png',
        socials: { x: 'https://x.com/JoelMarcey' },
      },
    ]);
    expect(result.problems).toEqual([
      {
        code: 'InlineBlogAuthor',
        severity: 'warning',
        file,
        line: 3,
        column: 9,
        message: 'The author "Joel Marcey" is written in the post, not taken from authors.yml.',
        hint: "Declare the author once in authors.yml and name it here by its key; onInlineAuthors: 'ignore' in the blog's options allows inline authors.",
      },
    ]);
  });

  it("mixes inline authors and keys; an inline author with a key overrides the file's fields", () => {
    const result = resolve(
      ['authors:', '  - name: Joel', '  - slorber', '  - key: yangshun', '    title: Co-creator'],
      { onInlineAuthors: 'ignore' },
    );
    expect(result).toEqual({
      authors: [{ name: 'Joel', socials: {} }, slorber, { ...yangshun, title: 'Co-creator' }],
      problems: [],
    });
  });

  it("keeps the file's socials when an author with a key gives none, and replaces them when it does", () => {
    const kept = resolve(['authors: [{ key: slorber, title: CTO }]']);
    expect(kept.authors[0]?.socials).toEqual({ github: 'https://github.com/slorber' });
    const replaced = resolve(['authors: [{ key: slorber, socials: { x: seb } }]']);
    expect(replaced.authors[0]?.socials).toEqual({ x: 'https://x.com/seb' });
  });

  it('resolves the legacy author keys, as an inline author', () => {
    const result = resolve(
      [
        'author: Joel Marcey',
        'authorTitle: Co-creator',
        'author_url: https://github.com/JoelMarcey',
        'authorImageURL: /img/joel.png',
      ],
      { onInlineAuthors: 'throw' },
    );
    expect(result.authors).toEqual([
      {
        name: 'Joel Marcey',
        title: 'Co-creator',
        url: 'https://github.com/JoelMarcey',
        imageURL: '/base/img/joel.png',
        socials: {},
      },
    ]);
    expect(result.problems).toEqual([
      {
        code: 'InlineBlogAuthor',
        severity: 'error',
        file,
        line: 2,
        column: 1,
        message: 'The author "Joel Marcey" is written in the post, not taken from authors.yml.',
        hint: "Declare the author once in authors.yml and name it here by its key; onInlineAuthors: 'ignore' in the blog's options allows inline authors.",
      },
    ]);
  });

  it('prefers author_title to authorTitle, as Docusaurus does', () => {
    expect(resolve(['author_title: A', 'authorTitle: B'], { onInlineAuthors: 'ignore' }).authors).toEqual([
      { title: 'A', socials: {} },
    ]);
  });

  it('has no authors when the front matter names none, or an empty list', () => {
    expect(resolve([])).toEqual({ authors: [], problems: [] });
    expect(resolve(['authors: []'])).toEqual({ authors: [], problems: [] });
  });

  it('reports an unknown key at its place, with the key meant', () => {
    expect(resolve(['title: Welcome', 'authors:', '  - yangshun', '  - slorbr'])).toEqual({
      authors: [yangshun],
      problems: [
        {
          code: 'UnknownBlogAuthor',
          severity: 'error',
          file,
          line: 5,
          column: 5,
          message: 'The author "slorbr" is not in authors.yml.',
          hint: 'Did you mean "slorber"?',
        },
      ],
    });
  });

  it("reports an unknown single key on the key's line", () => {
    expect(resolve(['authors: yangshum']).problems.map((p) => [p.line, p.column, p.message, p.hint])).toEqual([
      [2, 10, 'The author "yangshum" is not in authors.yml.', 'Did you mean "yangshun"?'],
    ]);
  });

  it('lists the keys when none is close', () => {
    expect(resolve(['authors: [nobody]']).problems.map((p) => [p.line, p.column, p.hint])).toEqual([
      [2, 11, 'The authors of authors.yml are: slorber, yangshun.'],
    ]);
  });

  it('reports an unknown key of an author mapping at that key', () => {
    expect(
      resolve(['authors:', '  - key: yangshu', '    title: CTO']).problems.map((p) => [
        p.code,
        p.line,
        p.column,
        p.message,
        p.hint,
      ]),
    ).toEqual([
      ['UnknownBlogAuthor', 3, 10, 'The author "yangshu" is not in authors.yml.', 'Did you mean "yangshun"?'],
    ]);
  });

  it('reports a key when the blog has no authors file, or an empty one', () => {
    expect(resolve(['authors: [slorber]'], { authorsFile: undefined })).toEqual({
      authors: [],
      problems: [
        {
          code: 'UnknownBlogAuthor',
          severity: 'error',
          file,
          line: 2,
          column: 11,
          message: 'The author "slorber" is named by a key, but the blog has no authors.yml.',
          hint: "Create authors.yml in the blog folder with slorber: and the author's name under it, or write the author in the post: authors: [{ name: …, title: … }].",
        },
      ],
    });
    expect(resolve(['authors: slorber'], { authorsFile: authorsFile('') }).problems.map((p) => p.message)).toEqual([
      'The author "slorber" is named by a key, but the blog\'s authors.yml is empty.',
    ]);
  });

  it('names the authors file as the options do', () => {
    expect(resolve(['authors: [nobody]'], { authorsFileName: 'team.json' }).problems.map((p) => p.message)).toEqual([
      'The author "nobody" is not in team.json.',
    ]);
  });

  it('reports an author named twice', () => {
    expect(resolve(['authors: [slorber, yangshun, slorber]']).problems).toEqual([
      {
        code: 'InvalidBlogAuthors',
        severity: 'error',
        file,
        line: 2,
        column: 30,
        message: 'The author "slorber" is named twice in "authors".',
        hint: 'Name each author once.',
      },
    ]);
  });

  it('reports legacy author keys beside "authors"', () => {
    expect(resolve(['author: Joel', 'authors: [slorber]']).problems).toEqual([
      {
        code: 'InvalidBlogAuthors',
        severity: 'error',
        file,
        line: 3,
        column: 1,
        message: 'The front matter gives both "authors" and "author".',
        hint: 'Keep "authors" alone: write the author in it (authors: [{ name: …, title: … }]) or name it by its key in authors.yml.',
      },
    ]);
  });
});
