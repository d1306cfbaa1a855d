/**
 * An updated index is the index a whole build writes, byte for byte, file
 * for file; it touches only the files the changed pages are in; and it
 * declines (undefined) whenever record numbers would move or the last
 * index cannot be read as written.
 */
import { describe, expect, it } from 'vitest';
import type { OutputFile } from '../../../src/output/outputFile.ts';
import type { SearchDocument } from '../../../src/search/indexSearch.ts';
import { buildLocalIndex, indexLayout } from '../../../src/search/localIndex.ts';
import { updateLocalIndex, type PreviousIndex } from '../../../src/search/updateLocalIndex.ts';

const words = [
  'array',
  'object',
  'schema',
  'string',
  'number',
  'integer',
  'boolean',
  'pattern',
  'format',
  'keyword',
  'items',
  'required',
];

/** `count` pages of two or three sections each, some in version 1.0, with numbers ("2020", "10") among the words. */
function site(count: number): SearchDocument[] {
  return Array.from(
    { length: count },
    (_, n): SearchDocument => ({
      href: `/docs/page-${n}`,
      title: `Page ${n} about ${words[n % words.length]!}`,
      kind: 'doc',
      headings: [],
      sections: [
        {
          id: '',
          heading: '',
          text: `Intro ${n}: ${words[(n * 7) % words.length]!} and ${words[(n * 5) % words.length]!} since 2020, version ${n % 10}.`,
        },
        {
          id: 'usage',
          heading: 'Usage',
          text: `Use ${words[(n * 3) % words.length]!}Keyword with ${words[n % words.length]!}; see 10 examples.`,
        },
        ...(n % 3 === 0 ? [{ id: 'notes', heading: 'Notes', text: `Écrit en français: schéma ${n}.` }] : []),
      ],
      ...(n % 4 === 0 ? { version: '1.0' } : {}),
    }),
  );
}

const recordsPerFile = 4;

/** The last index as a build wrote it, readable by name. */
function previousOf(documents: SearchDocument[], files: OutputFile[], now: SearchDocument[]): PreviousIndex {
  const byName = new Map(files.map((file) => [file.path.slice('search/'.length), String(file.contents)]));
  return {
    layout: indexLayout(documents, recordsPerFile),
    documents: now.map((_, i) => documents[i]),
    read: (name) => byName.get(name),
  };
}

/** Applies an update to the last files: what the output holds after it. */
function applied(last: OutputFile[], update: { files: OutputFile[]; kept: string[] }): Map<string, string> {
  const before = new Map(last.map((file) => [file.path, String(file.contents)]));
  const after = new Map<string, string>();
  for (const kept of update.kept) after.set(kept, before.get(kept) ?? `missing ${kept}`);
  for (const file of update.files) after.set(file.path, String(file.contents));
  return after;
}

const asMap = (files: OutputFile[]) => new Map(files.map((file) => [file.path, String(file.contents)]));

function edited(
  documents: SearchDocument[],
  index: number,
  change: (document: SearchDocument) => SearchDocument,
): SearchDocument[] {
  return documents.map((document, i) => (i === index ? change(document) : document));
}

describe('updateLocalIndex', () => {
  const before = site(40);
  const last = buildLocalIndex(before, { recordsPerFile });

  const cases: [string, SearchDocument[]][] = [
    [
      'a sentence edited',
      edited(before, 17, (d) => ({
        ...d,
        sections: d.sections.map((s, i) => (i === 1 ? { ...s, text: `${s.text} Also zygote quokka.` } : s)),
      })),
    ],
    [
      'words removed, some of them the last of their term in the site',
      edited(before, 3, (d) => ({ ...d, sections: d.sections.map((s) => ({ ...s, text: 'Nothing.' })) })),
    ],
    [
      'a title changed (its terms stand in every record of the page)',
      edited(before, 0, (d) => ({ ...d, title: 'Renamed entirely' })),
    ],
    [
      'a heading changed',
      edited(before, 9, (d) => ({
        ...d,
        sections: d.sections.map((s, i) => (i === 1 ? { ...s, heading: 'Usage of 2021' } : s)),
      })),
    ],
    [
      'a word with a new two-letter prefix, and numbers',
      edited(before, 39, (d) => ({
        ...d,
        sections: [{ ...d.sections[0]!, text: 'ƒƒ 999 0x1 ωmega 12 3' }, ...d.sections.slice(1)],
      })),
    ],
    [
      'two pages at once, one in each version',
      edited(
        edited(before, 8, (d) => ({ ...d, title: 'Eight' })),
        9,
        (d) => ({ ...d, title: 'Nine' }),
      ),
    ],
    [
      'nothing that search reads (the headings list)',
      edited(before, 5, (d) => ({ ...d, headings: [{ id: 'x', text: 'X' }] })),
    ],
  ];

  for (const [what, after] of cases) {
    it(`writes what a whole build writes: ${what}`, () => {
      const update = updateLocalIndex(after, previousOf(before, last, after), { recordsPerFile });
      expect(update).toBeDefined();
      expect(applied(last, update!)).toEqual(asMap(buildLocalIndex(after, { recordsPerFile })));
    });
  }

  it("writes only the changed page's record file, the shards of its old and new words, and the manifest", () => {
    const after = cases[0]![1];
    const update = updateLocalIndex(after, previousOf(before, last, after), { recordsPerFile })!;
    const written = update.files.map((file) => file.path.replace(/-[0-9a-f]{10}\.json$/, ''));
    // Page 17's records are 40..42 or so: one records file.
    expect(written.filter((name) => name.startsWith('search/records-'))).toHaveLength(1);
    // "zygote", "quokka" and "also" start shards of their own ("zy", "qu", "al"); the other shards of the page's words
    // are as they were.
    expect(written.sort()).toEqual([
      'search/manifest.json',
      expect.stringMatching(/^search\/records-10$/),
      'search/shard-616c',
      'search/shard-7175',
      'search/shard-7a79',
    ]);
    expect(update.kept.length + update.files.length).toBe(buildLocalIndex(after, { recordsPerFile }).length);
  });

  it("reads only the shards of the terms whose postings changed, not every shard of the page's words", () => {
    const after = cases[0]![1];
    const previous = previousOf(before, last, after);
    const read: string[] = [];
    const update = updateLocalIndex(
      after,
      {
        ...previous,
        read: (name) => {
          read.push(name.replace(/-[0-9a-f]{10}\.json$/, ''));
          return previous.read(name);
        },
      },
      { recordsPerFile },
    );
    expect(update).toBeDefined();
    // "zygote", "quokka" and "also" are new to the site: no shard of theirs to read; "usage" and the page's other
    // words keep their postings.
    expect(read).toEqual(['manifest.json']);
  });

  it('keeps every file but the manifest when nothing search reads changed', () => {
    const after = cases[6]![1];
    const update = updateLocalIndex(after, previousOf(before, last, after), { recordsPerFile })!;
    expect(update.files.map((file) => file.path)).toEqual(['search/manifest.json']);
    expect(update.kept).toHaveLength(last.length - 1);
  });

  it('declines when record numbers would move: a page added, a section more, pages reordered', () => {
    const added = [...before, site(41)[40]!];
    const moreSections = edited(before, 2, (d) => ({
      ...d,
      sections: [...d.sections, { id: 'more', heading: 'More', text: 'More.' }],
    }));
    const reordered = [before[1]!, before[0]!, ...before.slice(2)];
    for (const after of [added, moreSections, reordered]) {
      expect(
        updateLocalIndex(
          after,
          { ...previousOf(before, last, after), documents: after.map((_, i) => before[i]) },
          { recordsPerFile },
        ),
      ).toBeUndefined();
    }
  });

  it('declines when the last index is not there as written: its manifest, a shard it needs, a page it does not know', () => {
    const after = cases[0]![1];
    const previous = previousOf(before, last, after);
    expect(
      updateLocalIndex(
        after,
        { ...previous, read: (name) => (name === 'manifest.json' ? undefined : previous.read(name)) },
        { recordsPerFile },
      ),
    ).toBeUndefined();
    // Page 3's words removed: "intro" leaves it, so the shard "in" (696e) is needed.
    const removed = cases[1]![1];
    const removedFrom = previousOf(before, last, removed);
    expect(
      updateLocalIndex(
        removed,
        { ...removedFrom, read: (name) => (name.startsWith('shard-696e') ? '{"in' : removedFrom.read(name)) },
        { recordsPerFile },
      ),
    ).toBeUndefined();
    expect(
      updateLocalIndex(
        after,
        { ...previous, documents: previous.documents.map((d, i) => (i === 17 ? undefined : d)) },
        { recordsPerFile },
      ),
    ).toBeUndefined();
    expect(updateLocalIndex(after, { ...previous, layout: 'another' }, { recordsPerFile })).toBeUndefined();
  });
});
