/**
 * `sitegen init`: writes a new site from `templates/init/` into a folder: the
 * config, sidebars, a few docs, a React home page, a logo, a tsconfig and a
 * package.json with the scripts a docs project runs. The folder must be
 * empty (a `.git` folder aside) unless `force` is set; then files of the same
 * name are replaced and an existing package.json only gains what it lacks.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SitegenError } from '../diagnostics/diagnostic.ts';
import { assertInside } from '../output/writeInside.ts';
import { packageName as sitegenPackage, packageRoot } from '../paths.ts';

export interface ScaffoldResult {
  /** The site folder, absolute. */
  dir: string;
  /** What was written, relative to the folder, `/`-separated and sorted. */
  files: string[];
  /** Whether the folder already had a package.json, which gained the scripts and dependencies it lacked. */
  mergedPackageJson: boolean;
  /** Scripts of sitegen's (`build`, …) that an existing package.json has under the same name, kept as they were. */
  keptScripts: string[];
  /** Whether sitegen is already installed where Node looks from the folder, so `npm install` can wait. */
  sitegenInstalled: boolean;
}

const templateDir = path.join(packageRoot, 'templates', 'init');

/** Files whose text names the site; others (images) are copied byte for byte. */
const textFile = /\.(?:ts|tsx|md|mdx|json|css)$/;

/** Written under another name in the package: npm leaves `.gitignore` files out of tarballs. */
const renamed: Record<string, string> = { gitignore: '.gitignore' };

export const siteScripts = {
  start: 'sitegen serve --watch',
  build: 'sitegen build',
  serve: 'sitegen serve',
  typecheck: 'tsc',
};

/** For editors and `npm run typecheck`: the site's TypeScript checked against sitegen's and React's types. */
const typeDependencies = { typescript: '^5.9.0', '@types/react': '^19.0.0' };

/** `my-project_docs` → `My Project Docs`: the site's first title, from its folder. */
export function titleFromFolder(dir: string): string {
  const words = path
    .basename(path.resolve(dir))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return words.length > 0 ? words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ') : 'My Docs';
}

/** A package name npm accepts, from the folder's name. */
function packageName(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[._-]+|-+$/g, '');
  return name || 'docs';
}

async function templateFiles(dir = templateDir, prefix = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await templateFiles(path.join(dir, entry.name), relative)));
    else files.push(relative);
  }
  return files;
}

/** What is in the folder already: nothing when it does not exist; a `.git` folder does not count. */
async function existingEntries(dir: string): Promise<string[]> {
  const info = await stat(dir).catch(() => undefined);
  if (!info) return [];
  if (!info.isDirectory()) {
    throw new SitegenError([
      {
        code: 'FolderNotEmpty',
        severity: 'error',
        file: dir,
        message: `${dir} is a file, not a folder.`,
        hint: 'Name a new folder for the site, for example sitegen init my-docs.',
      },
    ]);
  }
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((entry) => entry.name !== '.git')
    .map((entry) => entry.name + (entry.isDirectory() ? '/' : ''))
    .sort();
}

/** The nearest of `dir` and its parents that exists. */
function nearestExisting(dir: string): string | undefined {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(at)) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

function isInstalled(dir: string): boolean {
  for (let at = dir; ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'node_modules', sitegenPackage, 'package.json'))) return true;
    if (path.dirname(at) === at) return false;
  }
}

interface PackageJson {
  name?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  [field: string]: unknown;
}

interface SitegenManifest {
  version: string;
  dependencies: Record<string, string>;
}

async function sitegenManifest(): Promise<SitegenManifest> {
  return JSON.parse(await readFile(path.join(packageRoot, 'package.json'), 'utf8')) as SitegenManifest;
}

/**
 * React, at sitegen's range: the site's pages and widgets import it (npm installs one copy for both when the ranges
 * meet).
 */
function reactDependencies(manifest: SitegenManifest): Record<string, string> {
  return Object.fromEntries(
    ['react', 'react-dom'].flatMap((name) =>
      manifest.dependencies[name] ? [[name, manifest.dependencies[name]]] : [],
    ),
  );
}

/** The site's package.json: a new one, or the existing one with the scripts and dependencies it lacks. */
async function sitePackageJson(dir: string, existing: PackageJson | undefined): Promise<PackageJson> {
  const sitegen = await sitegenManifest();
  const wanted: Record<string, string> = { [sitegenPackage]: `^${sitegen.version}`, ...reactDependencies(sitegen) };
  if (!existing) {
    return {
      name: packageName(dir),
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: { ...siteScripts },
      dependencies: wanted,
      devDependencies: { ...typeDependencies },
    };
  }
  const declared = { ...existing.devDependencies, ...existing.dependencies };
  const lacking = (all: Record<string, string>) =>
    Object.fromEntries(Object.entries(all).filter(([name]) => !(name in declared)));
  return {
    ...existing,
    scripts: { ...siteScripts, ...existing.scripts },
    dependencies: { ...existing.dependencies, ...lacking(wanted) },
    devDependencies: { ...existing.devDependencies, ...lacking(typeDependencies) },
  };
}

async function readPackageJson(file: string): Promise<PackageJson> {
  const text = await readFile(file, 'utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new SitegenError([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message: `${file} is not valid JSON: ${(error as Error).message}`,
        hint: 'Fix it, or remove it to have sitegen init write a new one.',
      },
    ]);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new SitegenError([
      {
        code: 'InvalidConfig',
        severity: 'error',
        file,
        line: 1,
        column: 1,
        message: `${file} does not hold a JSON object.`,
        hint: 'Fix it, or remove it to have sitegen init write a new one.',
      },
    ]);
  }
  return parsed as PackageJson;
}

export async function scaffoldSite(options: { dir: string; force: boolean }): Promise<ScaffoldResult> {
  const dir = path.resolve(options.dir);
  await checkTargetFolder(dir, options.force);
  const title = titleFromFolder(dir);
  const files = await templateFiles();
  // Read before anything is written: a package.json that does not parse stops init with the folder as it was.
  const packageFile = path.join(dir, 'package.json');
  const existing = existsSync(packageFile) ? await readPackageJson(packageFile) : undefined;
  const packageJson = await sitePackageJson(dir, existing);
  const plan = files.map((relative) => ({
    relative,
    target: relative
      .split('/')
      .map((part) => renamed[part] ?? part)
      .join('/'),
  }));
  // Before anything is written: with --force, a folder of the same name may be a link leading out of dir.
  for (const target of [...plan.map((file) => file.target), 'package.json']) assertInside(dir, target);
  const written: string[] = [];
  for (const { relative, target } of plan) {
    const contents = await readFile(path.join(templateDir, relative));
    // {{date}}: today, for the example post's date.
    await writeSiteFile(
      dir,
      target,
      textFile.test(relative)
        ? contents
            .toString('utf8')
            .replaceAll('{{title}}', title)
            .replaceAll('{{date}}', new Date().toISOString().slice(0, 10))
        : contents,
      written,
    );
  }
  await writeSiteFile(dir, 'package.json', `${JSON.stringify(packageJson, null, 2)}\n`, written);
  const keptScripts = Object.keys(siteScripts).filter(
    (name) =>
      existing?.scripts?.[name] !== undefined &&
      existing.scripts[name] !== siteScripts[name as keyof typeof siteScripts],
  );
  return {
    dir,
    files: written.sort(),
    mergedPackageJson: existing !== undefined,
    keptScripts,
    sitegenInstalled: isInstalled(dir),
  };
}

/** The folder may take a new site: not inside a file, and empty, unless --force. */
async function checkTargetFolder(dir: string, force: boolean): Promise<void> {
  const entries = await existingEntries(dir);
  const parent = nearestExisting(path.dirname(dir));
  if (parent && !statSync(parent).isDirectory()) {
    throw new SitegenError([
      {
        code: 'FolderNotEmpty',
        severity: 'error',
        file: parent,
        message: `${parent} is a file, so ${dir} cannot be a folder inside it.`,
        hint: 'Name a folder that is not inside a file.',
      },
    ]);
  }
  if (entries.length > 0 && !force) {
    const named = entries.length > 6 ? entries.slice(0, 5) : entries;
    throw new SitegenError([
      {
        code: 'FolderNotEmpty',
        severity: 'error',
        file: dir,
        message:
          `The folder ${dir} is not empty: it holds ` +
          `${named.join(', ')}${entries.length > named.length ? ` and ${entries.length - named.length} more` : ''}.`,
        hint:
          'sitegen init writes a new site into an empty folder. Name a new one (sitegen init my-docs), or pass ' +
          '--force to write into this one: files of the same names are replaced, and an existing package.json ' +
          'only gains the scripts and dependencies it lacks.',
      },
    ]);
  }
}

/** A file of the new site written, and added to `written`; a failure says what was written before it. */
async function writeSiteFile(dir: string, target: string, contents: string | Buffer, written: string[]): Promise<void> {
  try {
    await mkdir(path.dirname(path.join(dir, target)), { recursive: true });
    await writeFile(path.join(dir, target), contents);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new SitegenError([
      {
        code: 'OutputFailed',
        severity: 'error',
        file: path.join(dir, target),
        message: `sitegen init could not write ${target}: ${reason}.`,
        hint: `Choose a folder you may write into. ${
          written.length > 0 ? `Written before the problem: ${written.join(', ')}.` : 'Nothing was written.'
        }`,
        cause: error,
      },
    ]);
  }
  written.push(target);
}
