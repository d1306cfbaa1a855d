/**
 * Files of the build cache that say when they cannot be trusted: a first
 * line with the format's name and a CRC-32 of the rest, then JSON. The check
 * is against a file cut short or edited, not an attacker (the cache folder is
 * the user's own); CRC-32 reads 30 MB in milliseconds where sha256 of the
 * text took a third of a second. Written beside, then renamed: a crash leaves
 * the old file or the new one, never half of one (and the file beside, which
 * the next build removes: leftovers.ts).
 */
import { isAscii } from 'node:buffer';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { faultPoint } from '../output/faultPoint.ts';

/**
 * A file of the cache: its format's name, a CRC-32 of the rest, and JSON; or why it cannot be read.
 * The check is against a file cut short or edited, not an attacker (the cache folder is the user's
 * own); CRC-32 reads 30 MB in milliseconds where sha256 of the text took a third of a second.
 * `vouched`: the caller knows the file is as written (cacheChunks.ts, by its size and time); the
 * checksum is not computed, the format and the JSON still are checked.
 */
export async function readChecked<T>(
  file: string,
  fileFormat: string,
  options: { vouched?: boolean } = {},
): Promise<{ data: T; checksum: string } | { ignored: string } | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return undefined;
  }
  const newline = bytes.indexOf(10);
  const [name, version, checksum = ''] = bytes
    .subarray(0, newline === -1 ? bytes.length : newline)
    .toString('utf8')
    .split(' ');
  // Another version's file names the same format; a first line that names none is damage, not a version.
  if (`${name} ${version}` !== fileFormat)
    return {
      ignored:
        name === fileFormat.split(' ')[0]
          ? 'it was written by another version of sitegen'
          : 'it is corrupt (its first line is not the header of a sitegen cache file)',
    };
  const body = bytes.subarray(newline + 1);
  // A file the caller vouches for (its size and time are those recorded when it was written) is not summed again.
  if (newline === -1 || (!options.vouched && crc32(body).toString(16) !== checksum))
    return { ignored: 'it is corrupt (its checksum does not match)' };
  try {
    return { data: JSON.parse(textOf(body)) as T, checksum };
  } catch {
    return { ignored: 'it is corrupt (not JSON)' };
  }
}

/** One UTF-16 unit as a JSON escape: a pair of surrogates becomes two, as JSON allows. */
const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * JSON as bytes, every character outside ASCII escaped (`\u2139`), so the file is ASCII: it is read back
 * without decoding UTF-8, and its strings are of one byte a character. Reading the 35 MB cache of a
 * 10,000-page site (half its chunks held a character outside ASCII) took 0.64-0.80 s, and 0.41-0.52 s so.
 */
export function asciiJson(data: unknown): Buffer {
  const json = JSON.stringify(data);
  return Buffer.from(/[\u0080-\uffff]/.test(json) ? json.replace(/[\u0080-\uffff]/g, escapeCharacter) : json, 'latin1');
}

/**
 * A body's text: ASCII, as asciiJson writes it, byte for byte; anything else (a cache of an older sitegen) as UTF-8.
 */
function textOf(body: Buffer): string {
  return isAscii(body) ? body.toString('latin1') : body.toString('utf8');
}

/** Written beside, then renamed: a crash leaves the old file or the new one, never half of one. */
export async function writeBody(file: string, fileFormat: string, checksum: string, body: Buffer): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, Buffer.concat([Buffer.from(`${fileFormat} ${checksum}\n`, 'utf8'), body]));
  await faultPoint('cache-chunk');
  await rename(partial, file);
}

export async function writeChecked(file: string, fileFormat: string, data: unknown): Promise<void> {
  const body = asciiJson(data);
  await mkdir(path.dirname(file), { recursive: true });
  await writeBody(file, fileFormat, crc32(body).toString(16), body);
}
