/**
 * The address of a tag from its name, as Docusaurus makes it (lodash's
 * `kebabCase`), so a site moved from Docusaurus keeps its tag pages' URLs:
 * accents dropped from Latin letters, apostrophes removed, the name cut into
 * words (at spaces and punctuation, between a lowercase and an uppercase
 * letter, between letters and digits, but `1st`, `2nd` whole), joined with
 * `-` in lowercase. `Getting started` → `getting-started`, `camelCase` →
 * `camel-case`, `API v2` → `api-v-2`, `Café` → `cafe`.
 */

/** Latin letters that do not decompose into a letter and accents, as lodash's `deburr` spells them. */
const latinLetters: Record<string, string> = {
  Æ: 'Ae',
  æ: 'ae',
  Ð: 'D',
  ð: 'd',
  Ø: 'O',
  ø: 'o',
  Þ: 'Th',
  þ: 'th',
  ß: 'ss',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ĳ: 'IJ',
  ĳ: 'ij',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  Ł: 'L',
  ł: 'l',
  ŉ: "'n",
  Ŋ: 'N',
  ŋ: 'n',
  Œ: 'Oe',
  œ: 'oe',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
};

/** Only Latin-1 and Latin Extended-A letters lose their accents: other scripts (Hangul, kana) stay as written. */
function deburr(text: string): string {
  return text.replace(
    /[\u00C0-\u017F]/g,
    (letter) => latinLetters[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, ''),
  );
}

const word = new RegExp(
  [
    // Ordinals: 1st, 22nd, 3RD, 4th.
    String.raw`\d*(?:1st|2nd|3rd|(?![123])\dth)(?![\p{Ll}])`,
    String.raw`\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?![\p{Lu}])`,
    // A capital and lowercase letters (letters without case count as lowercase): "Getting", "started", "日本語".
    String.raw`\p{Lu}?[\p{Ll}\p{Lo}\p{Lm}\p{M}]+`,
    // Capitals not followed by a lowercase letter: "API", the "XML" of "XMLHttp".
    String.raw`\p{Lu}+(?![\p{Ll}\p{Lo}\p{Lm}])`,
    String.raw`\p{Lu}`,
    String.raw`\d+`,
    String.raw`\p{Extended_Pictographic}+`,
  ].join('|'),
  'gu',
);

export function tagSlug(name: string): string {
  const words =
    deburr(name)
      .replace(/['\u2019]/g, '')
      .match(word) ?? [];
  return words.map((w) => w.toLowerCase()).join('-');
}
