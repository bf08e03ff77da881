import { describe, expect, it } from 'vitest';
import { EXPERIENCE_WORDS_AR, EXPERIENCE_WORDS_EN, EXPERIENCE_WORDS_HE } from './experience-words.ts';
import { yearsAsked } from './job-requirements.ts';
import { occupationsAskedIn } from './occupations.ts';

describe('round 24: mend24 — one list of experience words for years and occupations asked', () => {
  // Each word of the list says experience to both readers of a job ad's lines: the years a line
  // asks (job-requirements.ts) and the occupation it asks experience in (occupations.ts).
  it.each(EXPERIENCE_WORDS_HE)('Hebrew "%s": years and an occupation asked', (word) => {
    expect(yearsAsked(`שלוש שנות ${word} בריתוך`)).toBe(3);
    expect(occupationsAskedIn(`${word} בריתוך`).map((o) => o.id)).toEqual(['welding']);
  });
  it.each(EXPERIENCE_WORDS_EN)('English "%s": years and an occupation asked', (word) => {
    expect(yearsAsked(`Three years of ${word} in carpentry`)).toBe(3);
    expect(occupationsAskedIn(`${word} in carpentry`).map((o) => o.id)).toEqual(['carpentry']);
  });
  it.each(EXPERIENCE_WORDS_AR)('Arabic "%s": years and an occupation asked', (word) => {
    expect(yearsAsked(`${word} ثلاث سنوات في النجارة`)).toBe(3);
    expect(occupationsAskedIn(`${word} في النجارة`).map((o) => o.id)).toEqual(['carpentry']);
  });
  it('without an experience word, a worded number of years is no experience asked', () => {
    expect(yearsAsked('שלוש שנות לימוד בריתוך')).toBeNull();
    expect(yearsAsked('Three years, carpentry')).toBeNull();
    expect(yearsAsked('ثلاث سنوات في النجارة')).toBeNull();
  });
});
