import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 27 (titles27): kinds found by a probe of two-column resumes of my own (sidebar and main
 * column read one after the other, as the eval's text and the PDF reader give them).
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 27: titles27 — a work heading of the career path or the roles held, after the education', () => {
  it('reads the jobs under "מסלול מקצועי", "תפקידים קודמים", "Positions Held", "المسار المهني"', () => {
    const he = parse([
      'בני גולדברג',
      '050-1000008',
      'גבעתיים',
      'השכלה',
      'תואר ראשון בחשבונאות, 2010',
      '',
      'מסלול מקצועי',
      '2016 – היום | מבקר פנים | בנק לאומי',
      '2010 – 2016 | רואה חשבון | BDO זיו האפט',
    ]);
    expect(he.jobTitles).toEqual(['מבקר פנים', 'רואה חשבון']);
    expect(he.experienceYears).toBeGreaterThanOrEqual(15);
    const he2 = parse([
      'מרים כהן',
      'השכלה',
      'B.A בסיעוד, 2017',
      '',
      'תפקידים קודמים',
      'אחות מוסמכת — מרכז רפואי רמב"ם, חיפה',
      '2017 – היום',
      'מטפלת — בית אבות נווה',
      '2014 – 2017',
    ]);
    expect(he2.jobTitles).toEqual(['אחות מוסמכת', 'מטפלת']);
    const en = parse([
      'Noa Katz',
      'Education',
      'MSW, Hebrew University, 2016',
      '',
      'Positions Held',
      'Team Leader, Welfare Department, Jerusalem Municipality — 2019 – Present',
      'Social Worker, ELEM Youth in Distress — 2014 – 2019',
    ]);
    expect(en.jobTitles).toEqual(['Team Leader', 'Social Worker']);
    expect(en.experienceYears).toBeGreaterThanOrEqual(11);
    const ar = parse([
      'ريم شحادة',
      'التعليم',
      'بكالوريوس تغذية، الجامعة العبرية، 2014',
      '',
      'المسار المهني',
      'أخصائية تغذية سريرية – مستشفى رمبام | 2019 – الآن',
      'أخصائية تغذية – كلاليت | 2014 – 2019',
    ]);
    expect(ar.jobTitles).toEqual(['أخصائية تغذية سريرية', 'أخصائية تغذية']);
    expect(ar.experienceYears).toBeGreaterThanOrEqual(11);
  });

  it('keeps "Roles and responsibilities" inside a job no heading of its own', () => {
    const en = parse([
      'Dana Levi',
      'Experience',
      'Office Manager, Elal | 2019 – Present',
      'Roles and responsibilities',
      '• Managing the office budget',
    ]);
    expect(en.jobTitles).toEqual(['Office Manager']);
  });
});

describe('round 27: titles27 — a title over an employer whose name holds a trade, over the dates', () => {
  it("reads the title line, not the trade in the employer's name (he / en)", () => {
    const he = parse([
      'נועה',
      'ניסיון',
      'מנהלת משרד',
      'אל על',
      '2019 – היום',
      'טכנאי',
      'חשמלאי הצפון בע"מ',
      '2015 – 2019',
    ]);
    expect(he.jobTitles).toEqual(['מנהלת משרד', 'טכנאי']);
    const en = parse([
      'Tali Ron',
      'Experience',
      'Veterinary Nurse',
      'Koret School Veterinary Hospital',
      'Jun 2019 – Present',
      'Veterinary Technician',
      'Vet Center Rehovot',
      'Sep 2015 – May 2019',
    ]);
    expect(en.jobTitles).toEqual(['Veterinary Nurse', 'Veterinary Technician']);
    const en2 = parse([
      'Dana',
      'Experience',
      'Office Manager',
      'Elal',
      '2019 – Present',
      'Receptionist',
      'Dentist Smile Clinic',
      '2015 – 2019',
    ]);
    expect(en2.jobTitles).toEqual(['Office Manager', 'Receptionist']);
  });

  it('still reads a title that names its clinic ("Clinic Manager") as the title', () => {
    const en = parse(['Dana', 'Experience', 'Maccabi', 'Clinic Manager', '2015 – 2019']);
    expect(en.jobTitles).toEqual(['Clinic Manager']);
  });
});
