/**
 * A Docusaurus website's `<details>` in an MDX doc renders as Docusaurus's Details component, as Docusaurus
 * renders every one (its MDX components table maps `details`). MDX leaves a tag written as JSX as it is, so
 * the tag is turned into a plain element, which MDX renders through the components table
 * (`theme/docusaurus/MDXComponents.tsx`: `details: Details`). Only when its attributes are plain values
 * (`open`, `className="…"`); one with an expression stays as written. Other sites' docs are left alone.
 */
import type { Element, Properties, Root } from 'hast';
import type { MdxJsxFlowElementHast, MdxJsxTextElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { contextOf } from '../compileContext.ts';

type JsxElement = MdxJsxFlowElementHast | MdxJsxTextElementHast;

/** The element's attributes as hast properties, or undefined when one is an expression. */
function plainProperties(node: JsxElement): Properties | undefined {
  const properties: Properties = {};
  for (const attribute of node.attributes) {
    if (
      attribute.type !== 'mdxJsxAttribute' ||
      (attribute.value !== null && attribute.value !== undefined && typeof attribute.value !== 'string')
    )
      return undefined;
    const value = attribute.value ?? true;
    if (attribute.name === 'className' || attribute.name === 'class')
      properties.className = String(value).split(/\s+/).filter(Boolean);
    else properties[attribute.name] = value;
  }
  return properties;
}

export function rehypeDocusaurusDetails() {
  return (tree: Root, file: VFile) => {
    if (!contextOf(file).lenient) return;
    visit(tree, (node, index, parent) => {
      if (
        (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') ||
        node.name !== 'details' ||
        !parent ||
        index === undefined
      )
        return;
      const properties = plainProperties(node);
      if (!properties) return;
      const element: Element = {
        type: 'element',
        tagName: 'details',
        properties,
        children: node.children as Element['children'],
        ...(node.position ? { position: node.position } : {}),
      };
      parent.children[index] = element;
    });
  };
}
