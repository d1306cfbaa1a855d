/** A file of the built site, held in memory until writeOutput writes them all. */
export interface OutputFile {
  /** Path inside the output folder, with `/` separators. */
  path: string;
  contents: Uint8Array | string;
}
