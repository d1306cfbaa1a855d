/**
 * The builder of a site of several languages: one SiteBuilder per locale,
 * sharing the loaded config. A full build builds every other language first,
 * each into a temporary folder of its own, then the default language, whose
 * build takes them in as `<path>/` before its one swap or merge (with the
 * files each kept where they are, mergeOutput.ts): the whole output
 * changes at once, or, when any language fails, not at all. An update (serve
 * --watch) goes to every language; each renders only the pages the change
 * affects (an edit of `i18n/fr/docs/x.md` renders French pages only, an edit of
 * `docs/x.md` the English page and the French ones that show it untranslated).
 * A site of one language gets the plain SiteBuilder.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.ts';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { createSiteBuilder, type BuildOptions, type SiteBuilder, type UpdateResult } from '../build/siteBuilder.ts';
import { resolveLocales } from './locales.ts';
import { createSharedReads, newRun } from '../build/sharedReads.ts';
import type { CompiledDoc } from '../markdown/compileMarkdown.ts';
import type { OutputWriter } from '../output/outputWriter.ts';

/** One problem once, though every language that shows the doc found it. */
function uniqueProblems(problems: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = [problem.code, problem.file, problem.line, problem.column, problem.message].join('\0');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function combined(results: UpdateResult[], outDir: string): UpdateResult {
  return {
    pages: results.reduce((sum, result) => sum + result.pages, 0),
    warnings: uniqueProblems(results.flatMap((result) => result.warnings)),
    outDir,
    changed: results.flatMap((result) => result.changed),
    rendered: results.reduce((sum, result) => sum + result.rendered, 0),
    full: results.some((result) => result.full),
    indexed: Promise.all(results.map((result) => result.indexed)).then(() => undefined),
  };
}

/** Runs every language's build or update, and reports every language's problems together, each once. */
async function eachLanguage<T>(
  builders: readonly SiteBuilder[],
  run: (builder: SiteBuilder) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const problems: Diagnostic[] = [];
  for (const builder of builders) {
    try {
      results.push(await run(builder));
    } catch (error) {
      if (!(error instanceof SitegenError)) throw error;
      problems.push(...error.diagnostics);
    }
  }
  if (problems.length > 0) throw new SitegenError(uniqueProblems(problems));
  return results;
}

export async function createLocalizedBuilder(options: BuildOptions): Promise<SiteBuilder> {
  const siteDir = path.resolve(options.siteDir);
  const outDir = path.resolve(options.outDir);
  let loadedConfig =
    options.loadedConfig ?? (await options.reporter.stage('loadConfig', () => loadConfig({ siteDir })));
  const resolved = resolveLocales(loadedConfig.config, loadedConfig.file);
  const { locales } = resolved;
  if (resolved.problems.some((problem) => problem.severity === 'error')) throw new SitegenError(resolved.problems);
  // Its warnings are the config's: reported once, with the build's.
  const localeWarnings = resolved.problems;
  if (localeWarnings.length > 0)
    loadedConfig = { ...loadedConfig, warnings: [...loadedConfig.warnings, ...localeWarnings] };
  // One language: the plain builder; told its language when it is not English (lang, dir, the menu).
  if (locales.length < 2) {
    const [only] = locales;
    return createSiteBuilder({
      ...options,
      loadedConfig,
      ...(only && only.code !== 'en' ? { locale: { locale: only, locales, topOutDir: outDir } } : {}),
    });
  }
  const languages: Languages = {
    options: { ...options, loadedConfig },
    outDir,
    locales,
    finished: [],
    otherPages: 0,
    sharedCompiles: new Map(),
    // The caller's, when it took the default language's fingerprint through them already (build.ts).
    sharedReads: options.sharedReads ?? createSharedReads(),
    builders: [],
  };
  for (const locale of locales) languages.builders.push(await languageBuilder(languages, locale));
  return {
    config: languages.builders[0]!.config,
    get restartOn() {
      return [...new Set(languages.builders.flatMap((builder) => builder.restartOn))];
    },
    build: () => buildLanguages(languages),
    async update(files) {
      const changedFiles = [...files];
      return combined(await eachLanguage(languages.builders, (builder) => builder.update(changedFiles)), outDir);
    },
  };
}

type Locale = ReturnType<typeof resolveLocales>['locales'][number];

/** The languages' builders, the default language's first, and what their builds hand on to the default one's. */
interface Languages {
  options: BuildOptions;
  outDir: string;
  locales: Locale[];
  builders: SiteBuilder[];
  /**
   * The other languages' finished folders, for the default language's build to take in, with the files of theirs it
   * keeps as they are.
   */
  finished: { path: string; dir: string; keptInPlace: ReadonlySet<string> }[];
  /** The pages the other languages built, counted with the default language's in the output's record. */
  otherPages: number;
  /** Docs compiled by one language's full build, for the others (an untranslated doc is the same file in each). */
  sharedCompiles: Map<string, CompiledDoc>;
  sharedReads: ReturnType<typeof createSharedReads>;
}

/**
 * A language's builder, into its own folder of the output; the default language's takes the others' folders in
 * before it commits.
 */
function languageBuilder(languages: Languages, locale: Locale): Promise<SiteBuilder> {
  const { options, outDir, locales, sharedCompiles, sharedReads } = languages;
  return createSiteBuilder({
    ...options,
    locale: { locale, locales, topOutDir: outDir },
    sharedCompiles,
    sharedReads,
    outDir: locale.isDefault ? outDir : path.join(outDir, locale.path),
    // The fingerprint taken by build() is the default language's.
    ...(locale.isDefault ? {} : { fingerprint: undefined, outputListing: undefined }),
    ...(locale.isDefault
      ? {
          otherPages: () => languages.otherPages,
          beforeCommit: async (output: OutputWriter) => {
            for (const done of languages.finished) {
              await rename(done.dir, path.join(output.temporaryDir, done.path));
              for (const file of done.keptInPlace)
                await output.keep(`${done.path}/${file}`, path.join(outDir, done.path, file));
            }
            languages.finished = [];
          },
        }
      : {}),
  });
}

/**
 * Every other language built into a folder of its own, then the default language, which takes them in; when any
 * fails, their folders are removed and the output stays as it was.
 */
async function buildLanguages(languages: Languages): Promise<UpdateResult> {
  const { options, locales, sharedCompiles, sharedReads } = languages;
  const [main, ...others] = languages.builders as [SiteBuilder, ...SiteBuilder[]];
  const otherLocales = locales.filter((locale) => !locale.isDefault);
  // Each language's stages under its name: the same stages, once a language, are told apart.
  const languageHeading = (locale: Locale) =>
    options.reporter.info(`  ${locale.label} (${locale.code})${locale.isDefault ? '' : `, in ${locale.path}/`}`);
  const results: UpdateResult[] = [];
  try {
    results.push(
      ...(await eachLanguage(others, async (builder) => {
        const locale = otherLocales[others.indexOf(builder)];
        if (locale) languageHeading(locale);
        const result = await builder.build();
        // Kept at once, so that a later language's failure removes it.
        if (result.temporaryDir && locale)
          languages.finished.push({
            path: locale.path,
            dir: result.temporaryDir,
            keptInPlace: result.keptInPlace ?? new Set(),
          });
        return result;
      })),
    );
    languages.otherPages = results.reduce((sum, result) => sum + result.pages, 0);
    const defaultLocale = locales.find((locale) => locale.isDefault);
    if (defaultLocale) languageHeading(defaultLocale);
    results.unshift(await main.build());
  } catch (error) {
    sharedCompiles.clear();
    newRun(sharedReads);
    await Promise.all(languages.finished.map((done) => rm(done.dir, { recursive: true, force: true })));
    languages.finished = [];
    throw error;
  }
  sharedCompiles.clear();
  // The next run reads the files again: they may have changed.
  newRun(sharedReads);
  // Each language's cache records its pages where they now are.
  await Promise.all(results.map((result) => result.saveCache?.()));
  return combined(results, languages.outDir);
}
