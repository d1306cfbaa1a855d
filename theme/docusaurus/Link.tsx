/**
 * `@docusaurus/Link`: `<Link to="/docs/intro">` or `<Link href="https://…">`, with the base path added
 * to paths of the site (and the trailing slash the site's addresses take); another site opens in a new
 * tab. Docusaurus's own props (`isNavLink`, `autoAddBaseUrl`, `activeClassName`…) are accepted.
 */
import { useContext, type ComponentProps } from 'react';
import { SiteContext } from '../context.ts';
import { Link as ThemeLink } from '../components/Link.tsx';

export type DocusaurusLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to?: string;
  href?: string;
  isNavLink?: boolean;
  autoAddBaseUrl?: boolean;
  activeClassName?: string;
  exact?: boolean;
  isActive?: unknown;
  'data-noBrokenLinkCheck'?: boolean;
};

export default function Link({
  to,
  href,
  isNavLink: _isNavLink,
  autoAddBaseUrl = true,
  activeClassName: _active,
  exact: _exact,
  isActive: _isActive,
  'data-noBrokenLinkCheck': noCheck,
  ...props
}: DocusaurusLinkProps) {
  // The build's link check skips a link so marked, as Docusaurus's does.
  const rest = noCheck ? { ...props, 'data-nobrokenlinkcheck': '' } : props;
  const site = useContext(SiteContext);
  const basePath =
    site?.config.basePath ?? (typeof document === 'undefined' ? '/' : (document.documentElement.dataset.base ?? '/'));
  const raw = to ?? href;
  if (raw === undefined) return <a {...rest} />;
  // `pathname:///file.pdf`: a path the router must not take (a file, another app): the base path only, opened in place.
  if (raw.startsWith('pathname://')) {
    const pathname = raw.slice('pathname://'.length);
    const address =
      pathname.startsWith('/') && autoAddBaseUrl && !(basePath !== '/' && pathname.startsWith(basePath))
        ? `${basePath.replace(/\/$/, '')}${pathname}`
        : pathname;
    // Loaded whole by the browser, never by the client router (another app, a file).
    return (
      <a
        href={address}
        target="_self"
        rel="noopener noreferrer"
        data-nobrokenlinkcheck=""
        data-no-client-nav=""
        {...rest}
      />
    );
  }
  const given = raw;
  // A path that has the base path already (`useBaseUrl('docs/x')`) does not get it twice, as in Docusaurus.
  const target = basePath !== '/' && given.startsWith(basePath) ? `/${given.slice(basePath.length)}` : given;
  const external = /^(?:[A-Za-z][A-Za-z\d+.-]*:|\/\/)/.test(target);
  // Only a path from the site's root gets the base path, as in Docusaurus; `./x` and `#x` stay as written.
  if (external || !target.startsWith('/') || !autoAddBaseUrl) return <ThemeLink href={target} {...rest} />;
  return <ThemeLink to={target} {...rest} />;
}
