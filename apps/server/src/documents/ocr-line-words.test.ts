import { describe, expect, it } from 'vitest';
import { cleanOcrText, latinWordFor, loneHebrewLetter, ocrImages } from './ocr.ts';
import { symbolForWord, wordBetweenNeighbours } from './ocr-line-words.ts';
import { rtlPage } from '../testing/rtl-page.ts';

const read = (text: string, confidence = 90) => text.split(' ').map((word) => ({ text: word, confidence }));

describe('round 22: a short Hebrew or Arabic word read as Latin letters, mended from its line read again', () => {
  it('takes the word the line read again puts between the same neighbours (he, ar)', () => {
    // "שירות לקוחות של מערכות" read with "של" as "Sw"; read again by the Hebrew and Arabic models.
    expect(
      wordBetweenNeighbours(['שירות', 'לקוחות', 'Sw', 'מערכות'], 2, read('שירות לקוחות של מערכות')),
    ).toEqual({
      text: 'של',
      confidence: 90,
    });
    // "مسؤول عن خدمة الزبائن" with "خدمة" read as "ales", its mark after the neighbour kept apart.
    expect(
      wordBetweenNeighbours(['مسؤول', 'عن', 'ales', 'الزبائن،'], 2, read('مسؤول عن خدمة الزبائن،')),
    ).toEqual({ text: 'خدمة', confidence: 90 });
    // At the line's start, before its first neighbour ("أتقنت 3 لغات": "poi 3 لغات").
    expect(wordBetweenNeighbours(['poi', '3', 'لغات'], 0, read('أتقنت 3 لغات'))?.text).toBe('أتقنت');
    // A separator between them is no word: "נהג = Ng תובלה" read again as "נהג - אזורי תובלה".
    expect(wordBetweenNeighbours(['נהג', '=', 'Ng', 'תובלה'], 2, read('נהג - אזורי תובלה'))?.text).toBe(
      'אזורי',
    );
  });

  it('leaves the word when the line read again does not place one word there (en, he, ar)', () => {
    // An English line has no Hebrew or Arabic neighbours to place a word by.
    expect(
      wordBetweenNeighbours(['Managed', 'the', 'ops', 'team'], 2, read('Managed the ops team')),
    ).toBeNull();
    // Read unsure there (a true Latin word read again as junk letters).
    expect(
      wordBetweenNeighbours(['עבודה', 'עם', 'Jira', 'יומית'], 2, [
        ...read('עבודה עם'),
        { text: 'וזזה', confidence: 31 },
        ...read('יומית'),
      ]),
    ).toBeNull();
    // In another script than its neighbours: "Excel" on an Arabic line read again as Hebrew letters.
    expect(wordBetweenNeighbours(['برامج', 'Excel', 'وغيرها'], 1, read('برامج סוסססוא وغيرها'))).toBeNull();
    // A word the line was first read with, put elsewhere by the second reading (a line read in
    // drawing order: "C+E سياقة رخصة" read again as "رخصة سياقة 5+").
    expect(wordBetweenNeighbours(['CHE', 'سياقة', 'رخصة'], 0, read('رخصة سياقة 5+'))).toBeNull();
    // Two words between the neighbours: no telling which one it is.
    expect(wordBetweenNeighbours(['ניהול', 'Ko', 'מלאי'], 1, read('ניהול של כל מלאי'))).toBeNull();
  });
});

describe('round 22: a short Hebrew or Arabic word read as a symbol, mended from its line read again', () => {
  it('takes the word the line read again puts after its neighbour (he, ar)', () => {
    expect(symbolForWord('©')).toBe(true);
    // "מגורים: רמת גן" read "מגורים: רמת ©".
    expect(wordBetweenNeighbours(['מגורים:', 'רמת', '©'], 2, read('מגורים: רמת גן'))?.text).toBe('גן');
    // "السكن: باقة الغربية" read "السكن: باقة ®".
    expect(wordBetweenNeighbours(['السكن:', 'باقة', '®'], 2, read('السكن: باقة الغربية'))?.text).toBe(
      'الغربية',
    );
  });

  it('leaves separators, brackets and an English line alone (en, he)', () => {
    for (const mark of ['-', '|', '•', '(', '"', '/']) expect(symbolForWord(mark)).toBe(false);
    expect(symbolForWord('&')).toBe(true);
    // "R & D" has no Hebrew or Arabic neighbour to place a word by.
    expect(wordBetweenNeighbours(['R', '&', 'D'], 1, read('R & D'))).toBeNull();
    // "שיווק & מכירות" read again with the "&" as it is: no Hebrew word between.
    expect(wordBetweenNeighbours(['שיווק', '&', 'מכירות'], 1, read('שיווק & מכירות'))).toBeNull();
  });
});

describe('round 22: one Hebrew letter alone on an Arabic line', () => {
  it('is an Arabic word misread on an Arabic line or in an Arabic part of a line (ar)', () => {
    // "منذ 2016 - مدير عمال" with "منذ" read as "ג".
    expect(loneHebrewLetter('ג', 'ג 2016 - مدير عمال في ورشة')).toBe(true);
    // "كفر ياسيف" read "كفر ו" after a Hebrew employer.
    expect(loneHebrewLetter('ו', 'عامل إنتاج - شركة "מפעלי הצפון", كفر ו - منذ 2019')).toBe(true);
  });

  it('is left on a Hebrew or English line, and a Hebrew word of two letters is no such letter (he, en, ar)', () => {
    expect(loneHebrewLetter('ג', 'רישיון נהיגה ג, רישיון מלגזה')).toBe(false);
    expect(loneHebrewLetter('ג', 'Driving licence ג (trucks)')).toBe(false);
    expect(loneHebrewLetter('עכו', 'عاملة نظافة - مستشفى في עכו')).toBe(false);
  });
});

describe('round 22: a Latin word read as Hebrew letters on an Arabic line', () => {
  it("takes the Latin model's sure reading of one Latin word (ar, en)", () => {
    // "لحام TIG" read "لحام סוד" (the Arabic model reads it "116"): the Latin model, "TIG" at 92.
    expect(latinWordFor('TIG\n', 92)).toBe('TIG');
    expect(latinWordFor('C+E', 90)).toBe('C+E');
    expect(latinWordFor('MIG/MAG', 89)).toBe('MIG/MAG');
  });

  it('leaves a Hebrew name the Latin model reads unsure or as marks and digits (he, en)', () => {
    // "עכו" on an Arabic line read by the Latin model as "NIN" at 61: a name, left as read.
    expect(latinWordFor('NIN', 61)).toBeNull();
    expect(latinWordFor('1712"', 95)).toBeNull();
    expect(latinWordFor('i I', 93)).toBeNull();
    expect(latinWordFor('5', 96)).toBeNull();
  });
});

describe('round 22: an Arabic comma read as a zero standing alone', () => {
  it('is a comma again between a word and an Arabic word (ar)', () => {
    expect(cleanOcrText('المهارات: Excel 0 إدارة المخزون')).toBe('المهارات: Excel، إدارة المخزون');
    expect(cleanOcrText('رعاية المسنين 0 قياس الضغط')).toBe('رعاية المسنين، قياس الضغط');
  });

  it('is left in Hebrew and English lines and in numbers (he, en, ar)', () => {
    expect(cleanOcrText('נהיגה 0 תאונות')).toBe('נהיגה 0 תאונות');
    expect(cleanOcrText('Excel 0 errors in reports')).toBe('Excel 0 errors in reports');
    expect(cleanOcrText('شركة 2000 موظف')).toBe('شركة 2000 موظف');
  });
});

describe('round 22: a dash read as "=" after a Latin word of a right-to-left line', () => {
  it('is a dash again before a Hebrew or Arabic word (ar, he)', () => {
    expect(cleanOcrText('لحام TIG = متقدم')).toBe('لحام TIG – متقدم');
    expect(cleanOcrText('מפתח Java = חברת תוכנה')).toBe('מפתח Java – חברת תוכנה');
  });

  it('is left in an English line (en)', () => {
    expect(cleanOcrText('x = y + 1')).toBe('x = y + 1');
  });
});

describe('round 22: the words read again keep true Latin words, and a Latin one read as Hebrew is mended', () => {
  it('reads Hebrew and Arabic pages with short Latin words, a "since" and a welding process (he, en, ar)', async () => {
    // A Hebrew page and an Arabic one (which script a page is read as decides the re-reads).
    const text = await ocrImages([
      await rtlPage(['ניהול מלאי ב-SAP ודוחות ב-Excel', 'הפעלת מכונת CNC ותכנות PLC']),
      // "TIG" is read "סוד" by the three models together; the Latin model alone reads it right.
      await rtlPage(['منذ 2016 - مدير عمال في مصنع', 'برامج Excel و SAP وغيرها', 'لحام TIG ولحام MIG']),
    ]);
    for (const line of [
      'ב-SAP ודוחות ב-Excel',
      'CNC ותכנות PLC',
      'منذ 2016',
      'برامج Excel و SAP وغيرها',
      'لحام TIG ولحام MIG',
    ])
      expect(text).toContain(line);
  }, 240_000);
});
