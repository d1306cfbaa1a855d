/**
 * Turns a link as an author wrote it into the route it points to. Handles
 * `#anchor`, absolute routes (with or without the base path), routes relative
 * to the page (resolved as a browser would), `.html` and `/index.html`
 * endings, and Markdown file links (`../api/config.md#props`).
 */
import path from 'node:path';
import { hrefFor } from '../routes/outputPath.ts';

export type ResolvedHref =
  | { kind: 'external' }
  /** A file beside the doc, copied to the output (see docAssets.ts). */
  | { kind: 'asset'; file: string; href: string }
  | { kind: 'internal'; route: string; hash: string; href: string }
  | { kind: 'missingFile'; file: string; hash: string }
  /** A file beside the doc that is a symbolic link leading out of the site (`real`): never copied. */
  | { kind: 'outsideSite'; file: string; real: string }
  /** A `javascript:`, `vbscript:` or `data:` link (images may use `data:`). */
  | { kind: 'unsafeScheme'; scheme: string };

/** What `assetFor` knows of a file: its public address, that it leads outside the site, or nothing (no such file). */
export type AssetLookup = string | { outside: string } | undefined;

export interface ResolveContext {
  fromRoute: string;
  /** The Markdown file the link is in, for `.md` links. */
  fromFile?: string;
  docRouteByFile: ReadonlyMap<string, string>;
  basePath: string;
  trailingSlash: boolean;
  /**
   * Whether a path is a page of the site. Pages get the trailing slash when it
   * is on; other paths (static files) keep their name. Without it, a path whose
   * last segment has an extension is taken for a file.
   */
  isRoute?: (route: string) => boolean;
  /** The public address of a file linked by a path relative to the doc, or undefined if it does not exist. */
  assetFor?: (file: string) => AssetLookup;
  /**
   * Where a Markdown link that is not relative to its file may point, as Docusaurus looks: the docs folders
   * (with their translations) and the site folder.
   */
  markdownRoots?: { folders: readonly { dir: string; translated?: string[] }[]; siteDir: string };
  /**
   * In a language other than the default, the site's own base path (`basePath` is the language's, `/fr/`):
   * a path written with it (`/img/x.png` as `/base/img/x.png` in raw HTML) is a path of the site, not of a page
   * under the language's base.
   */
  rootBasePath?: string;
}

/**
 * The files a Markdown link may name, in Docusaurus's order: `./x.md` and `../x.md` beside the file only;
 * `x.md` beside the file, then from the root of the file's docs folder (its translation first), then from
 * the site folder; `/x.md` from the docs folder's root, then the site folder.
 */
function markdownCandidates(target: string, fromFile: string, roots: ResolveContext['markdownRoots']): string[] {
  const fromDir = path.dirname(fromFile);
  if (target.startsWith('./') || target.startsWith('../')) return [path.resolve(fromDir, target)];
  const folder = roots?.folders.find((candidate) =>
    [candidate.dir, ...(candidate.translated ?? [])].some((dir) => fromFile.startsWith(dir + path.sep)),
  );
  const inRoots = [
    ...(folder ? [...(folder.translated ?? []), folder.dir] : []),
    ...(roots ? [roots.siteDir] : []),
  ].map((dir) => path.join(dir, target.replace(/^\/+/, '')));
  return target.startsWith('/') ? inRoots : [path.resolve(fromDir, target), ...inRoots];
}

const fileLike = /\/[^/]*\.[a-z\d]+$/i;

function addressOf(route: string, context: ResolveContext): string {
  const page = context.isRoute ? context.isRoute(route) : !fileLike.test(route);
  return page ? hrefFor(route, context.basePath, context.trailingSlash) : hrefFor(route, context.basePath, false);
}

const scheme = /^[a-z][a-z\d+.-]*:/i;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The canonical route of a path: decoded, without base path, trailing slash or `.html`. */
export function normalizeRoute(pathname: string, basePath: string, rootBasePath?: string): string {
  let route = safeDecode(pathname);
  const base = basePath.replace(/\/$/, '');
  const root = rootBasePath?.replace(/\/$/, '');
  if (base && (route === base || route.startsWith(`${base}/`))) route = route.slice(base.length) || '/';
  else if (root && (route === root || route.startsWith(`${root}/`))) route = route.slice(root.length) || '/';
  route = route.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route || '/';
}

/**
 * The scheme a browser would see in an href, as it parses one: leading
 * spaces and control characters dropped, tabs and newlines removed anywhere
 * (so `java\tscript:` is `javascript:`), lower case.
 */
export function schemeOf(href: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- these are exactly the characters the URL parser drops
  const cleaned = href.replace(/^[\u0000-\u0020]+/, '').replace(/[\t\n\r]/g, '');
  return /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

const scriptSchemes = new Set(['javascript', 'vbscript']);

/**
 * `javascript:` and `vbscript:` run code; a `data:` link opens a document of the author's making (an image may use
 * one).
 */
export function unsafeScheme(href: string, kind: 'link' | 'image'): string | undefined {
  const found = schemeOf(href);
  return found && (scriptSchemes.has(found) || (found === 'data' && kind === 'link')) ? found : undefined;
}

export function resolveHref(raw: string, context: ResolveContext, kind: 'link' | 'image' = 'link'): ResolvedHref {
  const href = raw.trim();
  const unsafe = unsafeScheme(raw, kind);
  if (unsafe) return { kind: 'unsafeScheme', scheme: unsafe };
  if (scheme.test(href) || href.startsWith('//')) return { kind: 'external' };
  const hashIndex = href.indexOf('#');
  const hash = hashIndex === -1 ? '' : safeDecode(href.slice(hashIndex + 1));
  const beforeHash = hashIndex === -1 ? href : href.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex);
  const target = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const hashPart = hashIndex === -1 ? '' : href.slice(hashIndex);
  const own = hrefFor(context.fromRoute, context.basePath, context.trailingSlash);

  if (target === '')
    return { kind: 'internal', route: context.fromRoute, hash, href: `${query ? own + query : ''}${hashPart}` || '#' };

  if (/\.mdx?$/i.test(target) && context.fromFile && (!target.startsWith('/') || context.markdownRoots)) {
    const candidates = markdownCandidates(safeDecode(target), context.fromFile, context.markdownRoots);
    const file = candidates.find((candidate) => context.docRouteByFile.has(candidate));
    const route = file === undefined ? undefined : context.docRouteByFile.get(file);
    if (route !== undefined)
      return { kind: 'internal', route, hash, href: addressOf(route, context) + query + hashPart };
    if (!target.startsWith('/'))
      return {
        kind: 'missingFile',
        file: candidates[0] ?? path.resolve(path.dirname(context.fromFile), safeDecode(target)),
        hash,
      };
  }
  if (context.fromFile && context.assetFor && !target.startsWith('/') && !/\.mdx?$/i.test(target)) {
    const file = path.resolve(path.dirname(context.fromFile), safeDecode(target));
    const asset = context.assetFor(file);
    if (typeof asset === 'string') return { kind: 'asset', file, href: asset + query + hashPart };
    if (asset) return { kind: 'outsideSite', file, real: asset.outside };
  }
  const pathname = new URL(target, `http://sitegen.invalid${own}`).pathname;
  const route = normalizeRoute(pathname, context.basePath, context.rootBasePath);
  return { kind: 'internal', route, hash, href: addressOf(route, context) + query + hashPart };
}
