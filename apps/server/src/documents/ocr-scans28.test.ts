import { describe, expect, it } from 'vitest';
import { withSeparatorLookAlikes } from './ocr-list-marks.ts';
import { shortHebrewInArabic, withLineReplaced } from './ocr.ts';

describe('round 28: scans28 — a Latin item of an Arabic page read as Hebrew look-alikes', () => {
  it('is read again when four or five letters, on an Arabic line or in an Arabic part of one', () => {
    expect(shortHebrewInArabic('וחוא', 'וחוא CT. تصوير الثدي PACS الحماية من الإشعاع')).toBe(true);
    expect(shortHebrewInArabic('פומוא,', 'تصوير CT פומוא, العمل بنظام PACS')).toBe(true);
    expect(shortHebrewInArabic('וש', 'مدبّر וש | חברה בע"מ')).toBe(true);
  });

  it('is read again beside Latin words alone, in a list of an Arabic page', () => {
    expect(shortHebrewInArabic('ום', 'ום Power · Python (Pandas) · SQL')).toBe(true);
    expect(shortHebrewInArabic('סוד', 'لحام סוד, Excel, AutoCAD')).toBe(true);
  });

  it('is left on a Hebrew line, beside Hebrew words, and when longer (a Hebrew name is)', () => {
    expect(shortHebrewInArabic('וחוא', 'ניסיון בעבודה עם וחוא')).toBe(false);
    expect(shortHebrewInArabic('מכבי', 'Maccabi מכבי שירותי בריאות')).toBe(false);
    expect(shortHebrewInArabic('ירושלים', 'مستشفى هداسا ירושלים، قسم الأشعة')).toBe(false);
  });
});

describe('round 28: scans28 — a line mended twice by the OCR', () => {
  it('is found in the text by its latest reading (ar, he, en)', () => {
    const ar = { text: '5 - 2012: عاملة خياطة، مصنع Mls\n' };
    let text = `الخبرة\n${ar.text}`;
    text = withLineReplaced(text, ar, '5 - 2012: عاملة خياطة، مصنع دلتا');
    text = withLineReplaced(text, ar, '2005 - 2012: عاملة خياطة، مصنع دلتا');
    expect(text).toBe('الخبرة\n2005 - 2012: عاملة خياطة، مصنع دلتا\n');
    const he = { text: 'dana@gmailcom 6680142-052\n' };
    let heText = `דנה לוי\n${he.text}`;
    heText = withLineReplaced(heText, he, 'dana@gmail.com 6680142-052');
    heText = withLineReplaced(heText, he, 'dana@gmail.com 052-6680142');
    expect(heText).toBe('דנה לוי\ndana@gmail.com 052-6680142\n');
    const en = { text: '5 - 2019 Nurse, orn\n' };
    const enText = withLineReplaced(
      withLineReplaced(en.text, en, '5 - 2019 Nurse, Rambam'),
      en,
      '2015 - 2019 Nurse, Rambam',
    );
    expect(enText).toBe('2015 - 2019 Nurse, Rambam\n');
  });
});

describe('round 28: scans28 — a middle dot between items read as "+"', () => {
  it('is a middle dot again where the line has real ones (he, en, ar)', () => {
    expect(withSeparatorLookAlikes('הכנת בצקים · בצק עלים ושמרים + קישוט עוגות')).toBe(
      'הכנת בצקים · בצק עלים ושמרים · קישוט עוגות',
    );
    expect(withSeparatorLookAlikes('Pastry · Laminated dough + Cake decorating · Pricing')).toBe(
      'Pastry · Laminated dough · Cake decorating · Pricing',
    );
    expect(withSeparatorLookAlikes('إعداد العجين · المعجنات + تزيين الكعك')).toBe(
      'إعداد العجين · المعجنات · تزيين الكعك',
    );
  });

  it('is left where no real dot is, between licence classes, and in a sentence', () => {
    expect(withSeparatorLookAlikes('Excel + Word + PowerPoint')).toBe('Excel + Word + PowerPoint');
    expect(withSeparatorLookAlikes('רישיון C + E · מלגזה')).toBe('רישיון C + E · מלגזה');
    expect(
      withSeparatorLookAlikes('Java + Spring · 5 years experience in backend development and more'),
    ).toBe('Java + Spring · 5 years experience in backend development and more');
  });
});
