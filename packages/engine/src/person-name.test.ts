import { describe, expect, it } from 'vitest';
import { findFullName } from './person-name.ts';

describe('full name', () => {
  it('takes the first line that reads as a name', () => {
    expect(findFullName(['דנה לוי', 'מפתחת Full Stack | dana@example.com'])).toBe('דנה לוי');
    expect(findFullName(['Curriculum Vitae', 'John Smith | Data Analyst'])).toBe('John Smith');
    expect(findFullName(['السيرة الذاتية', 'أحمد محمود خليل', 'هاتف: 050-7654321'])).toBe('أحمد محمود خليل');
    expect(findFullName(['Mohammad Abu-Hussein', 'Haifa'])).toBe('Mohammad Abu-Hussein');
  });

  it('takes a name that a town spells almost alike as a name ("רינה", the town "ריינה")', () => {
    expect(findFullName(['רינה אזולאי', 'טלפון: 052-765-1111'])).toBe('רינה אזולאי');
  });

  it('reads the name after "קורות חיים של", "Resume of", "السيرة الذاتية لـ"', () => {
    expect(findFullName(['קורות חיים של יוסי כהן', 'yossi@example.com'])).toBe('יוסי כהן');
    expect(findFullName(['Resume of Dana Levi', 'dana@example.com'])).toBe('Dana Levi');
    expect(findFullName(['السيرة الذاتية لـ رنا خطيب', '050-1234567'])).toBe('رنا خطيب');
  });

  it('leaves out a nickname in brackets', () => {
    expect(findFullName(['Maria Ivanova (Masha)', 'maria@example.com'])).toBe('Maria Ivanova');
    expect(findFullName(['שרון (שרי) לוי', '052-1234567'])).toBe('שרון לוי');
  });

  it('reads a labelled name', () => {
    expect(findFullName(['פרטים אישיים', 'שם: יעל כהן-אברהם', 'גיל: 30'])).toBe('יעל כהן-אברהם');
    expect(findFullName(['الاسم: رنا خوري'])).toBe('رنا خوري');
  });

  it('skips headings, roles, cities and plain words', () => {
    expect(findFullName(['Backend Developer', 'Tel Aviv', 'team player'])).toBe('');
    expect(findFullName(['קורות חיים', 'מנהלת חשבונות', 'ניסיון תעסוקתי'])).toBe('');
  });

  it('finds the name on a line it shares with contacts, and the spelling the e-mail uses when written in two scripts', () => {
    expect(findFullName(['דוד לוי david.levi.wh@gmail.com', 'לוד'])).toBe('דוד לוי');
    expect(findFullName(['sarah.cohen@gmail.com Sarah Cohen +972 52 555 1234'])).toBe('Sarah Cohen');
    const email = 'noam.friedman.dev@gmail.com';
    expect(findFullName(['נועם פרידמן | Noam Friedman'], 6, email)).toBe('Noam Friedman');
    expect(findFullName(['Noam Friedman | נועם פרידמן'], 6, email)).toBe('Noam Friedman');
  });
});
