import { useSite } from '../context.ts';

export function Footer() {
  const { footer } = useSite().config;
  return (
    <footer className={`sg-footer sg-footer--${footer.style}`}>
      {footer.links.length > 0 ? (
        <div className="sg-footer__columns">
          {footer.links.map((column) => (
            <div key={column.title} className="sg-footer__column">
              <p className="sg-footer__title">{column.title}</p>
              <ul>
                {column.items.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ) : null}
      {footer.copyright ? <p className="sg-footer__copyright">{footer.copyright}</p> : null}
    </footer>
  );
}
