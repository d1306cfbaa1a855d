/**
 * Reads a source file of the site (a doc, a schema, a category or tags file, a `file=` code block's file)
 * as text, the one way every reader does: refused over the size limit, a UTF-8 byte-order mark dropped,
 * anything that is not UTF-8 an error at its first invalid byte, never U+FFFD shown in its place.
 */
import { readFileSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { positionAt } from '../diagnostics/locate.ts';

/** The default of `limits.maxFileSize`, in megabytes. */
export const defaultMaxFileSizeMb = 20;

const bytesPerMb = 1_000_000;

export interface SourceTextOptions {
  /** Larger files are refused, in megabytes (1,000,000 bytes). @default 20 */
  maxFileSizeMb?: number;
  /** Where the limit is set, for the message: `limits.maxFileSize in sitegen.config.ts`, `--max-file-size`. */
  limitSetting?: string;
}

export type SourceText = { text: string } | { problem: Diagnostic };

const defaultSetting = 'limits.maxFileSize in sitegen.config.ts';

/** `31.4 MB`: one decimal under 100, none above. */
function megabytes(bytes: number): string {
  const mb = bytes / bytesPerMb;
  return `${mb < 100 ? (Math.floor(mb * 10) / 10).toLocaleString('en') : Math.floor(mb).toLocaleString('en')} MB`;
}

function tooLarge(file: string, size: number, options: SourceTextOptions): Diagnostic | undefined {
  const limit = options.maxFileSizeMb ?? defaultMaxFileSizeMb;
  if (size <= limit * bytesPerMb) return undefined;
  const setting = options.limitSetting ?? defaultSetting;
  return {
    code: 'FileTooLarge',
    severity: 'error',
    file,
    message: `The file is ${megabytes(size)}, over the ${limit.toLocaleString('en')} MB limit (${setting}).`,
    hint: `Split the file, or raise ${setting.replace(/ in .*$/, '')} if it really is meant to be this large.`,
  };
}

/** What a file that is not UTF-8 probably is, from its first bytes and its invalid byte. */
function guessEncoding(bytes: Uint8Array): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    return 'it starts with a UTF-16 byte-order mark';
  return 'it looks like Latin-1 or Windows-1252';
}

/** The offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i]!;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
    }
    // Overlong three- and four-byte forms, surrogates and code points past U+10FFFF.
    const second = bytes[i + 1] ?? 0;
    if (
      (byte === 0xe0 && second < 0xa0) ||
      (byte === 0xed && second > 0x9f) ||
      (byte === 0xf0 && second < 0x90) ||
      (byte === 0xf4 && second > 0x8f)
    )
      return i;
    i += length;
  }
  return bytes.length;
}

function decode(file: string, bytes: Uint8Array): SourceText {
  const hasBom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = hasBom ? bytes.subarray(3) : bytes;
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(body) };
  } catch {
    const offset = firstInvalidByte(body);
    // The text before the bad byte is valid, so its line and column are the editor's.
    const before = new TextDecoder('utf-8').decode(body.subarray(0, offset));
    const { line, column } = positionAt(before, before.length);
    const byte = body[offset] ?? 0;
    return {
      problem: {
        code: 'InvalidEncoding',
        severity: 'error',
        file,
        line,
        column,
        message:
          `The file is not UTF-8: byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} at ` +
          `${line}:${column} starts no valid UTF-8 character.`,
        hint: `Save the file as UTF-8; ${guessEncoding(bytes)}.`,
      },
    };
  }
}

/**
 * Reads a source file as UTF-8 text, or says why its content cannot be used. A file that cannot be read at
 * all (missing, a folder, no permission) throws as `readFile` does: each reader words that its own way.
 */
export async function readSourceText(file: string, options: SourceTextOptions = {}): Promise<SourceText> {
  const problem = tooLarge(file, (await stat(file)).size, options);
  if (problem) return { problem };
  return decode(file, await readFile(file));
}

/** The same, synchronously, for readers that run inside a synchronous unified plugin. */
export function readSourceTextSync(file: string, options: SourceTextOptions = {}): SourceText {
  const problem = tooLarge(file, statSync(file).size, options);
  if (problem) return { problem };
  return decode(file, readFileSync(file));
}
