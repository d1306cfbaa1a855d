/**
 * Markdown and MDX pages (`src/pages/support.md`, as Docusaurus builds them): compiled by the docs'
 * compiler, served at their path like React pages, shown without a sidebar, with their table of contents
 * beside them. Front matter gives the title (else the leading `# heading`), the description (else the
 * first paragraph), `keywords`, `image`, `hide_table_of_contents` and the TOC's heading levels; any other
 * key is kept, as a doc's are. An MDX page's module is loaded here, so it renders as MDX docs do.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownCompiler } from '../markdown/compileMarkdown.ts';
import { isMdxTree, loadMdx } from '../render/mdxModules.ts';
import type { PageEntry } from '../render/renderTypes.ts';
import { buildToc } from '../render/toc.ts';
import type { PageSource } from './contentTypes.ts';
import { parseMarkdownFile } from './frontMatter.ts';
import { timeDoc } from '../timeLimit/docClock.ts';

/** A page file of Markdown or MDX. */
export const isMarkdownPage = (file: string): boolean => /\.mdx?$/i.test(file);

const numberIn = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= 6 ? value : fallback;

/** Compiles one Markdown page into the page entry renderPages renders with the Markdown page layout. */
export async function loadMarkdownPage(
  source: PageSource,
  options: {
    siteDir: string;
    compiler: MarkdownCompiler;
    route: string;
    id: string;
    toc: { min: number; max: number };
  },
): Promise<{ entry?: PageEntry; problems: Diagnostic[] }> {
  const text = await readFile(source.file, 'utf8');
  const parsed = parseMarkdownFile(text, source.file);
  const compiled = await timeDoc(source.file, 'compile', () =>
    options.compiler.compile({ body: parsed.body, file: source.file, bodyLineOffset: parsed.bodyLineOffset }),
  );
  const problems = [...parsed.problems, ...compiled.problems];
  if (problems.some((problem) => problem.severity === 'error')) return { problems };
  if (isMdxTree(compiled.hast))
    await loadMdx(compiled.hast, { file: source.file, siteDir: options.siteDir, compiler: options.compiler });
  const fm = parsed.frontMatter as Record<string, unknown>;
  const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const keywords = Array.isArray(fm.keywords)
    ? fm.keywords.filter((keyword): keyword is string => typeof keyword === 'string')
    : undefined;
  const title = string(fm.title) ?? compiled.firstHeading;
  const description = string(fm.description) ?? compiled.firstParagraph;
  const image = string(fm.image);
  const toc =
    fm.hide_table_of_contents === true
      ? []
      : buildToc(
          compiled.headings,
          numberIn(fm.toc_min_heading_level, options.toc.min),
          numberIn(fm.toc_max_heading_level, options.toc.max),
        );
  return {
    problems,
    entry: {
      source,
      route: options.route,
      meta: {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        ...(keywords ? { keywords } : {}),
        ...(image ? { image } : {}),
      },
      text,
      sourceKey: createHash('sha256').update(source.file).update(text).digest('hex'),
      id: options.id,
      files: [],
      usesMonaco: false,
      markdown: {
        hast: compiled.hast,
        links: compiled.links,
        toc,
        ...(typeof fm.wrapperClassName === 'string' ? { wrapperClassName: fm.wrapperClassName } : {}),
      },
    },
  };
}
