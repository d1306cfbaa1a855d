/**
 * Fills each `code-block` element with shiki's highlighted `<pre>`. An unknown
 * language is an error naming the known ones.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { closest } from '../../diagnostics/didYouMean.ts';
import { contextOf, report } from '../compileContext.ts';
import { highlightToHast, isKnownLanguage, knownLanguages } from '../highlight/highlighter.ts';

export function rehypeHighlight() {
  return async (tree: Root, file: VFile) => {
    const context = contextOf(file);
    const blocks: Element[] = [];
    visit(tree, 'element', (node) => {
      if (node.tagName === 'code-block') blocks.push(node);
    });
    for (const block of blocks) {
      const code = toString(block);
      const properties = block.properties;
      const language = typeof properties.language === 'string' ? properties.language : undefined;
      if (language && !isKnownLanguage(language)) {
        const suggestion = closest(language, knownLanguages());
        report(context, block, {
          code: 'UnknownLanguage',
          message: `Unknown code block language "${language}".`,
          hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known languages: ${knownLanguages().join(', ')}.`,
        });
        continue;
      }
      const lines = String(properties.highlightLines ?? '').split(',').filter(Boolean).map(Number);
      const start = properties.showLineNumbers === undefined ? undefined : Number(properties.showLineNumbers);
      const pre = await highlightToHast(code.replace(/\n$/, ''), {
        lang: language,
        highlightLines: new Set(lines),
        showLineNumbers: start !== undefined,
        startLineNumber: start ?? 1,
      });
      block.children = [pre];
      delete properties.highlightLines;
    }
  };
}
