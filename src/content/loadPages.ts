/** Compiles the React pages of `pages/`; a page without a default export is an error naming the file. */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ComponentType } from 'react';
import { DiagnosticBag, isSitegenError } from '../diagnostics/diagnostic.ts';
import { importSiteModule } from '../modules/importSiteModule.ts';
import type { PageEntry, PageMeta } from '../render/renderTypes.ts';
import type { PageSource } from './contentTypes.ts';

/** `pages/index.tsx` → `/`, `pages/a/index.tsx` → `/a`, `pages/playground.tsx` → `/playground`. */
export function pageRoute(relativePath: string): string {
  const withoutExtension = relativePath.replace(/\.[jt]sx?$/, '');
  const route = `/${withoutExtension}`.replace(/\/index$/, '') || '/';
  return route;
}

export async function loadPages(pages: PageSource[], siteDir: string): Promise<{ entries: PageEntry[]; inputs: string[] }> {
  const problems = new DiagnosticBag();
  const inputs: string[] = [];
  const entries: PageEntry[] = [];
  await Promise.all(pages.map(async (source) => {
    try {
      const loaded = await importSiteModule<{ default?: unknown; meta?: PageMeta }>(source.file, { siteDir });
      inputs.push(...loaded.inputs);
      if (typeof loaded.exports.default !== 'function') {
        problems.add({
          code: 'MissingDefaultExport', file: source.file, line: 1, column: 1,
          message: `The page ${path.join('pages', source.relativePath)} has no default export, so there is nothing to render at ${pageRoute(source.relativePath)}.`,
          hint: 'Export the page component: export default function Page() { return <main>…</main>; }',
        });
        return;
      }
      // The page's content key: every site file it is made from (what the watcher watches for it).
      const files = [...new Set([source.file, ...loaded.inputs])].sort();
      const hash = createHash('sha256');
      for (const file of files) hash.update(`${file}\0`).update(await readFile(file).catch(() => ''));
      entries.push({
        source, route: pageRoute(source.relativePath), component: loaded.exports.default as ComponentType, meta: loaded.exports.meta ?? {},
        text: await readFile(source.file, 'utf8'), sourceKey: hash.digest('hex'),
      });
    } catch (error) {
      if (!isSitegenError(error)) throw error;
      error.diagnostics.forEach((d) => problems.add(d));
    }
  }));
  problems.throwIfErrors();
  entries.sort((a, b) => a.route.localeCompare(b.route));
  return { entries, inputs };
}
