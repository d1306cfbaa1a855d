/**
 * Stage 3: Markdown to a HTML syntax tree (hast), with headings, links and
 * widgets recorded. The tree is turned into React at render time, when the
 * route table is known; keeping hast here makes the result cacheable by
 * content hash.
 *
 * remark-parse → remark-gfm → remark-directive → our plugins → remark-rehype → shiki
 */
import type { Root as HastRoot } from 'hast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { VFile } from 'vfile';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createCompileContext, type HeadingInfo, type LinkInfo } from './compileContext.ts';
import { rehypeHighlight } from './plugins/rehypeHighlight.ts';
import { remarkAdmonitions } from './plugins/remarkAdmonitions.ts';
import { remarkCodeBlocks } from './plugins/remarkCodeBlocks.ts';
import { remarkCollectLinks } from './plugins/remarkCollectLinks.ts';
import { remarkHeadingIds } from './plugins/remarkHeadingIds.ts';
import { remarkRestoreTextDirectives } from './plugins/remarkRestoreTextDirectives.ts';
import { remarkTabs } from './plugins/remarkTabs.ts';
import { remarkWidgets } from './plugins/remarkWidgets.ts';

export interface CompiledMarkdown {
  hast: HastRoot;
  headings: HeadingInfo[];
  links: LinkInfo[];
  widgets: string[];
  /** Text of the first level-1 heading, the doc's title when front matter has none. */
  firstHeading: string | undefined;
  problems: Diagnostic[];
}

export interface MarkdownCompiler {
  compile(input: { body: string; file: string; bodyLineOffset: number }): Promise<CompiledMarkdown>;
}

export function createMarkdownCompiler(options: { widgets: WidgetRegistry }): MarkdownCompiler {
  const widgetNames = new Set(options.widgets.keys());
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRestoreTextDirectives, { widgetNames })
    .use(remarkHeadingIds)
    .use(remarkAdmonitions)
    .use(remarkTabs)
    .use(remarkCodeBlocks)
    .use(remarkWidgets, { widgets: options.widgets })
    .use(remarkCollectLinks)
    .use(remarkRehype)
    .use(rehypeHighlight);

  return {
    async compile({ body, file, bodyLineOffset }) {
      const vfile = new VFile({ value: body, path: file });
      const context = createCompileContext(file, bodyLineOffset);
      vfile.data.sitegen = context;
      const mdast = processor.parse(vfile);
      const hast = (await processor.run(mdast, vfile)) as HastRoot;
      return {
        hast,
        headings: context.headings,
        links: context.links,
        widgets: [...context.widgets],
        firstHeading: context.headings.find((h) => h.depth === 1)?.text,
        problems: context.problems,
      };
    },
  };
}
