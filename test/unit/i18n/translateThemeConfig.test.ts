import { describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../../../theme/context.ts';
import { themeConfigMessages, translateThemeConfig } from '../../../src/i18n/translateThemeConfig.ts';

const config: ThemeConfig = {
  title: 'Site',
  tagline: '',
  basePath: '/',
  trailingSlash: false,
  navbar: {
    title: 'My Site',
    logo: { src: '/logo.svg', alt: 'My Site logo' },
    hideOnScroll: false,
    items: [
      { type: 'link', label: 'Docs', href: '/docs/intro', external: false, position: 'left' },
      { type: 'link', label: 'GitHub', href: 'https://github.com/x/y', external: true, position: 'right' },
      { type: 'search', position: 'right', href: '/search' },
    ],
  },
  footer: {
    style: 'dark',
    copyright: 'Copyright © 2026 Me',
    links: [
      {
        title: 'Community',
        items: [
          { label: 'Discord', href: 'https://discord.gg/x', external: true },
          { label: 'Docs', href: '/docs/intro', external: false },
        ],
      },
    ],
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
};

describe('translateThemeConfig', () => {
  it("applies navbar.json and footer.json by Docusaurus's keys, leaving what they do not name", () => {
    const translated = translateThemeConfig(config, {
      navbar: { title: 'Mon site', 'logo.alt': 'Logo de mon site', 'item.label.Docs': 'Documentation' },
      footer: {
        'link.title.Community': 'Communauté',
        'link.item.label.Docs': 'La doc',
        copyright: 'Droits © 2026 Moi',
      },
    });
    expect(translated.navbar.title).toBe('Mon site');
    expect(translated.navbar.logo).toEqual({ src: '/logo.svg', alt: 'Logo de mon site' });
    expect(translated.navbar.items.map((item) => (item.type === 'link' ? item.label : item.type))).toEqual([
      'Documentation',
      'GitHub',
      'search',
    ]);
    expect(translated.footer.links).toEqual([
      {
        title: 'Communauté',
        items: [
          { label: 'Discord', href: 'https://discord.gg/x', external: true },
          { label: 'La doc', href: '/docs/intro', external: false },
        ],
      },
    ]);
    expect(translated.footer.copyright).toBe('Droits © 2026 Moi');
    // The config given is left as it was.
    expect(config.navbar.title).toBe('My Site');
  });

  it('without translations, the config as it is', () => {
    expect(translateThemeConfig(config, {})).toEqual(config);
  });

  it("the messages a translator starts from, with Docusaurus's keys and descriptions", () => {
    expect(themeConfigMessages(config)).toEqual({
      navbar: {
        title: { message: 'My Site', description: 'The title in the navbar' },
        'logo.alt': { message: 'My Site logo', description: 'The alt text of navbar logo' },
        'item.label.Docs': { message: 'Docs', description: 'Navbar item with label Docs' },
        'item.label.GitHub': { message: 'GitHub', description: 'Navbar item with label GitHub' },
      },
      footer: {
        'link.title.Community': {
          message: 'Community',
          description: 'The title of the footer links column with title=Community in the footer',
        },
        'link.item.label.Discord': {
          message: 'Discord',
          description: 'The label of footer link with label=Discord linking to https://discord.gg/x',
        },
        'link.item.label.Docs': {
          message: 'Docs',
          description: 'The label of footer link with label=Docs linking to /docs/intro',
        },
        copyright: { message: 'Copyright © 2026 Me', description: 'The footer copyright' },
      },
    });
  });
});
