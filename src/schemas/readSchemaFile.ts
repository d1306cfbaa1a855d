/**
 * Reads a JSON Schema file for the viewer: strict JSON, parsed with
 * jsonc-parser so every problem, and every `$ref` later, has a line and
 * column in the file. Its bytes go through `readSourceText` (size limit,
 * UTF-8), and its depth is checked before anything recursive parses it.
 */
import { parseTree, type Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { jsonSyntaxError, strictJson } from '../diagnostics/jsonSyntax.ts';
import { positionAt, type Position } from '../diagnostics/locate.ts';
import { readSourceText, type SourceTextOptions } from '../content/readSourceText.ts';
import { duplicateKeyWarnings } from './duplicateKeys.ts';
import { countKeys, maxJsonDepth, scanJson } from './jsonDepth.ts';
import { parsePointer } from '../../theme/viewer/model/pointer.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface SchemaFile {
  file: string;
  text: string;
  value: unknown;
  /** jsonc-parser's tree, with offsets: built the first time a position is asked for (most files never need one). */
  readonly tree: Node | undefined;
  /** Problems that do not stop the file being shown (duplicate keys). */
  warnings: Diagnostic[];
}

/** Reads and parses a schema file; a problem is a diagnostic at its position. */
export async function readSchemaFile(file: string, options: SourceTextOptions = {}): Promise<SchemaFile | Diagnostic> {
  let text: string;
  try {
    const read = await readSourceText(file, options);
    if ('problem' in read) return read.problem;
    text = read.text;
  } catch (error) {
    return {
      code: 'InvalidSchemaFile',
      severity: 'error',
      file,
      message: `The schema file cannot be read: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`,
    };
  }
  const { tooDeep, keys } = scanJson(text);
  if (tooDeep !== undefined) {
    const { line, column } = positionAt(text, tooDeep);
    return {
      code: 'InputTooDeep',
      severity: 'error',
      file,
      line,
      column,
      message:
        `The schema file nests objects and arrays ${maxJsonDepth + 1} levels deep here; sitegen reads at most ` +
        `${maxJsonDepth}.`,
      hint:
        'No real schema nests this deep: a generated file may have gone wrong. Move shared parts to $defs and ' +
        'use $ref.',
    };
  }
  const parsed = parseSchemaText(text, file);
  if ('code' in parsed) return parsed;
  const { value } = parsed;
  if (typeof value !== 'boolean' && (typeof value !== 'object' || value === null || Array.isArray(value))) {
    const held = Array.isArray(value) ? 'an array' : value === null ? 'null' : `a ${typeof value}`;
    return {
      code: 'InvalidSchemaFile',
      severity: 'error',
      file,
      line: 1,
      column: 1,
      message: `The schema file holds ${held}, not a JSON Schema.`,
      hint: 'A JSON Schema is an object (or true or false).',
    };
  }
  let tree: Node | undefined | null = null;
  const lazyTree = () => (tree === null ? (tree = parseTree(text, [], strictJson)) : tree);
  // The text names more keys than the parsed value holds only when an object repeats one.
  const warnings = keys > countKeys(value) ? duplicateKeyWarnings(file, text, lazyTree()) : [];
  return {
    file,
    text,
    value,
    get tree() {
      return lazyTree();
    },
    warnings,
  };
}

/**
 * The file's value, by JSON.parse, native and several times faster than jsonc-parser's tree, which only a problem
 * needs; or the syntax error, at its place where it can be found.
 */
function parseSchemaText(text: string, file: string): { value: unknown } | Diagnostic {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    const syntax = jsonSyntaxError(text);
    const hint = 'Schema files must be strict JSON: double-quoted names, no comments, no trailing commas.';
    if (!syntax)
      return {
        code: 'InvalidSchemaFile',
        severity: 'error',
        file,
        message: `The schema file is not valid JSON: ${errorMessage(error)}.`,
        hint,
      };
    const { line, column } = positionAt(text, syntax.offset);
    return {
      code: 'InvalidSchemaFile',
      severity: 'error',
      file,
      line,
      column,
      message: `The schema file is not valid JSON: ${syntax.reason}.`,
      hint,
    };
  }
}

/** The position of the value at a JSON Pointer in the file (or of its nearest parent that exists). */
export function positionOfPointer(schemaFile: SchemaFile, pointer: string): Position {
  let node = schemaFile.tree;
  for (const token of parsePointer(pointer) ?? []) {
    const next: Node | undefined =
      node?.type === 'array'
        ? node.children?.[Number(token)]
        : node?.children?.find((property) => property.children?.[0]?.value === token)?.children?.[1];
    if (!next) break;
    node = next;
  }
  return node ? positionAt(schemaFile.text, node.offset) : { line: 1, column: 1 };
}
