import { describe, expect, it } from 'vitest';
import { findFullName } from './person-name.ts';
import { findAge } from './resume-age.ts';
import { contactsApart, parseResume } from './resume-fields.ts';
import { splitResumeSections } from './resume-sections.ts';

/**
 * Name, age, location and contact lines. Each case a variant of a kind a tuning resume showed.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('names', () => {
  it('reads the name opening a main column after a sidebar, with the role under it or spelled by the e-mail', () => {
    const sidebar = ['Contact', '052-111-2233', 'Ashdod', 'Skills', 'Forklift operation', 'Inventory counts'];
    expect(findFullName([...sidebar, 'Noa Katz-Peretz', 'Warehouse Supervisor', 'Experience'])).toBe(
      'Noa Katz-Peretz',
    );
    expect(
      findFullName([...sidebar, 'Gil Oren', 'Logistics', 'Experience'], 6, 'gil.oren.wh@gmail.com'),
    ).toBe('Gil Oren');
    const arabic = ['للتواصل', '050-1112233', 'المهارات الفنية', '• تركيب أنظمة التكييف', '• قراءة المخططات'];
    expect(findFullName([...arabic, 'سامي النجار', 'فني تبريد وتكييف', 'الخبرة'])).toBe('سامي النجار');
  });

  it('never takes a list item for the name, nor a line after work began', () => {
    expect(
      findFullName(['יצירת קשר', '054-1112233', 'כישורים', '• ניהול צוות עובדים', '• הרכבת רהיטים']),
    ).toBe('');
    expect(
      findFullName([
        'Contact',
        '052-111-2233',
        'Ashdod',
        'Skills',
        'Forklift',
        'Excel',
        'Experience',
        'Egged Tours',
        'Tour Guide',
      ]),
    ).toBe('');
  });

  it('reads the name an English resume writes only in its e-mail, never a Hebrew one', () => {
    const lines = ['Warehouse Supervisor', 'Experience', 'Shift Lead, 2018 – 2023'];
    expect(findFullName(lines, 6, 'oren.shalev@gmail.com')).toBe('Oren Shalev');
    expect(findFullName(lines, 6, 'jobs.center@gmail.com')).toBe('');
    expect(findFullName(lines, 6, 'oren.shalev.wh@gmail.com')).toBe('');
    expect(
      findFullName(['מנהל משמרת', 'ניסיון', 'אחראי משמרת, 2018 – 2023'], 6, 'oren.shalev@gmail.com'),
    ).toBe('');
  });

  it('never takes a summary line a PDF wrapped for the name', () => {
    expect(
      findFullName([
        'קורות חיים – טכנאי מעליות',
        'על עצמי',
        'טכנאי עם ניסיון רב בתיקון מעליות',
        'ולוחות פיקוד',
        'ניסיון',
      ]),
    ).toBe('');
  });

  it('reads the name under a sign-off when the top names none', () => {
    expect(
      findFullName([
        'קורות חיים – מנעולנית מוסמכת',
        'ניסיון',
        'מנעולנית, 2015 – היום',
        'בכבוד רב,',
        'רונית שמעוני',
      ]),
    ).toBe('רונית שמעוני');
    expect(
      findFullName(['CURRICULUM VITAE', 'Experience', 'Cashier, 2019 – 2022', 'Best regards, Eyal Bar']),
    ).toBe('Eyal Bar');
    expect(findFullName(['السيرة الذاتية', 'الخبرة', 'بائع، 2018 – 2020', 'مع التحية،', 'ليلى الشامي'])).toBe(
      'ليلى الشامي',
    );
  });

  it('keeps a sign-off and signature out of the last skills list', () => {
    const text =
      'Eyal Bar\nStore Manager\nAreas of strength\nStock control; Staff scheduling\nRegards,\nEyal Bar';
    expect(parseResume(text, { now: NOW }).skills).not.toContain('Eyal Bar');
  });

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

  it('reads a skills item over a longer one as no name, though a word of the longer one is a role', () => {
    // "הרצף" (the spectrum) reads as "רצף" (a tiler) once its article is off: no headline opens so.
    const sidebar = ['פרטי קשר', '050-1112233', 'אשדוד', 'מיומנויות', 'בניית תוכניות עבודה'];
    const items = ['עבודה בצוות', 'הוראה מותאמת לתלמידים על הרצף', 'הדרכת הורים'];
    expect(findFullName([...sidebar, ...items, 'מירב אוחיון', 'מורה לחינוך מיוחד', 'ניסיון תעסוקתי'])).toBe(
      'מירב אוחיון',
    );
  });

  it('takes a role line for no name, and reads the e-mail whose third part is the trade the resume writes', () => {
    const lines = ['CURRICULUM VITAE', 'Junior Swimming Coach', 'Contact: 052-000-1111', 'Experience'];
    expect(findFullName(lines, 6, 'maya.cohen.coach@gmail.com')).toBe('Maya Cohen');
    expect(findFullName(lines, 6, 'maya.cohen.xyz@gmail.com')).toBe('');
  });
});

describe('age', () => {
  it('reads a birth year after "נולד:" or "נולדה:" with a colon', () => {
    expect(findAge('נולדה: 1990', NOW)).toBe(35);
    expect(findAge('טלפון 050-1234567 | נולד: 12.01.1980', NOW)).toBe(45);
  });
});

describe('location', () => {
  it('reads no city from a head line whose "@" joins a title and a workplace', () => {
    const text =
      'Contact\n052-111-2233\ngil.oren@gmail.com\nRehovot\nGil Oren\nExperience\nParalegal @ Haifa Magistrates Court | 2019 – 2023';
    expect(parseResume(text, { now: NOW }).location).toBe('rehovot');
  });
});

describe('contacts in a footer line', () => {
  it('reads a footer line of contacts under the skills as no item of the list', () => {
    const lines = [
      'דנה כהן',
      'ניסיון',
      'חשמלאית – עצמאית | 2015 – היום',
      'כישורים',
      'לוחות חשמל, איתור תקלות',
      "טל' 050-6671234 | dana.cohen.elec@gmail.com | זכרון יעקב",
    ];
    const sections = contactsApart(splitResumeSections(lines.join('\n')).sections);
    expect(sections.find((s) => s.kind === 'skills')!.lines).toEqual(['לוחות חשמל, איתור תקלות']);
    const parsed = parse(lines);
    expect(parsed.skills.join(' ')).not.toMatch(/זכרון/);
    expect(parsed.location).toBe('zichron-yaakov');
    expect(parsed.phone).toBe('+972506671234');
    const en = parse([
      'Experience',
      'Plumber | 2015 – present',
      'Languages',
      'Arabic, Hebrew',
      'Tel. 052-998-1744 · omar.h@gmail.com · Tira',
    ]);
    expect(en.languages).toEqual(['ar', 'he']);
  });
});

describe('age word misread by a scan as a digit', () => {
  it('reads the age after a lone digit when a marital status follows (he)', () => {
    expect(findAge('שירה לוי\n5 31, נשואה, חיפה\n052-7771234', NOW)).toBe(31);
  });
  it('reads the birth year after a lone digit when a marital status follows (ar)', () => {
    expect(findAge('أحمد خطيب\nالناصرة | 054-3332211\n7 1995 - متزوج', NOW)).toBe(30);
  });
  it('leaves a number with no marital status after it, and English lines (en)', () => {
    expect(findAge('Room 4 12, single bed', NOW)).toBeNull();
    expect(findAge('3 2019 - 2021 מכירות', NOW)).toBeNull();
    expect(findAge('3 24, הרצליה', NOW)).toBeNull();
  });
  it('stays linear on a long run of one letter', () => {
    const started = Date.now();
    expect(findAge(`3 ${'א'.repeat(5000)}`, NOW)).toBeNull();
    expect(Date.now() - started).toBeLessThan(200);
  });
});
