/**
 * jiti with esbuild's transform (configTransform.ts) loads a config as jiti with its Babel does: ES modules and
 * TypeScript, default imports of builtins and of CommonJS, `import.meta`, dynamic imports, `require`; what esbuild
 * cannot express goes to the fallback; an error's position is the source's.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { afterAll, describe, expect, it } from 'vitest';
import { configTransform, sourcePosition, withJitiImports } from '../../../src/docusaurus/configTransform.ts';
import { originalPosition } from '../../../src/docusaurus/sourceMapPosition.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-config-transform-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const options = { interopDefault: true, moduleCache: false, fsCache: false, jsx: true } as const;

/** A jiti whose transform is esbuild's, counting the modules that went to jiti's own. */
function esbuildJiti(file: string) {
  const fellBack: string[] = [];
  const fallback = () => {
    const babel = createJiti(file, options).transform;
    return (transform: Parameters<typeof babel>[0]) => {
      fellBack.push(path.basename(transform.filename ?? ''));
      return babel(transform);
    };
  };
  return { jiti: createJiti(file, { ...options, transform: configTransform(fallback) }), fellBack };
}

const write = (name: string, text: string) => {
  const file = path.join(root, name);
  writeFileSync(file, text);
  return file;
};

describe('configTransform', () => {
  write('data.cjs', 'module.exports = { items: ["a", "b"] };');
  write('helper.ts', 'export default function helper(n: number): number { return n * 2; }\nexport const named = 7;');
  write('esm-plugin.mjs', 'export default function plugin() { return { name: "plugin" }; }');
  const config = write(
    'docusaurus.config.ts',
    [
      "import fs from 'node:fs';",
      "import path from 'node:path';",
      "import helper, { named } from './helper.ts';",
      "import plugin from './esm-plugin.mjs';",
      "import data from './data.cjs';",
      'type Shape = { title: string };',
      "const re = /import\\('x'\\)/;",
      'export default async function createConfig(): Promise<Shape & Record<string, unknown>> {',
      "  const os = await import('node:os');",
      "  const local = await import('./helper.ts');",
      '  return {',
      "    title: 'Site',",
      '    exists: typeof fs.readFileSync,',
      '    base: path.basename(import.meta.filename),',
      '    dir: import.meta.dirname,',
      '    url: import.meta.url,',
      "    resolved: import.meta.resolve('./helper.ts'),",
      '    doubled: helper(named),',
      '    plugin: typeof plugin,',
      '    pluginName: plugin().name,',
      '    items: data.items,',
      '    platform: typeof os.platform,',
      '    localDefault: local.default(1),',
      "    text: `import('kept') ${'import(\"kept too\")'}`,",
      '    regex: re.test("import(\'x\')"),',
      "    required: require('./data.cjs').items.length,",
      '  };',
      '}',
    ].join('\n'),
  );

  it('loads a TypeScript config with the values Babel gives, through esbuild alone', async () => {
    const load = async (jiti: ReturnType<typeof createJiti>) =>
      ((await jiti.import(config, { default: true })) as () => Promise<unknown>)();
    const { jiti, fellBack } = esbuildJiti(config);
    const mod = jiti(config) as { default: () => Promise<unknown> };
    const value = await mod.default();
    expect(fellBack).toEqual([]);
    expect(value).toEqual({
      title: 'Site',
      exists: 'function',
      base: 'docusaurus.config.ts',
      dir: root,
      url: pathToFileURL(config).href,
      resolved: pathToFileURL(path.join(root, 'helper.ts')).href,
      doubled: 14,
      plugin: 'function',
      pluginName: 'plugin',
      items: ['a', 'b'],
      platform: 'function',
      localDefault: 2,
      text: `import('kept') import("kept too")`,
      regex: true,
      required: 2,
    });
    expect(value).toEqual(await load(createJiti(config, options)));
  });

  it("gives jiti's own transform a module that awaits at its top level", async () => {
    const file = write('top-level-await.ts', "const os = await import('node:os');\nexport default typeof os.platform;");
    const { jiti, fellBack } = esbuildJiti(file);
    expect(await jiti.import(file, { default: true })).toBe('function');
    expect(fellBack).toEqual(['top-level-await.ts']);
  });

  it("gives jiti's own transform a module that reads import.meta whole, which fails there as with Babel alone", () => {
    // esbuild would make it an empty object and go on; Docusaurus's jiti stops at it.
    const file = write('meta.mjs', 'const meta = import.meta;\nexport default typeof meta.url;');
    const { jiti, fellBack } = esbuildJiti(file);
    expect(() => jiti(file)).toThrow("Cannot use 'import.meta' outside a module");
    expect(() => createJiti(file, options)(file)).toThrow("Cannot use 'import.meta' outside a module");
    expect(fellBack).toEqual(['meta.mjs']);
  });

  it("takes an error's position back to the source line, past the lines esbuild rewrote", () => {
    const file = write(
      'throws.ts',
      ['type A = {', '  a: number;', '};', 'const a: A = { a: 1 };', 'if (a.a === 1) throw new Error("boom");'].join(
        '\n',
      ),
    );
    const { jiti } = esbuildJiti(file);
    let stack = '';
    try {
      jiti(file);
    } catch (error) {
      stack = (error as Error).stack ?? '';
    }
    const [, line, column] =
      new RegExp(`${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(stack) ?? [];
    expect(sourcePosition(file, Number(line), Number(column))).toEqual({ line: 5, column: 22 });
  });
});

describe('sourcePosition', () => {
  it('leaves the position of a module Babel transformed as it is, even after esbuild had transformed its file', () => {
    const file = path.join(root, 'edited.ts');
    const transform = configTransform(() => createJiti(file, options).transform);
    // esbuild drops the type: the code's first line (the second evaluated, after the interop's) is the source's fourth.
    transform({
      source: 'type A = number;\n\n\nconst a: A = 1;\nthrow new Error(String(a));',
      filename: file,
      ts: true,
    });
    expect(sourcePosition(file, 2, 1)).toEqual({ line: 4, column: 1 });
    transform({ source: 'const a = await 1;', filename: file, ts: true, async: true });
    expect(sourcePosition(file, 2, 1)).toEqual({ line: 2, column: 1 });
  });
});

describe('withJitiImports', () => {
  it('makes dynamic imports jiti’s, and leaves strings, templates, comments, regular expressions and members', () => {
    const code = [
      'const a = import("x");',
      'const b = \'import("y")\' + "import(\'z\')";',
      'const c = `import(${await import("w")}) and import(`;',
      '// import("comment")',
      '/* import("block") */',
      'const d = /import\\("r"\\)/.test(s) ? 1 / 2 : import ("spaced");',
      'loader.import("member");',
    ].join('\n');
    expect(withJitiImports(code)).toBe(
      [
        'const a = jitiImport("x");',
        'const b = \'import("y")\' + "import(\'z\')";',
        'const c = `import(${await jitiImport("w")}) and import(`;',
        '// import("comment")',
        '/* import("block") */',
        'const d = /import\\("r"\\)/.test(s) ? 1 / 2 : jitiImport ("spaced");',
        'loader.import("member");',
      ].join('\n'),
    );
  });
});

describe('originalPosition', () => {
  it('reads a source map’s mappings: the last segment at or before the column, sources running across lines', () => {
    // Line 1: column 0 → source 0:0, column 4 → source 0:6; line 2: column 2 → source 2:1; line 3 maps nothing.
    const mappings = 'AAAA,IAAM;EAEL;';
    expect(originalPosition(mappings, 1, 1)).toEqual({ line: 1, column: 1 });
    expect(originalPosition(mappings, 1, 9)).toEqual({ line: 1, column: 7 });
    expect(originalPosition(mappings, 2, 3)).toEqual({ line: 3, column: 2 });
    expect(originalPosition(mappings, 2, 1)).toBeUndefined();
    expect(originalPosition(mappings, 3, 1)).toBeUndefined();
  });
});
