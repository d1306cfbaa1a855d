/**
 * Stylesheets that only some pages link (KaTeX's, on pages with math): when
 * client navigation brings in a page linking one that the document does not
 * have yet, it is linked before the page is swapped in, and the swap waits for
 * it (at most `waitLimit`), so the page never shows unstyled. Once linked, a
 * stylesheet stays: such stylesheets style only their own elements.
 */
const waitLimit = 3_000;

export function adoptStylesheets(next: Document): Promise<void> {
  const loads: Promise<void>[] = [];
  for (const link of next.head.querySelectorAll('link[rel="stylesheet"][href]')) {
    const href = link.getAttribute('href') ?? '';
    if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    const added = document.createElement('link');
    added.rel = 'stylesheet';
    added.href = href;
    // A stylesheet that fails to load must not hold the page back.
    loads.push(
      new Promise((resolve) => {
        added.onload = added.onerror = () => resolve();
      }),
    );
    document.head.append(added);
  }
  if (loads.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(loads).then(() => undefined),
    new Promise<void>((resolve) => {
      setTimeout(resolve, waitLimit);
    }),
  ]);
}
