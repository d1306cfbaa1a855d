/**
 * The class names of Docusaurus's classic theme that a Docusaurus website's Markdown carries besides
 * sitegen's, for its custom CSS (`.alert--success`, `.tabs__item--active`): shared by the React components
 * and by src/render/markdownHtml.ts, which writes the same markup without React.
 */

/** Infima's alert colour of each admonition kind, as Docusaurus's admonitions take them. */
const alertTypes: Readonly<Record<string, string>> = {
  note: 'secondary',
  secondary: 'secondary',
  tip: 'success',
  success: 'success',
  info: 'info',
  important: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

export function admonitionClassic(kind: string): string {
  return `theme-admonition theme-admonition-${kind} alert alert--${alertTypes[kind] ?? 'secondary'}`;
}

export const tabsClassic = {
  container: 'tabs-container',
  list: 'tabs',
  tab: (active: boolean) => `tabs__item${active ? ' tabs__item--active' : ''}`,
};

/** A code block's container, as Docusaurus's: `theme-code-block`, and `language-<name>` when it has one. */
export function codeBlockClassic(language: string | undefined): string {
  return `theme-code-block${language ? ` language-${language}` : ''}`;
}
