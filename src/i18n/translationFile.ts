/**
 * The JSON files translators edit, in Docusaurus's format:
 * `{ "id": { "message": "…", "description": "…" } }`, or plainly
 * `{ "id": "…" }`. Read with positions, so a mistake is reported at its line
 * and column; written with sorted keys, two-space indents and a final
 * newline, so a translator's diff shows only what changed.
 */
import path from 'node:path';
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import { readSourceText, type SourceTextOptions } from '../content/readSourceText.ts';
import { outsideBoundaryProblem, readBoundary, realPathOutside, type ReadBoundary } from '../content/realPathInside.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../diagnostics/locate.ts';
import { duplicateKeyWarnings } from '../schemas/duplicateKeys.ts';

export interface TranslationEntry {
  message: string;
  description?: string;
}

/** Id → entry, as a translation file holds them. */
export type TranslationEntries = Record<string, TranslationEntry>;

/**
 * An empty set of entries, without a prototype: an id is any string, and `entries['__proto__'] = …` on a
 * plain object would set its prototype instead of adding the id (and JSON.stringify would leave it out).
 */
export function noEntries(): TranslationEntries {
  return Object.create(null) as TranslationEntries;
}

/** Where a locale's translation files are, and how they are read (`limits.maxFileSize`, `readRoot`). */
export interface TranslationFilesOptions {
  siteDir: string;
  locale: string;
  sourceText?: SourceTextOptions;
  /** The folder the files may be in, after following links. @default the site folder */
  boundary?: ReadBoundary;
}

export interface ReadTranslationFile {
  /** Undefined when the file does not exist or is not JSON; otherwise every valid entry (bad ones are problems). */
  entries?: TranslationEntries;
  problems: Diagnostic[];
}

const hint =
  'Write each message as a string: { "theme.docs.paginator.next": { "message": "Suivant" } }, or { ' +
  '"theme.docs.paginator.next": "Suivant" }.';

function describeValue(node: Node): string {
  if (node.type === 'null') return 'null';
  if (node.type === 'array') return 'an array';
  if (node.type === 'object') return 'an object without a "message"';
  return `a ${node.type}`;
}

/**
 * Reads a translation file; absent is not a problem (nothing is translated), broken is. Its bytes go through
 * `readSourceText`, as a doc's do: over `limits.maxFileSize` it is refused unread, and it must be UTF-8.
 * Given a `boundary`, a file whose real path (after symbolic links) is outside it is refused unread too, a
 * `LinkOutsideSite` error at the file, as a doc is (src/content/realPathInside.ts).
 */
export async function readTranslationFile(
  file: string,
  sourceText: SourceTextOptions = {},
  boundary?: ReadBoundary,
): Promise<ReadTranslationFile> {
  const outside = boundary && realPathOutside(file, boundary.readRoot);
  if (boundary && outside) return { problems: [outsideBoundaryProblem(boundary, { file, real: outside })] };
  let text: string;
  try {
    const read = await readSourceText(file, sourceText);
    if ('problem' in read) return { problems: [read.problem] };
    text = read.text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { problems: [] };
    throw error;
  }
  const name = path.basename(file);
  const at = (offset: number) => positionAt(text, offset);
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const first = errors[0];
  if (first || !tree) {
    const { line, column } = at(first?.offset ?? 0);
    return {
      problems: [
        {
          code: 'InvalidTranslationFile',
          severity: 'error',
          file,
          line,
          column,
          message: `${name} is not valid JSON: ${first ? printParseErrorCode(first.error) : 'the file is empty'}.`,
          hint: 'Translation files are strict JSON: double-quoted names, no comments, no trailing commas.',
        },
      ],
    };
  }
  if (tree.type !== 'object') {
    const { line, column } = at(tree.offset);
    return {
      problems: [
        {
          code: 'InvalidTranslationFile',
          severity: 'error',
          file,
          line,
          column,
          message: `${name} must hold a JSON object of messages by id, but it holds ${describeValue(tree)}.`,
          hint,
        },
      ],
    };
  }
  const problems: Diagnostic[] = duplicateKeyWarnings(file, text, tree);
  const entries = noEntries();
  for (const property of tree.children ?? []) {
    const [key, value] = property.children ?? [];
    if (key?.type !== 'string' || typeof key.value !== 'string' || !value) continue;
    const read = readEntry(value);
    if ('entry' in read) entries[key.value] = read.entry;
    else {
      const { line, column } = at(read.wrong.offset);
      problems.push({
        code: 'InvalidTranslationFile',
        severity: 'error',
        file,
        line,
        column,
        message: `The message of ${JSON.stringify(key.value)} is ${describeValue(read.wrong)}, not a string.`,
        hint,
      });
    }
  }
  return { entries, problems };
}

/**
 * A message by id: a string, or `{ message, description }` as Docusaurus writes them; else the node that is not a
 * string.
 */
function readEntry(value: Node): { entry: { message: string; description?: string } } | { wrong: Node } {
  if (value.type === 'string') return { entry: { message: String(value.value) } };
  const message =
    value.type === 'object'
      ? value.children?.find((p) => p.children?.[0]?.value === 'message')?.children?.[1]
      : undefined;
  if (message?.type !== 'string') return { wrong: message ?? value };
  const description = value.children?.find((p) => p.children?.[0]?.value === 'description')?.children?.[1];
  return {
    entry: {
      message: String(message.value),
      ...(description?.type === 'string' ? { description: String(description.value) } : {}),
    },
  };
}

/**
 * A file of the locale's translations, read as `readTranslationFile` reads it, inside the options' boundary (the site
 * folder by default).
 */
export function readLocaleFile(file: string, options: TranslationFilesOptions): Promise<ReadTranslationFile> {
  return readTranslationFile(file, options.sourceText, options.boundary ?? readBoundary(options.siteDir));
}

/**
 * The locale's folder (`i18n/<locale>/`), when it (or `i18n/`) is a symbolic link leading outside the
 * options' boundary: one `LinkOutsideSite` error at the folder, and none of its files is read.
 */
export function localeDirOutside(options: TranslationFilesOptions): Diagnostic | undefined {
  const boundary = options.boundary ?? readBoundary(options.siteDir);
  const dir = localeDir(options.siteDir, options.locale);
  const outside = realPathOutside(dir, boundary.readRoot);
  return outside ? outsideBoundaryProblem(boundary, { file: dir, real: outside }) : undefined;
}

/** Id → message. */
export function messagesOf(entries: TranslationEntries | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(entries ?? {}).map(([id, entry]) => [id, entry.message]));
}

/** The file's text: keys sorted, two-space indents, a newline at the end. */
export function formatTranslationFile(entries: TranslationEntries): string {
  const sorted = Object.fromEntries(
    Object.keys(entries)
      .sort()
      .map((id) => {
        const entry = entries[id]!;
        return [
          id,
          entry.description !== undefined
            ? { message: entry.message, description: entry.description }
            : { message: entry.message },
        ];
      }),
  );
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

/** The folder of a locale's translations: `i18n/<locale>/`. */
export function localeDir(siteDir: string, locale: string): string {
  return path.join(siteDir, 'i18n', locale);
}
