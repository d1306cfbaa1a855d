/**
 * `search-documents.json`: every searched page's document, in page order, as `JSON.stringify` of the list writes
 * it. Each document is encoded on its own and its length in bytes kept, so that the next build takes the documents
 * of the pages it kept from the last file's bytes instead of encoding them again. At 2,000 pages the file is 7.5 MB,
 * and encoding it whole took 120-200 ms of every rebuild (a few characters outside Latin-1 make it two-byte text);
 * a rebuild of one page now encodes that page.
 */
import type { OutputFile } from '../output/outputFile.ts';
import type { SearchDocument } from './indexSearch.ts';

export const documentsPath = 'search-documents.json';

/** The last build's file, and each of its documents' length in bytes, in order. */
export interface LastDocuments {
  bytes: Uint8Array;
  lengths: readonly number[];
}

export interface DocumentsFile {
  file: OutputFile;
  /** Each document's length in bytes, for the next build (`LastDocuments`). */
  lengths: number[];
}

const open = Buffer.from('[');
const comma = Buffer.from(',');
const close = Buffer.from(']');

/**
 * Where each of the last file's documents starts, when the file is the list its lengths say (`[`, the documents
 * separated by commas, `]`) of as many documents as there are now; else undefined.
 */
function lastOffsets(last: LastDocuments, count: number): number[] | undefined {
  const { bytes, lengths } = last;
  if (lengths.length !== count || count === 0) return undefined;
  const offsets: number[] = [];
  let at = 1;
  for (const length of lengths) {
    offsets.push(at);
    at += length + 1;
  }
  const [first, end] = [bytes[0], bytes[bytes.length - 1]];
  return at === bytes.length && first === open[0] && end === close[0] ? offsets : undefined;
}

/**
 * The file of `documents`. `same(i)`: the i-th document is the last build's i-th, as it was (the page was kept):
 * its bytes are taken from `last`, when its layout lines up with this build's documents.
 */
export function documentsFile(
  documents: readonly SearchDocument[],
  last?: LastDocuments & { same: (index: number) => boolean },
): DocumentsFile {
  const offsets = last && lastOffsets(last, documents.length);
  const parts: Uint8Array[] = [open];
  const lengths: number[] = [];
  documents.forEach((document, i) => {
    if (i > 0) parts.push(comma);
    const start = offsets?.[i];
    const length = last?.lengths[i];
    const part =
      last && start !== undefined && length !== undefined && last.same(i)
        ? last.bytes.subarray(start, start + length)
        : Buffer.from(JSON.stringify(document), 'utf8');
    parts.push(part);
    lengths.push(part.length);
  });
  parts.push(close);
  return { file: { path: documentsPath, contents: Buffer.concat(parts) }, lengths };
}
