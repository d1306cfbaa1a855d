import { describe, expect, it } from 'vitest';
import { parseTagsFile } from '../../../src/tags/tagsFile.ts';

const file = '/site/docs/tags.yml';

describe('parseTagsFile', () => {
  it('reads each tag, defaulting the label to the key capitalised and the permalink to the key as a slug', () => {
    const text =
      'api:\n  label: API\n  permalink: /api-reference\n  description: The programming interface.\ngetting-started:\nreleaseNotes: {}\n';
    expect(parseTagsFile(text, file)).toEqual({
      tagsFile: {
        file,
        tags: new Map([
          ['api', { label: 'API', permalink: '/api-reference', description: 'The programming interface.' }],
          ['getting-started', { label: 'Getting-started', permalink: '/getting-started' }],
          ['releaseNotes', { label: 'Releasenotes', permalink: '/release-notes' }],
        ]),
      },
      problems: [],
    });
  });

  it('reports YAML that does not parse at its line and column', () => {
    expect(parseTagsFile('api:\n  label: [API\n', file).problems).toEqual([
      {
        code: 'InvalidTagsFile',
        severity: 'error',
        file,
        line: 3,
        column: 1,
        message: 'tags.yml is not valid YAML: unexpected end of the stream within a flow collection.',
        hint: 'Each tag is a key, with label, permalink and description under it; quote values that contain a colon followed by a space.',
      },
    ]);
  });

  it.each([
    [
      '- api\n',
      1,
      'tags.yml must hold a mapping of tag keys to their label, permalink and description.',
      'Write each tag as a key with its fields under it, e.g. api: then, indented, label: API and permalink: /api.',
    ],
    [
      'api: API\n',
      1,
      'The tag "api" must be a mapping (label, permalink, description) or empty, but it is "API".',
      'Write each tag as a key with its fields under it, e.g. api: then, indented, label: API and permalink: /api.',
    ],
    ['api:\n  lable: API\n', 2, 'The tag "api" has an unknown key "lable".', 'Did you mean "label"?'],
    ['api:\n  label: 3\n', 1, 'The label of the tag "api" must be a string, but it is 3.', 'Quote it: label: "3".'],
    [
      'api:\n  permalink: /same\nrest:\n  permalink: same/\n',
      3,
      'The tags "api" and "rest" have the same permalink, /same.',
      'Give one of them a permalink of its own.',
    ],
  ])('reports %j', (text, line, message, hint) => {
    expect(parseTagsFile(text, file).problems.map((p) => ({ line: p.line, message: p.message, hint: p.hint }))).toEqual(
      [{ line, message, hint }],
    );
  });
});
