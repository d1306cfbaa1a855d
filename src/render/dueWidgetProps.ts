/**
 * The widgets of the docs due to render (renderPages.ts): each use checked against the built site (a
 * mistake is an error at its directive), then the props that need files (schema files) prepared, each file
 * read once.
 */
import path from 'node:path';
import { readBoundary } from '../content/realPathInside.ts';
import { hrefFor } from '../routes/outputPath.ts';
import type { JobContext, RenderJob } from './renderJobContext.ts';
import { createSchemaLoader, prepareWidgetProps } from './widgetProps.ts';

export async function dueWidgetProps(
  { options, config, sidebars, problems }: JobContext,
  due: RenderJob[],
): Promise<Map<string, Record<string, unknown>[]>> {
  const dueSources = new Set(due.map((job) => job.source));
  // Widgets check their props against the built site first, so a mistake is reported at its directive.
  for (const doc of options.docs) {
    if (!dueSources.has(doc.source.file)) continue;
    for (const use of doc.compiled.widgetUses) {
      const message = options.widgets.get(use.name)?.check?.(use.props, { pageHref: doc.href, sidebars });
      if (message)
        problems.add({ code: 'InvalidDirective', file: doc.source.file, line: use.line, column: use.column, message });
    }
  }
  // Then props that need files (schema files) are prepared, each file read once.
  const preparedProps = new Map<string, Record<string, unknown>[]>();
  const readRoot = readBoundary(options.siteDir, config.readRoot).readRoot;
  const loadSchema = createSchemaLoader({
    siteDir: options.siteDir,
    readRoot,
    maxFileSizeMb: config.limits.maxFileSize,
    mappings: config.schemas.mapUrls.map((m) => ({ prefix: m.prefix, dir: path.resolve(options.siteDir, m.dir) })),
  });
  for (const doc of options.docs) {
    if (doc.compiled.widgetUses.length === 0 || !dueSources.has(doc.source.file)) continue;
    const prepared = await prepareWidgetProps(doc.source.file, doc.compiled.widgetUses, loadSchema, {
      siteDir: options.siteDir,
      readRoot,
      widgets: options.widgets,
      mappings: [],
      staticHref: (relative) => hrefFor(`/${relative}`, config.basePath, false),
      reservedIds: doc.compiled.headings.map((heading) => heading.id),
    });
    prepared.problems.forEach((p) => problems.add(p));
    preparedProps.set(doc.source.file, prepared.props);
  }
  problems.throwIfErrors();
  return preparedProps;
}
