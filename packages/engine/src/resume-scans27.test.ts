import { describe, expect, it } from 'vitest';
import { parseResume, tolerateOcr } from './resume-fields.ts';

const now = new Date('2025-06-15T00:00:00Z');

describe('round 27: scans27 — a range\'s "present" word a scan read as four digits', () => {
  it("is the line's own script's word again, four letters as well (he, ar)", () => {
    expect(tolerateOcr('0110-2021 מרלו"ג שופרסל, מודיעין - מלגזן')).toBe(
      'היום-2021 מרלו"ג שופרסל, מודיעין - מלגזן',
    );
    expect(tolerateOcr('2012 - 01:0 | "מובילי הדרום" בע"מ | נהג משאית')).toBe(
      '2012 - היום | "מובילי הדרום" בע"מ | נהג משאית',
    );
    expect(tolerateOcr('2017 - 1010 مدير فرع - سوبرماركت الكرمل')).toBe(
      '2017 - الآن مدير فرع - سوبرماركت الكرمل',
    );
  });

  it('is left in an English line, beside a time or a number that is no year', () => {
    expect(tolerateOcr('2019 - 0110 Store Manager, Shufersal')).toBe('2019 - 0110 Store Manager, Shufersal');
    expect(tolerateOcr('משמרת 10:00 - 11:30')).toBe('משמרת 10:00 - 11:30');
    expect(tolerateOcr('מק"ט 1010-1100 מחסן')).toBe('מק"ט 1010-1100 מחסן');
  });

  it('gives the job its years to today (he, ar)', () => {
    const he = parseResume(
      'דניאל טספאי\n053-4419820\n\nניסיון תעסוקתי\n0110-2021 מרלו"ג שופרסל, מודיעין - מלגזן ומלקט בכיר\n',
      { now },
    );
    expect(he.experienceYears).toBe(4.5);
    const ar = parseResume('خالد أبو ريا\n052-3307614\n\nالخبرة\n2017 - 1010 مدير فرع - سوبرماركت الكرمل\n', {
      now,
    });
    expect(ar.experienceYears).toBe(8.5);
  });
});
