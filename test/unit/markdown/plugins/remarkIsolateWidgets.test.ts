import { describe, expect, it } from 'vitest';
import { compile } from '../compileHelpers.ts';

const imports =
  "import JSONSchemaViewer from '@theme/JSONSchemaViewer';\nimport Schema from '@site/static/schemas/a.json';\nimport ReactMarkdown from 'react-markdown';\n\n";

function moduleOf(result: Awaited<ReturnType<typeof compile>>): string {
  const element = result.hast.children[0];
  return element?.type === 'element' ? String(element.properties.code) : '';
}

describe('widgets whose props are code, in MDX (remarkIsolateWidgets)', () => {
  it("isolates a viewer with a function prop: the doc's imports and the element as written, as an island of its own", async () => {
    const jsx =
      '<JSONSchemaViewer\n  schema={Schema}\n  viewerOptions={{ DescriptionComponent: ({ description }) => <ReactMarkdown children={description} /> }}\n/>';
    const result = await compile(`${imports}# Custom\n\n${jsx}\n`, { format: 'mdx', bodyLineOffset: 3 });
    expect(result.problems).toEqual([]);
    expect(result.islands).toHaveLength(1);
    const [island] = result.islands;
    expect(island).toMatchObject({
      element: 'JSONSchemaViewer',
      props: ['viewerOptions'],
      line: 10,
      column: 1,
      file: '/site/docs/guide.md',
      resolveDir: '/site/docs',
    });
    expect(island?.id).toMatch(/^mdx-[0-9a-f]{10}$/);
    expect(island?.code).toBe(`${imports.trim()}\n\nexport default function MdxIsland() {\n  return (${jsx});\n}\n`);
    expect(moduleOf(result)).toContain(`"data-sitegen-island": "${island?.id}"`);
  });

  it.each([
    [
      'a call',
      '<JSONSchemaViewer schema={Schema} resolverOptions={makeOptions({ remote: true })} />',
      ['resolverOptions'],
    ],
    [
      'Infinity, which JSON turns into null',
      '<JSONSchemaViewer schema={Schema} viewerOptions={{ defaultExpandDepth: Infinity }} />',
      ['viewerOptions'],
    ],
    ['a spread of code', '<JSONSchemaViewer schema={Schema} {...makeOptions()} />', ['{…}']],
  ])('isolates a prop that is %s', async (_, jsx, props) => {
    const result = await compile(`${imports}import makeOptions from './options.js';\n\n${jsx}\n`, { format: 'mdx' });
    expect(result.islands.map((island) => island.props)).toEqual([props]);
  });

  it("leaves the doc's own default export (an MDX layout) out of the island module, which has its own", async () => {
    const result = await compile(
      `${imports}export const depth = 2;\nexport default function Layout({ children }) { return children; }\n\n<JSONSchemaViewer schema={Schema} viewerOptions={{ DescriptionComponent: () => null }} />\n`,
      { format: 'mdx' },
    );
    const code = result.islands[0]?.code ?? '';
    expect(code).toContain('export const depth = 2;');
    expect(code).not.toContain('Layout');
    expect(code.match(/export default/g)).toHaveLength(1);
  });

  it('leaves a viewer whose props are data (literals, JSON imports) to its own island', async () => {
    const result = await compile(
      `${imports}<JSONSchemaViewer schema={Schema} viewerOptions={{ defaultExpandDepth: 2, qualifierMessagesOrder: ['enum', 'default'], showExamples: true }} className="wide" />\n`,
      { format: 'mdx' },
    );
    expect(result.islands).toEqual([]);
    expect(moduleOf(result)).not.toContain('data-sitegen-island');
  });

  it('leaves components that are not widgets alone, whatever their props', async () => {
    const result = await compile(
      "import Tabs from '@theme/Tabs';\n\n<Tabs values={[1, 2].map((n) => ({ value: String(n) }))} />\n",
      { format: 'mdx' },
    );
    expect(result.islands).toEqual([]);
  });
});
