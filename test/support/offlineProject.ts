/**
 * A project that installs the packed sitegen without the network, as a new
 * user's project would install it from the registry.
 *
 * `npm ci` caches the tarballs of this repository's lockfile but not the
 * registry's metadata, so `npm install --offline sitegen-docs.tgz react` cannot
 * resolve a version. Instead the project gets a lockfile: the packages that
 * sitegen and React need at run time, taken from this repository's lockfile
 * at the same places in the tree, with their integrity hashes; `npm ci
 * --offline` then installs each from the cache by its hash.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  dev?: boolean;
  devOptional?: boolean;
  [field: string]: unknown;
}

interface Lockfile {
  name: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

/** Where Node would find `name` from the package at `location`: its own node_modules, then each parent's. */
function locate(packages: Lockfile['packages'], location: string, name: string): string | undefined {
  for (let at = location; ; at = at.includes('/node_modules/') ? at.slice(0, at.lastIndexOf('/node_modules/')) : '') {
    const candidate = at ? `${at}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!at) return undefined;
  }
}

/** The registry's address of the tarball of the package installed at `location` (`node_modules/@scope/name`). */
function registryTarball(location: string, version: string): string {
  const name = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const basename = name.split('/').pop() ?? name;
  return `https://registry.npmjs.org/${name}/-/${basename}-${version}.tgz`;
}

/** The entries of `packages` that `roots` need, following dependencies, optional and required peer dependencies. */
function closure(packages: Lockfile['packages'], roots: string[]): Set<string> {
  const needed = new Set<string>();
  const visit = (location: string) => {
    if (needed.has(location)) return;
    needed.add(location);
    const entry = packages[location] ?? {};
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of names) {
      const found = locate(packages, location, name);
      if (found) visit(found);
    }
  };
  for (const root of roots) visit(root);
  return needed;
}

/**
 * Writes `package.json` and `package-lock.json` into `projectDir` for a
 * project that depends on the tarball (copied there as `<its name>.tgz`), on
 * React, and on `devDependencies` (such as `typescript`), at the versions
 * this repository uses. Returns the dependencies.
 */
export async function writeOfflineProject(options: {
  repoDir: string;
  projectDir: string;
  tarball: string;
  devDependencies?: string[];
}): Promise<Record<string, string>> {
  const repoLock = JSON.parse(await readFile(path.join(options.repoDir, 'package-lock.json'), 'utf8')) as Lockfile;
  const manifest = JSON.parse(await readFile(path.join(options.repoDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    dependencies: Record<string, string>;
    peerDependencies: Record<string, string>;
    bin: Record<string, string>;
    engines: Record<string, string>;
    license: string;
    peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  };
  const devNames = options.devDependencies ?? [];
  // An optional peer (Mermaid) is what a project installs only when it wants it: not part of this one.
  const requiredPeers = Object.keys(manifest.peerDependencies).filter(
    (name) => !manifest.peerDependenciesMeta?.[name]?.optional,
  );
  const runtime = [...Object.keys(manifest.dependencies), ...requiredPeers, ...devNames];
  const roots = runtime.map((name) => {
    const found = locate(repoLock.packages, '', name);
    if (!found) throw new Error(`${name} is a dependency of sitegen but not in package-lock.json`);
    return found;
  });
  const packages: Lockfile['packages'] = {};
  for (const location of [...closure(repoLock.packages, roots)].sort()) {
    // A runtime package of sitegen is no development dependency of the project.
    const entry = { ...repoLock.packages[location] };
    // The tarball's address, as the registry names it: without it npm asks for the package's metadata, which the cache
    // may not hold.
    if (!entry.resolved && entry.version && !entry.link) entry.resolved = registryTarball(location, entry.version);
    delete entry.dev;
    delete entry.devOptional;
    packages[location] = entry;
  }
  const version = (name: string) => repoLock.packages[`node_modules/${name}`]?.version ?? '*';
  const dependencies = {
    react: version('react'),
    'react-dom': version('react-dom'),
    [manifest.name]: `file:${manifest.name}.tgz`,
  };
  const tarball = await readFile(options.tarball);
  await writeFile(path.join(options.projectDir, `${manifest.name}.tgz`), tarball);
  packages[`node_modules/${manifest.name}`] = {
    version: manifest.version,
    resolved: `file:${manifest.name}.tgz`,
    integrity: `sha512-${createHash('sha512').update(tarball).digest('base64')}`,
    license: manifest.license,
    dependencies: manifest.dependencies,
    bin: manifest.bin,
    engines: manifest.engines,
    peerDependencies: manifest.peerDependencies,
    ...(manifest.peerDependenciesMeta ? { peerDependenciesMeta: manifest.peerDependenciesMeta } : {}),
  };
  const devDependencies = Object.fromEntries(devNames.map((name) => [name, version(name)]));
  const runtimeNeeds = closure(repoLock.packages, roots.slice(0, roots.length - devNames.length));
  for (const location of Object.keys(packages)) {
    // Needed only by the development dependencies: marked as npm marks them.
    if (runtimeNeeds.has(location) || location === `node_modules/${manifest.name}`) continue;
    packages[location] = { ...packages[location], dev: true };
  }
  const project = { name: 'docs-project', version: '1.0.0', private: true, dependencies, devDependencies };
  const lock: Lockfile = {
    name: project.name,
    lockfileVersion: 3,
    requires: true,
    packages: { '': { name: project.name, version: project.version, dependencies, devDependencies }, ...packages },
  };
  await writeFile(path.join(options.projectDir, 'package.json'), `${JSON.stringify(project, null, 2)}\n`);
  await writeFile(path.join(options.projectDir, 'package-lock.json'), `${JSON.stringify(lock, null, 2)}\n`);
  return dependencies;
}
