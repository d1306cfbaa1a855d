import { describe, expect, it } from 'vitest';
import { hostnameOf, isHostAllowed } from '../../../src/serve/hostGuard.ts';

describe('isHostAllowed', () => {
  it.each([
    ['127.0.0.1:3000', 'an IPv4 loopback address'],
    ['localhost:3000', 'localhost'],
    ['LocalHost:3000', 'localhost, in any case'],
    ['[::1]:3000', 'the IPv6 loopback address'],
    ['192.168.1.20:3000', 'a LAN address (with --host 0.0.0.0)'],
    ['[fe80::1]:8080', 'any IPv6 address'],
    ['docs.localhost:3000', 'a name under .localhost'],
    ['127.0.0.1', 'an address without a port'],
    ['localhost:9999', 'another port: a port forward'],
  ])('allows %s (%s), listening on 127.0.0.1', (header) => {
    expect(isHostAllowed(header, '127.0.0.1', [])).toBe(true);
  });

  it.each([
    ['evil.example:3000', 'another name'],
    ['localhost.evil.example:3000', 'a name that starts like localhost'],
    ['127.0.0.1.nip.io:3000', 'a name that resolves to 127.0.0.1'],
    ['0x7f.1:3000', 'an address in a form only some parsers read as 127.0.0.1'],
    ['', 'an empty Host'],
    ['localhost:3000/x', 'not a Host at all'],
    ['user@localhost:3000', 'userinfo'],
    [undefined, 'no Host header'],
  ] as [string | undefined, string][])('refuses %j (%s)', (header) => {
    expect(isHostAllowed(header, '127.0.0.1', [])).toBe(false);
  });

  it('allows the name given to --host', () => {
    expect(isHostAllowed('devbox.lan:3000', 'devbox.lan', [])).toBe(true);
    expect(isHostAllowed('devbox.lan:3000', '0.0.0.0', [])).toBe(false);
  });

  it('allows each --allowed-host: a name exactly, .name with its subdomains, all for anything', () => {
    expect(isHostAllowed('Docs.Internal:3000', '127.0.0.1', ['docs.internal'])).toBe(true);
    expect(isHostAllowed('a.docs.internal:3000', '127.0.0.1', ['docs.internal'])).toBe(false);
    expect(isHostAllowed('a.docs.internal:3000', '127.0.0.1', ['.docs.internal'])).toBe(true);
    expect(isHostAllowed('docs.internal', '127.0.0.1', ['.docs.internal'])).toBe(true);
    expect(isHostAllowed('xdocs.internal', '127.0.0.1', ['.docs.internal'])).toBe(false);
    expect(isHostAllowed('evil.example', '127.0.0.1', ['all'])).toBe(true);
    expect(isHostAllowed(undefined, '127.0.0.1', ['all'])).toBe(true);
  });
});

describe('hostnameOf', () => {
  it.each([
    ['localhost:3000', 'localhost'],
    ['[::1]:3000', '[::1]'],
    ['Example.COM', 'example.com'],
    ['a b', undefined],
  ])('%j → %j', (header, name) => {
    expect(hostnameOf(header)).toBe(name);
  });
});
