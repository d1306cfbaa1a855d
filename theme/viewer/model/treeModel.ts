/**
 * One viewer's tree: the registry, the settings, a cache of described nodes,
 * and the bounded walks behind the server-render budget, "Expand all", the
 * filter and deep links. Every walk visits at most a fixed number of nodes,
 * so no schema (however large or recursive) makes the viewer hang.
 */
import { isWithin } from './nodeIds.ts';
import type { SchemaLocation, SchemaRegistry } from './registry.ts';
import type { JSONSchema } from './schema.ts';
import { childrenOf, describeNode, rootNode, type NodeDetails, type ViewerSettings, type ViewNode } from './tree.ts';

/** A tab to select so a node shows: the node id that owns the tabs, the tab set's key, and the index. */
export interface TabChoice {
  owner: string;
  key: string;
  index: number;
}

export interface FilterResult {
  /** Nodes to show: matches and their ancestors. */
  visible: Set<string>;
  matches: number;
  /** Rows to open so the matches show. */
  open: string[];
  tabs: TabChoice[];
  /** The walk stopped at its node limit; matches deeper in the schema are not shown. */
  truncated: boolean;
}

export const tabKey = (owner: string, key: string) => `${owner}|${key}`;

export class TreeModel {
  readonly root: ViewNode;
  private readonly cache = new Map<string, NodeDetails>();

  constructor(
    readonly registry: SchemaRegistry,
    readonly settings: ViewerSettings,
    location: SchemaLocation,
    schema: JSONSchema,
  ) {
    this.root = rootNode(registry, location, settings, schema);
  }

  describe(node: ViewNode): NodeDetails {
    let details = this.cache.get(node.id);
    if (!details) {
      details = describeNode(node, this.registry, this.settings);
      this.cache.set(node.id, details);
    }
    return details;
  }

  /** Breadth-first over the tree, at most `limit` nodes; `visit` returns false to skip a node's children. */
  private walk(
    limit: number,
    visit: (
      node: ViewNode,
      parent: ViewNode | undefined,
      tab: { key: string; index: number } | undefined,
    ) => boolean | void,
  ): boolean {
    const queue: { node: ViewNode; parent: ViewNode | undefined; tab: { key: string; index: number } | undefined }[] = [
      { node: this.root, parent: undefined, tab: undefined },
    ];
    let seen = 0;
    for (let head = 0; head < queue.length; head++) {
      const entry = queue[head]!;
      if (++seen > limit) return true;
      if (visit(entry.node, entry.parent, entry.tab) === false) continue;
      for (const next of childrenOf(this.describe(entry.node)))
        queue.push({ node: next.node, parent: entry.node, tab: next.tab });
    }
    return false;
  }

  /**
   * The server renders the bodies of nodes above this level: the largest level
   * whose nodes (counted breadth-first) fit in `budget`. Both the server and
   * the browser compute it, so hydration matches.
   */
  renderLevel(budget: number): number {
    const counts: number[] = [];
    const truncated = this.walk(budget + 1, (node) => {
      counts[node.level] = (counts[node.level] ?? 0) + 1;
    });
    if (!truncated) return Number.POSITIVE_INFINITY;
    // Bodies of nodes above level R render the nodes of levels 0..R: the largest R that fits.
    // The last level counted may be cut short by the walk, so it never fits.
    let total = 0;
    for (let level = 0; level < counts.length - 1; level++) {
      total += counts[level] ?? 0;
      if (total > budget) return Math.max(1, level - 1);
    }
    return Math.max(1, counts.length - 2);
  }

  /** Rows to open for "Expand all", at most `limit` nodes visited. */
  expandAll(limit: number): { open: string[]; truncated: boolean } {
    const open: string[] = [];
    const truncated = this.walk(limit, (node) => {
      if (!node.embedded) open.push(node.id);
    });
    return { open, truncated };
  }

  /** The ids of the first `limit` nodes, breadth-first: the link targets the viewer can open. */
  nodeIds(limit: number): string[] {
    const ids: string[] = [];
    this.walk(limit, (node) => {
      ids.push(node.id);
    });
    return ids;
  }

  /** Keeps the paths to nodes whose property name, title or description contains `query` (case-insensitive). */
  filter(query: string, limit: number): FilterResult {
    const needle = query.trim().toLowerCase();
    const parents = new Map<
      string,
      { parent: ViewNode | undefined; tab: { key: string; index: number } | undefined }
    >();
    const hits: ViewNode[] = [];
    const truncated = this.walk(limit, (node, parent, tab) => {
      parents.set(node.id, { parent, tab });
      if (node.role === 'root') return;
      const details = this.describe(node);
      const haystack = [
        node.role === 'branch' || node.role === 'refTarget' ? '' : node.name,
        details.title ?? '',
        details.description ?? '',
      ]
        .join('\n')
        .toLowerCase();
      if (haystack.includes(needle)) hits.push(node);
    });
    const visible = new Set<string>();
    const open = new Set<string>();
    const tabs = new Map<string, TabChoice>();
    for (const hit of hits) {
      visible.add(hit.id);
      for (let id = hit.id, entry = parents.get(id); entry?.parent; id = entry.parent.id, entry = parents.get(id)) {
        const parent = entry.parent;
        visible.add(parent.id);
        if (!parent.embedded) open.add(parent.id);
        if (entry.tab) {
          const key = tabKey(parent.id, entry.tab.key);
          if (!tabs.has(key)) tabs.set(key, { owner: parent.id, key: entry.tab.key, index: entry.tab.index });
        }
      }
    }
    return { visible, matches: hits.length, open: [...open], tabs: [...tabs.values()], truncated };
  }

  /** The rows to open and tabs to select so the node with `id` shows, or undefined when no node has it. */
  pathTo(id: string): { open: string[]; tabs: TabChoice[] } | undefined {
    if (!isWithin(id, this.root.id)) return undefined;
    const open: string[] = [];
    const tabs: TabChoice[] = [];
    let node = this.root;
    for (let steps = 0; steps < 500 && node.id !== id; steps++) {
      const next = childrenOf(this.describe(node)).find((c) => isWithin(id, c.node.id));
      if (!next) return undefined;
      if (next.tab) tabs.push({ owner: node.id, key: next.tab.key, index: next.tab.index });
      if (!node.embedded) open.push(node.id);
      node = next.node;
    }
    if (node.id !== id) return undefined;
    return { open, tabs };
  }
}
