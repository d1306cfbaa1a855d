import { useSite } from '../context.ts';
import { ColorModeToggle } from './ColorModeToggle.tsx';

function isActive(href: string, current: string, activeBasePath?: string): boolean {
  if (activeBasePath) return current === activeBasePath || current.startsWith(`${activeBasePath.replace(/\/$/, '')}/`);
  return current === href;
}

export function Navbar() {
  const { config, page } = useSite();
  const { navbar } = config;
  const render = (position: 'left' | 'right') =>
    navbar.items.filter((item) => item.position === position).map((item, i) => {
      if (item.type === 'link') {
        const active = !item.external && isActive(item.href, page.href, item.activeBasePath);
        return (
          <a key={i} className={`sg-navbar__link${active ? ' is-active' : ''}`} href={item.href}
            {...(active ? { 'aria-current': 'page' as const } : {})}
            {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            {...(item.ariaLabel ? { 'aria-label': item.ariaLabel } : {})}>
            {item.label}
          </a>
        );
      }
      if (item.type === 'localeDropdown') {
        return <span key={i} className="sg-navbar__locale" lang="en" dir="ltr" title="Language">English</span>;
      }
      return null;
    });
  return (
    <nav className="sg-navbar" aria-label="Main">
      <div className="sg-navbar__inner">
        <a className="sg-navbar__brand" href={config.basePath}>
          {navbar.logo ? <img className="sg-navbar__logo" src={navbar.logo.src} alt={navbar.logo.alt} width={32} height={32} /> : null}
          <span className="sg-navbar__title">{navbar.title}</span>
        </a>
        <div className="sg-navbar__items">{render('left')}</div>
        <div className="sg-navbar__items sg-navbar__items--right">
          {render('right')}
          {config.colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </div>
    </nav>
  );
}
