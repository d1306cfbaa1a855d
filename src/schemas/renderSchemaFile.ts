/**
 * One file of `sitegen schema`: loads it with the files it references,
 * renders its page with the viewer and writes the page and a copy of the
 * JSON into the output's temporary folder. The same code runs in this
 * thread or in a worker (schemaPool.ts); everything it needs arrives as
 * `SchemaRenderShared`, plain data that crosses threads.
 */
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Island } from '../../theme/islands/Island.tsx';
import type { Draft } from '../../theme/viewer/model/draft.ts';
import SchemaViewerWidget, { type SchemaViewerWidgetProps } from '../../theme/viewer/SchemaViewerIsland.tsx';
import { pathHref } from '../../templates/pathHref.ts';
import { renderSchemaPage } from '../../templates/schemaPage.ts';
import { isSitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { outputFailure } from '../output/outputWriter.ts';
import { fileInside } from '../output/writeInside.ts';
import { loadSchemaBundle, type SchemaBundle, type SchemaUrlMapping } from './loadSchemaBundle.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

/** What every file's render shares. */
export interface SchemaRenderShared {
  rootDir: string;
  mappings: readonly SchemaUrlMapping[];
  defaultDraft?: Draft;
  /** The page of each input file, by its `site:` URI: references between them become links. */
  pageByUri: [string, string][];
  /** Paths from the output root. */
  stylesheet: string;
  hydrator: string;
  /** The viewer's island script, relative to the hydrator. */
  island: string;
  /** The folder pages are written into (the output's temporary folder). */
  outDir: string;
  /** The output folder it replaces, named in problems. */
  finalOutDir: string;
  /** `--max-file-size`, in megabytes. @default 20 */
  maxFileSizeMb?: number;
}

/** How a schema file leading out of the folder (after links) is explained. */
const inputFolder = {
  rootName: 'the input folder',
  hint:
    'sitegen schema reads files inside the input folder (or --root) only, after following links. Copy the file ' +
    'in, or widen the folder with --root.',
};

export interface SchemaFileResult {
  file: string;
  /** The page, from the output root, when the file rendered. */
  page?: string;
  /** The file, from the root folder. */
  relative: string;
  /** Problems of the file itself (it has no page) or of its references (it has one, showing them unresolved). */
  problems: Diagnostic[];
}

/**
 * Nodes a page renders on the server (the viewer's default is 1,500): deeper rows render when opened. A
 * page is the whole of its own schema, the viewer its only content, so this bounds the work and the HTML of
 * the largest schemas (a third of the time on SchemaStore's) while the first levels read without JavaScript.
 */
export const schemaPageNodeBudget = 200;

const toPosix = (p: string) => p.split(path.sep).join('/');

/** `a/b.json` → `a/b.html`. */
export const pageOf = (rootDir: string, file: string) =>
  toPosix(path.relative(rootDir, file)).replace(/\.json$/, '.html');

/** A cause crosses threads as its message and stack. */
const cloneable = (problem: Diagnostic): Diagnostic =>
  problem.cause === undefined
    ? problem
    : {
        ...problem,
        cause:
          problem.cause instanceof Error
            ? { message: problem.cause.message, stack: problem.cause.stack }
            : String(problem.cause),
      };

/** A renderer of files for one output folder; folders are created once each. */
export function createSchemaFileRenderer(shared: SchemaRenderShared): (file: string) => Promise<SchemaFileResult> {
  const pageByUri = new Map(shared.pageByUri);
  const folders = new Map<string, Promise<unknown>>();
  const target = async (relative: string) => {
    const file = fileInside(shared.finalOutDir, relative, shared.outDir);
    const folder = path.dirname(file);
    if (!folders.has(folder)) folders.set(folder, mkdir(folder, { recursive: true }));
    await folders.get(folder);
    return file;
  };
  return async (file) => {
    const relative = toPosix(path.relative(shared.rootDir, file));
    const page = pageOf(shared.rootDir, file);
    const { bundle, problems } = await loadSchemaBundle(file, {
      rootDir: shared.rootDir,
      mappings: shared.mappings,
      missingRefs: 'unresolved',
      ...(shared.defaultDraft ? { defaultDraft: shared.defaultDraft } : {}),
      outside: inputFolder,
      sourceText: {
        limitSetting: '--max-file-size',
        ...(shared.maxFileSizeMb ? { maxFileSizeMb: shared.maxFileSizeMb } : {}),
      },
    });
    if (!bundle) return { file, relative, problems: problems.map(cloneable) };
    let html: string;
    try {
      html = schemaPageHtml(shared, { file, relative, page }, bundle, pageByUri);
    } catch (error) {
      const failure: Diagnostic = {
        code: 'RenderFailed',
        severity: 'error',
        file,
        message: `Rendering the schema failed: ${errorMessage(error)}`,
        cause: error,
      };
      return { file, relative, problems: [cloneable(failure)] };
    }
    try {
      await writeFile(await target(page), html);
      await copyFile(file, await target(relative));
    } catch (error) {
      return {
        file,
        relative,
        problems: isSitegenError(error)
          ? error.diagnostics.map(cloneable)
          : [cloneable(outputFailure(shared.finalOutDir, error))],
      };
    }
    return { file, page, relative, problems: problems.map(cloneable) };
  };
}

/**
 * A schema's page: the viewer rendered as an island of the whole schema, its references to other files of the
 * folder linked to their pages.
 */
function schemaPageHtml(
  shared: SchemaRenderShared,
  where: { file: string; relative: string; page: string },
  bundle: SchemaBundle,
  pageByUri: Map<string, string>,
): string {
  const { file, relative, page } = where;
  const pageDir = path.posix.dirname(page);
  const documentLinks: Record<string, string> = {};
  for (const uri of [bundle.baseUri, ...Object.keys(bundle.documents)]) {
    const target = pageByUri.get(uri);
    if (target && target !== page) documentLinks[uri] = pathHref(path.posix.relative(pageDir, target));
  }
  const props: SchemaViewerWidgetProps = {
    src: {
      schema: bundle.schema as SchemaViewerWidgetProps['src']['schema'],
      baseUri: bundle.baseUri,
      documents: bundle.documents as SchemaViewerWidgetProps['src']['documents'],
    },
    idPrefix: 'schema',
    nodeBudget: schemaPageNodeBudget,
    resolverOptions: {
      documentLinks,
      ...(bundle.missing.length > 0 ? { missingDocuments: bundle.missing } : {}),
      ...(shared.defaultDraft ? { defaultDraft: shared.defaultDraft } : {}),
    },
  };
  const viewerHtml = renderToString(
    createElement(Island, {
      name: 'schema-viewer',
      hydrate: 'load',
      props: { ...props },
      children: createElement(SchemaViewerWidget, props),
    }),
  );
  const schema = bundle.schema;
  const title =
    typeof schema === 'object' && typeof schema.title === 'string' ? schema.title : path.basename(file, '.json');
  const toRoot = '../'.repeat(page.split('/').length - 1);
  return renderSchemaPage({
    title,
    file: relative,
    jsonHref: path.posix.basename(relative),
    indexHref: `${toRoot}index.html`,
    viewerHtml,
    toRoot,
    stylesheet: shared.stylesheet,
    hydrator: shared.hydrator,
    island: shared.island,
  });
}
