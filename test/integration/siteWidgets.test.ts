/**
 * Widgets of the site's own (config `widgets`): a module's default export
 * renders at build time and is hydrated as an island; mistakes in the config
 * are reported at their entry.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const config = (widgets: string) => `import { defineConfig } from 'sitegen-docs/config';
export default defineConfig({
  title: 'T',
  url: 'https://example.com',
  widgets: [${widgets}],
});
`;

const greeting =
  "{ name: 'greeting', module: 'widgets/Greeting.tsx', description: 'Says hello.', props: [{ name: 'who', kind: 'string', required: true, description: 'whom to greet' }], hydrate: 'load' }";

describe('site widgets', { timeout: 60_000, concurrent: true }, () => {
  it('renders a site widget at build time and ships it as an island chunk', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(greeting),
      'widgets/Greeting.tsx':
        'export default function Greeting({ who }: { who: string }) {\n  return <p className="greeting">Hello, {who}!</p>;\n}\n',
      'docs/intro.md': '# Intro\n\n::greeting{who="readers"}\n',
    });
    expect(run.stderr).toBe('');
    const html = await readFile(path.join(run.outDir, 'docs/intro.html'), 'utf8');
    expect(html).toContain('data-island="greeting" data-hydrate="load"');
    expect(html).toMatch(/<p class="greeting">Hello, (<!-- -->)?readers(<!-- -->)?!<\/p>/);
    expect(
      (await readdir(path.join(run.outDir, 'assets'))).some((f) => /^island-greeting-[A-Z0-9]+\.js$/.test(f)),
    ).toBe(true);
  });

  it('checks its props like any widget', async () => {
    const run = await sites.build({
      'sitegen.config.ts': config(greeting),
      'widgets/Greeting.tsx': 'export default function Greeting() { return null; }\n',
      'docs/intro.md': '# Intro\n\n::greeting{whom="readers"}\n',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('site/docs/intro.md:3:1 error InvalidDirective\n  ::greeting has no prop "whom".');
  });

  it('a missing module, a module without a default export and a taken name are errors at the config', async () => {
    const missing = await sites.build({
      'sitegen.config.ts': config("{ name: 'gone', module: 'widgets/Gone.tsx', description: 'x' }"),
      'docs/intro.md': '# Intro\n',
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'site/sitegen.config.ts:5:38 error InvalidConfig\n  The widget "gone" names the module widgets/Gone.tsx, which does not exist.',
    );

    const noDefault = await sites.build({
      'sitegen.config.ts': config("{ name: 'named', module: 'widgets/Named.tsx', description: 'x' }"),
      'widgets/Named.tsx': 'export function Named() { return null; }\n',
      'docs/intro.md': '# Intro\n',
    });
    expect(noDefault.code).toBe(1);
    expect(noDefault.stderr).toContain(
      'site/widgets/Named.tsx:1:1 error MissingDefaultExport\n  The widget module widgets/Named.tsx has no default export, so "named" has nothing to render.',
    );

    const taken = await sites.build({
      'sitegen.config.ts': config("{ name: 'schema-viewer', module: 'widgets/V.tsx', description: 'x' }"),
      'widgets/V.tsx': 'export default function V() { return null; }\n',
      'docs/intro.md': '# Intro\n',
    });
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('The widget name "schema-viewer" is already taken by sitegen.');
  });
});
