/**
 * The client bundle kept between builds. It is made from sitegen's theme,
 * the site's files that are not docs (stylesheets, React pages, swizzled
 * components, client modules), the resolved config and the packages: all of
 * them in the build's site fingerprint (src/build/buildCache.ts), whose
 * change starts the build cache from nothing too. So a build whose site
 * fingerprint is the last one's takes the bundle from the site's cache
 * (`<cache>/client/<key>/`) instead of running esbuild: on a site of 2,000
 * docs, one doc edited, the build waited a quarter of a second for it.
 *
 * Two kinds of input are outside that fingerprint: a Markdown file of the
 * docs or a blog that a page's code imports, and a file outside the site
 * (a monorepo's shared module, or Sass partial). Their hashes are kept with
 * the bundle and checked before it is taken. A site with PostCSS plugins
 * bundles every time (siteBundles.ts): Tailwind's reads the docs for the
 * class names it generates.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { cacheDirFor } from '../paths.ts';
import { cachedBundle } from './bundleCache.ts';
import type { ClientBundle } from './bundleClient.ts';

/** What the cache keeps of a bundle beside its files: the rest of it, and the inputs it checks. */
interface ClientManifest {
  bundle: Omit<ClientBundle, 'files'>;
  /** The inputs outside the site fingerprint, with their sha256. */
  checked: [file: string, sha256: string][];
}

/**
 * How many bundles a site's cache keeps: one per language of a site (each language's config differs, so each has its
 * own), and earlier states of it. A bundle is about 0.8 MB; with fewer kept than languages, each build would prune
 * one language's bundle and make it again.
 */
const kept = 32;

const sha256 = async (file: string): Promise<string> => {
  try {
    return createHash('sha256')
      .update(await readFile(file))
      .digest('hex');
  } catch {
    return 'missing';
  }
};

/** A file the site fingerprint does not hash: outside the site, or a Markdown doc or post (keyed on its own). */
const outsideFingerprint = (siteDir: string) => (file: string) =>
  !file.startsWith(siteDir + path.sep) || /\.mdx?$/i.test(file);

/**
 * The client bundle `make` builds, or the one the site's cache keeps for the same `siteFingerprint` and `options`
 * (everything else the bundle is given, as JSON: its pages, stylesheets, widgets' modules).
 */
export async function cachedClientBundle(
  siteDir: string,
  key: { siteFingerprint: string; options: unknown },
  make: () => Promise<ClientBundle>,
): Promise<ClientBundle> {
  const name = createHash('sha256')
    .update(key.siteFingerprint)
    .update(siteDir)
    .update(JSON.stringify(key.options))
    .digest('hex')
    .slice(0, 16);
  const cached = await cachedBundle<ClientManifest>(
    path.join(cacheDirFor(siteDir), 'client'),
    name,
    async () => {
      const { files, ...bundle } = await make();
      const checked = bundle.siteInputs.filter(outsideFingerprint(siteDir)).sort();
      return {
        files,
        manifest: {
          bundle,
          checked: await Promise.all(checked.map(async (file) => [file, await sha256(file)] as [string, string])),
        },
      };
    },
    {
      keep: kept,
      valid: async (manifest) =>
        (await Promise.all(manifest.checked.map(async ([file, hash]) => (await sha256(file)) === hash))).every(Boolean),
    },
  );
  return { ...cached.manifest.bundle, files: cached.files, clientFromCache: cached.fromCache };
}
