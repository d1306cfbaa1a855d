/**
 * The theme's components read their strings from the translation context: in
 * French, a doc page, its sidebar, the 404, tag and search pages and the
 * viewer show the French catalogue's words, and no English one is left.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteContext, type SiteContextValue, type ThemeConfig } from '../../../../theme/context.ts';
import type { PageData, SidebarEntry } from '../../../../theme/data/siteData.ts';
import { themeMessages } from '../../../../theme/i18n/catalogues.ts';
import { englishMessages, TranslationContext, type Translation } from '../../../../theme/i18n/translate.ts';
import { DocSidebar } from '../../../../theme/layout/DocSidebar.tsx';
import { Layout } from '../../../../theme/layout/Layout.tsx';
import { Admonition } from '../../../../theme/markdown/Admonition.tsx';
import { CodeBlock } from '../../../../theme/markdown/CodeBlock.tsx';
import { headingComponent } from '../../../../theme/markdown/Heading.tsx';
import { NotFound } from '../../../../theme/pages/NotFound.tsx';
import { TagDocListPage, TagsListPage } from '../../../../theme/pages/TagPages.tsx';
import { GeneratedIndex } from '../../../../theme/pages/GeneratedIndex.tsx';
import { SearchPage } from '../../../../theme/search/SearchPage.tsx';
import { JSONSchemaViewer } from '../../../../theme/viewer/JSONSchemaViewer.tsx';
import { Playground } from '../../../../theme/playground/Playground.tsx';
import { ProblemList } from '../../../../theme/playground/ProblemList.tsx';
import { ErrorBoundary } from '../../../../theme/islands/ErrorBoundary.tsx';
import Details from '../../../../theme/docusaurus/Details.tsx';
import TOCInline from '../../../../theme/docusaurus/TOCInline.tsx';

const french: Translation = { locale: 'fr', messages: themeMessages('fr') };

const config: ThemeConfig = {
  title: 'Site',
  tagline: '',
  basePath: '/',
  trailingSlash: false,
  navbar: { title: 'Site', items: [{ type: 'search', position: 'right', href: '/search' }], hideOnScroll: false },
  footer: { style: 'light', links: [], copyright: '' },
  announcementBar: { id: 'a', content: 'Hello', isCloseable: true },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
};
const sidebar: SidebarEntry[] = [
  { type: 'doc', id: 'intro', label: 'Intro', href: '/docs/intro' },
  {
    type: 'category',
    label: 'Guides',
    href: '/docs/guides',
    collapsed: true,
    collapsible: true,
    items: [
      { type: 'doc', id: 'a', label: 'A', href: '/docs/a' },
      { type: 'doc', id: 'b', label: 'B', href: '/docs/b' },
    ],
  },
];
const page: PageData = {
  kind: 'doc',
  route: '/docs/intro',
  href: '/docs/intro',
  title: 'Intro',
  description: '',
  sidebarId: 's',
  sidebar,
  breadcrumbs: [{ label: 'Docs', href: '/docs' }, { label: 'Intro' }],
  previous: { label: 'Zero', href: '/docs/zero' },
  next: { label: 'A', href: '/docs/a' },
  toc: [{ id: 'x', text: 'X', depth: 2, children: [] }],
  unlisted: true,
  editUrl: 'https://example.com/edit',
  lastUpdate: { time: Date.UTC(2024, 0, 15), author: 'Ada' },
  tags: [{ label: 'api', href: '/docs/tags/api' }],
};

function inFrench(element: ReactElement, translation: Translation = french): string {
  const site: SiteContextValue = { config, page, sidebars: { s: sidebar } };
  return renderToStaticMarkup(
    <SiteContext.Provider value={site}>
      <TranslationContext.Provider value={translation}>{element}</TranslationContext.Provider>
    </SiteContext.Provider>,
  );
}

/** English messages of a few words or more that French says otherwise: none of them may be left in French HTML. */
function englishLeftIn(html: string): string[] {
  // What a reader sees or hears: text, and the labels, titles and placeholders of elements.
  const labels = [...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1]);
  const text = [html.replace(/<[^>]*>/g, ' '), ...labels]
    .join('\n')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
  return Object.entries(englishMessages)
    .filter(([id, message]) => french.messages[id] !== message && message.length >= 5 && !/[{|]/.test(message))
    .map(([, message]) => message)
    .filter((message) =>
      new RegExp(`(^|[^\\p{L}])${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`, 'u').test(text),
    );
}

describe('the theme in French', () => {
  it('a doc page: shell, navbar, breadcrumbs, banner, footer of the doc, pagination and table of contents', () => {
    const html = inFrench(<Layout contentHtml="<p>x</p>" sidebarHtml="" />);
    for (const expected of [
      'Aller au contenu principal',
      'aria-label="Principale"',
      'aria-label="Menu de navigation"',
      'aria-label="Basculer entre le mode sombre et le mode clair"',
      '>Rechercher<',
      'aria-label="Annonce"',
      'aria-label="Fermer"',
      'aria-label="Fil d&#x27;Ariane"',
      'aria-label="Page d&#x27;accueil"',
      'Page non répertoriée',
      'Éditer cette page',
      'Tags :',
      'Dernière mise à jour le <time dateTime="2024-01-15T00:00:00.000Z">15 janv. 2024</time> par <span class="sg-doc-footer__author">Ada</span>',
      'aria-label="Pages de documentation"',
      '>Précédent<',
      '>Suivant<',
      'aria-label="Sur cette page"',
      '>Sur cette page<',
    ])
      expect(html).toContain(expected);
    expect(englishLeftIn(html)).toEqual([]);
  });

  it('the sidebar', () => {
    const html = inFrench(<DocSidebar entries={sidebar} current="/docs/intro" />);
    expect(html).toContain('aria-label="Barre latérale de la documentation"');
    expect(html).toContain('aria-label="Guides : afficher ou masquer ses pages"');
    // The closed category's HTML is cached: English after French stays English.
    expect(renderToStaticMarkup(<DocSidebar entries={sidebar} current="/docs/intro" />)).toContain(
      'aria-label="Guides: show or hide its pages"',
    );
  });

  it('Markdown parts: admonitions, code blocks, heading links, details, the inline table of contents', () => {
    const Heading = headingComponent(2);
    const html = inFrench(
      <>
        <Admonition kind="note">x</Admonition>
        <Admonition kind="tip">x</Admonition>
        <Admonition kind="warning">x</Admonition>
        <CodeBlock>
          <pre>x</pre>
        </CodeBlock>
        <Heading id="a">Alpha</Heading>
        <Details>x</Details>
        <TOCInline toc={[{ value: 'X', id: 'x', level: 2 }]} />
      </>,
    );
    for (const expected of [
      'Remarque',
      'Astuce',
      'Avertissement',
      'aria-label="Copier le code"',
      '>Copier<',
      'aria-label="Lien direct vers Alpha"',
      '<summary>Détails</summary>',
      'aria-label="Sur cette page"',
    ])
      expect(html).toContain(expected);
  });

  it('the 404, tag, generated-index and search pages', () => {
    const html = inFrench(
      <>
        <NotFound homeHref="/" docsHref="/docs/intro" />
        <TagsListPage tags={[{ label: 'api', href: '/docs/tags/api', count: 2 }]} />
        <TagDocListPage
          label="api"
          docs={[
            { title: 'A', href: '/docs/a', description: '' },
            { title: 'B', href: '/docs/b', description: '' },
          ]}
          allTagsHref="/docs/tags"
        />
        <GeneratedIndex category={sidebar[1] as Extract<SidebarEntry, { type: 'category' }>} description="" />
        <SearchPage action="/search" docsHref="/docs/intro" />
      </>,
    );
    for (const expected of [
      'Page introuvable',
      'Nous n&#x27;avons pas trouvé ce que vous recherchez.',
      'Retournez à la <a href="/">page d&#x27;accueil</a> ou commencez par la <a href="/docs/intro">documentation</a>.',
      '<h1>Tags</h1>',
      '> documents</span>',
      '2 documents tagués avec « api »',
      'Voir tous les tags',
      'Rechercher dans la documentation',
      'placeholder="Rechercher dans la documentation"',
      'La recherche s&#x27;exécute dans votre navigateur et nécessite JavaScript.',
    ])
      expect(html).toContain(expected);
    expect(englishLeftIn(html)).toEqual([]);
  });

  it('the JSON Schema viewer', () => {
    const html = inFrench(
      <JSONSchemaViewer
        schema={{
          type: 'object',
          required: ['a'],
          properties: {
            a: { type: 'string', deprecated: true, minLength: 1 },
            b: { type: 'array', items: { type: 'integer' }, uniqueItems: true },
          },
        }}
      />,
    );
    for (const expected of [
      '>Tout déplier<',
      '>Tout replier<',
      'placeholder="Filtrer les propriétés"',
      '>Schéma<',
      '>obligatoire<',
      '>obsolète<',
      'aria-label="Copier le lien vers le schéma"',
      '>Propriétés</p>',
      '<strong>Longueur:</strong> <span>au moins 1 caractère</span>',
      '>array de integer<',
      '<strong>Éléments uniques:</strong> <span>chaque élément doit être différent</span>',
      '>éléments<',
    ])
      expect(html).toContain(expected);
    expect(englishLeftIn(html)).toEqual([]);
  });

  it("the playground's labels and problem list", () => {
    const html = inFrench(
      <>
        <Playground examples={[{ label: 'Basic', schema: '{"type":"object"}', data: '{}' }]} />
        <ProblemList
          text={'{\n}'}
          diagnostics={[{ start: 2, end: 3, severity: 'error', message: 'x', pointer: '', keyword: 'type' }]}
          label="Schéma"
          onSelect={() => undefined}
        />
      </>,
    );
    for (const expected of [
      '>Schéma</h2>',
      '>Données</h2>',
      '>Visualiseur</h2>',
      'aria-label="Actions : Schéma"',
      '>Copier</button>',
      '>Importer</button>',
      '>Exporter</button>',
      '>Formater</button>',
      '>Partager</button>',
      '>Réinitialiser</button>',
      '>Générer un exemple</button>',
      '>Déduire le schéma</button>',
      'Exemple',
      'Tab indente',
      '>Erreur</span> Ligne 2, colonne 1 : x',
      'Vérification du schéma…',
      'Vérification des données…',
    ])
      expect(html).toContain(expected);
    // The checks' status lines and the actions' messages are French too.
    expect(englishLeftIn(html)).toEqual([]);
  });

  it('the error boundary of islands', () => {
    function Crash(): ReactElement {
      throw new Error('boom');
    }
    // A server render does not catch; the boundary's fallback is what it shows after a crash in the browser.
    const boundary = new ErrorBoundary({ children: <Crash /> });
    boundary.state = { error: new Error('boom'), attempt: 0 };
    const html = inFrench(
      <TranslationContext.Consumer>
        {(t) => {
          (boundary as unknown as { context: Translation }).context = t;
          return boundary.render();
        }}
      </TranslationContext.Consumer>,
    );
    expect(html).toContain('Cette page a planté.');
    expect(html).toContain('Réessayer');
  });
});
