/** JSON Pointers (RFC 6901) and their URI-fragment form. */

export function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer.slice(1).split('/').map(unescapeToken);
}

export function formatPointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

export function appendPointer(pointer: string, ...tokens: (string | number)[]): string {
  return pointer + formatPointer(tokens.map(String));
}

/** The value at `pointer` inside `document`, or undefined when a step is missing. */
export function getAtPointer(document: unknown, pointer: string): unknown {
  const tokens = parsePointer(pointer);
  if (!tokens) return undefined;
  let current: unknown = document;
  for (const token of tokens) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
      current = current[Number(token)];
    } else if (typeof current === 'object' && current !== null && Object.hasOwn(current, token)) {
      current = (current as Record<string, unknown>)[token];
    } else {
      return undefined;
    }
  }
  return current;
}

/** A URI fragment (`#/a~1b/%25`) decoded to a pointer, or undefined when it is not one. */
export function pointerFromFragment(fragment: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(fragment);
  } catch {
    return undefined;
  }
  return decoded === '' || decoded.startsWith('/') ? decoded : undefined;
}
