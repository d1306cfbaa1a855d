/**
 * `@theme/CodeBlock`: `<CodeBlock language="json" title="…" showLineNumbers>`
 * with the code as its children (a string or an expression). Highlighted by
 * the build as Markdown code blocks are (the renderer provides the
 * highlighter, see `CodeHighlightContext`), magic comments included.
 */
import { Children, useContext, type ReactNode } from 'react';
import { CodeHighlightContext } from '../context.ts';
import { CodeBlock as ThemeCodeBlock } from '../markdown/CodeBlock.tsx';

export interface CodeBlockProps {
  language?: string;
  /** `language-x`, as a Markdown code block's `<code>` has it. */
  className?: string;
  title?: ReactNode;
  showLineNumbers?: boolean | number;
  metastring?: string;
  children?: ReactNode;
}

/** The text of the children: strings and numbers joined, as Docusaurus reads them. */
function codeOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('');
}

export default function CodeBlock({
  language,
  className,
  title,
  showLineNumbers,
  metastring,
  children,
}: CodeBlockProps) {
  const highlight = useContext(CodeHighlightContext);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const code = codeOf(children).replace(/\n$/, '');
  const start = typeof showLineNumbers === 'number' ? showLineNumbers : showLineNumbers ? 1 : undefined;
  const highlighted = highlight?.({
    code,
    language: lang,
    ...(start !== undefined ? { startLineNumber: start } : {}),
    ...(metastring ? { meta: metastring } : {}),
  });
  return (
    <ThemeCodeBlock title={typeof title === 'string' ? title : undefined} language={lang}>
      {highlighted ?? (
        <pre className={lang ? `language-${lang}` : undefined}>
          <code>{code}</code>
        </pre>
      )}
    </ThemeCodeBlock>
  );
}
