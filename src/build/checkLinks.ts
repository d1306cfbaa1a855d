/** The validateLinks stage: gathers links from Markdown, React pages and the config, then checks them all. */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import { SitegenError, withWarnings, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { reactPageLinks, validateLinks, type LinkToCheck } from '../links/validateLinks.ts';
import type { PageEntry, RenderedPage } from '../render/renderTypes.ts';

/** Throws the broken links that are errors; returns the ones that are warnings. */
export function checkLinks(options: {
  config: ResolvedConfig;
  siteDir: string;
  rendered: RenderedPage[];
  pages: PageEntry[];
  configLinks: LinkToCheck[];
  staticFiles: StaticFile[];
  docFiles: string[];
  unbuilt?: readonly { prefix: string; what: string }[];
  /** Files the build writes besides pages (bundles, files pages import), `/`-separated: links to them resolve. */
  generatedPaths?: readonly string[];
}): Diagnostic[] {
  const { config } = options;
  // A React page's links are found in its HTML; a Markdown page's are its compiled links, as a doc's.
  const pageTexts = new Map(options.pages.filter((p) => !p.markdown).map((p) => [p.source.file, p.text]));
  const extraLinks = [
    ...options.configLinks,
    ...options.rendered
      .filter((p) => pageTexts.has(p.source))
      .flatMap((p) => reactPageLinks(p, pageTexts.get(p.source) ?? '', config)),
  ];
  const problems = validateLinks({
    siteDir: options.siteDir,
    readRoot: options.config.readRoot,
    docFiles: options.docFiles,
    pages: options.rendered,
    extraLinks,
    staticPaths: new Set([...options.staticFiles.map((f) => f.relativePath), ...(options.generatedPaths ?? [])]),
    onBrokenLinks: config.onBrokenLinks,
    onBrokenAnchors: config.onBrokenAnchors,
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
    ...(options.unbuilt ? { unbuilt: options.unbuilt, ownPageAnchorsWarn: true } : {}),
  });
  const errors = problems.filter((p) => p.severity === 'error');
  const warnings = problems.filter((p) => p.severity === 'warning');
  // The warnings of a failed check are reported with its errors.
  if (errors.length > 0) throw withWarnings(new SitegenError(errors), warnings);
  return warnings;
}
