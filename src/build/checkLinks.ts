/** The validateLinks stage: gathers links from Markdown, React pages and the config, then checks them all. */
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { StaticFile } from '../content/contentTypes.ts';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { reactPageLinks, validateLinks, type LinkToCheck } from '../links/validateLinks.ts';
import type { PageEntry, RenderedPage } from '../render/renderTypes.ts';

/** Throws the broken links that are errors; returns the ones that are warnings. */
export function checkLinks(options: { config: ResolvedConfig; siteDir: string; rendered: RenderedPage[]; pages: PageEntry[]; configLinks: LinkToCheck[]; staticFiles: StaticFile[]; docFiles: string[] }): Diagnostic[] {
  const { config } = options;
  const pageTexts = new Map(options.pages.map((p) => [p.source.file, p.text]));
  const extraLinks = [
    ...options.configLinks,
    ...options.rendered.filter((p) => pageTexts.has(p.source)).flatMap((p) => reactPageLinks(p, pageTexts.get(p.source) ?? '', config)),
  ];
  const problems = validateLinks({
    siteDir: options.siteDir, readRoot: options.config.readRoot, docFiles: options.docFiles,
    pages: options.rendered, extraLinks, staticPaths: new Set(options.staticFiles.map((f) => f.relativePath)),
    onBrokenLinks: config.onBrokenLinks, onBrokenAnchors: config.onBrokenAnchors,
  });
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new SitegenError(errors);
  return problems.filter((p) => p.severity === 'warning');
}
