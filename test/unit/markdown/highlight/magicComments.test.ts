import { describe, expect, it } from 'vitest';
import { parseMagicComments } from '../../../../src/markdown/highlight/magicComments.ts';

const lines = (...text: string[]) => text.join('\n');

describe('parseMagicComments', () => {
  it.each([
    {
      style: '// (js)',
      language: 'js',
      next: '// highlight-next-line',
      start: '// highlight-start',
      end: '// highlight-end',
    },
    {
      style: '/* */ (ts)',
      language: 'ts',
      next: '/* highlight-next-line */',
      start: '/* highlight-start */',
      end: '/* highlight-end */',
    },
    {
      style: '{/* */} (jsx)',
      language: 'jsx',
      next: '{/* highlight-next-line */}',
      start: '{/* highlight-start */}',
      end: '{/* highlight-end */}',
    },
    {
      style: '{ /* */ } (tsx)',
      language: 'tsx',
      next: '  { /* highlight-next-line */ }',
      start: '{/*highlight-start*/}',
      end: '{/* highlight-end */}',
    },
    {
      style: '# (bash)',
      language: 'bash',
      next: '# highlight-next-line',
      start: '# highlight-start',
      end: '# highlight-end',
    },
    {
      style: '# (python, by its alias py)',
      language: 'py',
      next: '    # highlight-next-line',
      start: '# highlight-start',
      end: '# highlight-end',
    },
    {
      style: '# (yaml)',
      language: 'yaml',
      next: '# highlight-next-line',
      start: '# highlight-start',
      end: '# highlight-end',
    },
    {
      style: '# (toml)',
      language: 'toml',
      next: '# highlight-next-line',
      start: '# highlight-start',
      end: '# highlight-end',
    },
    {
      style: '<!-- --> (html)',
      language: 'html',
      next: '<!-- highlight-next-line -->',
      start: '<!-- highlight-start -->',
      end: '<!-- highlight-end -->',
    },
    {
      style: '<!-- --> (xml)',
      language: 'xml',
      next: '<!-- highlight-next-line -->',
      start: '<!-- highlight-start -->',
      end: '<!-- highlight-end -->',
    },
    {
      style: '<!-- --> (markdown)',
      language: 'md',
      next: '<!-- highlight-next-line -->',
      start: '<!-- highlight-start -->',
      end: '<!-- highlight-end -->',
    },
    {
      style: '-- (sql)',
      language: 'sql',
      next: '-- highlight-next-line',
      start: '-- highlight-start',
      end: '-- highlight-end',
    },
    {
      style: '% (latex)',
      language: 'latex',
      next: '% highlight-next-line',
      start: '% highlight-start',
      end: '% highlight-end',
    },
  ])('$style: removes the comment lines and highlights what they mark', ({ language, next, start, end }) => {
    const code = lines('one', next, 'two', 'three', start, 'four', 'five', end, 'six');
    expect(parseMagicComments(code, language)).toEqual({
      code: lines('one', 'two', 'three', 'four', 'five', 'six'),
      highlightedLines: [2, 4, 5],
    });
  });

  it.each([
    { language: 'js', comment: '# highlight-next-line', why: '# is not a comment in JavaScript' },
    { language: 'bash', comment: '// highlight-next-line', why: '// is not a comment in bash' },
    { language: 'python', comment: '<!-- highlight-next-line -->', why: 'python has only #' },
    { language: 'markdown', comment: '// highlight-next-line', why: 'markdown has <!-- -->, {/* */} and #' },
    { language: 'html', comment: '# highlight-next-line', why: 'html has <!-- -->, // and /* */' },
  ])('leaves $comment alone in $language: $why', ({ language, comment }) => {
    const code = lines(comment, 'x');
    expect(parseMagicComments(code, language)).toEqual({ code, highlightedLines: [] });
  });

  it.each(['foo', 'json', 'text', 'json-schema'])(
    'takes the popular styles for %s, which Docusaurus has no case for',
    (language) => {
      const code = lines(
        '// highlight-next-line',
        'a',
        '# highlight-next-line',
        'b',
        '<!-- highlight-next-line -->',
        'c',
        '/* highlight-next-line */',
        'd',
        '{/* highlight-next-line */}',
        'e',
        'f',
      );
      expect(parseMagicComments(code, language)).toEqual({
        code: lines('a', 'b', 'c', 'd', 'e', 'f'),
        highlightedLines: [1, 2, 3, 4, 5],
      });
    },
  );

  it('does nothing without a language, as Docusaurus', () => {
    const code = lines('// highlight-next-line', 'a');
    expect(parseMagicComments(code, undefined)).toEqual({ code, highlightedLines: [] });
    expect(parseMagicComments(code, ' ')).toEqual({ code, highlightedLines: [] });
  });

  it('only takes a comment alone on its line, with its exact directive', () => {
    const code = lines(
      'a(); // highlight-next-line',
      '// highlight-next-line please',
      '// Highlight-Next-Line',
      '//highlight-next-line',
      'b',
    );
    expect(parseMagicComments(code, 'js')).toEqual({
      code: lines('a(); // highlight-next-line', '// highlight-next-line please', '// Highlight-Next-Line', 'b'),
      highlightedLines: [4],
    });
  });

  it('highlights to the end of the block after a highlight-start without its end', () => {
    expect(parseMagicComments(lines('a', '# highlight-start', 'b', 'c'), 'sh')).toEqual({
      code: lines('a', 'b', 'c'),
      highlightedLines: [2, 3],
    });
  });

  it('removes a highlight-end without a start, highlighting nothing', () => {
    expect(parseMagicComments(lines('a', '# highlight-end', 'b'), 'sh')).toEqual({
      code: lines('a', 'b'),
      highlightedLines: [],
    });
  });

  it('nests starts, and a next-line inside a range adds nothing', () => {
    const code = lines(
      '// highlight-start',
      'a',
      '// highlight-start',
      'b',
      '// highlight-end',
      '// highlight-next-line',
      'c',
      '// highlight-end',
      'd',
    );
    expect(parseMagicComments(code, 'ts')).toEqual({ code: lines('a', 'b', 'c', 'd'), highlightedLines: [1, 2, 3] });
  });

  it('lets highlight-next-line skip the comment lines after it', () => {
    expect(
      parseMagicComments(
        lines('// highlight-next-line', '// highlight-next-line', '// highlight-start', 'a', '// highlight-end', 'b'),
        'js',
      ),
    ).toEqual({ code: lines('a', 'b'), highlightedLines: [1] });
  });

  it('highlights nothing for a highlight-next-line on the last line', () => {
    expect(parseMagicComments(lines('a', '// highlight-next-line'), 'js')).toEqual({ code: 'a', highlightedLines: [] });
  });

  it('keeps Windows line ends on the lines it keeps', () => {
    expect(parseMagicComments('a\r\n# highlight-next-line\r\nb\r\nc', 'yaml')).toEqual({
      code: 'a\r\nb\r\nc',
      highlightedLines: [2],
    });
  });
});
