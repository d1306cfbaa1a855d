/**
 * A page rendered with the theme's strings of a locale: its HTML is in that
 * language, and it carries, for its browser code, the strings that code
 * needs where they are not English; an English page carries none.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { resolveConfig } from '../../../src/config/resolveConfig.ts';
import { renderPage, type RenderEnvironment } from '../../../src/render/renderPage.ts';
import { themeConfigFrom } from '../../../src/render/themeConfig.ts';
import { themeMessages } from '../../../theme/i18n/catalogues.ts';
import { en } from '../../../theme/i18n/en.ts';
import { CodeBlock } from '../../../theme/markdown/CodeBlock.tsx';
import { widgets } from '../../../theme/widgets/registry.ts';

const config = resolveConfig({ title: 'Site', url: 'https://example.com' });
const assets = {
  stylesheets: [],
  runtime: '/assets/runtime.js',
  hydrator: '/assets/islands.js',
  inlineScript: '',
  islands: {},
};

function render(strings?: RenderEnvironment['strings']): string {
  const env: RenderEnvironment = {
    config,
    themeConfig: themeConfigFrom(config, () => undefined),
    sidebars: {},
    widgets,
    assets,
    sidebarFiles: {},
    components: {},
    ...(strings ? { strings } : {}),
  };
  const page = { kind: 'page' as const, route: '/x', href: '/x', title: 'X', description: '' };
  return renderPage(
    env,
    { page, source: 'x.tsx' },
    { element: createElement(CodeBlock, null, createElement('pre', null, 'code')), links: [] },
    undefined,
  ).html;
}

function stringsOf(html: string): unknown {
  const json = /<script type="application\/json" id="sg-strings">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('the strings of a page', () => {
  it('a French page is in French and carries the French strings its browser code needs', () => {
    const html = render({ locale: 'fr', messages: themeMessages('fr') });
    expect(html).toContain(
      '<button type="button" class="sg-code__copy" aria-label="Copier le code" title="Copier">Copier</button>',
    );
    expect(html).toContain('>Aller au contenu principal</a>');
    const strings = stringsOf(html) as { locale: string; messages: Record<string, string> };
    expect(strings.locale).toBe('fr');
    expect(strings.messages).toMatchObject({
      'theme.CodeBlock.copied': 'Copié',
      'sitegen.codeBlock.copyFailed': 'Échec de la copie',
      'theme.SearchModal.searchBox.placeholderText': 'Rechercher dans la documentation',
    });
    // What only the server shows stays out (the skip link); what is the same in English too (Info, Danger, Versions).
    expect(strings.messages['theme.common.skipToMainContent']).toBeUndefined();
    expect(Object.values(strings.messages)).not.toContain('Versions');
    // The viewer's messages only on pages with islands.
    expect(strings.messages['sitegen.viewer.expandedAll']).toBeUndefined();
  });

  it('an English page carries none', () => {
    expect(stringsOf(render())).toBeUndefined();
    expect(render()).toContain('>Copy</button>');
  });

  it("the English fallbacks of the runtime's strings are the catalogue's", async () => {
    const dir = path.resolve(import.meta.dirname, '../../../theme/client');
    for (const file of ['copyButtons.ts', 'progressBar.ts']) {
      const source = await readFile(path.join(dir, file), 'utf8');
      const calls = [...source.matchAll(/pageString\('([^']+)', '([^']+)'\)/g)];
      expect(calls.length, file).toBeGreaterThan(0);
      for (const [, id, english] of calls) expect(english, id).toBe(en[id as keyof typeof en].message);
    }
  });
});
