/**
 * Finds a sidebar that contains itself. A sidebars file is code, and code can
 * make a category hold itself (`a.items.push(a)`), directly or through other
 * categories or the `{ Label: [items] }` shorthand, or give an item
 * `customProps` that hold themselves; every walk of the items (validation,
 * resolution, the page's data, `docs:version`'s JSON) would then recurse until
 * the stack overflows or JSON gives up. These walks run first, on the loaded
 * value, and stop at the first object met again on its own path. A value
 * listed in two places (a shared category object) is no cycle, and is walked
 * once.
 */
import type { SidebarsConfig } from './sidebarTypes.ts';

export type SidebarCycle =
  /** Categories: the labels on the way round, the first one repeated at the end: `['Guides', 'Advanced', 'Guides']`. */
  | { kind: 'category'; sidebarId: string; labels: string[] }
  /**
   * Any other value (`customProps`): where the way round closes (`sidebars.main[0].customProps.self`), what it leads
   * back to, and its last key.
   */
  | { kind: 'value'; sidebarId: string; at: string; back: string; key: string };

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

/** A category item's label, which names it in the cycle. */
function labelOf(value: object): string | undefined {
  const label = (value as { label?: unknown }).label;
  return !Array.isArray(value) && typeof label === 'string' ? label : undefined;
}

/**
 * The lists and objects of items inside a value: a list's items, a category's `items`, the shorthand's lists (named by
 * their keys).
 */
function childrenOf(value: object): { child: unknown; label: string | undefined }[] {
  if (Array.isArray(value))
    return value.map((child: unknown) => ({ child, label: isObject(child) ? labelOf(child) : undefined }));
  const record = value as Record<string, unknown>;
  if ('type' in record) return record.type === 'category' ? [{ child: record.items, label: undefined }] : [];
  return Object.entries(record).map(([label, child]) => ({ child, label }));
}

/** The first cycle in the sidebars: in their categories, else in any other value. Undefined when they have none. */
export function findSidebarCycle(sidebars: SidebarsConfig): SidebarCycle | undefined {
  return findCategoryCycle(sidebars) ?? findValueCycle(sidebars);
}

/** The first cycle in the sidebars' items, named by the categories' labels. */
function findCategoryCycle(sidebars: SidebarsConfig): SidebarCycle | undefined {
  /** Objects on the current path, each with the length of `labels` when it was entered. */
  const onPath = new Map<object, number>([[sidebars, 0]]);
  /** Objects walked to the end without meeting a cycle. */
  const done = new Set<object>();
  const labels: string[] = [];

  const visit = (value: unknown, label: string | undefined): string[] | undefined => {
    if (!isObject(value) || done.has(value)) return undefined;
    const start = onPath.get(value);
    if (start !== undefined) {
      // The labels entered since, round to the first again. A list that holds itself, with no category in between
      // (`a.items.push(a.items)`), is named by the category above it.
      const way = labels.slice(start);
      const first = way[0] ?? label ?? labels[start - 1] ?? '';
      return [...(way.length > 0 ? way : [first]), first];
    }
    onPath.set(value, labels.length);
    if (label !== undefined) labels.push(label);
    for (const { child, label: childLabel } of childrenOf(value)) {
      const cycle = visit(child, childLabel);
      if (cycle) return cycle;
    }
    if (label !== undefined) labels.pop();
    onPath.delete(value);
    done.add(value);
    return undefined;
  };

  for (const [sidebarId, value] of Object.entries(sidebars)) {
    const cycle = visit(value, undefined);
    if (cycle) return { kind: 'category', sidebarId, labels: cycle };
  }
  return undefined;
}

/**
 * Lists and plain objects, the values JSON writes (and the page's data holds); class instances and functions are left
 * alone.
 */
const isPlainValue = (value: unknown): value is object =>
  Array.isArray(value) ||
  (isObject(value) && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));

/** A property's step in a path: `.name`, or `["a key"]`. */
const step = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`);

/** The first cycle anywhere in the sidebars' values, named by paths from `sidebars`. */
function findValueCycle(sidebars: SidebarsConfig): SidebarCycle | undefined {
  const onPath = new Map<object, string>();
  const done = new Set<object>();
  const visit = (
    value: unknown,
    at: string,
    key: string,
  ): Omit<Extract<SidebarCycle, { kind: 'value' }>, 'kind' | 'sidebarId'> | undefined => {
    if (!isPlainValue(value) || done.has(value)) return undefined;
    const back = onPath.get(value);
    if (back !== undefined) return { at, back, key };
    onPath.set(value, at);
    // A list's items keep the key that names the list, to locate them by.
    const entries: [string, unknown, string][] = Array.isArray(value)
      ? value.map((child: unknown, i) => [`${at}[${i}]`, child, key])
      : Object.entries(value).map(([name, child]) => [`${at}${step(name)}`, child, name]);
    for (const [path, child, name] of entries) {
      const cycle = visit(child, path, name);
      if (cycle) return cycle;
    }
    onPath.delete(value);
    done.add(value);
    return undefined;
  };
  onPath.set(sidebars, 'sidebars');
  for (const [sidebarId, value] of Object.entries(sidebars)) {
    const cycle = visit(value, `sidebars${step(sidebarId)}`, sidebarId);
    if (cycle) return { kind: 'value', sidebarId, ...cycle };
  }
  return undefined;
}
