/**
 * Opens and closes the search dialog (theme/search/SearchDialog.tsx). Loaded
 * on demand by searchShortcut.ts, with React, the first time the reader
 * points at the search button, focuses it, or presses a shortcut. The dialog
 * lives outside the page region, so client navigation does not remove it;
 * closing gives focus back to where it was.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createSearchHistory } from '../search/searchHistory.ts';
import { SearchDialog } from '../search/SearchDialog.tsx';
import { browserStorage, isNarrowScreen, searchProvider, searchSettings } from './searchSettings.ts';
import { TranslationContext } from '../i18n/translate.ts';
import { readPageStrings } from './pageStrings.ts';

let root: Root | undefined;
let open = false;
let returnFocus: HTMLElement | null = null;

export function isSearchDialogOpen(): boolean {
  return open;
}

export function closeSearchDialog(): void {
  if (!open || !root) return;
  open = false;
  // At once: focus cannot leave a modal dialog that is still open.
  const closing = root;
  flushSync(() => closing.render(null));
  document.documentElement.classList.remove('sg-search-open');
  const target = returnFocus;
  returnFocus = null;
  if (target?.isConnected) target.focus();
}

/**
 * Rejects when the provider's code cannot load; the caller falls back to the
 * search page. `stillWanted` is asked once it has loaded: the reader may have
 * cancelled or moved on meanwhile.
 */
export async function openSearchDialog(stillWanted: () => boolean = () => true, initialQuery = ''): Promise<void> {
  const settings = searchSettings();
  if (!settings) throw new Error('this bundle was built without search settings');
  if (open) return;
  const provider = await searchProvider(settings);
  if (open || !stillWanted()) return;
  if (!root) {
    const container = document.createElement('div');
    container.id = 'sg-search-root';
    document.body.append(container);
    root = createRoot(container);
  }
  open = true;
  returnFocus =
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null;
  document.documentElement.classList.add('sg-search-open');
  const history = createSearchHistory(browserStorage(), settings.storageKey);
  // In the language of the page it opens over.
  root.render(
    createElement(
      TranslationContext.Provider,
      { value: readPageStrings() },
      createElement(SearchDialog, {
        settings,
        provider,
        history,
        narrow: isNarrowScreen(),
        initialQuery,
        onClose: closeSearchDialog,
      }),
    ),
  );
}

// A page change from elsewhere (back, forward) closes the dialog.
document.addEventListener('sitegen:navigated', () => {
  if (open) {
    returnFocus = null;
    closeSearchDialog();
  }
});
