/**
 * The schema viewer written as text for a page's twin (src/twins/schemaOutline.ts): every property the
 * viewer shows is named, with its type, its required flag exactly where the schema's `required` puts it,
 * and its constraints in the viewer's own words.
 */
import { describe, expect, it } from 'vitest';
import { schemaOutline } from '../../../src/twins/schemaOutline.ts';
import { englishTranslation, translate, type Translation } from '../../../theme/i18n/translate.ts';
import { themeMessages } from '../../../theme/i18n/catalogues.ts';

const english = (id: string, values?: Record<string, string | number>) => translate(englishTranslation, id, values);

const member = {
  title: 'Library member',
  description: 'A person who can borrow books.',
  type: 'object',
  required: ['memberId', 'name'],
  properties: {
    memberId: { type: 'string', pattern: '^M-[0-9]{6}$', description: 'The number on the card.' },
    name: { type: 'string', minLength: 1, maxLength: 120 },
    email: { type: 'string', format: 'email' },
    address: { $ref: '#/$defs/address' },
    tags: { type: 'array', items: { type: 'string' }, maxItems: 5 },
  },
  additionalProperties: false,
  $defs: {
    address: { type: 'object', required: ['city'], properties: { city: { type: 'string' }, zip: { type: 'string' } } },
  },
};

/** The outline's line for a property: `- \`name\` (facts)`, at any depth. */
function propertyLine(outline: string, name: string): string | undefined {
  return outline.split('\n').find((line) => line.trimStart().startsWith(`- \`${name}\` (`));
}

describe('schemaOutline', () => {
  it('names every property with its type and its required flag, as the schema has them', () => {
    const outline =
      schemaOutline({ src: { schema: member, baseUri: 'site:/member.json', documents: {} } }, { translate: english }) ??
      '';
    const expected: Record<string, { type: string; required: boolean }> = {
      memberId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: false },
      tags: { type: 'array of string', required: false },
      city: { type: 'string', required: true },
      zip: { type: 'string', required: false },
    };
    for (const [name, { type, required }] of Object.entries(expected)) {
      const line = propertyLine(outline, name);
      expect(line, name).toBeDefined();
      expect(line, name).toContain(`(${type}${required ? ', required' : ''}`);
      if (!required) expect(line, name).not.toContain('required');
    }
    expect(propertyLine(outline, 'address')).toContain('`$ref` `#/$defs/address`');
  });

  it("writes the title, description and constraints in the viewer's words", () => {
    const outline =
      schemaOutline({ src: { schema: member, baseUri: 'site:/member.json', documents: {} } }, { translate: english }) ??
      '';
    expect(outline.split('\n').slice(0, 5)).toEqual([
      '**Library member** (object)',
      '',
      'A person who can borrow books.',
      '',
      '- **Additional properties:** not allowed: only the listed properties may appear',
    ]);
    expect(outline).toContain(
      '    - The number on the card.\n    - **Pattern:** must match the regular expression `^M-[0-9]{6}$`',
    );
    expect(outline).toContain('**Length:** between 1 and 120 characters');
    expect(outline).toContain('**Number of items:** at most 5 items');
  });

  it("writes the badges in the page's language", () => {
    const french: Translation = { locale: 'fr', messages: themeMessages('fr') };
    const outline =
      schemaOutline(
        { src: { schema: member, baseUri: 'site:/member.json', documents: {} } },
        { translate: (id, values) => translate(french, id, values) },
      ) ?? '';
    expect(propertyLine(outline, 'name')).toBe(
      `  - \`name\` (string, ${translate(french, 'sitegen.viewer.required')})`,
    );
  });

  it("writes a reference back up the path as the viewer's recursive link, and stops at its node limit", () => {
    const tree = { title: 'Node', type: 'object', properties: { child: { $ref: '#' } } };
    const outline =
      schemaOutline({ src: { schema: tree, baseUri: 'site:/tree.json', documents: {} } }, { translate: english }) ?? '';
    expect(outline).toBe('**Node** (object)\n\n- Properties:\n  - `child` (Node) recursive `#`');
    const wide = {
      type: 'object',
      properties: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`p${i}`, { type: 'string' }])),
    };
    const cut =
      schemaOutline(
        { src: { schema: wide, baseUri: 'site:/wide.json', documents: {} } },
        { translate: english, nodeLimit: 4 },
      ) ?? '';
    expect(cut.split('\n').filter((line) => line.includes('`p')).length).toBe(3);
    expect(cut.endsWith(english('sitegen.twin.outlineCut', { count: 4 }))).toBe(true);
  });

  it('gives nothing for props without a schema', () => {
    expect(schemaOutline({}, { translate: english })).toBeUndefined();
  });
});
