import { describe, expect, it } from 'vitest';
import { findEducation } from './education.ts';
import { findFullName } from './person-name.ts';
import { parseResume } from './resume-fields.ts';
import { headingKind } from './resume-sections.ts';
import { roleInLine } from './resume-titles.ts';

/** Round 9: kinds the fresh tuning resumes r169–r188 showed, each written here as a variant. */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('names, round 9', () => {
  it('never takes a language and its level in a sidebar for the name', () => {
    const sidebar = [
      'פרטי קשר',
      '052-9990011',
      'dorit.m@gmail.com',
      'חולון',
      'שפות',
      'עברית – שפת אם',
      'רוסית – טובה',
    ];
    expect(findFullName([...sidebar, 'דורית מזרחי', 'מנהלת חשבונות', 'ניסיון'])).toBe('דורית מזרחי');
    expect(findFullName(['Contact', '054-1230000', 'Languages', 'Hebrew – mother tongue'])).toBe('');
  });

  it('reads no item under a skills heading as the name, even one with a Latin abbreviation', () => {
    const sidebar = ['للتواصل', '050-1112233', 'حيفا', 'المهارات', 'التخطيط الكهربائي EEG', 'تركيب الأقطاب'];
    expect(findFullName([...sidebar, 'سلمى يوسف داود', 'فنية تخطيط دماغ', 'الخبرة'])).toBe('سلمى يوسف داود');
  });

  it('takes a role line for no name, and reads the e-mail whose third part is the trade the resume writes', () => {
    const lines = ['CURRICULUM VITAE', 'Junior Swimming Coach', 'Contact: 052-000-1111', 'Experience'];
    expect(findFullName(lines, 6, 'maya.cohen.coach@gmail.com')).toBe('Maya Cohen');
    expect(findFullName(lines, 6, 'maya.cohen.xyz@gmail.com')).toBe('');
  });
});

describe('job titles, round 9', () => {
  it('takes the title line under an employer line whose name holds a role word', () => {
    const fields = parse([
      'ניסיון',
      'המרכז הרפואי העמק, עפולה | 2018 – היום',
      'אחראי משמרת – מחלקת אחזקה',
      '• ניהול צוות של שישה עובדים',
      'בית הספר התיכון "נופים", נתניה',
      'מזכיר ראשי, 2015 – 2018',
      '• רישום תלמידים',
    ]);
    expect(fields.jobTitles).toEqual(['אחראי משמרת', 'מזכיר ראשי']);
  });

  it('passes over a firm named by its trade in the plural for the title under it', () => {
    const fields = parse([
      'Experience',
      '2016 – 2019',
      'Ronen Golan Engineers, Haifa',
      'Site Engineer',
      '• Supervised two residential buildings.',
    ]);
    expect(fields.jobTitles).toEqual(['Site Engineer']);
  });

  it('reads what stands before a spaced "@" as the title, whatever the workplace after it holds', () => {
    expect(roleInLine('Clinical Perfusionist @ מכון הלב, תל השומר | 2019 – היום')).toBe(
      'Clinical Perfusionist',
    );
    expect(roleInLine('מדריכה (מחליפה) @ מתנ"ס הגליל | 2015 – 2016')).toBe('מדריכה');
  });

  it('ends a title before "בגן …" that names a kindergarten, but keeps "סייעת בגן" whole', () => {
    expect(roleInLine('גננת משלימה בגן "חצב", מועצה אזורית גלבוע — 2019 – היום')).toBe('גננת משלימה');
    expect(roleInLine('2013 – 2016 | סייעת בגן | רשת גני נעמת')).toBe('סייעת בגן');
  });
});

describe('skills, round 9', () => {
  it('ends a sidebar skills list at the name that opens the main column', () => {
    const fields = parse([
      'פרטי קשר',
      '050-3334455',
      'avi.k@gmail.com',
      'Skills',
      '• ניהול מלאי',
      '• ספירות מלאי',
      '• WMS',
      'אבי כהן',
      'Warehouse Team Lead | לוגיסטיקה',
      'ניסיון',
      'Warehouse Team Lead – מחסני השרון | 2019 – היום',
    ]);
    expect(fields.fullName).toBe('אבי כהן');
    expect(fields.skills).not.toContain('אבי כהן');
    expect(fields.skills.some((s) => /Warehouse Team Lead|לוגיסטיקה/.test(s))).toBe(false);
  });

  it('keeps a longer bullet of a bulleted list of three or more as an item', () => {
    const fields = parse([
      'כישורים',
      '• עבודה עם מסופון ומערכת ניהול מחסן Priority',
      '• הדרכת עובדים',
      '• סדר וארגון',
    ]);
    expect(fields.skills).toContain('עבודה עם מסופון ומערכת ניהול מחסן Priority');
  });

  it('knows skills headings of one kind and in the person’s own words', () => {
    expect(headingKind('מיומנויות מחשב')).toBe('skills');
    expect(headingKind('Computer proficiencies')).toBe('skills');
    expect(headingKind('מה אני מביא איתי')).toBe('skills');
    expect(headingKind('What I bring')).toBe('skills');
  });

  it('keeps a standard by its number as an item', () => {
    const fields = parse(['Skills', 'ISO 14001 · Welding inspection · AutoCAD · EN 1090 · IPC-A-610']);
    expect(fields.skills).toEqual(expect.arrayContaining(['ISO 14001', 'EN 1090', 'IPC-A-610']));
  });
});

describe('skills cut by a wrap, round 9', () => {
  it('joins a product name a PDF wrapped when the resume writes it whole elsewhere', () => {
    const lines = [
      'Experience',
      'Buyer, Galil Foods | 2019 – 2024',
      '• Purchase orders in SAP PP for 40 suppliers.',
      'Skills',
      'Supplier negotiation · Excel · Priority · SAP',
      'PP · Incoterms 2020',
    ];
    const fields = parse(lines);
    expect(fields.skills).toContain('SAP PP');
    expect(fields.skills).not.toContain('PP');
    // Not written whole anywhere: two items, as before.
    const apart = parse([...lines.slice(0, 2), '• Purchase orders for 40 suppliers.', ...lines.slice(3)]);
    expect(apart.skills).not.toContain('SAP PP');
  });
});

describe('education, round 9', () => {
  it('reads a hotel-keeping course as tourism and hospitality', () => {
    expect(findEducation(['קורס אחראי משק בית במלונאות – מכללת הגליל, 2017'], []).field).toBe('tourism');
    expect(findEducation(['دورة في الفندقة – كلية الجليل، 2016'], []).field).toBe('tourism');
  });
});
