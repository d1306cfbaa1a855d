/**
 * What a doc's footer shows: its "Edit this page" address from `docs.editUrl`
 * (or front matter `custom_edit_url`) and its last update from git (or front
 * matter `last_update`), as the config asks; a blog post's last update too.
 */
import path from 'node:path';
import type { PageData } from '../../theme/data/siteData.ts';
import { docsInstance, type ResolvedConfig } from '../config/defineConfig.ts';
import type { LastUpdate } from '../content/lastUpdates.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { DocEntry } from './renderTypes.ts';
import { currentVersionName, instanceFiles, instanceOfVersion, releaseOfVersion } from '../versions/versionKey.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export type DocFooterData = Pick<PageData, 'editUrl' | 'lastUpdate'>;

export function createDocFooterData(options: {
  config: ResolvedConfig;
  siteDir: string;
  lastUpdates: ReadonlyMap<string, LastUpdate> | undefined;
  onProblem: (problem: Diagnostic) => void;
}): (doc: DocEntry) => DocFooterData {
  const posix = (file: string) => file.split(path.sep).join('/');
  return (doc) => {
    // The settings of the doc's docs instance (the main docs', or one of docsInstances).
    const instance = instanceOfVersion(doc.source.version);
    const docs = docsInstance(options.config, instance);
    const { editUrl, showLastUpdateTime, showLastUpdateAuthor } = docs;
    const release = releaseOfVersion(doc.source.version);
    const data: DocFooterData = {};
    const { custom_edit_url: customEditUrl, last_update: lastUpdate } = doc.source.frontMatter;
    if (customEditUrl !== undefined) {
      // Front matter's address, or null for none, in place of docs.editUrl's.
      if (customEditUrl !== null) data.editUrl = customEditUrl;
    } else if (typeof editUrl === 'string') {
      const relative = posix(path.relative(options.siteDir, doc.source.file))
        .split('/')
        .map(encodeURIComponent)
        .join('/');
      data.editUrl = `${editUrl.replace(/\/?$/, '/')}${relative}`;
    } else if (editUrl) {
      try {
        const versionDocsDirPath =
          release !== currentVersionName
            ? instanceFiles(instance).docsFolder(release)
            : docs.path.split(path.sep).join('/');
        const address = editUrl({
          docPath: doc.source.relativePath,
          versionDocsDirPath,
          permalink: doc.href,
          locale: 'en',
        });
        if (address !== undefined) data.editUrl = address;
      } catch (error) {
        options.onProblem({
          code: 'InvalidConfig',
          severity: 'error',
          file: doc.source.file,
          line: 1,
          column: 1,
          message: `docs.editUrl threw for this doc: ${errorMessage(error)}`,
          hint:
            'The function gets { docPath, versionDocsDirPath, permalink, locale } and returns an address or ' +
            'undefined.',
          cause: error,
        });
      }
    }
    const shown = shownLastUpdate(lastUpdate, options.lastUpdates?.get(doc.source.file), {
      showLastUpdateTime,
      showLastUpdateAuthor,
    });
    if (shown) data.lastUpdate = shown;
    return data;
  };
}

/**
 * A doc's or post's last update as its footer shows it: front matter's `last_update` wins over git, field by field;
 * each field only if the config shows it.
 */
export function shownLastUpdate(
  frontMatter: { date?: Date | string | number; author?: string } | undefined,
  fromGit: LastUpdate | undefined,
  show: { showLastUpdateTime: boolean; showLastUpdateAuthor: boolean },
): PageData['lastUpdate'] | undefined {
  const time = frontMatter?.date !== undefined ? new Date(frontMatter.date).getTime() : fromGit?.time;
  const author = frontMatter?.author ?? fromGit?.author;
  const shown = {
    ...(show.showLastUpdateTime && time !== undefined && Number.isFinite(time) ? { time } : {}),
    ...(show.showLastUpdateAuthor && author !== undefined ? { author } : {}),
  };
  return Object.keys(shown).length > 0 ? shown : undefined;
}
