import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { SiteContext, type SiteContextValue, type ThemeConfig, type ThemeNavbarItem } from '../../../theme/context.ts';
import { isActive, NavbarItem } from '../../../theme/layout/NavbarItem.tsx';

const render = (item: unknown, current = '/docs/a') =>
  renderToStaticMarkup(<NavbarItem item={item as ThemeNavbarItem} current={current} />);
const classicSite: SiteContextValue = {
  config: { classic: true, basePath: '/' } as ThemeConfig,
  page: { kind: 'doc', route: '/', href: '/', title: '', description: '' },
  sidebars: {},
};
const classic = (element: ReactElement) =>
  renderToStaticMarkup(<SiteContext.Provider value={classicSite}>{element}</SiteContext.Provider>);

describe('NavbarItem', () => {
  it('renders an item it cannot handle as an error showing its configuration, not a blank', () => {
    expect(render({ type: 'custom-banner', label: 'More' })).toBe(
      '<span class="sg-navbar__error" role="alert">This navbar item could not be rendered; check its configuration: ' +
        '<code>{&quot;type&quot;:&quot;custom-banner&quot;,&quot;label&quot;:&quot;More&quot;}</code></span>',
    );
  });

  it('renders a dropdown as a <details> menu of its links, active when one of them is', () => {
    const more = {
      type: 'dropdown',
      label: 'More',
      position: 'left',
      items: [
        { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' },
        { type: 'html', value: '<hr>', position: 'left' },
      ],
    };
    expect(render(more, '/blog')).toBe(
      '<details class="sg-dropdown" data-dropdown=""><summary class="sg-navbar__link is-active">More</summary>' +
        '<ul class="sg-dropdown__menu"><li><a class="is-active" href="/blog" aria-current="page">Blog</a></li><li><div class="sg-navbar__html"><hr></div></li></ul></details>',
    );
  });

  it('renders a link given as HTML with its label as its accessible name, and its class', () => {
    const github = {
      type: 'link',
      label: 'GitHub',
      html: '<svg></svg>',
      href: 'https://github.com',
      external: true,
      position: 'right',
      className: 'header-github-link',
    };
    expect(render(github)).toBe(
      '<a class="sg-navbar__link header-github-link" href="https://github.com" target="_blank" rel="noopener noreferrer" aria-label="GitHub"><svg></svg></a>',
    );
  });

  it('marks the active link with aria-current, on its page and under it, or under activeBasePath', () => {
    const demos = {
      type: 'link',
      label: 'Demos',
      href: '/docs/demo',
      external: false,
      position: 'left',
      activeBasePath: '/docs/demo',
    };
    expect(render(demos, '/docs/demo')).toContain('aria-current="page"');
    expect(render(demos, '/docs/demo/viewer')).toContain('aria-current="page"');
    expect(render(demos, '/docs/demo-viewer/array')).not.toContain('aria-current');
    expect(render({ ...demos, activeBasePath: undefined }, '/docs/demo/viewer')).toContain('aria-current="page"');
    expect(render({ ...demos, activeBasePath: '/docs/other' }, '/docs/demo')).not.toContain('aria-current');
  });

  it("on a Docusaurus website, gives the active link and its hover Infima's classes, and in the mobile menu Infima's menu link", () => {
    const blog = { type: 'link', label: 'Blog', href: '/blog', external: false, position: 'right' } as ThemeNavbarItem;
    expect(classic(<NavbarItem item={blog} current="/blog/2024/01/02/post" />)).toBe(
      '<a class="sg-navbar__link is-active navbar__item navbar__link navbar__link--active" href="/blog" aria-current="page">Blog</a>',
    );
    expect(classic(<NavbarItem item={blog} current="/blog/2024/01/02/post" mobile />)).toBe(
      '<a class="sg-navbar__link is-active menu__link menu__link--active" href="/blog" aria-current="page">Blog</a>',
    );
    expect(classic(<NavbarItem item={blog} current="/docs" mobile />)).toBe(
      '<a class="sg-navbar__link menu__link" href="/blog">Blog</a>',
    );
  });

  it("in the mobile menu of a Docusaurus website, renders a dropdown as a collapsible entry of Infima's menu", () => {
    const more = {
      type: 'dropdown',
      label: 'More',
      position: 'left',
      items: [{ type: 'link', label: 'Blog', href: '/blog', external: false, position: 'left' }],
    } as ThemeNavbarItem;
    expect(classic(<NavbarItem item={more} current="/blog" mobile />)).toBe(
      '<details class="sg-dropdown" data-dropdown=""><summary class="sg-navbar__link is-active menu__link menu__link--sublist menu__link--sublist-caret">More</summary>' +
        '<ul class="sg-dropdown__menu menu__list"><li><a class="is-active menu__link menu__link--active" href="/blog" aria-current="page">Blog</a></li></ul></details>',
    );
    expect(classic(<NavbarItem item={more} current="/blog" />)).toContain(
      '<details class="sg-dropdown navbar__item dropdown dropdown--hoverable" data-dropdown="">',
    );
  });

  it('marks a docSidebar item active on the docs of its sidebar, and only there', () => {
    const item = {
      type: 'link',
      label: 'Guide',
      href: '/docs/guide/intro',
      external: false,
      position: 'left',
      activeSidebar: 'guideSidebar',
    };
    const render = (sidebarId: string | undefined) =>
      renderToStaticMarkup(<NavbarItem item={item as ThemeNavbarItem} current="/docs/other" sidebarId={sidebarId} />);
    expect(render('guideSidebar')).toContain('aria-current="page"');
    expect(render('apiSidebar')).not.toContain('aria-current');
    expect(render(undefined)).not.toContain('aria-current');
  });

  it('leaves out a colour-mode item when the switch is disabled', () => {
    const item = { type: 'colorMode', position: 'right' } as ThemeNavbarItem;
    expect(renderToStaticMarkup(<NavbarItem item={item} current="/" disableSwitch />)).toBe('');
    expect(renderToStaticMarkup(<NavbarItem item={item} current="/" />)).toContain('sg-color-toggle');
  });

  it('opens external links in a new tab and never marks them active', () => {
    const html = render(
      { type: 'link', label: 'GitHub', href: 'https://github.com/x/y', external: true, position: 'right' },
      'https://github.com/x/y',
    );
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).not.toContain('aria-current');
  });

  it('renders the language menu with English, left to right', () => {
    expect(render({ type: 'localeDropdown', position: 'right' })).toContain(
      '<a href="/docs/a" lang="en" dir="ltr" aria-current="true" class="is-active">English</a>',
    );
  });

  it('renders the search button as a link to the search page, so it works without JavaScript', () => {
    expect(render({ type: 'search', position: 'right', href: '/search' })).toMatch(
      /^<a class="sg-navbar__search" href="\/search" data-search-open=""/,
    );
  });
});

describe('isActive', () => {
  it.each([
    ['/docs', '/docs/a', '/docs', true],
    ['/docsx', '/docs', '/docs/', false],
    ['/playground', '/playground', undefined, true],
    ['/playground/', '/playground', undefined, true],
    ['/playground/x', '/playground', undefined, true],
    ['/playgrounds', '/playground', undefined, false],
    ['/playground', '/playground/x', undefined, false],
    ['/blog/2024/01/02/post', '/blog#latest', undefined, true],
    ['/docs/a', '/', undefined, false],
    ['/', '/', undefined, true],
    ['/docs/a', '/', '/', true],
  ])('current %s, href %s, base %s → %s', (current, href, base, expected) => {
    expect(isActive(current, href, base)).toBe(expected);
  });

  it('counts a link to the home under a base path as active on the home only', () => {
    expect(isActive('/site/docs', '/site/', undefined, '/site/')).toBe(false);
    expect(isActive('/site/', '/site/', undefined, '/site/')).toBe(true);
    expect(isActive('/site/docs/a', '/site/docs', undefined, '/site/')).toBe(true);
  });
});
