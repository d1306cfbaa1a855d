/**
 * The part of js-yaml 3 that sitegen uses (the version gray-matter parses front matter with, so
 * `_category_.yml` and `tags.yml` read YAML the same way). It ships no types of its own.
 */
declare module 'js-yaml' {
  /** Where a YAML error is: 0-based line and column. */
  export interface Mark {
    line: number;
    column: number;
    position: number;
  }

  export interface YAMLException extends Error {
    reason?: string;
    mark?: Mark;
  }

  /** Parses YAML without tags that run code; throws a YAMLException. */
  export function safeLoad(text: string, options?: { filename?: string; json?: boolean }): unknown;

  const yaml: { safeLoad: typeof safeLoad };
  export default yaml;
}
