/**
 * The navbar's brand: the logo (with its dark-mode twin) and the title, linking to the home page or to
 * `navbar.logo.href`. A part of its own so a site can replace just this (`components.NavbarLogo`, or a
 * Docusaurus website's `src/theme/Navbar/Logo`) and keep the rest of the navbar.
 */
import { useSite } from '../context.ts';
import { useClassNames } from './classicClassNames.ts';

export function NavbarLogo() {
  const { config } = useSite();
  const cx = useClassNames();
  const { logo, title } = config.navbar;
  const logoSize = { width: logo?.width ?? 32, height: logo?.height ?? 32 };
  const logoClass = logo?.className ? ` ${logo.className}` : '';
  const style = logo?.style ? { style: logo.style } : {};
  return (
    <a className={cx('sg-navbar__brand', 'navbar__brand')} href={logo?.href ?? config.basePath}>
      {logo ? (
        <img
          className={`sg-navbar__logo${logo.srcDark ? ' sg-navbar__logo--light' : ''}${logoClass}`}
          src={logo.src}
          alt={logo.alt}
          {...logoSize}
          {...style}
        />
      ) : null}
      {logo?.srcDark ? (
        <img
          className={`sg-navbar__logo sg-navbar__logo--dark${logoClass}`}
          src={logo.srcDark}
          alt={logo.alt}
          {...logoSize}
          {...style}
        />
      ) : null}
      {title ? <span className={cx('sg-navbar__title', 'navbar__title text--truncate')}>{title}</span> : null}
    </a>
  );
}
