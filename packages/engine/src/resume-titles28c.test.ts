import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';

/**
 * Round 28 (titles28c): Hebrew titles in the forms tuning-oe wrote them — a promotion said as a sentence
 * under the job, a title written as a Hebrew acronym with gershayim, a distribution centre named after
 * its employer above titles with their own years.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const titles = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW }).jobTitles;

describe('round 28: titles28c — promotions said as sentences, acronym titles, a centre above its titles', () => {
  it('a line saying the person was promoted is no title of its own (he, ar, en)', () => {
    expect(
      titles([
        'רון לוי',
        '050-1234567',
        '',
        'ניסיון תעסוקתי',
        '2020 – היום',
        'ראש צוות ייצור, מחלקת ייצור – מפעל שטראוס',
        '2016 – 2020',
        'מפעיל קו, מחלקת ייצור – מפעל שטראוס',
        'קודמתי לראש צוות ב-2020.',
        '2012 – 2016',
        'שליח – דואר ישראל',
      ]),
    ).toEqual(['ראש צוות ייצור', 'מפעיל קו', 'שליח']);
    expect(
      titles([
        'رامي حداد',
        '050-1234567',
        '',
        'الخبرة',
        '2020 – حتى الآن',
        'رئيس طاقم، قسم الإنتاج – مصنع شتراوس',
        '2016 – 2020',
        'مشغّل خط، قسم الإنتاج – مصنع شتراوس',
        'تمت ترقيتي إلى رئيس طاقم عام 2020.',
        '2012 – 2016',
        'سائق – شركة النقل',
      ]),
    ).toEqual(['رئيس طاقم', 'مشغّل خط', 'سائق']);
    expect(
      titles([
        'Ron Levy',
        '050-1234567',
        '',
        'Experience',
        '2020 – Present',
        'Team Leader, Production – Strauss plant',
        '2016 – 2020',
        'Line Operator, Production – Strauss plant',
        'Promoted to Team Leader in 2020.',
        '2012 – 2016',
        'Courier – Israel Post',
      ]),
    ).toEqual(['Team Leader', 'Line Operator', 'Courier']);
  });

  it('a title written as a Hebrew acronym with gershayim, before a list of duties', () => {
    expect(
      titles([
        'רון לוי',
        '050-1234567',
        '',
        'ניסיון',
        '2020 – היום: קב"ט משמרת בקניון הזהב, ראשון לציון – ניהול 6 מאבטחים, מוקד מצלמות, בידוק.',
        '2016 – 2019: מאבטח, עיריית חולון.',
      ]),
    ).toEqual(['קב"ט משמרת', 'מאבטח']);
    expect(
      titles([
        'רון לוי',
        '050-1234567',
        '',
        'ניסיון',
        '2020 – היום: רו"ח בכיר במשרד לוי, חיפה – ביקורת, דוחות כספיים, מיסוי, ייעוץ.',
        '2016 – 2019: מנהל חשבונות, עיריית חולון.',
      ]),
    ).toEqual(['רו"ח בכיר', 'מנהל חשבונות']);
  });

  it('a distribution centre after its employer, above titles each with its years, is no coordinator', () => {
    expect(
      titles([
        'רון לוי',
        '050-1234567',
        '',
        'ניסיון',
        '',
        'רמי לוי – מרכז הפצה שוהם (משמרת בוקר)',
        '2019–היום: אחראי משמרת מחסן',
        '2016–2019: מלקט',
        '',
        '2013–2016',
        'שליח – "מהיר משלוחים", לוד',
      ]),
    ).toEqual(['אחראי משמרת מחסן', 'מלקט', 'שליח']);
    // A coordinator's "מרכז" before the noun of his work stays a title.
    expect(
      titles(['רון לוי', '050-1234567', '', 'ניסיון', '2019 – 2023: מרכז פרויקטים, עיריית חולון']),
    ).toEqual(['מרכז פרויקטים']);
  });

  it('a title wrapped in a narrow column before its object (he, ar, en)', () => {
    const narrow = (lines: string[]) => titles(['=== sidebar ===', ...lines]);
    expect(
      narrow([
        'רון לוי',
        '052-1234567',
        '',
        'ניסיון',
        '2018 – היום',
        'טכנאי שירות',
        'למקררים ביתיים',
        'שופרסל',
        '',
        '2013 – 2018',
        'מחסנאי',
        'רמי לוי',
      ]),
    ).toEqual(['טכנאי שירות למקררים ביתיים', 'מחסנאי']);
    expect(
      narrow([
        'سامي',
        '052-1234567',
        '',
        'الخبرة',
        '2018 – حتى الآن',
        'فني صيانة',
        'للثلاجات المنزلية',
        'شركة إلكترا',
        '',
        '2013 – 2018',
        'أمين مخزن',
        'شوفرسال',
      ]),
    ).toEqual(['فني صيانة للثلاجات المنزلية', 'أمين مخزن']);
    expect(
      narrow([
        'Ron Levy',
        '052-1234567',
        '',
        'Experience',
        '2018 – Present',
        'Service Technician',
        'for home refrigerators',
        'Electra',
        '',
        '2013 – 2018',
        'Storekeeper',
        'Shufersal',
      ]),
    ).toEqual(['Service Technician for home refrigerators', 'Storekeeper']);
  });
});
