/** `@theme/NotFound` (and `@theme-original/NotFound`): the 404 page's text, as the theme writes it. */
import { useSite } from '../context.ts';
import { NotFound as ThemeNotFound } from '../pages/NotFound.tsx';

export default function NotFound() {
  const { config, page } = useSite();
  return <ThemeNotFound homeHref={config.basePath} {...(page.docsHref ? { docsHref: page.docsHref } : {})} />;
}
