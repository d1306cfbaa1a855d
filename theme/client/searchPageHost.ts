/**
 * Brings the `/search` page to life: hydrates theme/search/SearchPage.tsx in
 * its server-rendered place with the site's provider. Loaded by
 * searchShortcut.ts on that page only; unmounted when client navigation
 * swaps the page away.
 */
import { createElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { SearchPage } from '../search/SearchPage.tsx';
import { isNarrowScreen, searchProvider, searchSettings } from './searchSettings.ts';
import { TranslationContext } from '../i18n/translate.ts';
import { readPageStrings } from './pageStrings.ts';

const roots = new Map<HTMLElement, Root>();

export async function mountSearchPage(container: HTMLElement): Promise<void> {
  const settings = searchSettings();
  if (!settings || roots.has(container)) return;
  const provider = await searchProvider(settings);
  if (!container.isConnected || roots.has(container)) return;
  const props = {
    action: container.dataset.action ?? settings.searchPageUrl,
    ...(container.dataset.docs ? { docsHref: container.dataset.docs } : {}),
  };
  roots.set(
    container,
    hydrateRoot(
      container,
      createElement(
        TranslationContext.Provider,
        { value: readPageStrings() },
        createElement(SearchPage, { ...props, client: { settings, provider, narrow: isNarrowScreen() } }),
      ),
    ),
  );
}

document.addEventListener('sitegen:before-swap', (event) => {
  const old = (event as CustomEvent<{ root: HTMLElement }>).detail.root;
  for (const [container, root] of roots) {
    if (old.contains(container)) {
      root.unmount();
      roots.delete(container);
    }
  }
});
