/** Shared by the Markdown compiler tests: compile a body, then query the hast it returns. */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString } from 'hast-util-to-string';
import { compactCodeTag } from '../../../src/markdown/plugins/rehypeCompactCode.ts';
import { visit } from 'unist-util-visit';
import {
  createMarkdownCompiler,
  type CompiledMarkdown,
  type MarkdownCompiler,
} from '../../../src/markdown/compileMarkdown.ts';
import type { MarkdownFormat } from '../../../src/markdown/mdxFormat.ts';
import { widgets as themeWidgets } from '../../../theme/widgets/registry.ts';
import type { WidgetDefinition, WidgetRegistry } from '../../../theme/widgets/widgetTypes.ts';

export const file = '/site/docs/guide.md';

function Nothing(): null {
  return null;
}

/** A registry of our own, with a prop of every kind, an inline widget and one without props. */
export const testWidgets: WidgetRegistry = new Map<string, WidgetDefinition>([
  [
    'chart',
    {
      description: 'A chart.',
      component: Nothing,
      props: {
        title: { kind: 'string', description: 'the title' },
        height: { kind: 'number', description: 'the height in pixels' },
        wide: { kind: 'boolean', description: 'full width' },
        data: { kind: 'json', required: true, description: 'the data points' },
      },
    },
  ],
  [
    'badge',
    {
      description: 'A badge.',
      inline: true,
      component: Nothing,
      props: { text: { kind: 'string', description: 'its text' } },
    },
  ],
  ['box', { description: 'A box around content.', component: Nothing, props: {} }],
]);

const compilers = new Map<WidgetRegistry, Map<string, MarkdownCompiler>>();

/** Compiles a Markdown body with the theme's widgets unless told otherwise. */
export function compile(
  body: string,
  options: { widgets?: WidgetRegistry; bodyLineOffset?: number; format?: MarkdownFormat } = {},
): Promise<CompiledMarkdown> {
  const registry = options.widgets ?? themeWidgets;
  const key = `${options.format ?? 'detect'}`;
  let byFormat = compilers.get(registry);
  if (!byFormat) compilers.set(registry, (byFormat = new Map()));
  let compiler = byFormat.get(key);
  if (!compiler) {
    compiler = createMarkdownCompiler({ widgets: registry, format: options.format ?? 'detect' });
    byFormat.set(key, compiler);
  }
  return compiler.compile({ body, file, bodyLineOffset: options.bodyLineOffset ?? 0 });
}

/**
 * Every element with this tag name, in document order; inside a highlighted block's compacted `<code>`
 * (src/markdown/plugins/rehypeCompactCode.ts), among its tokens, parsed back from its HTML.
 */
export function findAll(tree: Root | Element, tagName: string): Element[] {
  const found: Element[] = [];
  visit(tree, 'element', (node) => {
    if (node.tagName === tagName) found.push(node);
    if (node.tagName === compactCodeTag)
      found.push(...findAll(fromHtml(String(node.properties.html), { fragment: true }), tagName));
  });
  return found;
}

/** The one element with this tag name; throws when there are none or several. */
export function findOne(tree: Root | Element, tagName: string): Element {
  const found = findAll(tree, tagName);
  if (found.length !== 1) throw new Error(`Expected one <${tagName}>, found ${found.length}.`);
  return found[0] as Element;
}

/** Element children, without the whitespace text between them. */
export function elementChildren(node: Root | Element): Element[] {
  const children: (RootContent | ElementContent)[] = node.children;
  return children.filter((child): child is Element => child.type === 'element');
}

/** Tag names of the element children. */
export function tags(node: Root | Element): string[] {
  return elementChildren(node).map((child) => child.tagName);
}

export function text(node: Root | Element): string {
  return toString(node);
}

export interface ProblemSummary {
  code: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  hint?: string;
}

/** Problems as the reader sees them, after checking they all belong to the compiled file and are errors. */
export function problemsOf(result: CompiledMarkdown): ProblemSummary[] {
  return summaries(result, 'error');
}

/** Like `problemsOf`, for a result whose problems are all warnings. */
export function warningsOf(result: CompiledMarkdown): ProblemSummary[] {
  return summaries(result, 'warning');
}

function summaries(result: CompiledMarkdown, severity: 'error' | 'warning'): ProblemSummary[] {
  return result.problems.map((p) => {
    if (p.file !== file || p.severity !== severity) throw new Error(`Unexpected problem shape: ${JSON.stringify(p)}`);
    const summary: ProblemSummary = { code: p.code, line: p.line, column: p.column, message: p.message };
    if (p.hint !== undefined) summary.hint = p.hint;
    return summary;
  });
}
