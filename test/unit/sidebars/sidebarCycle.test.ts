import { describe, expect, it } from 'vitest';
import { findSidebarCycle } from '../../../src/sidebars/sidebarCycle.ts';
import type { SidebarsConfig } from '../../../src/sidebars/sidebarTypes.ts';

interface Category {
  type: 'category';
  label: string;
  items: unknown[];
}
const category = (label: string, items: unknown[] = []): Category => ({ type: 'category', label, items });
const sidebars = (value: Record<string, unknown>) => value as SidebarsConfig;

describe('findSidebarCycle', () => {
  it('finds a category that holds itself, directly', () => {
    const a = category('A', ['intro']);
    a.items.push(a);
    expect(findSidebarCycle(sidebars({ main: ['intro', a] }))).toEqual({
      kind: 'category',
      sidebarId: 'main',
      labels: ['A', 'A'],
    });
  });

  it('names every category on the way round, from the one met again', () => {
    const a = category('A');
    const b = category('B');
    const c = category('C', [a]);
    a.items.push(b);
    b.items.push(c);
    expect(findSidebarCycle(sidebars({ other: ['x'], main: [category('Top', [a])] }))).toEqual({
      kind: 'category',
      sidebarId: 'main',
      labels: ['A', 'B', 'C', 'A'],
    });
  });

  it('finds cycles through the shorthand, named by its keys', () => {
    const shorthand: Record<string, unknown[]> = { Guides: ['intro'] };
    shorthand.Guides?.push(shorthand);
    expect(findSidebarCycle(sidebars({ main: shorthand }))).toEqual({
      kind: 'category',
      sidebarId: 'main',
      labels: ['Guides', 'Guides'],
    });
  });

  it('finds a list of items that holds itself, named by the category above it', () => {
    const a = category('A');
    a.items.push(a.items);
    expect(findSidebarCycle(sidebars({ main: [a] }))).toEqual({
      kind: 'category',
      sidebarId: 'main',
      labels: ['A', 'A'],
    });
  });

  it('finds a sidebar whose category holds the sidebar', () => {
    const main: unknown[] = ['intro'];
    main.push(category('More', main));
    expect(findSidebarCycle(sidebars({ main }))).toEqual({
      kind: 'category',
      sidebarId: 'main',
      labels: ['More', 'More'],
    });
  });

  it('takes a category listed in two places, and in two sidebars, as no cycle', () => {
    const shared = category('Shared', ['intro']);
    const deep = Array.from({ length: 30 }, () => shared).reduce<Category>(
      (inner, _, i) => category(`L${i}`, [inner, inner]),
      shared,
    );
    expect(findSidebarCycle(sidebars({ main: [shared, shared, deep], other: [shared] }))).toBeUndefined();
  });

  it('passes over what is not an item: strings, numbers, null', () => {
    expect(
      findSidebarCycle(sidebars({ main: ['intro', 3, null, { type: 'link', label: 'x', href: '/x' }] })),
    ).toBeUndefined();
  });
});

describe('findSidebarCycle, in other values than categories', () => {
  it('finds customProps that hold themselves, by their path from the sidebars', () => {
    const props: Record<string, unknown> = { badge: 'new' };
    props.self = props;
    expect(findSidebarCycle(sidebars({ main: ['intro', { type: 'doc', id: 'intro', customProps: props }] }))).toEqual({
      kind: 'value',
      sidebarId: 'main',
      at: 'sidebars.main[1].customProps.self',
      back: 'sidebars.main[1].customProps',
      key: 'self',
    });
  });

  it('names a list by the key that holds it, and keys that are not names in brackets', () => {
    const list: unknown[] = [];
    list.push(list);
    expect(
      findSidebarCycle(sidebars({ 'my sidebar': [{ type: 'doc', id: 'intro', customProps: { 'a list': list } }] })),
    ).toEqual({
      kind: 'value',
      sidebarId: 'my sidebar',
      at: 'sidebars["my sidebar"][0].customProps["a list"][0]',
      back: 'sidebars["my sidebar"][0].customProps["a list"]',
      key: 'a list',
    });
  });

  it('takes a value shared by two items as no cycle, and leaves class instances and functions alone', () => {
    const shared = { badge: 'new' };
    const instance = new (class Node {
      self = this;
    })();
    expect(
      findSidebarCycle(
        sidebars({
          main: [
            { type: 'doc', id: 'a', customProps: shared },
            { type: 'doc', id: 'b', customProps: { shared, instance, render: () => shared } },
          ],
        }),
      ),
    ).toBeUndefined();
  });
});
