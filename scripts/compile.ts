/**
 * Compiles sitegen into `dist/`, the JavaScript and type declarations the
 * package ships (`npm run compile`; `prepack` runs it before `npm pack`):
 *
 * 1. `tsc -b` over sitegen's projects (src, theme, theme/client, templates),
 *    incremental, with `.ts` imports rewritten to `.js`;
 * 2. the theme's stylesheets copied beside the compiled theme;
 * 3. outputs whose source is gone removed, so a deleted module never ships;
 * 4. the command bundled into `dist/src/cli.bundle.js` (bundleCli.ts), which
 *    `bin/sitegen` runs.
 *
 * `--clean` starts from an empty `dist/` (what `prepack` does).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { bundleCli, bundleFilePattern } from './bundleCli.ts';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const projects = ['src', 'theme/client', 'templates'];

if (process.argv.includes('--clean')) rmSync(dist, { recursive: true, force: true });

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const compiled = spawnSync(process.execPath, [tsc, '-b', ...projects.map((project) => path.join(root, project))], {
  stdio: 'inherit',
});
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const styles = path.join(root, 'theme/styles');
mkdirSync(path.join(dist, 'theme/styles'), { recursive: true });
// Copied only when changed: sitegen's build cache knows its own files by size and time, so a copy made
// for nothing would make the next build of every site start from scratch.
for (const name of readdirSync(styles).filter((file) => file.endsWith('.css'))) {
  const target = path.join(dist, 'theme/styles', name);
  const source = readFileSync(path.join(styles, name));
  if (!existsSync(target) || !readFileSync(target).equals(source)) copyFileSync(path.join(styles, name), target);
}

/** `dist/src/a/b.js` or `b.d.ts` → does `src/a/b.ts` or `b.tsx` (or, for styles, the `.css`) still exist? */
function hasSource(output: string): boolean {
  const relative = path.relative(dist, output);
  if (relative.endsWith('.css')) return existsSync(path.join(root, relative));
  const stem = path.join(root, relative.replace(/(?:\.d\.ts|\.js)$/, ''));
  return existsSync(`${stem}.ts`) || existsSync(`${stem}.tsx`);
}

let removed = 0;
for (const folder of ['src', 'theme', 'templates']) {
  for (const entry of readdirSync(path.join(dist, folder), { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const isBundle =
      folder === 'src' && entry.parentPath === path.join(dist, 'src') && bundleFilePattern.test(entry.name);
    if (entry.isFile() && /\.(?:js|d\.ts|css)$/.test(entry.name) && !isBundle && !hasSource(file)) {
      rmSync(file);
      removed++;
    }
  }
}
if (removed > 0) console.log(`compile: removed ${removed} stale file${removed === 1 ? '' : 's'} from dist/`);

const bundled = await bundleCli(dist);
if (bundled.written > 0 || bundled.removed > 0)
  console.log(
    `compile: the command's bundle, ${bundled.written} file${bundled.written === 1 ? '' : 's'} written, ${bundled.removed} removed`,
  );
