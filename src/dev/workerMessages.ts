/** What the watcher and its build worker say to each other. */

export interface WorkerOptions {
  siteDir: string;
  outDir: string;
  /** Paths in messages are shown relative to this. */
  cwd: string;
}

/** To the worker: rebuild after these files changed (absolute paths). */
export interface UpdateRequest {
  type: 'update';
  files: string[];
}

export type WorkerReport =
  | {
      type: 'built';
      /** Addresses of the pages that changed or went away. */
      changed: string[];
      rendered: number;
      pages: number;
      /** Every page was rendered: every tab reloads. */
      full: boolean;
      ms: number;
      /** Formatted, as the CLI prints them. */
      warnings: string[];
      /** Files read once per worker (the config and what it imports): a change to one restarts the worker. */
      restartOn: string[];
      basePath: string;
    }
  /** The build failed: the formatted diagnostics and a one-line summary. */
  | { type: 'failed'; problems: string[]; summary: string; restartOn: string[] }
  /** The search index is written too. */
  | { type: 'indexed' }
  | { type: 'log'; text: string };
