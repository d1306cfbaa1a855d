import { describe, expect, it } from 'vitest';
import { widgets } from '../../../theme/widgets/registry.ts';
import { bundledWidgets, islandsLacking, islandsNamedIn, islandsUsed } from '../../../src/client/widgetIslands.ts';

const islandNames = [...widgets].filter(([, widget]) => widget.island).map(([name]) => name);

describe('widget islands', () => {
  it('are named by a directive, an Island of a page, or the Docusaurus component that renders them, not by prose', () => {
    expect(islandsNamedIn(widgets, ['# Intro\n\nNo widget here.'])).toEqual(new Set());
    // A widget's name in prose is not a use of it.
    expect(islandsNamedIn(widgets, ['Try the playground, or the schema-viewer page.'])).toEqual(new Set());
    expect(islandsNamedIn(widgets, ['::schema-viewer{schemaFile="/a.json"}'])).toEqual(new Set(['schema-viewer']));
    expect(islandsNamedIn(widgets, ['<Island name="playground" hydrate="load" props={{}} />'])).toEqual(
      new Set(['playground']),
    );
    expect(islandsNamedIn(widgets, ["import Editor from '@theme/JSONSchemaEditor';"])).toEqual(
      new Set(['json-schema-editor']),
    );
    // A site's MDXComponents giving every doc the viewer by its component's name.
    expect(islandsNamedIn(widgets, ['export default { ...MDXComponents, JSONSchemaViewer };'])).toEqual(
      new Set(['schema-viewer']),
    );
    expect(islandsNamedIn(widgets, ['a ::monaco-editor{}', 'and :playground[x]'])).toEqual(
      new Set(['monaco-editor', 'playground']),
    );
  });

  it('used by compiled docs are those of their widgets that have an island', () => {
    expect(islandsUsed(widgets, [{ widgets: ['doc-card-list'] }, { widgets: ['monaco-editor'] }])).toEqual(
      new Set(['monaco-editor']),
    );
  });

  it('left out of a bundle keep every widget without an island', () => {
    const bundled = bundledWidgets(widgets, new Set(['playground']));
    expect([...bundled.keys()].sort()).toEqual(['doc-card-list', 'playground']);
    expect(bundledWidgets(widgets, 'all')).toBe(widgets);
    expect(islandNames.sort()).toEqual(['json-schema-editor', 'monaco-editor', 'playground', 'schema-viewer']);
  });

  it('lacking from a bundle are those needed and not held, in order', () => {
    expect(islandsLacking(['schema-viewer', 'playground', 'monaco-editor'], new Set(['playground']))).toEqual([
      'monaco-editor',
      'schema-viewer',
    ]);
    expect(islandsLacking(['schema-viewer'], 'all')).toEqual([]);
  });
});
