/** A file of the built site, held in memory until writeOutput writes them all. */
export interface OutputFile {
  /** Path inside the output folder, with `/` separators. */
  path: string;
  contents: Uint8Array | string;
  /** A hash of the contents when the producer took one already (a name that carries it): spares hashing them again. */
  hash?: string;
}
