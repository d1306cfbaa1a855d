/** What the local-index tests share: two pages of JSON Schema text, and a `load` over the files the build wrote. */
import type { OutputFile } from '../../../src/output/outputFile.ts';
import type { SearchDocument } from '../../../src/search/indexSearch.ts';
import type { FetchJson } from '../../../theme/search/localSearch.ts';

/** `contains` (with a Bounds section) and `Properties`. */
export const schemaPages: SearchDocument[] = [
  {
    href: '/docs/array/contains',
    title: 'contains',
    kind: 'doc',
    headings: [{ id: 'bounds', text: 'Bounds' }],
    sections: [
      { id: '', heading: '', text: 'An array must contain at least one item that matches the schema under contains.' },
      { id: 'bounds', heading: 'Bounds', text: 'minContains and maxContains bound how many items match.' },
    ],
  },
  {
    href: '/docs/object/properties',
    title: 'Properties',
    kind: 'doc',
    headings: [],
    sections: [
      {
        id: '',
        heading: '',
        text: 'Each property of an object is checked against its schema. Properties not listed are allowed.',
      },
    ],
  },
];

/** A `load` serving the index files at `/<path>`, recording every URL asked for; an unknown one rejects. */
export function indexLoader(files: readonly OutputFile[]): { load: FetchJson; loaded: string[] } {
  const byPath = new Map(files.map((file) => [`/${file.path}`, JSON.parse(String(file.contents)) as unknown]));
  const loaded: string[] = [];
  const load: FetchJson = async (url) => {
    loaded.push(url);
    if (!byPath.has(url)) throw new Error(`no file ${url}`);
    return byPath.get(url);
  };
  return { load, loaded };
}
