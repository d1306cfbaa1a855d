/**
 * A grammar's facts read from its modules' text are those its imported
 * module gives, for every grammar shiki bundles; a module of another shape is
 * not read, and its grammar is imported instead.
 */
import { bundledLanguagesInfo } from 'shiki/langs';
import { describe, expect, it } from 'vitest';
import {
  factsFromText,
  grammarFacts,
  importedFacts,
  moduleShape,
} from '../../../../src/markdown/highlight/grammarFacts.ts';

/** A grammar module as shiki's build writes it: embeds imported, the grammar as an escaped JSON literal. */
const grammarModule = (json: string, embeds: string[] = []) =>
  [
    ...embeds.map((name) => `import ${name.replace(/-/g, '_')} from './${name}.mjs'`),
    '',
    `const lang = Object.freeze(JSON.parse(${JSON.stringify(json)}))`,
    '',
    'export default [',
    [...embeds.map((name) => `...${name.replace(/-/g, '_')}`), 'lang'].join(',\n'),
    ']',
    '',
  ].join('\n');

describe('grammar facts from the modules of shiki', () => {
  it('are, for every grammar shiki bundles, what its imported module says', async () => {
    const read: string[] = [];
    for (const info of bundledLanguagesInfo) {
      const fromText = factsFromText(info.id);
      if (fromText) read.push(info.id);
      expect(fromText, info.id).toEqual(importedFacts(info.id, (await info.import()).default));
    }
    // Every one is read from its text: none needed importing.
    expect(read).toHaveLength(bundledLanguagesInfo.length);
  });

  it('say markdown defines its own scope only, cpp those it embeds, and vue injects into others', () => {
    expect(factsFromText('markdown')).toEqual({ scopes: ['text.html.markdown'], injectsElsewhere: false });
    // Its own first, then its module's registrations in their order (cpp-macro's embeds before cpp-macro).
    expect(factsFromText('cpp')?.scopes).toEqual([
      'source.cpp',
      'source.regexp.python',
      'source.c',
      'source.glsl',
      'source.cpp.embedded.macro',
    ]);
    expect(factsFromText('vue')?.injectsElsewhere).toBe(true);
  });

  it('come from the import for a grammar whose module is not among shiki’s files', async () => {
    const registration = { name: 'test-grammar', scopeName: 'source.test', patterns: [], repository: {} };
    const grammar = { id: 'test-grammar', registrations: () => Promise.resolve([registration]) };
    expect(factsFromText('test-grammar')).toBeUndefined();
    expect(await grammarFacts(grammar)).toEqual({ scopes: ['source.test'], injectsElsewhere: false });
  });
});

describe('the shape of a grammar module', () => {
  it('gives the embeds in their order, the scope and what the grammar injects into', () => {
    const text = grammarModule('{"name":"a","scopeName":"source.a","injectTo":["text.html.markdown","source.b"]}', [
      'b',
      'c-d',
    ]);
    expect(moduleShape(text)).toEqual({
      embeds: ['b', 'c-d'],
      own: { scope: 'source.a', injectTo: ['text.html.markdown', 'source.b'] },
    });
  });

  it('follows an alias to the module it re-exports', () => {
    expect(moduleShape("/* Alias bash for shellscript */\nexport { default } from './shellscript.mjs'\n")).toEqual({
      alias: 'shellscript',
    });
  });

  it('ignores a scopeName written inside one of the grammar’s strings', () => {
    const text = grammarModule('{"name":"a","patterns":[{"match":"\\"scopeName\\":\\"x\\""}],"scopeName":"source.a"}');
    expect(moduleShape(text)).toEqual({ embeds: [], own: { scope: 'source.a', injectTo: [] } });
  });

  it('is not read from a module of another shape', () => {
    const twoScopes = grammarModule('{"name":"a","scopeName":"source.a","repository":{"x":{"scopeName":"source.x"}}}');
    expect(moduleShape(twoScopes)).toBeUndefined();
    expect(moduleShape('export default [{ name: "a", scopeName: "source.a" }]\n')).toBeUndefined();
    // An item of the list that is not one of the imports.
    const unknownItem = grammarModule('{"name":"a","scopeName":"source.a"}', ['b']).replace('...b,', '...z,');
    expect(moduleShape(unknownItem)).toBeUndefined();
    // The grammar itself not last.
    expect(moduleShape(grammarModule('{"name":"a","scopeName":"source.a"}').replace('lang\n]', 'lang,\nx\n]'))).toBe(
      undefined,
    );
  });
});
