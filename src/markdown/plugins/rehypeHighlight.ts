/**
 * Turns each code block (`<pre data-sg-code><code class="language-js">`, from
 * remarkCodeBlocks) into a `code-block` element holding shiki's highlighted
 * `<pre>`, with its options as the CodeBlock component reads them; attributes
 * a plugin added to the `<pre>` stay on it. A block a plugin replaced, or
 * stripped of `data-sg-code`, is left alone. A block whose language is
 * unknown, or whose grammar fails, is shown as plain text with a warning at
 * the block (the build goes on).
 *
 * Each highlighted `<pre>` carries, in its `data` (never rendered), a key of
 * everything that made it: the code, the language, the options, what plugins
 * added. A doc compiled again after an edit is given the blocks of its last
 * compile (`earlierHighlights`) and takes each block whose key is unchanged
 * instead of highlighting it: an edit to a sentence loads no grammar. The
 * compiler gives them only to sites without Markdown plugins of their own,
 * which run after this one and may change the blocks.
 *
 * Within a process (or pool worker), a block whose key was highlighted before,
 * in any doc, is a copy of that one (`highlightedBefore`): docs in several
 * versions repeat most of their blocks (jest's 2,434 blocks are 580 different
 * ones). What is kept is copied as it was highlighted, before plugins after
 * this one run, so they see the same block either way. In a Markdown doc of a
 * site without plugins of its own, a block is compacted as it is highlighted
 * (rehypeCompactCode.ts), and kept so: copying it costs nothing.
 */
import { createHash } from 'node:crypto';
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { forEachNode } from './treeWalk.ts';
import type { VFile } from 'vfile';
import { closest } from '../../diagnostics/didYouMean.ts';
import type { DiagnosticInit } from '../../diagnostics/diagnostic.ts';
import { contextOf, report } from '../compileContext.ts';
import { highlightToHast, knownLanguages, type PlainTextFallback } from '../highlight/highlighter.ts';
import { compactCode, isCompacted } from './rehypeCompactCode.ts';
import { highlightInThread, highlightThreadRunning } from '../highlight/highlightThread.ts';

/** The key a highlighted `<pre>` carries in `data`: what made it, hashed. */
declare module 'hast' {
  interface ElementData {
    sitegenHighlight?: string;
  }
}

/** The highlighted blocks of a compiled tree, by key, for the next compile of its doc. */
export function earlierHighlights(tree: Root): Map<string, Element> {
  const found = new Map<string, Element>();
  forEachNode(tree, (each) => {
    if (each.type !== 'element') return;
    const node = each as Element;
    const key = node.tagName === 'pre' ? node.data?.sitegenHighlight : undefined;
    if (key !== undefined) found.set(key, node);
  });
  return found;
}

/**
 * Highlighted blocks by key, for as long as their code adds up to `maxKeptCode` characters; then they are dropped, all.
 */
const highlightedBefore = new Map<string, Element>();
let keptCode = 0;
const maxKeptCode = 4_000_000;

function keep(key: string, pre: Element, codeLength: number): void {
  if (keptCode + codeLength > maxKeptCode) {
    highlightedBefore.clear();
    keptCode = 0;
  }
  highlightedBefore.set(key, structuredClone(pre));
  keptCode += codeLength;
}

export function rehypeHighlight() {
  return async (tree: Root, file: VFile) => {
    const context = contextOf(file);
    const blocks: Element[] = [];
    forEachNode(tree, (each) => {
      if (each.type !== 'element') return;
      const node = each as Element;
      if (node.tagName === 'pre' && node.properties.dataSgCode !== undefined) blocks.push(node);
    });
    // With the highlighting thread, a doc's blocks are asked for at once, and each is put in place as it comes back.
    if (highlightThreadRunning()) await Promise.all(blocks.map((block) => highlightBlock(block, context)));
    else for (const block of blocks) await highlightBlock(block, context);
  };
}

/**
 * A code block made the element the CodeBlock component renders, its `<pre>` shiki's (or the same block's from the
 * doc's last tree, or from earlier in this thread), with what a plugin added to it.
 */
async function highlightBlock(block: Element, context: ReturnType<typeof contextOf>): Promise<void> {
  const code = toString(block);
  const request = blockRequest(block, code);
  const { language, lines, start, added, addedClass, addedClasses, key } = request;
  // A block compacted here is kept apart: an MDX doc, or a site's plugin, must get the tokens. So must a doc whose
  // last compile was Markdown's and is now MDX's (format: 'detect').
  const compact = context.compactCode === true;
  const keptKey = compact ? `${key} compact` : key;
  const last = context.earlierHighlights?.get(key);
  const earlier = (last && (compact || !isCompacted(last)) ? last : undefined) ?? highlightedBefore.get(keptKey);
  if (earlier) {
    block.children = [structuredClone(earlier)];
    return;
  }
  const options = {
    lang: language,
    highlightLines: new Set(lines),
    showLineNumbers: start !== undefined,
    startLineNumber: start ?? 1,
  };
  // On the build's highlighting thread when it runs (highlightThread.ts), which compacts the block as it would be here.
  const { pre, fallback, compacted } = highlightThreadRunning()
    ? await highlightInThread(code.replace(/\n$/, ''), options, compact ? key : undefined)
    : { ...(await highlightToHast(code.replace(/\n$/, ''), options)), compacted: false };
  if (fallback) report(context, block, fallbackWarning(fallback));
  pre.properties = { ...added, ...pre.properties };
  // shiki writes its classes as a raw `class`; a plugin's classes join them there.
  const extra = [addedClass, addedClasses]
    .flat()
    .filter((name) => name !== undefined && name !== null && name !== '')
    .map(String);
  if (extra.length > 0)
    pre.properties.class = [pre.properties.class ?? [], ...extra].flat().map(String).filter(Boolean).join(' ');
  // A block shown as plain text carries no key: the next compile warns about it again.
  if (!fallback) {
    pre.data = { ...pre.data, sitegenHighlight: key };
    if (compact && !compacted) compactCode(pre);
    keep(keptKey, pre, code.length);
  }
  block.children = [pre];
}

/**
 * What a block asks of the highlighter, read from its `<pre>` (which becomes the `code-block` element here), and the
 * key of its result: what a plugin added to the `<pre>` (a data attribute, a class) stays on shiki's.
 */
function blockRequest(block: Element, code: string) {
  const {
    dataSgCode: _code,
    dataTitle,
    dataHighlightLines,
    dataShowLineNumbers,
    className: addedClasses,
    class: addedClass,
    ...added
  } = block.properties;
  const codeElement = block.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const languageClass = (Array.isArray(codeElement?.properties.className) ? codeElement.properties.className : [])
    .map(String)
    .find((name) => name.startsWith('language-'));
  const language = languageClass?.slice('language-'.length);
  block.tagName = 'code-block';
  block.properties = {
    ...(language ? { language } : {}),
    ...(typeof dataTitle === 'string' ? { title: dataTitle } : {}),
    ...(dataShowLineNumbers !== undefined ? { showLineNumbers: String(dataShowLineNumbers) } : {}),
  };
  const lines = String(dataHighlightLines ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number);
  const start = dataShowLineNumbers === undefined ? undefined : Number(dataShowLineNumbers);
  const key = createHash('sha256')
    .update(
      JSON.stringify([code, language ?? null, lines, start ?? null, added, addedClass ?? null, addedClasses ?? null]),
    )
    .digest('base64url');
  return { language, lines, start, added, addedClass, addedClasses, key };
}

/** The warning for a block shown as plain text although it names a language. */
function fallbackWarning(fallback: PlainTextFallback): Omit<DiagnosticInit, 'file' | 'line' | 'column'> {
  if (fallback.kind === 'unknownLanguage') {
    const suggestion = closest(fallback.language, knownLanguages());
    return {
      severity: 'warning',
      code: 'UnknownLanguage',
      message: `Unknown code block language "${fallback.language}": the block is shown as plain text.`,
      hint:
        `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Any language shiki bundles may be named, by its ` +
        `name or an alias (https://shiki.style/languages); text, plaintext and txt mean none.`,
    };
  }
  const reason = fallback.error instanceof Error ? fallback.error.message : String(fallback.error);
  return {
    severity: 'warning',
    code: 'HighlightFailed',
    message: `The ${fallback.grammar} grammar failed on this code block, which is shown as plain text: ${reason}`,
    hint: 'Naming another language for the block (or text) silences this warning.',
  };
}
