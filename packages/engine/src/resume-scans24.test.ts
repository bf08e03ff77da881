import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 24 (scans24): what OCR does to a scanned resume's lines that the parser must tolerate,
 * each kind with the clean text it must not change.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 24: scans24 — a range whose first year a scan cut to two digits is no phone', () => {
  it('reads a Hebrew degree whose range opens "00 - 2014"', () => {
    const fields = parse([
      'מיכל אברהמי',
      'טלפון: 054-7721936',
      'ניסיון תעסוקתי',
      '2014 – היום | אחות בקהילה, מכבי שירותי בריאות, רעננה',
      'השכלה',
      '00 - 2014 תואר ראשון בסיעוד (B.A), אוניברסיטת תל אביב',
      '2015 קורס על בסיסי בסוכרת',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('reads an English degree whose range opens "05 - 2013"', () => {
    const fields = parse([
      'Dana Levi',
      'Phone: 052-4418830',
      'Experience',
      '2015 – present | Registered Nurse, Sheba Medical Center',
      'Education',
      '05 - 2013 B.Sc. in Nursing, Tel Aviv University',
      '2016 Wound care course',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('reads an Arabic degree whose range opens "08 - 2012"', () => {
    const fields = parse([
      'سلمى خطيب',
      'الهاتف: 050-7712864',
      'الخبرة العملية',
      '2014 – حتى الآن | ممرضة، مستشفى رمبام، حيفا',
      'التعليم',
      '08 - 2012 بكالوريوس في التمريض، جامعة حيفا',
      '2016 دورة العناية بالجروح',
    ]);
    expect(fields.educationLevel).toBe('bachelor');
    expect(fields.educationField).toBe('nursing');
  });

  it('still sets apart a phone line under a list, in its usual forms', () => {
    for (const phone of ['052-4418830', '052 441 8830', '+972 52-441-8830', '03-6123456']) {
      const fields = parse([
        'Dana Levi',
        'Experience',
        '2015 – present | Registered Nurse, Sheba Medical Center',
        'Languages',
        'Hebrew, English',
        `Tel Aviv | ${phone}`,
      ]);
      expect(fields.phone).not.toBe('');
      expect(fields.languages).toEqual(['he', 'en']);
    }
  });
});
