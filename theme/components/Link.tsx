/**
 * Links for React pages and components, written as routes and given the
 * site's base path, so a page works at `/` and under `/repo/` alike:
 *
 *     <Link to="/docs/intro">Get started</Link>
 *     <img src={useBaseUrl('/img/logo.svg')} alt="" />
 *
 * Links are checked at build time like any other (a route that does not exist
 * fails the build). Both work in islands too.
 */
import { useContext, type ComponentProps } from 'react';
import { LinkCollectorContext, SiteContext } from '../context.ts';
import { hrefForPath, isExternalHref } from '../data/links.ts';

/**
 * The base path and trailing slash: from the build while it renders, and in
 * an island (hydrated without the build's context) from the attributes the
 * page's `<html>` carries, so both render the same address.
 */
function useAddressSettings(): { basePath: string; trailingSlash: boolean } {
  const site = useContext(SiteContext);
  if (site) return { basePath: site.config.basePath, trailingSlash: site.config.trailingSlash };
  const html = typeof document === 'undefined' ? undefined : document.documentElement;
  return { basePath: html?.dataset.base ?? '/', trailingSlash: html?.dataset.trailingSlash !== undefined };
}

/**
 * A path of the site (`/img/logo.svg`, `/docs/intro#setup`) with the base path
 * in front. Addresses of other sites, `#fragments` and `?queries` are left as
 * they are. File paths keep their name; pass `{ page: true }` for the address
 * of a page, which follows `trailingSlash`.
 */
export function useBaseUrl(path: string, options: { page?: boolean } = {}): string {
  const { basePath, trailingSlash } = useAddressSettings();
  return withBase(path, basePath, options.page ? trailingSlash : false);
}

function withBase(path: string, basePath: string, trailingSlash: boolean): string {
  if (isExternalHref(path) || path.startsWith('#') || path.startsWith('?')) return path;
  return hrefForPath(path, basePath, trailingSlash);
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> &
  /** A route of the site: `/docs/intro`, `/docs/intro#setup`. */
  (
    | { to: string; href?: never }
    /** Any address, as it is: another site, `mailto:`. */
    | { href: string; to?: never }
  );

/** An `<a>` to a route of the site (`to`) or to any address (`href`); other sites open in a new tab. */
export function Link({ to, href, ...rest }: LinkProps) {
  const { basePath, trailingSlash } = useAddressSettings();
  const target = to !== undefined ? withBase(to, basePath, trailingSlash) : href;
  const collected = useContext(LinkCollectorContext);
  if (target !== undefined) collected?.add(target);
  const external = target !== undefined && /^https?:\/\//i.test(target);
  return <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}
