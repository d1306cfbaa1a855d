/** Parses a YAML file of `docs/` (`_category_.yml`, `tags.yml`), its syntax errors with their place. */
import yaml, { type YAMLException } from 'js-yaml';
import type { Position } from '../diagnostics/locate.ts';
import { errorMessage } from '../diagnostics/errorMessage.ts';

export type ParsedYaml = { ok: true; value: unknown } | { ok: false; reason: string; position: Position };

export function parseYaml(text: string): ParsedYaml {
  try {
    return { ok: true, value: yaml.safeLoad(text) };
  } catch (error) {
    const problem = error as YAMLException;
    return {
      ok: false,
      reason: problem.reason ?? errorMessage(error),
      position: problem.mark
        ? { line: problem.mark.line + 1, column: problem.mark.column + 1 }
        : { line: 1, column: 1 },
    };
  }
}

/** Where a top-level key of a YAML mapping is written (`key:`, `"key":`), or undefined. */
export function yamlKeyPosition(text: string, key: string): Position | undefined {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    for (const form of [key, `"${key}"`, `'${key}'`]) {
      if (line.startsWith(form) && /^\s*:/.test(line.slice(form.length))) return { line: i + 1, column: 1 };
    }
  }
  return undefined;
}
