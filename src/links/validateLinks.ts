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
  const check: LinkCheck = {
    options,
    byRoute,
    routes: [...byRoute.keys()].filter((r) => r !== '/404'),
    linkSeverity: severity(options.onBrokenLinks),
    anchorSeverity: severity(options.onBrokenAnchors),
  };
  const all: LinkToCheck[] = [...options.extraLinks];
  for (const page of options.pages) {
    for (const link of page.links) all.push({ ...link, file: page.source, fromRoute: page.route });
  }
  const problems: Diagnostic[] = [];
  for (const link of all) {
    const problem = linkProblem(check, link);
    if (problem) problems.push(problem);
  }
  return problems.sort(byLocation);
}

/** What every link is checked against: the pages by route, and how broken links and anchors are reported. */
interface LinkCheck {
  options: ValidateLinksOptions;
  byRoute: Map<string, ValidateLinksOptions['pages'][number]>;
  /** Every page's route but the 404 page's: the suggestions for a broken link. */
  routes: string[];
  linkSeverity: Diagnostic['severity'] | undefined;
  anchorSeverity: Diagnostic['severity'] | undefined;
}

type Where = Pick<Diagnostic, 'file' | 'line' | 'column'>;

/** The problem with a link, by what it resolved to; undefined when it is good, or its kind of problem is ignored. */
function linkProblem(check: LinkCheck, link: LinkToCheck): Diagnostic | undefined {
  const { options } = check;
  const where = { file: link.file, line: link.line, column: link.column };
  const resolved = link.resolved;
  switch (resolved.kind) {
    case 'external':
    case 'asset':
      return undefined;
    // Not broken links but unsafe ones: errors whatever onBrokenLinks says.
    case 'unsafeScheme':
      return unsafeLinkProblem(link, resolved.scheme, where);
    case 'outsideSite':
      return outsideBoundaryProblem(readBoundary(options.siteDir, options.readRoot), {
        file: resolved.file,
        real: resolved.real,
        named: link.href,
        where,
      });
    case 'missingFile':
      return missingFileProblem(check, link, resolved.file, where);
    default: {
      const target = check.byRoute.get(resolved.route);
      if (!target) return missingRouteProblem(check, link, resolved.route, where);
      return resolved.hash && !target.ids.has(resolved.hash)
        ? anchorProblem(check, link, { route: resolved.route, hash: resolved.hash, ids: target.ids }, where)
        : undefined;
    }
  }
}

function unsafeLinkProblem(link: LinkToCheck, scheme: string, where: Where): Diagnostic {
  return {
    code: 'UnsafeLink',
    severity: 'error',
    ...where,
    message:
      `The ${link.kind} on ${link.fromRoute} uses the ${scheme}: scheme, which ` +
      `${scheme === 'data' ? 'opens a document made by the link itself' : 'runs code when clicked'}.`,
    hint:
      scheme === 'data'
        ? 'Put the file in static/ (or beside the doc) and link to it by its path; an image (![…](data:…)) ' +
          'may use data:.'
        : 'Link to a page or a file. For behaviour on a page, write a widget (see "Extending sitegen") ' +
          'instead of a script URL.',
  };
}

/** A Markdown link to a file that is no published doc: a doc of the same folder, or of another version, is named. */
function missingFileProblem(
  check: LinkCheck,
  link: LinkToCheck,
  missing: string,
  where: Where,
): Diagnostic | undefined {
  const { options } = check;
  const markdownSeverity = options.onBrokenMarkdownLinks ? severity(options.onBrokenMarkdownLinks) : check.linkSeverity;
  if (!markdownSeverity) return undefined;
  const shown = path.relative(options.siteDir, missing);
  if (existsSync(missing))
    return {
      code: 'BrokenLink',
      severity: markdownSeverity,
      ...where,
      message: `Broken link on ${link.fromRoute}: ${link.href} names ${shown}, which is not a published doc.`,
      hint:
        'Only docs under docs/ become pages: not drafts (draft: true), not private files (_name.md or ' +
        '_folder/), not files elsewhere.',
    };
  return {
    code: 'BrokenLink',
    severity: markdownSeverity,
    ...where,
    message: `Broken link on ${link.fromRoute}: ${link.href} names ${shown}, which does not exist.`,
    hint: missingFileHint(options, link.file, missing),
  };
}

/**
 * The doc a missing file's name is close to, suggested from the docs folder of the linking file (its version, its
 * locale); a doc of another version with the same path is named as such, not offered as the fix.
 */
function missingFileHint(options: ValidateLinksOptions, from: string, missing: string): string {
  // Compared without extensions: every candidate ends in .md, which would make any two names look alike.
  const stem = (file: string) => path.basename(file).replace(/\.mdx?$/i, '');
  const ownFolder = docsFolderOf(options.siteDir, from);
  const inOwnFolder = (file: string) => ownFolder === undefined || docsFolderOf(options.siteDir, file) === ownFolder;
  const candidates = options.docFiles.filter((f) => f !== from && inOwnFolder(f));
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
  const relativeHref = (file: string) => {
    const rel = path.relative(path.dirname(from), file).split(path.sep).join('/');
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  if (nearFile) return `Did you mean ${relativeHref(nearFile)}?`;
  if (otherVersion)
    return (
      `Paths of Markdown links are relative to the file that holds the link, within its version: ` +
      `${path.relative(options.siteDir, otherVersion).split(path.sep).join('/')} is another version's ` +
      `doc (${relativeHref(otherVersion)} links to it there).`
    );
  return 'Paths of Markdown links are relative to the file that holds the link.';
}

/** A link to a route no page has: fine for a static file, a warning into a part sitegen does not build. */
function missingRouteProblem(check: LinkCheck, link: LinkToCheck, route: string, where: Where): Diagnostic | undefined {
  const { options, linkSeverity } = check;
  const file = route.replace(/^\//, '');
  // resolveHref drops '.html', so a link to static/legacy/page.html arrives as /legacy/page.
  const isStatic = [file, `${file}.html`, `${file}/index.html`].some((candidate) => options.staticPaths.has(candidate));
  if (isStatic || !linkSeverity) return undefined;
  const kind = link.kind === 'image' ? 'image' : 'link';
  const unbuilt = options.unbuilt?.find(
    (part) => route === part.prefix || route.startsWith(`${part.prefix === '/' ? '' : part.prefix}/`),
  );
  if (unbuilt)
    return {
      code: 'BrokenLink',
      severity: 'warning',
      ...where,
      message:
        `The ${kind} on ${link.fromRoute} to ${link.href} leads into ${unbuilt.what}, which sitegen does not ` +
        `build: it is broken on this site.`,
      hint: 'Keep building that part with Docusaurus, or link to it by its full address.',
    };
  const suggestion = closest(route, check.routes);
  return {
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
  };
}

/** A link to an id its page does not have; a link to an anchor of its own page only warns where Docusaurus's does. */
function anchorProblem(
  check: LinkCheck,
  link: LinkToCheck,
  target: { route: string; hash: string; ids: ReadonlySet<string> },
  where: Where,
): Diagnostic | undefined {
  const { anchorSeverity, options } = check;
  if (!anchorSeverity) return undefined;
  const { route, hash } = target;
  const suggestion = closest(hash, target.ids);
  const tolerated = options.ownPageAnchorsWarn === true && link.href.startsWith('#');
  const hint = suggestion
    ? `Did you mean #${suggestion}?`
    : `${route} has no element with that id; headings get ids from their text (e.g. "## Props" → #props).`;
  return {
    code: 'BrokenAnchor',
    severity: tolerated ? 'warning' : anchorSeverity,
    ...where,
    message: `Broken anchor on ${link.fromRoute}: ${link.href} points to #${hash}, which ${route} does not have.`,
    hint:
      tolerated && anchorSeverity === 'error'
        ? `${hint} A warning, whatever onBrokenAnchors says: Docusaurus does not check a link to an anchor ` +
          `of its own page.`
        : hint,
  };
}
