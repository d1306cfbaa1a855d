/**
 * The site's TypeScript modules (config, sidebars, pages) as `sitegen build`
 * loads them: importing the site's own packages, what a user reads when one
 * is missing or a module throws, and sitegen itself installed under a path
 * with a space.
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, realpath, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectBuildFailure } from './expectedOutput.ts';
import { minimalConfig, removeDir, sitegenEnv, sitegenRoot, throwawaySites, type RunResult } from './runSitegen.ts';

const sites = throwawaySites();
const installs: string[] = [];
afterAll(async () => {
  await sites.cleanup();
  await Promise.all(installs.map((dir) => removeDir(dir)));
});

/** A package of the site, in its own node_modules/. */
function sitePackage(name: string, packageJson: object, files: Record<string, string>): Record<string, string> {
  const dir = `node_modules/${name}`;
  const written: Record<string, string> = { [`${dir}/package.json`]: JSON.stringify({ name, ...packageJson }) };
  for (const [file, text] of Object.entries(files)) written[`${dir}/${file}`] = text;
  return written;
}

const greet = sitePackage(
  'greet',
  { type: 'module', exports: './index.js' },
  {
    'index.js': 'export function greet(name) { return `Hello, ${name}!`; }\n',
  },
);

describe('site modules', { timeout: 60_000, concurrent: true }, () => {
  it('import packages installed in the site, resolved from the importing file as Node does', async () => {
    const run = await sites.build(
      {
        ...greet,
        // Node ignores the `module` condition, so the page gets what Node would load.
        ...sitePackage(
          '@site/flavour',
          { type: 'module', exports: { '.': { module: './bundler.js', import: './node.js' } } },
          {
            'bundler.js': "export const flavour = 'bundler';\n",
            'node.js': "export const flavour = 'node';\n",
          },
        ),
        'sitegen.config.ts': `import { defineConfig } from 'sitegen-docs/config';
import { greet } from 'greet';

export default defineConfig({ title: greet('config'), url: 'https://example.com' });
`,
        'docs/intro.md': '# Intro\n',
        'pages/index.tsx': `import { greet } from 'greet';
import { flavour } from '@site/flavour';
import { readFileSync } from 'node:fs';
import path from 'path';

export default function Home() {
  return <main><p>{greet('reader')}</p><p>{flavour}</p><p>{[typeof readFileSync, typeof path.join].join(' ')}</p></main>;
}
`,
      },
      ['--quiet'],
    );
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const html = await readFile(path.join(run.outDir, 'index.html'), 'utf8');
    expect(html).toContain('<main><p>Hello, reader!</p><p>node</p><p>function function</p></main>');
    expect(html).toContain('<title>Hello, config!</title>');
  });

  it("a package with its own, older copy of React renders with the site's, in Node and in the browser's bundle", async () => {
    // As Docusaurus's webpack aliases react and react-dom: elements of two Reacts do not mix.
    const nestedReact = {
      'node_modules/react/package.json': JSON.stringify({ name: 'react', version: '16.14.0', main: 'index.js' }),
      'node_modules/react/index.js': "throw new Error('the nested React 16 was loaded');\n",
    };
    const run = await sites.build(
      {
        ...sitePackage(
          'old-logo',
          { main: 'index.js' },
          {
            'index.js':
              "const React = require('react');\nexports.Logo = function Logo() { return React.createElement('b', { className: 'old-logo' }, 'logo'); };\n",
            ...nestedReact,
          },
        ),
        ...sitePackage(
          'old-mark',
          { type: 'module', exports: './index.js' },
          {
            'index.js':
              "import { createElement } from 'react';\nexport function Mark() { return createElement('i', { className: 'old-mark' }, 'mark'); }\n",
            ...nestedReact,
          },
        ),
        'docs/intro.md': '# Intro\n',
        'pages/index.tsx': `import { useState } from 'react';
import { Logo } from 'old-logo';
import { Mark } from 'old-mark';

export default function Home() {
  const [count, setCount] = useState(0);
  return <main><Logo /><Mark /><button onClick={() => setCount(count + 1)}>{count}</button></main>;
}
`,
      },
      ['--quiet'],
    );
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const html = await readFile(path.join(run.outDir, 'index.html'), 'utf8');
    expect(html).toContain('<b class="old-logo">logo</b><i class="old-mark">mark</i>');
    expect(html).toContain('data-island="page-');
    const scripts = (await readdir(path.join(run.outDir, 'assets'))).filter((file) => /^page-.*\.js$/.test(file));
    expect(scripts).toHaveLength(1);
    const script = await readFile(path.join(run.outDir, 'assets', scripts[0] ?? ''), 'utf8');
    expect(script).toContain('old-logo');
    expect(script).not.toContain('the nested React 16 was loaded');
  });

  it("a package that CommonJS code requires is taken by the browser's bundle from its file for bundlers (module), as webpack takes it", async () => {
    const run = await sites.build(
      {
        ...sitePackage(
          'two-builds',
          { main: 'umd.js', module: 'esm.js' },
          {
            'umd.js': "exports.build = 'umd: its inner require(\\'./impl\\') fails in the browser';\n",
            'esm.js': "export const build = 'esm';\n",
          },
        ),
        ...sitePackage(
          'cjs-user',
          { main: 'index.js' },
          { 'index.js': "module.exports = require('two-builds').build;\n" },
        ),
        'docs/intro.md': '# Intro\n',
        'pages/index.tsx': `import { useState } from 'react';
import build from 'cjs-user';

export default function Home() {
  const [shown, setShown] = useState(false);
  return <main><button onClick={() => setShown(true)}>Show</button>{shown ? build : null}</main>;
}
`,
      },
      ['--quiet'],
    );
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const scripts = (await readdir(path.join(run.outDir, 'assets'))).filter((file) => /^page-.*\.js$/.test(file));
    const script = await readFile(path.join(run.outDir, 'assets', scripts[0] ?? ''), 'utf8');
    expect(script).toContain('"esm"');
    expect(script).not.toContain('umd: its inner');
  });

  it("MissingExport: a name a package does not export is undefined, as webpack makes it, with a warning for the browser's bundle", async () => {
    const run = await sites.build({
      ...greet,
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `import { useState } from 'react';
import { greet, farewell } from 'greet';

export default function Home() {
  const [name, setName] = useState('reader');
  return <main><p>{greet(name)} {typeof farewell}</p><button onClick={() => setName('you')}>Me</button></main>;
}
`,
    });
    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      [
        'site/node_modules/greet/index.js warning MissingExport',
        '  greet/index.js has no export named "farewell", which the site\'s code imports: in the browser it is undefined, as webpack makes it.',
        '  hint: The installed version of the package may differ from the one the code was written for.',
        '',
        '⚠ 1 warning:',
        "      1 MissingExport: the site's code imports a name its module does not export: it is undefined, as webpack makes it (a warning).",
        '',
      ].join('\n'),
    );
    expect(await readFile(path.join(run.outDir, 'index.html'), 'utf8')).toContain(
      '<p>Hello, reader!<!-- --> <!-- -->undefined</p>',
    );
  });

  it('ModuleLoadFailed: a package that is not installed, at the import that names it', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `import { useState } from 'react';
import { greet } from 'greet';

export default function Home() {
  return <main>{greet(String(useState))}</main>;
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/index.tsx:2:23 error ModuleLoadFailed',
      '  Could not resolve "greet"',
      "    1 | import { useState } from 'react';",
      "  > 2 | import { greet } from 'greet';",
      '      |                       ^',
      '    3 | ',
      "  hint: Packages are found from the importing file's folder upwards, as Node finds them: install greet in the site's project (npm install greet).",
    ]);
  });

  it("ModuleLoadFailed: a path the package does not export, with esbuild's explanation", async () => {
    const run = await sites.build({
      ...greet,
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `import { greet } from 'greet/internal.js';

export default function Home() {
  return <main>{greet('reader')}</main>;
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/index.tsx:1:23 error ModuleLoadFailed',
      '  Could not resolve "greet/internal.js"',
      "  > 1 | import { greet } from 'greet/internal.js';",
      '      |                       ^',
      '    2 | ',
      '  hint: The path "./internal.js" is not exported by package "greet".',
    ]);
  });

  it('ModuleLoadFailed: a module that throws while loading points to --verbose for the stack', async () => {
    const run = await sites.build({
      'docs/intro.md': '# Intro\n',
      'pages/index.tsx': `const settings = JSON.parse('{ broken');

export default function Home() {
  return <main>{String(settings)}</main>;
}
`,
    });
    expectBuildFailure(run, [
      'site/pages/index.tsx:1:1 error ModuleLoadFailed',
      `  index.tsx threw while loading: ${jsonParseMessage('{ broken')}`,
      "  > 1 | const settings = JSON.parse('{ broken');",
      '      | ^',
      '    2 | ',
      '  hint: Fix the error above; the stack trace is printed with --verbose.',
    ]);
  });

  it.each(['window', 'document', 'localStorage', 'navigator'])(
    'ModuleLoadFailed: a module that touches %s at the top level is told where it runs',
    async (global) => {
      const run = await sites.build({
        'docs/intro.md': '# Intro\n',
        'pages/index.tsx': `const saved = ${global}.toString();

export default function Home() {
  return <main>{saved}</main>;
}
`,
      });
      expectBuildFailure(run, [
        'site/pages/index.tsx:1:1 error ModuleLoadFailed',
        `  index.tsx threw while loading: ${global} is not defined`,
        `  > 1 | const saved = ${global}.toString();`,
        '      | ^',
        '    2 | ',
        '  hint: Site modules run at build time in Node, so they must not touch `window`, `document`, `localStorage` or `navigator` at the top level; use them in effects or event handlers.',
      ]);
    },
  );
});

/** Node's own wording for a JSON syntax error, which changes between versions. */
function jsonParseMessage(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`${text} parsed`);
}

/** Runs another copy of the `sitegen` command to the end. */
function runBin(bin: string, args: string[], cwd: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: sitegenEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('sitegen installed under a path with a space', { timeout: 60_000 }, () => {
  it('runs and builds a site', async () => {
    // A copy of the package's files (its dependencies linked) in a folder whose name has a space, as npm would install
    // it there.
    const parent = await realpath(await mkdtemp(path.join(os.tmpdir(), 'sitegen with space-')));
    installs.push(parent);
    const install = path.join(parent, 'sitegen');
    await mkdir(install);
    for (const entry of ['bin', 'dist', 'package.json']) {
      await cp(path.join(sitegenRoot, entry), path.join(install, entry), { recursive: true });
    }
    await symlink(path.join(sitegenRoot, 'node_modules'), path.join(install, 'node_modules'), 'dir');
    const bin = path.join(install, 'bin', 'sitegen');

    expect(await runBin(bin, ['--version'], parent)).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });

    const { root } = await sites.write({ 'sitegen.config.ts': minimalConfig, 'docs/intro.md': '# Intro\n' });
    const built = await runBin(bin, ['build', 'site', '--out', 'out', '--quiet'], root);
    expect(built).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(await readFile(path.join(root, 'out', 'docs', 'intro.html'), 'utf8')).toContain('<h1 id="intro">Intro</h1>');
  });
});
