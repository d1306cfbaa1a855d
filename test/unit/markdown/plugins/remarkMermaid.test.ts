import { describe, expect, it } from 'vitest';
import { compile, findAll, findOne, text } from '../compileHelpers.ts';

describe('```mermaid blocks (remarkMermaid)', () => {
  it('become a diagram placeholder holding the source as plain code, and the doc records the feature', async () => {
    const { hast, widgets, problems } = await compile(
      '# A\n\n```mermaid title="ignored"\ngraph TD\n  A --> B\n```\n\n```mermaid\nsequenceDiagram\n```\n',
    );
    expect(problems).toEqual([]);
    const diagrams = findAll(hast, 'div').filter((div) => div.properties.dataSgMermaid !== undefined);
    expect(diagrams.map((div) => [div.properties.className, text(div)])).toEqual([
      [['sg-mermaid'], 'graph TD\n  A --> B'],
      [['sg-mermaid'], 'sequenceDiagram'],
    ]);
    const pre = findOne(diagrams[0] ?? hast, 'pre');
    expect(pre.properties).toEqual({ className: ['sg-mermaid__source'] });
    expect(findOne(pre, 'code').properties).toEqual({ className: ['language-mermaid'] });
    // Not highlighted code: no code-block, and "mermaid" is no unknown language.
    expect(findAll(hast, 'code-block')).toEqual([]);
    expect(widgets).toEqual(['sitegen:mermaid']);
  });

  it('works inside tabs and admonitions; other code blocks stay code blocks', async () => {
    const { hast, widgets } = await compile(':::tip\n\n```mermaid\npie\n```\n\n:::\n\n```js\nlet a;\n```\n');
    expect(findAll(hast, 'div').filter((div) => div.properties.dataSgMermaid !== undefined)).toHaveLength(1);
    expect(findAll(hast, 'code-block').map((block) => block.properties.language)).toEqual(['js']);
    expect(widgets).toEqual(['sitegen:mermaid']);
  });
});
