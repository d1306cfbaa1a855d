import { describe, expect, it } from 'vitest';
import { parseCategoryFile } from '../../../src/content/categoryFile.ts';

const file = '/site/docs/guides/_category_.json';

function problemsOf(text: string): { line?: number; column?: number; message: string; hint?: string }[] {
  return parseCategoryFile(text, file, 'guides').problems.map(({ line, column, message, hint }) =>
    (hint === undefined ? { line, column, message } : { line, column, message, hint }));
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
    expect(parseCategoryFile(JSON.stringify({ link }), file, 'guides')).toEqual({ meta: { file, dirPath: 'guides', link }, problems: [] });
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
        reason: 'Expected double-quoted property name in JSON at position 14',
      },
      {
        name: 'a missing comma, on its line',
        text: '{\n  "label": "A"\n  "position": 1\n}',
        line: 3,
        column: 3,
        reason: "Expected ',' or '}' after property value in JSON at position 19",
      },
      { name: 'an empty file', text: '', line: 1, column: 1, reason: 'Unexpected end of JSON input' },
    ])('$name', ({ text, line, column, reason }) => {
      expect(parseCategoryFile(text, file, 'guides')).toEqual({
        problems: [{
          code: 'InvalidCategoryFile',
          severity: 'error',
          file,
          line,
          column,
          message: `_category_.json is not valid JSON: ${reason}.`,
          hint: 'Check for a trailing comma or a missing quote.',
        }],
      });
    });
  });

  it.each(['[]', 'null', '"Guides"', '3'])('rejects %s, which is not an object', (text) => {
    expect(parseCategoryFile(text, file, 'guides')).toEqual({
      problems: [{ code: 'InvalidCategoryFile', severity: 'error', file, line: 1, column: 1, message: '_category_.json must hold a JSON object.' }],
    });
  });

  describe('unknown keys', () => {
    it('suggests the closest key, at the key', () => {
      expect(problemsOf('{\n  "lable": "Guides"\n}')).toEqual([
        { line: 2, column: 4, message: 'Unknown key "lable" in _category_.json.', hint: 'Did you mean "label"?' },
      ]);
    });

    it('lists the known keys when nothing is close', () => {
      expect(problemsOf('{\n  "sidebar_items": []\n}')).toEqual([{
        line: 2,
        column: 4,
        message: 'Unknown key "sidebar_items" in _category_.json.',
        hint: 'Known keys: label, position, collapsed, collapsible, className, description, link.',
      }]);
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
      ['link', 'doc', '"link" must be an object such as { "type": "generated-index" } or null, but it is "doc".'],
      ['link', [], '"link" must be an object such as { "type": "generated-index" } or null, but it is [].'],
      ['link', { type: 'doc' }, '"link" must be a doc link with a string "id", but it is {"type":"doc"}.'],
      ['link', { type: 'doc', id: 3 }, '"link" must be a doc link with a string "id", but it is {"type":"doc","id":3}.'],
      ['link', { type: 'page' }, '"link" must be a link whose "type" is "generated-index" or "doc", but it is {"type":"page"}.'],
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
