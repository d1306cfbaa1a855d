/** Where sitegen's own folders are, wherever the command is run from. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export const sitegenRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const themeDir = path.join(sitegenRoot, 'theme');
export const templatesDir = path.join(sitegenRoot, 'templates');
/** Compiled site modules and the build cache live here, never inside the site. */
export const cacheDir = path.join(sitegenRoot, 'node_modules', '.cache', 'sitegen');
