/**
 * Checks what an MDX doc imports from Docusaurus's names before anything is
 * bundled: `@theme/Name` and `@docusaurus/Name` must be components sitegen
 * provides (`src/modules/docusaurusAliases.ts`), so a Docusaurus plugin's
 * component fails here, at its import line, with the list of what exists.
 */
import type { Program } from 'estree';
import type {} from 'mdast-util-mdx';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { resolveDocusaurusImport } from '../../modules/docusaurusAliases.ts';
import { contextOf } from '../compileContext.ts';

export function remarkCheckMdxImports() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    visit(tree, 'mdxjsEsm', (node) => {
      const program = (node.data as { estree?: Program } | undefined)?.estree;
      for (const statement of program?.body ?? []) {
        if (statement.type !== 'ImportDeclaration' || typeof statement.source.value !== 'string') continue;
        const resolved = resolveDocusaurusImport(statement.source.value);
        if (!resolved || !('error' in resolved)) continue;
        const start = statement.source.loc?.start;
        context.problems.push({
          code: 'InvalidMdx',
          severity: 'error',
          file: context.file,
          line: (start?.line ?? node.position?.start.line ?? 1) + context.bodyLineOffset,
          column: start ? start.column + 1 : 1,
          message: resolved.error,
          hint:
            'Import one of those, or write the component in the site (src/components/) and import it from ' +
            '@site/src/components/….',
        });
      }
    });
  };
}
