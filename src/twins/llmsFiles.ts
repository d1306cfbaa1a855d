/**
 * `/llms.txt` and `/llms-full.txt` (llmstxt.org): the first, the site's
 * title and tagline, then its pages' twins as lists of links with their
 * descriptions, in sections: the last version's docs by sidebar category (a
 * doc outside any category under "Docs"), then the blog's posts, then the
 * Markdown pages; or the sections `llms.sections` names. The second, every
 * last-version doc's twin in sidebar order, each opened by its title and
 * address. Every other docs version has an llms.txt of its own beside its
 * docs (`/docs/1.0/llms.txt`), which the site's lists under "Other versions".
 * Only pages that have twins are listed, each by its twin's address.
 */
import type { SidebarEntry } from '../../theme/data/siteData.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishTranslation, translate, type Translation, type TranslateValues } from '../../theme/i18n/translate.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { hrefFor } from '../routes/outputPath.ts';
import { escapeText } from './hastToMarkdown.ts';
import { routeFilter } from './twinJobs.ts';
import { twinHrefFor } from './twinLinks.ts';

export interface LlmsInput {
  config: ResolvedConfig;
  /**
   * On a site of several docs versions: each of them, for an llms.txt of its own beside its docs
   * (`/docs/1.0/llms.txt`).
   */
  versions?: readonly { name: string; label: string; routeBase: string; isLast: boolean }[];
  /** Every page of the language being built, in render order. */
  pages: readonly RenderedPage[];
  sidebars: ReadonlyMap<string, SidebarEntry[]>;
  /** A theme string in the language being built: the headings sitegen names ("Docs", "Other versions"). */
  translate: (id: string, values?: TranslateValues) => string;
  /** A twin's text: the page's own when it was rendered now, else the file the last build wrote. */
  twinText: (page: RenderedPage) => Promise<string | undefined>;
}

export interface LlmsFile {
  path: string;
  contents: string;
}

interface Listed {
  page: RenderedPage;
  /** The section a doc's sidebar puts it in. */
  section: string;
}

/**
 * The pages with twins, in the order an llms.txt lists them, each with the section its sidebar gives it: the
 * docs `isListedDoc` takes in sidebar order (then those no sidebar has), and with `others`, the posts and the
 * Markdown pages.
 */
function listedPages(input: LlmsInput, isListedDoc: (page: RenderedPage) => boolean, others: boolean): Listed[] {
  const { config, translate } = input;
  const docsHeading = translate('sitegen.llms.docs');
  const withTwins = input.pages.filter((page) => page.twin !== undefined && page.unlisted !== true);
  const byHref = new Map(withTwins.map((page) => [hrefFor(page.route, config.basePath, config.trailingSlash), page]));
  const listed: Listed[] = [];
  const seen = new Set<string>();
  const add = (page: RenderedPage | undefined, section: string) => {
    if (!page || seen.has(page.route)) return;
    seen.add(page.route);
    listed.push({ page, section });
  };
  const current = new Set(withTwins.filter(isListedDoc).map((page) => page.route));
  const walk = (entries: SidebarEntry[], section: string | undefined) => {
    for (const entry of entries) {
      if (entry.type === 'doc') {
        const page = byHref.get(entry.href);
        if (page && current.has(page.route)) add(page, section ?? docsHeading);
      } else if (entry.type === 'category') {
        const own = entry.href ? byHref.get(entry.href) : undefined;
        if (own && current.has(own.route)) add(own, section ?? entry.label);
        walk(entry.items, section ?? entry.label);
      }
    }
  };
  for (const entries of input.sidebars.values()) walk(entries, undefined);
  for (const page of withTwins) if (current.has(page.route)) add(page, docsHeading);
  if (!others) return listed;
  for (const page of withTwins) if (page.kind === 'blogPost') add(page, page.searchLabel ?? 'Blog');
  for (const page of withTwins) if (page.kind === 'page') add(page, translate('sitegen.llms.pages'));
  return listed;
}

/** A doc of the last version (twinJobs.ts): llms.txt lists it, llms-full.txt takes its text. */
const isCurrentDoc = (page: RenderedPage) => page.kind === 'doc' && page.twin?.current === true;

/** The sections of llms.txt: the config's, or the sidebars' categories. */
function sections(listed: Listed[], config: ResolvedConfig): { title: string; pages: RenderedPage[] }[] {
  const out = new Map<string, RenderedPage[]>();
  if (config.llms.sections) {
    const filters = config.llms.sections.map((section) => ({
      title: section.title,
      takes: routeFilter({ include: section.include, exclude: [] }),
    }));
    for (const { page } of listed) {
      const section = filters.find((filter) => filter.takes(page.route));
      if (section) out.set(section.title, [...(out.get(section.title) ?? []), page]);
    }
    return config.llms.sections
      .map((section) => ({ title: section.title, pages: out.get(section.title) ?? [] }))
      .filter((section) => section.pages.length > 0);
  }
  for (const { page, section } of listed) {
    const pages = out.get(section);
    if (pages) pages.push(page);
    else out.set(section, [page]);
  }
  return [...out].map(([title, pages]) => ({ title, pages }));
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The site's heading: its title (and a version's label), and its tagline as the quote llmstxt.org puts under it. */
function siteHeading(config: ResolvedConfig, version?: string): string {
  const title = `${escapeText(config.title)}${version ? ` ${escapeText(version)}` : ''}`;
  return `# ${title}\n${config.tagline ? `\n> ${escapeText(oneLine(config.tagline))}\n` : ''}`;
}

function llmsTxt(
  input: LlmsInput,
  listed: Listed[],
  options: { heading: string; more?: { title: string; links: string[] } },
): string {
  const { config } = input;
  const origin = config.url.replace(/\/+$/, '');
  const lines = [options.heading];
  for (const section of sections(listed, config)) {
    lines.push(`## ${escapeText(section.title)}\n`);
    for (const page of section.pages) {
      const description = oneLine(page.description);
      const href = origin + twinHrefFor(page.route, config.basePath, config.trailingSlash);
      lines.push(`- [${escapeText(oneLine(page.title))}](${href})${description ? `: ${escapeText(description)}` : ''}`);
    }
    lines.push('');
  }
  if (options.more && options.more.links.length > 0)
    lines.push(`## ${options.more.title}\n`, ...options.more.links, '');
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A twin without its front matter, its address under its title. */
function fullEntry(text: string, translate: LlmsInput['translate']): string {
  const match = /^---\n([\s\S]*?)\n---\n\n/.exec(text);
  const body = match ? text.slice(match[0].length) : text;
  const url = match ? /^url: (".*")$/m.exec(match[1] ?? '')?.[1] : undefined;
  const source = url ? translate('sitegen.llms.source', { url: JSON.parse(url) as string }) : '';
  const titleEnd = body.startsWith('# ') ? body.indexOf('\n') : -1;
  if (titleEnd === -1 || !source) return body.trimEnd();
  return `${body.slice(0, titleEnd)}\n\n${source}${body.slice(titleEnd)}`.trimEnd();
}

/** A file's size as the build prints it: "840 B", "12.4 KB", "1.3 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  return bytes < 1_000_000 ? `${(bytes / 1000).toFixed(1)} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export async function llmsFiles(input: LlmsInput): Promise<LlmsFile[]> {
  const { config } = input;
  if (!config.llms.enabled) return [];
  const origin = config.url.replace(/\/+$/, '');
  const listed = listedPages(input, isCurrentDoc, true);
  // Each other version's docs have an llms.txt beside them, which the site's lists.
  const others = (input.versions ?? [])
    .filter((version) => !version.isLast)
    .map((version) => ({
      version,
      path: `${version.routeBase.replace(/^\/+|\/+$/g, '')}/llms.txt`,
      listed: listedPages(input, (page) => page.kind === 'doc' && page.version === version.name, false),
    }))
    .filter((other) => other.listed.length > 0);
  const versionLinks = others.map(
    (other) => `- [${escapeText(other.version.label)}](${origin}${config.basePath.replace(/\/$/, '')}/${other.path})`,
  );
  const files: LlmsFile[] = [
    {
      path: 'llms.txt',
      contents: llmsTxt(input, listed, {
        heading: siteHeading(config),
        more: { title: input.translate('sitegen.llms.otherVersions'), links: versionLinks },
      }),
    },
    ...others.map((other) => ({
      path: other.path,
      contents: llmsTxt(input, other.listed, { heading: siteHeading(config, other.version.label) }),
    })),
  ];
  if (config.llms.full) {
    const docs = listed.filter(({ page }) => isCurrentDoc(page));
    const texts = await Promise.all(docs.map(({ page }) => input.twinText(page)));
    const entries = texts
      .filter((text): text is string => text !== undefined)
      .map((text) => fullEntry(text, input.translate));
    files.push({ path: 'llms-full.txt', contents: `${[siteHeading(config).trimEnd(), ...entries].join('\n\n')}\n` });
  }
  return files;
}

/**
 * A kept page's twin, read back. Synchronously: reading the 2,000 twins of a site with fs/promises took 220-350 ms,
 * one at a time 40-100 ms (a promise and a trip through the thread pool each).
 */
function readTwin(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The writeLlms stage: both files in the language being built (`strings`), each written through `write`;
 * none where the site has a static file of that name (Docusaurus sites write llms.txt by hand or with a
 * plugin: theirs stands). A kept page's twin is read back from the last output, in `outDir`.
 */
export async function writeLlmsFiles(
  input: Omit<LlmsInput, 'translate' | 'twinText'> & {
    strings: Translation | undefined;
    outDir: string;
    staticPaths: readonly string[];
    write: (file: string, contents: string) => Promise<void>;
  },
): Promise<LlmsFile[]> {
  const { strings = englishTranslation, outDir } = input;
  const own = new Set(input.staticPaths);
  const files = (
    await llmsFiles({
      config: input.config,
      pages: input.pages,
      sidebars: input.sidebars,
      ...(input.versions ? { versions: input.versions } : {}),
      translate: (id, values) => translate(strings, id, values),
      twinText: async (page) =>
        page.twin?.text ?? (page.twin ? readTwin(path.join(outDir, page.twin.path)) : undefined),
    })
  ).filter((file) => !own.has(file.path));
  for (const file of files) await input.write(file.path, file.contents);
  return files;
}
