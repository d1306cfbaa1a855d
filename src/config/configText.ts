/**
 * A config value as text for cache keys: the same text for the same value,
 * another for any change. JSON, except that functions count by their name and
 * source, regular expressions, Maps, Sets and BigInts by what they hold, and
 * a value met again on its own path (a cycle) by where it was first seen:
 * plugin options may hold any of them, and none may crash a build.
 */
export function configText(value: unknown): string {
  const ancestors: object[] = [];
  const paths: string[] = [];
  const walk = (node: unknown, at: string): unknown => {
    if (typeof node === 'function') return `function ${node.name}: ${String(node)}`;
    if (typeof node === 'bigint') return `bigint ${node}`;
    if (typeof node === 'symbol') return String(node);
    if (node === undefined) return '[undefined]';
    if (node === null || typeof node !== 'object') return node;
    if (node instanceof RegExp) return `regexp ${String(node)}`;
    if (node instanceof Date) return `date ${node.toISOString()}`;
    const seen = ancestors.indexOf(node);
    if (seen !== -1) return `[cycle to ${paths[seen]}]`;
    ancestors.push(node);
    paths.push(at);
    const result =
      node instanceof Map
        ? { map: [...node].map(([key, item], i) => [walk(key, `${at}.key${i}`), walk(item, `${at}.${i}`)]) }
        : node instanceof Set
          ? { set: [...node].map((item, i) => walk(item, `${at}.${i}`)) }
          : Array.isArray(node)
            ? node.map((item, i) => walk(item, `${at}[${i}]`))
            : Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item, `${at}.${key}`)]));
    ancestors.pop();
    paths.pop();
    return result;
  };
  return JSON.stringify(walk(value, '$'));
}
