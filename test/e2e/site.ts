/**
 * Builds a fixture site into a fresh temporary folder, and serves it
 * in-process with sitegen's static server. By default the e2e fixture, with
 * the real `sitegen` command; other fixtures, a copy of the e2e fixture with
 * its config rewritten, or a site with extra widgets (built by
 * `buildWithWidgets.ts`, since the command takes none).
 *
 * A fixture is built once per run of the suite (`sharedBuild`): eight files
 * serve the e2e fixture (about 1 s a build) and four this repository's site
 * (8-9 s a build from a warm cache). A copy of the fixture
 * (`startFixtureCopy`) is a site of its own, built for the file that made it;
 * its output stays in the run's folder until the run ends.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../../src/serve/serve.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The docs site of this repository. */
export const contentDir = path.join(repoRoot, 'content');
export const fixtureDir = path.join(repoRoot, 'test/fixtures/e2e-site');
/** The e2e fixture with `navbar.hideOnScroll`. */
export const hideNavbarFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-hide-navbar');
/** A site with island widgets, registered by its `widgets.ts`. */
export const islandsFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-islands');
export const islandsFixtureWidgets = path.join(islandsFixtureDir, 'widgets.ts');
/** A site with Monaco editors. */
export const editorFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-editor');
/** A site with math and Mermaid diagrams. */
export const diagramsFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-diagrams');
export const mdxFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-mdx');
/** A doc page with every part whose side depends on the reading direction. */
export const directionFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-rtl');
/** A blog beside docs, for blog.test.ts. */
export const blogFixtureDir = path.join(repoRoot, 'test/fixtures/e2e-blog');

export interface FixtureSite {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  url: string;
  outDir: string;
  close(): Promise<void>;
}

export interface FixtureSiteOptions {
  /** The site folder to build. @default the e2e fixture */
  siteDir?: string;
  /**
   * A module exporting `widgets` (name → WidgetDefinition) to build with,
   * through `buildWithWidgets.ts` instead of the `sitegen` command.
   */
  widgetsModule?: string;
  /** Environment variables for the build (e.g. `SITEGEN_ALGOLIA_*`). */
  env?: Record<string, string>;
}

function buildSite(
  siteDir: string,
  outDir: string,
  widgetsModule: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<void> {
  const args =
    widgetsModule === undefined
      ? [path.join(repoRoot, 'bin/sitegen'), 'build', siteDir, '--out', outDir, '--quiet']
      : ['--import', 'tsx', path.join(repoRoot, 'test/e2e/buildWithWidgets.ts'), siteDir, outDir, widgetsModule];
  const env = { ...process.env, ...extraEnv, NO_COLOR: '1', FORCE_COLOR: '0' };
  // What bin/sitegen sets up itself: React's production build, tsx with the base tsconfig.
  if (widgetsModule !== undefined)
    Object.assign(env, { NODE_ENV: 'production', TSX_TSCONFIG_PATH: path.join(repoRoot, 'tsconfig.base.json') });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`build of ${siteDir} failed (exit ${code ?? signal}):\n${output}`));
    });
  });
}

/**
 * The output of a fixture as this run of the suite built it, built now if no file built it before: in the folder
 * test/support/sharedBuilds.ts gives the run, by the site, its widgets and its environment. Written beside and
 * renamed, so a build that fails leaves nothing another file would take. Undefined outside such a run.
 */
async function sharedBuild(options: FixtureSiteOptions): Promise<string | undefined> {
  const root = process.env.SITEGEN_TEST_SHARED_BUILDS;
  if (!root) return undefined;
  const siteDir = path.resolve(options.siteDir ?? fixtureDir);
  const key = createHash('sha256')
    .update(JSON.stringify([siteDir, options.widgetsModule ?? null, Object.entries(options.env ?? {}).sort()]))
    .digest('hex')
    .slice(0, 16);
  const outDir = path.join(root, key);
  if (existsSync(outDir)) return outDir;
  await mkdir(root, { recursive: true });
  const building = await mkdtemp(path.join(root, `${key}-building-`));
  try {
    await buildSite(siteDir, building, options.widgetsModule, options.env);
    await rename(building, outDir);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    // Another file's build of the same site got there first (vitest runs the browser's files one at a time).
    if (existsSync(outDir)) return outDir;
    throw error;
  }
  return outDir;
}

/** A fixture built (or taken as this run built it: `sharedBuild`) and served; `close` stops the server. */
export async function startFixtureSite(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const shared = await sharedBuild(options);
  const outDir = shared ?? (await mkdtemp(path.join(os.tmpdir(), 'sitegen-e2e-')));
  // The run's shared output stays for the next file; one of this file's own is removed.
  const removeOwn = () => (shared ? Promise.resolve() : rm(outDir, { recursive: true, force: true }));
  try {
    if (!shared) await buildSite(options.siteDir ?? fixtureDir, outDir, options.widgetsModule, options.env);
    const server = await serve({ root: outDir, port: 0, host: '127.0.0.1' });
    return {
      url: server.url,
      outDir,
      close: async () => {
        await server.close();
        await removeOwn();
      },
    };
  } catch (error) {
    await removeOwn();
    throw error;
  }
}

/**
 * Copies the e2e fixture into a temporary folder, rewrites its
 * `sitegen.config.ts` with `editConfig`, then builds and serves the copy
 * (at the server's root, whatever its base path).
 */
export async function startFixtureCopy(
  editConfig: (source: string) => string,
  options: { env?: Record<string, string> } = {},
): Promise<FixtureSite> {
  const siteDir = await mkdtemp(path.join(os.tmpdir(), 'sitegen-e2e-site-'));
  try {
    await cp(fixtureDir, siteDir, { recursive: true });
    const configFile = path.join(siteDir, 'sitegen.config.ts');
    const source = await readFile(configFile, 'utf8');
    const edited = editConfig(source);
    if (edited === source) throw new Error('editConfig left sitegen.config.ts unchanged');
    await writeFile(configFile, edited);
    const site = await startFixtureSite({ siteDir, ...(options.env ? { env: options.env } : {}) });
    return {
      ...site,
      close: async () => {
        await site.close();
        await rm(siteDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(siteDir, { recursive: true, force: true });
    throw error;
  }
}
