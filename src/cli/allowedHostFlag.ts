/**
 * `--allowed-host <name>`, repeatable: a host name without scheme or port,
 * `.name` for it and its subdomains, or `all` (src/serve/hostGuard.ts says
 * what each allows). Anything else is a usage error, so `docs.internal:3000`,
 * which would never match, is caught when the command is typed.
 */
import { CommanderError } from 'commander';

const allowedHostPattern = /^(all|\.?[a-z0-9_-]+(\.[a-z0-9_-]+)*)$/i;

/** Commander's parser for the flag: adds `value` to the names given so far. */
export function collectAllowedHost(value: string, all: string[]): string[] {
  if (!allowedHostPattern.test(value)) {
    throw new CommanderError(
      2,
      'sitegen.invalidAllowedHost',
      `error: --allowed-host takes a host name without scheme or port (docs.internal), .name for it and its ` +
        `subdomains, or all, but it is "${value}".`,
    );
  }
  return [...all, value];
}
