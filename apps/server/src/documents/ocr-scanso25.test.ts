import { describe, expect, it } from 'vitest';
import { strayLatin, withStrayReplaced } from './ocr.ts';

/**
 * Round 25 (scanso25): a short Hebrew or Arabic word tuning-o's scans read as Latin letters, on a contact
 * line (o18's town "عكا" read "sc") or inside a line of words (o18's "العربية،" read "العر dg", o38's
 * "نادلة،" read "dali").
 */
describe('round 25: scanso25 — a Hebrew or Arabic word read as Latin letters on a contact line', () => {
  const lines = {
    he: ['dana.levi@walla.co.il | 052-4418903 | rw', 'נתניה | 052-4418903 | ןו0ו.חו@ז'],
    ar: [
      'rana.suleiman.rd@gmail.com | 7701326-054 | sc',
      'عكا | 7701326-054 | חס6.ווםחו0600ז. חהחחוסוט8.5חז',
    ],
  };
  for (const [language, [line, reread]] of Object.entries(lines)) {
    it(`${language}: the address does not count as the line's Latin word; the town read again replaces it`, () => {
      expect(strayLatin(line!)).toBe(true);
      const town = reread!.split(' | ')[0]!;
      expect(withStrayReplaced(line!, reread!)).toBe(line!.replace(/\S+$/u, town));
    });
  }
  it("en: an English contact line's town is no stray word (a capital, or longer than four letters)", () => {
    expect(strayLatin('dana.levi@gmail.com | 052-4418903 | Lod')).toBe(false);
    expect(strayLatin('dana.levi@gmail.com | 052-4418903 | Haifa')).toBe(false);
    expect(strayLatin('dana@gmail.com | www.dana.dev | Node.js')).toBe(false);
  });
});

describe('round 25: scanso25 — a Hebrew or Arabic word read as Latin letters inside a line', () => {
  it('ar: a languages line read again in Arabic alone is taken whole', () => {
    const line = 'اللغات: العر dg العبرية، الإنجليزية';
    expect(strayLatin(line)).toBe(true);
    expect(withStrayReplaced(line, 'اللغات: العربية، العبرية، الإنجليزية')).toBe(
      'اللغات: العربية، العبرية، الإنجليزية',
    );
  });
  it('ar: a job line keeps its year when the reading has the same numbers', () => {
    const line = 'مطعم على شاطئ البحيرة، طبريا — dali صيف 2016';
    expect(withStrayReplaced(line, 'مطعم على شاطئ البحيرة، طبريا — نادلة، صيف 2016')).toBe(
      'مطعم على شاطئ البحيرة، طبريا — نادلة، صيف 2016',
    );
    // A reading whose numbers differ is not taken.
    expect(withStrayReplaced(line, 'مطعم على شاطئ البحيرة، طبريا — نادلة، صيف 2018')).toBe(line);
  });
  it('he: a reading that lacks a word of the line, or has Latin letters, is not taken', () => {
    const line = 'שפות: עבר ab אנגלית, ערבית';
    expect(withStrayReplaced(line, 'שפות: עברית, אנגלית, ערבית')).toBe('שפות: עברית, אנגלית, ערבית');
    expect(withStrayReplaced(line, 'שפות: עברית, ערבית')).toBe(line);
    expect(withStrayReplaced(line, 'שפות: עברית, אנגלית, ab')).toBe(line);
  });
  it('en: a Latin line is left as it was', () => {
    expect(strayLatin('Languages: Hebrew, English, Arabic')).toBe(false);
  });
});
