/**
 * The catalogue of diagnostic codes. A code is permanent: documentation and
 * people's searches refer to it, so rename never, add freely.
 */
export const diagnosticCodes = {
  InvalidConfig: 'The site configuration is not valid.',
  InvalidEnvironment: 'An environment variable sitegen reads has a value it cannot use.',
  ConfigNotFound: 'No sitegen.config.ts was found.',
  ModuleLoadFailed: 'A TypeScript module of the site could not be compiled or run.',
  InvalidFrontMatter: 'The front matter of a Markdown file is not valid.',
  MissingDefaultExport: 'A React page has no default export.',
  DuplicateRoute: 'Two sources produce the same route.',
  DuplicateDocId: 'Two docs have the same id.',
  UnknownDocId: 'A sidebar or front matter names a doc id that does not exist.',
  UnknownSidebarId: 'A sidebar id that does not exist was requested.',
  InvalidSidebar: 'A sidebar item is not valid.',
  DuplicateSidebarsFile: 'The site has more than one sidebars file (sidebars.ts, .js, .cjs, .mjs, .json).',
  InvalidCategoryFile: 'A _category_.json (or _category_.yml, _category_.yaml) file is not valid.',
  InvalidTagsFile: 'The docs/tags.yml file, which defines tags, is not valid.',
  DuplicateCategoryFile: 'A docs folder has more than one of _category_.json, _category_.yml and _category_.yaml.',
  UnknownDirective: 'A Markdown directive names no known widget.',
  InvalidDirective: 'A Markdown directive is used in a way it does not support.',
  UnsupportedMarkdown: 'The Markdown uses syntax the pipeline does not render (MDX in a doc compiled as CommonMark).',
  InvalidMdx: 'An MDX doc is not valid MDX (unclosed tags, stray braces), or imports what sitegen cannot provide.',
  InvalidCodeMeta: 'The meta string of a code block is not valid.',
  UnknownLanguage: 'A code block names a language the highlighter does not know: it is shown as plain text (a warning).',
  HighlightFailed: 'A code block\'s grammar failed to load or to highlight it: it is shown as plain text (a warning).',
  InvalidMath: 'Math in a Markdown doc is TeX that KaTeX cannot render.',
  BrokenLink: 'A link points to a route that does not exist.',
  BrokenAnchor: 'A link points to an anchor that does not exist on its page.',
  RenderFailed: 'A page threw while being rendered.',
  BundleFailed: 'The client bundle could not be built.',
  OutputFailed: 'The output folder could not be written.',
  UnsafeOutput: 'The output folder is one a build must not replace.',
  PortUnavailable: 'sitegen serve cannot listen on the requested host and port.',
  BuildNotFound: 'sitegen serve found no built site to serve.',
  InvalidSchemaFile: 'A JSON Schema file is not valid JSON or not a schema.',
  SchemaRefMissing: 'A schema references a file that does not exist.',
  SchemaRefOutsideSite: 'A schema references a file outside the site.',
  MarkdownPluginFailed: 'A remark or rehype plugin of the site threw while compiling a doc.',
  FolderNotEmpty: 'sitegen init was asked to write a site into a folder that already holds files.',
} as const;

export type DiagnosticCode = keyof typeof diagnosticCodes;
