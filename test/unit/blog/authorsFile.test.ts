import { describe, expect, it } from 'vitest';
import { kebabCase, parseAuthorsFile } from '../../../src/blog/authorsFile.ts';
import { normalizeSocials } from '../../../src/blog/authorSocials.ts';

const file = '/site/blog/authors.yml';

/** The problems of an authors file, each as line, column, severity, message and hint. */
function problemsOf(text: string, name = file) {
  return parseAuthorsFile(text, name).problems.map((p) => ({
    line: p.line,
    column: p.column,
    severity: p.severity,
    message: p.message,
    hint: p.hint,
  }));
}

describe('parseAuthorsFile', () => {
  it('reads each author, its socials as addresses and its page', () => {
    const text = [
      'slorber:',
      '  name: Sébastien Lorber',
      '  title: Docusaurus maintainer',
      '  url: https://sebastienlorber.com',
      '  image_url: https://github.com/slorber.png',
      '  email: seb@example.com',
      '  page: true',
      '  socials:',
      '    x: sebastienlorber',
      '    github: slorber',
      '    linkedin: sebastienlorber',
      '    stackoverflow: 82609',
      '    bluesky: slorber.bsky.social',
      '    instagram: slorber',
      '    threads: slorber',
      '    mastodon: slorber',
      '    twitch: slorber',
      '    youtube: slorber',
      '    twitter: sebastienlorber',
      '    email: seb@example.com',
      '    newsletter: https://thisweekinreact.com',
      '    Discord: slorber',
      'JMarcey:',
      '  name: Joel Marcey',
      '  imageURL: /img/joel.png',
      '  page: { permalink: /joel-custom }',
      'yangshun:',
      '  image_url: https://github.com/yangshun.png',
      '  description: Co-creator',
    ].join('\n');
    const { authorsFile, problems } = parseAuthorsFile(text, file, {
      baseUrl: '/base/',
      authorsRoute: '/base/blog/authors',
    });
    expect(problems).toEqual([]);
    expect(authorsFile?.file).toBe(file);
    expect([...(authorsFile?.authors ?? new Map()).entries()]).toEqual([
      [
        'slorber',
        {
          key: 'slorber',
          name: 'Sébastien Lorber',
          title: 'Docusaurus maintainer',
          url: 'https://sebastienlorber.com',
          imageURL: 'https://github.com/slorber.png',
          email: 'seb@example.com',
          page: { permalink: '/base/blog/authors/slorber' },
          socials: {
            x: 'https://x.com/sebastienlorber',
            github: 'https://github.com/slorber',
            linkedin: 'https://www.linkedin.com/in/sebastienlorber/',
            stackoverflow: 'https://stackoverflow.com/users/82609',
            bluesky: 'https://bsky.app/profile/slorber.bsky.social',
            instagram: 'https://www.instagram.com/slorber',
            threads: 'https://www.threads.net/@slorber',
            mastodon: 'https://mastodon.social/@slorber',
            twitch: 'https://twitch.tv/slorber',
            youtube: 'https://youtube.com/@slorber',
            twitter: 'https://twitter.com/sebastienlorber',
            email: 'mailto:seb@example.com',
            newsletter: 'https://thisweekinreact.com',
            // An unknown platform keeps its handle and its name as written.
            Discord: 'slorber',
          },
        },
      ],
      [
        'JMarcey',
        {
          key: 'JMarcey',
          name: 'Joel Marcey',
          imageURL: '/base/img/joel.png',
          page: { permalink: '/base/blog/authors/joel-custom' },
          socials: {},
        },
      ],
      [
        'yangshun',
        { key: 'yangshun', imageURL: 'https://github.com/yangshun.png', description: 'Co-creator', socials: {} },
      ],
    ]);
  });

  it('gives pages at the key in kebab case inside the authors route, by default /', () => {
    const { authorsFile } = parseAuthorsFile(
      'JMarcey:\n  name: Joel\n  page: true\nozaki_yangshun:\n  name: Yangshun\n  page: true\n',
      file,
    );
    expect([...(authorsFile?.authors.values() ?? [])].map((a) => a.page)).toEqual([
      { permalink: '/j-marcey' },
      { permalink: '/ozaki-yangshun' },
    ]);
  });

  it('gives no page for page: false', () => {
    const { authorsFile, problems } = parseAuthorsFile('slorber:\n  name: S\n  page: false\n', file);
    expect(problems).toEqual([]);
    expect(authorsFile?.authors.get('slorber')).toEqual({ key: 'slorber', name: 'S', socials: {} });
  });

  it('reads authors.json as Docusaurus does, through the YAML parser', () => {
    const json = '{\n  "slorber": {\n    "name": "Sébastien",\n    "socials": { "github": "slorber" }\n  }\n}\n';
    const { authorsFile, problems } = parseAuthorsFile(json, '/site/blog/authors.json');
    expect(problems).toEqual([]);
    expect(authorsFile?.authors.get('slorber')).toEqual({
      key: 'slorber',
      name: 'Sébastien',
      socials: { github: 'https://github.com/slorber' },
    });
  });

  it('reads an empty file as no authors', () => {
    expect(parseAuthorsFile('# nobody yet\n', file)).toEqual({
      authorsFile: { file, authors: new Map() },
      problems: [],
    });
  });

  it('reports YAML that does not parse at its line and column', () => {
    expect(problemsOf('slorber:\n  name: [Sébastien\n')).toEqual([
      {
        line: 3,
        column: 1,
        severity: 'error',
        message: 'authors.yml is not valid YAML: unexpected end of the stream within a flow collection.',
        hint: 'Each author is a key, with name, title, url, image_url, email, page and socials under it; quote values that contain a colon followed by a space.',
      },
    ]);
  });

  it('reports a file that is not a mapping', () => {
    expect(problemsOf('- slorber\n')).toEqual([
      {
        line: 1,
        column: 1,
        severity: 'error',
        message:
          'authors.yml must hold a mapping of author keys to their name, title, url, image_url, email, page and socials.',
        hint: 'Write each author as a key with its fields under it, e.g. slorber: then, indented, name: Sébastien Lorber.',
      },
    ]);
  });

  it.each([
    [
      'slorber: Sébastien\n',
      1,
      1,
      'The author "slorber" must be a mapping of its name, title, url, image_url, email, page and socials, but it is \'Sébastien\'.',
      "Write the author's fields under its key, indented, e.g. name: Sébastien Lorber.",
    ],
    [
      'slorber:\n',
      1,
      1,
      'The author "slorber" must be a mapping of its name, title, url, image_url, email, page and socials, but it is null.',
      "Write the author's fields under its key, indented, e.g. name: Sébastien Lorber.",
    ],
    [
      'slorber:\n  title: Maintainer\n',
      1,
      1,
      'The author "slorber" has neither a name nor an image_url.',
      'Give it a name (name: …) or a picture (image_url: …).',
    ],
    [
      'slorber:\n  name: 3\n',
      2,
      3,
      'The name of the author "slorber" must be a string, but it is 3.',
      'Quote it: name: "3".',
    ],
    [
      'slorber:\n  name: S\n  email: [a, b]\n',
      3,
      3,
      'The email of the author "slorber" must be a string, but it is ["a","b"].',
      undefined,
    ],
    [
      'slorber:\n  name: S\n  url: not an address\n',
      3,
      3,
      'The url of the author "slorber" must be an address (https://…, /img/…), but it is \'not an address\'.',
      undefined,
    ],
    [
      'slorber:\n  name: S\n  image_url: /img/my photo.png\n',
      3,
      3,
      'The image_url of the author "slorber" must be an address (https://…, /img/…), but it is \'/img/my photo.png\'.',
      undefined,
    ],
    [
      'slorber:\n  name: S\n  image_url: /a.png\n  imageURL: /b.png\n',
      1,
      1,
      'The author "slorber" gives both image_url and imageURL.',
      'Keep one of them.',
    ],
    [
      'slorber:\n  name: S\n  page: yes please\n',
      3,
      3,
      'The page of the author "slorber" must be true, false or a mapping with a permalink, but it is \'yes please\'.',
      'page: true gives the author a page at its key; page: { permalink: /custom } chooses its address.',
    ],
    [
      'slorber:\n  name: S\n  page: { path: /x }\n',
      3,
      3,
      'The page of the author "slorber" must be true, false or a mapping with a permalink, but it is {"path":"/x"}.',
      'page: true gives the author a page at its key; page: { permalink: /custom } chooses its address.',
    ],
    [
      'slorber:\n  name: S\n  socials: slorber\n',
      3,
      3,
      'The socials of the author "slorber" must be a mapping of platforms to handles or addresses, but it is \'slorber\'.',
      'Write each platform under socials:, indented, e.g. github: slorber.',
    ],
    [
      'slorber:\n  name: S\n  socials:\n    github: github.com/slorber\n',
      4,
      5,
      'The github of the author "slorber" must be a handle or an http(s) or mailto: address, but it is \'github.com/slorber\'.',
      'Write the handle alone (slorber), or the whole address (https://github.com/slorber).',
    ],
    [
      'slorber:\n  name: S\n  socials:\n    github: 1234\n',
      4,
      5,
      'The github of the author "slorber" must be a handle or an http(s) or mailto: address, but it is 1234.',
      'Quote it: github: "1234".',
    ],
    [
      'slorber:\n  name: S\n  socials:\n    other: [a]\n',
      4,
      5,
      'The other of the author "slorber" must be a handle or an http(s) or mailto: address, but it is ["a"].',
      undefined,
    ],
  ])('reports %j', (text, line, column, message, hint) => {
    expect(problemsOf(text)).toEqual([{ line, column, severity: 'error', message, hint }]);
  });

  it('keeps an author with a wrong field, without that field, so posts naming it are not reported again', () => {
    const { authorsFile } = parseAuthorsFile('slorber:\n  name: S\n  url: not an address\n', file);
    expect(authorsFile?.authors.get('slorber')).toEqual({ key: 'slorber', name: 'S', socials: {} });
  });

  it('warns of unknown fields, with the field meant', () => {
    expect(
      problemsOf('slorber:\n  name: S\n  titel: Maintainer\n  twitter: slorber\n  favourite_color: blue\n'),
    ).toEqual([
      {
        line: 3,
        column: 3,
        severity: 'warning',
        message:
          'The author "slorber" has an unknown field "titel": it is kept for the site\'s components, but sitegen does not act on it.',
        hint: 'Did you mean "title"?',
      },
      {
        line: 4,
        column: 3,
        severity: 'warning',
        message:
          'The author "slorber" has an unknown field "twitter": it is kept for the site\'s components, but sitegen does not act on it.',
        hint: 'Put it under socials: (socials: then, indented, twitter: slorber), where it becomes a link.',
      },
      {
        line: 5,
        column: 3,
        severity: 'warning',
        message:
          'The author "slorber" has an unknown field "favourite_color": it is kept for the site\'s components, but sitegen does not act on it.',
        hint: 'The fields of an author are: name, title, url, image_url, email, description, page and socials.',
      },
    ]);
    const { authorsFile } = parseAuthorsFile('slorber:\n  name: S\n  favourite_color: blue\n', file);
    expect(authorsFile?.authors.get('slorber')).toEqual({
      key: 'slorber',
      name: 'S',
      socials: {},
      custom: { favourite_color: 'blue' },
    });
  });

  it('reports two authors with the same page', () => {
    expect(
      problemsOf(
        'a:\n  name: A\n  page: { permalink: /same }\nb:\n  name: B\n  page: { permalink: same/ }\nc:\n  name: C\n  page: { permalink: /same/ }\n',
      ),
    ).toEqual([
      {
        line: 4,
        column: 1,
        severity: 'error',
        message: 'The authors "a" and "b" have the same page, /same.',
        hint: 'Give one of them a page of its own: page: { permalink: /another }.',
      },
      {
        line: 7,
        column: 1,
        severity: 'error',
        message: 'The authors "a" and "c" have the same page, /same.',
        hint: 'Give one of them a page of its own: page: { permalink: /another }.',
      },
    ]);
  });

  it('places problems of a JSON file at the quoted key', () => {
    expect(problemsOf('{\n  "slorber": {\n    "name": 3\n  }\n}\n', '/site/blog/authors.json')).toEqual([
      {
        line: 3,
        column: 5,
        severity: 'error',
        message: 'The name of the author "slorber" must be a string, but it is 3.',
        hint: 'Quote it: "name": "3".',
      },
    ]);
  });

  it("places problems of a flow mapping on the key's line", () => {
    expect(problemsOf('slorber: { name: S, url: not an address }\n')).toEqual([
      {
        line: 1,
        column: 21,
        severity: 'error',
        message:
          'The url of the author "slorber" must be an address (https://…, /img/…), but it is \'not an address\'.',
        hint: undefined,
      },
    ]);
  });
});

describe('normalizeSocials', () => {
  it('makes handles of the known platforms addresses, keeps addresses, and lowercases known platform names', () => {
    expect(
      normalizeSocials({
        GitHub: 'slorber',
        X: 'https://x.com/seb',
        linkedin: 'http://linkedin.com/in/seb',
        mail: 'mailto:a@b.c',
        stackoverflow: 82609,
      }),
    ).toEqual({
      socials: {
        github: 'https://github.com/slorber',
        X: 'https://x.com/seb',
        linkedin: 'http://linkedin.com/in/seb',
        mail: 'mailto:a@b.c',
        stackoverflow: 'https://stackoverflow.com/users/82609',
      },
      problems: [],
    });
  });

  it('refuses a value with a slash that is no address, and a number but for stackoverflow', () => {
    expect(normalizeSocials({ github: 'https:/github.com/x', x: 42 }).problems.map((p) => p.platform)).toEqual([
      'github',
      'x',
    ]);
  });
});

describe('kebabCase', () => {
  it.each([
    ['slorber', 'slorber'],
    ['JMarcey', 'j-marcey'],
    ['ozaki_yangshun', 'ozaki-yangshun'],
    ['Sébastien Lorber', 'sebastien-lorber'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['user2', 'user-2'],
    ['--a--b--', 'a-b'],
  ])('%s → %s', (key, kebab) => {
    expect(kebabCase(key)).toBe(kebab);
  });
});
