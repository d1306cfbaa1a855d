/** Breadcrumbs above a doc and previous/next links below it. */
import type { Breadcrumb, PaginationLink } from '../data/siteData.ts';
import HomeIcon from '../docusaurus/Icon/Home.tsx';
import { useTranslate } from '../i18n/translate.ts';
import { useClassNames, useIsClassic } from './classicClassNames.ts';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
  /** The site's home, the first crumb. */
  homeHref: string;
}

export interface PaginationProps {
  previous?: PaginationLink | undefined;
  next?: PaginationLink | undefined;
  /**
   * The words around the links, translated: a doc's "Previous" and "Next" by default; a blog post's "Newer post" and
   * "Older post".
   */
  labels?: { nav: string; previous: string; next: string };
}

export function Breadcrumbs({ items, homeHref }: BreadcrumbsProps) {
  const t = useTranslate();
  const cx = useClassNames();
  if (items.length === 0) return null;
  // On a Docusaurus website: Infima's breadcrumbs, the home as Docusaurus draws it.
  const classic = useIsClassic();
  return (
    <nav
      className={cx('sg-breadcrumbs', 'theme-doc-breadcrumbs')}
      aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}
    >
      <ol className={cx('', 'breadcrumbs')}>
        <li className={cx('', 'breadcrumbs__item')}>
          <a href={homeHref} className={cx('', 'breadcrumbs__link')} aria-label={t('theme.docs.breadcrumbs.home')}>
            {classic ? <HomeIcon className="breadcrumbHomeIcon" /> : '🏠'}
          </a>
        </li>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className={cx('', `breadcrumbs__item${last ? ' breadcrumbs__item--active' : ''}`)}>
              {item.href && !last ? (
                <a href={item.href} className={cx('', 'breadcrumbs__link')}>
                  {item.label}
                </a>
              ) : (
                <span className={cx('', 'breadcrumbs__link')} {...(last ? { 'aria-current': 'page' as const } : {})}>
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function Pagination({ previous, next, labels }: PaginationProps) {
  const t = useTranslate();
  const cx = useClassNames();
  // The arrows: Infima draws them around `pagination-nav__label` on a Docusaurus website; sitegen's skin writes them.
  const classic = useIsClassic();
  if (!previous && !next) return null;
  // Read only when shown: a string read is sent to the browser with the page's islands.
  const words = labels ?? {
    nav: t('theme.docs.paginator.navAriaLabel'),
    previous: t('theme.docs.paginator.previous'),
    next: t('theme.docs.paginator.next'),
  };
  return (
    <nav className={cx('sg-pagination', 'pagination-nav')} aria-label={words.nav}>
      {previous ? (
        <a
          className={cx('sg-pagination__link', 'pagination-nav__link pagination-nav__link--prev')}
          href={previous.href}
          rel="prev"
        >
          <span className={cx('sg-pagination__label', 'pagination-nav__sublabel')}>{words.previous}</span>
          <span className={cx('sg-pagination__title', 'pagination-nav__label')}>
            {classic ? previous.label : <>« {previous.label}</>}
          </span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a
          className={cx(
            'sg-pagination__link sg-pagination__link--next',
            'pagination-nav__link pagination-nav__link--next',
          )}
          href={next.href}
          rel="next"
        >
          <span className={cx('sg-pagination__label', 'pagination-nav__sublabel')}>{words.next}</span>
          <span className={cx('sg-pagination__title', 'pagination-nav__label')}>
            {classic ? next.label : <>{next.label} »</>}
          </span>
        </a>
      ) : null}
    </nav>
  );
}
