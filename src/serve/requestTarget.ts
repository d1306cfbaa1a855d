/**
 * Reads a request's target as the client sent it. A URL parser would
 * normalise it first: `new URL('/../docs/faq', base)` drops the `..` (and
 * `%2e%2e`, and reads `\` as `/`), and `//name/x` becomes the host `name`,
 * so the server would serve what the path only seems to name, or throw on
 * `//[`. The path comes back still percent-encoded, for resolveStaticPath
 * to judge; what cannot be a path of the site is a bad request, in a
 * sentence the client can read.
 *
 * Accepted: origin-form (`/a/b?q`), and absolute-form (`http://host/a/b`)
 * when it names the host of the Host header, as HTTP/1.1 requires servers
 * to accept (RFC 9112 §3.2.2).
 */

export type RequestTarget =
  | {
      kind: 'path' /** Percent-encoded, starting with one `/`. */;
      pathname: string /** `?…`, or empty. */;
      search: string;
    }
  | { kind: 'bad' /** What is wrong, one sentence. */; message: string };

const absoluteForm = /^([a-z][a-z0-9+.-]*:)\/\/([^/?#]*)/i;

/** The Host header as a URL's `host`: lower-cased, without the default port. */
function normalHost(header: string): string | undefined {
  try {
    return new URL(`http://${header}`).host;
  } catch {
    return undefined;
  }
}

export function parseRequestTarget(target: string, hostHeader: string | undefined): RequestTarget {
  const bad = (problem: string): RequestTarget => ({
    kind: 'bad',
    message: `the request target "${target}" ${problem}.`,
  });
  let originForm = target;
  const absolute = absoluteForm.exec(target);
  if (absolute) {
    let url: URL;
    try {
      url = new URL(target);
    } catch {
      return bad('is not a valid URL');
    }
    if (url.protocol !== 'http:') return bad('is not an http: URL');
    if (hostHeader === undefined) return bad(`names the host ${url.host}, but the request has no Host header`);
    if (url.host !== normalHost(hostHeader))
      return bad(`names the host ${url.host}, not the Host header's ${hostHeader}`);
    // The path as sent, not `url.pathname`, which has dropped its `..` already.
    originForm = target.slice(absolute[0].length) || '/';
    if (!originForm.startsWith('/')) originForm = `/${originForm}`;
  }
  if (!originForm.startsWith('/')) return bad('is not a path: it must start with "/"');
  if (originForm.startsWith('//')) return bad('starts with "//", which URL parsers read as a host name');
  // Browsers never send a fragment; a client that does means the same path.
  const beforeHash = originForm.split('#', 1)[0] ?? '';
  const query = beforeHash.indexOf('?');
  const pathname = query === -1 ? beforeHash : beforeHash.slice(0, query);
  const search = query === -1 || query === beforeHash.length - 1 ? '' : beforeHash.slice(query);
  if (/%(?![0-9a-f]{2})/i.test(pathname)) return bad('has a "%" that is not followed by two hexadecimal digits');
  try {
    decodeURIComponent(pathname);
  } catch {
    return bad('has percent-escapes that are not UTF-8');
  }
  return { kind: 'path', pathname, search };
}
