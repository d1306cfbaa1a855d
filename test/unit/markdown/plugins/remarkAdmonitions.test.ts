import { describe, expect, it } from 'vitest';
import { admonitionKinds } from '../../../../src/markdown/plugins/directiveNames.ts';
import { compile, elementChildren, findAll, findOne, tags, text } from '../compileHelpers.ts';

describe('admonitions (remarkAdmonitions)', () => {
  it('knows the five documented kinds', () => {
    expect(admonitionKinds).toEqual(['note', 'tip', 'info', 'warning', 'caution', 'danger']);
  });

  it.each(admonitionKinds)(':::%s without a title', async (kind) => {
    const { hast, problems } = await compile(`:::${kind}\nBody **text**.\n:::\n`);
    expect(problems).toEqual([]);
    const admonition = findOne(hast, 'admonition');
    expect(admonition.properties).toEqual({ kind });
    expect(tags(admonition)).toEqual(['p']);
    expect(text(admonition)).toBe('Body text.');
  });

  it.each([
    [':::tip[Did you know?]', 'Did you know?'],
    [':::warning[Mind the *gap*]', 'Mind the gap'],
    [':::note[`npm` users]', 'npm users'],
  ])('%s has the title %j, taken out of the body', async (opening, title) => {
    const { hast } = await compile(`${opening}\nBody.\n:::\n`);
    const admonition = findOne(hast, 'admonition');
    expect(admonition.properties).toEqual({ kind: opening.slice(3, opening.indexOf('[')), title });
    expect(text(admonition)).toBe('Body.');
  });

  it('keeps any Markdown inside, including nested admonitions and code', async () => {
    const body = '::::danger\n- one\n- two\n\n:::note\nInner.\n:::\n\n```ts\nconst a = 1;\n```\n::::\n';
    const { hast, problems } = await compile(body);
    expect(problems).toEqual([]);
    const [outer] = elementChildren(hast);
    expect(outer?.properties).toEqual({ kind: 'danger' });
    expect(findAll(hast, 'admonition').map((a) => a.properties.kind)).toEqual(['danger', 'note']);
    expect(outer && tags(outer).slice(0, 2)).toEqual(['ul', 'admonition']);
    expect(outer && findAll(outer, 'code-block')).toHaveLength(1);
  });

  it('is not an admonition when the name is another one', async () => {
    const { problems } = await compile(':::important\nText\n:::\n');
    expect(problems.map((p) => p.message)).toEqual(['Unknown directive ":::important".']);
  });

  it('reports an admonition written as a leaf directive, which would lose its text', async () => {
    const { problems } = await compile('::note[Heads up]\n');
    expect(problems.map((p) => [p.code, p.message, p.hint])).toEqual([[
      'InvalidDirective', '::note is not valid: note is written as a container, :::note.', 'Write :::note on its own line, the content, then ::: to close it.',
    ]]);
  });
});
