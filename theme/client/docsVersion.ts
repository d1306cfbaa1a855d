/**
 * Remembers the reader's docs version, as Docusaurus sites do, so a later
 * multi-version site can send them back to it. The site has one version,
 * `current` (labelled "Next"); every docs page records it.
 */
export const preferredVersionKey = 'sitegen.docs.preferredVersion';

function record(): void {
  const kind = document.getElementById('sg-page')?.dataset.kind;
  const version = document.querySelector<HTMLMetaElement>('meta[name="docsearch:version"]')?.content;
  if ((kind === 'doc' || kind === 'category') && version) {
    try { localStorage.setItem(preferredVersionKey, version); } catch { /* storage blocked */ }
  }
}

export function setupDocsVersion(): void {
  document.addEventListener('sitegen:navigated', record);
  record();
}
