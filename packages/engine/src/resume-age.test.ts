import { describe, expect, it } from 'vitest';
import { findAge } from './resume-age.ts';

const NOW = new Date('2025-06-15T00:00:00Z');

describe('age', () => {
  it('reads a birth date on the line under its label (a narrow column wrapped it)', () => {
    expect(findAge('تاريخ الميلاد:\n1991/09/01\nاللغات', NOW)).toBe(33);
    expect(findAge('Date of birth\n12.03.1990', NOW)).toBe(35);
    // A label with nothing after it and no date under it says nothing.
    expect(findAge('תאריך לידה:\nחיפה', NOW)).toBeNull();
  });

  it('reads a stated age in each language', () => {
    expect(findAge('גיל: 32 | נשוי + 2', NOW)).toBe(32);
    expect(findAge('בת 28, רווקה, גרה בחיפה', NOW)).toBe(28);
    expect(findAge('Age: 41', NOW)).toBe(41);
    expect(findAge('Married, 35 years old', NOW)).toBe(35);
    expect(findAge('العمر: 30 سنة', NOW)).toBe(30);
  });

  it('works the age out from a birth date, before and after the birthday', () => {
    expect(findAge('תאריך לידה: 12.03.1990', NOW)).toBe(35);
    expect(findAge('Date of birth: 20/08/1990', NOW)).toBe(34);
    expect(findAge('Born 1 July 1985', NOW)).toBe(39);
    expect(findAge('تاريخ الميلاد: 1995-06-10', NOW)).toBe(30);
    expect(findAge('Date of birth: March 12, 1992', NOW)).toBe(33);
  });

  it('works the age out from a birth year', () => {
    expect(findAge('שנת לידה: 1993', NOW)).toBe(32);
    expect(findAge('ילידת 1998', NOW)).toBe(27);
    expect(findAge('من مواليد ١٩٩٢', NOW)).toBe(33);
  });

  it('stays empty when nothing says the age, and never reads years of experience as one', () => {
    expect(findAge('בן 25 שנות ניסיון', NOW)).toBeNull();
    expect(findAge('ניסיון של 12 שנים בתחום, 2019-2023', NOW)).toBeNull();
    expect(findAge('Experience: 10 years', NOW)).toBeNull();
    expect(findAge('Born 2020', NOW)).toBeNull();
  });
});

describe('round 17: a birth date or an age in other written forms', () => {
  it('reads a birth month and year, a month name between hyphens or with "in"', () => {
    expect(findAge('Born: 05/1990', NOW)).toBe(35);
    expect(findAge('ת. לידה: 8.1990', NOW)).toBe(34);
    expect(findAge('Date of birth: 12-Mar-1990', NOW)).toBe(35);
    expect(findAge('תאריך לידה: 20 ביולי 1990', NOW)).toBe(34);
  });

  it('reads the short labels and stated ages', () => {
    expect(findAge('ת.ל: 1991', NOW)).toBe(34);
    expect(findAge('Birth: 1991', NOW)).toBe(34);
    expect(findAge('Aged 27, driving licence B', NOW)).toBe(27);
    expect(findAge('27 y.o.', NOW)).toBe(27);
    expect(findAge('عمر: 27', NOW)).toBe(27);
  });
});

describe('round 20: a birth label with diacritics or in two languages', () => {
  it('reads a birth label written with points or diacritics', () => {
    expect(findAge('وُلدت في 1976، متزوج وأب لثلاثة', NOW)).toBe(49);
    expect(findAge('وُلِد عام 1990', NOW)).toBe(35);
    expect(findAge('נוֹלַדְתִּי ב-1988', NOW)).toBe(37);
    // "ولد" alone is no birth label: "أولاد" (children) says nothing of the age.
    expect(findAge('متزوج و3 أولاد 2010', NOW)).toBeNull();
  });

  it('reads the date after a birth label given in two languages', () => {
    expect(findAge('שנת לידה / Born: 1985', NOW)).toBe(40);
    expect(findAge('Date of birth | تاريخ الميلاد: 12.03.1990', NOW)).toBe(35);
    expect(findAge('תאריך לידה / تاريخ الميلاد: 1992', NOW)).toBe(33);
  });
});
