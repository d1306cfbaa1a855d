/**
 * MDX docs, compiled by @mdx-js/mdx with the same remark and rehype plugins as
 * Markdown docs (admonitions, tabs, code blocks, heading ids, links, the
 * site's plugins), to an ES module whose default export renders the doc.
 *
 * The module's code travels in the doc's tree, as the one element
 * `<sitegen-mdx code="…">`, so the compile cache, the worker threads and the
 * renderer handle an MDX doc like any other; the renderer bundles and
 * imports the code (`src/render/mdxModules.ts`) where it renders the page.
 * Like Docusaurus, the module also exports `toc`, the doc's headings, which
 * `<TOCInline toc={toc} />` reads.
 */
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { admonitionTitlesToLabels } from './admonitionTitles.ts';
import type { CompileContext } from './compileContext.ts';
import { recmaUnwrapParentheses } from './plugins/recmaUnwrapParentheses.ts';
import { mdxCompat } from './mdxCompat.ts';
import { runningAs } from '../timeLimit/docClock.ts';
import { packageName } from '../paths.ts';

/** The element an MDX doc's tree consists of. */
export const mdxElementName = 'sitegen-mdx';

export type MdxResult =
  | { hast: HastRoot; mdast: MdastRoot; vfile: VFile }
  /** `syntax` when the doc is not valid MDX (the author's to fix); otherwise a plugin threw. */
  | { failure: unknown; syntax?: Diagnostic };

export interface MdxCompiler {
  compile(body: string, context: CompileContext): Promise<MdxResult>;
}

/** The position MDX's parser gives an error, if it is one of its own (not a plugin's). */
function syntaxError(error: unknown, context: CompileContext): Diagnostic | undefined {
  const message = error as {
    source?: string;
    reason?: string;
    place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
  } | null;
  if (
    !message?.source ||
    !/^(?:micromark-extension-mdx|mdast-util-mdx|micromark-extension-mdxjs|acorn)/.test(message.source)
  )
    return undefined;
  // An unclosed tag is reported at the end of the file, with the tag's own place only in the reason: `(3:1-3:10)`.
  const inReason = /\((\d+):(\d+)-\d+:\d+\)/.exec(message.reason ?? '');
  const point =
    message.place && 'start' in message.place
      ? message.place.start
      : (message.place ?? (inReason ? { line: Number(inReason[1]), column: Number(inReason[2]) } : undefined));
  return {
    code: 'InvalidMdx',
    severity: 'error',
    file: context.file,
    line: (point?.line ?? 1) + context.bodyLineOffset,
    column: point?.column ?? 1,
    // The reason's own `(3:1-3:10)` counts lines of the body: the diagnostic's position is the file's.
    message: `Not valid MDX: ${(message.reason ?? String(error)).replace(/\s*\(\d+:\d+-\d+:\d+\)/, '')}`,
    hint:
      'MDX is stricter than Markdown: every tag must be closed (<br />), and a literal { or < in text is written ' +
      '\\{ or \\<. A .md file without import lines or JSX components is compiled as CommonMark.',
  };
}

/** The headings in Docusaurus's `toc` shape. */
function tocOf(context: CompileContext): { value: string; id: string; level: number }[] {
  return context.headings.filter((h) => h.depth >= 2).map((h) => ({ value: h.text, id: h.id, level: h.depth }));
}

export async function createMdxCompiler(options: {
  remarkPlugins: PluggableList;
  rehypePlugins: PluggableList;
}): Promise<MdxCompiler> {
  const { createProcessor } = await import('@mdx-js/mdx');
  const processor = createProcessor({
    format: 'mdx',
    outputFormat: 'program',
    jsx: false,
    development: false,
    elementAttributeNameCase: 'react',
    // A partial the doc imports renders with the doc's components, which it is not given as props.
    providerImportSource: `${packageName}/mdx`,
    stylePropertyNameCase: 'dom',
    remarkPlugins: options.remarkPlugins,
    rehypePlugins: options.rehypePlugins,
    recmaPlugins: [recmaUnwrapParentheses],
  });
  return {
    async compile(body, context) {
      const vfile = new VFile({ value: mdxCompat(admonitionTitlesToLabels(body)), path: context.file });
      vfile.data.sitegen = context;
      let mdast: MdastRoot;
      let code: string;
      try {
        // Marked as this doc's running code: a plugin that never returns blocks the thread in this doc's name.
        const parsed = runningAs(context.file, () => processor.parse(vfile));
        mdast = parsed;
        // MDX's processor is typed from its parser's output onwards; run takes the parsed mdast.
        const program = await runningAs(context.file, () => processor.run(parsed as never, vfile));
        code = processor.stringify(program, vfile);
      } catch (error) {
        const syntax = syntaxError(error, context);
        return { failure: error, ...(syntax ? { syntax } : {}) };
      }
      code += `\nexport const toc = ${JSON.stringify(tocOf(context))};\n`;
      const hast: HastRoot = {
        type: 'root',
        children: [{ type: 'element', tagName: mdxElementName, properties: { code }, children: [] }],
      };
      return { hast, mdast, vfile };
    },
  };
}
