/**
 * The tags a Docusaurus config adds to every page: `headTags` (and the same
 * shape from a plugin's `injectHtmlTags`), `scripts` and `stylesheets`, read
 * into sitegen's shapes; an entry that cannot be read is left out with a
 * warning at its key.
 */
import type { HeadTagConfig } from '../config/defineConfig.ts';
import { type ConfigReader, isPlain } from './configReader.ts';

/** `headTags: [{ tagName, attributes, innerHTML }]`, and the same shape from a plugin's `injectHtmlTags`. */
export function readHeadTags(value: unknown, keyPath: string, reader: ConfigReader): HeadTagConfig[] {
  return reader.array(value, keyPath).flatMap((tag, i): HeadTagConfig[] => {
    if (typeof tag === 'string') {
      const parsed = /^\s*<([a-z][\w-]*)([^>]*?)\/?>([\s\S]*?)(?:<\/\1>)?\s*$/i.exec(tag);
      if (!parsed) {
        reader.warn(`${keyPath}[${i}]`, `The head tag ${keyPath}[${i}] is not one HTML element; it is left out.`);
        return [];
      }
      const attributes: Record<string, string | boolean> = {};
      for (const match of (parsed[2] ?? '').matchAll(/([^\s=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
        attributes[match[1] ?? ''] = match[2] ?? match[3] ?? match[4] ?? true;
      }
      return [{ tagName: parsed[1] ?? 'meta', attributes, ...(parsed[3] ? { innerHTML: parsed[3] } : {}) }];
    }
    if (!isPlain(tag) || typeof tag.tagName !== 'string') {
      reader.warn(`${keyPath}[${i}]`, `The head tag ${keyPath}[${i}] needs a tagName; it is left out.`);
      return [];
    }
    const attributes = isPlain(tag.attributes)
      ? (Object.fromEntries(
          Object.entries(tag.attributes)
            .filter(([, v]) => typeof v === 'string' || typeof v === 'boolean' || typeof v === 'number')
            .map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]),
        ) as Record<string, string | boolean>)
      : {};
    return [
      { tagName: tag.tagName, attributes, ...(typeof tag.innerHTML === 'string' ? { innerHTML: tag.innerHTML } : {}) },
    ];
  });
}

/** `scripts` and `stylesheets`: addresses, or objects of attributes with `src`/`href`. */
export function readTagList(
  value: unknown,
  keyPath: string,
  key: 'src' | 'href',
  reader: ConfigReader,
): (string | Record<string, string | boolean>)[] {
  return reader.array(value, keyPath).flatMap((entry, i): (string | Record<string, string | boolean>)[] => {
    if (typeof entry === 'string') return [entry];
    if (isPlain(entry) && typeof entry[key] === 'string') {
      return [
        Object.fromEntries(
          Object.entries(entry).filter(([, v]) => typeof v === 'string' || typeof v === 'boolean'),
        ) as Record<string, string | boolean>,
      ];
    }
    reader.warn(`${keyPath}[${i}]`, `${keyPath}[${i}] should be an address or an object with ${key}; it is left out.`);
    return [];
  });
}
