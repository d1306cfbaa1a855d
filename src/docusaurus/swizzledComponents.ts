/**
 * A Docusaurus website's own theme components (`src/theme/`, swizzled): those of a part sitegen lets a
 * site replace (the footer, the navbar or its logo, the announcement bar, the 404 text) become `components` entries;
 * those a doc or page imports by `@theme/Name` (CodeBlock, Admonition, MDXComponents…) are found there by
 * the import itself; Prism's language setup is not needed (the highlighter knows every language); any
 * other is not used by the theme, with a warning naming it, since sitegen's theme renders that part itself
 * (an import of `@theme/Name` in the site's own code still gets the site's file).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ComponentsConfig } from '../config/defineConfig.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { siteThemeComponent, themeComponents } from '../modules/docusaurusAliases.ts';

/** Docusaurus's names of the parts of the shell a site can replace, and sitegen's. */
const slots: Readonly<Record<string, keyof ComponentsConfig>> = {
  Footer: 'Footer',
  Navbar: 'Navbar',
  'Navbar/Logo': 'NavbarLogo',
  AnnouncementBar: 'AnnouncementBar',
  NotFound: 'NotFound',
};

const hint =
  "sitegen uses a site's own Footer, Navbar, Navbar/Logo, AnnouncementBar and NotFound, and the components " +
  'docs import by @theme/ (CodeBlock, Admonition, MDXComponents…).';

/**
 * The names under `src/theme/`: its entries, and for a folder that is no component but holds parts of one
 * (`Navbar/Logo`), those parts and its other entries.
 */
function swizzledNames(siteDir: string, themeDir: string): string[] {
  const entriesOf = (dir: string) =>
    [
      ...new Set(
        readdirSync(dir)
          .filter((entry) => !entry.startsWith('.'))
          .map((entry) => entry.replace(/\.(?:[jt]sx?|css|scss)$/, '')),
      ),
    ].sort();
  return entriesOf(themeDir).flatMap((name) => {
    const parts = Object.keys(slots).filter(
      (slot) => slot.startsWith(`${name}/`) && siteThemeComponent(siteDir, slot) !== undefined,
    );
    if (parts.length === 0 || siteThemeComponent(siteDir, name) !== undefined) return [name];
    return entriesOf(path.join(themeDir, name)).map((entry) => `${name}/${entry}`);
  });
}

export function swizzledComponents(siteDir: string): { components: ComponentsConfig; warnings: Diagnostic[] } {
  const themeDir = path.join(siteDir, 'src', 'theme');
  const components: ComponentsConfig = {};
  const warnings: Diagnostic[] = [];
  if (!existsSync(themeDir)) return { components, warnings };
  for (const name of swizzledNames(siteDir, themeDir)) {
    if (/^prism(?:-|$)/.test(name)) continue;
    const own = siteThemeComponent(siteDir, name);
    const slot = slots[name];
    if (slot && own) {
      components[slot] = `./${path.relative(siteDir, own).split(path.sep).join('/')}`;
      continue;
    }
    if (own && Object.hasOwn(themeComponents, name)) continue;
    const at = own ?? path.join(themeDir, name);
    const folder = statSync(at, { throwIfNoEntry: false })?.isDirectory() === true;
    warnings.push({
      code: 'DocusaurusUnsupported',
      severity: 'warning',
      file: at,
      ...(folder ? {} : { line: 1, column: 1 }),
      message:
        `src/theme/${name}${folder && !own ? '/' : ''} replaces a part of Docusaurus's theme that sitegen's ` +
        `theme renders itself: the theme does not use ` +
        `it${own ? ` (the site's own imports of @theme/${name} still get it)` : ''}.`,
      hint,
    });
  }
  return { components, warnings };
}
