import { describe, expect, it } from 'vitest';
import { assetKey, renderKey } from '../../../src/render/renderKeys.ts';
import type { ClientAssets } from '../../../src/render/renderTypes.ts';

const assets: ClientAssets = {
  stylesheets: ['/assets/theme-A1.css'],
  runtime: '/assets/runtime-B2.js',
  hydrator: '/assets/hydrate-C3.js',
  inlineScript: 'document.documentElement.dataset.js = "1";',
  islands: { viewer: '/assets/chunks/viewer-D4.js' },
};

describe('renderKey', () => {
  it('keeps parts apart: the same characters split differently give another key', () => {
    expect(renderKey('ab', 'c')).not.toBe(renderKey('a', 'bc'));
    expect(renderKey('ab', 'c')).toBe(renderKey('ab', 'c'));
    // A part holding what would separate parts, and a number against its digits.
    expect(renderKey('2:ab', 'c')).not.toBe(renderKey('2:ab2:c'));
    expect(renderKey('a', '1:b')).not.toBe(renderKey('a1:b'));
    expect(renderKey(1, 'x')).not.toBe(renderKey('1', 'x'));
    expect(renderKey(1)).not.toBe(renderKey('n1;'));
    expect(renderKey()).not.toBe(renderKey(''));
  });
});

describe('assetKey', () => {
  it('changes with an address pages use', () => {
    expect(assetKey({ ...assets, runtime: '/assets/runtime-Z9.js' })).not.toBe(assetKey(assets));
  });

  it("ignores the bundles' contents and whether Monaco was built or taken from its cache", () => {
    const built = { ...assets, files: [{ path: 'assets/runtime-B2.js', contents: 'x' }], monacoFromCache: false };
    const cached = { ...assets, files: [{ path: 'assets/runtime-B2.js', contents: 'y' }], monacoFromCache: true };
    expect(assetKey(built)).toBe(assetKey(cached));
  });
});
