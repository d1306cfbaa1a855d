/**
 * Which widgets' islands a site's client bundle holds: only those the site uses. Bundling every registered
 * island (the schema viewer, the editors, the playground and the checks they share, some 300 KB of code) took
 * esbuild 0.45-0.55 s of a cold build's 1 s bundle on a site that shows none of them, which is most sites, and
 * it was the critical path of a small site's cold build.
 *
 * The first client bundle starts before anything compiles (siteBundles.ts `startClientBundle`), so which islands
 * it holds is foretold from the texts known then (`islandsNamedIn`): the docs, the pages and the site's theme
 * components, and the posts the build cache recorded. Once the docs, posts and pages are compiled, what they use is
 * known (`islandsUsed`); when that is not what was foretold (a directive shown in a code block, a new post's widget),
 * a second bundle holds exactly what they use (`startSiteBundles`), so that the output does not depend on what was
 * read and what was taken from the build cache. A page whose rendering names an island that no bundle holds
 * (`RenderedPage.unbundledIslands`: a component a React page imports) makes the build start again with every
 * island (siteBuilder.ts): slower, never broken.
 */
import type { WidgetRegistry } from '../../theme/widgets/widgetTypes.ts';
import { widgetModules } from '../markdown/plugins/remarkIsolateWidgets.ts';

/** Which islands a bundle holds: by name, or all of them. */
export type IslandChoice = ReadonlySet<string> | 'all';

/**
 * What in a text may show an island: its name after a colon (a directive: `::name`, `:name`, `:::name`) or in quotes
 * (`<Island name="name">`), not in prose ("the playground"); and, for the theme's own widgets, the Docusaurus
 * component that renders it (`@theme/JSONSchemaViewer`, or `JSONSchemaViewer` given to MDX by the site's components).
 */
function islandMarks(widgets: WidgetRegistry): Map<string, string[]> {
  const marks = new Map<string, string[]>();
  for (const [name, widget] of widgets) if (widget.island) marks.set(name, [`:${name}`, `'${name}'`, `"${name}"`]);
  for (const [module, name] of widgetModules) marks.get(name)?.push(module.slice(module.lastIndexOf('/') + 1));
  return marks;
}

/** The islands any of the texts may show (one named where no page shows it counts: a bundle too many costs time). */
export function islandsNamedIn(widgets: WidgetRegistry, texts: Iterable<string>): Set<string> {
  const left = islandMarks(widgets);
  const named = new Set<string>();
  for (const text of texts) {
    for (const [name, marks] of left) {
      if (!marks.some((mark) => text.includes(mark))) continue;
      named.add(name);
      left.delete(name);
    }
    if (left.size === 0) break;
  }
  return named;
}

/** The islands compiled docs, posts and Markdown pages use (their widgets), among those of the registry. */
export function islandsUsed(widgets: WidgetRegistry, compiled: Iterable<{ widgets: readonly string[] }>): Set<string> {
  const used = new Set<string>();
  for (const doc of compiled) for (const name of doc.widgets) if (widgets.get(name)?.island) used.add(name);
  return used;
}

/** The registry a bundle is given: every widget without an island, and those with one that it holds. */
export function bundledWidgets(widgets: WidgetRegistry, islands: IslandChoice): WidgetRegistry {
  if (islands === 'all') return widgets;
  return new Map([...widgets].filter(([name, widget]) => !widget.island || islands.has(name)));
}

/** The islands of `needed` that a bundle holding `held` lacks. */
export function islandsLacking(needed: Iterable<string>, held: IslandChoice): string[] {
  return held === 'all' ? [] : [...needed].filter((name) => !held.has(name)).sort();
}
