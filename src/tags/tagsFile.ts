/**
 * `docs/tags.yml`, as Docusaurus reads it: the tags docs may name by key, each
 * with its label (default: the key, capitalised), permalink (default: the
 * key as a slug) and description.
 *
 *     api:
 *       label: API
 *       description: Pages about the programming interface.
 *     getting-started:     # label "Getting-started", at /docs/tags/getting-started
 */
import path from 'node:path';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { closest } from '../diagnostics/didYouMean.ts';
import { locate } from '../diagnostics/locate.ts';
import { parseYaml, yamlKeyPosition } from '../content/parseYaml.ts';
import { tagSlug } from './tagSlug.ts';

/** A tag as a doc shows it and its page lists it; `permalink` is inside the tags' route (`/api`). */
export interface TagDefinition {
  label: string;
  permalink: string;
  description?: string;
}

export interface TagsFile {
  file: string;
  tags: Map<string, TagDefinition>;
}

/** The name of the tags file in `docs/`. */
export const tagsFileName = 'tags.yml';

const fields = ['label', 'permalink', 'description'];

/** `getting-started` → `Getting-started`, as lodash's `capitalize` (the rest in lowercase). */
function capitalize(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1).toLowerCase();
}

/** A problem of a tags file, at its place. */
type TagsProblem = (where: { line: number; column: number }, message: string, hint?: string) => Diagnostic;

const tagShape =
  'Write each tag as a key with its fields under it, e.g. api: then, indented, label: API and permalink: /api.';

export function parseTagsFile(text: string, file: string): { tagsFile?: TagsFile; problems: Diagnostic[] } {
  const name = path.basename(file);
  const problem: TagsProblem = (where, message, hint) => ({
    code: 'InvalidTagsFile',
    severity: 'error',
    file,
    ...where,
    message,
    ...(hint ? { hint } : {}),
  });
  const parsed = parseYaml(text);
  if (!parsed.ok) {
    return {
      problems: [
        problem(
          parsed.position,
          `${name} is not valid YAML: ${parsed.reason}.`,
          'Each tag is a key, with label, permalink and description under it; quote values that contain a ' +
            'colon followed by a space.',
        ),
      ],
    };
  }
  const data = parsed.value ?? {};
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return {
      problems: [
        problem(
          { line: 1, column: 1 },
          `${name} must hold a mapping of tag keys to their label, permalink and description.`,
          tagShape,
        ),
      ],
    };
  }
  const problems: Diagnostic[] = [];
  const tags = new Map<string, TagDefinition>();
  const byPermalink = new Map<string, string>();
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const at = yamlKeyPosition(text, key) ?? locate(text, key);
    const read = readTag(key, value, { text, at, problem });
    if ('problem' in read) {
      problems.push(read.problem);
      continue;
    }
    const other = byPermalink.get(read.tag.permalink);
    if (other !== undefined) {
      problems.push(
        problem(
          at,
          `The tags "${other}" and "${key}" have the same permalink, ${read.tag.permalink}.`,
          'Give one of them a permalink of its own.',
        ),
      );
      continue;
    }
    byPermalink.set(read.tag.permalink, key);
    tags.set(key, read.tag);
  }
  return problems.length > 0 ? { problems } : { tagsFile: { file, tags }, problems };
}

/** A tag's entry: a mapping of known keys to strings, or empty; its label and permalink by default from its key. */
function readTag(
  key: string,
  value: unknown,
  source: { text: string; at: { line: number; column: number }; problem: TagsProblem },
): { tag: TagDefinition } | { problem: Diagnostic } {
  const { text, at, problem } = source;
  if (value !== null && (typeof value !== 'object' || Array.isArray(value)))
    return {
      problem: problem(
        at,
        `The tag "${key}" must be a mapping (label, permalink, description) or empty, but it is ` +
          `${JSON.stringify(value)}.`,
        tagShape,
      ),
    };
  const record = (value ?? {}) as Record<string, unknown>;
  const unknown = Object.keys(record).find((field) => !fields.includes(field));
  if (unknown) {
    const suggestion = closest(unknown, fields);
    return {
      problem: problem(
        locate(text, unknown),
        `The tag "${key}" has an unknown key "${unknown}".`,
        suggestion ? `Did you mean "${suggestion}"?` : `Its keys are: ${fields.join(', ')}.`,
      ),
    };
  }
  const wrong = fields.find((field) => record[field] !== undefined && typeof record[field] !== 'string');
  if (wrong)
    return {
      problem: problem(
        at,
        `The ${wrong} of the tag "${key}" must be a string, but it is ${JSON.stringify(record[wrong])}.`,
        `Quote it: ${wrong}: "${String(record[wrong])}".`,
      ),
    };
  const label = typeof record.label === 'string' && record.label ? record.label : capitalize(key);
  const permalink = typeof record.permalink === 'string' && record.permalink ? record.permalink : `/${tagSlug(key)}`;
  const description = typeof record.description === 'string' ? record.description : undefined;
  return {
    tag: { label, permalink: `/${permalink.replace(/^\/+|\/+$/g, '')}`, ...(description ? { description } : {}) },
  };
}
