/**
 * Every route of the site, keyed by its path. Two sources claiming one path
 * is an error naming both.
 */
import path from 'node:path';
import { DiagnosticBag } from '../diagnostics/diagnostic.ts';
import type { BlogPageKind } from '../../theme/data/siteData.ts';

export type RouteKind = 'doc' | 'page' | 'category' | 'tags' | 'tag' | 'search' | 'notFound' | BlogPageKind;

export interface Route {
  /** Decoded path without trailing slash, e.g. `/docs/api/config` or `/`. */
  path: string;
  kind: RouteKind;
  /** The file that produces this route (a doc, a page, a category file or the sidebars file). */
  source: string;
  line?: number;
  column?: number;
  /** Doc id for docs; category key for generated indexes. */
  key?: string;
}

export class RouteTable {
  private readonly routes = new Map<string, Route>();
  readonly problems = new DiagnosticBag();

  /** @param siteDir messages name files relative to it */
  constructor(private readonly siteDir = '') {}

  private display(file: string): string {
    return this.siteDir && path.isAbsolute(file) ? path.relative(this.siteDir, file) : file;
  }

  add(route: Route): void {
    const existing = this.routes.get(route.path);
    if (existing) {
      this.problems.add({
        code: 'DuplicateRoute',
        file: route.source,
        line: route.line ?? 1,
        column: route.column ?? 1,
        message:
          `The route ${route.path} is produced twice: by ${this.display(existing.source)} and by ` +
          `${this.display(route.source)}.`,
        hint: 'Give one of them another path: change its file name, or its `slug` in front matter or _category_.json.',
      });
      return;
    }
    this.routes.set(route.path, route);
  }

  get(path: string): Route | undefined {
    return this.routes.get(path);
  }

  has(path: string): boolean {
    return this.routes.has(path);
  }

  all(): Route[] {
    return [...this.routes.values()];
  }

  get size(): number {
    return this.routes.size;
  }
}
