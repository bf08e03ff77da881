import { describe, expect, it } from 'vitest';
import { findMaritalStatus } from './marital-status.ts';

describe('marital status', () => {
  it('reads Hebrew, English and Arabic, with prefixes', () => {
    expect(findMaritalStatus(['גיל 34, נשוי + 2'])).toBe('married');
    expect(findMaritalStatus(['רווקה, גרה בחיפה'])).toBe('single');
    expect(findMaritalStatus(['מצב משפחתי: גרושה'])).toBe('divorced');
    expect(findMaritalStatus(['Marital status: Single'])).toBe('single');
    expect(findMaritalStatus(['Married, 2 children'])).toBe('married');
    expect(findMaritalStatus(['الحالة الاجتماعية: متزوجة'])).toBe('married');
    expect(findMaritalStatus(['متزوج وأب لثلاثة أطفال'])).toBe('married');
    expect(findMaritalStatus(['052-1234567 | נ+2 | חיפה'])).toBe('married');
  });

  it('does not take "single" from a sentence about work', () => {
    expect(findMaritalStatus(['Built a single-page app in React'])).toBe('');
    expect(findMaritalStatus(['Single source of truth for sales data'])).toBe('');
    expect(findMaritalStatus(['Experience', 'Developer at Wix'])).toBe('');
  });
});

describe('a contacts line', () => {
  it('is a personal line: the status on it counts, past 60 characters', () => {
    expect(findMaritalStatus(['רעננה · 052-6047719 · noa.berger.math@gmail.com · נשואה, ילידת 1985'])).toBe(
      'married',
    );
    expect(findMaritalStatus(['Haifa · dana.levi.design@gmail.com · 054-1234567 · single'])).toBe('single');
  });

  it('leaves "single" in a sentence about work', () => {
    expect(
      findMaritalStatus(['Built a single-page app for 40,000 users, with React and a small Node.js API']),
    ).toBe('');
  });
});

describe('round 17: the status under a short label, or glued to the children', () => {
  it('reads a status after "Status:", "Family:", "סטטוס:", "الحالة:" or "الوضع العائلي"', () => {
    expect(findMaritalStatus(['Status: single'])).toBe('single');
    expect(findMaritalStatus(['Family: married +3'])).toBe('married');
    expect(findMaritalStatus(['סטטוס: רווק'])).toBe('single');
    expect(findMaritalStatus(['الحالة: عزباء'])).toBe('single');
    expect(findMaritalStatus(['الوضع العائلي: مطلق'])).toBe('divorced');
  });

  it('reads a status word with the count of children glued to it', () => {
    expect(findMaritalStatus(['נשואה+3'])).toBe('married');
    expect(findMaritalStatus(['متزوج+2'])).toBe('married');
  });

  it('reads no "single" from a status of something else', () => {
    expect(
      findMaritalStatus(['Project status: single-page app released to 3 clients in 2020, 40% faster load']),
    ).toBe('');
  });
});

describe('round 20: a status beside a birth date', () => {
  it('reads "single" on the line of a birth date', () => {
    expect(findMaritalStatus(['Date of birth: 14 March 1991 • Single'])).toBe('single');
    expect(findMaritalStatus(['DOB 02/05/1990 | single'])).toBe('single');
    expect(findMaritalStatus(['תאריך לידה: 3.4.1990 | רווקה'])).toBe('single');
    expect(findMaritalStatus(['تاريخ الميلاد: 1990 - أعزب'])).toBe('single');
  });

  it('still reads no "single" from a long line about work that names no birth', () => {
    expect(
      findMaritalStatus([
        'Shipped a single release pipeline for 12 teams and cut the build time by 40% over 2021',
      ]),
    ).toBe('');
  });
});

describe('round 22: long runs in a personal line', () => {
  it('reads the status beside a run of 5,000 digits', () => {
    const digits = '1'.repeat(5000);
    expect(findMaritalStatus([`רווק, ${digits} ילדים`])).toBe('single');
    expect(findMaritalStatus([`Marital status: Single, ${digits} children`])).toBe('single');
    expect(findMaritalStatus([`أعزب، ${digits} أطفال`])).toBe('single');
  });
});
