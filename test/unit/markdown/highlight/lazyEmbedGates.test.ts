/**
 * A block loads only the lazy embeds its text may enter (lazyEmbedGates.ts),
 * and is coloured exactly as when every one of them is loaded. Each block is
 * first highlighted by a highlighter of its own (a fresh module graph, so no
 * other block loaded anything), then by one that loaded every lazy embed of
 * its grammar, and of theirs; the two must be the same tree.
 */
import type { LanguageRegistration } from 'shiki/core';
import { describe, expect, it, vi } from 'vitest';
import { embedGates, withoutStartAnchors } from '../../../../src/markdown/highlight/lazyEmbedGates.ts';

type HighlighterModule = typeof import('../../../../src/markdown/highlight/highlighter.ts');

async function freshHighlighter(): Promise<HighlighterModule> {
  vi.resetModules();
  return import('../../../../src/markdown/highlight/highlighter.ts');
}

/**
 * A highlighter that has `lang` and every lazy embed of it loaded, and theirs in turn, as the loader
 * loaded them before it judged blocks by their text (but those that inject into other grammars).
 */
async function withEveryEmbed(lang: string): Promise<HighlighterModule> {
  const fresh = await freshHighlighter();
  await fresh.highlightToHast('x', { lang });
  const { bundledLanguagesInfo } = await import('shiki/langs');
  const byName = new Map(
    bundledLanguagesInfo.flatMap((info) => [info.id, ...(info.aliases ?? [])].map((name) => [name, info] as const)),
  );
  const seen = new Set<string>();
  const modules: LanguageRegistration[][] = [];
  const visit = async (name: string): Promise<void> => {
    const info = byName.get(name);
    if (!info || seen.has(info.id)) return;
    seen.add(info.id);
    const registrations = (await info.import()).default;
    const own = registrations.find((registration) => registration.name === info.id)?.scopeName;
    if (registrations.some((registration) => registration.injectTo?.some((scope) => scope !== own))) return;
    modules.push(registrations);
    for (const embedded of registrations.flatMap((registration) => registration.embeddedLangsLazy ?? []))
      await visit(embedded);
  };
  await visit(lang);
  await (await fresh.getHighlighter()).loadLanguage(...modules.flat());
  return fresh;
}

const markdownBlocks: [string, string][] = [
  ['prose only', '# Title\n\nSome *text*, some **bold**, `code` and a [link](/a).\n\n- a list\n- of two\n'],
  [
    'inline HTML',
    'A <kbd>Ctrl</kbd> key and <span style="color: red">red</span>.\n\n<div>\n  <script>const a = 1;</script>\n</div>\n',
  ],
  ['front matter', '---\ntitle: Hello\ntags: [a, b]\n---\n\n# Hello\n'],
  ['a fence', 'Run it:\n\n```ts\nconst answer: number = 42;\n```\n'],
  ['a tilde fence with attributes', '~~~python title="a.py" {1}\ndef f():\n    return 1\n~~~\n'],
  ['an alias in capitals', '```JSON\n{ "a": [1, true, null] }\n```\n\n```golang\npackage main\n```\n'],
  ['a fence in a blockquote', '> Quoted:\n>\n> ```rust\n> fn main() { println!("hi"); }\n> ```\n'],
  ['a fence in a list item', '1. Install:\n\n   ```bash\n   npm install sitegen\n   ```\n'],
  ['fences in a longer fence', '````md\n```yaml\nkey: value\n```\n\n```css\na { color: red; }\n```\n````\n'],
  ['a fence whose language embeds lazily', '```ruby\nputs <<~MD\n  # Heading\nMD\n```\n'],
  ['a fence that injects elsewhere, kept plain', '```vue\n<template><div v-if="a">{{ b }}</div></template>\n```\n'],
  ['a fence of no known language', '```nonsense\nwhatever\n```\n'],
];

describe("a block's lazy embeds, judged from its text", { timeout: 120_000 }, () => {
  it.each(markdownBlocks)('%s: the same colours as with every embed loaded', async (_name, code) => {
    const alone = await (await freshHighlighter()).highlightToHast(code, { lang: 'md' });
    const warmed = await withEveryEmbed('markdown');
    const loaded = (await warmed.getHighlighter()).getLoadedLanguages();
    expect(loaded).toEqual(expect.arrayContaining(['python', 'rust', 'go', 'yaml', 'html-derivative', 'ruby', 'sass']));
    expect(await warmed.highlightToHast(code, { lang: 'md' })).toEqual(alone);
  });

  it("loads none of markdown's fence languages for a block without fences", async () => {
    const fresh = await freshHighlighter();
    await fresh.highlightToHast(markdownBlocks[0]?.[1] ?? '', { lang: 'md' });
    const loaded = (await fresh.getHighlighter()).getLoadedLanguages();
    expect(loaded).toContain('markdown');
    // css and javascript come with html, which markdown's inline HTML brings.
    for (const fenceLanguage of ['typescript', 'python', 'go', 'rust', 'yaml', 'shellscript', 'sql'])
      expect(loaded).not.toContain(fenceLanguage);
  });

  it('a LaTeX block, whose minted environments embed lazily, too', async () => {
    const code =
      '\\begin{minted}{python}\ndef f(): pass\n\\end{minted}\n\\begin{lstlisting}[language=Java]\nclass A {}\n\\end{lstlisting}\n';
    const alone = await (await freshHighlighter()).highlightToHast(code, { lang: 'latex' });
    const warmed = await withEveryEmbed('latex');
    expect((await warmed.getHighlighter()).getLoadedLanguages()).toEqual(expect.arrayContaining(['python', 'java']));
    expect(await warmed.highlightToHast(code, { lang: 'latex' })).toEqual(alone);
  });
});

describe('withoutStartAnchors', () => {
  it('takes out \\G and \\A, and nothing else', () => {
    expect(withoutStartAnchors('(^|\\G)(\\s*)(`{3,})')).toBe('(^|)(\\s*)(`{3,})');
    expect(withoutStartAnchors('\\A-{3}\\s*$')).toBe('-{3}\\s*$');
    // An escaped backslash before a G is a backslash and a G.
    expect(withoutStartAnchors('a\\\\G\\d')).toBe('a\\\\G\\d');
  });
});

describe('embedGates', () => {
  const grammar = (rules: Partial<LanguageRegistration>): LanguageRegistration[] => [
    {
      name: 'host',
      scopeName: 'source.host',
      patterns: [],
      repository: {},
      embeddedLangsLazy: ['guest', 'other'],
      ...rules,
    },
  ];
  const scopes = new Map([
    ['guest', ['source.guest']],
    ['other', ['source.other', 'source.shared']],
  ]);

  it('gates an embed by the outermost begin or match above its include', () => {
    const gates = embedGates(
      grammar({
        repository: {
          fence: {
            begin: '^(\\G)~~~guest',
            end: '~~~',
            patterns: [{ begin: '.', while: '.', patterns: [{ include: 'source.guest' }] }],
          },
        },
      }),
      scopes,
    );
    expect(gates.always).toEqual(new Set());
    expect(gates.gates).toEqual([{ pattern: '^()~~~guest', embeds: new Set(['guest']) }]);
  });

  it("needs an embed included with nothing above it for every block, and skips the grammar's own scope", () => {
    const gates = embedGates(
      grammar({ patterns: [{ include: 'source.shared' }, { include: 'source.host' }, { include: '#local' }] }),
      scopes,
    );
    expect(gates.always).toEqual(new Set(['other']));
    expect(gates.gates).toEqual([]);
  });

  it('finds the includes of every grammar of the module, also one that lists no lazy embed of its own', () => {
    const [host] = grammar({});
    const eager: LanguageRegistration = {
      name: 'eager',
      scopeName: 'source.eager',
      patterns: [{ begin: '<guest>', end: '</guest>', patterns: [{ include: 'source.guest' }] }],
      repository: {},
    };
    expect(embedGates([eager, host!], scopes).gates).toEqual([{ pattern: '<guest>', embeds: new Set(['guest']) }]);
  });

  it("counts an include inside a begin's captures as behind that begin", () => {
    const gates = embedGates(
      grammar({
        repository: {
          tag: { match: '<guest>(.*)', captures: { 1: { patterns: [{ include: 'source.guest#inner' }] } } },
        },
      }),
      scopes,
    );
    expect(gates.gates).toEqual([{ pattern: '<guest>(.*)', embeds: new Set(['guest']) }]);
  });
});
