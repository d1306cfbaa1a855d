/**
 * Converts an npm command line to its yarn and pnpm equivalents, for code
 * blocks marked `npm2yarn`. Lines that are not npm commands stay as they are.
 */

export type PackageManager = 'npm' | 'yarn' | 'pnpm';

const installFlags: Record<string, { yarn: string; pnpm: string }> = {
  '--save-dev': { yarn: '--dev', pnpm: '--save-dev' },
  '-D': { yarn: '--dev', pnpm: '--save-dev' },
  '--global': { yarn: 'global', pnpm: '--global' },
  '-g': { yarn: 'global', pnpm: '--global' },
  '--save': { yarn: '', pnpm: '' },
  '-S': { yarn: '', pnpm: '' },
  '--save-exact': { yarn: '--exact', pnpm: '--save-exact' },
  '-E': { yarn: '--exact', pnpm: '--save-exact' },
};

function convertLine(line: string, to: Exclude<PackageManager, 'npm'>): string {
  const match = /^(\s*)(npx|npm)\s+(.*)$/.exec(line);
  if (!match) return line;
  const [, indent = '', tool, rest = ''] = match;
  const words = rest.split(/\s+/).filter(Boolean);
  if (tool === 'npx') return `${indent}${to} dlx ${words.join(' ')}`;
  const [command = '', ...args] = words;
  const join = (...parts: string[]) => indent + parts.filter(Boolean).join(' ');
  switch (command) {
    case 'install':
    case 'i':
    case 'add': {
      if (args.length === 0) return join(to, 'install');
      const packages = args.filter((a) => !a.startsWith('-'));
      const flags = args.filter((a) => a.startsWith('-')).map((f) => installFlags[f]?.[to] ?? f);
      if (to === 'yarn' && flags.includes('global'))
        return join('yarn global add', ...flags.filter((f) => f !== 'global'), ...packages);
      return join(to, 'add', ...flags, ...packages);
    }
    case 'ci':
      return join(to, 'install --frozen-lockfile');
    case 'uninstall':
    case 'remove':
    case 'rm':
      return join(to, 'remove', ...args);
    case 'run':
      return to === 'yarn' ? join('yarn', ...args) : join('pnpm run', ...args);
    case 'init':
    case 'create':
      return args.length > 0 ? join(to, 'create', ...args) : join(to, 'init');
    case 'exec':
      return join(to, 'exec', ...args.filter((a) => a !== '--'));
    default:
      return join(to, command, ...args);
  }
}

export function convertNpmCommand(code: string, to: PackageManager): string {
  if (to === 'npm') return code;
  return code
    .split('\n')
    .map((line) => convertLine(line, to))
    .join('\n');
}
