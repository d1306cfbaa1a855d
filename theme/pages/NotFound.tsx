/** The page for any unknown path (written as 404.html). */
import { useTranslate, useTranslateNodes } from '../i18n/translate.ts';

export interface NotFoundProps {
  homeHref: string;
  /** The first doc, when the site has docs. */
  docsHref?: string;
}

export function NotFound({ homeHref, docsHref }: NotFoundProps) {
  const t = useTranslate();
  const nodes = useTranslateNodes();
  const homeLink = <a href={homeHref}>{t('sitegen.notFound.homeLinkLabel')}</a>;
  return (
    <div className="sg-not-found">
      <h1>{t('theme.NotFound.title')}</h1>
      <p>{t('theme.NotFound.p1')}</p>
      <p>
        {docsHref
          ? nodes('sitegen.notFound.goHomeOrDocs', {
              homeLink,
              docsLink: <a href={docsHref}>{t('sitegen.notFound.docsLinkLabel')}</a>,
            })
          : nodes('sitegen.notFound.goHome', { homeLink })}
      </p>
    </div>
  );
}
