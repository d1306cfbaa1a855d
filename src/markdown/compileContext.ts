/**
 * What the Markdown plugins share while compiling one doc: where it is, how
 * to map body positions back to the file, and where to put problems and
 * findings. Kept on `file.data.sitegen`.
 */
import type { Element } from 'hast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import type { Diagnostic, DiagnosticInit } from '../diagnostics/diagnostic.ts';

export interface HeadingInfo {
  depth: number;
  id: string;
  text: string;
}

export interface LinkInfo {
  url: string;
  kind: 'link' | 'image';
  line: number;
  column: number;
}

export interface CompileContext {
  file: string;
  /** Lines of front matter before the Markdown body. */
  bodyLineOffset: number;
  problems: Diagnostic[];
  headings: HeadingInfo[];
  links: LinkInfo[];
  /** Widget names used, so the page loads only the islands it needs. */
  widgets: Set<string>;
  /** Each widget directive with its props and position, for the widgets' build-time checks. */
  widgetUses: WidgetUse[];
  /** `static/` of the site, for `file=/…` code blocks. */
  staticDir: string | undefined;
  /** The folder `file=` blocks may read from, after links (`readRoot`); else the site folder. */
  readRoot: string | undefined;
  /** `limits.maxFileSize`, in megabytes, for files the doc reads (`file=`). */
  maxFileSizeMb: number | undefined;
  /** Files the doc's output depends on (code blocks' `file=`), with their text's hash: the cache checks them. */
  dependencies: FileDependency[];
  /** Widgets of an MDX doc built as islands of their own. */
  islands: MdxIsland[];
  /** The code blocks of this doc's last compile, by key (`rehypeHighlight.ts`): taken as they are when unchanged. */
  earlierHighlights?: ReadonlyMap<string, Element>;
  /**
   * A Markdown doc of a site without Markdown plugins of its own: a highlighted block is compacted at once
   * (rehypeCompactCode.ts), as no plugin after the highlighter reads its tokens.
   */
  compactCode?: boolean;
  /**
   * A Docusaurus website's docs: what Docusaurus tolerates (code block options it cannot read) is a warning, not an
   * error.
   */
  lenient?: boolean;
  /**
   * Whether code read the doc's path from its vfile (a site's plugin): the result is then the doc's own
   * (sameTextCompiles.ts).
   */
  pathRead?: boolean;
}

/** A widget of an MDX doc whose props are code, built as an island of its own (`remarkIsolateWidgets.ts`). */
export interface MdxIsland {
  /** The island's name: `mdx-<hash>`. */
  id: string;
  /** Its module: the doc's imports and exports, and a component returning the element as written. */
  code: string;
  /** The doc, and where its imports resolve from: the doc's folder. */
  file: string;
  resolveDir: string;
  /** The element's name (`JSONSchemaViewer`) and the props that are code, for the build's report. */
  element: string;
  props: string[];
  line: number;
  column: number;
}

export interface FileDependency {
  file: string;
  sha256: string;
}

export interface WidgetUse {
  name: string;
  props: Record<string, unknown>;
  line: number;
  column: number;
}

export function createCompileContext(
  file: string,
  bodyLineOffset: number,
  staticDir?: string,
  maxFileSizeMb?: number,
  readRoot?: string,
): CompileContext {
  return {
    file,
    bodyLineOffset,
    problems: [],
    headings: [],
    links: [],
    widgets: new Set(),
    widgetUses: [],
    staticDir,
    maxFileSizeMb,
    readRoot,
    dependencies: [],
    islands: [],
  };
}

declare module 'vfile' {
  interface DataMap {
    sitegen: CompileContext;
  }
}

export function contextOf(file: VFile): CompileContext {
  const context = file.data.sitegen;
  if (!context) throw new Error('compileMarkdown did not set file.data.sitegen');
  return context;
}

/** The position of a node in the Markdown file (not the body). */
export function positionOf(context: CompileContext, node: Node): { line: number; column: number } {
  const start = node.position?.start;
  return start ? { line: start.line + context.bodyLineOffset, column: start.column } : { line: 1, column: 1 };
}

export function report(
  context: CompileContext,
  node: Node,
  init: Omit<DiagnosticInit, 'file' | 'line' | 'column'>,
): void {
  context.problems.push({ severity: 'error', file: context.file, ...positionOf(context, node), ...init });
}
