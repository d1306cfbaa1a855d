/**
 * The address and the schema, kept together: on load, a `b64Schema` in the
 * address replaces the example (or, when it cannot be read, a message says
 * why and the example stays); afterwards every settled edit rewrites the
 * address in place (`replaceState`, no history entry), so reloading or
 * copying the address keeps the schema. The default example needs no
 * parameter, and a schema too large for an address (`shareLimit`) is not
 * put there: the address then carries none, and `tooLarge` says so.
 */
import { useEffect, useRef, useState } from 'react';
import { decodeShared, encodeShared, shareLimit, shareParameter, withSharedSchema } from './model/shareLink.ts';

export interface SharedSchema {
  /** Why the address's schema could not be restored, until dismissed. */
  problem?: string;
  dismissProblem: () => void;
  /** The length of the schema in base64 when it is too long for the address. */
  tooLarge?: number;
}

/** Rewrites the address of the page on screen, and tells the site's router it is still this page. */
export function replaceAddress(href: string): void {
  if (href === window.location.href) return;
  window.history.replaceState(window.history.state, '', href);
  document.dispatchEvent(new CustomEvent('sitegen:address-replaced'));
}

/** `text` as the address would carry it: undefined for none, or the encoded length when it does not fit. */
export function addressFor(text: string, defaultText: string): { href: string; tooLarge?: number } {
  if (text === defaultText) return { href: withSharedSchema(window.location.href, undefined) };
  const length = encodeShared(text).length;
  if (length > shareLimit) return { href: withSharedSchema(window.location.href, undefined), tooLarge: length };
  return { href: withSharedSchema(window.location.href, text) };
}

export function useSharedSchema(
  settledSchema: string,
  defaultSchema: string,
  restore: (text: string) => void,
): SharedSchema {
  const [problem, setProblem] = useState<string>();
  const [tooLarge, setTooLarge] = useState<number>();
  // The text the address already stands for: nothing is written until the schema differs from it.
  const inAddress = useRef<string | undefined>(settledSchema);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get(shareParameter);
    if (value === null) return;
    const shared = decodeShared(value);
    if (!shared.ok) {
      setProblem(`${shared.message} The example is shown instead.`);
      return;
    }
    inAddress.current = shared.text;
    restore(shared.text);
    // Once, on load; `restore` is the playground's setter.
  }, []);

  useEffect(() => {
    if (settledSchema === inAddress.current) return;
    inAddress.current = settledSchema;
    const address = addressFor(settledSchema, defaultSchema);
    setTooLarge(address.tooLarge);
    replaceAddress(address.href);
  }, [settledSchema, defaultSchema]);

  return {
    ...(problem ? { problem } : {}),
    ...(tooLarge ? { tooLarge } : {}),
    dismissProblem: () => setProblem(undefined),
  };
}
