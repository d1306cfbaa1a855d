import { describe, expect, it } from 'vitest';
import {
  countWords,
  defaultWordsPerMinute,
  minutesShown,
  postReadingTime,
  readingTime,
  removeContentTitle,
} from '../../../src/blog/readingTime.ts';
import { asciiWordProbe, countAsciiWords } from '../../../src/blog/asciiWords.ts';

/** `count` words. */
function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `word${i}`).join(' ');
}

describe('countWords', () => {
  it('counts words as Intl.Segmenter does: punctuation and Markdown marks are not words', () => {
    expect(countWords("## Hello, *world*! It's 3.5 co-op: https://example.com/foo")).toBe(9);
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
  });

  it('counts ASCII text as the segmenter does, character for character, whatever the mix', () => {
    const segmenter = new Intl.Segmenter('en', { granularity: 'word' });
    const bySegmenter = (text: string) => [...segmenter.segment(text)].filter((segment) => segment.isWordLike).length;
    // A fixed sequence of pseudo-random strings over the characters the rules treat apart, with accents and ideographs
    // among them.
    const alphabet = "aZ09_.':,;-!#*` \n\tüé東'";
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    for (let i = 0; i < 3000; i++) {
      const text = Array.from({ length: 1 + (next() % 24) }, () => alphabet[next() % alphabet.length]).join('');
      expect(countWords(text), JSON.stringify(text)).toBe(bySegmenter(text));
    }
    expect(countAsciiWords(asciiWordProbe)).toBe(bySegmenter(asciiWordProbe));
    // English ASCII text is counted without a segmenter at all: what lets it is this agreement, for each English.
    for (const locale of ['en', 'en-US', 'en-GB']) {
      const english = new Intl.Segmenter(locale, { granularity: 'word' });
      const count = (text: string) => [...english.segment(text)].filter((segment) => segment.isWordLike).length;
      expect(countAsciiWords(asciiWordProbe), locale).toBe(count(asciiWordProbe));
      expect(countWords(asciiWordProbe, locale), locale).toBe(count(asciiWordProbe));
    }
  });

  it("counts words of languages without spaces by the locale's dictionary", () => {
    expect(countWords('我喜欢读书', 'zh')).toBeGreaterThan(1);
    expect(countWords('これはペンです', 'ja')).toBeGreaterThan(1);
  });
});

describe('readingTime', () => {
  it('is words over 200 a minute by default, rounded to two decimals', () => {
    expect(defaultWordsPerMinute).toBe(200);
    expect(readingTime(words(200))).toBe(1);
    expect(readingTime(words(333))).toBe(1.67);
    expect(readingTime(words(1))).toBe(0.01);
    expect(readingTime('')).toBe(0);
  });

  it('takes the words per minute of the options', () => {
    expect(readingTime(words(300), { wordsPerMinute: 100 })).toBe(3);
    expect(readingTime(words(100), { wordsPerMinute: 300 })).toBe(0.33);
  });

  it('refuses a speed that is not a positive number', () => {
    expect(() => readingTime('a', { wordsPerMinute: 0 })).toThrow(RangeError);
    expect(() => readingTime('a', { wordsPerMinute: Number.NaN })).toThrow(RangeError);
  });

  it("is shown rounded up to whole minutes, as Docusaurus's theme shows it", () => {
    expect(minutesShown(1.01)).toBe(2);
    expect(minutesShown(1)).toBe(1);
    expect(minutesShown(0.01)).toBe(1);
    expect(minutesShown(0)).toBe(0);
  });
});

describe('removeContentTitle', () => {
  it.each([
    ['# Welcome\n\nText.\n', 'Text.'],
    ['\n\n#   Welcome {#id}\nText.', 'Text.'],
    ['Welcome\n=======\n\nText.', 'Text.'],
    ["import A from './a';\n\n# Welcome\n\nText.", "import A from './a';\n\n\nText."],
    ['## Not a title\n\nText.', '## Not a title\n\nText.'],
    ['Text first.\n\n# Later\n', 'Text first.\n\n# Later'],
  ])('%j → %j', (body, content) => {
    expect(removeContentTitle(body)).toBe(content);
  });
});

describe('postReadingTime', () => {
  it('counts the body as Docusaurus does: the title out, code and imports in', () => {
    const body = [
      '# A title of many many words that are not counted',
      '',
      "import Tabs from '@theme/Tabs';",
      '',
      words(189),
      '',
      '```js',
      'const answer = 42;',
      '```',
    ].join('\n');
    // 189 words, 5 in the import (import, Tabs, from, theme, Tabs) and 4 in the code block (js, const, answer, 42).
    expect(postReadingTime(body)).toBe(0.99);
    expect(postReadingTime(body, { wordsPerMinute: 99 })).toBe(2);
  });
});
