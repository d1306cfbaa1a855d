/**
 * What a doc's footer shows: its "Edit this page" address from `docs.editUrl`
 * and its last update from git, as the config asks.
 */
import path from 'node:path';
import type { PageData } from '../../theme/data/siteData.ts';
import type { ResolvedConfig } from '../config/defineConfig.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocEntry } from './renderTypes.ts';

export type DocFooterData = Pick<PageData, 'editUrl' | 'lastUpdate'>;

export function createDocFooterData(options: {
  config: ResolvedConfig;
  siteDir: string;
  lastUpdates: ReadonlyMap<string, LastUpdate> | undefined;
  onProblem: (problem: Diagnostic) => void;
}): (doc: DocEntry) => DocFooterData {
  const { editUrl, showLastUpdateTime, showLastUpdateAuthor } = options.config.docs;
  const docsDir = path.join(options.siteDir, 'docs');
  const posix = (file: string) => file.split(path.sep).join('/');
  return (doc) => {
    const data: DocFooterData = {};
    if (typeof editUrl === 'string') {
      data.editUrl = `${editUrl.replace(/\/?$/, '/')}${posix(path.relative(options.siteDir, doc.source.file)).split('/').map(encodeURIComponent).join('/')}`;
    } else if (editUrl) {
      try {
        const address = editUrl({ docPath: posix(path.relative(docsDir, doc.source.file)), versionDocsDirPath: 'docs', permalink: doc.href, locale: 'en' });
        if (address !== undefined) data.editUrl = address;
      } catch (error) {
        options.onProblem({
          code: 'InvalidConfig', severity: 'error', file: doc.source.file, line: 1, column: 1,
          message: `docs.editUrl threw for this doc: ${error instanceof Error ? error.message : String(error)}`,
          hint: 'The function gets { docPath, versionDocsDirPath, permalink, locale } and returns an address or undefined.', cause: error,
        });
      }
    }
    const last = options.lastUpdates?.get(doc.source.file);
    if (last && (showLastUpdateTime || showLastUpdateAuthor)) {
      data.lastUpdate = { ...(showLastUpdateTime ? { time: last.time } : {}), ...(showLastUpdateAuthor ? { author: last.author } : {}) };
    }
    return data;
  };
}
