/** `defineConfig`'s types: a whole config, or one that extends a Docusaurus config and sets only what it overrides. */
import { describe, expect, it } from 'vitest';
import { defineConfig } from '../../../src/config/defineConfig.ts';

describe('defineConfig', () => {
  it('returns the config it is given', () => {
    const config = { title: 'T', url: 'https://example.com' };
    expect(defineConfig(config)).toBe(config);
  });

  it('types a config that extends a Docusaurus config without its title or url (tsc checks this file)', () => {
    const config = defineConfig({ extends: './docusaurus.config.js', onBrokenAnchors: 'throw' });
    expect(config).toEqual({ extends: './docusaurus.config.js', onBrokenAnchors: 'throw' });
    // @ts-expect-error: without extends, title and url are required.
    expect(defineConfig({ onBrokenAnchors: 'throw' })).toEqual({ onBrokenAnchors: 'throw' });
  });
});
