/**
 * GFM's costliest constructs, tried only where they can match. micromark
 * tries an email autolink literal at the start of every word of every
 * paragraph (reading the word to see whether an `@` follows) and a table at
 * the start of every line (reading the line as a header row before looking
 * for the delimiter row under it); remark-gfm's autolink transform then
 * searches every text node again. On docs without an `@`, a URL or a table,
 * that was half the time micromark took (0.9 of 1.7 ms a doc).
 *
 * Each gate is exact: it turns an attempt away only where the construct
 * would fail anyway, judged from the doc's text:
 *
 * - an email autolink needs an `@` in the doc, a www one `www.`, a protocol
 *   one `http://` or `https://` (as written: these constructs read the
 *   source, so no character reference can stand for them);
 * - a table starts only on a line that has a `|`, or whose next line (its
 *   delimiter row) has a `|` or a `:` (`head` over `:-:` is a table of one
 *   column; over `---` a heading); its body rows, which may lack pipes, are
 *   never turned away;
 * - the transform, which reads text after references are decoded, runs
 *   unless the doc has none of `@`, `www.`, `http://`, `https://` and no `&`.
 *
 * The gates are wrappers around the constructs of the processor's own
 * extensions (by construct name), so remark-gfm stays the source of GFM, and
 * they only act while `parseGated` parses a doc: anywhere else (MDX, which
 * parses on its own) every construct is tried as usual.
 * test/unit/markdown/gatedGfm.test.ts compares trees with and without them.
 */
import type { Processor } from 'unified';

interface DocFacts {
  email: boolean;
  www: boolean;
  protocol: boolean;
  transform: boolean;
  /** 1-based numbers of the lines holding a `|`. */
  pipeLines: Set<number>;
  /** And of those holding a `:`. */
  colonLines: Set<number>;
}

let current: DocFacts | undefined;

function factsOf(text: string): DocFacts {
  const pipeLines = new Set<number>();
  const colonLines = new Set<number>();
  let line = 1;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 10) line++;
    else if (code === 13) {
      if (text.charCodeAt(i + 1) !== 10) line++;
    } else if (code === 124) pipeLines.add(line);
    else if (code === 58) colonLines.add(line);
  }
  const email = text.includes('@');
  const www = /www\./i.test(text);
  const protocol = /https?:\/\//i.test(text);
  // The transform reads text after escapes and references are decoded: `www\.a.com` and `www&#46;a.com` are links too.
  return {
    email,
    www,
    protocol,
    transform: email || www || protocol || text.includes('&') || text.includes('\\'),
    pipeLines,
    colonLines,
  };
}

/** Parses `text` (the whole doc, as the parser is given it) with the gates on. */
export function parseGated<T>(text: string, parse: () => T): T {
  current = factsOf(text);
  try {
    return parse();
  } finally {
    current = undefined;
  }
}

// micromark's and mdast-util-from-markdown's shapes, as far as the gates touch them.
type State = (code: number | null) => unknown;
interface TokenizeContext {
  now(): { line: number };
  events: [string, { type: string }][];
}
interface Construct {
  name?: string;
  tokenize: (this: TokenizeContext, effects: unknown, ok: State, nok: State) => State;
}
type ConstructRecord = Record<string, Construct | Construct[] | undefined>;
type MicromarkExtension = Record<string, ConstructRecord | unknown>;
interface FromMarkdownExtension {
  transforms?: ((tree: unknown) => unknown)[];
  enter?: Record<string, unknown>;
}

/** Whether the table continues above this line: the test micromark-extension-gfm-table's own start makes. */
function continuesTable(context: TokenizeContext): boolean {
  let index = context.events.length - 1;
  while (index > -1) {
    const type = context.events[index]?.[1].type;
    if (type === 'lineEnding' || type === 'linePrefix') index--;
    else break;
  }
  const tail = index > -1 ? context.events[index]?.[1].type : undefined;
  return tail === 'tableHead' || tail === 'tableRow';
}

const gates: Record<string, (facts: DocFacts, context: TokenizeContext) => boolean> = {
  emailAutolink: (facts) => facts.email,
  wwwAutolink: (facts) => facts.www,
  protocolAutolink: (facts) => facts.protocol,
  table: (facts, context) => {
    const line = context.now().line;
    return (
      facts.pipeLines.has(line) ||
      facts.pipeLines.has(line + 1) ||
      facts.colonLines.has(line + 1) ||
      continuesTable(context)
    );
  },
};

const gatedConstructs = new WeakMap<Construct, Construct>();

function gated(construct: Construct): Construct {
  const gate = construct.name === undefined ? undefined : gates[construct.name];
  if (!gate) return construct;
  let wrapper = gatedConstructs.get(construct);
  if (!wrapper) {
    const { tokenize } = construct;
    wrapper = {
      ...construct,
      tokenize(effects, ok, nok) {
        return current === undefined || gate(current, this) ? tokenize.call(this, effects, ok, nok) : nok;
      },
    };
    gatedConstructs.set(construct, wrapper);
  }
  return wrapper;
}

function gatedExtension(extension: MicromarkExtension): MicromarkExtension {
  const out: MicromarkExtension = {};
  for (const [field, value] of Object.entries(extension)) {
    if (field === 'disable' || value === null || typeof value !== 'object') {
      out[field] = value;
      continue;
    }
    const record: ConstructRecord = {};
    for (const [code, constructs] of Object.entries(value as ConstructRecord)) {
      record[code] = Array.isArray(constructs) ? constructs.map(gated) : constructs && gated(constructs);
    }
    out[field] = record;
  }
  return out;
}

function gatedFromMarkdown(
  extension: FromMarkdownExtension | FromMarkdownExtension[],
): FromMarkdownExtension | FromMarkdownExtension[] {
  if (Array.isArray(extension)) return extension.map((item) => gatedFromMarkdown(item) as FromMarkdownExtension);
  // remark-gfm's autolink literal extension: the one that handles `literalAutolinkEmail` tokens.
  if (!extension.transforms || !extension.enter || !('literalAutolinkEmail' in extension.enter)) return extension;
  return {
    ...extension,
    transforms: extension.transforms.map(
      (transform) => (tree: unknown) => (current === undefined || current.transform ? transform(tree) : undefined),
    ),
  };
}

/**
 * A remark plugin, used after every plugin that adds syntax: puts the gates
 * on the constructs the processor's extensions hold so far.
 */
export function remarkGateGfm(this: Processor): void {
  const data = this.data() as {
    micromarkExtensions?: MicromarkExtension[];
    fromMarkdownExtensions?: (FromMarkdownExtension | FromMarkdownExtension[])[];
  };
  if (data.micromarkExtensions) data.micromarkExtensions = data.micromarkExtensions.map(gatedExtension);
  if (data.fromMarkdownExtensions) data.fromMarkdownExtensions = data.fromMarkdownExtensions.map(gatedFromMarkdown);
}
