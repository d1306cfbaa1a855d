import { describe, expect, it } from 'vitest';
import { admonitionKinds } from '../../../../src/markdown/plugins/directiveNames.ts';
import { compile, elementChildren, findAll, findOne, tags, text } from '../compileHelpers.ts';

describe('admonitions (remarkAdmonitions)', () => {
  it("knows Docusaurus's kinds: its five, caution and the legacy important, success and secondary", () => {
    expect(admonitionKinds).toEqual([
      'note',
      'tip',
      'info',
      'warning',
      'danger',
      'caution',
      'important',
      'success',
      'secondary',
    ]);
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

  it.each([
    [':::note Read this first', 'note', 'Read this first'],
    [':::tip  Spaced   out  ', 'tip', 'Spaced   out'],
    [':::caution Mind the *gap*', 'caution', 'Mind the gap'],
    [':::info Title {.extra}', 'info', 'Title'],
  ])("%s: Docusaurus's title after the name", async (opening, kind, title) => {
    const { hast, problems } = await compile(`${opening}\nBody.\n:::\n`);
    expect(problems).toEqual([]);
    const admonition = findOne(hast, 'admonition');
    expect(admonition.properties).toEqual({ kind, title });
    expect(text(admonition)).toBe('Body.');
  });

  it('nests with more colons, titles after the name at each level, inside a list item too', async () => {
    const body = '::::info Outer\nA\n\n:::danger Inner\nB\n:::\n\n::::\n\n- item\n\n  :::tip In a list\n  C\n  :::\n';
    const { hast, problems } = await compile(body);
    expect(problems).toEqual([]);
    expect(findAll(hast, 'admonition').map((a) => a.properties)).toEqual([
      { kind: 'info', title: 'Outer' },
      { kind: 'danger', title: 'Inner' },
      { kind: 'tip', title: 'In a list' },
    ]);
  });

  it('leaves a title-like line inside a fenced code block as it is', async () => {
    const { hast } = await compile('````md\n:::note Title\n```\nstill code\n```\n:::note Also code\n````\n');
    expect(findAll(hast, 'admonition')).toEqual([]);
    expect(text(hast)).toContain(':::note Title\n```\nstill code\n```\n:::note Also code');
  });

  it('keeps the columns of a problem after a rewritten title', async () => {
    const { problems } = await compile(':::note Title\n::tab{label="x"}\n:::\n');
    expect(problems.map((p) => [p.line, p.column, p.message])).toEqual([
      [2, 1, '::tab is only allowed directly inside a :::tabs container.'],
    ]);
  });

  it('names the known kinds for an unknown one', async () => {
    const { problems } = await compile(':::hint Title\nText\n:::\n');
    expect(problems.map((p) => [p.line, p.column, p.message, p.hint])).toEqual([
      [
        1,
        1,
        'Unknown directive ":::hint".',
        'Known directives: note, tip, info, warning, danger, caution, important, success, secondary, tabs, doc-card-list, json-schema-editor, monaco-editor, playground, schema-viewer.',
      ],
    ]);
  });

  it('reports an admonition written as a leaf directive, which would lose its text', async () => {
    const { problems } = await compile('::note[Heads up]\n');
    expect(problems.map((p) => [p.code, p.message, p.hint])).toEqual([
      [
        'InvalidDirective',
        '::note is not valid: note is written as a container, :::note.',
        'Write :::note on its own line, the content, then ::: to close it.',
      ],
    ]);
  });
});
