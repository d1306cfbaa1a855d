/**
 * `@docusaurus/router`: what Docusaurus re-exports of react-router
 * (`useLocation`, `useHistory`, `Redirect`, `matchPath`), over the browser's
 * own location and history, since sitegen's pages are documents of their own.
 * On the server the location is the page's address.
 */
import { useEffect, useState } from 'react';
import { useDocusaurusData } from './docusaurusContext.ts';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key?: string;
}

type Listener = (location: Location) => void;
const listeners = new Set<Listener>();

function currentLocation(): Location {
  return { pathname: location.pathname, search: location.search, hash: location.hash, state: history.state as unknown };
}

function notify(): void {
  const now = currentLocation();
  for (const listener of listeners) listener(now);
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

/** A path of this page (another search or hash) stays on the page; any other address loads its document. */
function samePage(path: string): boolean {
  const target = new URL(path, location.href);
  return target.origin === location.origin && target.pathname === location.pathname;
}

export interface History {
  readonly location: Location;
  readonly length: number;
  push(path: string | { pathname?: string; search?: string; hash?: string }, state?: unknown): void;
  replace(path: string | { pathname?: string; search?: string; hash?: string }, state?: unknown): void;
  go(n: number): void;
  goBack(): void;
  goForward(): void;
  listen(listener: Listener): () => void;
  createHref(location: { pathname?: string; search?: string; hash?: string }): string;
}

function pathOf(path: string | { pathname?: string; search?: string; hash?: string }): string {
  if (typeof path === 'string') return path;
  return `${path.pathname ?? location.pathname}${path.search ?? ''}${path.hash ?? ''}`;
}

const browserHistory: History = {
  get location() {
    return currentLocation();
  },
  get length() {
    return history.length;
  },
  push(path, state) {
    const target = pathOf(path);
    if (samePage(target)) {
      history.pushState(state ?? null, '', target);
      notify();
    } else location.assign(target);
  },
  replace(path, state) {
    const target = pathOf(path);
    if (samePage(target)) {
      history.replaceState(state ?? null, '', target);
      notify();
    } else location.replace(target);
  },
  go: (n) => history.go(n),
  goBack: () => history.back(),
  goForward: () => history.forward(),
  listen(listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  createHref: (target) => pathOf(target),
};

const serverHistory = (pathname: string): History => ({
  location: { pathname, search: '', hash: '', state: undefined },
  length: 1,
  push: () => undefined,
  replace: () => undefined,
  go: () => undefined,
  goBack: () => undefined,
  goForward: () => undefined,
  listen: () => () => undefined,
  createHref: (target) => `${target.pathname ?? pathname}${target.search ?? ''}${target.hash ?? ''}`,
});

export function useHistory(): History {
  const { page } = useDocusaurusData();
  return typeof window === 'undefined' ? serverHistory(page.pathname) : browserHistory;
}

/** The page's address: its path on the server and at hydration, then the browser's, following changes. */
export function useLocation(): Location {
  const { page } = useDocusaurusData();
  const [now, setNow] = useState<Location>(() => ({
    pathname: page.pathname,
    search: typeof window === 'undefined' ? '' : location.search,
    hash: typeof window === 'undefined' ? '' : location.hash,
    state: undefined,
  }));
  useEffect(() => {
    const listener: Listener = (next) => setNow(next);
    listeners.add(listener);
    setNow(currentLocation());
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return now;
}

/** Sends the reader on: in the browser, once rendered. Nothing renders in its place. */
export function Redirect({
  to,
  push = false,
}: {
  to: string | { pathname?: string; search?: string; hash?: string };
  push?: boolean;
}) {
  useEffect(() => {
    const target = pathOf(to);
    if (push) location.assign(target);
    else location.replace(target);
  }, [to, push]);
  return null;
}

export interface Match<Params = Record<string, string>> {
  path: string;
  url: string;
  isExact: boolean;
  params: Params;
}

/** react-router 5's `matchPath`: `:name` segments (`:name?` optional), `*`, `exact`, `strict`. */
export function matchPath<Params = Record<string, string>>(
  pathname: string,
  options: string | string[] | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean },
): Match<Params> | null {
  const given = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = given.path === undefined ? [] : Array.isArray(given.path) ? given.path : [given.path];
  for (const path of paths) {
    const names: string[] = [];
    const pattern = path
      .replace(/\/+$/, '')
      .split('/')
      .map((segment) => {
        const param = /^:(\w+)(\?)?$/.exec(segment);
        if (param) {
          names.push(param[1] ?? '');
          return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
        }
        if (segment === '*') return '(?:/.*)?';
        return segment === '' ? '' : `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      })
      .join('');
    const end = given.exact ? (given.strict ? '$' : '/?$') : '(?=/|$)';
    const match = new RegExp(`^${pattern || ''}${end}`, given.sensitive ? '' : 'i').exec(pathname);
    if (!match) continue;
    const url = path === '/' && match[0] === '' ? '/' : match[0] || '/';
    return {
      path,
      url,
      isExact: pathname === url,
      params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) as Params,
    };
  }
  return null;
}

export default { useHistory, useLocation, Redirect, matchPath };
