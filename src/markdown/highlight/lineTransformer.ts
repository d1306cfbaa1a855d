/**
 * The shiki transformer for line features of a code block: highlighted lines
 * and line numbers. Numbers are written as `data-line` attributes rather than
 * text so that copying the code does not copy them; the theme CSS shows them.
 */
import type { ShikiTransformer } from 'shiki/core';

export interface LineFeatures {
  /** 1-based lines of the block to mark `highlighted`, counted from the block's first line. */
  highlightLines: ReadonlySet<number>;
  /** Whether lines carry `data-line` and the `pre` the class `line-numbers`. */
  showLineNumbers: boolean;
  /** The number shown on the first line. */
  startLineNumber: number;
}

/** Adds `highlighted` to chosen lines and, when asked, `data-line="N"` to every line. */
export function lineTransformer({ highlightLines, showLineNumbers, startLineNumber }: LineFeatures): ShikiTransformer {
  return {
    name: 'sitegen:lines',
    line(node, line) {
      if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
      if (showLineNumbers) node.properties['data-line'] = String(startLineNumber + line - 1);
    },
    pre(node) {
      if (showLineNumbers) this.addClassToHast(node, 'line-numbers');
    },
  };
}
