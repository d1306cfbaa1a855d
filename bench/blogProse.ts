/**
 * The blog bench's fixed material (generateBlog.ts draws from it): the authors of `blog/authors.yml`, the tags of
 * `blog/tags.yml`, and the pools of words, phrases and headings its posts' prose is made of.
 */
export interface Author {
  key: string;
  name: string;
  title: string;
  url?: string;
  /** Site-relative: the image is written into static/. */
  image?: boolean;
  github?: string;
  page?: boolean;
}

export const authors: readonly Author[] = [
  {
    key: 'mara',
    name: 'Mara Lindqvist',
    title: 'Core maintainer',
    url: 'https://github.com/mara-l',
    image: true,
    github: 'mara-l',
    page: true,
  },
  {
    key: 'tobias',
    name: 'Tobias Brenner',
    title: 'Core maintainer',
    url: 'https://github.com/tbrenner',
    image: true,
    github: 'tbrenner',
    page: true,
  },
  { key: 'lin', name: 'Lin Wei', title: 'Compiler team', url: 'https://lin.example.dev', image: true },
  {
    key: 'keiko',
    name: 'Keiko Arai',
    title: 'Developer experience',
    url: 'https://github.com/keikoa',
    github: 'keikoa',
  },
  {
    key: 'ravi',
    name: 'Ravi Narayan',
    title: 'Performance lead',
    url: 'https://github.com/rnarayan',
    image: true,
    github: 'rnarayan',
    page: true,
  },
  { key: 'sofia', name: 'Sofía Herrera', title: 'Documentation', url: 'https://sofia.example.org' },
  { key: 'jonas', name: 'Jonas Okafor', title: 'Release manager', image: true, github: 'jokafor' },
  { key: 'team', name: 'The Toolkit team', title: 'Maintainers', url: 'https://example.org/team' },
];

export const tags: readonly { key: string; label: string; description: string }[] = [
  { key: 'release', label: 'Release', description: 'Release notes of each minor and major version.' },
  { key: 'performance', label: 'Performance', description: 'Faster builds, smaller output, less memory.' },
  { key: 'testing', label: 'Testing', description: 'Writing and running tests.' },
  { key: 'typescript', label: 'TypeScript', description: 'Types, declarations and the compiler.' },
  { key: 'javascript', label: 'JavaScript', description: 'The language and its proposals.' },
  { key: 'cli', label: 'CLI', description: 'The command line and its flags.' },
  { key: 'config', label: 'Configuration', description: 'Config files and their options.' },
  { key: 'plugins', label: 'Plugins', description: 'The plugin API and plugins worth knowing.' },
  { key: 'watch-mode', label: 'Watch mode', description: 'Rebuilding on save.' },
  { key: 'caching', label: 'Caching', description: 'What is kept between runs, and why.' },
  { key: 'community', label: 'Community', description: 'Contributors, meetups and governance.' },
  { key: 'migration', label: 'Migration', description: 'Moving from one version, or one tool, to another.' },
  { key: 'security', label: 'Security', description: 'Advisories and hardening.' },
  { key: 'documentation', label: 'Documentation', description: 'Changes to these docs.' },
  { key: 'internals', label: 'Internals', description: 'How the toolkit works inside.' },
  { key: 'accessibility', label: 'Accessibility', description: 'Output everyone can use.' },
  { key: 'tooling', label: 'Tooling', description: 'Editors, linters and formatters.' },
  { key: 'roadmap', label: 'Roadmap', description: 'What we plan next.' },
  { key: 'deprecation', label: 'Deprecation', description: 'What goes away, and when.' },
  { key: 'ecosystem', label: 'Ecosystem', description: 'The projects around the toolkit.' },
];

export const subjects = [
  'the build',
  'the compiler',
  'the watcher',
  'the dev server',
  'the CLI',
  'the cache',
  'the plugin API',
  'the config loader',
  'the test runner',
  'the formatter',
  'the parser',
  'the bundler',
  'the module resolver',
  'the type checker',
  'the router',
  'the reporter',
] as const;
export const verbs = [
  'reads',
  'validates',
  'resolves',
  'caches',
  'reports',
  'rewrites',
  'splits',
  'loads',
  'checks',
  'transforms',
  'skips',
  'collects',
] as const;
export const pastVerbs = [
  'read',
  'validated',
  'resolved',
  'cached',
  'reported',
  'rewrote',
  'split',
  'loaded',
  'checked',
  'transformed',
  'skipped',
  'collected',
] as const;
export const objects = [
  'every config file',
  'source maps',
  'the dependency graph',
  'workspace packages',
  'snapshot files',
  'environment variables',
  'glob patterns',
  'JSON modules',
  'the lock file',
  'inline options',
  'error messages',
  'worker threads',
  'file hashes',
  'import attributes',
] as const;
export const qualifiers = [
  'before anything else runs',
  'once per process',
  'in parallel on every core',
  'only when something changed',
  'lazily, on first use',
  'the same way on every platform',
  'without touching the disk',
  'in a fraction of the time it used to take',
] as const;
export const consequences = [
  'made large monorepos slow to start',
  'surprised people coming from other tools',
  'was hard to debug on CI',
  'meant a full rebuild after every save',
  'wasted memory on machines with many cores',
  'hid the real cause of an error',
] as const;
export const projects = [
  'a monorepo of 400 packages',
  'our own repository',
  'a design system with 2,000 components',
  'a mid-sized web app',
  'the ten largest open-source users',
  'a documentation site of 10,000 pages',
] as const;
export const results = [
  'cold starts dropped by a third',
  'peak memory fell by 40%',
  'the watch loop now answers in under 100 ms',
  'CI time went down by several minutes',
  'the difference was within noise, which is what we hoped for',
  'the output is byte for byte the same',
] as const;
export const conditions = [
  'rely on the old behaviour',
  'run the toolkit inside Docker',
  'use a custom resolver',
  'pin your dependencies',
  'maintain a plugin',
  'share one config across packages',
  'still support Node 18',
] as const;
export const advice = [
  'read the migration notes below first',
  'set the new option explicitly',
  'open an issue with a small reproduction',
  'try the canary release and tell us how it goes',
  'run the codemod, which handles most cases',
  'keep the previous major for a few more weeks',
] as const;
export const contributors = [
  'a first-time contributor',
  'one of our longest-standing maintainers',
  'a team at a large e-commerce company',
  'a student during a summer of open source',
  'two contributors working together across time zones',
] as const;
export const stories = [
  'spent weeks profiling real projects',
  'found the bug while upgrading their own app',
  'wrote the original proposal two years ago',
  'reviewed every edge case with us',
  'also updated the documentation and the examples',
] as const;
export const caveats = [
  'plugins that patch internals may break',
  'the default changes in the next major',
  'the error output looks slightly different',
  'Windows paths are now normalized earlier',
  'some warnings became errors',
] as const;
export const features = [
  'faster watch mode',
  'config in TypeScript',
  'parallel test runs',
  'a new plugin API',
  'smaller bundles',
  'better error messages',
  'ESM by default',
  'incremental builds',
  'workspace support',
  'native source maps',
  'import attributes',
  'a quieter reporter',
] as const;
export const articleOpenings = [
  'A closer look at',
  'Rethinking',
  'How we improved',
  'What we learned from',
  'Inside',
  'The road to',
  'Making sense of',
  'A year of',
  'Debugging',
  'Why we changed',
] as const;
export const articleTopics = [
  'the module resolver',
  'cold starts',
  'snapshot testing',
  'the cache',
  'watch mode',
  'error messages',
  'the plugin API',
  'configuration files',
  'source maps',
  'worker threads',
  'memory usage',
  'our release process',
  'the type checker',
  'monorepo support',
] as const;
export const sectionHeadings = [
  'Background',
  'Why we changed it',
  'How it works',
  'Performance',
  'Trying it out',
  'Configuration',
  'Under the hood',
  'Known issues',
  'Migrating',
  'Compatibility',
  'Measuring it',
  'Edge cases',
  'Feedback',
] as const;
export const releaseHeadings = ['New features', 'Bug fixes', 'Other changes', 'Deprecations', 'Upgrading'] as const;
