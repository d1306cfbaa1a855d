/**
 * search-documents.json is `JSON.stringify` of the documents, byte for byte, whether each document is encoded
 * or taken from the last build's file; a last file that does not line up with its lengths is not taken from.
 */
import { describe, expect, it } from 'vitest';
import { documentsFile } from '../../../src/search/documentsFile.ts';
import type { SearchDocument } from '../../../src/search/indexSearch.ts';

const documents: SearchDocument[] = [
  {
    href: '/docs/intro',
    title: 'Intro',
    kind: 'doc',
    headings: [],
    sections: [{ id: '', heading: '', text: 'Plain ASCII text.' }],
  },
  {
    href: '/docs/schéma',
    title: 'Schéma — “typed” ✓',
    kind: 'doc',
    headings: [{ id: 'emoji', text: 'Emoji 🦕' }],
    sections: [{ id: 'emoji', heading: 'Emoji 🦕', text: 'A lone surrogate \ud800 and a quote " and a \\.' }],
    version: '1.0',
  },
  {
    href: '/blog/post',
    title: 'A post',
    kind: 'blogPost',
    headings: [],
    sections: [{ id: '', heading: '', text: 'Text.' }],
    label: 'Blog',
  },
];

const text = (contents: string | Uint8Array) => Buffer.from(contents).toString('utf8');

describe('documentsFile', () => {
  it('writes what JSON.stringify of the list writes, with each document’s length in bytes', () => {
    const { file, lengths } = documentsFile(documents);
    expect(file.path).toBe('search-documents.json');
    expect(text(file.contents)).toBe(JSON.stringify(documents));
    expect(lengths).toEqual(documents.map((document) => Buffer.byteLength(JSON.stringify(document))));
    expect(text(documentsFile([]).file.contents)).toBe('[]');
  });

  it('takes the kept documents from the last file, and encodes the others', () => {
    const last = documentsFile(documents);
    const changed = documents.map((document, i) => (i === 1 ? { ...document, title: 'Renamed ✓' } : document));
    // The last file says "KEPT" where a kept document would be taken from it, to show the bytes come from there.
    const marked = Buffer.from(text(last.file.contents).replace('Plain ASCII', 'KEPT  ASCII'));
    const { file, lengths } = documentsFile(changed, {
      bytes: marked,
      lengths: last.lengths,
      same: (i) => i !== 1,
    });
    expect(text(file.contents)).toBe(JSON.stringify(changed).replace('Plain ASCII', 'KEPT  ASCII'));
    expect(lengths[1]).toBe(Buffer.byteLength(JSON.stringify(changed[1])));
  });

  it('encodes every document when the last file is not the list its lengths say', () => {
    const last = documentsFile(documents);
    const bytes = Buffer.from(last.file.contents);
    const cases = [
      { bytes: Buffer.concat([bytes, Buffer.from(' ')]), lengths: last.lengths },
      { bytes, lengths: last.lengths.slice(1) },
    ];
    for (const { bytes: given, lengths } of cases) {
      const marked = Buffer.from(text(given).replace('Plain ASCII', 'KEPT  ASCII'));
      const { file } = documentsFile(documents, { bytes: marked, lengths, same: () => true });
      expect(text(file.contents)).toBe(JSON.stringify(documents));
    }
  });
});
