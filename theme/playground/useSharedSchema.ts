/**
 * The address and the schema, kept together: on load, a `b64Schema` in the
 * address replaces the example (or, when it cannot be read, a message says
 * why and the example stays); afterwards every settled edit rewrites the
 * address in place (`replaceState`, no history entry), so reloading or
 * copying the address keeps the schema. The default example needs no
 * parameter.
 */
import { useEffect, useRef, useState } from 'react';
import { decodeShared, shareParameter, withSharedSchema } from './model/shareLink.ts';

export interface SharedSchema {
  /** Why the address's schema could not be restored, until dismissed. */
  problem?: string;
  dismissProblem: () => void;
}

export function useSharedSchema(settledSchema: string, defaultSchema: string, restore: (text: string) => void): SharedSchema {
  const [problem, setProblem] = useState<string>();
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
    const href = withSharedSchema(window.location.href, settledSchema === defaultSchema ? undefined : settledSchema);
    if (href !== window.location.href) window.history.replaceState(window.history.state, '', href);
  }, [settledSchema, defaultSchema]);

  return { ...(problem ? { problem } : {}), dismissProblem: () => setProblem(undefined) };
}
