import { describe, expect, it } from 'vitest';
import { validateConfig } from '../../../src/config/validateConfig.ts';

const file = '/site/sitegen.config.ts';
const base = { title: 'My docs', url: 'https://example.com' };

interface Expected {
  message: string;
  hint?: string;
}

/** What the user reads: message and hint, in order. */
function problems(config: unknown): Expected[] {
  return validateConfig(config, file).map(({ message, hint }) =>
    hint === undefined ? { message } : { message, hint },
  );
}

const topLevelKeys =
  'title, tagline, titleDelimiter, url, basePath, trailingSlash, favicon, readRoot, image, repositoryUrl, navbar, footer, ' +
  'announcementBar, colorMode, search, onBrokenLinks, onBrokenAnchors, onBrokenMarkdownLinks, staticDirectories, pages, headTags, scripts, ' +
  'stylesheets, noIndex, customFields, redirects, llms, clientModules, extends, schemas, limits, widgets, markdown, components, customCss, docs, docsInstances, blog, blogInstances, i18n';

describe('validateConfig', () => {
  it('accepts the smallest config', () => {
    expect(validateConfig(base, file)).toEqual([]);
  });

  it('accepts a config using every option', () => {
    const config = {
      ...base,
      url: 'https://example.com/',
      tagline: 'Fast docs',
      basePath: '/docs/',
      trailingSlash: true,
      favicon: 'img/favicon.ico',
      image: 'img/card.png',
      repositoryUrl: 'https://github.com/acme/docs',
      navbar: {
        title: 'Docs',
        logo: { src: 'logo.svg', alt: 'Logo', srcDark: 'logo-dark.svg' },
        items: [
          { label: 'Guide', to: '/guide', position: 'left', activeBasePath: '/guide', ariaLabel: 'Guide' },
          { type: 'link', label: 'GitHub', href: 'https://github.com' },
          { type: 'localeDropdown', position: 'right' },
          { type: 'search' },
          { type: 'docSidebar', sidebarId: 'api', label: 'API' },
        ],
        hideOnScroll: true,
      },
      footer: {
        style: 'dark',
        links: [
          {
            title: 'More',
            items: [
              { label: 'Blog', to: '/blog' },
              { label: 'X', href: 'https://x.com' },
            ],
          },
        ],
        copyright: '© Acme',
      },
      announcementBar: {
        id: 'v2',
        content: 'v2 is out',
        isCloseable: false,
        backgroundColor: '#000',
        textColor: '#fff',
      },
      colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: true },
      search: {
        provider: 'algolia',
        appId: 'APP',
        apiKey: 'key',
        indexName: 'docs',
        externalUrlRegex: 'example\\.org|example\\.net',
        contextualSearch: false,
        insights: true,
        hosts: [{ url: '127.0.0.1:8080', protocol: 'http' }],
      },
      onBrokenLinks: 'warn',
      onBrokenAnchors: 'ignore',
      docs: { routeBasePath: '/reference', versionTag: '2.0', toc: { min: 2, max: 6 } },
    };
    expect(validateConfig(config, file)).toEqual([]);
  });

  it('treats keys set to undefined as absent', () => {
    expect(validateConfig({ ...base, tagline: undefined, navbar: { title: undefined } }, file)).toEqual([]);
  });

  it('gives every diagnostic the InvalidConfig code and the config file, without a position', () => {
    expect(validateConfig({ url: 'https://example.com' }, file)).toEqual([
      { code: 'InvalidConfig', severity: 'error', message: 'Missing required key "title".', file },
    ]);
  });

  const cases: { name: string; config: unknown; expected: Expected[] }[] = [
    // The config itself.
    {
      name: 'a config that is not an object',
      config: 42,
      expected: [
        {
          message: 'The config must be an object, but it is 42.',
          hint: "Export it with: export default defineConfig({ title: '…', url: '…' });",
        },
      ],
    },
    {
      name: 'a config that is an array',
      config: [base],
      expected: [
        {
          message: 'The config must be an object, but it is […1 item].',
          hint: "Export it with: export default defineConfig({ title: '…', url: '…' });",
        },
      ],
    },

    // Required keys.
    { name: 'missing title', config: { url: base.url }, expected: [{ message: 'Missing required key "title".' }] },
    {
      name: 'missing title and url',
      config: {},
      expected: [{ message: 'Missing required key "title".' }, { message: 'Missing required key "url".' }],
    },
    {
      name: 'title is null',
      config: { ...base, title: null },
      expected: [{ message: '"title" must be a string, but it is null.' }],
    },

    // Unknown keys.
    {
      name: 'a misspelt key',
      config: { ...base, onBrokenLink: 'warn' },
      expected: [{ message: 'Unknown key "onBrokenLink" in the config.', hint: 'Did you mean "onBrokenLinks"?' }],
    },
    {
      name: 'a misspelt required key is reported once, not also as missing',
      config: { titel: 'My docs', url: base.url },
      expected: [{ message: 'Unknown key "titel" in the config.', hint: 'Did you mean "title"?' }],
    },
    {
      name: 'an unknown key with nothing close lists the allowed keys',
      config: { ...base, plugins: [] },
      expected: [
        { message: 'Unknown key "plugins" in the config.', hint: `Allowed keys in the config: ${topLevelKeys}.` },
      ],
    },
    {
      name: 'llms.include takes routes, which start with /',
      config: { ...base, llms: { include: ['docs/**'] } },
      expected: [
        {
          message:
            "\"llms.include[0]\" must be a route or a glob of routes starting with /, such as '/docs/**', but it is 'docs/**'.",
        },
      ],
    },
    {
      name: "an assistant's address must say where the page goes",
      config: { ...base, llms: { assistants: [{ label: 'Chat', url: 'https://chat.example.com/' }] } },
      expected: [
        {
          message:
            "\"llms.assistants[0].url\" must be an address with {url} where the page's Markdown address goes, but it is 'https://chat.example.com/'.",
          hint: "Did you mean 'https://chat.example.com/?q={url}'?",
        },
      ],
    },
    {
      name: 'llms is an object or false',
      config: { ...base, llms: 'yes' },
      expected: [
        {
          message:
            '"llms" must be { enabled, full, include, exclude, sections, assistants } or false, but it is \'yes\'.',
        },
      ],
    },
    {
      name: 'limits.maxFileSize must be a whole number of megabytes',
      config: { ...base, limits: { maxFileSize: 0.5 } },
      expected: [{ message: '"limits.maxFileSize" must be an integer from 1 to 2000, but it is 0.5.' }],
    },
    {
      name: 'a misspelt nested key',
      config: { ...base, navbar: { itemz: [] } },
      expected: [{ message: 'Unknown key "navbar.itemz" in the config.', hint: 'Did you mean "navbar.items"?' }],
    },
    {
      name: 'an unknown nested key lists the keys of that object',
      config: { ...base, colorMode: { theme: 'dark' } },
      expected: [
        {
          message: 'Unknown key "colorMode.theme" in the config.',
          hint: 'Allowed keys in "colorMode": defaultMode, disableSwitch, respectPrefersColorScheme.',
        },
      ],
    },
    {
      name: "an unknown key in a union variant lists that variant's keys",
      config: { ...base, search: { provider: 'local', indexName: 'docs' } },
      expected: [
        {
          message: 'Unknown key "search.indexName" in the config.',
          hint: 'Allowed keys in "search": provider, suggestions, missingResultsUrl.',
        },
      ],
    },

    // Wrong types.
    {
      name: 'a value outside a literal union',
      config: { ...base, onBrokenLinks: 'explode' },
      expected: [{ message: "\"onBrokenLinks\" must be one of 'throw', 'warn', 'ignore', but it is 'explode'." }],
    },
    {
      name: 'a literal union value close to an allowed one',
      config: { ...base, onBrokenAnchors: 'warning' },
      expected: [
        {
          message: "\"onBrokenAnchors\" must be one of 'throw', 'warn', 'ignore', but it is 'warning'.",
          hint: "Did you mean 'warn'?",
        },
      ],
    },
    {
      name: 'a boolean given as a string',
      config: { ...base, trailingSlash: 'true' },
      expected: [{ message: '"trailingSlash" must be a boolean, but it is \'true\'.' }],
    },
    {
      name: 'a number where a navbar item label belongs',
      config: {
        ...base,
        navbar: {
          items: [
            { label: 'A', to: '/a' },
            { label: 'B', to: '/b' },
            { label: 42, to: '/c' },
          ],
        },
      },
      expected: [{ message: '"navbar.items[2].label" must be a string, but it is 42.' }],
    },
    {
      name: 'an object where a string belongs',
      config: { ...base, title: { to: '/x' } },
      expected: [{ message: '"title" must be a string, but it is { to: \'/x\' }.' }],
    },
    {
      name: 'an array where a string belongs',
      config: { ...base, tagline: ['a', 'b', 'c'] },
      expected: [{ message: '"tagline" must be a string, but it is […3 items].' }],
    },
    {
      name: 'a long object is cut after the entries that fit',
      config: { ...base, favicon: { src: '/img/favicon.ico', sizes: '32x32', type: 'image/x-icon', media: 'all' } },
      expected: [
        { message: "\"favicon\" must be a string, but it is { src: '/img/favicon.ico', sizes: '32x32', … }." },
      ],
    },
    {
      name: 'nested objects and arrays are abbreviated, odd keys quoted',
      config: { ...base, image: { a: { b: 1 }, 'data-x': [1, 2], c: {}, d: [] } },
      expected: [{ message: '"image" must be a string, but it is { a: {…}, \'data-x\': […2 items], c: {}, d: [] }.' }],
    },
    {
      name: 'a long string is cut',
      config: { ...base, trailingSlash: 'x'.repeat(100) },
      expected: [{ message: `"trailingSlash" must be a boolean, but it is '${'x'.repeat(57)}…'.` }],
    },
    {
      name: 'a regular expression where a string belongs',
      config: {
        ...base,
        search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i', externalUrlRegex: /x/ },
      },
      expected: [{ message: '"search.externalUrlRegex" must be a string, but it is /x/.' }],
    },
    {
      name: 'an object where an array belongs',
      config: { ...base, navbar: { items: { to: '/x' } } },
      expected: [{ message: '"navbar.items" must be an array, but it is { to: \'/x\' }.' }],
    },
    {
      name: 'a string where an object belongs',
      config: { ...base, footer: 'dark' },
      expected: [{ message: '"footer" must be an object, but it is \'dark\'.' }],
    },
    {
      name: 'a string where a navbar item belongs',
      config: { ...base, navbar: { items: ['/docs'] } },
      expected: [{ message: '"navbar.items[0]" must be an object, but it is \'/docs\'.' }],
    },
    {
      name: 'every problem is reported, in order',
      config: { title: 1, url: base.url, colorMode: { defaultMode: 'auto', disableSwitch: 0 } },
      expected: [
        { message: '"title" must be a string, but it is 1.' },
        { message: "\"colorMode.defaultMode\" must be one of 'light', 'dark', but it is 'auto'." },
        { message: '"colorMode.disableSwitch" must be a boolean, but it is 0.' },
      ],
    },

    // url.
    {
      name: 'a url without protocol',
      config: { ...base, url: 'example.com' },
      expected: [
        {
          message:
            "\"url\" must be an absolute http(s) URL without a path, such as 'https://example.com', but it is 'example.com'.",
          hint: "Add the protocol: 'https://example.com'.",
        },
      ],
    },
    {
      name: 'a url with a path',
      config: { ...base, url: 'https://example.com/docs/' },
      expected: [
        {
          message:
            "\"url\" must be an absolute http(s) URL without a path, such as 'https://example.com', but it is 'https://example.com/docs/'.",
          hint: "Set url: 'https://example.com' and basePath: '/docs/'.",
        },
      ],
    },
    {
      name: 'a url that is not http(s)',
      config: { ...base, url: 'ftp://example.com' },
      expected: [
        {
          message:
            "\"url\" must be an absolute http(s) URL without a path, such as 'https://example.com', but it is 'ftp://example.com'.",
        },
      ],
    },
    {
      name: 'a url with a query',
      config: { ...base, url: 'http://localhost:3000?x=1' },
      expected: [
        {
          message:
            "\"url\" must be an absolute http(s) URL without a path, such as 'https://example.com', but it is 'http://localhost:3000?x=1'.",
          hint: "Set url: 'http://localhost:3000' and basePath: '/'.",
        },
      ],
    },

    // basePath.
    {
      name: 'a basePath without slashes',
      config: { ...base, basePath: 'docs' },
      expected: [
        {
          message: "\"basePath\" must be a path that starts and ends with '/', but it is 'docs'.",
          hint: "Did you mean '/docs/'?",
        },
      ],
    },
    {
      name: 'a basePath without its trailing slash',
      config: { ...base, basePath: '/docs' },
      expected: [
        {
          message: "\"basePath\" must be a path that starts and ends with '/', but it is '/docs'.",
          hint: "Did you mean '/docs/'?",
        },
      ],
    },
    {
      name: 'an empty basePath',
      config: { ...base, basePath: '' },
      expected: [
        {
          message: "\"basePath\" must be a path that starts and ends with '/', but it is ''.",
          hint: "Did you mean '/'?",
        },
      ],
    },

    // Navbar items.
    {
      name: 'a navbar link with both to and href',
      config: { ...base, navbar: { items: [{ label: 'A', to: '/a', href: 'https://a.com' }] } },
      expected: [
        {
          message: '"navbar.items[0]" must have exactly one of "to" or "href", but it has both.',
          hint: 'Use "to" for a page of this site and "href" for an external address.',
        },
      ],
    },
    {
      name: 'a navbar link with neither to nor href',
      config: { ...base, navbar: { items: [{ type: 'link', label: 'A' }] } },
      expected: [
        {
          message: '"navbar.items[0]" must have exactly one of "to" or "href", but it has neither.',
          hint: 'Use "to" for a page of this site and "href" for an external address.',
        },
      ],
    },
    {
      name: 'a relative to',
      config: { ...base, navbar: { items: [{ label: 'A', to: 'docs/intro' }] } },
      expected: [
        {
          message: "\"navbar.items[0].to\" must be a route that starts with '/', but it is 'docs/intro'.",
          hint: "Did you mean '/docs/intro'?",
        },
      ],
    },
    {
      name: 'an external address in to',
      config: { ...base, navbar: { items: [{ label: 'A', to: 'https://a.com' }] } },
      expected: [
        {
          message: "\"navbar.items[0].to\" must be a route that starts with '/', but it is 'https://a.com'.",
          hint: 'Use href for an external address.',
        },
      ],
    },
    {
      name: 'a navbar link without label',
      config: { ...base, navbar: { items: [{ to: '/a' }] } },
      expected: [{ message: 'Missing required key "navbar.items[0].label".' }],
    },
    {
      name: 'an unknown navbar item type',
      config: { ...base, navbar: { items: [{ type: 'dropdwon', label: 'More' }] } },
      expected: [
        {
          message:
            "\"navbar.items[0].type\" must be one of 'link', 'dropdown', 'doc', 'html', 'docsVersion', 'localeDropdown', 'docsVersionDropdown', 'search', 'colorMode', 'docSidebar', but it is 'dropdwon'.",
          hint: "Did you mean 'dropdown'?",
        },
      ],
    },
    {
      name: 'a dropdown without items',
      config: { ...base, navbar: { items: [{ type: 'dropdown', label: 'More' }] } },
      expected: [
        {
          message: 'Missing required key "navbar.items[0].items".',
          hint: 'Required when "navbar.items[0].type" is \'dropdown\'.',
        },
      ],
    },
    {
      name: 'a docSidebar item without sidebarId',
      config: { ...base, navbar: { items: [{ type: 'docSidebar', label: 'API' }] } },
      expected: [
        {
          message: 'Missing required key "navbar.items[0].sidebarId".',
          hint: 'Required when "navbar.items[0].type" is \'docSidebar\'.',
        },
      ],
    },
    {
      name: 'a key of another item type',
      config: { ...base, navbar: { items: [{ type: 'search', label: 'Search' }] } },
      expected: [
        {
          message: 'Unknown key "navbar.items[0].label" in the config.',
          hint: 'Allowed keys in "navbar.items[0]": type, position.',
        },
      ],
    },
    {
      name: 'a logo without alt',
      config: { ...base, navbar: { logo: { src: 'logo.svg' } } },
      expected: [{ message: 'Missing required key "navbar.logo.alt".' }],
    },

    // Footer.
    {
      name: 'a footer column without items and a footer link without target',
      config: { ...base, footer: { links: [{ title: 'A' }, { title: 'B', items: [{ label: 'X' }] }] } },
      expected: [
        { message: 'Missing required key "footer.links[0].items".' },
        {
          message: '"footer.links[1].items[0]" must have exactly one of "to" or "href", but it has neither.',
          hint: 'Use "to" for a page of this site and "href" for an external address.',
        },
      ],
    },

    // Announcement bar.
    {
      name: 'an announcement bar without id',
      config: { ...base, announcementBar: { content: 'Hi' } },
      expected: [{ message: 'Missing required key "announcementBar.id".' }],
    },

    // Search.
    {
      name: 'algolia without its keys',
      config: { ...base, search: { provider: 'algolia' } },
      expected: [
        { message: 'Missing required key "search.appId".', hint: 'Required when "search.provider" is \'algolia\'.' },
        { message: 'Missing required key "search.apiKey".', hint: 'Required when "search.provider" is \'algolia\'.' },
        {
          message: 'Missing required key "search.indexName".',
          hint: 'Required when "search.provider" is \'algolia\'.',
        },
      ],
    },
    {
      name: 'search without provider',
      config: { ...base, search: {} },
      expected: [{ message: 'Missing required key "search.provider".', hint: "Set it to one of 'local', 'algolia'." }],
    },
    {
      name: 'an unknown search provider',
      config: { ...base, search: { provider: 'algolya' } },
      expected: [
        {
          message: "\"search.provider\" must be one of 'local', 'algolia', but it is 'algolya'.",
          hint: "Did you mean 'algolia'?",
        },
      ],
    },
    {
      name: 'an invalid externalUrlRegex',
      config: {
        ...base,
        search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i', externalUrlRegex: '(' },
      },
      expected: [
        {
          message: '"search.externalUrlRegex" must be a valid regular expression, but it is \'(\'.',
          hint: 'Invalid regular expression: /(/: Unterminated group',
        },
      ],
    },
    {
      name: 'an algolia host with a wrong protocol',
      config: {
        ...base,
        search: { provider: 'algolia', appId: 'A', apiKey: 'k', indexName: 'i', hosts: [{ url: 'h', protocol: 'ws' }] },
      },
      expected: [{ message: "\"search.hosts[0].protocol\" must be one of 'http', 'https', but it is 'ws'." }],
    },

    // Docs.
    {
      name: 'a toc level below 2',
      config: { ...base, docs: { toc: { min: 1, max: 3 } } },
      expected: [{ message: '"docs.toc.min" must be an integer from 2 to 6, but it is 1.' }],
    },
    {
      name: 'a toc level that is not an integer',
      config: { ...base, docs: { toc: { min: 2, max: 3.5 } } },
      expected: [{ message: '"docs.toc.max" must be an integer from 2 to 6, but it is 3.5.' }],
    },
    {
      name: 'a toc level given as a string',
      config: { ...base, docs: { toc: { min: '2', max: 7 } } },
      expected: [
        { message: '"docs.toc.min" must be an integer from 2 to 6, but it is \'2\'.' },
        { message: '"docs.toc.max" must be an integer from 2 to 6, but it is 7.' },
      ],
    },
    {
      name: 'a toc min above max',
      config: { ...base, docs: { toc: { min: 4, max: 3 } } },
      expected: [
        {
          message: '"docs.toc.min" must be at most "docs.toc.max" (3), but it is 4.',
          hint: 'The table of contents shows headings from level min to level max.',
        },
      ],
    },
    {
      name: 'a toc without max',
      config: { ...base, docs: { toc: { min: 2 } } },
      expected: [{ message: 'Missing required key "docs.toc.max".' }],
    },
    {
      name: 'a Markdown plugin that is neither a function nor [function, options]',
      config: { ...base, markdown: { rehypePlugins: [() => undefined, [{}, {}], 42] } },
      expected: [
        {
          message:
            '"markdown.rehypePlugins[1]" must be a unified plugin: a function, or [plugin, options], but it is […2 items].',
        },
        {
          message:
            '"markdown.rehypePlugins[2]" must be a unified plugin: a function, or [plugin, options], but it is 42.',
        },
      ],
    },
    {
      name: 'a stylesheet that is not a .css file, in a list: the item, not the list',
      config: { ...base, customCss: ['./a.css', 'b.scss', 'c.less'] },
      expected: [
        {
          message:
            "\"customCss[2]\" must be a .css (or Sass .scss, .sass) file inside the site, such as './src/custom.css', but it is 'c.less'.",
        },
      ],
    },
    {
      name: 'customCss of another kind',
      config: { ...base, customCss: 42 },
      expected: [
        {
          message:
            '"customCss" must be a stylesheet of the site, or a list of them, such as \'./src/custom.css\', but it is 42.',
        },
      ],
    },
    {
      name: 'an editUrl that is not an address, or of another kind',
      config: { ...base, docs: { editUrl: 'github.com/org/repo' } },
      expected: [
        {
          message:
            "\"docs.editUrl\" must be an http(s) address, such as 'https://github.com/org/repo/edit/main/', but it is 'github.com/org/repo'.",
        },
      ],
    },
    {
      name: 'an editUrl of another kind',
      config: { ...base, docs: { editUrl: true } },
      expected: [
        {
          message:
            '"docs.editUrl" must be an http(s) address, or a function of the doc that returns one, but it is true.',
        },
      ],
    },
    {
      name: 'a component override that leaves the site',
      config: { ...base, components: { Footer: '../shared/Footer.tsx' } },
      expected: [
        {
          message:
            "\"components.Footer\" must be a module inside the site, such as './src/theme/Footer.tsx', but it is '../shared/Footer.tsx'.",
        },
      ],
    },
  ];

  it.each(cases)('reports $name', ({ config, expected }) => {
    expect(problems(config)).toEqual(expected);
  });
});
