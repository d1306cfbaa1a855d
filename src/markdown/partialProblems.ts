/**
 * The problems of the Markdown partials MDX docs import (`import Setup from './_setup.mdx'`), found in the
 * compile stage. Partials are compiled when their doc's module is bundled, at render; a build whose compile
 * already failed never got there, so a partial's own mistake showed only on the next run, after the others
 * were fixed. This reads each failing build's imported partials once (and theirs), compiled as MDX, so all
 * problems are reported together.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { MarkdownCompiler } from './compileMarkdown.ts';
import { realPathOutside } from '../content/realPathInside.ts';

/** `import Name from './_partial.mdx'` (or `.md`) lines of an MDX body: the partials' paths, as written. */
const partialImport = /^\s*import\s+[\w$]+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm;

export function partialImports(body: string): string[] {
  return [...body.matchAll(partialImport)].map((match) => match[1] ?? '');
}

/**
 * Compiles the partials `docs` import, and their own, each once. A file that is itself one of `docs` was
 * compiled already, and one outside `siteDir` is not the site's to read.
 */
export async function partialProblems(
  docs: readonly { file: string; body: string }[],
  siteDir: string,
  compiler: MarkdownCompiler,
): Promise<Diagnostic[]> {
  const seen = new Set<string>(docs.map((doc) => doc.file));
  const queue = docs.flatMap((doc) =>
    partialImports(doc.body).map((specifier) => path.resolve(path.dirname(doc.file), specifier)),
  );
  const problems: Diagnostic[] = [];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    // One outside the site (or linked out of it) is left to the render stage, which reports it.
    if (seen.has(file) || !existsSync(file) || realPathOutside(file, siteDir) !== undefined) continue;
    seen.add(file);
    const text = await readFile(file, 'utf8');
    const parsed = matter(text);
    const bodyLineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
    const compiled = await compiler.compile({ body: parsed.content, file, bodyLineOffset, asMdx: true });
    problems.push(...compiled.problems.filter((problem) => problem.severity === 'error'));
    queue.push(...partialImports(parsed.content).map((specifier) => path.resolve(path.dirname(file), specifier)));
  }
  return problems;
}
