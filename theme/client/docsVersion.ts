/**
 * Remembers the reader's docs version, as Docusaurus sites do: every page of
 * a version's docs records its version (`data-docs-version` on the page).
 * On a page outside the docs, the navbar's doc links (`data-version-hrefs`)
 * and the version dropdown (`data-version-follows`) then show that version
 * instead of the last one the server rendered them with.
 */
export const preferredVersionKey = 'sitegen.docs.preferredVersion';

function readPreference(): string | undefined {
  try {
    return localStorage.getItem(preferredVersionKey) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Points the version-following parts of the page at `name`, when the site has it. */
export function showVersion(root: ParentNode, name: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-version-hrefs]')) {
    let hrefs: Record<string, string> = {};
    try {
      hrefs = JSON.parse(link.dataset.versionHrefs ?? '{}') as Record<string, string>;
    } catch {
      /* written by the build: always JSON */
    }
    const href = hrefs[name];
    if (href) link.setAttribute('href', href);
  }
  for (const dropdown of root.querySelectorAll<HTMLElement>('[data-version-follows]')) {
    const chosen = dropdown.querySelector<HTMLAnchorElement>(`a[data-version="${CSS.escape(name)}"]`);
    if (!chosen) continue;
    for (const item of dropdown.querySelectorAll<HTMLAnchorElement>('a[data-version]')) {
      const active = item === chosen;
      item.classList.toggle('is-active', active);
      // Infima's name for it, on a Docusaurus website (the mobile menu's entries are Infima's menu links).
      if (item.classList.contains('dropdown__link')) item.classList.toggle('dropdown__link--active', active);
      if (item.classList.contains('menu__link')) item.classList.toggle('menu__link--active', active);
      if (active) item.setAttribute('aria-current', 'true');
      else item.removeAttribute('aria-current');
    }
    const label = dropdown.querySelector('[data-version-label]');
    if (label) label.textContent = chosen.textContent;
    dropdown.querySelector('summary')?.setAttribute('aria-label', `Docs version: ${chosen.textContent ?? ''}`);
  }
}

function onPage(): void {
  const page = document.getElementById('sg-page');
  const kind = page?.dataset.kind;
  // A site of one version marks no page: its docs are the current version.
  const version = page?.dataset.docsVersion ?? (kind === 'doc' || kind === 'category' ? 'current' : undefined);
  if (version) {
    try {
      localStorage.setItem(preferredVersionKey, version);
    } catch {
      /* storage blocked */
    }
    return;
  }
  const preferred = readPreference();
  if (page && preferred) showVersion(page, preferred);
}

export function setupDocsVersion(): void {
  document.addEventListener('sitegen:navigated', onPage);
  onPage();
}
