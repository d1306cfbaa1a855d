/**
 * The guard against DNS rebinding: a page of another site can have its
 * name resolve to 127.0.0.1 and then read this server as its own origin,
 * but its requests still carry its name in the Host header. So a request is
 * answered only when its Host names this machine, as Vite's
 * `server.allowedHosts` decides (port not considered):
 *
 * - any IP address (a rebinding needs a name), `localhost` and `*.localhost`;
 * - the `--host` given, when it is a name;
 * - each `--allowed-host`: a name, or `.example.com` for it and its subdomains;
 *   `all` turns the guard off.
 */
import { isIP } from 'node:net';

/** The host name of a Host header, lower-cased, `[…]` kept around IPv6; undefined when it is not one. */
export function hostnameOf(header: string): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]/\\\s@]+)(:\d*)?$/i.exec(header);
  return match?.[1]?.toLowerCase();
}

export function isHostAllowed(
  header: string | undefined,
  listenHost: string,
  allowedHosts: readonly string[],
): boolean {
  if (allowedHosts.includes('all')) return true;
  const hostname = header === undefined ? undefined : hostnameOf(header);
  if (hostname === undefined) return false;
  if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return true;
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  if (hostname === listenHost.toLowerCase()) return true;
  return allowedHosts.some((allowed) => {
    const name = allowed.toLowerCase();
    return name.startsWith('.') ? hostname === name.slice(1) || hostname.endsWith(name) : hostname === name;
  });
}

/** The 403 body: which Host was refused, why, and how to allow it. */
export function refusalText(header: string | undefined): string {
  if (header === undefined)
    return (
      'Forbidden: the request has no Host header, and sitegen serve answers only requests for a name of this ' +
      'machine (a guard against DNS rebinding).\n'
    );
  const name = hostnameOf(header);
  return (
    `Forbidden: the Host header "${header}" is not a name of this machine, so sitegen serve refuses the request ` +
    '(a guard against DNS rebinding).' +
    (name ? ` If you opened the site by this name, restart it with --allowed-host ${name}.` : '') +
    '\n'
  );
}

/** The terminal's one line, printed the first time a host is refused. */
export function refusalWarning(header: string | undefined): string {
  const name = header === undefined ? undefined : hostnameOf(header);
  return header === undefined
    ? '⚠ Refused a request without a Host header (a guard against DNS rebinding).\n'
    : `⚠ Refused a request for the host "${header}", not a name of this machine (a guard against DNS ` +
        `rebinding).${name ? ` If you opened the site by this name, restart with --allowed-host ${name}.` : ''}\n`;
}
