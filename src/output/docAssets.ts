/**
 * Files that docs link to by a relative path (`![](./diagram.png)`,
 * `[schema](./person.json)`): copied into `assets/files/` under a content
 * hash, so they cache forever and never collide, and linked from there.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { OutputFile } from './outputFile.ts';
import { realPathOutside } from '../content/realPathInside.ts';
import type { AssetLookup } from '../links/resolveHref.ts';

export interface DocAssets {
  /**
   * The public address of `file`; `{ outside }` when it is a link leading out of the site; undefined when there is no
   * such file.
   */
  hrefFor(file: string): AssetLookup;
  files(): OutputFile[];
}

/** Where a file is copied in the output: `assets/files/<name>-<hash of its bytes><extension>`. */
export function assetOutputPath(file: string, contents: Buffer): string {
  const hash = createHash('sha256').update(contents).digest('hex').slice(0, 10);
  const extension = path.extname(file);
  const name = path.basename(file, extension).replace(/[^\w.-]+/g, '-');
  return `assets/files/${name}-${hash}${extension}`;
}

export function createDocAssets(options: {
  basePath: string;
  siteDir: string;
  readRoot?: string | undefined;
}): DocAssets {
  const byFile = new Map<string, { output: string; contents: Buffer }>();
  const base = options.basePath.replace(/\/$/, '');
  return {
    hrefFor(file) {
      let entry = byFile.get(file);
      if (!entry) {
        // Only the site's own files (readRoot's, when the config widens it): a link must not copy /etc/passwd into the
        // output.
        if (!file.startsWith(path.resolve(options.readRoot ?? options.siteDir) + path.sep)) return undefined;
        if (statSync(file, { throwIfNoEntry: false })?.isFile() !== true) return undefined;
        // …nor through a symbolic link: checked by the real path.
        const outside = realPathOutside(file, options.readRoot ?? options.siteDir);
        if (outside) return { outside };
        const contents = readFileSync(file);
        entry = { output: assetOutputPath(file, contents), contents };
        byFile.set(file, entry);
      }
      return `${base}/${entry.output}`;
    },
    files: () => [...byFile.values()].map(({ output, contents }) => ({ path: output, contents })),
  };
}
