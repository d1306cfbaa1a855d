import { CommanderError } from 'commander';
import { describe, expect, it } from 'vitest';
import { collectAllowedHost } from '../../../src/cli/allowedHostFlag.ts';

describe('--allowed-host', () => {
  it('collects each name given', () => {
    expect(
      ['docs.internal', '.corp.example', 'my-box', 'all'].reduce<string[]>(
        (all, value) => collectAllowedHost(value, all),
        [],
      ),
    ).toEqual(['docs.internal', '.corp.example', 'my-box', 'all']);
  });

  it.each(['docs.internal:3000', 'http://docs.internal', '', '*.docs.internal', 'a..b', 'docs.internal/'])(
    'refuses %j as a usage error saying what it takes',
    (value) => {
      expect(() => collectAllowedHost(value, [])).toThrow(
        new CommanderError(
          2,
          'sitegen.invalidAllowedHost',
          `error: --allowed-host takes a host name without scheme or port (docs.internal), .name for it and its subdomains, or all, but it is "${value}".`,
        ),
      );
    },
  );
});
