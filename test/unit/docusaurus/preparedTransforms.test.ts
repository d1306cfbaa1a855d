/**
 * The site's modules a Docusaurus config requires by relative paths are transformed before jiti asks
 * (preparedTransforms.ts), and jiti's hook takes them as they are (configTransform.ts): the config loads as it did,
 * its errors at the same places, with no call to esbuild's synchronous API for what was prepared.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJiti } from 'jiti';
import { afterAll, describe, expect, it } from 'vitest';
import { configTransform, transformOptionsFor } from '../../../src/docusaurus/configTransform.ts';
import { prepareTransforms } from '../../../src/docusaurus/preparedTransforms.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sitegen-prepared-transforms-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(root, 'site-'));
  for (const [relative, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    writeFileSync(path.join(dir, relative), text);
  }
  return dir;
}

const relativeNames = (dir: string, files: Iterable<string>) =>
  [...files].map((file) => path.relative(dir, file).split(path.sep).join('/')).sort();

describe('prepareTransforms', () => {
  it('transforms the config and the modules it requires by relative paths in its folder, theirs too, once each', async () => {
    const dir = write({
      'website/docusaurus.config.ts':
        "import plugin from './plugins/plugin.mjs';\nimport { title } from './site';\nimport path from 'node:path';\n" +
        "import fromPackage from 'some-package';\nimport { shared } from '../shared/common.ts';\n" +
        "import vendored from './node_modules/some-package/index.js';\n" +
        'export default { title, plugins: [plugin], sep: path.sep, fromPackage, shared, vendored };\n',
      'website/plugins/plugin.mjs': "import { title } from '../site.ts';\nexport default () => ({ name: title });\n",
      'website/site.ts': "import './lib';\nexport const title: string = 'Site';\n",
      'website/lib/index.js': 'export const lib = 1;\n',
      'website/node_modules/some-package/index.js': 'module.exports = 1;\n',
      'website/unused.ts': 'export const unused = 1;\n',
      'shared/common.ts': 'export const shared = 1;\n',
    });
    const prepared = await prepareTransforms(path.join(dir, 'website/docusaurus.config.ts'), transformOptionsFor);
    expect(relativeNames(dir, prepared.keys())).toEqual([
      'website/docusaurus.config.ts',
      'website/lib/index.js',
      'website/plugins/plugin.mjs',
      'website/site.ts',
    ]);
  });

  it('leaves a module esbuild rejects, or one that is missing, to the transform jiti asks for', async () => {
    const dir = write({
      'docusaurus.config.js': "const broken = require('./broken.ts');\nconst gone = require('./gone.js');\n",
      'broken.ts': 'export const = ;\n',
    });
    const prepared = await prepareTransforms(path.join(dir, 'docusaurus.config.js'), transformOptionsFor);
    expect(relativeNames(dir, prepared.keys())).toEqual(['docusaurus.config.js']);
  });

  it('gives jiti the prepared code of an unchanged module and transforms a changed one afresh', async () => {
    const dir = write({
      'docusaurus.config.ts':
        "import { title } from './title.ts';\nimport { tagline } from './tagline.ts';\n" +
        'export default { title, tagline, twice: (n: number) => n * 2 };\n',
      'title.ts': "export const title: string = 'Title';\n",
      'tagline.ts': "export const tagline: string = 'Before';\n",
    });
    const config = path.join(dir, 'docusaurus.config.ts');
    const prepared = new Map(await prepareTransforms(config, transformOptionsFor));
    // The prepared code of title.ts marked, to see it is the one jiti runs.
    const title = prepared.get(path.join(dir, 'title.ts'));
    if (!title) throw new Error('title.ts was not prepared');
    prepared.set(path.join(dir, 'title.ts'), {
      ...title,
      result: { ...title.result, code: title.result.code.replace('"Title"', '"Prepared"') },
    });
    // Changed after it was prepared: its source differs from the one transformed, so it is transformed again.
    writeFileSync(path.join(dir, 'tagline.ts'), "export const tagline: string = 'After';\n");
    const fallback = () => () => {
      throw new Error('no module goes to the fallback');
    };
    const jiti = createJiti(config, {
      interopDefault: true,
      moduleCache: false,
      fsCache: false,
      transform: configTransform(fallback, prepared),
    });
    // Required, as loadDocusaurusConfig.ts first does: jiti's import() takes its asynchronous path, which is Babel's.
    const loaded = (jiti(config) as { default: { title: string; tagline: string; twice: (n: number) => number } })
      .default;
    expect([loaded.title, loaded.tagline, loaded.twice(21)]).toEqual(['Prepared', 'After', 42]);
  });
});
