import { describe, expect, it } from 'vitest';
import type { BrokenReferencePolicy } from '../../../src/config/defineConfig.ts';
import { resolveHref } from '../../../src/links/resolveHref.ts';
import { reactPageLinks, validateLinks, type LinkToCheck } from '../../../src/links/validateLinks.ts';
import type { RenderedPage } from '../../../src/render/renderTypes.ts';

const docRouteByFile = new Map([
  ['/site/docs/a.md', '/docs/a'],
  ['/site/docs/b.md', '/docs/b'],
  ['/site/docs/quick-start.md', '/docs/quick-start'],
]);

type LinkSpec = [href: string, line: number, column: number, kind?: 'link' | 'image'];

/** A rendered page as renderPages would produce it, with Markdown links resolved from its file. */
function page(route: string, source: string, ids: string[], links: LinkSpec[] = []): RenderedPage {
  return {
    route,
    kind: 'doc',
    title: route,
    description: '',
    contentHtml: '',
    source,
    ids: new Set(ids),
    headings: [],
    links: links.map(([href, line, column, kind = 'link']) => ({
      href,
      line,
      column,
      kind,
      resolved: resolveHref(href, {
        fromRoute: route,
        fromFile: source,
        docRouteByFile,
        basePath: '/',
        trailingSlash: false,
      }),
    })),
  };
}

const site = {
  a: (links: LinkSpec[]) => page('/docs/a', '/site/docs/a.md', ['intro', 'usage'], links),
  b: (links: LinkSpec[]) => page('/docs/b', '/site/docs/b.md', ['props', 'examples'], links),
  quickStart: page('/docs/quick-start', '/site/docs/quick-start.md', ['install']),
  notFound: page('/404', '/theme/pages/NotFound.tsx', []),
};

function check(
  pages: RenderedPage[],
  options: {
    onBrokenLinks?: BrokenReferencePolicy;
    onBrokenAnchors?: BrokenReferencePolicy;
    extraLinks?: LinkToCheck[];
    ownPageAnchorsWarn?: boolean;
  } = {},
) {
  return validateLinks({
    siteDir: '/site',
    docFiles: ['/site/docs/a.md', '/site/docs/b.md', '/site/docs/quick-start.md', '/site/docs/guides/mising.md'],
    pages,
    extraLinks: options.extraLinks ?? [],
    staticPaths: new Set(['img/logo.png', 'files/my report.pdf']),
    onBrokenLinks: options.onBrokenLinks ?? 'throw',
    onBrokenAnchors: options.onBrokenAnchors ?? 'throw',
    ...(options.ownPageAnchorsWarn ? { ownPageAnchorsWarn: true } : {}),
  });
}

describe('validateLinks', () => {
  it('accepts links to pages, anchors, static files, Markdown files and external sites', () => {
    const pages = [
      site.a([
        ['/docs/b', 1, 1],
        ['/docs/b#props', 2, 1],
        ['#usage', 3, 1],
        ['./b.md#examples', 4, 1],
        ['/docs/b.html', 5, 1],
        ['/img/logo.png', 6, 1, 'image'],
        ['/files/my%20report.pdf', 7, 1],
        ['https://example.com/nowhere', 8, 1],
        ['/404', 9, 1],
        ['quick-start#install', 10, 1],
      ]),
      site.b([]),
      site.quickStart,
      site.notFound,
    ];
    expect(check(pages)).toEqual([]);
  });

  it('reports a broken link with "Did you mean" the closest route', () => {
    expect(check([site.a([['/docs/quick-strat', 12, 3]]), site.quickStart])).toEqual([
      {
        code: 'BrokenLink',
        severity: 'error',
        file: '/site/docs/a.md',
        line: 12,
        column: 3,
        message: 'Broken link on /docs/a: /docs/quick-strat is neither a page nor a static file.',
        hint: 'Did you mean /docs/quick-start?',
      },
    ]);
  });

  it('names the route when the link is written differently', () => {
    const [problem] = check([site.a([['/docs/quick-strat.html#x', 1, 1]]), site.quickStart]);
    expect(problem?.message).toBe(
      'Broken link on /docs/a: /docs/quick-strat.html#x (the route /docs/quick-strat) is neither a page nor a static file.',
    );
  });

  it('calls a broken image an image and does not suggest /404', () => {
    expect(
      check([
        site.a([
          ['/img/logo.pgn', 4, 1, 'image'],
          ['/40', 5, 1],
        ]),
        site.notFound,
      ]),
    ).toEqual([
      {
        code: 'BrokenLink',
        severity: 'error',
        file: '/site/docs/a.md',
        line: 4,
        column: 1,
        message: 'Broken image on /docs/a: /img/logo.pgn is neither a page nor a static file.',
        hint: 'No page has a similar path: check the spelling, or link to the Markdown file of the doc (./file.md) and let sitegen find its route.',
      },
      {
        code: 'BrokenLink',
        severity: 'error',
        file: '/site/docs/a.md',
        line: 5,
        column: 1,
        message: 'Broken link on /docs/a: /40 is neither a page nor a static file.',
        hint: 'No page has a similar path: check the spelling, or link to the Markdown file of the doc (./file.md) and let sitegen find its route.',
      },
    ]);
  });

  it('reports a link to a Markdown file that does not exist', () => {
    expect(check([site.a([['../guides/missing.md#x', 7, 9]])])).toEqual([
      {
        code: 'BrokenLink',
        severity: 'error',
        file: '/site/docs/a.md',
        line: 7,
        column: 9,
        message: 'Broken link on /docs/a: ../guides/missing.md#x names guides/missing.md, which does not exist.',
        hint: 'Did you mean ./guides/mising.md?',
      },
    ]);
  });

  it('reports a link to a Markdown file with no similar doc, saying paths are relative', () => {
    expect(check([site.a([['./nothing-like-it.md', 2, 1]])])).toEqual([
      {
        code: 'BrokenLink',
        severity: 'error',
        file: '/site/docs/a.md',
        line: 2,
        column: 1,
        message: 'Broken link on /docs/a: ./nothing-like-it.md names docs/nothing-like-it.md, which does not exist.',
        hint: 'Paths of Markdown links are relative to the file that holds the link.',
      },
    ]);
  });

  describe('anchors', () => {
    it('reports a broken anchor with the closest id', () => {
      expect(check([site.a([['/docs/b#prosp', 3, 5]]), site.b([])])).toEqual([
        {
          code: 'BrokenAnchor',
          severity: 'error',
          file: '/site/docs/a.md',
          line: 3,
          column: 5,
          message: 'Broken anchor on /docs/a: /docs/b#prosp points to #prosp, which /docs/b does not have.',
          hint: 'Did you mean #props?',
        },
      ]);
    });

    it('explains heading ids when no id is close', () => {
      expect(check([site.a([['#zzzzzzzzzzzz', 2, 1]])])).toEqual([
        {
          code: 'BrokenAnchor',
          severity: 'error',
          file: '/site/docs/a.md',
          line: 2,
          column: 1,
          message: 'Broken anchor on /docs/a: #zzzzzzzzzzzz points to #zzzzzzzzzzzz, which /docs/a does not have.',
          hint: '/docs/a has no element with that id; headings get ids from their text (e.g. "## Props" → #props).',
        },
      ]);
    });

    it("on a Docusaurus website, a missing anchor of the page itself is a warning, as Docusaurus does not check it; another page's stays an error", () => {
      expect(
        check(
          [
            site.a([
              ['#stage-0:-decorators', 2, 1],
              ['/docs/b#prosp', 3, 5],
            ]),
            site.b([]),
          ],
          { ownPageAnchorsWarn: true },
        ),
      ).toEqual([
        {
          code: 'BrokenAnchor',
          severity: 'warning',
          file: '/site/docs/a.md',
          line: 2,
          column: 1,
          message:
            'Broken anchor on /docs/a: #stage-0:-decorators points to #stage-0:-decorators, which /docs/a does not have.',
          hint: '/docs/a has no element with that id; headings get ids from their text (e.g. "## Props" → #props). A warning, whatever onBrokenAnchors says: Docusaurus does not check a link to an anchor of its own page.',
        },
        {
          code: 'BrokenAnchor',
          severity: 'error',
          file: '/site/docs/a.md',
          line: 3,
          column: 5,
          message: 'Broken anchor on /docs/a: /docs/b#prosp points to #prosp, which /docs/b does not have.',
          hint: 'Did you mean #props?',
        },
      ]);
    });

    it('compares percent-encoded anchors decoded', () => {
      const target = page('/docs/c', '/site/docs/c.md', ['\uFE0F-customizations']);
      expect(check([site.a([['/docs/c#%EF%B8%8F-customizations', 1, 1]]), target])).toEqual([]);
    });
  });

  describe('policies', () => {
    const pages = () => [
      site.a([
        ['/docs/nope', 1, 1],
        ['missing.md', 2, 1],
        ['#nope', 3, 1],
      ]),
    ];

    it("'warn' turns broken links into warnings", () => {
      expect(check(pages(), { onBrokenLinks: 'warn' }).map((p) => [p.code, p.severity])).toEqual([
        ['BrokenLink', 'warning'],
        ['BrokenLink', 'warning'],
        ['BrokenAnchor', 'error'],
      ]);
    });

    it("'ignore' drops broken links", () => {
      expect(check(pages(), { onBrokenLinks: 'ignore' }).map((p) => [p.code, p.severity])).toEqual([
        ['BrokenAnchor', 'error'],
      ]);
    });

    it("onBrokenAnchors 'warn' and 'ignore'", () => {
      expect(check(pages(), { onBrokenAnchors: 'warn' }).map((p) => [p.code, p.severity])).toEqual([
        ['BrokenLink', 'error'],
        ['BrokenLink', 'error'],
        ['BrokenAnchor', 'warning'],
      ]);
      expect(check(pages(), { onBrokenAnchors: 'ignore' }).map((p) => p.code)).toEqual(['BrokenLink', 'BrokenLink']);
    });

    it("'ignore' for both reports nothing", () => {
      expect(check(pages(), { onBrokenLinks: 'ignore', onBrokenAnchors: 'ignore' })).toEqual([]);
    });
  });

  it('sorts problems by file, then line, then column', () => {
    const pages = [
      site.b([
        ['/x3', 9, 1],
        ['/x1', 2, 8],
        ['/x2', 2, 3],
      ]),
      site.a([
        ['/y2', 5, 1],
        ['/y1', 1, 1],
      ]),
    ];
    const extraLinks: LinkToCheck[] = [
      {
        href: '/z',
        resolved: resolveHref('/z', { fromRoute: '/', docRouteByFile, basePath: '/', trailingSlash: false }),
        file: '/site/sitegen.config.ts',
        line: 4,
        column: 2,
        kind: 'link',
        fromRoute: '/',
      },
    ];
    expect(check(pages, { extraLinks }).map((p) => `${p.file}:${p.line}:${p.column}`)).toEqual([
      '/site/docs/a.md:1:1',
      '/site/docs/a.md:5:1',
      '/site/docs/b.md:2:3',
      '/site/docs/b.md:2:8',
      '/site/docs/b.md:9:1',
      '/site/sitegen.config.ts:4:2',
    ]);
  });
});

describe('reactPageLinks', () => {
  it('finds links in the page HTML and locates them in its source', () => {
    const rendered: RenderedPage = {
      ...page('/playground', '/site/pages/playground.tsx', []),
      contentHtml:
        '<p><a href="/docs/a#intro">A</a> <img src="/img/logo.png" alt=""> <a href="https://x.com">X</a></p>',
    };
    const source =
      'export default function Playground() {\n  return <p><a href=\'/docs/a#intro\'>A</a>\n    <img src="/img/logo.png" alt="" /></p>;\n}\n';
    expect(reactPageLinks(rendered, source, { basePath: '/', trailingSlash: false })).toEqual([
      {
        href: '/docs/a#intro',
        resolved: { kind: 'internal', route: '/docs/a', hash: 'intro', href: '/docs/a#intro' },
        file: '/site/pages/playground.tsx',
        line: 2,
        column: 22,
        kind: 'link',
        fromRoute: '/playground',
      },
      {
        href: '/img/logo.png',
        resolved: { kind: 'internal', route: '/img/logo.png', hash: '', href: '/img/logo.png' },
        file: '/site/pages/playground.tsx',
        line: 3,
        column: 15,
        kind: 'image',
        fromRoute: '/playground',
      },
      {
        href: 'https://x.com',
        resolved: { kind: 'external' },
        file: '/site/pages/playground.tsx',
        line: 1,
        column: 1,
        kind: 'link',
        fromRoute: '/playground',
      },
    ]);
  });
});
