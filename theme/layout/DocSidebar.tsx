import { renderToStaticMarkup } from 'react-dom/server';
import { isExternalHref } from '../data/links.ts';
import type { SidebarCategoryEntry, SidebarEntry } from '../data/siteData.ts';
import { useContext } from 'react';
import { SiteContext } from '../context.ts';
import { TranslationContext, useTranslate, useTranslation, type Translation } from '../i18n/translate.ts';
import { useClassNames, useIsClassic, type ClassNames } from './classicClassNames.ts';

/**
 * A closed category that holds neither the current page nor is it renders the
 * same on every page; on a large site re-rendering it per page dominated the
 * build, so its HTML is rendered once per category and reused.
 */
const closedCategoryHtml = new WeakMap<
  SidebarCategoryEntry,
  { translation: Translation; classic: boolean; html: string }
>();

/**
 * On a large sidebar (`lazyFrom`, the address of its file), a closed
 * category comes without its items: every page carrying every link made the
 * site's size grow with the square of its pages. With JavaScript, opening it
 * fills them in from the sidebar's file (theme/client/collapsible.ts), fetched
 * once. Without, a category with a page of its own leads there, which lists
 * them; one without holds a link to itself in the sidebar's file, a page of
 * the whole tree (`SidebarFile`).
 */
function ClosedCategory({
  entry,
  path,
  lazyFrom,
}: {
  entry: SidebarCategoryEntry;
  path: string;
  lazyFrom: string | undefined;
}) {
  const translation = useTranslation();
  const t = useTranslate();
  const cx = useClassNames();
  const site = useContext(SiteContext);
  const classic = useIsClassic();
  if (lazyFrom !== undefined && !entry.href) {
    return (
      <li className={categoryClass(entry, cx, levelOf(path))}>
        <details data-sg-lazy={path}>
          <summary className={cx('', 'menu__link menu__link--sublist menu__link--sublist-caret')}>
            {entry.label}
          </summary>
          <ul className={cx('sg-sidebar__list sg-sidebar__list--elsewhere', 'menu__list')}>
            <li className={cx('', 'menu__list-item')}>
              <a href={`${lazyFrom}#${sidebarFileId(path)}`} className={cx('', 'menu__link')}>
                {t('sitegen.sidebar.categoryPagesLink', { label: entry.label })}
              </a>
            </li>
          </ul>
        </details>
      </li>
    );
  }
  if (lazyFrom !== undefined) {
    return (
      <li className={categoryClass(entry, cx, levelOf(path))}>
        <a href={entry.href} className={cx('sg-sidebar__category-link', 'menu__link menu__link--sublist')}>
          {entry.label}
        </a>
        <details className="sg-sidebar__linked-details" data-sg-lazy={path}>
          <summary
            className={cx('', 'clean-btn menu__caret')}
            aria-label={t('sitegen.sidebar.categoryToggleAriaLabel', { label: entry.label })}
          />
        </details>
      </li>
    );
  }
  // Kept per translation (the same entries may render in several languages) and skin.
  let cached = closedCategoryHtml.get(entry);
  if (
    cached?.translation.messages !== translation.messages ||
    cached.translation.locale !== translation.locale ||
    cached.classic !== classic
  ) {
    const html = renderToStaticMarkup(
      <SiteContext.Provider value={site}>
        <TranslationContext.Provider value={translation}>
          <CategoryBody entry={entry} open={false} current="" path={path} lazyFrom={undefined} holders={noHolders} />
        </TranslationContext.Provider>
      </SiteContext.Provider>,
    );
    cached = { translation, classic, html };
    closedCategoryHtml.set(entry, cached);
  }
  const html = cached.html;
  return <li className={categoryClass(entry, cx, levelOf(path))} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The depth of the category at `path` (`3.0` is at level 2), as Docusaurus's class names count it. */
function levelOf(path: string): number {
  return path.split('.').length;
}

function categoryClass(entry: SidebarCategoryEntry, cx: ClassNames, level: number): string | undefined {
  const own = ['sg-sidebar__category', entry.href ? 'sg-sidebar__category--linked' : '', entry.className ?? '']
    .filter(Boolean)
    .join(' ');
  return cx(own, `theme-doc-sidebar-item-category theme-doc-sidebar-item-category-level-${level} menu__list-item`);
}

/**
 * A category is a <details>, so it opens and closes without JavaScript. A
 * category with a page of its own shows its link beside the disclosure
 * toggle, not inside it: a link inside <summary> is two controls in one.
 */
function CategoryBody({
  entry,
  open,
  current,
  path,
  lazyFrom,
  holders,
  inFile = false,
}: {
  entry: SidebarCategoryEntry;
  open: boolean;
  current: string;
  path: string;
  lazyFrom: string | undefined;
  holders: ReadonlySet<SidebarCategoryEntry>;
  inFile?: boolean;
}) {
  const t = useTranslate();
  const cx = useClassNames();
  const active = entry.href === current;
  const items = (
    <Items entries={entry.items} current={current} path={path} lazyFrom={lazyFrom} holders={holders} inFile={inFile} />
  );
  const linkClass = cx(
    `sg-sidebar__category-link${active ? ' is-active' : ''}`,
    `menu__link menu__link--sublist${active ? ' menu__link--active' : ''}`,
  );
  if (!entry.collapsible) {
    return (
      <>
        {entry.href ? (
          <a href={entry.href} className={linkClass} {...(active ? { 'aria-current': 'page' as const } : {})}>
            {entry.label}
          </a>
        ) : (
          <span className={cx('sg-sidebar__category-label', 'menu__link menu__link--sublist')}>{entry.label}</span>
        )}
        {items}
      </>
    );
  }
  if (!entry.href) {
    return (
      <details open={open}>
        <summary className={cx('', 'menu__link menu__link--sublist menu__link--sublist-caret')}>{entry.label}</summary>
        {items}
      </details>
    );
  }
  return (
    <>
      <a href={entry.href} className={linkClass} {...(active ? { 'aria-current': 'page' as const } : {})}>
        {entry.label}
      </a>
      <details open={open} className="sg-sidebar__linked-details">
        <summary
          className={cx('', 'clean-btn menu__caret')}
          aria-label={t('sitegen.sidebar.categoryToggleAriaLabel', { label: entry.label })}
        />
        {items}
      </details>
    </>
  );
}

/** For each address in a sidebar, the categories that hold it (at any depth), made once per sidebar. */
const holdersByHref = new WeakMap<SidebarEntry[], Map<string, Set<SidebarCategoryEntry>>>();

/**
 * The categories holding `href`. Asking each category whether its items hold
 * the page walked the whole sidebar for every page: on a site of 10,000 docs,
 * 10,000 walks of 10,000 entries.
 */
function holdersOf(entries: SidebarEntry[], href: string): ReadonlySet<SidebarCategoryEntry> {
  let byHref = holdersByHref.get(entries);
  if (!byHref) {
    const map = new Map<string, Set<SidebarCategoryEntry>>();
    const walk = (items: SidebarEntry[], ancestors: SidebarCategoryEntry[]) => {
      for (const entry of items) {
        if (entry.type === 'html') continue;
        if (entry.href !== undefined) {
          const holders = map.get(entry.href) ?? new Set();
          for (const ancestor of ancestors) holders.add(ancestor);
          map.set(entry.href, holders);
        }
        if (entry.type === 'category') walk(entry.items, [...ancestors, entry]);
      }
    };
    walk(entries, []);
    byHref = map;
    holdersByHref.set(entries, byHref);
  }
  return byHref.get(href) ?? noHolders;
}

const noHolders: ReadonlySet<SidebarCategoryEntry> = new Set();

/** `path` names a category by its indexes from the top (`3.0.2`): the way to it in the sidebar's file. */
function Items({
  entries,
  current,
  path,
  lazyFrom,
  holders,
  inFile = false,
}: {
  entries: SidebarEntry[];
  current: string;
  path: string;
  lazyFrom: string | undefined;
  holders: ReadonlySet<SidebarCategoryEntry>;
  inFile?: boolean;
}) {
  const cx = useClassNames();
  // Docusaurus's class names for the site's CSS: the top list, and each item with its depth.
  const level = path === '' ? 1 : levelOf(path) + 1;
  return (
    <ul className={cx('sg-sidebar__list', `${level === 1 ? 'theme-doc-sidebar-menu ' : ''}menu__list`)}>
      {entries.map((entry, i) => {
        if (entry.type === 'category') {
          const at = path ? `${path}.${i}` : String(i);
          const holdsCurrent = entry.href === current || holders.has(entry);
          const open = !entry.collapsible || !entry.collapsed || holdsCurrent;
          // In the sidebar's file every category is open, for the reader without JavaScript, and has its id.
          if (inFile) {
            return (
              <li key={i} id={sidebarFileId(at)} className={categoryClass(entry, cx, level)}>
                <CategoryBody entry={entry} open current="" path={at} lazyFrom={undefined} holders={noHolders} inFile />
              </li>
            );
          }
          if (!open) return <ClosedCategory key={i} entry={entry} path={at} lazyFrom={lazyFrom} />;
          return (
            <li key={i} className={categoryClass(entry, cx, level)}>
              <CategoryBody entry={entry} open current={current} path={at} lazyFrom={lazyFrom} holders={holders} />
            </li>
          );
        }
        if (entry.type === 'html') {
          // The site's own HTML, as it is (Docusaurus's `{ type: 'html' }`): trusted, like the config.
          const className = [
            'sg-sidebar__html',
            entry.defaultStyle ? 'sg-sidebar__html--default' : '',
            entry.className ?? '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <li
              key={i}
              className={cx(className, entry.defaultStyle ? 'menu__list-item' : '')}
              dangerouslySetInnerHTML={{ __html: entry.value }}
            />
          );
        }
        const active = entry.href === current;
        const external = entry.type === 'link' && isExternalHref(entry.href);
        return (
          <li
            key={i}
            className={cx(
              entry.className ?? '',
              `theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-${level} menu__list-item`,
            )}
          >
            <a
              href={entry.href}
              className={cx(active ? 'is-active' : '', `menu__link${active ? ' menu__link--active' : ''}`)}
              {...(active ? { 'aria-current': 'page' as const } : {})}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {entry.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** Links in a sidebar, categories' items included. */
export function sidebarSize(entries: SidebarEntry[]): number {
  return entries.reduce((total, entry) => total + 1 + (entry.type === 'category' ? sidebarSize(entry.items) : 0), 0);
}

/** From this many links on, closed categories with a page of their own are filled in on demand. */
export const lazySidebarSize = 1000;

/**
 * The docs sidebar. `lazyFrom` is the address of the whole sidebar's HTML
 * (`SidebarFile`), for a sidebar too large to repeat on every page.
 */
export function DocSidebar({
  entries,
  current,
  lazyFrom,
}: {
  entries: SidebarEntry[];
  current: string;
  lazyFrom?: string;
}) {
  const label = useTranslate()('theme.docs.sidebar.navAriaLabel');
  const cx = useClassNames();
  return (
    <nav
      className={cx('sg-sidebar', 'menu thin-scrollbar')}
      aria-label={label}
      {...(lazyFrom ? { 'data-sg-sidebar-src': lazyFrom } : {})}
    >
      <Items entries={entries} current={current} path="" lazyFrom={lazyFrom} holders={holdersOf(entries, current)} />
    </nav>
  );
}

/**
 * The whole sidebar, every category open and with its items, each named by its path (`sidebarFileId`): what
 * lazy categories are filled in from, and the page a reader without JavaScript reaches a category's pages on.
 */
export function SidebarFile({ entries }: { entries: SidebarEntry[] }) {
  return <Items entries={entries} current="" path="" lazyFrom={undefined} holders={noHolders} inFile />;
}

/** The id of the category at `path` (`3.0.2`) in the sidebar's file. */
export function sidebarFileId(path: string): string {
  return `sg-sidebar-${path}`;
}
