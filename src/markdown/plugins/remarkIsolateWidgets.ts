/**
 * Widgets written as JSX in an MDX doc (`<JSONSchemaViewer schema={Schema}
 * viewerOptions={{ DescriptionComponent: … }} />`) hydrate as islands. When
 * every prop is plain data, the widget's own island takes them as JSON. When a
 * prop is code (a function, a call, `Infinity`), JSON cannot carry it: the element is
 * isolated into a module of its own, the doc's imports and exports with a
 * component returning that element as written, which the client bundle builds
 * as an island of its own (`mdx-<hash>`), so the browser creates the element
 * with the same props. The element is marked with `data-sitegen-island`,
 * which tells its component to render inside that island. Every such widget
 * is recorded among the doc's widgets, as a directive's is.
 */
import type { Node as EstreeNode, Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf, positionOf } from '../compileContext.ts';

/** The modules whose default export is a widget (by the widget's name), which can become an isolated island. */
export const widgetModules: ReadonlyMap<string, string> = new Map([
  ['@theme/JSONSchemaViewer', 'schema-viewer'],
  ['@theme/JSONSchemaEditor', 'json-schema-editor'],
  ['@theme/MonacoEditor', 'monaco-editor'],
]);

/**
 * Whether an expression is data JSON carries unchanged: literals, objects and arrays of them, and
 * names imported from `.json` files. Anything else (a function, a call, `Infinity`, another import)
 * is code, which only the doc's own code can recreate in the browser.
 */
function isData(node: EstreeNode | null | undefined, jsonNames: ReadonlySet<string>): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'Program':
      return node.body.every(
        (statement) => statement.type === 'ExpressionStatement' && isData(statement.expression, jsonNames),
      );
    case 'Literal':
      return !('regex' in node) && !('bigint' in node);
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return (
        (node.operator === '-' || node.operator === '+') &&
        node.argument.type === 'Literal' &&
        typeof node.argument.value === 'number'
      );
    case 'Identifier':
      return jsonNames.has(node.name);
    case 'ArrayExpression':
      return node.elements.every(
        (element) => element !== null && element.type !== 'SpreadElement' && isData(element, jsonNames),
      );
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          !property.computed &&
          property.kind === 'init' &&
          !property.method &&
          isData(property.value, jsonNames),
      );
    default:
      return false;
  }
}

function codeProps(element: MdxJsxFlowElement | MdxJsxTextElement, jsonNames: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      if (!isData(attribute.data?.estree as Program | undefined, jsonNames)) names.push('{…}');
    } else if (
      typeof attribute.value === 'object' &&
      attribute.value !== null &&
      !isData(attribute.value.data?.estree as Program | undefined, jsonNames)
    ) {
      names.push(attribute.name);
    }
  }
  return names;
}

export function remarkIsolateWidgets() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    const source = String(file.value);
    const widgetNames = new Map<string, string>();
    const jsonNames = new Set<string>();
    const esm: string[] = [];
    visit(tree, 'mdxjsEsm', (node) => {
      for (const statement of (node.data?.estree as Program | undefined)?.body ?? []) {
        // The island module has a default export of its own: the doc's (an MDX layout) stays out.
        const range = statement as { start?: number; end?: number };
        if (statement.type !== 'ExportDefaultDeclaration' && range.start !== undefined && range.end !== undefined)
          esm.push(source.slice(range.start, range.end));
        if (statement.type !== 'ImportDeclaration') continue;
        const from = String(statement.source.value);
        for (const specifier of statement.specifiers) {
          if (specifier.type !== 'ImportDefaultSpecifier') continue;
          if (widgetModules.has(from)) widgetNames.set(specifier.local.name, from);
          if (/\.json$/i.test(from)) jsonNames.add(specifier.local.name);
        }
      }
    });
    if (widgetNames.size === 0) return;
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const element = node;
      const module = element.name ? widgetNames.get(element.name) : undefined;
      if (!module) return;
      // Recorded like a directive's widget: the build then makes what the widget needs (Monaco's bundle).
      context.widgets.add(widgetModules.get(module) ?? module);
      const props = codeProps(element, jsonNames);
      const start = element.position?.start.offset;
      const end = element.position?.end.offset;
      if (props.length === 0 || start === undefined || end === undefined) return;
      const jsx = source.slice(start, end);
      const id = `mdx-${createHash('sha256').update(`${context.file}\0${jsx}`).digest('hex').slice(0, 10)}`;
      const code = `${esm.join('\n')}\n\nexport default function MdxIsland() {\n  return (${jsx});\n}\n`;
      context.islands.push({
        id,
        code,
        file: context.file,
        resolveDir: path.dirname(context.file),
        element: element.name ?? '',
        props,
        ...positionOf(context, element),
      });
      element.attributes.push({ type: 'mdxJsxAttribute', name: 'data-sitegen-island', value: id });
    });
  };
}
