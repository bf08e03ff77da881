import { describe, expect, it } from 'vitest';
import { findAge } from './resume-age.ts';

const NOW = new Date('2026-01-01T00:00:00Z');

describe('round 27: formats27 — a birth label on its own paragraph, a blank line above its date (Word)', () => {
  it.each([
    ['he', 'ליאת כהן\n\nתאריך לידה\n\n02/11/1988\n\nשפות', 37],
    ['ar', 'لينا سعدي\n\nتاريخ الميلاد\n\n15/03/1990\n\nاللغات', 35],
    ['en', 'Dana Levy\n\nDate of birth\n\n05/06/1985\n\nLanguages', 40],
  ])('reads the %s date under the blank line', (_lang, text, age) => {
    expect(findAge(text, NOW)).toBe(age);
  });

  it('does not reach past two blank lines', () => {
    expect(findAge('תאריך לידה\n\n\n02/11/1988', NOW)).toBeNull();
  });
});
