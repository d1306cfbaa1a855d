import { describe, expect, it } from 'vitest';
import { shardOf, tokenize } from '../../../theme/search/tokenize.ts';
import { highlightParts } from '../../../theme/search/highlight.ts';

describe('tokenize', () => {
  it('lowercases, folds accents, splits at non-letters and drops one-letter words', () => {
    expect(tokenize('Schéma: a x-order, 2020-12!')).toEqual(['schema', 'order', '2020', '12']);
  });

  it('indexes camel-case words whole and by their parts', () => {
    expect(tokenize('minContains JSONSchemaViewer')).toEqual([
      'mincontains',
      'min',
      'contains',
      'jsonschemaviewer',
      'json',
      'schema',
      'viewer',
    ]);
  });

  it('keeps letters of every script', () => {
    expect(tokenize('模式 Ωmega')).toEqual(['模式', 'ωmega']);
    expect(shardOf('模式')).toBe('模式');
    expect(shardOf('properties')).toBe('pr');
  });
});

describe('highlightParts', () => {
  it('marks the words a term starts, keeps everything else as text', () => {
    expect(highlightParts('The <b>minContains</b> keyword', ['contains'])).toEqual([
      { text: 'The <b>', match: false },
      { text: 'minContains', match: true },
      { text: '</b> keyword', match: false },
    ]);
    expect(highlightParts('Properties of properties', ['prop'])).toEqual([
      { text: 'Properties', match: true },
      { text: ' of ', match: false },
      { text: 'properties', match: true },
    ]);
    expect(highlightParts('nothing here', ['zebra'])).toEqual([{ text: 'nothing here', match: false }]);
  });
});
