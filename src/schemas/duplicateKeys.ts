/**
 * Keys an object of a JSON file gives twice: `JSON.parse` keeps the last silently, so the first is a
 * mistake the author cannot see. jsonc-parser's tree keeps both, with their offsets.
 */
import type { Node } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../diagnostics/locate.ts';

/** A `DuplicateJsonKey` warning for each repeated key, in the order of the file. */
export function duplicateKeyWarnings(file: string, text: string, tree: Node | undefined): Diagnostic[] {
  const warnings: { offset: number; diagnostic: Diagnostic }[] = [];
  // Iterative: the file's depth is already bounded, but the walk need not rely on it.
  const stack: Node[] = tree ? [tree] : [];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'object') {
      const seen = new Map<string, Node>();
      for (const property of node.children ?? []) {
        const key = property.children?.[0];
        if (key?.type !== 'string' || typeof key.value !== 'string') continue;
        const first = seen.get(key.value);
        if (first) {
          const at = positionAt(text, key.offset);
          const before = positionAt(text, first.offset);
          warnings.push({
            offset: key.offset,
            diagnostic: {
              code: 'DuplicateJsonKey',
              severity: 'warning',
              file,
              line: at.line,
              column: at.column,
              message:
                `The key ${JSON.stringify(key.value)} at ${at.line}:${at.column} repeats the one at ` +
                `${before.line}:${before.column}; JSON.parse keeps the last one.`,
              hint: 'Remove one of the two, or merge them.',
            },
          });
        }
        seen.set(key.value, key);
      }
    }
    for (const child of node.children ?? []) stack.push(child);
  }
  return warnings.sort((a, b) => a.offset - b.offset).map((w) => w.diagnostic);
}
