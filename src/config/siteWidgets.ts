/**
 * The site's own widgets (config `widgets`): each module's default export
 * becomes a widget that Markdown can name and the browser hydrates as an
 * island. A module that is missing, fails to load or exports no component is
 * an error at its entry in the config.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import type { WidgetDefinition, WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { SitegenError, isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/locate.ts';
import { builtInDirectives } from '../markdown/plugins/directiveNames.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { ResolvedConfig } from './defineConfig.ts';

/** The site's widgets, and the files their modules are made of (for the caches and the watcher). */
export async function loadSiteWidgets(options: {
  config: ResolvedConfig;
  siteDir: string;
  configFile: string;
  themeWidgets: WidgetRegistry;
}): Promise<{ widgets: WidgetRegistry; inputs: string[] }> {
  const { config, siteDir, configFile } = options;
  const registry = new Map<string, WidgetDefinition>();
  const inputs: string[] = [];
  if (config.widgets.length === 0) return { widgets: registry, inputs };
  const text = await readFile(configFile, 'utf8');
  const problems: Diagnostic[] = [];
  const at = (needle: string) => ({ file: configFile, ...locate(text, needle) });
  for (const widget of config.widgets) {
    const module = path.resolve(siteDir, widget.module);
    if (options.themeWidgets.has(widget.name) || builtInDirectives.has(widget.name) || registry.has(widget.name)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at(widget.name),
        message:
          `The widget name "${widget.name}" is already taken by ` +
          `${registry.has(widget.name) ? 'another site widget' : 'sitegen'}.`,
        hint: 'Choose another name.',
      });
      continue;
    }
    if (!existsSync(module)) {
      problems.push({
        code: 'InvalidConfig',
        severity: 'error',
        ...at(widget.module),
        message: `The widget "${widget.name}" names the module ${widget.module}, which does not exist.`,
        hint: 'Module paths are relative to the site folder, e.g. widgets/MyWidget.tsx.',
      });
      continue;
    }
    let component: unknown;
    try {
      const loaded = await importSiteModule<{ default?: unknown }>(module, { siteDir });
      inputs.push(...loaded.inputs);
      component = loaded.exports.default;
    } catch (error) {
      if (isSitegenError(error)) {
        problems.push(...error.diagnostics);
        continue;
      }
      throw error;
    }
    if (typeof component !== 'function') {
      problems.push({
        code: 'MissingDefaultExport',
        severity: 'error',
        file: module,
        line: 1,
        column: 1,
        message: `The widget module ${widget.module} has no default export, so "${widget.name}" has nothing to render.`,
        hint: 'Export the component: export default function MyWidget(props) { … }',
      });
      continue;
    }
    registry.set(widget.name, widgetDefinition(widget, module, component as ComponentType));
  }
  if (problems.length > 0) throw new SitegenError(problems);
  return { widgets: registry, inputs };
}

/** A site widget as the registry holds it: its props as Markdown checks them, its module as an island. */
function widgetDefinition(
  widget: ResolvedConfig['widgets'][number],
  module: string,
  component: ComponentType,
): WidgetDefinition {
  return {
    description: widget.description,
    props: Object.fromEntries(
      (widget.props ?? []).map((p) => [
        p.name,
        { kind: p.kind, description: p.description, ...(p.required ? { required: true } : {}) },
      ]),
    ),
    component,
    island: {
      hydrate: widget.hydrate ?? 'visible',
      module,
      ...(widget.clientOnly ? { clientOnly: true } : {}),
      ...(widget.monaco ? { monaco: true } : {}),
    },
  };
}
