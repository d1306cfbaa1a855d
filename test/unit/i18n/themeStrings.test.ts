import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeJsonFile, loadThemeStrings } from '../../../src/i18n/themeStrings.ts';
import { formatTranslationFile, readTranslationFile } from '../../../src/i18n/translationFile.ts';

let siteDir: string;
beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-strings-'));
});
afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

async function codeJson(locale: string, text: string): Promise<string> {
  const file = codeJsonFile(siteDir, locale);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return file;
}

describe('loadThemeStrings', () => {
  it("English, then the theme's catalogue of the locale, then the site's code.json, each over the last", async () => {
    await codeJson(
      'fr',
      JSON.stringify({
        'theme.docs.paginator.next': { message: 'Page suivante', description: 'x' },
        'theme.docs.paginator.previous': 'Page précédente',
        'site.home.tagline': { message: 'Des docs' },
      }),
    );
    const { strings, problems } = await loadThemeStrings({ siteDir, locale: 'fr' });
    expect(problems).toEqual([]);
    expect(strings.locale).toBe('fr');
    expect(strings.messages['theme.docs.paginator.next']).toBe('Page suivante');
    expect(strings.messages['theme.docs.paginator.previous']).toBe('Page précédente');
    expect(strings.messages['theme.NotFound.title']).toBe('Page introuvable');
    // An id the theme does not know is the site's own string, not a mistake.
    expect(strings.messages['site.home.tagline']).toBe('Des docs');
  });

  it('a locale without a catalogue or a code.json is English; fr-CA takes the French catalogue', async () => {
    expect((await loadThemeStrings({ siteDir, locale: 'de' })).strings.messages['theme.docs.paginator.next']).toBe(
      'Next',
    );
    expect((await loadThemeStrings({ siteDir, locale: 'fr-CA' })).strings.messages['theme.docs.paginator.next']).toBe(
      'Suivant',
    );
  });

  it("a code.json that is not JSON is a problem at its line and column, and the theme's strings still apply", async () => {
    const file = await codeJson('fr', '{\n  "theme.docs.paginator.next": { "message": "Suivant", },\n}\n');
    const { strings, problems } = await loadThemeStrings({ siteDir, locale: 'fr' });
    expect(problems).toEqual([
      {
        code: 'InvalidTranslationFile',
        severity: 'error',
        file,
        line: 2,
        column: 56,
        message: 'code.json is not valid JSON: PropertyNameExpected.',
        hint: 'Translation files are strict JSON: double-quoted names, no comments, no trailing commas.',
      },
    ]);
    expect(strings.messages['theme.docs.paginator.next']).toBe('Suivant');
  });

  it('a message that is not a string is a problem at its value; the other messages apply', async () => {
    const file = await codeJson(
      'fr',
      '{\n  "theme.docs.paginator.next": { "message": 3 },\n  "theme.docs.paginator.previous": ["x"],\n  "theme.NotFound.title": "Perdu"\n}\n',
    );
    const { strings, problems } = await loadThemeStrings({ siteDir, locale: 'fr' });
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      '2:45 The message of "theme.docs.paginator.next" is a number, not a string.',
      '3:36 The message of "theme.docs.paginator.previous" is an array, not a string.',
    ]);
    expect(problems[0]).toMatchObject({
      code: 'InvalidTranslationFile',
      file,
      hint: 'Write each message as a string: { "theme.docs.paginator.next": { "message": "Suivant" } }, or { "theme.docs.paginator.next": "Suivant" }.',
    });
    expect(strings.messages['theme.NotFound.title']).toBe('Perdu');
  });

  it('a file that is not an object, and an id given twice', async () => {
    await codeJson('fr', '["x"]');
    expect((await loadThemeStrings({ siteDir, locale: 'fr' })).problems.map((p) => p.message)).toEqual([
      'code.json must hold a JSON object of messages by id, but it holds an array.',
    ]);
    await codeJson('fr', '{ "a": "1",\n  "a": "2" }');
    expect(
      (await loadThemeStrings({ siteDir, locale: 'fr' })).problems.map((p) => [p.severity, p.code, p.line, p.column]),
    ).toEqual([['warning', 'DuplicateJsonKey', 2, 3]]);
  });
});

describe('translation files', () => {
  it('are written with sorted keys, two-space indents and a final newline, and read back the same', async () => {
    const text = formatTranslationFile({ b: { message: 'B' }, a: { message: 'A', description: 'the a' } });
    expect(text).toBe(
      '{\n  "a": {\n    "message": "A",\n    "description": "the a"\n  },\n  "b": {\n    "message": "B"\n  }\n}\n',
    );
    const file = await codeJson('fr', `\uFEFF${text}`);
    expect((await readTranslationFile(file)).entries).toEqual({
      a: { message: 'A', description: 'the a' },
      b: { message: 'B' },
    });
  });

  it('keep an id named __proto__, read and written', async () => {
    const file = await codeJson('fr', '{ "__proto__": { "message": "Prototype" }, "b": "B" }');
    const entries = (await readTranslationFile(file)).entries ?? {};
    expect(Object.keys(entries)).toEqual(['__proto__', 'b']);
    expect(formatTranslationFile(entries)).toBe(
      '{\n  "__proto__": {\n    "message": "Prototype"\n  },\n  "b": {\n    "message": "B"\n  }\n}\n',
    );
  });
});
