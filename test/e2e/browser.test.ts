/** The rule for a missing browser: skip locally, fail under CI. */
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, findChromium } from './browser.ts';

describe('findChromium', () => {
  it('returns the Chromium path when it exists, in CI or not', () => {
    expect(findChromium({}, (file) => file === CHROMIUM_PATH)).toBe(CHROMIUM_PATH);
    expect(findChromium({ CI: 'true' }, (file) => file === CHROMIUM_PATH)).toBe(CHROMIUM_PATH);
  });

  it('returns undefined (the suites skip) when Chromium is missing outside CI', () => {
    expect(findChromium({}, () => false)).toBeUndefined();
    expect(findChromium({ CI: 'false' }, () => false)).toBeUndefined();
    expect(findChromium({ CI: '1' }, () => false)).toBeUndefined();
  });

  it('throws a clear error when Chromium is missing under CI=true', () => {
    expect(() => findChromium({ CI: 'true' }, () => false)).toThrow(
      /Browser tests need Chromium at \/usr\/bin\/chromium, but it is missing and CI=true/,
    );
  });
});
