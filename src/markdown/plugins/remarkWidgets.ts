/**
 * Widget directives: `::name{prop="…"}` (a block) or `:name{…}` (inline,
 * for widgets that allow it) become `sitegen-widget` elements whose props are
 * checked against the registry. An unknown leaf or container directive is an
 * error listing the known ones.
 */
import type { Root, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { forEachNode, hasNodeOfType } from './treeWalk.ts';
import type { VFile } from 'vfile';
import type { WidgetDefinition, WidgetRegistry } from '../../../theme/widgets/widgetTypes.ts';
import { closest } from '../../diagnostics/didYouMean.ts';
import { contextOf, positionOf, report, type CompileContext } from '../compileContext.ts';
import { builtInDirectives, containerDirectives } from './directiveNames.ts';

/** How the directive was written: `:::name`, `::name` or `:name`. */
function colonsOf(node: { type: string }): string {
  return node.type === 'containerDirective' ? ':::' : node.type === 'leafDirective' ? '::' : ':';
}

function coerceProps(
  node: LeafDirective | ContainerDirective | TextDirective,
  widget: WidgetDefinition,
  context: CompileContext,
): Record<string, unknown> | undefined {
  const props: Record<string, unknown> = {};
  const written = `${colonsOf(node)}${node.name}`;
  const attributes = node.attributes ?? {};
  let ok = true;
  for (const [name, raw] of Object.entries(attributes)) {
    const spec = widget.props[name];
    if (!spec) {
      const suggestion = closest(name, Object.keys(widget.props));
      report(context, node, {
        code: 'InvalidDirective',
        message: `${written} has no prop "${name}".`,
        hint: suggestion
          ? `Did you mean "${suggestion}"?`
          : `Its props are: ${Object.keys(widget.props).join(', ') || 'none'}.`,
      });
      ok = false;
      continue;
    }
    const value = raw ?? '';
    if (spec.kind === 'string' || spec.kind === 'schemaFile') props[name] = value;
    else if (spec.kind === 'boolean') {
      if (value === '' || value === 'true') props[name] = true;
      else if (value === 'false') props[name] = false;
      else {
        report(context, node, {
          code: 'InvalidDirective',
          message: `${written} prop "${name}" must be true or false, but it is "${value}".`,
        });
        ok = false;
      }
    } else if (spec.kind === 'number') {
      const number = Number(value);
      if (value.trim() === '' || !Number.isFinite(number)) {
        report(context, node, {
          code: 'InvalidDirective',
          message: `${written} prop "${name}" must be a number, but it is "${value}".`,
        });
        ok = false;
      } else props[name] = number;
    } else {
      try {
        props[name] = JSON.parse(value);
      } catch (error) {
        report(context, node, {
          code: 'InvalidDirective',
          message: `${written} prop "${name}" must be JSON: ${(error as Error).message}.`,
        });
        ok = false;
      }
    }
  }
  for (const [name, spec] of Object.entries(widget.props)) {
    if (spec.required && !(name in attributes)) {
      report(context, node, {
        code: 'InvalidDirective',
        message: `${written} needs the prop "${name}" (${spec.description}).`,
      });
      ok = false;
    }
  }
  return ok ? props : undefined;
}

export function remarkWidgets(options: { widgets: WidgetRegistry }) {
  const known = [...options.widgets.keys()].sort();
  return (tree: Root, file: VFile) => {
    if (!hasNodeOfType(tree, 'leafDirective', 'containerDirective', 'textDirective')) return;
    const context = contextOf(file);
    forEachNode(tree, (each) => {
      const node = each as RootContent;
      if (node.type !== 'leafDirective' && node.type !== 'containerDirective' && node.type !== 'textDirective') return;
      if (node.data?.hName || builtInDirectives.has(node.name)) return;
      const widget = options.widgets.get(node.name);
      const colons = colonsOf(node);
      if (!widget) {
        // Text directives that are not widgets were already restored to text.
        const suggestion = closest(node.name, [...known, ...containerDirectives]);
        report(context, node, {
          code: 'UnknownDirective',
          message: `Unknown directive "${colons}${node.name}".`,
          hint:
            `${suggestion ? `Did you mean "${suggestion}"? ` : ''}Known directives: ` +
            `${[...containerDirectives, ...known].join(', ')}.`,
        });
        return;
      }
      if (node.type === 'textDirective' && !widget.inline) {
        report(context, node, {
          code: 'InvalidDirective',
          message: `"${node.name}" is a block widget; write it on a line of its own as ::${node.name}{…}.`,
        });
        return;
      }
      const props = coerceProps(node, widget, context);
      if (!props) return;
      context.widgets.add(node.name);
      context.widgetUses.push({ name: node.name, props, ...positionOf(context, node) });
      node.data = {
        hName: 'sitegen-widget',
        hProperties: { name: node.name, props: JSON.stringify(props), use: context.widgetUses.length - 1 },
      };
    });
  };
}
