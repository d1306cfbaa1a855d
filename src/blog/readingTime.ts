/**
 * A blog post's reading time, as Docusaurus's default computes it (the blog
 * plugin's readingTime.ts, 3.8 and later): the words of its Markdown, counted by
 * `Intl.Segmenter` in the site's locale, over 200 words a minute, in minutes
 * rounded to two decimals. The Markdown is the post's body as Docusaurus passes
 * it: without front matter and without its title (a leading `# Title` or setext
 * heading), everything else counted as written, code blocks, imports and markup
 * words included. The theme shows the minutes rounded up (`minutesShown`).
 */

import { asciiWordProbe, countAsciiWords } from './asciiWords.ts';

export const defaultWordsPerMinute = 200;

export interface ReadingTimeOptions {
  /** Default 200. */
  wordsPerMinute?: number;
  /** The locale whose word boundaries count (Docusaurus: the one being built); default `en`. */
  locale?: string;
}

const segmenters = new Map<string, { segmenter: Intl.Segmenter; asciiAgrees: boolean }>();

/** The locale's word segmenter, made once, and whether it counts ASCII text as countAsciiWords does. */
function segmenterFor(locale: string): { segmenter: Intl.Segmenter; asciiAgrees: boolean } {
  let made = segmenters.get(locale);
  if (!made) {
    const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
    made = { segmenter, asciiAgrees: segmentedWords(segmenter, asciiWordProbe) === countAsciiWords(asciiWordProbe) };
    segmenters.set(locale, made);
  }
  return made;
}

const isEnglish = (locale: string) => locale === 'en' || locale.startsWith('en-');

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0x7f) return false;
  return true;
}

function segmentedWords(segmenter: Intl.Segmenter, text: string): number {
  let words = 0;
  for (const { isWordLike } of segmenter.segment(text)) {
    if (isWordLike) words++;
  }
  return words;
}

/**
 * Words as `Intl.Segmenter` finds them: punctuation and Markdown marks are not words; Chinese and Japanese by
 * dictionary. Whitespace always ends a word, so the text between it that is ASCII is counted by countAsciiWords,
 * the rest by the segmenter.
 */
export function countWords(content: string, locale = 'en'): number {
  if (!content) return 0;
  // English's segmenter agrees with countAsciiWords (test/unit/blog/readingTime.test.ts checks it on the Node that
  // runs it): an English ASCII text is counted without making one, which took 3-16 ms of a build that read one post.
  if (isEnglish(locale) && isAscii(content)) return countAsciiWords(content);
  const { segmenter, asciiAgrees } = segmenterFor(locale);
  if (!asciiAgrees) return segmentedWords(segmenter, content);
  // Whitespace is no part of a word for countAsciiWords either: an ASCII text is counted whole.
  if (isAscii(content)) return countAsciiWords(content);
  let words = 0;
  for (const token of content.split(/[ \t\n\r\f\v]+/)) {
    words += isAscii(token) ? countAsciiWords(token) : segmentedWords(segmenter, token);
  }
  return words;
}

/** Minutes to read `content`, to two decimals; 0 without words. */
export function readingTime(content: string, options: ReadingTimeOptions = {}): number {
  const wordsPerMinute = options.wordsPerMinute ?? defaultWordsPerMinute;
  if (!Number.isFinite(wordsPerMinute) || wordsPerMinute <= 0) {
    throw new RangeError(`wordsPerMinute must be a positive number, but it is ${wordsPerMinute}.`);
  }
  const words = countWords(content, options.locale);
  if (words === 0) return 0;
  return Math.round((words / wordsPerMinute) * 100) / 100;
}

/**
 * The body without its title, as Docusaurus's `parseMarkdownContentTitle` removes it for blog posts: trimmed, and
 * without the first `# Title` or setext `Title\n===` when it comes first (after `import` blocks).
 */
export function removeContentTitle(body: string): string {
  const content = body.trim();
  const withoutImports = content.replace(/^(?:import\s(?:.|\r?\n(?!\r?\n))*(?:\r?\n){2,})*/, '').trim();
  const title = /^#[ \t]+[^ \t].*(?:\r?\n|$)/.exec(withoutImports) ?? /^.*\r?\n=+(?:\r?\n|$)/.exec(withoutImports);
  return title ? content.replace(title[0], '').trim() : content;
}

/** A post's reading time from its body (after the front matter), its title left out as Docusaurus leaves it out. */
export function postReadingTime(body: string, options: ReadingTimeOptions = {}): number {
  return readingTime(removeContentTitle(body), options);
}

/** The whole minutes Docusaurus's theme shows ("5 min read"): the minutes rounded up. */
export function minutesShown(minutes: number): number {
  return Math.ceil(minutes);
}
