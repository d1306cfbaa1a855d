/**
 * What every page's render key starts with (renderKeys.ts): what every page
 * shows or links to, so that a change to any of it renders every page again.
 * The route of every source (a new doc is a new link target), the theme's
 * settings, the client assets' addresses, the site's files outside its
 * folder (a monorepo's `../shared`, which no walk of the site sees, hashed
 * here), a Docusaurus website's client data, the site's address and its
 * llms settings.
 */
import path from 'node:path';
import type { ThemeConfig } from '../../theme/context.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import { assetKey, renderKey } from '../render/renderKeys.ts';
import { hashedInputs, type HashedInput } from './buildCache.ts';

export async function renderKeyBase(input: {
  siteDir: string;
  config: ResolvedConfig;
  /** Each source file with its route. */
  routes: Iterable<readonly [source: string, route: string]>;
  themeConfig: ThemeConfig;
  assets: Parameters<typeof assetKey>[0];
  /** The version of what the build was handed besides files (`serve --watch`'s count of external changes). */
  externalVersion: number;
  /** Every file the site's code and styles were made from; those outside the site folder are hashed. */
  inputs: readonly string[];
  /** A Docusaurus website's data for its components (docusaurusData.ts). */
  docusaurusEnv: unknown;
}): Promise<{ keyBase: string; externalInputs: HashedInput[] }> {
  const { siteDir, config } = input;
  const outside = input.inputs.filter((file) => file !== siteDir && !file.startsWith(siteDir + path.sep));
  const externalInputs = await hashedInputs(outside);
  const keyBase = renderKey(
    JSON.stringify([...input.routes]),
    JSON.stringify(input.themeConfig),
    assetKey(input.assets),
    input.externalVersion,
    JSON.stringify(externalInputs),
    input.docusaurusEnv ? JSON.stringify(input.docusaurusEnv) : '',
    JSON.stringify([config.url, config.llms]),
  );
  return { keyBase, externalInputs };
}
