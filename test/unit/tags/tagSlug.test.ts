import { describe, expect, it } from 'vitest';
import { tagSlug } from '../../../src/tags/tagSlug.ts';

describe('tagSlug: the address of a tag, as Docusaurus (lodash kebabCase) makes it', () => {
  it.each([
    ['Getting started', 'getting-started'],
    ['getting-started', 'getting-started'],
    ['API', 'api'],
    ['camelCase', 'camel-case'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['API v2', 'api-v-2'],
    ['Version 2', 'version-2'],
    ['abc123def', 'abc-123-def'],
    ['1st place', '1st-place'],
    ["Don't panic", 'dont-panic'],
    ['ALL_CAPS_NAME', 'all-caps-name'],
    ['hello.world', 'hello-world'],
    ['Café', 'cafe'],
    ['Straße', 'strasse'],
    ['Ünïcödé', 'unicode'],
    ['日本語', '日本語'],
    ['C++', 'c'],
    ['++', ''],
  ])('%j → %j', (name, slug) => {
    expect(tagSlug(name)).toBe(slug);
  });
});
