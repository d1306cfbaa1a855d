/**
 * docs/architecture.md's stage table and the code name the same stages: every name the build reports
 * (`reporter.stage('<name>'`, anywhere in src/) is a row of the table, every row is a stage the build
 * reports, in the order the table gives, and every module a row names exists.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The rows of the table under "## The build: named stages": stage name and the modules it names. */
function documentedStages(): { stage: string; modules: string[] }[] {
  const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
  const section = text.split('\n## The build: named stages\n')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| [a-zA-Z]+ \|/.test(line) && !line.startsWith('| stage |'))
    .map((line) => {
      const [stage = '', modules = ''] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { stage, modules: [...modules.matchAll(/`([^`]+\.tsx?)`/g)].map((match) => match[1] ?? '') };
    });
}

/** Every stage name the code reports, with `reporter.stage(…)` or a ternary of names as its first argument. */
function reportedStages(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.ts')) {
        const text = readFileSync(file, 'utf8');
        for (const call of text.matchAll(/\.stage\(\s*([^,]+),/g)) {
          for (const name of (call[1] ?? '').matchAll(/'([a-zA-Z]+)'/g)) names.add(name[1] ?? '');
        }
      }
    }
  };
  walk(path.join(root, 'src'));
  return names;
}

describe('docs/architecture.md', () => {
  it('names the stages the build reports, no more, no fewer', () => {
    const documented = documentedStages().map((row) => row.stage);
    expect(documented.length).toBeGreaterThan(10);
    expect([...documented].sort()).toEqual([...reportedStages()].sort());
  });

  it('names modules that exist, each a module of the stage', () => {
    const missing = documentedStages().flatMap((row) =>
      row.modules.filter((module) => !existsSync(path.join(root, module))).map((module) => `${row.stage}: ${module}`),
    );
    expect(missing).toEqual([]);
  });

  it('is at most 300 lines', () => {
    expect(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8').split('\n').length).toBeLessThanOrEqual(300);
  });
});
