import { describe, expect, it } from 'vitest';
import { nextCommands, packageManagerOf } from '../../../src/cli/commands/initCommand.ts';
import type { ScaffoldResult } from '../../../src/init/scaffoldSite.ts';

const result = (sitegenInstalled: boolean): ScaffoldResult => ({
  dir: '/x',
  files: [],
  mergedPackageJson: false,
  keptScripts: [],
  sitegenInstalled,
});

describe('packageManagerOf', () => {
  it.each([
    ['npm/11.19.1 node/v20.20.2 linux x64 workspaces/false', 'npm'],
    ['pnpm/10.34.9 npm/? node/v20.20.2 linux x64', 'pnpm'],
    ['yarn/4.5.0 npm/? node/v20.20.2 linux x64', 'yarn'],
    ['bun/1.2.0 npm/? node/v20.20.2 linux x64', 'bun'],
    [undefined, 'npm'],
  ])('%s is %s', (agent, manager) => {
    expect(packageManagerOf({ npm_config_user_agent: agent })).toBe(manager);
  });
});

describe('the next two commands sitegen init prints', () => {
  it.each([
    ['not installed, npm, a new folder', false, 'my docs', 'npm', ["cd 'my docs' && npm install", 'npm start']],
    ['not installed, pnpm, this folder', false, '', 'pnpm', ['pnpm install', 'pnpm start']],
    [
      'installed above, npm, a subfolder: its scripts find sitegen',
      true,
      'website',
      'npm',
      ['cd website', 'npm start'],
    ],
    ['installed here, npm', true, '', 'npm', ['npm start', 'npm run build']],
    [
      'installed above, pnpm: run from here, pnpm does not look above the site',
      true,
      'website',
      'pnpm',
      ['pnpm exec sitegen serve website --watch', 'pnpm exec sitegen build website'],
    ],
    [
      'installed above, yarn',
      true,
      'website',
      'yarn',
      ['yarn sitegen serve website --watch', 'yarn sitegen build website'],
    ],
    ['installed here, bun', true, '', 'bun', ['bunx sitegen serve --watch', 'bunx sitegen build']],
  ] as const)('%s', (_name, installed, relative, manager, expected) => {
    expect(nextCommands(result(installed), relative, manager)).toEqual(expected);
  });
});
