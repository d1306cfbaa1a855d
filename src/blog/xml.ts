/**
 * Writing XML by hand, exactly: text and attribute values escaped (no CDATA, whose `]]>` would need
 * splitting), and the characters XML 1.0 cannot hold at all removed beforehand by `xmlCharacters`.
 */

/**
 * Everything but XML 1.0's `Char` production: C0 controls other than tab and new lines, U+FFFE, U+FFFF, lone
 * surrogates.
 */
const notXmlCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters no XML 1.0 document may hold, even escaped (`&#1;` is not well-formed either). */
export function xmlCharacters(text: string): string {
  return text.replace(notXmlCharacter, '');
}

/**
 * Text content: `&`, `<` and `>` (for `]]>`) escaped; a carriage return as `&#xD;`, which a parser would
 * otherwise turn into a new line.
 */
export function escapeText(text: string): string {
  return text.replace(/[&<>\r]/g, (character) => textEscapes[character] ?? character);
}

/** An attribute value in double quotes: also `"`, and tab and new lines, which a parser turns into spaces. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"\t\n\r]/g, (character) => attributeEscapes[character] ?? character);
}

const textEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#xD;' };
const attributeEscapes: Record<string, string> = { ...textEscapes, '"': '&quot;', '\t': '&#x9;', '\n': '&#xA;' };

export type XmlAttributes = Record<string, string | undefined>;

function attributesOf(attributes: XmlAttributes): string {
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
}

/** An element: text, children (each on its own line, indented), or neither (`<name/>`). */
export interface XmlNode {
  name: string;
  attributes?: XmlAttributes;
  text?: string;
  children?: XmlNode[];
}

export function textElement(name: string, text: string, attributes?: XmlAttributes): XmlNode {
  return { name, attributes, text };
}

export function emptyElement(name: string, attributes: XmlAttributes): XmlNode {
  return { name, attributes };
}

export function parentElement(name: string, children: XmlNode[], attributes?: XmlAttributes): XmlNode {
  return { name, attributes, children };
}

// Indentation goes only before tags this writer opens, never inside an element's text.
function serialize(node: XmlNode, indent: string): string {
  const start = `${indent}<${node.name}${attributesOf(node.attributes ?? {})}`;
  if (node.children && node.children.length > 0) {
    const children = node.children.map((child) => serialize(child, `${indent}  `));
    return `${start}>\n${children.join('\n')}\n${indent}</${node.name}>`;
  }
  return node.text === undefined ? `${start}/>` : `${start}>${escapeText(node.text)}</${node.name}>`;
}

/** A UTF-8 XML document of `root`, ending with a new line. */
export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n${serialize(root, '')}\n`;
}
