/**
 * `::schema-viewer` in a site build: the schema file and the files it
 * references are loaded at build time; every problem is reported where it
 * is (the directive, or the `$ref` inside the schema file) and fails the build.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const person = JSON.stringify(
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: 'Person',
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', minLength: 1 },
      home: { $ref: '../shared/address.json' },
    },
  },
  null,
  2,
);
const address = JSON.stringify(
  { title: 'Address', type: 'object', properties: { street: { type: 'string' } } },
  null,
  2,
);

describe('::schema-viewer in a build', { timeout: 60_000, concurrent: true }, () => {
  it('renders the schema and the file it references into the page, as an island', async () => {
    const run = await sites.build({
      'docs/intro.md':
        '# Intro\n\n::schema-viewer{src="/schemas/people/person.json"}\n\n::schema-viewer{src="/schemas/people/person.json" defaultExpandDepth=1}\n',
      'static/schemas/people/person.json': person,
      'static/schemas/shared/address.json': address,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('data-island="schema-viewer" data-hydrate="idle"');
    // The referenced file's property is in the server HTML, under the referring property.
    expect(html).toContain('id="person.home.street"');
    expect(html).toContain('<span class="sg-schema-summary-title">Address</span>');
    // The second viewer of the same file gets its own prefix.
    expect(html).toContain('id="person-2.home.street"');
    // The schema files stay downloadable.
    expect(await readFile(path.join(run.outDir, 'schemas/people/person.json'), 'utf8')).toBe(person);
  });

  it("a viewer's prefix never takes a heading's id; a given one that does fails at the directive", async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n## Address\n\n::schema-viewer{src="./address.json"}\n',
      'docs/address.json': address,
    });
    expect(run.code).toBe(0);
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('<h2 id="address"');
    expect(html).toContain('id="address-2.street"');
    const clash = await sites.build({
      'docs/intro.md': '# Intro\n\n## Address\n\n::schema-viewer{src="./address.json" idPrefix="address"}\n',
      'docs/address.json': address,
    });
    expect(clash.code).toBe(1);
    expect(clash.stderr).toContain(
      'site/docs/intro.md:5:1 error InvalidDirective\n  The idPrefix "address" is also the id of a heading on this page, so links to one would reach the other.',
    );
  });

  it('links may point to viewer nodes the server did not render; a node that does not exist is a broken anchor', async () => {
    const files = {
      'docs/intro.md':
        '# Intro\n\n::schema-viewer{src="./address.json" nodeBudget=1}\n\n[street](#address.home.street) [nothing](#address.nothing)\n',
      'docs/address.json': JSON.stringify({
        type: 'object',
        properties: { home: { type: 'object', properties: { street: { type: 'string' } } } },
      }),
    };
    const run = await sites.build(files);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('#address.nothing');
    expect(run.stderr).not.toContain('#address.home.street,');
    expect(run.stderr).toContain('✗ Build failed: 1 problem.');
    const fixed = await sites.build({
      ...files,
      'docs/intro.md':
        '# Intro\n\n::schema-viewer{src="./address.json" nodeBudget=1}\n\n[street](#address.home.street)\n',
    });
    expect(fixed.stderr).toBe('');
    expect(await readFile(path.join(fixed.outDir, 'docs/intro.html'), 'utf8')).not.toContain(
      'id="address.home.street"',
    );
  });

  it('a relative src is read beside the Markdown file', async () => {
    const run = await sites.build({
      'docs/guide/intro.md': '# Intro\n\n::schema-viewer{src="./address.json"}\n',
      'docs/guide/address.json': address,
    });
    expect(run.code).toBe(0);
    expect(await readFile(path.join(run.outDir, 'docs/guide/intro.html'), 'utf8')).toContain('id="address.street"');
  });

  it('SchemaRefMissing: a $ref to a missing file fails at the $ref, with the closest file name', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n::schema-viewer{src="/schemas/people/person.json"}\n',
      'static/schemas/people/person.json': person.replace('../shared/address.json', '../shared/adress.json'),
      'static/schemas/shared/address.json': address,
    });
    expectBuildFailure(run, [
      'site/static/schemas/people/person.json:14:15 error SchemaRefMissing',
      '  $ref "../shared/adress.json" at /properties/home points to static/schemas/shared/adress.json, which does not exist.',
      '    13 |     "home": {',
      '  > 14 |       "$ref": "../shared/adress.json"',
      '       |               ^',
      '    15 |     }',
      '  hint: Did you mean "address.json"?',
    ]);
  });

  it('SchemaRefOutsideSite: a $ref that leaves the site fails at the $ref', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n::schema-viewer{src="/schemas/people/person.json"}\n',
      'static/schemas/people/person.json': person.replace('../shared/address.json', '../../../../secret.json'),
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/static/schemas/people/person.json:14:15 error SchemaRefOutsideSite');
    expect(run.stderr).toContain('$ref "../../../../secret.json" at /properties/home leads outside the site');
  });

  it('InvalidSchemaFile: malformed JSON is reported at its line and column', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n\n::schema-viewer{src="/schemas/broken.json"}\n',
      'static/schemas/broken.json': '{\n  "type": "object",\n  "properties": { "a": 1, }\n}\n',
    });
    expectBuildFailure(run, [
      'site/static/schemas/broken.json:3:27 error InvalidSchemaFile',
      '  The schema file is not valid JSON: a property name in double quotes was expected.',
      '    2 |   "type": "object",',
      '  > 3 |   "properties": { "a": 1, }',
      '      |                           ^',
      '    4 | }',
      '  hint: Schema files must be strict JSON: double-quoted names, no comments, no trailing commas.',
    ]);
  });

  it('a src that names no file fails at the directive', async () => {
    const run = await sites.build({ 'docs/intro.md': '# Intro\n\n::schema-viewer{src="/schemas/none.json"}\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/docs/intro.md:3:1 error InvalidSchemaFile');
    expect(run.stderr).toContain('::schema-viewer prop "src" names static/schemas/none.json, which cannot be read.');
    expect(run.stderr).toContain('hint: Paths starting with / are inside static/.');
  });

  it('a jsonPointer with nothing behind it, and an unknown qualifier kind, fail at the directive', async () => {
    const run = await sites.build({
      'docs/intro.md':
        '# Intro\n\n::schema-viewer{src="./a.json" jsonPointer="/properties/nope"}\n\n::schema-viewer{src="./a.json" qualifierMessagesOrder=\'["enum","colour"]\'}\n',
      'docs/a.json': address,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      'site/docs/intro.md:5:1 error InvalidDirective\n  ::schema-viewer prop "qualifierMessagesOrder" names unknown kinds: colour.',
    );
  });

  it('schemas.mapUrls reads http(s) references from a folder of the site at build time', async () => {
    const run = await sites.build({
      'sitegen.config.ts':
        "import { defineConfig } from 'sitegen-docs/config';\nexport default defineConfig({ title: 'T', url: 'https://example.com', schemas: { mapUrls: [{ prefix: 'https://schemas.example.com/', dir: 'static/schemas' }] } });\n",
      'docs/intro.md': '# Intro\n\n::schema-viewer{src="/schemas/order.json"}\n',
      'static/schemas/order.json': JSON.stringify({
        type: 'object',
        properties: { ship: { $ref: 'https://schemas.example.com/address.json' } },
      }),
      'static/schemas/address.json': address,
    });
    expect(run.stderr).toBe('');
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('id="order.ship.street"');
    expect(html).not.toContain('Loading the remote schema');
  });
});
