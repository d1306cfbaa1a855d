/**
 * The config's rules that a type alone cannot say: of a string (an origin without a path, a route, a folder inside
 * the site, a valid regular expression…), each returning what was expected and a hint where one helps; and across an
 * object's keys (a link's one target, a table of contents' levels). The config's tables (`configShape.ts`,
 * `blogShape.ts`) name them.
 */
import type { Expectation, ObjectRule } from './shapeBuilders.ts';

/** `url` is an origin only; a path belongs in `basePath`, or every canonical URL gets it twice. */
export function absoluteOrigin(value: string): Expectation | undefined {
  const expected = "an absolute http(s) URL without a path, such as 'https://example.com'";
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return value.includes('://') ? { expected } : { expected, hint: `Add the protocol: 'https://${value}'.` };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { expected };
  if (parsed.pathname !== '/' || parsed.search !== '' || parsed.hash !== '') {
    const basePath = `${parsed.pathname.replace(/\/+$/, '')}/`;
    return { expected, hint: `Set url: '${parsed.origin}' and basePath: '${basePath}'.` };
  }
  return undefined;
}

/** Links are joined as `basePath + route`, which only works with both slashes in place. */
export function slashedPath(value: string): Expectation | undefined {
  if (value.startsWith('/') && value.endsWith('/')) return undefined;
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return {
    expected: "a path that starts and ends with '/'",
    hint: `Did you mean '${trimmed === '' ? '/' : `/${trimmed}/`}'?`,
  };
}

/** `to` is a route of this site; anything else is an external address and belongs in `href`. */
export function route(value: string): Expectation | undefined {
  if (value.startsWith('/')) return undefined;
  const expected = "a route that starts with '/'";
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return { expected, hint: 'Use href for an external address.' };
  return { expected, hint: `Did you mean '/${value.replace(/^\.?\/+/, '')}'?` };
}

/** Caught here rather than when the search dialog first runs it in a reader's browser. */
export function regularExpression(value: string): Expectation | undefined {
  try {
    new RegExp(value);
    return undefined;
  } catch (error) {
    return { expected: 'a valid regular expression', hint: (error as Error).message };
  }
}

/** A link the reader follows from the empty search result; `{query}` is filled in, so only its shape is checked. */
export function reportAddress(value: string): Expectation | undefined {
  if (/^https?:\/\/[^/\s]+/.test(value) || value.startsWith('/')) return undefined;
  return {
    expected: "an http(s) URL or a path, e.g. 'https://github.com/org/repo/issues/new?title=Search:%20{query}'",
  };
}

export function instanceId(value: string): Expectation | undefined {
  if (value === 'default') return { expected: "an id other than 'default', the main docs' (the `docs` key)" };
  return /^[\w-]+$/.test(value)
    ? undefined
    : { expected: "an id of letters, digits, '-' and '_', such as 'community'" };
}

/** A version's part of the address: '' (the docs' root) or path segments without dots or spaces. */
export function versionPath(value: string): Expectation | undefined {
  return value === '' ||
    (/^[\w.+-]+(\/[\w.+-]+)*$/.test(value) && !value.split('/').some((part) => part === '.' || part === '..'))
    ? undefined
    : { expected: "'' or a path such as '1.x' (letters, digits, '.', '-', '_', '+', separated by '/')" };
}

export function httpAddress(value: string): Expectation | undefined {
  return /^https?:\/\/[^/\s]+/.test(value)
    ? undefined
    : { expected: "an http(s) address, such as 'https://github.com/org/repo/edit/main/'" };
}

export function httpPrefix(value: string): Expectation | undefined {
  return /^https?:\/\/[^/]+\//.test(value)
    ? undefined
    : { expected: "an http(s) URL prefix ending in a path, such as 'https://example.com/schemas/'" };
}

export function relativeFolder(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a folder inside the site, such as 'static/schemas'" }
    : undefined;
}

/** A folder of the site, or one beside it (a monorepo's `../shared/static`). */
export function relativeFolderOrOutside(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/')
    ? { expected: "a folder relative to the site, such as 'static'" }
    : undefined;
}

export function relativeFile(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a file inside the site, such as 'widgets/MyWidget.tsx'" }
    : undefined;
}

export function relativeModule(value: string): Expectation | undefined {
  return value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')
    ? { expected: "a module inside the site, such as './src/theme/Footer.tsx'" }
    : undefined;
}

export function siteStylesheet(value: string): Expectation | undefined {
  const expected = "a .css (or Sass .scss, .sass) file inside the site, such as './src/custom.css'";
  if (value === '' || value.startsWith('/') || value.split(/[\\/]/).includes('..')) return { expected };
  return /\.(?:css|scss|sass)$/.test(value) ? undefined : { expected };
}

export function widgetName(value: string): Expectation | undefined {
  return /^[a-z][a-z0-9-]*$/.test(value)
    ? undefined
    : { expected: "lowercase letters, digits and dashes, starting with a letter, such as 'custom-viewer'" };
}

/** A link needs exactly one target; with both, which one wins would be a guess. */
export const exactlyOneTarget: ObjectRule = (value, keyPath) => {
  const hasTo = value['to'] !== undefined;
  const hasHref = value['href'] !== undefined;
  if (hasTo !== hasHref) return undefined;
  return {
    message: `${keyPath()} must have exactly one of "to" or "href", but it has ${hasTo ? 'both' : 'neither'}.`,
    hint: 'Use "to" for a page of this site and "href" for an external address.',
  };
};

export const tocMinAtMostMax: ObjectRule = (value, keyPath) => {
  const { min, max } = value;
  if (typeof min !== 'number' || typeof max !== 'number' || min <= max) return undefined;
  return {
    message: `${keyPath('min')} must be at most ${keyPath('max')} (${max}), but it is ${min}.`,
    hint: 'The table of contents shows headings from level min to level max.',
  };
};

/** A link needs a label and one target; raw HTML (`html`) neither. */
export const linkOrHtml: ObjectRule = (value, keyPath) => {
  if (value['html'] !== undefined) return undefined;
  if (value['label'] === undefined)
    return {
      message: `Missing required key ${keyPath('label')}.`,
      hint: 'A footer link has a label and a to or href; raw HTML has html instead.',
    };
  return exactlyOneTarget(value, keyPath);
};
