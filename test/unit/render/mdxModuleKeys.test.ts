/**
 * Which MDX docs share one module (mdxModules.ts): docs of the same code whose imports are all packages
 * and aliases, in folders that resolve packages from the same `node_modules`, are one module, bundled and
 * imported once; code with a relative import or `import.meta`, or folders under another `node_modules`,
 * keep a module each.
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { createMarkdownCompiler } from '../../../src/markdown/compileMarkdown.ts';
import { mdxElementName } from '../../../src/markdown/compileMdx.ts';
import { discardPreparedMdx, prepareMdx } from '../../../src/render/mdxModules.ts';

const site = mkdtempSync(path.join(os.tmpdir(), 'sitegen-mdx-keys-'));
mkdirSync(path.join(site, 'node_modules'));
mkdirSync(path.join(site, 'packages', 'other', 'node_modules'), { recursive: true });
const compiler = createMarkdownCompiler({ widgets: new Map() });

/** The module key `prepareMdx` gives a tree of `code` for the doc at `file` (relative to the site). */
function keyFor(code: string, file: string): unknown {
  const tree: Root = {
    type: 'root',
    children: [{ type: 'element', tagName: mdxElementName, properties: { code }, children: [] }],
  };
  prepareMdx(tree, { file: path.join(site, file), siteDir: site, compiler });
  discardPreparedMdx();
  const element = tree.children[0];
  return element?.type === 'element' ? element.properties.dataMdxKey : undefined;
}

const packagesOnly =
  'import Tabs from "@theme/Tabs";\nimport {x} from "some-package";\nexport default function MDXContent() { return null; }\n';

describe('MDX module keys', () => {
  it('are one for the same code of packages and aliases, in any folder under the same node_modules', () => {
    const current = keyFor(packagesOnly, 'docs/setup.mdx');
    expect(current).toEqual(expect.any(String));
    expect(keyFor(packagesOnly, 'versioned_docs/version-1.0/setup.mdx')).toBe(current);
    expect(keyFor(`${packagesOnly}// another doc\n`, 'versioned_docs/version-1.0/setup.mdx')).not.toBe(current);
  });

  it('are one per doc for code with a relative import or import.meta, and per node_modules', () => {
    for (const code of [
      'import Chart from "./Chart.js";\n',
      "import P from '../_partial.mdx';\n",
      'const C = await import("./lazy.js");\n',
      'export const here = import.meta.url;\n',
    ]) {
      expect(keyFor(code, 'docs/a.mdx'), code).not.toBe(keyFor(code, 'docs/b.mdx'));
      expect(keyFor(code, 'docs/a.mdx'), code).toBe(keyFor(code, 'docs/a.mdx'));
    }
    expect(keyFor(packagesOnly, 'packages/other/docs/setup.mdx')).not.toBe(keyFor(packagesOnly, 'docs/setup.mdx'));
  });
});
