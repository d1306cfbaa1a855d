/**
 * Math and Mermaid diagrams in the built output: KaTeX's HTML written at build
 * time with no script for it, its stylesheet and WOFF2 fonts content-hashed
 * under assets/katex/ and linked only by pages with math; prose with prices
 * left alone; the Mermaid loader linked only by pages with a diagram, whose
 * source stays readable without JavaScript; nothing of either in a site that
 * uses neither, whose pages load exactly the same scripts. Also through the
 * compile cache and the worker threads, which carry what a page needs.
 */
import { readdir, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { headOf } from './htmlQueries.ts';
import { runSitegen, throwawaySites } from './runSitegen.ts';

const sites = throwawaySites();
afterAll(() => sites.cleanup());

const fence = '```';

const mathDoc = `# Formulas

Euler's identity, $e^{i\\pi} + 1 = 0$, inline.

$$
\\int_0^1 x^2 \\, dx = \\frac{1}{3}
$$
`;
const pricesDoc = '# Prices\n\nIt costs $5 and $10, or $HOME and $PATH; $ x $ neither.\n';
const diagramDoc = `# Diagram

${fence}mermaid
graph TD
  A[Start] --> B{Done?}
${fence}
`;

/** The stylesheets and module scripts a page's head links, in order. */
function headAssets(html: string): { stylesheets: string[]; scripts: string[] } {
  const head = headOf(html);
  return {
    stylesheets: [...head.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => m[1] ?? ''),
    scripts: [...head.matchAll(/<script type="module" src="([^"]+)"><\/script>/g)].map((m) => m[1] ?? ''),
  };
}

const page = (outDir: string, route: string) => readFile(path.join(outDir, `${route}.html`), 'utf8');

describe('math and diagrams in the output', { timeout: 120_000, concurrent: true }, () => {
  it('math: KaTeX HTML and no script; its stylesheet only on that page; WOFF2 fonts with hashed names the stylesheet refers to', async () => {
    const run = await sites.build({ 'docs/formulas.md': mathDoc, 'docs/prices.md': pricesDoc });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const formulas = await page(run.outDir, 'docs/formulas');
    const prices = await page(run.outDir, 'docs/prices');
    expect(formulas.match(/class="katex"/g)).toHaveLength(2);
    expect(formulas.match(/class="katex-display"/g)).toHaveLength(1);
    expect(formulas).toContain('<annotation encoding="application/x-tex">e^{i\\pi} + 1 = 0</annotation>');

    const withMath = headAssets(formulas);
    const without = headAssets(prices);
    expect(withMath.scripts).toEqual(without.scripts);
    expect(withMath.scripts).toHaveLength(1);
    expect(formulas.match(/<script/g)?.length).toBe(prices.match(/<script/g)?.length);
    expect(without.stylesheets).toHaveLength(1);
    expect(withMath.stylesheets).toEqual([
      ...without.stylesheets,
      expect.stringMatching(/^\/assets\/katex\/katex-[A-Z0-9]{8}\.css$/),
    ]);

    const css = await readFile(path.join(run.outDir, withMath.stylesheets[1] ?? ''), 'utf8');
    const referenced = [...css.matchAll(/url\("?\.\/([^")]+)"?\)/g)].map((m) => m[1] ?? '').sort();
    const fonts = (await readdir(path.join(run.outDir, 'assets/katex')))
      .filter((name) => !name.endsWith('.css'))
      .sort();
    expect(fonts).toHaveLength(20);
    expect(
      fonts.every((name) => /^KaTeX_[A-Za-z0-9_]+-[A-Za-z]+-[A-Z0-9]{8}\.woff2$/.test(name)),
      fonts.join(', '),
    ).toBe(true);
    expect(referenced).toEqual(fonts);
    expect(css).toContain('font-family:KaTeX_Main');
    // theme/styles/math.css, after KaTeX's own rules.
    expect(css).toMatch(/\.katex-display\{overflow-x:auto;overflow-y:hidden;padding:\.25rem 0\}\s*$/);
  });

  it('prices in prose stay text, and a page without math links no KaTeX', async () => {
    const run = await sites.build({ 'docs/prices.md': pricesDoc });
    expect(run.stderr).toBe('');
    const prices = await page(run.outDir, 'docs/prices');
    expect(prices).toContain('<p>It costs $5 and $10, or $HOME and $PATH; $ x $ neither.</p>');
    expect(prices).not.toContain('katex');
    expect(existsSync(path.join(run.outDir, 'assets/katex'))).toBe(false);
  });

  it('a mermaid block: its page loads the loader, which is in the output; its source is readable without JavaScript; other pages load no more than in a site without diagrams', async () => {
    const [run, plainSite] = await Promise.all([
      sites.build({ 'docs/diagram.md': diagramDoc, 'docs/prices.md': pricesDoc }),
      // The same sidebar, without the diagram.
      sites.build({ 'docs/diagram.md': '# Diagram\n\nNo diagram here.\n', 'docs/prices.md': pricesDoc }),
    ]);
    expect(run.stderr).toBe('');
    const diagram = await page(run.outDir, 'docs/diagram');
    const prices = await page(run.outDir, 'docs/prices');
    expect(diagram).toContain(
      '<div class="sg-mermaid" data-sg-mermaid=""><pre class="sg-mermaid__source"><code class="language-mermaid">graph TD\n  A[Start] --> B{Done?}</code></pre></div>',
    );

    const withDiagram = headAssets(diagram);
    const without = headAssets(prices);
    expect(withDiagram.scripts).toEqual([
      ...without.scripts,
      expect.stringMatching(/^\/assets\/mermaid\/mermaid-loader-[A-Z0-9]{8}\.js$/),
    ]);
    expect(withDiagram.stylesheets).toEqual(without.stylesheets);
    const loader = await readFile(path.join(run.outDir, withDiagram.scripts[1] ?? ''), 'utf8');
    // Mermaid itself is a chunk the loader imports, relative to it, only when a page has something to draw.
    const mermaidChunk = /import\("\.\/(chunks\/[^"]+\.js)"\)/.exec(loader)?.[1];
    expect(mermaidChunk).toBeDefined();
    expect(existsSync(path.join(run.outDir, 'assets/mermaid', mermaidChunk ?? ''))).toBe(true);
    expect(loader.length).toBeLessThan(4_000);

    // The page without a diagram is the same page as in a site without any: same scripts, same bytes.
    const plain = await page(plainSite.outDir, 'docs/prices');
    expect(headAssets(plain)).toEqual(without);
    expect(prices).toBe(plain);
    expect(existsSync(path.join(plainSite.outDir, 'assets/mermaid'))).toBe(false);
  });

  it('the compile cache and the worker threads keep what a page needs', async () => {
    const { root } = await sites.write({
      'docs/formulas.md': mathDoc,
      'docs/diagram.md': diagramDoc,
      'docs/prices.md': pricesDoc,
    });
    const build = async (out: string, ...args: string[]) => {
      const result = await runSitegen(['build', 'site', '--out', out, ...args], { cwd: root });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      const outDir = path.join(root, out);
      return {
        stdout: result.stdout,
        formulas: headAssets(await page(outDir, 'docs/formulas')),
        diagram: headAssets(await page(outDir, 'docs/diagram')),
        prices: headAssets(await page(outDir, 'docs/prices')),
      };
    };
    const first = await build('first', '--workers', '1');
    // Every doc from the compile cache, into another folder (nothing to keep from a previous build there).
    const cached = await build('second', '--workers', '1');
    expect(cached.stdout).toMatch(/compile .* 3 Markdown \(3 from cache\)/);
    // Compiled and rendered in two worker threads, from the compile cache.
    const threads = await build('third', '--workers', '2');
    for (const next of [cached, threads]) {
      expect({ formulas: next.formulas, diagram: next.diagram, prices: next.prices }).toEqual({
        formulas: first.formulas,
        diagram: first.diagram,
        prices: first.prices,
      });
    }
    expect(first.formulas.stylesheets).toHaveLength(2);
    expect(first.diagram.scripts).toHaveLength(2);
    expect(first.prices).toEqual({ stylesheets: first.diagram.stylesheets, scripts: first.formulas.scripts });
  });
});
