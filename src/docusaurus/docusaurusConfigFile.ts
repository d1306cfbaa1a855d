/**
 * Where a Docusaurus website keeps its config: `docusaurus.config.{ts,mts,cts,js,mjs,cjs}`
 * in the site folder, as Docusaurus looks for it (the first one found).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export const docusaurusConfigNames = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.cts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
] as const;

/** The Docusaurus config file of `dir`, absolute, or undefined. */
export function findDocusaurusConfig(dir: string): string | undefined {
  const name = docusaurusConfigNames.find((candidate) => existsSync(path.join(dir, candidate)));
  return name === undefined ? undefined : path.join(dir, name);
}

/** Whether a file is named as a Docusaurus config. */
export function isDocusaurusConfigFile(file: string): boolean {
  return (docusaurusConfigNames as readonly string[]).includes(path.basename(file));
}
