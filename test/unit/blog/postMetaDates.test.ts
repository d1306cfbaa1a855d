/**
 * A post's date as its pages show it (blogPostMeta.ts `formatDate`): English's written without Intl, exactly as
 * Intl writes it, and every other language through Intl.
 */
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../src/render/blogPostMeta.ts';

const byIntl = (locale: string, date: Date) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

/**
 * Every day of a leap year and of the year after, the first and last days of the four-digit years, and times of day.
 */
function dates(): Date[] {
  const days: Date[] = [];
  for (let day = 0; day < 731; day++) days.push(new Date(Date.UTC(2024, 0, 1 + day)));
  for (const year of [1000, 1970, 1999, 2000, 9999]) {
    days.push(new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year, 11, 31, 23, 59, 59, 999)));
  }
  days.push(new Date(Date.UTC(999, 11, 31)), new Date(Date.UTC(10_000, 0, 1)), new Date(Date.UTC(-44, 2, 15)));
  const early = new Date(Date.UTC(5, 5, 5));
  early.setUTCFullYear(5);
  days.push(early);
  return days;
}

describe("a post's date", () => {
  it('is in English what Intl writes, for every day and at the edges of the years of four digits', () => {
    for (const locale of ['en', 'en-US']) {
      const differing = dates().filter((date) => formatDate(locale, date) !== byIntl(locale, date));
      expect(
        differing.map((date) => date.toISOString()),
        locale,
      ).toEqual([]);
    }
    expect(formatDate('en', new Date(Date.UTC(2021, 7, 26, 23, 30)))).toBe('August 26, 2021');
  });

  it("is in other languages Intl's", () => {
    const date = new Date(Date.UTC(2021, 7, 26));
    expect(formatDate('fr', date)).toBe('26 août 2021');
    expect(formatDate('en-GB', date)).toBe('26 August 2021');
    expect(formatDate('de', date)).toBe(byIntl('de', date));
  });
});
