import { describe, expect, it } from 'vitest';
import { isMdxDoc, usesMdxSyntax } from '../../../src/markdown/mdxFormat.ts';

describe('which docs are MDX (markdown.format)', () => {
  it.each([
    ["import Tabs from '@theme/Tabs';\n\n# T\n", true],
    ["import './styles.css';\n", true],
    ['export const answer = 42;\n', true],
    ['export default function Layout() {}\n', true],
    ['# T\n\n<Tabs>\n  <TabItem value="a">A</TabItem>\n</Tabs>\n', true],
    ['# T\n\n<JSONSchemaViewer schema={x} />\n', true],
    ['Import the package before use.\n', false],
    ['import the data from somewhere else first.\n', false],
    ['export your data as CSV.\n', false],
    ['<details>\n<summary>More</summary>\n</details>\n', false],
    ['A <kbd>key</kbd> and a {brace}.\n', false],
    ["```js\nimport Tabs from '@theme/Tabs';\n```\n", false],
    ['````md\n```\n<Tabs>\n```\n````\n', false],
    ['Text\n\n    <Indented> is code\n', false],
  ])('%j uses MDX syntax: %s', (body, expected) => {
    expect(usesMdxSyntax(body)).toBe(expected);
  });

  it('detect: .mdx is MDX, .md only when it uses MDX; mdx and md decide for every doc', () => {
    expect(isMdxDoc('/s/docs/a.mdx', '# plain\n', 'detect')).toBe(true);
    expect(isMdxDoc('/s/docs/a.md', '# plain\n', 'detect')).toBe(false);
    expect(isMdxDoc('/s/docs/a.md', "import X from 'x';\n", 'detect')).toBe(true);
    expect(isMdxDoc('/s/docs/a.md', '# plain\n', 'mdx')).toBe(true);
    expect(isMdxDoc('/s/docs/a.mdx', "import X from 'x';\n", 'md')).toBe(false);
  });
});
