import { describe, expect, it } from 'vitest';
import { analyzeResume } from './resume-analysis.ts';

/**
 * A template whose sidebar (name, contacts, skills) is the second cell of its table: the Word file
 * and the PDF read the main column first, and the name and contacts come after the work.
 */

const NOW = new Date('2025-06-15T00:00:00Z');

const HEBREW_SIDEBAR_LAST = [
  'ניסיון',
  'מאמן אישי עצמאי | 2018 – היום',
  'אימונים אישיים וזוגיים בבית הלקוח ובפארק.',
  'מציל | קאנטרי רמת גן | 2012 – 2018',
  'השכלה',
  'קורס מדריכי חדר כושר – מכון וינגייט, 2014',
  'מרים אבוטבול',
  'כוח עזר סיעודי',
  '📞 054-3318820',
  'miriam.abutbul@gmail.com ✉',
  '📍 קריית גת',
  'פרטים',
  'גבעתיים',
  'שפות',
  'עברית, אנגלית',
].join('\n');

const ENGLISH_SIDEBAR_LAST = [
  'Experience',
  'Banquet Captain, Dan Carmel Hotel, Haifa, 2021 – present',
  'Waitress, Hof Dado Fish Restaurant, Haifa, 2015 – 2021',
  'Education',
  'High school diploma, Hugim High School, Haifa, 2011',
  'Natalie Ben-David',
  'Banquet Captain',
  'natalie.bd.events@gmail.com',
  '+972-58-440-2217',
  'Skills',
  'Table service',
].join('\n');

describe('a sidebar read after the main column', () => {
  it('takes the name over the contacts, its headline between them, not one the e-mail spells', () => {
    expect(analyzeResume(HEBREW_SIDEBAR_LAST, { now: NOW }).fullName).toBe('מרים אבוטבול');
    expect(analyzeResume(ENGLISH_SIDEBAR_LAST, { now: NOW }).fullName).toBe('Natalie Ben-David');
  });

  it('takes a town behind its pin for the address, and no town under "פרטים" for a job title', () => {
    const analysis = analyzeResume(HEBREW_SIDEBAR_LAST, { now: NOW });
    expect(analysis.location).toBe('kiryat-gat');
    expect(analysis.jobTitles).toEqual(['מאמן אישי עצמאי', 'מציל']);
  });

  it('takes no name from a line with contacts further than a headline under it', () => {
    const text = [
      'Experience',
      'Head Waiter, 2018 – 2021',
      'Skills',
      'Table Service',
      'Wine Service',
      'Staff Briefing',
      'dana@example.com',
    ].join('\n');
    expect(analysis(text).fullName).not.toBe('Wine Service');
  });
});

function analysis(text: string) {
  return analyzeResume(text, { now: NOW });
}

describe('a sidebar read after a main column that ends in entries, not items', () => {
  it('takes the name over a phone after the last volunteering entry', () => {
    const text = [
      'ניסיון',
      'רכזת קהילה, מתנ"ס נווה שאנן, 2019 – היום',
      'הפעלת חוגים ואירועים לתושבי השכונה.',
      'התנדבות',
      'מדריכה בתנועת הצופים, 2010 – 2013',
      'שירה לנדאו',
      'רכזת קהילה',
      'טלפון 052-7714093',
      'shira.landau.work@gmail.com',
      'חיפה',
      'שפות',
      'עברית, אנגלית',
    ].join('\n');
    expect(analyzeResume(text, { now: NOW }).fullName).toBe('שירה לנדאו');
  });

  it('takes no title from the town under the sidebar e-mail and phone after the last job', () => {
    const text = [
      'Ron Tal',
      'Network Engineer',
      'EXPERIENCE',
      'Network Engineer @ Bezeq, Beer Sheva',
      'Mar 2020 – Present',
      'Campus networks, firewalls and VPNs for business customers.',
      'NOC Technician @ Partner',
      '2017 – 2020',
      'ron.tal.net@gmail.com',
      '+972 54 220 7781',
      'Beer Sheva',
      'linkedin.com/in/rontal',
      'SKILLS',
      'Cisco · Fortinet · Linux',
    ].join('\n');
    expect(analyzeResume(text, { now: NOW }).jobTitles).toEqual(['Network Engineer', 'NOC Technician']);
  });
});
