/**
 * Every package the compiled sitegen imports is one it declares: a
 * dependency (or the optional peer, Mermaid). With pnpm's isolated layout anything else
 * fails to load, and with npm's it works only by the luck of hoisting.
 * Reads dist/, which the test suite's global setup compiles: the code as it
 * ships, type-only imports gone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../../src/paths.ts';

const manifest = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

function importedPackages(): Map<string, string> {
  const found = new Map<string, string>();
  const dist = path.join(packageRoot, 'dist');
  // Not the command's bundle (scripts/bundleCli.ts): it holds the packages' own code, whose text shows imports of
  // theirs; the modules it was made from are read here, and the packages it leaves outside are checked as it is made.
  const bundle = /^src[/\\]cli\.bundle(?:-chunk-[\w-]+)?\.js$/;
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter(
    (name) => name.endsWith('.js') && !bundle.test(name),
  )) {
    // Code lines only: doc comments show imports too (`import { Link } from 'sitegen-docs/theme'`).
    const code = readFileSync(path.join(dist, file), 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(?:\*|\/\/|\/\*)/.test(line))
      .join('\n');
    const statements = /^(?:import|export)\s(?:[^'"]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
    const dynamic = /\bimport\(\s*['"]([^'"$]+)['"]\s*\)/g;
    for (const match of [...code.matchAll(statements), ...code.matchAll(dynamic)]) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.') || specifier.startsWith('/') || isBuiltin(specifier)) continue;
      found.set(packageOf(specifier), found.get(packageOf(specifier)) ?? file);
    }
  }
  return found;
}

/**
 * The packages the command's bundle imports, from the import statements esbuild writes at the top of each of its files.
 */
function bundleImports(): Map<string, string> {
  const found = new Map<string, string>();
  const dir = path.join(packageRoot, 'dist/src');
  for (const name of readdirSync(dir).filter((file) => /^cli\.bundle(?:-chunk-[\w-]+)?\.js$/.test(file))) {
    for (const match of readFileSync(path.join(dir, name), 'utf8').matchAll(
      /^import (?:[^"\n]* from )?"([^"]+)";$/gm,
    )) {
      const specifier = match[1] ?? '';
      if (specifier.startsWith('.') || isBuiltin(specifier)) continue;
      found.set(packageOf(specifier), found.get(packageOf(specifier)) ?? `src/${name}`);
    }
  }
  return found;
}

describe("the package's dependencies", () => {
  it("declares every package the command's bundle leaves outside it", () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
    const imported = bundleImports();
    expect(imported.size).toBeGreaterThan(0);
    expect(
      [...imported].filter(([name]) => !declared.has(name)).map(([name, file]) => `${name} (dist/${file})`),
    ).toEqual([]);
  });

  it('declares every package its compiled code imports, as a dependency or (Mermaid) a peer dependency', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)]);
    const undeclared = [...importedPackages()]
      .filter(([name]) => !declared.has(name))
      .map(([name, file]) => `${name} (dist/${file})`);
    expect(undeclared).toEqual([]);
  });

  it('imports each of its dependencies somewhere, or says why it lists one it does not', () => {
    // monaco-editor is bundled for the browser from its folder (src/client/bundleMonaco.ts), never imported;
    // infima's stylesheet is bundled from its folder for Docusaurus websites (src/client/bundleClient.ts).
    const bundledOnly = new Set(['monaco-editor', 'infima']);
    const imported = importedPackages();
    expect(Object.keys(manifest.dependencies).filter((name) => !imported.has(name) && !bundledOnly.has(name))).toEqual(
      [],
    );
  });

  it('depends on React 19 itself, so a project on React 18 or 16 installs it; Mermaid is an optional peer (83 MB, for sites with diagrams)', () => {
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(['mermaid']);
    expect(manifest.peerDependenciesMeta).toEqual({ mermaid: { optional: true } });
    expect(manifest.dependencies).not.toHaveProperty('mermaid');
    expect(manifest.dependencies).toHaveProperty('react', '^19.0.0');
    expect(manifest.dependencies).toHaveProperty('react-dom', '^19.0.0');
    expect(manifest.dependencies).not.toHaveProperty('tsx');
  });

  it('is a manifest with each key once: JSON.parse keeps the last of two, which npm and esbuild read differently', () => {
    // npm writes package.json as JSON.stringify(…, null, 2) does; a key given twice is the one thing that differs.
    const text = readFileSync(path.join(packageRoot, 'package.json'), 'utf8');
    expect(`${JSON.stringify(JSON.parse(text), null, 2)}\n`).toBe(text);
  });
});
