/**
 * Compiles a TypeScript module of the site (config, sidebars, a React page)
 * with esbuild and imports it.
 *
 * Relative imports are bundled, so a rebuild picks up changed helpers. React,
 * packages and sitegen's own `theme/` and `src/` stay external and resolve to
 * the very module instances the renderer uses: two copies of React or of a
 * theme context would break hooks and context.
 */
import { build, type Message, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SitegenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { cacheDir, sitegenRoot } from '../paths.ts';

export interface SiteModule<T> {
  exports: T;
  /** Absolute paths of the site files bundled into it, for the watcher. */
  inputs: string[];
}

const selfExports: Record<string, string> = {
  'sitegen/config': path.join(sitegenRoot, 'src/config/defineConfig.ts'),
  'sitegen/theme': path.join(sitegenRoot, 'theme/index.ts'),
};

const sharedFolders = [path.join(sitegenRoot, 'theme') + path.sep, path.join(sitegenRoot, 'src') + path.sep];

const keepSharedModulesExternal: Plugin = {
  name: 'sitegen-shared-modules',
  setup(builder) {
    builder.onResolve({ filter: /^sitegen\// }, (args) => {
      const target = selfExports[args.path];
      if (!target) return { errors: [{ text: `"${args.path}" is not exported by sitegen; use one of ${Object.keys(selfExports).join(', ')}.` }] };
      return { path: pathToFileURL(target).href, external: true };
    });
    builder.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = path.resolve(args.resolveDir, args.path);
      if (sharedFolders.some((folder) => target.startsWith(folder))) {
        return { path: pathToFileURL(target).href, external: true };
      }
      return undefined;
    });
  },
};

function toDiagnostic(message: Message, fallbackFile: string): Diagnostic {
  const location = message.location;
  return {
    code: 'ModuleLoadFailed',
    severity: 'error',
    message: message.text,
    file: location ? path.resolve(path.dirname(fallbackFile), location.file) : fallbackFile,
    line: location?.line,
    column: location ? location.column + 1 : undefined,
    hint: message.notes[0]?.text,
  };
}

/** Bundles and imports `file`; esbuild errors become positioned diagnostics. */
export async function importSiteModule<T>(file: string): Promise<SiteModule<T>> {
  let result;
  try {
    result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      metafile: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      jsx: 'automatic',
      sourcemap: 'inline',
      packages: 'external',
      logLevel: 'silent',
      absWorkingDir: path.dirname(file),
      plugins: [keepSharedModulesExternal],
    });
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (messages.length === 0) throw error;
    throw new SitegenError(messages.map((m) => toDiagnostic(m, file)));
  }
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(file).update(code).digest('hex').slice(0, 16);
  const outFile = path.join(cacheDir, 'modules', `${path.basename(file).replace(/\.\w+$/, '')}-${hash}.mjs`);
  await mkdir(path.dirname(outFile), { recursive: true });
  await writeFile(outFile, code);
  const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(path.dirname(file), input));
  try {
    const exports = (await import(pathToFileURL(outFile).href)) as T;
    return { exports, inputs };
  } catch (error) {
    throw new SitegenError([{
      code: 'ModuleLoadFailed',
      severity: 'error',
      message: `${path.basename(file)} threw while loading: ${error instanceof Error ? error.message : String(error)}`,
      file,
      line: 1,
      column: 1,
      hint: 'Fix the error above; site modules run at build time in Node, so they must not touch `window` or `document` at the top level.',
      cause: error,
    }]);
  }
}
