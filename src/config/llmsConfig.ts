/**
 * The `llms` key of `sitegen.config.ts`: docs for machines (src/twins/), a Markdown twin of every page,
 * `llms.txt`, `llms-full.txt` and the "Copy page" menu. Its shape for validation is llmsShape.ts.
 */
/** What `llms` sets. */
export interface LlmsConfig {
  /** Write the twins and the two files. @default true */
  enabled?: boolean;
  /** Write `/llms-full.txt`, every current doc's twin in sidebar order. @default true */
  full?: boolean;
  /** The routes that get twins and are listed, as globs (`'/docs/**'`). @default every doc, post and Markdown page */
  include?: string[];
  /** Routes left out, as globs. @default [] */
  exclude?: string[];
  /**
   * `llms.txt`'s sections in place of the sidebars' categories: each a title and the routes it lists, as globs, in
   * order.
   */
  sections?: LlmsSectionConfig[];
  /** "Open in …" links of the "Copy page" menu, for assistants the site names. @default [] */
  assistants?: LlmsAssistantConfig[];
}

/** An assistant the "Copy page" menu opens the page in. */
export interface LlmsAssistantConfig {
  /** Its name, shown as "Open in <label>". */
  label: string;
  /**
   * Its address, where `{url}` stands for the page's twin's absolute address (percent-encoded):
   * `'https://chatgpt.com/?q=Read+{url}'`.
   */
  url: string;
}

/** A section of `llms.txt`. */
export interface LlmsSectionConfig {
  title: string;
  /** The routes it lists, as globs; a route goes in the first section that takes it. */
  include: string[];
}
