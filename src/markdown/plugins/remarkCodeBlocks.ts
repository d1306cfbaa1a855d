/**
 * Fenced code blocks become `<pre data-sg-code><code class="language-js">`, as
 * rehype plugins expect code to look, with their options as data attributes;
 * the highlighter turns each into a `code-block` element holding shiki's
 * `<pre>` (rehypeHighlight). `npm2yarn` blocks become tabs of npm, yarn and
 * pnpm commands, synced site-wide by the `npm2yarn` group. Docusaurus's magic
 * comments (`// highlight-next-line`, `# highlight-start` …) are removed here
 * and the lines they mark join the meta's `{1,3-5}` (`magicComments.ts`), so
 * rehype plugins, line ranges and line numbers all see the code as shown.
 *
 * The replacement node has a type of its own, so mdast-util-to-hast takes its
 * element as given instead of making one for a `code` node.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Code, Parent, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { parseCodeMeta, type CodeMeta } from '../codeMeta.ts';
import { contextOf, report, type CompileContext } from '../compileContext.ts';
import { outsideBoundaryProblem, readBoundary, realPathOutside } from '../../content/realPathInside.ts';
import { parseMagicComments } from '../highlight/magicComments.ts';
import { closest } from '../../diagnostics/didYouMean.ts';
import { readSourceTextSync } from '../../content/readSourceText.ts';
import { convertNpmCommand, type PackageManager } from '../npm2yarn.ts';

interface CodeBlockNode {
  type: 'sitegenCodeBlock';
  position: Code['position'];
  data: NonNullable<Code['data']>;
}

function codeBlock(
  value: string,
  lang: string | null | undefined,
  meta: CodeMeta,
  position: Code['position'],
): CodeBlockNode {
  return {
    type: 'sitegenCodeBlock',
    position,
    data: {
      hName: 'pre',
      hProperties: {
        dataSgCode: '',
        dataTitle: meta.title,
        dataHighlightLines: meta.highlightLines.length > 0 ? meta.highlightLines.join(',') : undefined,
        dataShowLineNumbers: meta.showLineNumbers ? String(meta.startLineNumber) : undefined,
      },
      hChildren: [
        {
          type: 'element',
          tagName: 'code',
          properties: lang ? { className: [`language-${lang}`] } : {},
          children: [{ type: 'text', value }],
        },
      ],
    },
  };
}

/**
 * The text of a `file=` block: read from `static/` (a path starting with `/`) or beside the doc, and
 * recorded as a dependency so the compile cache notices when it changes. Undefined after a reported problem.
 */
function readCodeFile(context: CompileContext, node: Code, name: string): string | undefined {
  if (node.value.trim() !== '') {
    report(context, node, {
      code: 'InvalidCodeMeta',
      message: `A code block with file=${name} takes its text from the file, but it has text of its own.`,
      hint: 'Leave the block empty, or remove file=.',
    });
    return undefined;
  }
  const base = name.startsWith('/') ? context.staticDir : path.dirname(context.file);
  if (!base) {
    report(context, node, {
      code: 'InvalidCodeMeta',
      message: `file=${name} starts with /, but this site has no static/ folder.`,
      hint: 'Create static/ for the file, or write a path relative to this Markdown file, e.g. file=./example.json.',
    });
    return undefined;
  }
  const file = path.join(base, name);
  const siteDir = context.staticDir ? path.dirname(context.staticDir) : path.dirname(context.file);
  if (path.relative(siteDir, file).startsWith('..')) {
    report(context, node, {
      code: 'InvalidCodeMeta',
      message: `file=${name} points outside the site (${file}).`,
      hint: 'Code blocks may read files inside the site only.',
    });
    return undefined;
  }
  const boundary = readBoundary(siteDir, context.readRoot);
  const outside = realPathOutside(file, boundary.readRoot);
  if (outside) {
    const problem = outsideBoundaryProblem(boundary, { file, real: outside, named: `file=${name}` });
    report(context, node, {
      code: problem.code,
      message: problem.message,
      ...(problem.hint ? { hint: problem.hint } : {}),
    });
    return undefined;
  }
  let text: string;
  try {
    const read = readSourceTextSync(file, {
      ...(context.maxFileSizeMb ? { maxFileSizeMb: context.maxFileSizeMb } : {}),
    });
    if ('problem' in read) {
      // Reported at the code block: the doc is what fails to build, and its line is where to look.
      report(context, node, {
        code: read.problem.code,
        message: `file=${name}: ${read.problem.message.replace(/^The file/, `${path.relative(siteDir, file)}`)}`,
        ...(read.problem.hint ? { hint: read.problem.hint } : {}),
      });
      return undefined;
    }
    text = read.text;
  } catch {
    let names: string[] = [];
    try {
      names = readdirSync(path.dirname(file));
    } catch {
      /* the folder is missing too */
    }
    const suggestion = closest(path.basename(file), names);
    report(context, node, {
      code: 'InvalidCodeMeta',
      message: `file=${name} names ${path.relative(siteDir, file)}, which cannot be read.`,
      hint: suggestion
        ? `Did you mean "${suggestion}"?`
        : name.startsWith('/')
          ? 'Paths starting with / are inside static/.'
          : 'Relative paths start from the folder of this Markdown file.',
    });
    return undefined;
  }
  context.dependencies.push({ file, sha256: createHash('sha256').update(text).digest('hex') });
  return text.replace(/\r?\n$/, '');
}

export function remarkCodeBlocks() {
  return (tree: Root, file: VFile) => {
    const context = contextOf(file);
    /** The block that replaces a code node, or undefined to leave it (a problem was reported). */
    const replacement = (node: Code): RootContent | undefined => {
      // ```title="a.txt" or ```{1,3}: no language, only options, as Docusaurus reads such a fence.
      if (node.lang && (node.lang.includes('=') || node.lang.startsWith('{'))) {
        node.meta = node.meta ? `${node.lang} ${node.meta}` : node.lang;
        node.lang = null;
      }
      // Line ranges are checked once the text is known (it may come from file=), without its magic comment lines.
      const lenient = context.lenient === true;
      const options = parseCodeMeta(node.meta, Number.POSITIVE_INFINITY, { lenient });
      let text = node.value;
      if (options.ok && options.meta.file !== undefined) {
        const read = readCodeFile(context, node, options.meta.file);
        if (read === undefined) return;
        text = read;
      }
      const magic = parseMagicComments(text, node.lang ?? undefined);
      const parsed = options.ok ? parseCodeMeta(node.meta, magic.code.split('\n').length, { lenient }) : options;
      if (!parsed.ok) {
        report(context, node, { code: 'InvalidCodeMeta', message: parsed.message, hint: parsed.hint });
        return;
      }
      for (const warning of parsed.warnings)
        report(context, node, {
          code: 'InvalidCodeMeta',
          severity: 'warning',
          message: warning.message,
          ...(warning.hint ? { hint: warning.hint } : {}),
        });
      // The file's name is the default title.
      if (parsed.meta.file !== undefined) parsed.meta.title ??= path.basename(parsed.meta.file);
      parsed.meta.highlightLines = [...new Set([...parsed.meta.highlightLines, ...magic.highlightedLines])].sort(
        (a, b) => a - b,
      );
      if (!parsed.meta.npm2yarn)
        return codeBlock(magic.code, node.lang, parsed.meta, node.position) as unknown as RootContent;
      const managers: PackageManager[] = ['npm', 'yarn', 'pnpm'];
      const tabs = {
        type: 'containerDirective',
        name: 'npm2yarn',
        position: node.position,
        data: { hName: 'tabs', hProperties: { groupId: 'npm2yarn' } },
        children: managers.map((manager) => ({
          type: 'blockquote',
          data: { hName: 'tab-panel', hProperties: { label: manager, value: manager } },
          children: [codeBlock(convertNpmCommand(magic.code, manager), node.lang, parsed.meta, node.position)],
        })),
      };
      return tabs as never;
    };
    // In document order, as visit would; a replacement is not walked into (it holds no Markdown code node).
    const replaceIn = (parent: Parent): void => {
      parent.children.forEach((child, index) => {
        if (child.type === 'code') {
          const block = replacement(child);
          if (block) parent.children[index] = block;
        } else if ('children' in child) {
          replaceIn(child);
        }
      });
    };
    replaceIn(tree);
  };
}
