/**
 * Built-in Markdown features whose pages need assets of their own: `math`
 * (KaTeX's stylesheet and fonts) and `mermaid` (the diagram loader). The
 * plugins that find them record them on the compile context, among the widget
 * names a doc uses (`CompiledMarkdown.widgets`), under a `sitegen:` prefix no
 * widget name can have (widget names are lowercase letters, digits and dashes).
 * From there they follow a doc wherever its widgets go: the compile cache,
 * the worker threads' replies, the build's choice of bundles and each page's
 * head.
 */
import type { CompileContext } from './compileContext.ts';

export type PageFeature = 'math' | 'mermaid';

const prefix = 'sitegen:';
const features: readonly PageFeature[] = ['math', 'mermaid'];

/** Records that the doc being compiled uses `feature`. */
export function recordFeature(context: CompileContext, feature: PageFeature): void {
  context.widgets.add(`${prefix}${feature}`);
}

/** The features among a compiled doc's widget names. */
export function featuresOf(widgets: readonly string[]): PageFeature[] {
  return features.filter((feature) => widgets.includes(`${prefix}${feature}`));
}

/** Whether any of the docs uses `feature`. */
export function anyUses(docs: readonly { widgets: readonly string[] }[], feature: PageFeature): boolean {
  return docs.some((doc) => doc.widgets.includes(`${prefix}${feature}`));
}
