/**
 * Highlighting for code whose text is known only while a page renders
 * (`<CodeBlock>{JSON.stringify(schema, null, 2)}</CodeBlock>` in MDX). React
 * renders synchronously and shiki loads asynchronously, so a render that meets
 * code it has not highlighted yet records it and shows it plain; the page is
 * then rendered again once that code is highlighted (`renderWithHighlights`).
 * Results are kept per process, so a second page with the same code renders once.
 */
import type { ReactNode } from 'react';
import type { CodeHighlightRequest } from '../../theme/context.ts';
import { highlightToHast } from '../markdown/highlight/highlighter.ts';
import { parseMagicComments } from '../markdown/highlight/magicComments.ts';
import { markdownToReact } from './markdownToReact.ts';

const highlighted = new Map<string, ReactNode>();
const pending = new Map<string, CodeHighlightRequest>();

function keyOf(request: CodeHighlightRequest): string {
  return JSON.stringify([request.code, request.language ?? '', request.startLineNumber ?? 0]);
}

/** The highlighted `<pre>` for this code, or undefined (and noted) when it is not highlighted yet. */
export function highlightDuringRender(request: CodeHighlightRequest): ReactNode | undefined {
  const key = keyOf(request);
  const found = highlighted.get(key);
  if (found === undefined) pending.set(key, request);
  return found;
}

/** Highlighted as a Markdown code block would be: magic comments (`// highlight-next-line`) removed and applied. */
async function highlightOne(request: CodeHighlightRequest): Promise<ReactNode> {
  const { code, highlightedLines } = parseMagicComments(request.code, request.language);
  const { pre } = await highlightToHast(code, {
    lang: request.language,
    highlightLines: new Set(highlightedLines),
    showLineNumbers: request.startLineNumber !== undefined,
    startLineNumber: request.startLineNumber ?? 1,
  });
  // An unknown language comes back as plain text, as in a Markdown code block.
  return markdownToReact({ type: 'root', children: [pre] });
}

/** Runs `render`; if it met code not highlighted yet, highlights that code and runs it again. */
export async function renderWithHighlights<T>(render: () => T): Promise<T> {
  const first = render();
  if (pending.size === 0) return first;
  const requests = [...pending];
  pending.clear();
  for (const [key, request] of requests) highlighted.set(key, await highlightOne(request));
  return render();
}
