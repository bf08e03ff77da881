import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 27 (fields27): kinds of titles, years and education level that tuning-i (held-out-19 until
 * this round) showed, each in Hebrew, Arabic and English where the kind is written so.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });
/** Years as the eval judges them: within half a year. */
const expectYears = (got: number | null, want: number) => {
  expect(got).not.toBeNull();
  expect(Math.abs(got! - want)).toBeLessThanOrEqual(0.5);
};

describe('round 27: fields27 — a heading of the positions held', () => {
  it('reads the jobs under "תפקידים" / "المناصب" after the education', () => {
    const he = parse([
      'רונית אזולאי',
      'ronit@example.com',
      'השכלה',
      'תואר ראשון בעבודה סוציאלית, אוניברסיטת חיפה, 2010 – 2014',
      '',
      'תפקידים',
      'עובדת סוציאלית — עיריית חיפה',
      'ספטמבר 2014 – היום',
    ]);
    expect(he.jobTitles).toEqual(['עובדת סוציאלית']);
    expectYears(he.experienceYears, 10.8);
    expect(he.educationLevel).toBe('bachelor');
    const ar = parse([
      'رنا خوري',
      'rana@example.com',
      'التعليم',
      'بكالوريوس في الخدمة الاجتماعية، جامعة حيفا، 2010 – 2014',
      '',
      'المناصب',
      'عاملة اجتماعية — بلدية الناصرة',
      'أيلول 2014 – اليوم',
    ]);
    expect(ar.jobTitles).toEqual(['عاملة اجتماعية']);
    expectYears(ar.experienceYears, 10.8);
  });
});

describe('round 27: fields27 — unpaid leave inside a job', () => {
  it('takes the leave out of the job it sits in, and gives it no title', () => {
    const en = parse([
      'Maya Cohen',
      'maya@example.com',
      'Experience',
      'Jan 2015 – Dec 2024   Teacher, Herzl School',
      '   On unpaid leave Jan 2019 – Dec 2020',
    ]);
    expect(en.jobTitles).toEqual(['Teacher']);
    expectYears(en.experienceYears, 8);
    const he = parse([
      'נועה ברק',
      'noa@example.com',
      'ניסיון תעסוקתי',
      '01/2015 – 12/2024  מורה, בית ספר הרצל',
      'חל"ת 01/2019 – 12/2020',
    ]);
    expect(he.jobTitles).toEqual(['מורה']);
    expectYears(he.experienceYears, 8);
    const ar = parse([
      'هبة سعيد',
      'hiba@example.com',
      'الخبرة العملية',
      '2015 – 2025: مضيفة طيران، إل عال',
      'إجازة بدون راتب 2020 – 2021',
    ]);
    expect(ar.jobTitles).toEqual(['مضيفة طيران']);
    expectYears(ar.experienceYears, 9.4);
  });

  it('still counts another job held during the leave', () => {
    const en = parse([
      'Maya Ben-Haim',
      'maya@example.com',
      'Work Experience',
      'Jul 2019 – Mar 2022   Flight Attendant, Israir',
      '                      On unpaid leave Apr 2020 – Mar 2021, when flights stopped',
      'Oct 2020 – Mar 2021   Waitress, Cafe Landwer (part-time)',
    ]);
    expect(en.jobTitles).toEqual(['Flight Attendant', 'Waitress']);
    expectYears(en.experienceYears, 2.3);
  });
});

describe("round 27: fields27 — leave a job's line says it includes", () => {
  it('reads "(incl. maternity leave 2019)" after the dates as the job\'s time', () => {
    const en = parse([
      'Tom Gray',
      'tom@example.com',
      'Experience',
      '2016 – present  Nurse, Hadassah (incl. maternity leave 2019)',
    ]);
    expect(en.jobTitles).toEqual(['Nurse']);
    expectYears(en.experienceYears, 9.4);
    const he = parse(['נועה', 'noa@example.com', 'ניסיון', 'אחות, הדסה, 2016 – היום (כולל חופשת לידה 2019)']);
    expect(he.jobTitles).toEqual(['אחות']);
    expectYears(he.experienceYears, 9.4);
    const ar = parse([
      'نورة',
      'noura@example.com',
      'الخبرة',
      'ممرضة، مستشفى رمبام، 2016 – اليوم (بما في ذلك إجازة ولادة 2019)',
    ]);
    expect(ar.jobTitles).toEqual(['ممرضة']);
    expectYears(ar.experienceYears, 9.4);
  });
});

describe('round 27: fields27 — a duty line above a line of time off', () => {
  it('names no job: the time off dates it, not a job', () => {
    const ar = parse([
      'وداد عباس',
      'widad@example.com',
      'العمل',
      'خياطة — مصنع دلتا، كرمئيل — 2008 – 2013',
      'الخياطة على خط الإنتاج، فحص الجودة',
      '2013 – 2014: إجازة ولادة',
      'بائعة — محل أزياء، حيفا — 2014 – 2020',
    ]);
    expect(ar.jobTitles).toEqual(['خياطة', 'بائعة']);
    expectYears(ar.experienceYears, 11);
    // (Hebrew and English read so before; kept as guards.)
    const he = parse([
      'שרה',
      'sara@example.com',
      'ניסיון',
      'טבחית — מסעדת הדג, יפו — 2010 – 2016',
      'הכנות, ניהול מלאי',
      '2016 – 2018: חופשת לידה',
      'טבחית ראשית — קפה לנדוור — 2018 – 2024',
    ]);
    expect(he.jobTitles).toEqual(['טבחית', 'טבחית ראשית']);
    const en = parse([
      'Sara',
      'sara@example.com',
      'Experience',
      'Cashier — Rami Levy — 2010 – 2016',
      'Cash handling, customer service',
      '2016 – 2018: career break',
      'Shift Supervisor — Shufersal — 2018 – 2024',
    ]);
    expect(en.jobTitles).toEqual(['Cashier', 'Shift Supervisor']);
  });
});

describe('round 27: fields27 — education level', () => {
  it("reads a safety course, a site safety officer's or working at heights, as no education", () => {
    const ar = parse([
      'أحمد عيسى',
      'ahmad@example.com',
      'الخبرة',
      'عامل بناء، 2010 – 2024',
      'الدورات',
      'دورة العمل في المرتفعات (2019)',
      'دورة مسؤول سلامة في الموقع (2021)',
    ]);
    expect(ar.educationLevel).toBe('');
    const en = parse([
      'Bob Stone',
      'bob@example.com',
      'Experience',
      'Scaffolder, 2010 – 2024',
      'Courses',
      'Working at heights course, 2019',
    ]);
    expect(en.educationLevel).toBe('');
    // (As Hebrew read it already: "עבודה בגובה" is a short course.)
    const he = parse([
      'יוסי',
      'yossi@example.com',
      'ניסיון',
      'פועל בניין, 2010 – 2024',
      'קורסים',
      'קורס עבודה בגובה, 2019',
    ]);
    expect(he.educationLevel).toBe('');
  });

  it("reads B.EMS and B.HSc as bachelor's degrees", () => {
    const en = parse([
      'Daniel Mizrahi',
      'dan@example.com',
      'Experience',
      'Paramedic, MDA, 2014 – present',
      'Education',
      'B.EMS Emergency Medical Services, Ariel University, 2011 – 2014',
    ]);
    expect(en.educationLevel).toBe('bachelor');
    const hsc = parse([
      'Dana',
      'dana@example.com',
      'Education',
      'B.HSc Health Sciences, McMaster University, 2010 – 2014',
    ]);
    expect(hsc.educationLevel).toBe('bachelor');
  });
});

describe('round 27: fields27 — a scan\'s stray letter between a date and "until now"', () => {
  it('reads the range open to this day', () => {
    const ar = parse(['سامي', 'sami@example.com', 'الخبرة', 'مهندس شبكات، بيزك، 11/2020 ה حتى الآن']);
    expect(ar.jobTitles).toEqual(['مهندس شبكات']);
    expectYears(ar.experienceYears, 4.6);
    const he = parse(['נועה כהן', 'noa@example.com', 'ניסיון', 'מלצרית, קפה גרג, 2019 ع עד היום']);
    expectYears(he.experienceYears, 6.5);
    // (An English line has no such letter to lose; "2019 to date" reads as before.)
    const en = parse(['Noa Cohen', 'noa@example.com', 'Experience', 'Waitress, Cafe Greg, 2019 to date']);
    expectYears(en.experienceYears, 6.5);
  });
});
