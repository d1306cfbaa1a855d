/**
 * `@docusaurus/Head`: elements for the page's `<head>` (`<title>`, `<meta>`,
 * `<link>`, `<script>`, `<html className>`). They are written into the
 * document by the build; nothing renders where the component is.
 */
import { Children, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';
import { PageHeadContext, type PageHead } from '../context.ts';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  return '';
}

/** One child of Head into the page's head data. */
export function collectHeadElement(head: PageHead, child: ReactNode): void {
  if (!isValidElement(child)) return;
  const element = child as ReactElement<Record<string, unknown>>;
  const props = element.props;
  if (element.type === 'title') {
    head.title = textOf(props.children as ReactNode);
    return;
  }
  if (element.type === 'html' || element.type === 'body') {
    const className = (props.className ?? props.class) as string | undefined;
    if (element.type === 'html' && className)
      head.htmlClassName = [head.htmlClassName, className].filter(Boolean).join(' ');
    return;
  }
  if (typeof element.type !== 'string') {
    // A fragment or a component of elements: its children.
    Children.forEach(props.children as ReactNode, (nested) => collectHeadElement(head, nested));
    return;
  }
  if (element.type === 'meta' && props.name === 'description' && typeof props.content === 'string')
    head.description = props.content;
  head.tags.push(element);
}

export default function Head({ children }: { children?: ReactNode }) {
  const head = useContext(PageHeadContext);
  if (head) Children.forEach(children, (child) => collectHeadElement(head, child));
  return null;
}
