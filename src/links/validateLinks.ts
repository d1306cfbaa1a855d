/**
 * The validateLinks stage: every internal link and anchor, from Markdown, React pages, the
 * navbar and the footer, must point at a route that exists (or a static file)
 * and at an id that the target page actually renders. All problems are
 * reported together; `onBrokenLinks` / `onBrokenAnchors` choose between
 * failing, warning and ignoring.
 */
import type { BrokenReferencePolicy } from '../config/defineConfig.ts';
import { byLocation, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate, positionAt } from '../diagnostics/locate.ts';
import type { RenderedPage } from '../render/renderTypes.ts';
import { resolveHref, type ResolvedHref } from './resolveHref.ts';
import { outsideBoundaryProblem, readBoundary } from '../content/realPathInside.ts';
import { collectLinkTargets } from '../render/htmlScan.ts';
import { docsFolderOf } from '../versions/versionKey.ts';
import { existsSync } from 'node:fs';
import path from 'node:path';

export interface LinkToCheck {
  href: string;
  resolved: ResolvedHref;
  file: string;
  line: number;
  column: number;
  kind: 'link' | 'image';
  /** The route the link is on, for messages. */
  fromRoute: string;
}

export interface ValidateLinksOptions {
  /** Messages name files relative to it. */
  siteDir: string;
  /** Where linked files may really be, after links (the config's `readRoot`). @default siteDir */
  readRoot?: string;
  /** Every Markdown doc, to suggest one for a broken `.md` link. */
  docFiles: string[];
  pages: RenderedPage[];
  /** Links of React pages and config items, already located in their source files. */
  extraLinks: LinkToCheck[];
  staticPaths: ReadonlySet<string>;
  onBrokenLinks: BrokenReferencePolicy;
  onBrokenAnchors: BrokenReferencePolicy;
  /** A link to a Markdown file that is no doc: Docusaurus's `onBrokenMarkdownLinks`. @default onBrokenLinks */
  onBrokenMarkdownLinks?: BrokenReferencePolicy;
  /** Parts of a Docusaurus website sitegen does not build (its blog): a link into one is a warning. */
  unbuilt?: readonly { prefix: string; what: string }[];
  /**
   * A Docusaurus website: a link to an anchor of its own page (`#x`), which Docusaurus does not check (its
   * `Link` collects no such link), is a warning whatever `onBrokenAnchors` says.
   */
  ownPageAnchorsWarn?: boolean;
}

/** The path part of an href, to avoid repeating it when it is already the route. */
function stripped(href: string): string {
  return href.replace(/[?#].*$/, '');
}

function severity(policy: BrokenReferencePolicy): Diagnostic['severity'] | undefined {
  return policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : undefined;
}

/** What React writes in place of a `javascript:` URL, which is not in the page's source. */
const blockedByReact = /^javascript:throw new Error\('React has blocked/;

/** Links found in the HTML of React pages, located in the page's source by their text. */
export function reactPageLinks(
  page: RenderedPage,
  sourceText: string,
  context: { basePath: string; trailingSlash: boolean },
): LinkToCheck[] {
  // Each link React blocked is located at the next `javascript:` of the source, in order.
  let scriptFrom = 0;
  const locateBlocked = () => {
    const at = sourceText.toLowerCase().indexOf('javascript:', scriptFrom);
    if (at === -1) return { line: 1, column: 1 };
    scriptFrom = at + 1;
    return positionAt(sourceText, at);
  };
  const collected = page.collectedLinks ? new Set(page.collectedLinks) : undefined;
  // On a Docusaurus website, what Link rendered: Docusaurus checks neither raw <a> nor <img> of a page's markup.
  return collectLinkTargets(page.contentHtml ?? '')
    .filter(({ value }) => !collected || collected.has(value))
    .map(({ value, kind }) => ({
      href: value,
      resolved: resolveHref(value, { fromRoute: page.route, docRouteByFile: new Map(), ...context }, kind),
      file: page.source,
      ...(blockedByReact.test(value) ? locateBlocked() : locate(sourceText, value)),
      kind,
      fromRoute: page.route,
    }));
}

export function validateLinks(options: ValidateLinksOptions): Diagnostic[] {
  const byRoute = new Map(options.pages.map((p) => [p.route, p]));
  const routes = [...byRoute.keys()].filter((r) => r !== '/404');
  const all: LinkToCheck[] = [...options.extraLinks];
  for (const page of options.pages) {
    for (const link of page.links) all.push({ ...link, file: page.source, fromRoute: page.route });
  }
  const problems: Diagnostic[] = [];
  const linkSeverity = severity(options.onBrokenLinks);
  const anchorSeverity = severity(options.onBrokenAnchors);
  for (const link of all) {
    const where = { file: link.file, line: link.line, column: link.column };
    if (link.resolved.kind === 'external' || link.resolved.kind === 'asset') continue;
    // Not broken links but unsafe ones: errors whatever onBrokenLinks says.
    if (link.resolved.kind === 'unsafeScheme') {
      problems.push({
        code: 'UnsafeLink',
        severity: 'error',
        ...where,
        message:
          `The ${link.kind} on ${link.fromRoute} uses the ${link.resolved.scheme}: scheme, which ` +
          `${link.resolved.scheme === 'data' ? 'opens a document made by the link itself' : 'runs code when clicked'}.`,
        hint:
          link.resolved.scheme === 'data'
            ? 'Put the file in static/ (or beside the doc) and link to it by its path; an image (![…](data:…)) ' +
              'may use data:.'
            : 'Link to a page or a file. For behaviour on a page, write a widget (see "Extending sitegen") ' +
              'instead of a script URL.',
      });
      continue;
    }
    if (link.resolved.kind === 'outsideSite') {
      problems.push(
        outsideBoundaryProblem(readBoundary(options.siteDir, options.readRoot), {
          file: link.resolved.file,
          real: link.resolved.real,
          named: link.href,
          where,
        }),
      );
      continue;
    }
    if (link.resolved.kind === 'missingFile') {
      const markdownSeverity = options.onBrokenMarkdownLinks ? severity(options.onBrokenMarkdownLinks) : linkSeverity;
      if (!markdownSeverity) continue;
      const missing = link.resolved.file;
      // Compared without extensions: every candidate ends in .md, which would make any two names look alike.
      const stem = (file: string) => path.basename(file).replace(/\.mdx?$/i, '');
      // Suggested from the docs folder of the linking file (its version, its locale): a doc of another version
      // with the same path is named as such, not offered as the fix.
      const ownFolder = docsFolderOf(options.siteDir, link.file);
      const inOwnFolder = (file: string) =>
        ownFolder === undefined || docsFolderOf(options.siteDir, file) === ownFolder;
      const candidates = options.docFiles.filter((f) => f !== link.file && inOwnFolder(f));
      const near = closest(stem(missing), candidates.map(stem));
      const nearFile = near ? candidates.find((f) => stem(f) === near) : undefined;
      const inFolder = (file: string) => {
        const folder = docsFolderOf(options.siteDir, file);
        return folder === undefined ? undefined : path.relative(folder, file);
      };
      const otherVersion =
        ownFolder === undefined || inFolder(missing) === undefined
          ? undefined
          : options.docFiles.find((f) => !inOwnFolder(f) && inFolder(f) === inFolder(missing));
      const fromDir = path.dirname(link.file);
      const relativeHref = (file: string) => {
        const rel = path.relative(fromDir, file).split(path.sep).join('/');
        return rel.startsWith('.') ? rel : `./${rel}`;
      };
      const shown = path.relative(options.siteDir, missing);
      if (existsSync(missing)) {
        problems.push({
          code: 'BrokenLink',
          severity: markdownSeverity,
          ...where,
          message: `Broken link on ${link.fromRoute}: ${link.href} names ${shown}, which is not a published doc.`,
          hint:
            'Only docs under docs/ become pages: not drafts (draft: true), not private files (_name.md or ' +
            '_folder/), not files elsewhere.',
        });
        continue;
      }
      problems.push({
        code: 'BrokenLink',
        severity: markdownSeverity,
        ...where,
        message: `Broken link on ${link.fromRoute}: ${link.href} names ${shown}, which does not exist.`,
        hint: nearFile
          ? `Did you mean ${relativeHref(nearFile)}?`
          : otherVersion
            ? `Paths of Markdown links are relative to the file that holds the link, within its version: ` +
              `${path.relative(options.siteDir, otherVersion).split(path.sep).join('/')} is another version's ` +
              `doc (${relativeHref(otherVersion)} links to it there).`
            : 'Paths of Markdown links are relative to the file that holds the link.',
      });
      continue;
    }
    const { route, hash } = link.resolved;
    const target = byRoute.get(route);
    if (!target) {
      const file = route.replace(/^\//, '');
      // resolveHref drops '.html', so a link to static/legacy/page.html arrives as /legacy/page.
      const isStatic = [file, `${file}.html`, `${file}/index.html`].some((candidate) =>
        options.staticPaths.has(candidate),
      );
      if (isStatic || !linkSeverity) continue;
      const kind = link.kind === 'image' ? 'image' : 'link';
      const unbuilt = options.unbuilt?.find(
        (part) => route === part.prefix || route.startsWith(`${part.prefix === '/' ? '' : part.prefix}/`),
      );
      if (unbuilt) {
        problems.push({
          code: 'BrokenLink',
          severity: 'warning',
          ...where,
          message:
            `The ${kind} on ${link.fromRoute} to ${link.href} leads into ${unbuilt.what}, which sitegen does not ` +
            `build: it is broken on this site.`,
          hint: 'Keep building that part with Docusaurus, or link to it by its full address.',
        });
        continue;
      }
      const suggestion = closest(route, routes);
      problems.push({
        code: 'BrokenLink',
        severity: linkSeverity,
        ...where,
        message:
          `Broken ${kind} on ${link.fromRoute}: ` +
          `${link.href}${stripped(link.href) === route ? '' : ` (the route ${route})`} is neither a page nor a ` +
          `static file.`,
        hint: suggestion
          ? `Did you mean ${suggestion}?`
          : 'No page has a similar path: check the spelling, or link to the Markdown file of the doc (./file.md) ' +
            'and let sitegen find its route.',
      });
      continue;
    }
    if (hash && !target.ids.has(hash) && anchorSeverity) {
      const suggestion = closest(hash, target.ids);
      const tolerated = options.ownPageAnchorsWarn === true && link.href.startsWith('#');
      const hint = suggestion
        ? `Did you mean #${suggestion}?`
        : `${route} has no element with that id; headings get ids from their text (e.g. "## Props" → #props).`;
      problems.push({
        code: 'BrokenAnchor',
        severity: tolerated ? 'warning' : anchorSeverity,
        ...where,
        message: `Broken anchor on ${link.fromRoute}: ${link.href} points to #${hash}, which ${route} does not have.`,
        hint:
          tolerated && anchorSeverity === 'error'
            ? `${hint} A warning, whatever onBrokenAnchors says: Docusaurus does not check a link to an anchor ` +
              `of its own page.`
            : hint,
      });
    }
  }
  return problems.sort(byLocation);
}
