/**
 * The catalogue of diagnostic codes. A code is permanent: documentation and
 * people's searches refer to it, so rename never, add freely.
 */
export const diagnosticCodes = {
  InvalidConfig: 'The site configuration is not valid.',
  DocusaurusUnsupported:
    'A setting, plugin or theme of a Docusaurus config has no equivalent in sitegen, or cannot be read: what ' +
    'it does is missing from the site (a warning; an error with --strict).',
  InvalidEnvironment: 'An environment variable sitegen reads has a value it cannot use.',
  ConfigNotFound: 'No sitegen.config.ts or docusaurus.config.{js,ts,mjs,cjs,mts,cts} was found.',
  ConfigTimeout: 'The config did not finish loading within the time allowed (SITEGEN_CONFIG_TIMEOUT).',
  CacheUnwritable:
    'The cache folder cannot be written (read-only, full, or not a folder): the build used a temporary one (a ' +
    'warning).',
  RenderTimeout:
    'A doc took longer than limits.renderTimeout to compile or render (an endless loop, a promise that never ' +
    'settles): its work was stopped.',
  ModuleLoadFailed: 'A TypeScript module of the site could not be compiled or run.',
  InvalidFrontMatter:
    'The front matter of a Markdown file is not valid, or (a warning) has a key one edit from a known one.',
  MissingDefaultExport: 'A React page has no default export.',
  DuplicateRoute: 'Two sources produce the same route.',
  DuplicateDocId: 'Two docs have the same id.',
  UnknownDocId: 'A sidebar or front matter names a doc id that does not exist.',
  UnknownSidebarId: 'A sidebar id that does not exist was requested.',
  InvalidSidebar: 'A sidebar item is not valid.',
  DuplicateSidebarsFile: 'The site has more than one sidebars file (sidebars.ts, .js, .cjs, .mjs, .json).',
  InvalidAuthorsFile:
    "The blog's authors file (authors.yml, or the one `authorsFile` names) is not valid; an unknown field in " +
    'it is a warning.',
  UnknownBlogAuthor: 'A blog post names an author key the authors file lacks, or the blog has no authors file.',
  InvalidBlogAuthors:
    "A blog post's authors contradict each other (the legacy author keys beside `authors`, or one author named twice).",
  InlineBlogAuthor:
    'A blog post writes an author out instead of naming one of the authors file (a warning; an error with ' +
    "onInlineAuthors: 'throw').",
  InvalidBlogDate:
    "The date in a blog post's file or folder name is not a date (a day past the month's end is a warning).",
  UntruncatedBlogPost:
    'A blog post has no truncate marker, so its whole text is its summary in the lists (a warning; an error ' +
    "with onUntruncatedBlogPosts: 'throw').",
  InlineBlogTag:
    "A blog post names a tag its blog's tags file does not define (a warning; an error with onInlineTags: 'throw').",
  InvalidCategoryFile: 'A _category_.json (or _category_.yml, _category_.yaml) file is not valid.',
  InvalidTagsFile: 'The docs/tags.yml file, which defines tags, is not valid.',
  DuplicateCategoryFile: 'A docs folder has more than one of _category_.json, _category_.yml and _category_.yaml.',
  UnknownDirective: 'A Markdown directive names no known widget.',
  InvalidDirective: 'A Markdown directive is used in a way it does not support.',
  UnsupportedMarkdown: 'The Markdown uses syntax the pipeline does not render (MDX in a doc compiled as CommonMark).',
  InvalidMdx:
    'An MDX doc is not valid MDX (unclosed tags, stray braces), imports what sitegen cannot provide, or ' +
    'imports itself (an import cycle).',
  InvalidCodeMeta: 'The meta string of a code block is not valid.',
  UnknownLanguage:
    'A code block names a language the highlighter does not know: it is shown as plain text (a warning).',
  TwinPlaceholder:
    "A part of a page that shows nothing without JavaScript is a line naming it in the page's Markdown twin (a " +
    'warning printed with --verbose).',
  HighlightFailed: "A code block's grammar failed to load or to highlight it: it is shown as plain text (a warning).",
  InvalidMath: 'Math in a Markdown doc is TeX that KaTeX cannot render.',
  BrokenLink: 'A link points to a route that does not exist.',
  BrokenAnchor: 'A link points to an anchor that does not exist on its page.',
  RenderFailed: 'A page threw while being rendered.',
  BundleFailed: 'The client bundle could not be built.',
  MissingExport:
    "The site's code imports a name its module does not export: it is undefined, as webpack makes it (a warning).",
  OutputFailed:
    'The output folder, or a file that init, docs:version or write-translations writes into the site, could ' +
    'not be written.',
  PathBlocked:
    'A file stands where docs:version or write-translations writes a folder (or a folder, or a link that leads ' +
    'nowhere, where it writes a file): nothing is written.',
  UnsafeOutput: 'The output folder is one a build must not replace.',
  PreviousOutputLeft: 'The new output is in place, but the previous one, swapped out, could not be removed.',
  OutputRestored:
    'A build was stopped while swapping its output in, leaving no output: the previous output, kept beside it, ' +
    'was put back (a warning).',
  OutputMergeFinished:
    'A build was stopped while moving its new files into the output: the rest of them were moved in, and the ' +
    "output is that build's, whole (a warning).",
  PortUnavailable: 'sitegen serve cannot listen on the requested host and port.',
  BuildNotFound: 'sitegen serve found no built site to serve.',
  InvalidSchemaFile: 'A JSON Schema file is not valid JSON or not a schema.',
  SchemaRefMissing: 'A schema references a file that does not exist.',
  SchemaRefOutsideSite: 'A schema references a file outside the site.',
  AssetOutsideSite:
    "A file a React page's code imports for its address (an image, a font) is outside the site folder (or readRoot).",
  LinkOutsideSite:
    'A file the site reads (a doc, a static or linked file, a file= block, a schema, a translation file) is a ' +
    'symbolic link leading outside the site folder.',
  UnsafeLink:
    'A link uses a scheme that runs code or embeds a document (javascript:, vbscript:, data:), which a docs ' +
    'page must not.',
  MarkdownPluginFailed: 'A remark or rehype plugin of the site threw while compiling a doc.',
  PackageNotInstalled: 'A feature the site uses needs a package its project has not installed (Mermaid, for diagrams).',
  FileTooLarge:
    'A source file (a doc, a schema, a category, tags, code block or translation file) is larger than ' +
    'limits.maxFileSize.',
  InvalidEncoding: 'A source file is not UTF-8 (a UTF-8 byte-order mark is fine).',
  InputTooDeep:
    'A file nests deeper than sitegen reads (JSON brackets in a schema file, blockquotes, list items, ' +
    'directives or square brackets in a doc, or Markdown that overflows the parser).',
  DuplicateJsonKey: 'An object in a JSON schema file gives the same key twice; JSON.parse keeps the last (a warning).',
  InvalidVersions:
    'versions.json, or a version it names, is not valid (not an array of names, a name listed twice, a version ' +
    'without its versioned_docs folder).',
  VersionExists: 'sitegen docs:version was asked for a version the site already has.',
  FolderNotEmpty: 'sitegen init was asked to write a site into a folder that already holds files.',
  InvalidTranslationFile:
    'A translation file of i18n/<locale>/ (code.json, the navbar, footer or docs JSON files) is not valid ' +
    'JSON, or gives a message that is not a string.',
  InvalidLocale: "A locale is not a BCP 47 language code (fr, pt-BR), or not one of the config's i18n.locales.",
} as const;

export type DiagnosticCode = keyof typeof diagnosticCodes;
