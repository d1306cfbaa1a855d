/**
 * Turns each code block (`<pre data-sg-code><code class="language-js">`, from
 * remarkCodeBlocks) into a `code-block` element holding shiki's highlighted
 * `<pre>`, with its options as the CodeBlock component reads them; attributes
 * a plugin added to the `<pre>` stay on it. A block a plugin replaced, or
 * stripped of `data-sg-code`, is left alone. An unknown
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
      if (node.tagName === 'pre' && node.properties.dataSgCode !== undefined) blocks.push(node);
    });
    for (const block of blocks) {
      const code = toString(block);
      // What a plugin added to the <pre> (a data attribute, a class) stays on shiki's <pre>.
      const { dataSgCode, dataTitle, dataHighlightLines, dataShowLineNumbers, className: addedClasses, class: addedClass, ...added } = block.properties;
      const codeElement = block.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      const languageClass = (Array.isArray(codeElement?.properties.className) ? codeElement.properties.className : []).map(String).find((name) => name.startsWith('language-'));
      const language = languageClass?.slice('language-'.length);
      // The element the CodeBlock component renders, in place of the <pre>.
      block.tagName = 'code-block';
      block.properties = {
        ...(language ? { language } : {}),
        ...(typeof dataTitle === 'string' ? { title: dataTitle } : {}),
        ...(dataShowLineNumbers !== undefined ? { showLineNumbers: String(dataShowLineNumbers) } : {}),
      };
      block.children = [{ type: 'text', value: code }];
      if (language && !isKnownLanguage(language)) {
        const suggestion = closest(language, knownLanguages());
        report(context, block, {
          code: 'UnknownLanguage',
          message: `Unknown code block language "${language}".`,
          hint: `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known languages: ${knownLanguages().join(', ')}.`,
        });
        continue;
      }
      const lines = String(dataHighlightLines ?? '').split(',').filter(Boolean).map(Number);
      const start = dataShowLineNumbers === undefined ? undefined : Number(dataShowLineNumbers);
      const pre = await highlightToHast(code.replace(/\n$/, ''), {
        lang: language,
        highlightLines: new Set(lines),
        showLineNumbers: start !== undefined,
        startLineNumber: start ?? 1,
      });
      pre.properties = { ...added, ...pre.properties };
      // shiki writes its classes as a raw `class`; a plugin's classes join them there.
      const extra = [addedClass, addedClasses].flat().filter((name) => name !== undefined && name !== null && name !== '').map(String);
      if (extra.length > 0) pre.properties.class = [pre.properties.class ?? [], ...extra].flat().map(String).filter(Boolean).join(' ');
      block.children = [pre];
    }
  };
}
