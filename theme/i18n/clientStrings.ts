/**
 * The theme strings browser code shows without the server having rendered
 * them (the search dialog, a copy button once clicked, the "Copy page" button's status, an island that failed
 * to load, the viewer's messages after a click): each page carries those of
 * its locale (src/render/renderPage.ts), beside the ones its render read.
 */
import { englishMessages } from './translate.ts';

/** Ids by prefix: every page has search and code blocks; the rest only pages with islands. */
const everyPage = [
  'theme.SearchBar.',
  'theme.SearchModal.',
  'theme.SearchPage.',
  'sitegen.search.',
  'theme.CodeBlock.',
  'sitegen.codeBlock.',
  'sitegen.progressBar.',
  'sitegen.copyPage.',
];
const withIslands = [
  'sitegen.island.',
  'theme.ErrorPageContent.',
  'sitegen.viewer.',
  'sitegen.editor.',
  'sitegen.playground.',
];

export function clientStringIds(hasIslands: boolean): string[] {
  const prefixes = hasIslands ? [...everyPage, ...withIslands] : everyPage;
  return Object.keys(englishMessages).filter((id) => prefixes.some((prefix) => id.startsWith(prefix)));
}
