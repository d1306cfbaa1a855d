/**
 * A quick fingerprint of an output file's contents, to tell whether a build writes it again (20 MB of
 * search files at 10,000 pages): CRC-32 and the length, not for security.
 */
import { crc32 } from 'node:zlib';

export const outputHash = (contents: Uint8Array | string) => `${crc32(contents).toString(36)}-${contents.length}`;
