import { describe, expect, it } from 'vitest';
import { findEducation } from './education.ts';
import { contactsApart, parseResume } from './resume-fields.ts';
import { splitResumeSections } from './resume-sections.ts';

/** Round 11: kinds the fresh tuning resumes r189–r208 showed, each written here as a variant. */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('job titles under a workplace line, round 11', () => {
  it('takes the title from the dated line under "workplace, town", not the workplace', () => {
    const en = parse([
      'Experience',
      'Hilton Tel Aviv, Tel Aviv',
      'Room Service Captain, 2020 – present',
      'Run the evening room-service shift and its orders.',
      'Night Auditor, 2017 – 2020',
    ]);
    expect(en.jobTitles).toEqual(['Room Service Captain', 'Night Auditor']);
    const he = parse([
      'ניסיון',
      'אוטו סנטר – מרכז שירות Toyota, חולון',
      'חשמלאית רכב | 2020 – היום',
      'מוסך הדרום, באר שבע',
      'מכונאית רכב | 2015 – 2019',
    ]);
    expect(he.jobTitles).toEqual(['חשמלאית רכב', 'מכונאית רכב']);
    const ar = parse([
      'الخبرة',
      'جمعية الرازي – مركز الشباب، الناصرة',
      '2016 – 2019   مركزة فعاليات (دوام جزئي)',
    ]);
    expect(ar.jobTitles).toEqual(['مركزة فعاليات']);
  });

  it('keeps a title on the workplace line above a line of dates, a duration or "since"', () => {
    const en = parse([
      'Experience',
      'Picker, Shufersal Online, Modiin',
      'Mar 2018 – Sep 2021 (3.5 years)',
      'Loader, Tnuva, Ashdod',
      'Jan 2016 – Feb 2018',
    ]);
    expect(en.jobTitles).toEqual(['Picker', 'Loader']);
    const ar = parse(['الخبرة العملية', 'سكرتيرة طبية – عيادة مكابي، الطيبة', 'منذ آذار 2019']);
    expect(ar.jobTitles).toEqual(['سكرتيرة طبية']);
  });

  it('takes the title after "workplace, town –" when the workplace holds a role word or a quoted name', () => {
    const he = parse([
      'ניסיון תעסוקתי',
      'מרכז סיעודי "בית אבות הדר", אשקלון – כוח עזר',
      'מרץ 2017 – היום',
      'מרכז יום לקשיש, נתיבות – מטפלת',
      '2012 – 2017',
    ]);
    expect(he.jobTitles).toEqual(['כוח עזר', 'מטפלת']);
    // A department after the town is no title when the dated line names one.
    const en = parse([
      'Experience',
      'Rambam Medical Center, Haifa — Hematology Laboratory',
      'Senior Laboratory Technician, 01/2020 – present',
    ]);
    expect(en.jobTitles).toEqual(['Senior Laboratory Technician']);
  });
});

describe('education field, round 11', () => {
  it("reads a nursing aide's and a pharmacist assistant's course as nursing and pharmacy", () => {
    const nursing = ['קורס כוח עזר סיעודי – משרד העבודה, 2016'];
    expect(findEducation(nursing, nursing)).toEqual({ level: 'certificate', field: 'nursing' });
    const aide = ['دورة مساعدة ممرضة – معهد الجليل، 2018'];
    expect(findEducation(aide, aide)).toEqual({ level: 'certificate', field: 'nursing' });
    const pharmacy = ['دبلوم مساعد صيدلي – كلية الجليل، 2016'];
    expect(findEducation(pharmacy, pharmacy)).toEqual({ level: 'certificate', field: 'pharmacy' });
    const he = ['קורס עוזרת רוקח – מכללת הדסה, 2014'];
    expect(findEducation(he, he)).toEqual({ level: 'certificate', field: 'pharmacy' });
  });

  it('takes the field of the next programme at the same level when the first names none', () => {
    const lines = ['קורס חשבי שכר – מכללת נתיב, 2019', 'הנהלת חשבונות סוג 3 – מכללת נתיב, 2018'];
    expect(findEducation(lines, lines)).toEqual({ level: 'certificate', field: 'accounting' });
    const en = [
      'Payroll Administration course, John Bryce, 2020',
      'Diploma in Accounting, Ort College, 2018',
    ];
    expect(findEducation(en, en)).toEqual({ level: 'certificate', field: 'accounting' });
    // Not from the school's name on the line under a programme.
    const school = ['دبلوم سكرتارية طبية', 'معهد الشرق للتعليم المهني، الطيبة', '2014 – 2015'];
    expect(findEducation(school, school)).toEqual({ level: 'certificate', field: '' });
    // Nor from a lower level.
    const lower = ['קורס חשבי שכר, 2019', 'בגרות מלאה במגמת חשבונאות, 2012'];
    expect(findEducation(lower, lower).field).toBe('');
  });
});

describe('contacts in a footer line, round 11', () => {
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
