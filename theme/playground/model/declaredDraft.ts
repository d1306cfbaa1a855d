/**
 * The draft a schema declares with `$schema`, recognised strictly: an address
 * that is not one of the five meta-schemas is reported, not guessed at.
 */
import { defaultDraft, type Draft } from '../../viewer/model/draft.ts';
import { isSchemaObject } from '../../viewer/model/schema.ts';

/** The canonical `$schema` of each draft; Ajv knows the meta-schemas by these. */
export const metaSchemaUri: Record<Draft, string> = {
  '4': 'http://json-schema.org/draft-04/schema#',
  '6': 'http://json-schema.org/draft-06/schema#',
  '7': 'http://json-schema.org/draft-07/schema#',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/** How a draft is named in messages. */
export const draftName: Record<Draft, string> = {
  '4': 'draft 4',
  '6': 'draft 6',
  '7': 'draft 7',
  '2019-09': 'draft 2019-09',
  '2020-12': 'draft 2020-12',
};

const known: [RegExp, Draft][] = [
  [/^https?:\/\/json-schema\.org\/draft-04\/schema#?$/, '4'],
  [/^https?:\/\/json-schema\.org\/draft-06\/schema#?$/, '6'],
  [/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, '7'],
  [/^https?:\/\/json-schema\.org\/draft\/2019-09\/schema#?$/, '2019-09'],
  [/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, '2020-12'],
];

export interface DeclaredDraft {
  draft: Draft;
  /** True when `$schema` names one of the known meta-schemas. */
  declared: boolean;
  /** The `$schema` string when it names none of them. */
  unknownUri?: string;
}

/** The draft from `$schema` (http or https, with or without the empty fragment), else 2020-12. */
export function readDeclaredDraft(schema: unknown): DeclaredDraft {
  const uri = isSchemaObject(schema) ? schema.$schema : undefined;
  if (typeof uri !== 'string') return { draft: defaultDraft, declared: false };
  const draft = known.find(([pattern]) => pattern.test(uri))?.[1];
  return draft ? { draft, declared: true } : { draft: defaultDraft, declared: false, unknownUri: uri };
}
