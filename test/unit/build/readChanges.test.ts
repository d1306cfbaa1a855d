/**
 * readChanges (serve --watch) on category files: a folder's files are read together, so a duplicate comes and goes with
 * them.
 */
import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readChanges } from '../../../src/build/readChanges.ts';
import type { SiteState } from '../../../src/build/siteState.ts';
import { collectContent } from '../../../src/content/collectContent.ts';

let siteDir: string;

beforeEach(async () => {
  siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-read-changes-'));
  await mkdir(path.join(siteDir, 'docs', 'guides'), { recursive: true });
  await writeFile(path.join(siteDir, 'docs', 'guides', 'setup.md'), '# Setup\n');
  await writeFile(path.join(siteDir, 'docs', 'guides', '_category_.json'), '{ "label": "From JSON" }\n');
});

afterEach(async () => {
  await rm(siteDir, { recursive: true, force: true });
});

/** The state a first build keeps, as far as readChanges reads it. */
async function firstState(): Promise<SiteState> {
  const content = await collectContent({ siteDir });
  return {
    docs: new Map(content.docs.map((doc) => [doc.file, doc])),
    categories: content.categories,
    tagsFiles: content.tagsFiles,
    readProblems: new Map(),
    blogPosts: new Map(),
    pageSources: content.pages,
    pages: { entries: [], inputs: [] },
    staticFiles: content.staticFiles,
    compiled: new Map(),
    rendered: new Map(),
    keys: new Map(),
    indexFiles: new Map(),
    indexLayout: {},
    externalVersion: 0,
    assets: { stylesheets: [], runtime: '', hydrator: '', inlineScript: '', islands: {}, files: [] },
  };
}

describe('readChanges on category files', () => {
  const json = () => path.join(siteDir, 'docs', 'guides', '_category_.json');
  const yml = () => path.join(siteDir, 'docs', 'guides', '_category_.yml');

  it('reports a _category_.yml added beside a _category_.json, and reads it once the JSON one is gone', async () => {
    const previous = await firstState();
    await writeFile(yml(), 'label: From YAML\n');
    const added = await readChanges({ siteDir, previous, files: new Set([yml()]) });
    expect(added.content.categories.get('guides')?.label).toBe('From JSON');
    expect(added.content.problems.map((p) => [p.code, p.file])).toEqual([['DuplicateCategoryFile', yml()]]);

    await unlink(json());
    const kept: SiteState = {
      ...previous,
      categories: added.content.categories,
      readProblems: new Map([[yml(), added.content.problems]]),
    };
    const removed = await readChanges({ siteDir, previous: kept, files: new Set([json()]) });
    expect(removed.content.categories.get('guides')?.label).toBe('From YAML');
    expect(removed.content.problems).toEqual([]);
  });

  it('reads docs/tags.yml again when it changes, and forgets it when it is gone', async () => {
    const tagsYml = path.join(siteDir, 'docs', 'tags.yml');
    await writeFile(tagsYml, 'api:\n  label: API\n');
    const previous = await firstState();
    expect(previous.tagsFiles.get('current')?.tags.get('api')?.label).toBe('API');
    await writeFile(tagsYml, 'api:\n  label: The API\n');
    const edited = await readChanges({ siteDir, previous, files: new Set([tagsYml]) });
    expect(edited.content.tagsFiles.get('current')?.tags.get('api')?.label).toBe('The API');
    await unlink(tagsYml);
    const removed = await readChanges({
      siteDir,
      previous: { ...previous, tagsFiles: edited.content.tagsFiles },
      files: new Set([tagsYml]),
    });
    expect(removed.content.tagsFiles.get('current')).toBeUndefined();
  });
});
