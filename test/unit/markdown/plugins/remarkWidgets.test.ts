import type { Element } from 'hast';
import { describe, expect, it } from 'vitest';
import { widgets as themeWidgets } from '../../../../theme/widgets/registry.ts';
import { compile, findAll, findOne, problemsOf, tags, testWidgets, text } from '../compileHelpers.ts';

/** Built-in directives first, then the theme's widgets, sorted; the theme registry grows as widgets are added. */
const knownDirectives = `note, tip, info, warning, danger, caution, important, success, secondary, tabs, ${[...themeWidgets.keys()].sort().join(', ')}`;

/** Name and parsed props of each sitegen-widget element. */
function widgetsIn(tree: Parameters<typeof findAll>[0]): { name: unknown; props: unknown }[] {
  return findAll(tree, 'sitegen-widget').map((el: Element) => ({
    name: el.properties.name,
    props: JSON.parse(String(el.properties.props)) as unknown,
  }));
}

describe('widget directives (remarkWidgets)', () => {
  describe('with the theme registry', () => {
    it('turns ::doc-card-list into a sitegen-widget with JSON props', async () => {
      const result = await compile('::doc-card-list{category="Guides"}\n');
      expect(result.problems).toEqual([]);
      expect(tags(result.hast)).toEqual(['sitegen-widget']);
      expect(findOne(result.hast, 'sitegen-widget').properties).toEqual({
        name: 'doc-card-list',
        props: '{"category":"Guides"}',
        use: 0,
      });
      expect(result.widgets).toEqual(['doc-card-list']);
    });

    it('accepts a widget without props', async () => {
      const { hast, problems } = await compile('::doc-card-list\n');
      expect(problems).toEqual([]);
      expect(widgetsIn(hast)).toEqual([{ name: 'doc-card-list', props: {} }]);
    });

    it('reports an unknown leaf directive with file:line, a suggestion and the known directives', async () => {
      const result = await compile('# Title\n\n::doc-card-lst{category="Guides"}\n', { bodyLineOffset: 4 });
      expect(problemsOf(result)).toEqual([
        {
          code: 'UnknownDirective',
          line: 7,
          column: 1,
          message: 'Unknown directive "::doc-card-lst".',
          hint: `Did you mean "doc-card-list"? Known directives: ${knownDirectives}.`,
        },
      ]);
      expect(result.widgets).toEqual([]);
      expect(findAll(result.hast, 'sitegen-widget')).toEqual([]);
    });

    it('reports an unknown container directive', async () => {
      const result = await compile('\n:::sidebar-box\nInside.\n:::\n', { bodyLineOffset: 2 });
      expect(problemsOf(result)).toEqual([
        {
          code: 'UnknownDirective',
          line: 4,
          column: 1,
          message: 'Unknown directive ":::sidebar-box".',
          hint: `Known directives: ${knownDirectives}.`,
        },
      ]);
    });

    it('suggests a built-in directive', async () => {
      const [problem] = (await compile(':::warnign\nCareful.\n:::\n')).problems;
      expect(problem?.hint).toBe(`Did you mean "warning"? Known directives: ${knownDirectives}.`);
    });

    it('reports an unknown prop with a suggestion', async () => {
      expect(problemsOf(await compile('::doc-card-list{categroy="Guides"}\n'))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::doc-card-list has no prop "categroy".',
          hint: 'Did you mean "category"?',
        },
      ]);
    });

    it('lists the props when nothing is close', async () => {
      expect(problemsOf(await compile('::doc-card-list{colour="red"}\n'))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::doc-card-list has no prop "colour".',
          hint: 'Its props are: category.',
        },
      ]);
    });
  });

  describe('with a registry of our own', () => {
    const widgets = testWidgets;

    it('coerces each prop to its kind', async () => {
      const body = [
        '::chart{title="Sales" height=120 wide data=\'{"points":[1,2]}\'}',
        '',
        '::chart{data="[]" wide=false height=" 1e3 "}',
        '',
        '::chart{data=null wide=true title=""}',
      ].join('\n');
      const { hast, problems } = await compile(body, { widgets });
      expect(problems).toEqual([]);
      expect(widgetsIn(hast)).toEqual([
        { name: 'chart', props: { title: 'Sales', height: 120, wide: true, data: { points: [1, 2] } } },
        { name: 'chart', props: { data: [], wide: false, height: 1000 } },
        { name: 'chart', props: { data: null, wide: true, title: '' } },
      ]);
    });

    it.each([
      ['height=abc', '::chart prop "height" must be a number, but it is "abc".'],
      ['height=""', '::chart prop "height" must be a number, but it is "".'],
      ['height="12px"', '::chart prop "height" must be a number, but it is "12px".'],
      ['wide=maybe', '::chart prop "wide" must be true or false, but it is "maybe".'],
      ['wide=1', '::chart prop "wide" must be true or false, but it is "1".'],
    ])('%s: %s', async (attribute, message) => {
      const result = await compile(`Text\n\n::chart{data=1 ${attribute}}\n`, { widgets, bodyLineOffset: 1 });
      expect(problemsOf(result)).toEqual([{ code: 'InvalidDirective', line: 4, column: 1, message }]);
      expect(findAll(result.hast, 'sitegen-widget')).toEqual([]);
      expect(result.widgets).toEqual([]);
    });

    it("reports JSON props that do not parse, with the parser's reason", async () => {
      expect(problemsOf(await compile('::chart{data="{bad"}\n', { widgets }))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::chart prop "data" must be JSON: Expected property name or \'}\' in JSON at position 1.',
        },
      ]);
    });

    it('reports a missing required prop with its description', async () => {
      expect(problemsOf(await compile('::chart{title=T}\n', { widgets }))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::chart needs the prop "data" (the data points).',
        },
      ]);
    });

    it('reports every wrong prop of one directive', async () => {
      const result = await compile('::chart{height=abc wide=maybe}\n', { widgets });
      expect(problemsOf(result).map((p) => p.message)).toEqual([
        '::chart prop "height" must be a number, but it is "abc".',
        '::chart prop "wide" must be true or false, but it is "maybe".',
        '::chart needs the prop "data" (the data points).',
      ]);
    });

    it('says a widget without props has none', async () => {
      expect(problemsOf(await compile('::box{x=1}\n', { widgets }))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::box has no prop "x".',
          hint: 'Its props are: none.',
        },
      ]);
    });

    it('treats #id and .class shortcuts as props', async () => {
      expect(problemsOf(await compile('::box{.wide}\n', { widgets }))).toEqual([
        {
          code: 'InvalidDirective',
          line: 1,
          column: 1,
          message: '::box has no prop "class".',
          hint: 'Its props are: none.',
        },
      ]);
    });

    it('keeps the content of a container widget', async () => {
      const { hast, problems } = await compile(':::box\nInside **bold**.\n:::\n', { widgets });
      expect(problems).toEqual([]);
      const box = findOne(hast, 'sitegen-widget');
      expect(box.properties).toEqual({ name: 'box', props: '{}', use: 0 });
      expect(tags(box)).toEqual(['p']);
      expect(text(box)).toBe('Inside bold.');
    });

    it('renders an inline widget inside its paragraph', async () => {
      const { hast, problems, widgets: used } = await compile('New: :badge{text="beta"} today.\n', { widgets });
      expect(problems).toEqual([]);
      const paragraph = findOne(hast, 'p');
      expect(tags(paragraph)).toEqual(['sitegen-widget']);
      expect(widgetsIn(paragraph)).toEqual([{ name: 'badge', props: { text: 'beta' } }]);
      expect(used).toEqual(['badge']);
    });

    it("lists the registry's widgets, sorted, among the known directives", async () => {
      const [problem] = (await compile('::chrat{data=1}\n', { widgets })).problems;
      expect(problem?.hint).toBe(
        'Did you mean "chart"? Known directives: note, tip, info, warning, danger, caution, important, success, secondary, tabs, badge, box, chart.',
      );
    });

    it('reports a block widget written inline', async () => {
      const result = await compile('See :chart{data=1} here.\n', { widgets, bodyLineOffset: 2 });
      expect(problemsOf(result)).toEqual([
        {
          code: 'InvalidDirective',
          line: 3,
          column: 5,
          message: '"chart" is a block widget; write it on a line of its own as ::chart{…}.',
        },
      ]);
    });
  });
});
