/**
 * The shape of `llms` in `sitegen.config.ts`, for `validateConfig.ts` (see configShape.ts), typed against
 * llmsConfig.ts.
 */
import type { LlmsAssistantConfig, LlmsConfig, LlmsSectionConfig } from './llmsConfig.ts';
import { anyOf, arrayOf, boolean, object, required, string, type Expectation } from './shapeBuilders.ts';

/** A route or a glob of routes (`/docs/**`), as `llms.include` takes them. */
function routeGlob(value: string): Expectation | undefined {
  return value.startsWith('/')
    ? undefined
    : { expected: "a route or a glob of routes starting with /, such as '/docs/**'" };
}

/** An assistant's address, which must say where the page's address goes. */
function assistantUrl(value: string): Expectation | undefined {
  if (!/^https?:\/\/[^/\s]+/.test(value))
    return { expected: "an http(s) URL, e.g. 'https://chatgpt.com/?q=Read+{url}'" };
  return value.includes('{url}')
    ? undefined
    : {
        expected: "an address with {url} where the page's Markdown address goes",
        hint: `Did you mean '${value}${value.includes('?') ? '&' : '?'}q={url}'?`,
      };
}

/** `llms`: an object of its keys, or `false` (`true` is the defaults). */
export const llms = anyOf(
  '{ enabled, full, include, exclude, sections, assistants } or false',
  object<LlmsConfig>({
    enabled: boolean,
    full: boolean,
    include: arrayOf(string(routeGlob)),
    exclude: arrayOf(string(routeGlob)),
    sections: arrayOf(
      object<LlmsSectionConfig>({ title: required(string()), include: required(arrayOf(string(routeGlob))) }),
    ),
    assistants: arrayOf(
      object<LlmsAssistantConfig>({ label: required(string()), url: required(string(assistantUrl)) }),
    ),
  }),
  boolean,
);
