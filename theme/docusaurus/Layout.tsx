/**
 * `@theme/Layout`: a page's title, description and wrapper class, told to
 * the build (which renders the site's shell around the page, navbar and
 * footer included); the page's content as it is. A page that does not
 * render it is shown bare, as Docusaurus shows it (an embed, a redirect).
 */
import { useContext, type ReactNode } from 'react';
import { PageHeadContext } from '../context.ts';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  noFooter?: boolean;
  wrapperClassName?: string;
  /** Docusaurus 2's props, still written by some sites. */
  image?: string;
  keywords?: string | string[];
}

export default function Layout({
  children,
  title,
  description,
  noFooter,
  wrapperClassName,
  image,
  keywords,
}: LayoutProps) {
  const head = useContext(PageHeadContext);
  if (head) {
    head.layout = true;
    if (title !== undefined) head.title = title;
    if (description !== undefined) head.description = description;
    if (noFooter) head.noFooter = true;
    if (wrapperClassName) head.wrapperClassName = wrapperClassName;
    if (image) head.image = image;
    if (keywords) head.keywords = Array.isArray(keywords) ? keywords : [keywords];
  }
  return <>{children}</>;
}
