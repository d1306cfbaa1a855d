/** The directive names the Markdown plugins handle themselves, for messages and checks. */
/** Docusaurus's five, `caution` (its older name for warning) and the legacy `important`, `success` and `secondary`. */
export const admonitionKinds = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
] as const;
export type AdmonitionKind = (typeof admonitionKinds)[number];

/** Written as containers (`:::name`): admonitions and tabs. */
export const containerDirectives: readonly string[] = [...admonitionKinds, 'tabs'];

/** Every name a widget must not take. */
export const builtInDirectives: ReadonlySet<string> = new Set([...containerDirectives, 'tab', 'npm2yarn']);
