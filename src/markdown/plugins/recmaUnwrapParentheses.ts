/**
 * MDX parses expressions with acorn's `preserveParens`, so `{((1))}` holds a
 * `ParenthesizedExpression`, which its code generator (astring) does not know:
 * the compile threw "this[element.type] is not a function". Each one is
 * replaced by the expression inside, which prints the same program.
 */
interface EstreeNode {
  type: string;
  expression?: unknown;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is EstreeNode =>
  typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string';

function unwrap(value: EstreeNode): EstreeNode {
  let node = value;
  while (node.type === 'ParenthesizedExpression' && isNode(node.expression)) node = node.expression;
  return node;
}

export function recmaUnwrapParentheses() {
  return (tree: unknown) => {
    // Iterative, so a deeply nested program cannot overflow the stack here.
    const stack: unknown[] = [tree];
    while (stack.length > 0) {
      const current = stack.pop();
      if (Array.isArray(current)) {
        for (let i = 0; i < current.length; i++) {
          const item: unknown = current[i];
          if (isNode(item)) {
            current[i] = unwrap(item);
            stack.push(current[i]);
          }
        }
        continue;
      }
      if (!isNode(current)) continue;
      for (const key of Object.keys(current)) {
        if (key === 'loc' || key === 'range' || key === 'position' || key === 'data') continue;
        const child = current[key];
        if (Array.isArray(child)) stack.push(child);
        else if (isNode(child)) {
          current[key] = unwrap(child);
          stack.push(current[key]);
        }
      }
    }
  };
}
