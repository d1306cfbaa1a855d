/**
 * The theme strings of the page's language, as the build put them in the page
 * (`<script type="application/json" id="sg-strings">`, src/render/renderPage.ts):
 * only those browser code needs and only when not English, so an English page
 * has none. Read afresh each time: client navigation replaces the script.
 */

export interface PageStrings {
  locale: string;
  messages: Record<string, string>;
}

export function readPageStrings(): PageStrings {
  const text = document.getElementById('sg-strings')?.textContent;
  if (!text) return { locale: document.documentElement.lang || 'en', messages: {} };
  try {
    const parsed = JSON.parse(text) as Partial<PageStrings>;
    return { locale: parsed.locale ?? 'en', messages: parsed.messages ?? {} };
  } catch {
    return { locale: 'en', messages: {} };
  }
}

/**
 * One message for DOM code that does not load React or the catalogue (the
 * runtime): the page's, else `english`, which must be the English catalogue's
 * (test/unit/theme/i18n/clientStrings.test.ts checks it).
 */
export function pageString(id: string, english: string): string {
  const { messages } = readPageStrings();
  return (Object.hasOwn(messages, id) ? messages[id] : undefined) ?? english;
}
