/**
 * What kind of page a search result is, when it is not a doc: a small tag
 * after its title with its blog's name ("Blog", "Changelog"), in the
 * dialog and on the `/search` page alike.
 */
export function HitLabel({ label }: { label: string | undefined }) {
  return label ? <span className="sg-search-label">{label}</span> : null;
}
