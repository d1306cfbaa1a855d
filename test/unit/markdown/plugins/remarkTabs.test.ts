import { describe, expect, it } from 'vitest';
import { compile, elementChildren, findAll, findOne, problemsOf, text } from '../compileHelpers.ts';

const hint = 'Start each tab with ::tab{label="Its label"} on a line of its own.';

describe('tabs (remarkTabs)', () => {
  it('splits :::tabs into panels at each ::tab', async () => {
    const body = [
      ':::tabs{groupId="os"}',
      '::tab{label="macOS"}',
      'Mac text.',
      '::tab{label="Linux" value="linux"}',
      'Linux text.',
      '',
      'A second paragraph.',
      ':::',
    ].join('\n');
    const { hast, problems } = await compile(body);
    expect(problems).toEqual([]);
    const tabs = findOne(hast, 'tabs');
    expect(tabs.properties).toEqual({ groupId: 'os' });
    const panels = elementChildren(tabs);
    expect(panels.map((p) => [p.tagName, p.properties])).toEqual([
      ['tab-panel', { label: 'macOS', value: 'macOS' }],
      ['tab-panel', { label: 'Linux', value: 'linux' }],
    ]);
    expect(panels.map((p) => findAll(p, 'p').map(text))).toEqual([
      ['Mac text.'],
      ['Linux text.', 'A second paragraph.'],
    ]);
  });

  it('accepts unquoted attributes and no groupId', async () => {
    const { hast } = await compile(':::tabs\n::tab{label=npm}\nA\n::tab{label=yarn}\nB\n:::\n');
    const tabs = findOne(hast, 'tabs');
    expect(tabs.properties).toEqual({});
    expect(elementChildren(tabs).map((p) => p.properties.label)).toEqual(['npm', 'yarn']);
  });

  it('ignores a label on :::tabs itself', async () => {
    const { hast, problems } = await compile(':::tabs[Pick one]\n::tab{label=A}\nA\n:::\n');
    expect(problems).toEqual([]);
    expect(elementChildren(findOne(hast, 'tabs')).map((p) => text(p).trim())).toEqual(['A']);
  });

  it('allows an empty panel', async () => {
    const { hast, problems } = await compile(':::tabs\n::tab{label=A}\n::tab{label=B}\nB\n:::\n');
    expect(problems).toEqual([]);
    expect(elementChildren(findOne(hast, 'tabs')).map((p) => text(p).trim())).toEqual(['', 'B']);
  });

  describe('errors, at their line in the Markdown file', () => {
    it('content before the first ::tab', async () => {
      const result = await compile('Intro\n\n:::tabs\nStray paragraph.\n::tab{label=A}\nA\n:::\n', {
        bodyLineOffset: 10,
      });
      expect(problemsOf(result)).toEqual([
        {
          code: 'InvalidDirective',
          line: 14,
          column: 1,
          message: 'Content inside :::tabs must follow a ::tab{label="…"} line.',
          hint,
        },
      ]);
      expect(findAll(result.hast, 'tabs')).toEqual([]);
    });

    it('no ::tab at all', async () => {
      const result = await compile('\n:::tabs\n:::\n', { bodyLineOffset: 3 });
      expect(problemsOf(result)).toEqual([
        { code: 'InvalidDirective', line: 5, column: 1, message: ':::tabs has no ::tab inside it.', hint },
      ]);
    });

    it('only text, no ::tab', async () => {
      const result = await compile(':::tabs\nNothing but text.\n:::\n');
      expect(problemsOf(result)).toEqual([
        {
          code: 'InvalidDirective',
          line: 2,
          column: 1,
          message: 'Content inside :::tabs must follow a ::tab{label="…"} line.',
          hint,
        },
      ]);
    });

    it.each([
      ['::tab', 'no attributes'],
      ['::tab{label=""}', 'an empty label'],
      ['::tab{value=x}', 'a value but no label'],
    ])('%s (%s)', async (line) => {
      const result = await compile(`:::tabs\n::tab{label=First}\nOne\n${line}\nTwo\n:::\n`, { bodyLineOffset: 2 });
      expect(problemsOf(result)).toEqual([
        {
          code: 'InvalidDirective',
          line: 6,
          column: 1,
          message: '::tab needs a label.',
          hint: 'Write ::tab{label="npm"}.',
        },
      ]);
    });

    it('reports every tab without a label', async () => {
      const result = await compile(':::tabs\n::tab\nOne\n::tab\nTwo\n:::\n');
      expect(problemsOf(result).map((p) => [p.line, p.message])).toEqual([
        [2, '::tab needs a label.'],
        [4, '::tab needs a label.'],
      ]);
    });
  });
});
