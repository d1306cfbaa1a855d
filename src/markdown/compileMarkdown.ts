/**
 * The compile stage (Markdown part): Markdown to a HTML syntax tree (hast), with headings, links and
 * widgets recorded. The tree is turned into React at render time, when the
 * route table is known; keeping hast here makes the result cacheable by
 * content hash.
 *
 * remark-parse → remark-gfm → remark-directive → remark-math → the site's beforeDefaultRemarkPlugins
 * → ours (admonitions, tabs, mermaid, code blocks, widgets) → the site's remarkPlugins → ours (heading
 * ids, links, checks) → remark-rehype → raw HTML parsed (rehypeRawHtml) → beforeDefaultRehypePlugins
 * → KaTeX → shiki → rehypePlugins → each highlighted block's tokens made one string of HTML (Markdown only:
 * rehypeCompactCode.ts) (the order `MarkdownConfig` documents).
 */
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type {} from 'mdast-util-mdx';
import { toString as mdastToString } from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type PluggableList } from 'unified';
import { VFile } from 'vfile';
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  createCompileContext,
  type CompileContext,
  type FileDependency,
  type HeadingInfo,
  type MdxIsland,
  type LinkInfo,
  type WidgetUse,
} from './compileContext.ts';
import { earlierHighlights, rehypeHighlight } from './plugins/rehypeHighlight.ts';
import { rehypeCompactCode } from './plugins/rehypeCompactCode.ts';
import { rehypeMath } from './plugins/rehypeMath.ts';
import { rehypeRawHtml } from './plugins/rehypeRawHtml.ts';
import { remarkAdmonitions } from './plugins/remarkAdmonitions.ts';
import { remarkCodeBlocks } from './plugins/remarkCodeBlocks.ts';
import { remarkCheckMarkdown } from './plugins/remarkCheckMarkdown.ts';
import { remarkCollectLinks } from './plugins/remarkCollectLinks.ts';
import { remarkHeadingIds } from './plugins/remarkHeadingIds.ts';
import { remarkMath } from './plugins/remarkMath.ts';
import { remarkMermaid } from './plugins/remarkMermaid.ts';
import { remarkRestoreTextDirectives } from './plugins/remarkRestoreTextDirectives.ts';
import { remarkTabs } from './plugins/remarkTabs.ts';
import { remarkWidgets } from './plugins/remarkWidgets.ts';
import { admonitionTitlesToLabels } from './admonitionTitles.ts';
import { createMdxCompiler, type MdxCompiler } from './compileMdx.ts';
import { rehypeDocusaurusDetails } from './plugins/rehypeDocusaurusDetails.ts';
import { isMdxDoc, type MarkdownFormat } from './mdxFormat.ts';
import { nestsTooDeep } from './inputTooDeep.ts';
import { remarkCheckMdxImports } from './plugins/remarkCheckMdxImports.ts';
import { remarkIsolateWidgets } from './plugins/remarkIsolateWidgets.ts';
import { hasPlugins, noPlugins, type MarkdownPlugins } from './markdownPlugins.ts';
import { parseGated, remarkGateGfm } from './gatedGfm.ts';
import { createSameTextCompiles, watchedPlugins } from './sameTextCompiles.ts';
import { runningAs } from '../timeLimit/docClock.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export interface CompiledMarkdown {
  hast: HastRoot;
  headings: HeadingInfo[];
  links: LinkInfo[];
  widgets: string[];
  widgetUses: WidgetUse[];
  /** Text of a level-1 heading that opens the doc: its title when front matter has none. */
  firstHeading: string | undefined;
  /** Text of the first paragraph, shortened: the description when front matter has none. */
  firstParagraph: string | undefined;
  problems: Diagnostic[];
  /** Files read while compiling (code blocks' `file=`), with their hashes. */
  dependencies: FileDependency[];
  /** Widgets of an MDX doc whose props are code, built as islands of their own. */
  islands: MdxIsland[];
}

/** A `# heading` that is the first thing in the doc; an h1 further down is a section, not the title. */
function leadingHeading(tree: MdastRoot): string | undefined {
  // In MDX, import and export lines come first and render nothing.
  const first = tree.children.find((node) => node.type !== 'mdxjsEsm');
  return first?.type === 'heading' && first.depth === 1 ? mdastToString(first) : undefined;
}

/** The first paragraph as plain text, cut at a word boundary near 160 characters (what search results show). */
function firstParagraph(tree: MdastRoot): string | undefined {
  const paragraph = tree.children.find((node) => node.type === 'paragraph');
  const text = paragraph ? mdastToString(paragraph).replace(/\s+/g, ' ').trim() : '';
  if (!text) return undefined;
  if (text.length <= 160) return text;
  const cut = text.slice(0, 160);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : 160)}…`;
}

/**
 * A doc as the build holds it: the compiler's findings and a content key
 * (compileContent adds it). The tree itself is absent when a worker thread
 * compiled the doc: that worker also renders it.
 */
export type CompiledDoc = Omit<CompiledMarkdown, 'hast'> & {
  hast?: HastRoot;
  /** Changes exactly when the compiled output may: the compiler, the doc's text and path, the files it read. */
  sourceKey: string;
  /**
   * Its entry in the compile cache: the next compile of the doc, after an edit, takes its unchanged code blocks from
   * there.
   */
  cacheKey?: string;
};

/**
 * Positions are for diagnostics, which are made while compiling: the kept tree (in memory, in the cache) goes without.
 */
function dropPositions(node: { position?: unknown; children?: unknown[] }): void {
  // Set to undefined rather than deleted (JSON leaves it out either way): a deleted property turns every node into a
  // slow dictionary.
  if (node.position !== undefined) node.position = undefined;
  if (node.children)
    for (const child of node.children) dropPositions(child as { position?: unknown; children?: unknown[] });
}

export interface MarkdownCompiler {
  /**
   * `earlier`: the doc's tree from its last compile, whose unchanged code blocks are taken as they are.
   * `asMdx`: compiled as MDX whatever its name and syntax (a `.md` file an MDX doc imports is a component).
   */
  compile(input: {
    body: string;
    file: string;
    bodyLineOffset: number;
    earlier?: HastRoot | undefined;
    asMdx?: boolean;
  }): Promise<CompiledMarkdown>;
}

/** Where a site's plugin threw, as far as the error says: a vfile message knows its position in the body. */
function pluginFailure(error: unknown, file: string, bodyLineOffset: number): Diagnostic {
  // vfile-message 4 puts the position in `place`; older versions, which some plugins still use, in `line` and `column`.
  const thrown = error as {
    place?: { line?: number; column?: number; start?: { line?: number; column?: number } };
    line?: number;
    column?: number;
  } | null;
  const point =
    thrown?.place?.start ??
    thrown?.place ??
    (typeof thrown?.line === 'number' ? { line: thrown.line, column: thrown.column ?? 1 } : undefined);
  const message = errorMessage(error);
  return {
    code: 'MarkdownPluginFailed',
    severity: 'error',
    file,
    // Without a place of its own, the doc as a whole: its first line, not the first line after the front matter.
    ...(point?.line !== undefined
      ? { line: point.line + bodyLineOffset, column: point.column ?? 1 }
      : { line: 1, column: 1 }),
    message: `A Markdown plugin of the site failed on this doc: ${message}`,
    hint: 'The plugins are the markdown.*Plugins lists of sitegen.config.ts; --verbose prints the stack trace.',
    cause: error,
  };
}

/**
 * Files a plugin of the site says it read, as absolute paths in `file.data.dependencies`: recorded
 * with their hashes like a `file=` code block's, so the doc is compiled again when one changes.
 */
async function recordPluginDependencies(vfile: VFile, dependencies: FileDependency[]): Promise<void> {
  const declared = (vfile.data as { dependencies?: unknown }).dependencies;
  if (!Array.isArray(declared)) return;
  for (const file of declared) {
    if (typeof file !== 'string' || dependencies.some((known) => known.file === file)) continue;
    const text = await readFile(file, 'utf8').catch(() => undefined);
    dependencies.push({
      file,
      sha256: text === undefined ? 'missing' : createHash('sha256').update(text).digest('hex'),
    });
  }
}

export interface MarkdownCompilerOptions {
  widgets: WidgetRegistry;
  staticDir?: string;
  plugins?: MarkdownPlugins;
  /** Which docs are MDX (`markdown.format`). @default 'detect' */
  format?: MarkdownFormat;
  /** The folder `file=` blocks may read from, after links. @default the site folder */
  readRoot?: string | undefined;
  /** `limits.maxFileSize`, for the files `file=` code blocks read. @default 20 */
  maxFileSizeMb?: number;
  /**
   * Read docs as Docusaurus does where it tolerates more than sitegen (a Docusaurus website's): warnings, not errors.
   */
  lenient?: boolean;
}

/** The remark plugins of both pipelines, in the documented order; MDX docs skip the CommonMark-only check. */
function remarkChain(options: MarkdownCompilerOptions, plugins: MarkdownPlugins, mdx: boolean): PluggableList {
  return [
    remarkGfm,
    remarkDirective,
    remarkMath,
    [remarkRestoreTextDirectives, { widgetNames: new Set(options.widgets.keys()) }],
    ...plugins.beforeDefaultRemarkPlugins,
    remarkAdmonitions,
    remarkTabs,
    remarkMermaid,
    // The site's plugins see code blocks as Markdown has them (a ```SnackPlayer block a plugin turns into a
    // component), as Docusaurus's remarkPlugins do: highlighting and widgets come after them.
    ...plugins.remarkPlugins,
    remarkCodeBlocks,
    [remarkWidgets, { widgets: options.widgets }],
    remarkHeadingIds,
    remarkCollectLinks,
    ...(mdx ? [remarkCheckMdxImports, remarkIsolateWidgets] : [remarkCheckMarkdown]),
    // Last, so the gates reach the constructs of any plugin above that adds syntax.
    remarkGateGfm,
  ];
}

function compiledResult(hast: HastRoot, mdast: MdastRoot, context: CompileContext): CompiledMarkdown {
  return {
    hast,
    headings: context.headings,
    links: context.links,
    widgets: [...context.widgets],
    widgetUses: context.widgetUses,
    firstHeading: leadingHeading(mdast),
    firstParagraph: firstParagraph(mdast),
    problems: context.problems,
    dependencies: context.dependencies,
    islands: context.islands,
  };
}

/** The result of a doc that failed to compile: its problems and nothing else. */
export function failedCompile(problems: Diagnostic[]): CompiledMarkdown {
  return {
    hast: { type: 'root', children: [] },
    headings: [],
    links: [],
    widgets: [],
    widgetUses: [],
    firstHeading: undefined,
    firstParagraph: undefined,
    problems,
    dependencies: [],
    islands: [],
  };
}

export function createMarkdownCompiler(options: MarkdownCompilerOptions): MarkdownCompiler {
  // The site's plugins get each doc's file watched: one that reads the doc's path makes its result the doc's own
  // (sameTextCompiles.ts).
  const given = options.plugins ?? noPlugins.plugins;
  const plugins: MarkdownPlugins = {
    beforeDefaultRemarkPlugins: watchedPlugins(given.beforeDefaultRemarkPlugins),
    remarkPlugins: watchedPlugins(given.remarkPlugins),
    beforeDefaultRehypePlugins: watchedPlugins(given.beforeDefaultRehypePlugins),
    rehypePlugins: watchedPlugins(given.rehypePlugins),
  };
  const format = options.format ?? 'detect';
  // Made on the first MDX doc: a site without any loads none of MDX's compiler.
  let mdxCompiler: Promise<MdxCompiler> | undefined;
  const parts: CompilerParts = {
    processor: unified()
      .use(remarkParse)
      .use(remarkChain(options, plugins, false))
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRawHtml)
      .use(plugins.beforeDefaultRehypePlugins)
      .use(rehypeMath)
      .use(rehypeHighlight)
      .use(plugins.rehypePlugins)
      .use(rehypeCompactCode),
    mdx: () =>
      (mdxCompiler ??= createMdxCompiler({
        remarkPlugins: remarkChain(options, plugins, true),
        rehypePlugins: [
          rehypeDocusaurusDetails,
          ...plugins.beforeDefaultRehypePlugins,
          rehypeMath,
          rehypeHighlight,
          ...plugins.rehypePlugins,
        ],
      })),
    sitePlugins: hasPlugins(plugins),
  };
  // A doc whose text another doc had (the same page in two versions) is compiled once (sameTextCompiles.ts).
  const sameText = createSameTextCompiles();
  return {
    async compile({ body, file, bodyLineOffset, earlier, asMdx }) {
      // Before micromark, whose time grows much faster than the nesting: a list thousands deep would take minutes.
      const tooDeep = nestsTooDeep(body, file, bodyLineOffset);
      if (tooDeep) return failedCompile([tooDeep]);
      const mdx = asMdx === true || isMdxDoc(file, body, format);
      return sameText.once(sameText.keyOf(body, bodyLineOffset, mdx), file, body.length, async () => {
        const context = createCompileContext(
          file,
          bodyLineOffset,
          options.staticDir,
          options.maxFileSizeMb,
          options.readRoot,
        );
        if (options.lenient) context.lenient = true;
        // The site's plugins run after the highlighter and may change its blocks: with them, every block is
        // highlighted.
        if (earlier && !parts.sitePlugins) context.earlierHighlights = earlierHighlights(earlier);
        if (!mdx && !parts.sitePlugins) context.compactCode = true;
        const doc = { body, file, bodyLineOffset };
        const result = mdx ? await compileMdxDoc(parts, doc, context) : await compileMarkdownDoc(parts, doc, context);
        return { result, pathRead: context.pathRead === true };
      });
    },
  };
}

/** A compiler's pipelines: Markdown's, made at once, and MDX's, made for the first MDX doc. */
interface CompilerParts {
  processor: ReturnType<typeof unified>;
  mdx: () => Promise<MdxCompiler>;
  /** The site has Markdown plugins of its own: a throw is theirs, not sitegen's. */
  sitePlugins: boolean;
}

type DocText = { body: string; file: string; bodyLineOffset: number };

async function compileMdxDoc(parts: CompilerParts, doc: DocText, context: CompileContext): Promise<CompiledMarkdown> {
  const compiled = await (await parts.mdx()).compile(doc.body, context);
  if ('failure' in compiled) {
    // MDX's own syntax errors are the author's; a throw elsewhere is a plugin's (or sitegen's own bug).
    if (compiled.syntax || parts.sitePlugins)
      return failedCompile([compiled.syntax ?? pluginFailure(compiled.failure, doc.file, doc.bodyLineOffset)]);
    throw compiled.failure;
  }
  await recordPluginDependencies(compiled.vfile, context.dependencies);
  return compiledResult(compiled.hast, compiled.mdast, context);
}

async function compileMarkdownDoc(
  parts: CompilerParts,
  { body, file, bodyLineOffset }: DocText,
  context: CompileContext,
): Promise<CompiledMarkdown> {
  const { processor } = parts;
  const vfile = new VFile({ value: admonitionTitlesToLabels(body), path: file });
  vfile.data.sitegen = context;
  let mdast: MdastRoot;
  let hast: HastRoot;
  try {
    // Marked as this doc's running code: a plugin that never returns blocks the thread in this doc's name.
    const parsed = runningAs(file, () => parseGated(String(vfile.value), () => processor.parse(vfile)));
    mdast = parsed as MdastRoot;
    hast = (await runningAs(file, () => processor.run(parsed, vfile))) as HastRoot;
  } catch (error) {
    // Without plugins of the site's, a throw is sitegen's own bug: reported as such by the caller.
    if (!parts.sitePlugins) throw error;
    return failedCompile([pluginFailure(error, file, bodyLineOffset)]);
  }
  await recordPluginDependencies(vfile, context.dependencies);
  dropPositions(hast);
  return compiledResult(hast, mdast, context);
}
