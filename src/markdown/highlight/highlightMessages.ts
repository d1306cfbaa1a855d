/** The messages between the build's thread and its highlighting thread (highlightThread.ts, highlightWorker.ts). */
import type { Element } from 'hast';
import type { HighlightOptions, PlainTextFallback } from './highlighter.ts';

export interface HighlightRequest {
  id: number;
  code: string;
  options: HighlightOptions;
  /** The block's key, when it is to come back compacted (a Markdown doc of a site without plugins of its own). */
  compactKey?: string;
}

export type HighlightReply =
  /** The block as `highlightToHast` gave it; `compacted` when it was asked for and done. */
  | { id: number; pre: Element; fallback?: PlainTextFallback; compacted: boolean }
  /** What `highlightToHast` threw: the same error as on the build's thread. */
  | { id: number; error: unknown }
  /** A reply that could not cross threads: the block is highlighted on the build's thread. */
  | { id: number; retry: true };
