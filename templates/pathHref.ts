/**
 * A relative file path as an href that is always a path: each segment is
 * percent-encoded (`#`, `?`, `%`, spaces, `:` and non-ASCII included), and a
 * path whose first segment holds a `:` starts with `./`, so no file name
 * (`javascript:alert(1).json`) can become a URL with a scheme, and a leading
 * `/` or `//` cannot reach another root or host.
 */
export function pathHref(relativePosixPath: string): string {
  const segments = relativePosixPath.split('/');
  // A leading "/" or "//" would leave the folder (or name a host): the path stays relative.
  while (segments.length > 1 && segments[0] === '') segments.shift();
  const encoded = segments.map((segment) =>
    segment === '.' || segment === '..' ? segment : encodeURIComponent(segment),
  );
  const first = segments[0] ?? '';
  const needsDot = first.includes(':') || relativePosixPath.startsWith('/') || relativePosixPath === '';
  return `${needsDot ? './' : ''}${encoded.join('/')}`;
}
