/** Breadcrumbs above a doc and previous/next links below it. */
import type { Breadcrumb, PaginationLink } from '../data/siteData.ts';
import { useTranslate } from '../i18n/translate.ts';

export interface BreadcrumbsProps {
  items: Breadcrumb[];
  /** The site's home, the first crumb. */
  homeHref: string;
}

export interface PaginationProps {
  previous?: PaginationLink | undefined;
  next?: PaginationLink | undefined;
}

export function Breadcrumbs({ items, homeHref }: BreadcrumbsProps) {
  const t = useTranslate();
  if (items.length === 0) return null;
  return (
    <nav className="sg-breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol>
        <li><a href={homeHref} aria-label={t('theme.docs.breadcrumbs.home')}>🏠</a></li>
        {items.map((item, i) => (
          <li key={i}>
            {item.href && i < items.length - 1 ? <a href={item.href}>{item.label}</a> : <span {...(i === items.length - 1 ? { 'aria-current': 'page' as const } : {})}>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Pagination({ previous, next }: PaginationProps) {
  const t = useTranslate();
  if (!previous && !next) return null;
  return (
    <nav className="sg-pagination" aria-label={t('theme.docs.paginator.navAriaLabel')}>
      {previous ? (
        <a className="sg-pagination__link" href={previous.href} rel="prev">
          <span className="sg-pagination__label">{t('theme.docs.paginator.previous')}</span>
          <span className="sg-pagination__title">« {previous.label}</span>
        </a>
      ) : <span />}
      {next ? (
        <a className="sg-pagination__link sg-pagination__link--next" href={next.href} rel="next">
          <span className="sg-pagination__label">{t('theme.docs.paginator.next')}</span>
          <span className="sg-pagination__title">{next.label} »</span>
        </a>
      ) : null}
    </nav>
  );
}
