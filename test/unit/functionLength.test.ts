/**
 * A function of src/ is a list of named steps (docs/architecture.md): none is over 80 lines, unless a comment at
 * its head says why it must stay whole ("stays whole"). Nested functions count within the function that holds them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { sitegenRoot } from '../../src/paths.ts';

const maxLines = 80;

/** Every function of a module longer than `maxLines`, as `file:line name (n lines)`, but those said to stay whole. */
function longFunctions(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isFunction =
      ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isArrowFunction(node) ||
      ts.isMethodDeclaration(node);
    if (isFunction && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const lines = source.getLineAndCharacterOfPosition(node.getEnd()).line - start + 1;
      const head = ts.getLeadingCommentRanges(text, headOf(node).getFullStart()) ?? [];
      const saysWhole = head.some((range) => /stays whole/.test(text.slice(range.pos, range.end)));
      if (lines > maxLines && !saysWhole) found.push(`${file}:${start + 1} ${nameOf(node, source)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The statement whose comment heads a function: the function, or the declaration it is the value of. */
function headOf(node: ts.Node): ts.Node {
  let head = node;
  while (
    head.parent &&
    (ts.isVariableDeclaration(head.parent) ||
      ts.isVariableDeclarationList(head.parent) ||
      ts.isVariableStatement(head.parent) ||
      ts.isPropertyAssignment(head.parent))
  )
    head = head.parent;
  return head;
}

function nameOf(node: ts.FunctionLikeDeclaration, source: ts.SourceFile): string {
  if (node.name) return node.name.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return '(anonymous)';
}

function modules(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

describe('function length', () => {
  it('finds a long function, and lets one whose head says it stays whole be', () => {
    const body = Array.from({ length: maxLines }, (_, i) => `  const a${i} = ${i};`).join('\n');
    expect(longFunctions('x.ts', `function long() {\n${body}\n}\n`)).toEqual(['x.ts:1 long (82 lines)']);
    expect(longFunctions('x.ts', `// It stays whole: one table.\nconst long = () => {\n${body}\n};\n`)).toEqual([]);
    expect(longFunctions('x.ts', `function short() {\n  return 1;\n}\n`)).toEqual([]);
  });

  it(`no function of src/ is over ${maxLines} lines`, { timeout: 30_000 }, () => {
    const found = modules(path.join(sitegenRoot, 'src')).flatMap((file) =>
      longFunctions(path.relative(sitegenRoot, file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
