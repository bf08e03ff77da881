import { describe, expect, it } from 'vitest';
import { parseResume } from './resume-fields.ts';
import { wordVariants } from './term-matcher.ts';

/**
 * Round 26 (fields26): kinds of titles, years and languages that tuning-a (held-out-18 until this
 * round) showed, each in Hebrew, English and Arabic.
 */
const NOW = new Date('2025-06-15T00:00:00Z');
const parse = (lines: string[]) => parseResume(lines.join('\n'), { now: NOW });

describe('round 26: fields26 — years written in Arabic-Indic digits', () => {
  it('reads each job of a section dated "٢٠١٠ – ٢٠١٤" apart, with its title and its years', () => {
    const ar = parse([
      'سماح زعبي',
      'الخبرة العملية',
      'منذ ٢٠١٤  ممرضة مسؤولة وردية – قسم الباطنية، المستشفى الإنجليزي، الناصرة',
      '٢٠١٠ – ٢٠١٤  ممرضة – قسم الولادة، مستشفى العائلة المقدسة، الناصرة',
    ]);
    expect(ar.jobTitles).toEqual(['ممرضة مسؤولة وردية', 'ممرضة']);
    expect(ar.experienceYears).toBe(15.5);
    // Month names above the years, each job under its employer.
    const arMonths = parse([
      'منى حلبي',
      'الخبرة المهنية',
      'بنك لئومي – فرع عسفيا',
      'مستشارة مصرفية للزبائن',
      'آذار ٢٠٢٠ – اليوم',
      'بنك لئومي – فرع دالية الكرمل',
      'صرّافة',
      'أيلول ٢٠١٥ – شباط ٢٠٢٠',
    ]);
    expect(arMonths.jobTitles).toEqual(['مستشارة مصرفية للزبائن', 'صرّافة']);
    expect(arMonths.experienceYears).toBeCloseTo(9.8, 1);
    const he = parse([
      'דנה לוי',
      'ניסיון תעסוקתי',
      '٢٠١٨ – היום: מנהלת חשבונות, חברת "אלפא"',
      '٢٠١٢ – ٢٠١٨: פקידת קבלה, מלון "ים"',
    ]);
    expect(he.jobTitles).toEqual(['מנהלת חשבונות', 'פקידת קבלה']);
    expect(he.experienceYears).toBe(13.5);
    const en = parse([
      'Omar Saleh',
      'Experience',
      '٢٠١٩ – Present: Truck Driver, Tnuva',
      '٢٠١٤ – ٢٠١٩: Warehouse Worker, Shufersal',
    ]);
    expect(en.jobTitles).toEqual(['Truck Driver', 'Warehouse Worker']);
    expect(en.experienceYears).toBe(11.5);
  });

  it('still reads a lone Arabic-Indic zero between contacts as a separator, not a digit', () => {
    const ar = parse([
      'رامي خوري ٠ rami.k@gmail.com ٠ 052-1234567',
      'الخبرة',
      'سائق، شركة النور، 2015 – 2020',
    ]);
    expect(ar.email).toBe('rami.k@gmail.com');
    expect(ar.jobTitles).toEqual(['سائق']);
  });
});

describe('round 26: fields26 — a farm trade beside a workplace that opens with its article', () => {
  it('reads the farm worker as the title, not the farm', () => {
    const he = parse([
      'גדעון שפירא',
      'ניסיון',
      '2009 – היום: מנהל רפת, קיבוץ מעוז חיים',
      '1997 – 2009: רפתן, הרפת המשותפת של עמק המעיינות',
    ]);
    expect(he.jobTitles).toEqual(['מנהל רפת', 'רפתן']);
    const heF = parse(['נעמה לוי', 'ניסיון', '2015 – 2020: לולנית, הלול המשותף של המושב']);
    expect(heF.jobTitles).toEqual(['לולנית']);
    const en = parse(['John Miller', 'Experience', '2010 – 2020: Farmer, Green Valley Cooperative Farm']);
    expect(en.jobTitles).toEqual(['Farmer']);
    const ar = parse(['سليم حسن', 'الخبرة', '2010 – 2020: مزارع، المزرعة المشتركة في مرج ابن عامر']);
    expect(ar.jobTitles).toEqual(['مزارع']);
  });

  it('does not read "shared" (משותף) as a partner (שותף) behind a cut prefix', () => {
    for (const word of ['המשותפת', 'משותף', 'המשותפים']) {
      const variants = wordVariants(word).map(([v]) => v);
      expect(variants).not.toContain('שותפת');
      expect(variants).not.toContain('שותף');
    }
    // The partner himself is still one: "ושותף", "השותפה".
    expect(wordVariants('ושותף').map(([v]) => v)).toContain('שותף');
  });
});

describe('round 26: fields26 — Yiddish as Hebrew and Arabic resumes spell it', () => {
  it('reads "אידיש", "Yiddish" and "اليديش" as Yiddish', () => {
    expect(parse(['מנחם וייס', 'שפות: עברית, English, אידיש']).languages).toEqual(['he', 'en', 'yi']);
    expect(parse(['Menachem Weiss', 'Languages: English, Hebrew, Yiddish']).languages).toEqual([
      'en',
      'he',
      'yi',
    ]);
    expect(parse(['سارة كوهين', 'اللغات: العربية، العبرية، اليديش']).languages).toEqual(['ar', 'he', 'yi']);
  });
});
