/** The footer: columns of links (or one row of them), a logo, the copyright line (HTML, as the config writes it). */
import type { ThemeFooterItem, ThemeLogo } from '../context.ts';
import { useSite } from '../context.ts';
import { useClassNames } from './classicClassNames.ts';

function FooterItem({ item }: { item: ThemeFooterItem }) {
  const cx = useClassNames();
  if ('html' in item)
    return (
      <span className={cx('sg-footer__html', 'footer__link-item')} dangerouslySetInnerHTML={{ __html: item.html }} />
    );
  return (
    <a
      className={cx('', 'footer__link-item')}
      href={item.href}
      {...(item.external ? { target: item.target ?? '_blank', rel: 'noopener noreferrer' } : {})}
      {...(item.target === '_self' ? { 'data-no-client-nav': '' } : {})}
    >
      {item.label}
    </a>
  );
}

function FooterLogo({ logo }: { logo: ThemeLogo }) {
  const cx = useClassNames();
  const size = { ...(logo.width ? { width: logo.width } : {}), ...(logo.height ? { height: logo.height } : {}) };
  const image = (
    <img
      className={cx(`sg-footer__logo${logo.className ? ` ${logo.className}` : ''}`, 'footer__logo')}
      src={logo.src}
      alt={logo.alt}
      {...size}
      {...(logo.style ? { style: logo.style } : {})}
    />
  );
  return <div className="sg-footer__brand">{logo.href ? <a href={logo.href}>{image}</a> : image}</div>;
}

export function Footer() {
  const { footer } = useSite().config;
  const cx = useClassNames();
  return (
    <footer
      className={cx(
        `sg-footer sg-footer--${footer.style}`,
        `theme-layout-footer footer${footer.style === 'dark' ? ' footer--dark' : ''}`,
      )}
    >
      {footer.links.length > 0 ? (
        <div className={cx('sg-footer__columns', 'row footer__links')}>
          {footer.links.map((column) => (
            <div key={column.title} className={cx('sg-footer__column', 'theme-layout-footer-column col footer__col')}>
              <p className={cx('sg-footer__title', 'footer__title')}>{column.title}</p>
              <ul className={cx('', 'footer__items clean-list')}>
                {column.items.map((item, i) => (
                  <li key={'html' in item ? i : item.label} className={cx('', 'footer__item')}>
                    <FooterItem item={item} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer.simpleLinks && footer.simpleLinks.length > 0 ? (
        <div className={cx('sg-footer__row', 'footer__links text--center')}>
          {footer.simpleLinks.map((item, i) => (
            <span key={i}>
              {i > 0 ? (
                <span className="sg-footer__separator" aria-hidden="true">
                  {' '}
                  ·{' '}
                </span>
              ) : null}
              <FooterItem item={item} />
            </span>
          ))}
        </div>
      ) : null}
      {footer.logo ? <FooterLogo logo={footer.logo} /> : null}
      {footer.copyright ? (
        <p
          className={cx('sg-footer__copyright', 'footer__copyright')}
          dangerouslySetInnerHTML={{ __html: footer.copyright }}
        />
      ) : null}
    </footer>
  );
}
