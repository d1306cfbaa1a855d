/**
 * The configuration reference (content/docs/sitegen/configuration.md) documents exactly the keys of
 * `SitegenConfig`: every key, nested objects and lists of objects included (`navbar.logo.src`,
 * `footer.links[].items[].to`), and every key of each navbar item kind and search provider. A key the
 * types have and the page's tables lack fails, and so does a key the page documents and the types do not
 * have. Read with the TypeScript compiler, so a key added to `defineConfig.ts` fails here until the page
 * describes it.
 *
 * The page's tables whose first column is headed "Key" are the ones read; their first column is the
 * dotted key in backticks. Keys that only some kinds of a union have (`navbar.items[].sidebarId`) are
 * documented under a heading that names the kinds, such as "Doc sidebars (`type: 'docSidebar'`)"; keys
 * that every kind has (`navbar.items[].position`) may be documented under any other heading.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../src/paths.ts';

const typesFile = path.join(sitegenRoot, 'src/config/defineConfig.ts');
const pageFile = path.join(sitegenRoot, 'content/docs/sitegen/configuration.md');

/** A key of the config: `navbar.items[].to`, and the union kinds it belongs to (`type: 'link'`), if any. */
interface ConfigKey {
  key: string;
  /** The union the key is under (`navbar.items[]`), with all of its kinds. */
  union?: { path: string; kinds: string[] };
  /** The kinds of that union that have the key. */
  kinds: string[];
}

/** Every key of `SitegenConfig`, walked with the type checker. */
function keysOfSitegenConfig(): ConfigKey[] {
  const program = ts.createProgram([typesFile], {
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  let declaration: ts.InterfaceDeclaration | undefined;
  program.getSourceFile(typesFile)?.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'SitegenConfig') declaration = node;
  });
  if (!declaration) throw new Error(`SitegenConfig is not declared in ${typesFile}`);

  /** An object with keys of its own: not a function, a list or a primitive. */
  const isPlainObject = (type: ts.Type) =>
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    type.getCallSignatures().length === 0 &&
    !checker.isArrayType(type) &&
    !checker.isTupleType(type) &&
    type.getProperties().length > 0;

  const membersOf = (type: ts.Type): ts.Type[] =>
    (type.isUnion() ? type.types : [type]).filter(
      (member) => (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) === 0,
    );

  /** The key whose string literal tells the objects of a union apart (`type`, `provider`), and each object's value. */
  function kindsOf(objects: ts.Type[]): { discriminant: string; kinds: string[] } | undefined {
    for (const property of objects[0]?.getProperties() ?? []) {
      const kinds = objects.map((object) => {
        const symbol = object.getProperty(property.name);
        const [literal] = symbol ? membersOf(checker.getTypeOfSymbol(symbol)) : [];
        return literal?.isStringLiteral() ? `${property.name}: '${literal.value}'` : undefined;
      });
      if (kinds.every((kind) => kind !== undefined)) return { discriminant: property.name, kinds };
    }
    return undefined;
  }

  const keys = new Map<string, ConfigKey>();
  const add = (key: string, union: ConfigKey['union'], kind: string | undefined) => {
    const entry = keys.get(key) ?? { key, ...(union ? { union } : {}), kinds: [] };
    if (kind) entry.kinds.push(kind);
    keys.set(key, entry);
  };

  function walk(type: ts.Type, prefix: string, union: ConfigKey['union'], kind: string | undefined): void {
    const objects = membersOf(type);
    if (objects.length === 0 || !objects.every(isPlainObject)) return;
    if (objects.length > 1) {
      const found = kindsOf(objects);
      if (!found)
        throw new Error(
          `${prefix || 'SitegenConfig'}: a union of objects without a string literal key to tell them apart`,
        );
      const inner = { path: prefix, kinds: found.kinds };
      objects.forEach((object, i) => walk(object, prefix, inner, found.kinds[i]));
      return;
    }
    for (const property of checker.getPropertiesOfType(objects[0]!)) {
      const key = prefix ? `${prefix}.${property.name}` : property.name;
      add(key, union, kind);
      const value = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      // A list of objects is documented item by item: `footer.links[].title`.
      // A record of the site's own names (versions) is documented by its values: `docs.versions.<name>.label`.
      const recordValues = checker.getIndexInfoOfType(value, ts.IndexKind.String)?.type;
      if (checker.isArrayType(value))
        walk(checker.getTypeArguments(value as ts.TypeReference)[0]!, `${key}[]`, union, kind);
      else if (recordValues && value.getProperties().length === 0) walk(recordValues, `${key}.<name>`, union, kind);
      else walk(value, key, union, kind);
    }
  }

  walk(checker.getTypeAtLocation(declaration.name), '', undefined, undefined);
  return [...keys.values()];
}

/** A row of a "Key" table of the page: its key, and the union kinds its heading names (none for most). */
interface DocumentedKey {
  key: string;
  kinds: string[];
  line: number;
}

function documentedKeys(markdown: string): DocumentedKey[] {
  const rows: DocumentedKey[] = [];
  let kinds: string[] = [];
  let inKeyTable = false;
  markdown.split('\n').forEach((text, index) => {
    if (/^#{2,6} /.test(text)) kinds = [...text.matchAll(/`(\w+: '\w+')`/g)].map((match) => match[1]!);
    if (!text.startsWith('|')) {
      inKeyTable = false;
      return;
    }
    if (/^\| Key \|/.test(text)) {
      inKeyTable = true;
      return;
    }
    const key = /^\| `([^`]+)` \|/.exec(text)?.[1];
    if (inKeyTable && key) rows.push({ key, kinds, line: index + 1 });
  });
  return rows;
}

const configKeys = keysOfSitegenConfig();
const markdown = readFileSync(pageFile, 'utf8');
const documented = documentedKeys(markdown);

describe('the configuration reference', () => {
  it('reads the keys of SitegenConfig, nested ones and those of each navbar item and search provider', () => {
    const names = configKeys.map((entry) => entry.key);
    expect(names).toEqual(
      expect.arrayContaining([
        'title',
        'navbar.logo.srcDark',
        'navbar.items[].sidebarId',
        'footer.links[].items[].href',
        'search.hosts[].protocol',
        'docs.toc.max',
        'widgets[].props[].kind',
        'components.DocFooter',
      ]),
    );
    expect(names).not.toContain('markdown.remarkPlugins[]');
    expect(configKeys.find((entry) => entry.key === 'navbar.items[].position')?.kinds).toHaveLength(10);
  });

  it('documents every key of the types', () => {
    const missing = configKeys.flatMap(({ key, kinds }) => {
      const rows = documented.filter((row) => row.key === key);
      if (kinds.length === 0) return rows.length > 0 ? [] : [key];
      // A key of some kinds of a union: documented under a heading that names them, or under any other heading.
      const covered = (kind: string) => rows.some((row) => row.kinds.length === 0 || row.kinds.includes(kind));
      return kinds.filter((kind) => !covered(kind)).map((kind) => `${key} (${kind})`);
    });
    expect(missing, `keys of SitegenConfig missing from the tables of ${path.relative(sitegenRoot, pageFile)}`).toEqual(
      [],
    );
  });

  it('documents no key that the types do not have', () => {
    const byKey = new Map(configKeys.map((entry) => [entry.key, entry]));
    const extra = documented.flatMap(({ key, kinds, line }) => {
      const entry = byKey.get(key);
      const where = `${key} (line ${line})`;
      if (!entry) return [`${where}: not a key of SitegenConfig`];
      const wrongKinds = kinds.filter((kind) => entry.union?.kinds.includes(kind) && !entry.kinds.includes(kind));
      if (wrongKinds.length > 0) return [`${where}: documented under ${wrongKinds.join(', ')}, which does not have it`];
      // Under a heading that names no kind, a key of a union must belong to every kind.
      const lacking =
        entry.union && kinds.length === 0 ? entry.union.kinds.filter((kind) => !entry.kinds.includes(kind)) : [];
      if (lacking.length > 0)
        return [
          `${where}: ${lacking.join(', ')} does not have it; document it under a heading that names ${entry.kinds.join(', ')}`,
        ];
      return [];
    });
    expect(
      extra,
      `keys documented in ${path.relative(sitegenRoot, pageFile)} that SitegenConfig does not have`,
    ).toEqual([]);
  });

  it('documents each key once for each kind, with a type, a default and a description', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const { key, kinds, line } of documented) {
      for (const kind of kinds.length > 0 ? kinds : ['']) {
        if (seen.has(`${key} ${kind}`)) problems.push(`${key} (line ${line}): documented twice`);
        seen.add(`${key} ${kind}`);
      }
      const row = markdown.split('\n')[line - 1] ?? '';
      const cells = row
        .replace(/\\\|/g, '¦')
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      if (cells.length !== 4 || cells.some((cell) => cell === ''))
        problems.push(`${key} (line ${line}): expected four filled cells, found ${JSON.stringify(cells)}`);
    }
    expect(problems).toEqual([]);
  });
});
