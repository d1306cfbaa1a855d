/**
 * `sitegen write-translations`: the JSON files a translator fills in for a
 * locale, as Docusaurus writes them, so a Docusaurus site's translations
 * carry over both ways:
 *
 * - `i18n/<locale>/code.json`: every theme string, in the theme's own
 *   translation of the locale when it has one, else in English;
 * - `docusaurus-theme-classic/navbar.json` and `footer.json`, from the config;
 * - `docusaurus-plugin-content-docs/current.json`, from the site's sidebars;
 * - `docusaurus-plugin-content-blog/options.json` for each blog: its title,
 *   description and recent posts' title (src/blog/loadBlog.ts reads it).
 *
 * A message already in a file is kept (a translator's work is never lost)
 * unless `override`; new ids are added; ids the site added itself stay.
 * Every place is checked and every file read before any is written, so a
 * broken file, or a file where a folder goes, stops the command with nothing
 * written; then all are written beside their places and renamed into them
 * together (src/output/allOrNothing.ts), so a failure leaves none changed.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedBlog } from '../config/blogConfig.ts';
import { translatedBlogFolder } from './localeBuild.ts';
import { firstHrefOf } from '../../theme/data/links.ts';
import { builtInCatalogue } from '../../theme/i18n/catalogues.ts';
import { en } from '../../theme/i18n/en.ts';
import { compileContent } from '../build/compileContent.ts';
import { buildRoutes } from '../build/buildRoutes.ts';
import { loadSite } from '../build/loadSite.ts';
import { collectContent } from '../content/collectContent.ts';
import { readBoundary } from '../content/realPathInside.ts';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { defaultDocsInstance } from '../config/defineConfig.ts';
import { themeConfigFrom } from '../render/themeConfig.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { buildVersionSidebars, sidebarSettings } from '../versions/versionSidebars.ts';
import { readDocsVersions } from '../versions/docsVersions.ts';
import { versionKey } from '../versions/versionKey.ts';
import { checkLocale } from './locales.ts';
import { codeJsonFile } from './themeStrings.ts';
import { formatTranslationFile, noEntries, readTranslationFile, type TranslationEntries } from './translationFile.ts';
import { themeConfigFiles, themeConfigMessages } from './translateThemeConfig.ts';
import { docsTranslationFile, sidebarMessages } from './translateSidebars.ts';
import { blockedPlaces, writeAllOrNothing } from '../output/allOrNothing.ts';
import { assertInside } from '../output/writeInside.ts';

export interface WriteTranslationsOptions {
  siteDir: string;
  locale: string;
  /** Replace the messages already in the files with the theme's and the config's. @default false */
  override?: boolean;
}

export interface WrittenTranslationFile {
  file: string;
  /** Messages in the file as written. */
  messages: number;
  /** Of those, ids the file did not have. */
  added: number;
}

/** Every theme string in `locale`: the theme's translation when it has one, else English; with its description. */
export function themeStringEntries(locale: string): TranslationEntries {
  const translated = builtInCatalogue(locale) ?? {};
  return Object.fromEntries(
    Object.entries(en).map(([id, entry]) => [
      id,
      { message: translated[id] ?? entry.message, description: entry.description },
    ]),
  );
}

/**
 * The file's entries after a run: kept messages (unless `override`) with today's descriptions, new ids, and the ids
 * only the file has.
 */
export function mergeEntries(
  existing: TranslationEntries,
  fresh: TranslationEntries,
  override: boolean,
): { entries: TranslationEntries; added: number } {
  const entries = Object.assign(noEntries(), existing);
  let added = 0;
  for (const [id, entry] of Object.entries(fresh)) {
    const old = Object.hasOwn(existing, id) ? existing[id] : undefined;
    if (!old) added++;
    entries[id] =
      old && !override
        ? { message: old.message, ...(entry.description !== undefined ? { description: entry.description } : {}) }
        : entry;
  }
  return { entries, added };
}

/**
 * The sidebars (of every docs version) and theme config as the build makes them: config, content, routes, sidebars;
 * nothing rendered.
 */
async function siteLabels(siteDir: string) {
  const site = await loadSite({ siteDir });
  const { config } = site;
  const read = readDocsVersions(siteDir, config, site.file);
  if (read.problems.length > 0) throw new SitegenError(read.problems);
  const { versions } = read;
  const content = await collectContent({
    siteDir,
    boundary: readBoundary(siteDir, config.readRoot),
    sourceText: { maxFileSizeMb: config.limits.maxFileSize },
    versions: versions.map((v) => ({ name: v.name, dir: v.dir })),
  });
  const docs = content.docs.filter((doc) => !doc.frontMatter.draft);
  const compiled = await compileContent({ content, docs, widgets: site.widgets, markdown: site.markdown });
  const { routes, docRefs } = buildRoutes({
    config,
    siteDir,
    docs,
    compiled: compiled.compiled,
    pages: compiled.pages,
    tagsFiles: content.tagsFiles,
    versions,
  });
  const href = (route: string) => hrefFor(route, config.basePath, config.trailingSlash);
  const sidebars = await buildVersionSidebars({
    versions,
    siteDir,
    docRefs,
    categories: content.categories,
    routes,
    href,
    ...sidebarSettings(config, siteDir),
  });
  routes.problems.throwIfErrors();
  const mainVersions = versions.filter((version) => version.instance === defaultDocsInstance);
  const last = mainVersions.find((version) => version.isLast) ?? mainVersions[0];
  const themeConfig = themeConfigFrom(config, (sidebarId) =>
    firstHrefOf(sidebars.sidebars.get(versionKey(last?.name, sidebarId)) ?? sidebars.sidebars.get(sidebarId) ?? []),
  );
  // Each version's sidebars by their own ids, as its translation file names them.
  const byVersion = versions.map((version) => {
    const prefix = versionKey(version.name, '');
    const own = (id: string) => (prefix === '' ? !id.includes('\u0000') : id.startsWith(prefix));
    return {
      version,
      sidebars: new Map(
        [...sidebars.sidebars].filter(([id]) => own(id)).map(([id, entries]) => [id.slice(prefix.length), entries]),
      ),
      categoryPages: sidebars.categoryPages
        .filter((page) => own(page.sidebarId))
        .map((page) => ({ ...page, sidebarId: page.sidebarId.slice(prefix.length) })),
    };
  });
  return { config, themeConfig, byVersion };
}

/** A blog's words, as Docusaurus's blog plugin writes them for translators. */
function blogOptionMessages(blog: ResolvedBlog): TranslationEntries {
  return {
    title: { message: blog.title, description: `The title for the blog used in SEO` },
    description: { message: blog.description, description: `The description for the blog used in SEO` },
    'sidebar.title': { message: blog.sidebarTitle, description: `The label for the left sidebar` },
  };
}

export async function writeTranslations(options: WriteTranslationsOptions): Promise<WrittenTranslationFile[]> {
  const { siteDir, locale } = options;
  const badLocale = checkLocale(locale);
  if (badLocale) throw new SitegenError([badLocale]);
  const { config, themeConfig, byVersion } = await siteLabels(siteDir);
  const notConfigured = checkLocale(locale, config);
  if (notConfigured) throw new SitegenError([notConfigured]);

  const fromConfig = themeConfigMessages(themeConfig);
  const configFiles = themeConfigFiles(siteDir, locale);
  const wanted: { file: string; fresh: TranslationEntries }[] = [
    { file: codeJsonFile(siteDir, locale), fresh: themeStringEntries(locale) },
    { file: configFiles.navbar, fresh: fromConfig.navbar },
    { file: configFiles.footer, fresh: fromConfig.footer },
    ...byVersion.map(({ version, sidebars, categoryPages }) => ({
      file: docsTranslationFile(siteDir, locale, version),
      fresh: sidebarMessages(sidebars, categoryPages, version.label, version.release),
    })),
    // Each blog the site has (every site has the default one in its config, with or without a folder).
    ...config.blogs
      .filter((blog) => existsSync(path.resolve(siteDir, blog.path)))
      .map((blog) => ({
        file: path.join(translatedBlogFolder(siteDir, locale, blog.id), 'options.json'),
        fresh: blogOptionMessages(blog),
      })),
  ];
  // Read and written only inside the site, after links (src/output/writeInside.ts), checked before any of them is.
  for (const { file } of wanted) assertInside(siteDir, file);
  // Then what stands in the way of any of them (a file where a folder goes, a folder where a file goes), all together.
  const command = { command: 'write-translations', rerun: `write-translations --locale ${locale}` };
  const blocked = blockedPlaces(
    siteDir,
    wanted.map(({ file }) => ({ path: file, kind: 'file' as const })),
    command,
  );
  if (blocked.length > 0) throw new SitegenError(blocked);
  const existing = await Promise.all(
    wanted.map(({ file }) => readTranslationFile(file, { maxFileSizeMb: config.limits.maxFileSize })),
  );
  const problems: Diagnostic[] = existing
    .flatMap((read) => read.problems)
    .filter((problem) => problem.severity === 'error');
  if (problems.length > 0) throw new SitegenError(problems);

  const merged = wanted.map(({ file, fresh }, index) => ({
    file,
    ...mergeEntries(existing[index]?.entries ?? {}, fresh, options.override ?? false),
  }));
  await writeAllOrNothing(
    siteDir,
    merged.map(({ file, entries }) => ({
      path: file,
      write: (temporary) => writeFile(temporary, formatTranslationFile(entries)),
    })),
    command,
  );
  return merged.map(({ file, entries, added }) => ({ file, messages: Object.keys(entries).length, added }));
}
