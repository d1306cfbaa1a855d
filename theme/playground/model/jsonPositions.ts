/**
 * Where a JSON Pointer's value sits in an editor's text: the character range a
 * squiggle covers. The text is parsed once per locator.
 */
import { parseTree, type Node } from 'jsonc-parser';
import { parsePointer } from '../../viewer/model/pointer.ts';

export interface TextRange {
  /** Character offset, inclusive. */
  start: number;
  /** Character offset, exclusive. Never equal to `start` unless the text is empty. */
  end: number;
}

/** `value`: the whole value; `key`: the property name string (the value for the root and array elements). */
export type RangePart = 'value' | 'key';

interface Step {
  node: Node;
  /** The property node when the step went through an object member. */
  property?: Node;
}

export class JsonLocator {
  readonly #text: string;
  readonly #root: Node | undefined;

  constructor(text: string) {
    this.#text = text;
    this.#root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  }

  /**
   * The range of the value at `pointer` (RFC 6901), or of its property name with `part: 'key'`.
   * A pointer that leads nowhere falls back to the deepest value that exists: an object or array
   * by its property name in its parent (by its first character at the root or in an array), a
   * scalar as a whole.
   */
  rangeOf(pointer: string, part: RangePart = 'value'): TextRange {
    const { steps, found } = this.#walk(pointer);
    const last = steps.at(-1);
    if (!last) return this.#clamp(0, 1);
    if (found) {
      const key = part === 'key' ? last.property?.children?.[0] : undefined;
      return this.#rangeOfNode(key ?? last.node);
    }
    return this.#shortRange(last);
  }

  /**
   * A short range for the value at `pointer` (or its deepest existing ancestor): the property name
   * for a member, the opening `{` or `[` for the root or an array element, the value for scalars.
   * Used for problems of a whole object, such as a missing required property.
   */
  shortRangeOf(pointer: string): TextRange {
    const last = this.#walk(pointer).steps.at(-1);
    return last ? this.#shortRange(last) : this.#clamp(0, 1);
  }

  #shortRange(step: Step): TextRange {
    const { node, property } = step;
    if (node.type !== 'object' && node.type !== 'array') return this.#rangeOfNode(node);
    const key = property?.children?.[0];
    return key ? this.#rangeOfNode(key) : this.#clamp(node.offset, node.offset + 1);
  }

  #walk(pointer: string): { steps: Step[]; found: boolean } {
    if (!this.#root) return { steps: [], found: false };
    const steps: Step[] = [{ node: this.#root }];
    const tokens = parsePointer(pointer) ?? [];
    for (const token of tokens) {
      const next = childOf(steps.at(-1)!.node, token);
      if (!next) return { steps, found: false };
      steps.push(next);
    }
    return { steps, found: true };
  }

  #rangeOfNode(node: Node): TextRange {
    return this.#clamp(node.offset, node.offset + node.length);
  }

  #clamp(start: number, end: number): TextRange {
    const length = this.#text.length;
    if (length === 0) return { start: 0, end: 0 };
    const from = Math.min(Math.max(start, 0), length - 1);
    return { start: from, end: Math.min(Math.max(end, from + 1), length) };
  }
}

function childOf(node: Node, token: string): Step | undefined {
  if (node.type === 'array') {
    if (!/^(0|[1-9]\d*)$/.test(token)) return undefined;
    const item = node.children?.[Number(token)];
    return item ? { node: item } : undefined;
  }
  if (node.type !== 'object') return undefined;
  // The last member with the name wins, as in JSON.parse.
  const property = node.children?.filter((member) => member.children?.[0]?.value === token).at(-1);
  const value = property?.children?.[1];
  return property && value ? { node: value, property } : undefined;
}
