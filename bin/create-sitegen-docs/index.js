#!/usr/bin/env node
// npm create sitegen-docs@latest [folder] [--force]: `sitegen init` of the sitegen-docs package this one depends
// on, into the folder (my-docs when none is named), which then prints the two commands to go on (install,
// start) for the package manager that ran this one, as npm create vite does.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const args = process.argv.slice(2);
const named = args.some((arg) => !arg.startsWith('-'));
const manifest = createRequire(import.meta.url).resolve('sitegen-docs/package.json');
const sitegen = path.join(path.dirname(manifest), 'bin', 'sitegen');
const init = spawnSync(process.execPath, [sitegen, 'init', ...(named ? [] : ['my-docs']), ...args], {
  stdio: 'inherit',
});
if (init.error) {
  process.stderr.write(
    `create-sitegen-docs could not run ${sitegen}: ${init.error.message}\n` +
      '  Nothing was written. Run it again, or install the package and run init yourself: ' +
      'npm i -D sitegen-docs && npx sitegen init my-docs\n',
  );
}
process.exitCode = init.status ?? 1;
