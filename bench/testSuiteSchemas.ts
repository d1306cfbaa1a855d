/**
 * The JSON-Schema-Test-Suite as schema files: each test case's schema of a
 * draft's folder written to a file of its own, for `sitegen schema` (used by
 * the bench and the integration test).
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The suite's checkout: `SITEGEN_TEST_SUITE_DIR`, else `../shared/corpora/json-schema-test-suite` beside the repository
 * (tests skip without it).
 */
export const testSuiteDir = process.env.SITEGEN_TEST_SUITE_DIR
  ? path.resolve(process.env.SITEGEN_TEST_SUITE_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpora/json-schema-test-suite');
export const hasTestSuite = existsSync(testSuiteDir);

/** Folder of the suite, the draft to pass to `--draft`, and how many schemas it holds. */
export const testSuiteDrafts = [
  ['draft4', '4', 199],
  ['draft6', '6', 276],
  ['draft7', '7', 321],
  ['draft2019-09', '2019-09', 448],
  ['draft2020-12', '2020-12', 461],
] as const;

/** References to http://localhost:1234/ are the suite's remotes: `--map` this. */
export const testSuiteMap = () => `http://localhost:1234/=${path.join(testSuiteDir, 'remotes')}`;

/** Writes every schema of one draft folder to `outDir` (`optional/format-3.json` …); returns the count. */
export async function writeTestSuiteSchemas(draftFolder: string, outDir: string): Promise<number> {
  const source = path.join(testSuiteDir, 'tests', draftFolder);
  const entries = await readdir(source, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
  let written = 0;
  for (const file of files) {
    const cases = JSON.parse(await readFile(file, 'utf8')) as { schema: unknown }[];
    const relative = path.relative(source, file).replace(/\.json$/, '');
    for (const [index, testCase] of cases.entries()) {
      const target = path.join(outDir, `${relative}-${index}.json`);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, JSON.stringify(testCase.schema));
      written++;
    }
  }
  return written;
}
