import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, testWidgets, text } from '../compileHelpers.ts';

describe('text that looks like a directive (remarkRestoreTextDirectives)', () => {
  it.each([
    'The meeting is at 10:30.',
    'Write to mailto:a@b.c today.',
    'Use a:b as the key.',
    'The ratio is 1:2.',
    'Namespaced std::vector and a::b::c.',
    'Emoji-like :smile: and :+1: codes.',
    'A label :name[with text] stays.',
    'Attributes :x{y="z"} stay too.',
    'Times 09:00-17:30, ratio 16:9, IPv6 ::1.',
  ])('%s stays text, exactly', async (paragraph) => {
    const { hast, problems } = await compile(`${paragraph}\n`);
    expect(problems).toEqual([]);
    expect(text(findOne(hast, 'p'))).toBe(paragraph);
    expect(findAll(hast, 'sitegen-widget')).toEqual([]);
  });

  it('restores text in headings, lists and tables too', async () => {
    const { hast, headings } = await compile('## Opens at 10:30\n\n- key a:b\n\n| time |\n|---|\n| 1:2 |\n');
    expect(headings).toEqual([{ depth: 2, id: 'opens-at-1030', text: 'Opens at 10:30' }]);
    expect(text(findOne(hast, 'li'))).toBe('key a:b');
    expect(text(findOne(hast, 'td'))).toBe('1:2');
  });

  it('keeps inline widgets as widgets', async () => {
    const { hast } = await compile('At 10:30 :badge{text=new} a:b\n', { widgets: testWidgets });
    const paragraph = findOne(hast, 'p');
    expect(findAll(paragraph, 'sitegen-widget').map((w) => w.properties.name)).toEqual(['badge']);
    expect(text(paragraph)).toBe('At 10:30  a:b');
  });
});
