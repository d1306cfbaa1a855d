/**
 * Links and images in Markdown. Their addresses are resolved through the
 * build's resolver (`.md` files become routes, the base path is added);
 * external web links open in a new tab.
 */
import { useContext, type ComponentProps } from 'react';
import { LinkResolverContext } from '../context.ts';

function useResolved(address: string | undefined): string | undefined {
  const resolve = useContext(LinkResolverContext);
  return address !== undefined && resolve ? resolve(address) : address;
}

export function MarkdownLink({ href, ...rest }: ComponentProps<'a'>) {
  const resolved = useResolved(href);
  const external = resolved !== undefined && /^https?:\/\//i.test(resolved);
  return <a href={resolved} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />;
}

export function MarkdownImage({ src, alt, ...rest }: ComponentProps<'img'>) {
  return <img src={useResolved(typeof src === 'string' ? src : undefined)} alt={alt ?? ''} loading="lazy" {...rest} />;
}
