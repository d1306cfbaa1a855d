/**
 * The names every build writes at the top of its output folder, whatever the site: besides its pages
 * (routes) and static files, which depend on the site. A static file may not take one
 * (`staticCollisions.ts`), nor may a language's folder (`i18n.localeConfigs.<code>.path`, in
 * `configShape.ts`). A name ending in `/` is a folder.
 */
export const generatedFiles = ['404.html', 'sitemap.xml', 'search-documents.json', 'search/', '.sitegen-build'];

/**
 * The folder of the build's bundles and of the files docs link to, each named by a hash of its contents:
 * a static file may be there beside them (a Docusaurus website keeps its own files in `static/assets/`),
 * a language's folder may not be it.
 */
export const assetsFolder = 'assets/';
