import { describe, expect, it } from 'vitest';
import { parseCategoryFile } from '../../../src/content/categoryFile.ts';

const file = '/site/docs/guides/_category_.json';

function problemsOf(text: string): { line?: number; column?: number; message: string; hint?: string }[] {
  return parseCategoryFile(text, file, 'guides').problems.map(({ line, column, message, hint }) =>
    hint === undefined ? { line, column, message } : { line, column, message, hint },
  );
}

describe('parseCategoryFile', () => {
  it('accepts every key and returns them with the file and folder', () => {
    const text = JSON.stringify({
      label: 'Guides',
      position: 2,
      collapsed: false,
      collapsible: true,
      className: 'guides',
      description: 'How to',
      customProps: { icon: 'book' },
      key: 'guides-category',
      link: { type: 'generated-index', title: 'All guides', slug: '/guides' },
    });
    expect(parseCategoryFile(text, file, 'guides')).toEqual({
      meta: {
        file,
        dirPath: 'guides',
        label: 'Guides',
        position: 2,
        collapsed: false,
        collapsible: true,
        className: 'guides',
        description: 'How to',
        customProps: { icon: 'book' },
        link: { type: 'generated-index', title: 'All guides', slug: '/guides' },
      },
      problems: [],
    });
  });

  it.each([
    ['a generated index', { type: 'generated-index' }],
    ['a doc', { type: 'doc', id: 'guides/intro' }],
    ['null (no link)', null],
  ])('accepts a link to %s', (_name, link) => {
    expect(parseCategoryFile(JSON.stringify({ link }), file, 'guides')).toEqual({
      meta: { file, dirPath: 'guides', link },
      problems: [],
    });
  });

  it('accepts an empty object', () => {
    expect(parseCategoryFile('{}', file, '')).toEqual({ meta: { file, dirPath: '' }, problems: [] });
  });

  describe('JSON syntax errors', () => {
    it.each([
      {
        name: 'a trailing comma',
        text: '{"label": "A",}',
        line: 1,
        column: 15,
        reason: 'a property name in double quotes was expected',
      },
      {
        name: 'a missing comma, on its line',
        text: '{\n  "label": "A"\n  "position": 1\n}',
        line: 3,
        column: 3,
        reason: 'a comma was expected',
      },
      // Node's own message gives no position for this one: the place comes from jsonc-parser.
      { name: 'a value missing', text: '{ "label": }', line: 1, column: 12, reason: 'a value was expected' },
      { name: 'an empty file', text: '', line: 1, column: 1, reason: 'a value was expected' },
    ])('$name', ({ text, line, column, reason }) => {
      expect(parseCategoryFile(text, file, 'guides')).toEqual({
        problems: [
          {
            code: 'InvalidCategoryFile',
            severity: 'error',
            file,
            line,
            column,
            message: `_category_.json is not valid JSON: ${reason}.`,
            hint: 'Check for a trailing comma or a missing quote.',
          },
        ],
      });
    });
  });

  it.each(['[]', 'null', '"Guides"', '3'])('rejects %s, which is not an object', (text) => {
    expect(parseCategoryFile(text, file, 'guides')).toEqual({
      problems: [
        {
          code: 'InvalidCategoryFile',
          severity: 'error',
          file,
          line: 1,
          column: 1,
          message: '_category_.json must hold a JSON object.',
          hint: 'Write one object: { "label": "Guides", "position": 2 }.',
        },
      ],
    });
  });

  describe('unknown keys', () => {
    it('suggests the closest key, at the key', () => {
      expect(problemsOf('{\n  "lable": "Guides"\n}')).toEqual([
        { line: 2, column: 4, message: 'Unknown key "lable" in _category_.json.', hint: 'Did you mean "label"?' },
      ]);
    });

    it('lists the known keys when nothing is close', () => {
      expect(problemsOf('{\n  "sidebar_items": []\n}')).toEqual([
        {
          line: 2,
          column: 4,
          message: 'Unknown key "sidebar_items" in _category_.json.',
          hint: 'Known keys: label, position, collapsed, collapsible, className, description, customProps, key, link.',
        },
      ]);
    });

    it('returns no meta when there is a problem', () => {
      expect(parseCategoryFile('{"label": "A", "lable": "B"}', file, 'guides').meta).toBeUndefined();
    });
  });

  describe('wrong values', () => {
    it.each([
      ['label', 1, '"label" must be a string, but it is 1.'],
      ['position', '2', '"position" must be a number, but it is "2".'],
      ['collapsed', 'no', '"collapsed" must be true or false, but it is "no".'],
      ['collapsible', 0, '"collapsible" must be true or false, but it is 0.'],
      ['className', false, '"className" must be a string, but it is false.'],
      ['description', [], '"description" must be a string, but it is [].'],
      ['customProps', 'x', '"customProps" must be an object of the site\'s own data, but it is "x".'],
      ['link', 'doc', '"link" must be an object such as { "type": "generated-index" } or null, but it is "doc".'],
      ['link', [], '"link" must be an object such as { "type": "generated-index" } or null, but it is [].'],
      ['link', { type: 'doc' }, '"link" must be a doc link with a string "id", but it is {"type":"doc"}.'],
      [
        'link',
        { type: 'doc', id: 3 },
        '"link" must be a doc link with a string "id", but it is {"type":"doc","id":3}.',
      ],
      [
        'link',
        { type: 'page' },
        '"link" must be a link whose "type" is "generated-index" or "doc", but it is {"type":"page"}.',
      ],
    ])('%s: %j', (key, value, message) => {
      const text = `{\n  "${key}": ${JSON.stringify(value)}\n}`;
      expect(problemsOf(text)).toEqual([{ line: 2, column: 4, message }]);
    });

    it('reports every wrong key at its own position', () => {
      const text = '{\n  "label": 1,\n  "position": 2,\n  "collapsed": "yes"\n}';
      expect(problemsOf(text)).toEqual([
        { line: 2, column: 4, message: '"label" must be a string, but it is 1.' },
        { line: 4, column: 4, message: '"collapsed" must be true or false, but it is "yes".' },
      ]);
    });
  });
});

describe('parseCategoryFile on _category_.yml and _category_.yaml', () => {
  const yml = '/site/docs/guides/_category_.yml';

  it.each(['_category_.yml', '_category_.yaml'])('reads %s with the same keys', (name) => {
    const yamlFile = `/site/docs/guides/${name}`;
    const text = [
      'label: Guides',
      'position: 2',
      'collapsed: false',
      'className: guides',
      'customProps:',
      '  icon: book',
      'link:',
      '  type: generated-index',
      '  title: All guides',
      '',
    ].join('\n');
    expect(parseCategoryFile(text, yamlFile, 'guides')).toEqual({
      meta: {
        file: yamlFile,
        dirPath: 'guides',
        label: 'Guides',
        position: 2,
        collapsed: false,
        className: 'guides',
        customProps: { icon: 'book' },
        link: { type: 'generated-index', title: 'All guides' },
      },
      problems: [],
    });
  });

  it('reads link: null as no link, and an empty file as no metadata', () => {
    expect(parseCategoryFile('link: null\n', yml, 'guides').meta).toEqual({ file: yml, dirPath: 'guides', link: null });
    expect(parseCategoryFile('# nothing yet\n', yml, 'guides').meta).toEqual({ file: yml, dirPath: 'guides' });
  });

  it.each([
    [
      'label: Guides\nposition: 2: 3\n',
      2,
      12,
      'incomplete explicit mapping pair; a key node is missed; or followed by a non-tabulated empty line',
    ],
    ['label: Guides\n  collapsed: true\n', 2, 12, 'bad indentation of a mapping entry'],
    ['label: "Guides\n', 2, 1, 'unexpected end of the stream within a double quoted scalar'],
  ])('reports YAML that does not parse at its line and column: %j', (text, line, column, reason) => {
    expect(parseCategoryFile(text, yml, 'guides')).toEqual({
      problems: [
        {
          code: 'InvalidCategoryFile',
          severity: 'error',
          file: yml,
          line,
          column,
          message: `_category_.yml is not valid YAML: ${reason}.`,
          hint: 'Write one key a line (label: Guides); quote values that contain a colon followed by a space, or start with [, {, * or #.',
        },
      ],
    });
  });

  it('rejects YAML that is not a mapping', () => {
    expect(parseCategoryFile('- Guides\n', yml, 'guides').problems).toEqual([
      {
        code: 'InvalidCategoryFile',
        severity: 'error',
        file: yml,
        line: 1,
        column: 1,
        message: '_category_.yml must hold a mapping of keys to values.',
        hint: 'Write one key a line: label: Guides, then position: 2.',
      },
    ]);
  });

  it('reports an unknown key and a wrong value at the line of their key, not where the word first appears', () => {
    const text = 'description: the position of the label\nlable: Guides\nposition: second\n';
    expect(
      parseCategoryFile(text, yml, 'guides').problems.map(({ line, column, message, hint }) => ({
        line,
        column,
        message,
        hint,
      })),
    ).toEqual([
      { line: 2, column: 1, message: 'Unknown key "lable" in _category_.yml.', hint: 'Did you mean "label"?' },
      { line: 3, column: 1, message: '"position" must be a number, but it is "second".', hint: undefined },
    ]);
  });
});
