/**
 * The API pages of the viewer and the editors document exactly the props their TypeScript types
 * have: a prop documented but not in `JSONSchemaViewerProps`, or exported but
 * undocumented, fails. Read with the TypeScript compiler, inherited props included.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../src/paths.ts';

function propsOf(file: string, interfaceName: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  let declaration: ts.InterfaceDeclaration | undefined;
  source?.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === interfaceName) declaration = node;
  });
  if (!declaration) throw new Error(`${interfaceName} is not declared in ${file}`);
  return checker
    .getPropertiesOfType(checker.getTypeAtLocation(declaration.name))
    .map((p) => p.name)
    .sort();
}

/** The first column of the table under a heading: `| \`name\` | …`. */
function documentedProps(markdown: string, heading: string): string[] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading)) ?? '';
  return [...section.matchAll(/^\| `([A-Za-z]+)` \|/gm)].map((m) => m[1] ?? '').sort();
}

const pages = [
  [
    '/docs/api/JSONSchemaViewer',
    'theme/viewer/viewerOptions.ts',
    'JSONSchemaViewerProps',
    'content/docs/api/JSONSchemaViewer.md',
  ],
  ['/docs/api/MonacoEditor', 'theme/editor/MonacoEditor.tsx', 'MonacoEditorProps', 'content/docs/api/MonacoEditor.md'],
  [
    '/docs/api/JSONSchemaEditor',
    'theme/editor/JSONSchemaEditor.tsx',
    'JSONSchemaEditorProps',
    'content/docs/api/JSONSchemaEditor.md',
  ],
] as const;

// Each test makes a TypeScript program of its component's module: about a second alone, over 5 s on a loaded machine.
describe('API pages', { timeout: 30_000 }, () => {
  it.each(pages)('%s documents every prop of its component, and no other', (_route, file, interfaceName, doc) => {
    const actual = propsOf(path.join(sitegenRoot, file), interfaceName);
    const documented = documentedProps(readFileSync(path.join(sitegenRoot, doc), 'utf8'), 'Props');
    expect(actual.length).toBeGreaterThan(9);
    expect(documented).toEqual(actual);
  });
});
