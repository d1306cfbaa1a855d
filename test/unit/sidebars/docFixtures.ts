/** Docs and category metadata built as collectContent and buildRoutes would, for the sidebar tests. */
import path from 'node:path';
import { docIdentity } from '../../../src/content/collectContent.ts';
import type { CategoryMeta, DocSource } from '../../../src/content/contentTypes.ts';
import type { DocFrontMatter } from '../../../src/content/frontMatter.ts';
import { docRoute } from '../../../src/routes/docRoute.ts';
import type { DocRef } from '../../../src/sidebars/buildSidebars.ts';

export function docSource(siteDir: string, relativePath: string, frontMatter: DocFrontMatter = {}): DocSource {
  const frontMatterLines = Object.entries(frontMatter).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  const source = frontMatterLines.length > 0 ? `---\n${frontMatterLines.join('\n')}\n---\n# Doc\n` : '# Doc\n';
  return {
    file: path.join(siteDir, 'docs', relativePath),
    relativePath,
    ...docIdentity(relativePath, frontMatter.id, frontMatter.parse_number_prefixes !== false),
    source,
    body: '# Doc\n',
    bodyLineOffset: frontMatterLines.length > 0 ? frontMatterLines.length + 2 : 0,
    frontMatter,
  };
}

/** A doc ref titled after its file name, routed under /docs. */
export function docRef(
  siteDir: string,
  relativePath: string,
  frontMatter: DocFrontMatter = {},
  title?: string,
): DocRef {
  const doc = docSource(siteDir, relativePath, frontMatter);
  const route = docRoute(doc, '/docs');
  return { doc, route, href: route, title: title ?? frontMatter.title ?? doc.id };
}

export function categoryMeta(
  siteDir: string,
  dirPath: string,
  meta: Omit<CategoryMeta, 'file' | 'dirPath'>,
): [string, CategoryMeta] {
  return [dirPath, { file: path.join(siteDir, 'docs', dirPath, '_category_.json'), dirPath, ...meta }];
}
