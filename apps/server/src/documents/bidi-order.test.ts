import { describe, expect, it } from 'vitest';
import {
  dominantDirection,
  fixMirroredBrackets,
  normalizePresentationForms,
  restoreNumberGroups,
  toLogical,
  toVisual,
} from './bidi-order.ts';
import { toLogicalLines } from './pdf-lines.ts';

/** Lines of the kind resumes hold: right-to-left words mixed with numbers, e-mails, Latin words. */
const HEBREW_LINES = [
  'דנה לוי – מפתחת Full Stack',
  'טלפון: 052-555-1234 | אימייל: dana.levi@example.com',
  '2019 – היום: ראש צוות פיתוח ב-Monday.com (תל אביב)',
  'ניסיון של 5+ שנים ב-Python, Django ו-PostgreSQL',
  'תואר ראשון (B.Sc.) במדעי המחשב – הטכניון, 2012-2016',
  'שפות: עברית (שפת אם), אנגלית (רמה גבוהה), ערבית (בסיסית)',
  'קישור: https://www.linkedin.com/in/dana-levi-123',
  'שירות צבאי: 2008–2011, יחידה 8200, סמלת',
  'ניהול תקציב של ₪2.5 מיליון ו-20% צמיחה שנתית',
  'נייד: +972-54-321-9876',
  'מפתחת Full Stack | dana.levi@example.com | 052-555-1234',
  'פיתוח שירותים ב-Node.js ו-React (TypeScript) עבור 3 מיליון משתמשים.',
];

const ARABIC_LINES = [
  'الهاتف: 050-765-4321',
  'الهاتف: +972-50-765-4321',
  'البريد الإلكتروني: layla.haddad@example.com',
  '2016–2020: مهندسة برمجيات في Microsoft (هرتسليا)',
  'بكالوريوس علوم الحاسوب، جامعة حيفا، 2012–2016',
  'اللغات: العربية (اللغة الأم)، العبرية، الإنجليزية',
];

const ENGLISH_LINES = [
  'Phone: (555) 123-4567 | jane@example.com',
  'Hebrew: עברית, native',
  'Led a team of 5 (2018–2022)',
];

describe('toLogical (visual -> logical)', () => {
  it.each(HEBREW_LINES)('undoes the bidi reordering of a Hebrew line: %s', (line) => {
    expect(toLogical(toVisual(line, 'rtl'), 'rtl')).toBe(line);
  });

  it.each(ARABIC_LINES)('undoes the bidi reordering of an Arabic line: %s', (line) => {
    expect(toLogical(toVisual(line, 'rtl'), 'rtl')).toBe(line);
  });

  it.each(ENGLISH_LINES)('undoes the bidi reordering of a left-to-right line: %s', (line) => {
    expect(toLogical(toVisual(line, 'ltr'), 'ltr')).toBe(line);
  });

  it('reads a phone number in an Arabic line in the right group order (W2 makes its digits Arabic numbers)', () => {
    // What LibreOffice and Chromium draw for "الهاتف: 050-765-4321", left to right.
    expect(toLogical('4321-765-050 :فتاهلا', 'rtl')).toBe('الهاتف: 050-765-4321');
  });

  it('reads a year range at the start of a Hebrew line', () => {
    expect(toLogical('Wix-ב תחתפמ 2023–2019', 'rtl')).toBe('2019–2023 מפתחת ב-Wix');
  });

  it('leaves left-to-right text alone', () => {
    expect(toLogical('plain text 2019-2023', 'ltr')).toBe('plain text 2019-2023');
  });
});

describe('fixMirroredBrackets', () => {
  it('mirrors brackets drawn as their shape (Chromium) so they balance', () => {
    expect(fixMirroredBrackets('شركة Intel )حيفا(', 'rtl')).toBe('شركة Intel (حيفا)');
  });

  it('keeps brackets that already balance', () => {
    expect(fixMirroredBrackets('שפות: עברית (שפת אם)', 'rtl')).toBe('שפות: עברית (שפת אם)');
  });
});

describe('normalizePresentationForms', () => {
  it('turns Arabic presentation forms back into letters, a lam-alef ligature into lam then alef', () => {
    expect(normalizePresentationForms('ﺍﻟﺴﻼﻡ')).toBe('السلام');
    expect(normalizePresentationForms('ﻻ')).toBe('لا');
  });

  it('leaves Hebrew and Latin text as it is', () => {
    expect(normalizePresentationForms('שלום world')).toBe('שלום world');
  });
});

describe('dominantDirection', () => {
  it('is right to left for a Hebrew resume full of Latin technology names', () => {
    expect(dominantDirection('מפתחת Full Stack ב-Wix, React, Node.js, TypeScript, ניסיון של 5 שנים')).toBe(
      'rtl',
    );
  });

  it('is left to right for English with one Hebrew word', () => {
    expect(dominantDirection('Languages: English, Hebrew (עברית), Arabic')).toBe('ltr');
  });
});

describe('restoreNumberGroups', () => {
  it('puts the groups of a phone reversed by right-to-left reordering back in writing order', () => {
    expect(restoreNumberGroups('טלפון: 6630 712 054')).toBe('טלפון: 054 712 6630');
    expect(restoreNumberGroups('נייד: 6629035-054')).toBe('נייד: 054-6629035');
    expect(restoreNumberGroups('1234 555 52 972+')).toBe('+972 52 555 1234');
    expect(restoreNumberGroups('7788-300-54-972+')).toBe('+972-54-300-7788');
    expect(restoreNumberGroups('נייד: 909-4412 (052)')).toBe('נייד: (052) 909-4412');
    expect(restoreNumberGroups('هاتف: 6629035 (04)')).toBe('هاتف: (04) 6629035');
    expect(restoreNumberGroups('maya@gmail.com 972-52-1234567+')).toBe('maya@gmail.com +972-52-1234567');
    expect(restoreNumberGroups('מאיה +maya@gmail.com 972-52-1234567')).toBe(
      'מאיה maya@gmail.com +972-52-1234567',
    );
  });

  it('leaves numbers written the usual way, years and ids alone', () => {
    for (const text of [
      '054 712 6630',
      '054-6629035',
      '+972 52 555 1234',
      '(052) 909-4412',
      '2019 - 2021',
      'ת.ז: 031245678',
    ])
      expect(restoreNumberGroups(text)).toBe(text);
  });
});

describe('Latin words of a right-to-left line, with brackets and commas between them', () => {
  // What LibreOffice draws for the line, read back in the page's direction (a Hebrew or Arabic page).
  const read = (logical: string, context: string) =>
    toLogicalLines([
      [
        [{ visual: toVisual(context, 'rtl'), x: 0, end: 300 }],
        [{ visual: toVisual(logical, 'rtl'), x: 0, end: 300 }],
      ],
    ])[1];

  it('keeps "(PLC), AutoCAD Electrical" in its order, not "(AutoCAD Electrical ,)PLC"', () => {
    const he = 'קריאת תוכניות חשמל, לוחות חשמל, בקרים מתוכנתים (PLC), AutoCAD Electrical';
    expect(read(he, 'כישורים ומיומנויות מקצועיות')).toBe(he);
    const ar = 'إدارة المخزون (WMS)، SAP EWM';
    expect(read(ar, 'المهارات والخبرات المهنية')).toBe(ar);
    const mixed = 'ניהול מלאי (WMS), SAP EWM ו-Priority';
    expect(read(mixed, 'כישורים ומיומנויות מקצועיות')).toBe(mixed);
  });
});

describe('a contacts line and a range of dates on a right-to-left page', () => {
  const read = (logical: string, context: string) =>
    toLogicalLines([
      [
        [{ visual: toVisual(context, 'rtl'), x: 0, end: 300 }],
        [{ visual: toVisual(logical, 'rtl'), x: 0, end: 300 }],
      ],
    ])[1];

  it("gives a phone's plus back across the dot a contacts line sets between it and the e-mail", () => {
    expect(restoreNumberGroups('טלפון +noa.katz@walla.co.il · 972-52-333-4444 · חיפה')).toBe(
      'טלפון noa.katz@walla.co.il · +972-52-333-4444 · חיפה',
    );
    const line = read('טלפון +972-52-333-4444 · noa.katz@walla.co.il · חיפה · נשוי', 'יוסי כהן');
    expect(line).toContain('+972-52-333-4444');
    expect(line).not.toContain('+noa');
  });

  it('reads a line of two months and years alone in ascending order', () => {
    expect(read('03/2017 – 11/2019', 'מנהל משמרת, סופר פארם')).toBe('03/2017 – 11/2019');
    expect(read('01.2015 - 06.2016', 'טכנאי שירות, בזק')).toBe('01.2015 - 06.2016');
  });
});
