/**
 * Number prefixes, as Docusaurus reads them: `01-intro.md`, `02_guides/`,
 * `3.setup.md`, `001 - Basics/` are named `intro`, `guides`, `setup`, `Basics`
 * and take the number as their position. A name that starts like a version or
 * a date (`1.0-release`, `2024-05-notes`) keeps it: that is not an order.
 */

/** Digits, a separator, more digits: a version or a date, not a prefix. */
const versionOrDate = /^\d+[-_.]\d+/;

/** Digits, then `-`, `_` or `.` (spaces around them allowed), then the name, which must start with something else. */
const prefixed = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/;

/** Removes a `01-` ordering prefix from a file or folder name. */
export function stripNumberPrefix(name: string): { name: string; position: number | undefined } {
  const match = versionOrDate.test(name) ? undefined : prefixed.exec(name);
  if (!match) return { name, position: undefined };
  return { name: match[2] ?? name, position: Number(match[1]) };
}
