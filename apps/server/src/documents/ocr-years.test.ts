import { describe, expect, it } from 'vitest';
import { withEmailRestored } from './ocr-email-lines.ts';
import {
  strayLatin,
  withPhoneRestored,
  withStrayReplaced,
  withYearsRestored,
  hasCutYear,
  datesRead,
  withRangeRestored,
  inReadingOrder,
  withWordReplaced,
  withLatinWordRestored,
  cleanOcrText,
  missedBands,
  presentWord,
  withListCommasRestored,
  arabicJunkLine,
  arabicOnly,
  latinAbbreviation,
  withMiddleDotsRestored,
  cellsApart,
  hasFutureYear,
  withFutureYearsRestored,
  withDateLineRestored,
  withPresentRestored,
  arabicLine,
  inArabicPart,
  dateWithJunk,
  keepsArabicWords,
  wordWide,
  dottedLookAlike,
  takenAbbreviation,
  withNumberRestored,
} from './ocr.ts';

describe('years tesseract cut at the left end of a right-to-left line', () => {
  it('are made whole from a Latin reading of the same line', () => {
    expect(withYearsRestored('8 - היום', ['2018'])).toBe('2018 - היום');
    expect(withYearsRestored('9 - 2013 תואר ראשון בסיעוד', ['2009', '2013'])).toBe(
      '2009 - 2013 תואר ראשון בסיעוד',
    );
    expect(withYearsRestored('2019-6', ['2016', '2019'])).toBe('2019-2016');
    expect(withYearsRestored('9- حتى الآن', ['2019'])).toBe('2019- حتى الآن');
  });

  it('are made whole when a month and year lost its slash and first digits ("03/2019" read "59")', () => {
    expect(withYearsRestored('59 - היום | מנהל מחסן', ['07/2019'])).toBe('07/2019 - היום | מנהל מחסן');
    expect(withYearsRestored('49 - היום', ['11/2019', '2014'])).toBe('11/2019 - היום');
    // Only a month and year, and only one that ends so: a year alone, or two, are no such date.
    expect(withYearsRestored('59 - היום', ['2019'])).toBe('59 - היום');
    expect(withYearsRestored('59 - היום', ['07/2019', '01/2009'])).toBe('59 - היום');
  });

  it('are found beside a dash, also after an English "present" put first on a right-to-left line', () => {
    expect(hasCutYear('8 - היום | מנהלת')).toBe(true);
    expect(hasCutYear('2016 - 9 | מורה')).toBe(true);
    expect(hasCutYear('Present - 8 מנהלת חשבונות, רמת גן')).toBe(true);
    expect(withYearsRestored('Present - 8 מנהלת חשבונות', ['2018'])).toBe('Present - 2018 מנהלת חשבונות');
    expect(hasCutYear('2018 - Present מנהלת חשבונות')).toBe(false);
    expect(hasCutYear('Representative - 3 שנים')).toBe(false);
  });

  it('are left as read when the Latin reading has no year ending with those digits', () => {
    expect(withYearsRestored('8 - היום', ['2013'])).toBe('8 - היום');
    expect(withYearsRestored('8 - היום', [])).toBe('8 - היום');
    // A whole year is never replaced, and a year already on the line is not used twice.
    expect(withYearsRestored('2013 - 2018', ['2013', '2018'])).toBe('2013 - 2018');
    expect(withYearsRestored('3 - 2013', ['2013'])).toBe('3 - 2013');
  });
});

describe('a range of months and two-digit years of which OCR kept one end and a digit', () => {
  it('is seen as cut and made whole from the Latin reading', () => {
    // "07.20 – 01.22" on a Hebrew page read as "01.22 - 0": its start cut to its first digit.
    expect(hasCutYear('01.22 - 0')).toBe(true);
    expect(withYearsRestored('01.22 - 0', datesRead('07.20 - 01.22'))).toBe('01.22 - 07.20');
    // Cut to its last digit, the Latin reading in drawing order, an Arabic title beside it.
    expect(withYearsRestored('09.19 - 5', datesRead('09.19 - 06.15'))).toBe('09.19 - 06.15');
    expect(hasCutYear('0 - 11/21 محاسب')).toBe(true);
    expect(withYearsRestored('0 - 11/21 محاسب', datesRead('11/21 - 03/19'))).toBe('03/19 - 11/21 محاسب');
  });

  it('is left as read when the Latin reading has no such date', () => {
    expect(withYearsRestored('01.22 - 0', datesRead('01.22 - 0'))).toBe('01.22 - 0');
    // Two open dates that both start so: no guess.
    expect(withYearsRestored('7 - 2022', datesRead('7.15 7.18 2022'))).toBe('7 - 2022');
    // A time of day or a price is no month and year.
    expect(withYearsRestored('1 - 2022', datesRead('13.45 2022'))).toBe('1 - 2022');
    expect(datesRead('version 12.5, 3.141 and 05/2019')).toEqual(['05/2019']);
  });
});

describe('a phone tesseract cut at the left end of a right-to-left line', () => {
  it('is made whole from a Latin reading of the same line', () => {
    expect(withPhoneRestored('מלקט ונהג מלגזה 0 222 3344', 'PN 050 222 3344')).toBe(
      'מלקט ונהג מלגזה 050 222 3344',
    );
    expect(withPhoneRestored('טלפון: 4-6121314', '054-6121314 :j1197')).toBe('טלפון: 054-6121314');
    // The Latin reading in drawing order.
    expect(withPhoneRestored('מלקט ונהג מלגזה 0 222 3344', '3344 222 050 YN HNN VPOYN')).toBe(
      'מלקט ונהג מלגזה 050 222 3344',
    );
  });

  it('replaces a line of nothing but a number or two where the Latin reading sees a phone', () => {
    // The sidebar's phone read as "11".
    expect(withPhoneRestored('11', '050-2287461')).toBe('050-2287461');
    // Its groups reversed and the prefix cut; the Latin reading in drawing order.
    expect(withPhoneRestored('7726 318 4', '7726 318 054')).toBe('054 318 7726');
    // A line with words keeps them: only a cut phone in it is replaced.
    expect(withPhoneRestored('טלפון 11', '050-2287461')).toBe('טלפון 11');
  });

  it('takes a phone whose groups dots part ("054.221.3968" read as "8" on a contacts line)', () => {
    expect(withPhoneRestored('פתח תקווה · haim@gmail.com · 8', 'mpn + haim@gmail.com + 054.221.3968')).toBe(
      'פתח תקווה · haim@gmail.com · 054.221.3968',
    );
    expect(withPhoneRestored('054.221.3968 · פתח תקווה', '054.221.3968 + mpn')).toBe(
      '054.221.3968 · פתח תקווה',
    );
  });

  it('is left as read when the Latin reading has no longer phone with those digits', () => {
    expect(withPhoneRestored('0 222 3344', 'nothing here')).toBe('0 222 3344');
    expect(withPhoneRestored('0 222 3344', '050 999 3344')).toBe('0 222 3344');
    expect(withPhoneRestored('050 222 3344', '050 222 3344')).toBe('050 222 3344');
  });
});

describe('a short Hebrew or Arabic word tesseract read as Latin letters', () => {
  it('is suspected only where it is the one Latin word of a right-to-left line and no acronym', () => {
    expect(strayLatin('\u200eorn\u200f')).toBe(true);
    expect(strayLatin('01/2021 حتى الآن: خباز مخبز الأمل, \u200eKe\u200f')).toBe(true);
    expect(strayLatin('ניהול מערכות SAP')).toBe(false);
    expect(strayLatin('מפתחת Full Stack ב-Wix')).toBe(false);
    expect(strayLatin('Jane Doe')).toBe(false);
    // A heading alone on its line, read as Latin letters with a bracket or a mark beside them.
    expect(strayLatin('ux)')).toBe(true);
    expect(strayLatin('(Ka:')).toBe(true);
    expect(strayLatin('SQL')).toBe(false);
    // A bilingual heading whose Hebrew half was read as Latin letters.
    expect(strayLatin('wo) / EXPERIENCE\n')).toBe(true);
    expect(strayLatin('ניסיון / EXPERIENCE')).toBe(false);
  });

  it('is replaced by the word at the same end of a Hebrew-and-Arabic reading, the digits kept as first read', () => {
    expect(withStrayReplaced('\u200eorn\u200f', 'היום')).toBe('היום');
    expect(
      withStrayReplaced('01/2021 حتى الآن: خباز مخبز الأمل, Ke', '1 - حتى الآن: خبان مخبز الأمل, عكا'),
    ).toBe('01/2021 حتى الآن: خباز مخبز الأمل, عكا');
    expect(withStrayReplaced('dias خدمة عملاء', 'ممثلة خدمة عملاء')).toBe('ممثلة خدمة عملاء');
    expect(withStrayReplaced('orn', 'or n')).toBe('orn');
    expect(withStrayReplaced('ux)', 'השכלה')).toBe('השכלה');
    // A bilingual heading: the reading's one Hebrew word, wherever the reading puts it.
    expect(withStrayReplaced('wo) / EXPERIENCE\n', '=0אפוח=סאם / ניסיון')).toBe('ניסיון / EXPERIENCE');
    expect(withStrayReplaced('wo) / EXPERIENCE', 'אפוח / ניסיון')).toBe('wo) / EXPERIENCE');
  });
});

describe('an e-mail read again by the Latin model', () => {
  it('gets back a dot either reading saw', () => {
    expect(withEmailRestored('noa.shalev.hr@mail.com', 'noashalev.hr@mail.com\n')).toBe(
      'noa.shalev.hr@mail.com',
    );
    expect(withEmailRestored('אשדוד | noashalev.hr@mail.com | 050', 'noa.shalevhr@mail.com')).toBe(
      'אשדוד | noa.shalev.hr@mail.com | 050',
    );
    expect(withEmailRestored('x@mail.co.il', 'x@mailco.il')).toBe('x@mail.co.il');
  });

  it('keeps the letters the page was read with', () => {
    // The Latin model at twice the size is no surer of a letter: "qa" or "ga", a letter added.
    expect(withEmailRestored('yoni.qa@mail.com', 'yoni.ga@mail.com')).toBe('yoni.qa@mail.com');
    expect(withEmailRestored('yoni.b@mail.com', 'yoni.bo@mail.com')).toBe('yoni.b@mail.com');
    expect(withEmailRestored('dana@mail.com | 052', 'dana@other.com')).toBe('dana@mail.com | 052');
  });
});

describe('a date range of which tesseract kept one digit at the start of a right-to-left line', () => {
  it('is made whole, earlier end first, from the range a Latin reading of the line found', () => {
    // The Latin reading gives a right-to-left range in drawing order.
    expect(withRangeRestored('Backend | Wix מפתח | 6', 'Backend | Wix nnan | 2020-2016')).toBe(
      'Backend | Wix מפתח | 2016 – 2020',
    );
    expect(withRangeRestored('6 ממר"ם, מפתח מערכות', 'M2IYNn NNan 0” nn 2009-2006')).toBe(
      '2006 – 2009 ממר"ם, מפתח מערכות',
    );
    expect(withRangeRestored('5 | מורה', '08/2019 - 09/2015 | nnin')).toBe('09/2015 – 08/2019 | מורה');
    expect(withRangeRestored('4% | מבקרת', '2019-2014 | nnan')).toBe('2014 – 2019 | מבקרת');
    expect(withRangeRestored('4 | הסמכה כרואת חשבון', 'nnN | 2014')).toBe('2014 | הסמכה כרואת חשבון');
  });

  it('leaves the line as read when no range ends with those digits or the range is on the line', () => {
    expect(withRangeRestored('הובלת צוות של 2 סייעות', 'nothing 2 here')).toBe('הובלת צוות של 2 סייעות');
    expect(withRangeRestored('6 | מפתח 2016 – 2020', '2020-2016 nnan | 6')).toBe('6 | מפתח 2016 – 2020');
    expect(withRangeRestored('נשוי + 2 | 1988', '2014-2012 + 1988')).toBe('נשוי + 2 | 1988');
    expect(withRangeRestored('עלייה של 20% במכירות', '20% nnn')).toBe('עלייה של 20% במכירות');
  });

  it('takes a year with its month from the Latin reading', () => {
    expect(withYearsRestored('5 - 08/2019 | מורה', ['08/2019', '09/2015'])).toBe('09/2015 - 08/2019 | מורה');
  });
});

describe('a right-to-left line read as a left-to-right paragraph', () => {
  const box = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 0, y1: 30 } });
  it('has its words put back in reading order, Latin runs left to right', () => {
    expect(
      inReadingOrder([
        box('Backend', 160, 278),
        box('|', 295, 298),
        box('Wix', 313, 364),
        box('מפתח', 378, 444),
        box('|', 474, 517),
        box('6', 555, 603),
      ]),
    ).toBe('6 | מפתח Backend | Wix');
    expect(
      inReadingOrder([
        box('Payoneer', 160, 292),
        box('|', 309, 311),
        box('\u200fבכיר\u200e', 329, 382),
        box('Backend', 396, 513),
        box('מפתח', 528, 595),
      ]),
    ).toBe('מפתח Backend בכיר | Payoneer');
    expect(
      inReadingOrder([
        box('PostgreSQL,', 278, 448),
        box('Redis', 462, 535),
        box('עבודה', 592, 663),
        box('*', 679, 688),
      ]),
    ).toBe('* עבודה PostgreSQL, Redis');
  });
});

describe('numbers in a right-to-left line put in reading order', () => {
  const at = (text: string, x0: number) => ({ text, bbox: { x0, x1: x0 + 10, y0: 0, y1: 20 } });
  it('join the Latin run they touch and otherwise stand alone', () => {
    // Drawn as "כיום – Check Point | 2021 ,בכיר".
    expect(
      inReadingOrder([
        at('כיום', 100),
        at('–', 150),
        at('Check', 170),
        at('Point', 240),
        at('|', 310),
        at('2021', 330),
        at('בכיר,', 400),
      ]),
    ).toBe('בכיר, Check Point | 2021 – כיום');
    // Drawn as "2021 – 2019 מנהל".
    expect(inReadingOrder([at('2021', 100), at('–', 170), at('2019', 190), at('מנהל', 260)])).toBe(
      'מנהל 2019 – 2021',
    );
  });

  it('end a run at a wide space and keep the given order where boxes overlap', () => {
    // Two cells of a table on one line: "linkedin.com/in/x" on the left, "שנת לידה: 1979" on the right.
    expect(
      inReadingOrder([at('linkedin.com/in/x', 100), at('1979', 400), at('לידה:', 420), at('שנת', 440)]),
    ).toBe('שנת לידה: 1979 linkedin.com/in/x');
    const overlapping = [
      at('das,', 477),
      { text: 'قيادة', bbox: { x0: 413, x1: 466, y0: 0, y1: 20 } },
      { text: 'das,', bbox: { x0: 305, x1: 466, y0: 0, y1: 20 } },
    ];
    expect(inReadingOrder(overlapping)).toBe('das, قيادة das,');
  });

  it("are ordered though a range's dash overlaps the year beside it", () => {
    const box = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 0, y1: 24 } });
    // Drawn as "Frontend | Acme | 2016 - 03/2020 מפתחת", the dash's box over the year's end.
    expect(
      inReadingOrder([
        box('Frontend', 100, 220),
        box('|', 236, 239),
        box('Acme', 255, 330),
        box('|', 346, 349),
        box('2016', 365, 455),
        box('-', 441, 458),
        box('03/2020', 466, 574),
        box('מפתחת', 593, 660),
      ]),
    ).toBe('מפתחת Frontend | Acme | 2016 - 03/2020');
  });
});

describe('a short Hebrew or Arabic word read as Latin inside a right-to-left line', () => {
  it('is replaced by a sure Hebrew or Arabic reading of it alone, its mark kept', () => {
    expect(withWordReplaced('רואת חשבון OY ניסיון', 'OY', 'עם', 91)).toBe('רואת חשבון עם ניסיון');
    expect(withWordReplaced('das, قيادة das,', 'das,', 'رخصة', 90)).toBe('رخصة, قيادة das,');
    // An Arabic heading read as Hebrew letters, read again by the Arabic model.
    expect(withWordReplaced('וטש', 'וטש', 'اللغات', 91)).toBe('اللغات');
    // A bracket before it stays only when one closes it; else it is the comma drawn at the word's
    // left end (round 23), or the bracket an earlier one opened.
    expect(withWordReplaced('(dial تحميل', '(dial', 'آمنة', 90)).toBe('آمنة، تحميل');
    expect(withWordReplaced('(ללא הגבלה (YIN', '(YIN', 'חוץ', 90)).toBe('(ללא הגבלה חוץ)');
    expect(withWordReplaced('(YIN', '(YIN', 'חוץ', 90, undefined, 'לימודי (ערב')).toBe('חוץ)');
    expect(withWordReplaced('شهادة (gym)', '(gym)', 'بجروت', 92)).toBe('شهادة (بجروت)');
  });

  it('is kept when the reading is unsure or not one Hebrew or Arabic word', () => {
    expect(withWordReplaced('EY ישראל', 'EY', 'لا', 67)).toBe('EY ישראל');
    expect(withWordReplaced('לפי IFRS', 'IFRS', '5', 95)).toBe('לפי IFRS');
    expect(withWordReplaced('עם SAP', 'SAP', 'סא פ', 92)).toBe('עם SAP');
  });
});

describe('a Latin word read as look-alike Hebrew letters, digits or marks', () => {
  it('is replaced by the Latin reading of it alone, its Hebrew prefix kept', () => {
    expect(withLatinWordRestored('* הובלת מעבר ב-5/)\\/.', 'ב-5/)\\/.', 'AWS-2')).toBe('* הובלת מעבר ב-AWS');
    expect(withLatinWordRestored('* עבודה עם ו-681>3.', 'ו-681>3.', 'Kafka')).toBe('* עבודה עם ו-Kafka');
    expect(withLatinWordRestored('2010 – 2014 8.56. מדעי המחשב', '8.56.', '.B.Sc')).toBe(
      '2010 – 2014 B.Sc. מדעי המחשב',
    );
    expect(withLatinWordRestored('ו-5חואחםן.', 'ו-5חואחםן.', 'Jenkins-')).toBe('ו-Jenkins');
    expect(withLatinWordRestored('2013 – 2016 \\/.ם. מדעי ההתנהגות', '\\/.ם.', 'B.A')).toBe(
      '2013 – 2016 B.A מדעי ההתנהגות',
    );
  });

  it('is kept when the Latin reading is no Latin word', () => {
    expect(withLatinWordRestored('עלייה של 3.5 אחוז', '3.5', '3.5')).toBe('עלייה של 3.5 אחוז');
    expect(withLatinWordRestored('ב-ח885', 'ב-ח885', '%$#')).toBe('ב-ח885');
  });
});

describe('OCR text cleaned', () => {
  it('reads a dot between an Arabic word and a Hebrew one as the Arabic comma they are parted by', () => {
    expect(cleanOcrText('2020 – حتى الآن: أمين مخزن. מרלו"ג שופרסל, חבל מודיעין')).toBe(
      '2020 – حتى الآن: أمين مخزن، מרלו"ג שופרסל, חבל מודיעין',
    );
    // A sentence's dot before Arabic or Latin, and a Hebrew word's dot, are kept.
    expect(cleanOcrText('توجيه الممرضين الجدد. ثم')).toBe('توجيه الممرضين الجدد. ثم');
    expect(cleanOcrText('עבודה בצוות. אחריות')).toBe('עבודה בצוות. אחריות');
  });

  it('puts a Hebrew prefix read as a look-alike after a Latin word back before it, a final dot moved back', () => {
    expect(cleanOcrText('* כתיבת בדיקות יחידה Jest-a')).toBe('* כתיבת בדיקות יחידה ב-Jest');
    expect(cleanOcrText('* פיתוח שירותים .Spring-1 Java-a')).toBe('* פיתוח שירותים ו-Spring. ב-Java');
    expect(cleanOcrText('* תכנון מיקרו שירותים TypeScript-y Node.js-2')).toBe(
      '* תכנון מיקרו שירותים ו-TypeScript ב-Node.js',
    );
    expect(cleanOcrText('* בניית תהליכי GitHub Actions-a')).toBe('* בניית תהליכי ב-GitHub Actions');
    // Not split from the Hebrew word before it as a list item of its own.
    expect(cleanOcrText('תודעת שירות גבוהה, שליטה Office-a, Excel')).toBe(
      'תודעת שירות גבוהה, שליטה ב-Office, Excel',
    );
    // Not on a Latin line, nor a number or a longer part after the hyphen.
    expect(cleanOcrText('Python-3 and Wi-Fi')).toBe('Python-3 and Wi-Fi');
    expect(cleanOcrText('חיסון COVID-19 ו-Wi-Fi')).toBe('חיסון COVID-19 ו-Wi-Fi');
  });

  it('turns back the brackets of a right-to-left line only where they come as drawn', () => {
    expect(cleanOcrText(')מנהלת( צוות')).toBe('(מנהלת) צוות');
    expect(cleanOcrText('سائق توزيع - مخبز أنجل، الناصرة (2014 - 2018)')).toBe(
      'سائق توزيع - مخبز أنجل، الناصرة (2014 - 2018)',
    );
  });

  it('reads an Arabic-Indic zero standing alone between items as a middle dot', () => {
    expect(cleanOcrText('alon@gmail.com ٠ 052-9876543 ٠ ראשון לציון')).toBe(
      'alon@gmail.com · 052-9876543 · ראשון לציון',
    );
    expect(cleanOcrText('الهاتف ٠٥٢')).toBe('الهاتف ٠٥٢');
  });
});

describe('a phone of which tesseract kept a few digits', () => {
  it('is replaced by the Latin reading of the line', () => {
    expect(withPhoneRestored('0514-8', '054-5566778')).toBe('054-5566778');
    expect(withPhoneRestored('khaled@gmail.com | 1 | سخنين', 'khaled@gmail.com | 052-3390871 | paws')).toBe(
      'khaled@gmail.com | 052-3390871 | سخنين',
    );
  });

  it('is left as read when it is a date or the line has a whole phone', () => {
    expect(withPhoneRestored('08-2019 | מורה', '054-5566778')).toBe('08-2019 | מורה');
    expect(withPhoneRestored('054-5566778 | 1', '054-5566779')).toBe('054-5566778 | 1');
  });
});

describe('a number cut at the left end of a right-to-left line', () => {
  it('is made whole from the one number of the Latin reading a digit longer that ends with it', () => {
    expect(withNumberRestored('2 שנות לימוד', 'TN?7 NN 12')).toBe('12 שנות לימוד');
  });

  it('is left as read when the Latin reading has no such number, or only a year', () => {
    expect(withNumberRestored('2 שנות לימוד', 'TN?7 NN 2')).toBe('2 שנות לימוד');
    expect(withNumberRestored('2 שנות לימוד', '12 32 NN')).toBe('2 שנות לימוד');
    expect(withNumberRestored('9 | חשבת', '2019 | NavN')).toBe('9 | חשבת');
  });
});

describe('bands of ink tesseract read no line in', () => {
  it('are read as one word when as wide as a word or two (a town alone on its line)', () => {
    expect(wordWide({ x0: 160, x1: 206, y0: 289, y1: 310 })).toBe(true);
    expect(wordWide({ x0: 160, x1: 1100, y0: 289, y1: 318 })).toBe(false);
  });

  // A white page 100 wide with ink on rows 10–29 (a line read) and 50–69 (a line left out),
  // and a rule on rows 80–81.
  const width = 100;
  const height = 100;
  const gray = new Uint8Array(width * height).fill(255);
  const inkRows = (from: number, to: number, x0: number, x1: number) => {
    for (let y = from; y < to; y++) for (let x = x0; x < x1; x++) gray[y * width + x] = 0;
  };
  inkRows(10, 30, 5, 90);
  inkRows(50, 70, 20, 60);
  inkRows(80, 82, 0, 100);

  it('are found with the width of their ink, rules left out', () => {
    expect(missedBands(gray, width, height, [{ x0: 5, x1: 90, y0: 9, y1: 31 }])).toEqual([
      { x0: 20, x1: 60, y0: 50, y1: 70 },
    ]);
  });

  it('are none when every band overlaps a line read', () => {
    expect(
      missedBands(gray, width, height, [
        { x0: 5, x1: 90, y0: 9, y1: 31 },
        { x0: 20, x1: 60, y0: 52, y1: 68 },
      ]),
    ).toEqual([]);
  });
});

describe('a date range whose dash or "present" word OCR misread', () => {
  it('gets its dash and present word back', () => {
    expect(cleanOcrText('09/2019 הים | גננת')).toBe('09/2019 – היום | גננת');
    expect(cleanOcrText('2020 היום: רכזת גיוס')).toBe('2020 – היום: רכזת גיוס');
    expect(presentWord('היוס')).toBe('היום');
    expect(cleanOcrText('الطيبة، 2018 - حتى\n١ الآن')).toBe('الطيبة، 2018 - حتى\nالآن');
  });

  it('gets the dash back after a month and year written with dots or a two-digit year', () => {
    // A month and year as "10.19", "3.2021", "05/18": the dash before "present" lost as after "2019".
    expect(cleanOcrText('10.19 היום')).toBe('10.19 – היום');
    expect(cleanOcrText('3.2021 כיום | מנהל משמרת')).toBe('3.2021 – כיום | מנהל משמרת');
    expect(cleanOcrText('05/18 اليوم')).toBe('05/18 – اليوم');
    expect(cleanOcrText('محاسب، 11.20 الان')).toBe('محاسب، 11.20 – الآن');
    // A price or a count of hours is no date: left as read.
    expect(cleanOcrText('10.50 שקלים לשעה')).toBe('10.50 שקלים לשעה');
  });

  it('leaves other words after a year as read', () => {
    expect(cleanOcrText('2019 מנהלת חשבונות')).toBe('2019 מנהלת חשבונות');
    expect(presentWord('שנים')).toBeNull();
  });
});

describe('a list comma OCR lost between a Latin item and a Hebrew or Arabic one', () => {
  it('is put back in a list line', () => {
    expect(withListCommasRestored('Priority, Excel חשבשבת, الدقة والتنظيم')).toBe(
      'Priority, Excel, חשבשבת, الدقة والتنظيم',
    );
    expect(withListCommasRestored('ראיונות עבודה, Sourcing יכולת עבודה במקביל, יחסי אנוש')).toBe(
      'ראיונות עבודה, Sourcing, יכולת עבודה במקביל, יחסי אנוש',
    );
    // A comma between Hebrew or Arabic items read as a dot or an Arabic semicolon.
    expect(withListCommasRestored('الحلويات الفرنسية، العجين المورق. الشوكولاتة، تزيين الكعك')).toBe(
      'الحلويات الفرنسية، العجين المورق، الشوكولاتة، تزيين الكعك',
    );
    expect(withListCommasRestored('تحضير العجين، الحلويات الشرقية؛ العمل الليلي، خبز')).toBe(
      'تحضير العجين، الحلويات الشرقية، العمل الليلي، خبز',
    );
    expect(withListCommasRestored('ניהול משמרות. עזרה ראשונה, תשאול ביטחוני, ניהול צוות')).toBe(
      'ניהול משמרות, עזרה ראשונה, תשאול ביטחוני, ניהול צוות',
    );
    // Not a one-letter abbreviation, and not a sentence (a line of long items is no list).
    expect(withListCommasRestored('د. سامي حداد، د. منى عودة، أ. سلمى')).toBe(
      'د. سامي حداد، د. منى عودة، أ. سلمى',
    );
    expect(withListCommasRestored('עבדתי שש שנים במחלקת הגבייה. אחר כך עברתי לשירות, לקוחות, ומכירות')).toBe(
      'עבדתי שש שנים במחלקת הגבייה. אחר כך עברתי לשירות, לקוחות, ומכירות',
    );
    expect(withListCommasRestored('Skills: Jira, Confluence Cloud. Trello')).toBe(
      'Skills: Jira, Confluence Cloud, Trello',
    );
    expect(withListCommasRestored('أدوات: Photoshop, Illustrator. InDesign, Figma')).toBe(
      'أدوات: Photoshop, Illustrator, InDesign, Figma',
    );
    expect(withListCommasRestored('إدارة الصف، تخطيط الدروس، التعليم المتمايز Google Classroom')).toBe(
      'إدارة الصف، تخطيط الدروس، التعليم المتمايز، Google Classroom',
    );
  });

  it('leaves sentences, bullets, dated lines, prefixed and bracketed Latin alone', () => {
    const kept = [
      'בישול על גריל, ניהול מטבח, בקרת עלויות מזון, בטיחות מזון (HACCP)',
      'יחסי אנוש מצוינים, עבודה תחת לחץ, שליטה ב-Office',
      "Junior frontend developer, בוגר קורס Full Stack של ג'ון ברייס, מחפש משרה ראשונה בפיתוח.",
      '* עבודה עם PostgreSQL, Redis, Kafka',
      'מהנדס DevOps בכיר, Check Point | 2021 – כיום',
    ];
    for (const line of kept) expect(withListCommasRestored(line)).toBe(line);
  });
});

describe('an Arabic line read with its words as digits or Latin junk', () => {
  it('is read again by the Arabic model alone', () => {
    // A large bold name or headline of an Arabic page.
    expect(arabicJunkLine('4 حداد')).toBe(true);
    expect(arabicJunkLine('Base ,')).toBe(true);
    expect(arabicJunkLine('\u200eLo a0\u200f مؤهلة')).toBe(true);
    expect(arabicJunkLine('\u200eyud!\u200f 5 الذاتية')).toBe(true);
  });

  it('but not a line whose numbers, e-mail or Latin words are real', () => {
    expect(arabicJunkLine('سامر حداد')).toBe(false);
    expect(arabicJunkLine('الناصرة | 3344556-050 | samer.haddad@gmail.com')).toBe(false);
    expect(arabicJunkLine('محاسب | 2018 – 2021')).toBe(false);
    expect(arabicJunkLine('مهارات: Microsoft Excel')).toBe(false);
    expect(arabicJunkLine('מפתח Backend ב-Wix')).toBe(false);
  });

  it('and its new reading is taken only when it is Arabic words alone', () => {
    expect(arabicOnly('سامر حداد')).toBe(true);
    expect(arabicOnly('منى عودة،')).toBe(true);
    expect(arabicOnly('43| حداد')).toBe(false);
    expect(arabicOnly('سامر וב')).toBe(false);
    expect(arabicOnly('ia عودة')).toBe(false);
    expect(arabicOnly('٣ حداد')).toBe(false);
  });

  it('or, less sure, when it keeps the Arabic words the line was read with and reads the junk as Arabic', () => {
    // "العربية،" read as Latin junk on a languages line, then read whole by the Arabic model at 80.
    const reading = 'العربية, العبرية, الإنجليزية';
    expect(keepsArabicWords('\u200edg yall\u200f العبرية, الإنجليزية', reading)).toBe(true);
    expect(keepsArabicWords('العر Eg العبرية، الإنجليزية', reading)).toBe(true);
    expect(keepsArabicWords('اللغات: \u200edg yall\u200f العبرية, الإنجليزية', `اللغات: ${reading}`)).toBe(
      true,
    );
    // A reading that changes a word the line had, or adds nothing, is not.
    expect(keepsArabicWords('dg yall العبرية, الإنجليزية', 'العربية, العربية, الإنجليزية')).toBe(false);
    expect(keepsArabicWords('dg العبرية', 'العبرية')).toBe(false);
    expect(keepsArabicWords('4 2', 'سامر حداد')).toBe(false);
  });
});

describe("a degree's Latin abbreviation read as Hebrew letters or digits between dots", () => {
  it('is taken from the Latin reading when that has the shape of a degree', () => {
    // A right-to-left line draws the final dot at the word's left.
    expect(latinAbbreviation('.B.A\n')).toBe('B.A.');
    expect(latinAbbreviation('M.Sc')).toBe('M.Sc');
    expect(latinAbbreviation('B.Ed\n')).toBe('B.Ed');
  });

  it('is looked for behind a dot drawn first too (".8." for "B.A.")', () => {
    expect(dottedLookAlike('.8.')).toBe(true);
    expect(dottedLookAlike('א.8.')).toBe(true);
    expect(dottedLookAlike('8')).toBe(false);
    expect(dottedLookAlike('2019.')).toBe(false);
  });

  it("is taken when the model is sure of it, or it is a degree's own however unsure", () => {
    expect(takenAbbreviation('B.A\n', 39)).toBe('B.A');
    expect(takenAbbreviation('.B.Sc', 9)).toBe('B.Sc.');
    expect(takenAbbreviation('Mr.T', 30)).toBeNull();
    expect(takenAbbreviation('Mr.T', 60)).toBe('Mr.T');
  });

  it('is left as read when the Latin reading is no such abbreviation', () => {
    expect(latinAbbreviation('n.T')).toBeNull();
    expect(latinAbbreviation('1.')).toBeNull();
    expect(latinAbbreviation('AWS')).toBeNull();
  });
});

describe('separators OCR misreads on right-to-left lines', () => {
  it('a dash between a title and its workplace read as "=" is a dash again', () => {
    expect(cleanOcrText('מנהלת משמרת = מלון ים התיכון, נתניה')).toBe('מנהלת משמרת – מלון ים התיכון, נתניה');
    expect(cleanOcrText('فني صيانة = شركة النور، حيفا')).toBe('فني صيانة – شركة النور، حيفا');
    expect(cleanOcrText('مختبرات الشمال، الناصرة == فني مختبر')).toBe('مختبرات الشمال، الناصرة – فني مختبر');
    expect(cleanOcrText('x = 5')).toBe('x = 5');
  });

  it("a Latin heading's colon read before it goes back after it", () => {
    expect(cleanOcrText(':Languages עברית, English')).toBe('Languages: עברית, English');
    expect(cleanOcrText(':Skills')).toBe('Skills:');
  });

  it('the dots of month.year range ends, lost, are put back', () => {
    expect(cleanOcrText('62018-112015')).toBe('6.2018-11.2015');
    expect(cleanOcrText('32021 – 92023')).toBe('3.2021 – 9.2023');
    expect(cleanOcrText('2015-2019')).toBe('2015-2019');
    expect(cleanOcrText('054-2016789')).toBe('054-2016789');
  });
});

describe('a dash or a bullet of an Arabic line read as the Hebrew letter "ה"', () => {
  it('is a dash between two Arabic words and a bullet before an Arabic item', () => {
    expect(cleanOcrText('مساعدة صيدلي أولى ה سوبر فارم، حيفا')).toBe('مساعدة صيدلي أولى – سوبر فارم، حيفا');
    expect(cleanOcrText('ה توزيع منتجات مبردة إلى المتاجر')).toBe('• توزيع منتجات مبردة إلى المتاجر');
  });

  it('stays in a Hebrew line', () => {
    expect(cleanOcrText('ה מנהל הכללי')).toBe('ה מנהל הכללי');
  });
});

describe('an "@" or a bullet read as a copyright sign', () => {
  it('is an "@" again between a title and its workplace, a bullet again at a line\'s start', () => {
    expect(cleanOcrText('Night Auditor © Harbor View Hotel | 2019 – 2022')).toBe(
      'Night Auditor @ Harbor View Hotel | 2019 – 2022',
    );
    expect(cleanOcrText('מתאמת לוגיסטיקה © "גל שילוח", אשדוד')).toBe('מתאמת לוגיסטיקה @ "גל שילוח", אשדוד');
    expect(cleanOcrText('© ניהול מלאי ורכש שבועי')).toBe('• ניהול מלאי ורכש שבועי');
  });

  it('is kept where it stands alone or before a year', () => {
    expect(cleanOcrText('©')).toBe('©');
    expect(cleanOcrText('Portfolio site ©2024')).toBe('Portfolio site ©2024');
  });
});

describe("a list item's bullet read at its end or as a zero", () => {
  it('is a bullet again at the start of a short item', () => {
    expect(cleanOcrText('Salesforce *')).toBe('• Salesforce');
    expect(cleanOcrText('Google Sheets •')).toBe('• Google Sheets');
    expect(cleanOcrText('\u0660 Outlook')).toBe('• Outlook');
  });

  it('is left where the line is long, has a bullet first or has no word', () => {
    expect(cleanOcrText('* Salesforce *')).toBe('* Salesforce *');
    expect(cleanOcrText('12 *')).toBe('12 *');
    const sentence = 'Led a team of five people across two sites and three shifts *';
    expect(cleanOcrText(sentence)).toBe(sentence);
  });
});

describe('a middle dot between list items read as a dash', () => {
  it('is a middle dot again when no other item has a dash', () => {
    expect(withMiddleDotsRestored('Forklift · Inventory counts - Picking · Loading')).toBe(
      'Forklift · Inventory counts · Picking · Loading',
    );
    expect(withMiddleDotsRestored('Arabic – native · Hebrew – fluent · English – good')).toBe(
      'Arabic – native · Hebrew – fluent · English – good',
    );
    expect(withMiddleDotsRestored('dana@mail.com - 052-1112233 · Haifa')).toBe(
      'dana@mail.com - 052-1112233 · Haifa',
    );
  });
});

describe('a phone of which OCR kept the prefix and the last digits', () => {
  it('is made whole from the Latin reading even when the digits left look like a year', () => {
    expect(withPhoneRestored('noa@mail.com · 052-1987 · חיפה', 'noa@mail.com - 052-4411987 - nen')).toBe(
      'noa@mail.com · 052-4411987 · חיפה',
    );
    // A month and year is no phone.
    expect(withPhoneRestored('מרץ 03-2019', '03-2019 052-4411987')).toBe('מרץ 03-2019');
  });
});

describe('two cells of a table read as one line', () => {
  const word = (text: string, x0: number, x1: number) => ({ text, bbox: { x0, x1, y0: 100, y1: 130 } });
  it('are parted where a gap wider than three line heights is, the first cell first', () => {
    const ltr = [
      word('Ron', 150, 210),
      word('Levi', 225, 300),
      word('Tel:', 1000, 1060),
      word('050-1', 1075, 1250),
    ];
    expect(cellsApart(ltr, false).map((c) => c.map((w) => w.text).join(' '))).toEqual([
      'Ron Levi',
      'Tel: 050-1',
    ]);
    const rtl = [word('רון', 1200, 1260), word('לוי', 1100, 1185), word('ron@mail.com', 150, 450)];
    expect(cellsApart(rtl, true).map((c) => c.map((w) => w.text).join(' '))).toEqual([
      'רון לוי',
      'ron@mail.com',
    ]);
  });

  it('a title with its dates at the far end stays one line', () => {
    const line = [
      word('Shift', 150, 230),
      word('manager', 245, 380),
      word('2019', 1200, 1270),
      word('–', 1280, 1295),
      word('2021', 1305, 1375),
    ];
    expect(cellsApart(line, false)).toHaveLength(1);
    expect(cellsApart([word('Ron', 150, 210), word('Levi', 225, 300)], false)).toHaveLength(1);
    // A speck read as a digit far from the words is no cell.
    expect(cellsApart([word('١', 150, 165), word('الآن', 900, 990)], true)).toHaveLength(1);
  });

  it("a phone far from a header's name is a cell", () => {
    const line = [word('054-2219387', 159, 341), word('ريا', 830, 864), word('991', 877, 913)];
    expect(cellsApart(line, true).map((c) => c.map((w) => w.text).join(' '))).toEqual([
      'ريا 991',
      '054-2219387',
    ]);
  });
});

describe('a year that cannot be yet (a digit of it misread)', () => {
  it('is found on the line', () => {
    expect(hasFutureYear('מנהלת משמרת | 04/2072 – היום')).toBe(true);
    expect(hasFutureYear('Store manager 2019 – 2024')).toBe(false);
    // A number that is no year is not looked at.
    expect(hasFutureYear('טלפון 054-2089911')).toBe(false);
  });

  it('is replaced by the Latin reading of the line when that differs from it in one digit', () => {
    expect(withFutureYearsRestored('מנהלת משמרת | 04/2072 – היום', ['04/2022'])).toBe(
      'מנהלת משמרת | 04/2022 – היום',
    );
    expect(withFutureYearsRestored('2016 2078 | مشرف مخزن', ['2016', '2018'])).toBe('2016 2018 | مشرف مخزن');
    // No reading near it: left as read.
    expect(withFutureYearsRestored('2016 – 2078', ['2016', '2013'])).toBe('2016 – 2078');
    expect(withFutureYearsRestored('2016 – 2078', [])).toBe('2016 – 2078');
  });
});

describe("a range's dash lost between its two dates", () => {
  it('is put back', () => {
    expect(cleanOcrText('2012 2015 הנדסאי חשמל, מכללת אורט')).toBe('2012 – 2015 הנדסאי חשמל, מכללת אורט');
    expect(cleanOcrText('Warehouse lead 05/2017 11/2020')).toBe('Warehouse lead 05/2017 – 11/2020');
  });

  it('three years in a row, or a year beside a phone, are no range', () => {
    expect(cleanOcrText('Awards 2015 2016 2017')).toBe('Awards 2015 2016 2017');
    expect(cleanOcrText('2019 0541234567')).toBe('2019 0541234567');
  });
});

describe('a date line whose word for "since" or "present" was read as junk', () => {
  it('takes the date from the Latin reading and the word from the Hebrew and Arabic one', () => {
    expect(withDateLineRestored('ose - 4', '03/2014 - o»n', 'היום - 4')).toBe('03/2014 – היום');
    expect(withDateLineRestored('5 - ry', '2015 - ry', '2015 - כיוס')).toBe('2015 – כיום');
    expect(withDateLineRestored('ד 2017', '2017 sia', 'منذ 2017')).toBe('منذ 2017');
    // A month and year whose slash and first digits ran together ("59" for "07/2019").
    expect(withDateLineRestored('59 - היום', 'ory - 07/2019', '9 - היום')).toBe('07/2019 – היום');
    expect(withDateLineRestored('2012 7', '2012 Ais', 'منذ 2012')).toBe('منذ 2012');
    expect(withDateLineRestored('3 2016', 'Ais 2016', 'منذ 2016')).toBe('منذ 2016');
  });

  it('is found when the word was read as a digit beside a whole year', () => {
    expect(dateWithJunk('2016 3')).toBe(true);
    expect(dateWithJunk('3 2016')).toBe(true);
    expect(dateWithJunk('orn - 9')).toBe(true);
    expect(dateWithJunk('2016 - 2019')).toBe(false);
    expect(dateWithJunk('2016 34')).toBe(false);
  });

  it('is left as read when either reading lacks its part', () => {
    expect(withDateLineRestored('ose - 4', 'ose - 4', 'היום - 4')).toBe('ose - 4');
    expect(withDateLineRestored('ד 2017', '2017 sia', 'דן 2017')).toBe('ד 2017');
    // A date ending otherwise is not this line's.
    expect(withDateLineRestored('ose - 4', '03/2016 - o»n', 'היום')).toBe('ose - 4');
  });
});

describe('a range\'s "present" word read as Latin look-alikes inside a line', () => {
  it('is put back from the Hebrew and Arabic reading', () => {
    expect(withPresentRestored('QA Engineer | Check Point | ory - 2021', 'היום - 2021 | Check Point')).toBe(
      'QA Engineer | Check Point | 2021 – היום',
    );
    expect(withPresentRestored('ory - 04/2018 | מנהל מחסן', 'כיוס - 04/2018 | מנהל מחסן')).toBe(
      '04/2018 – כיום | מנהל מחסן',
    );
  });

  it('is left as read when that reading has no word for "present"', () => {
    expect(withPresentRestored('QA Engineer | ory - 2021', 'דרך - 2021')).toBe('QA Engineer | ory - 2021');
  });
});

describe('a dash or a letter lost around a range\'s "present" word', () => {
  it('is put back', () => {
    expect(cleanOcrText('Mar 2020 Present')).toBe('Mar 2020 – Present');
    expect(cleanOcrText('2016 now')).toBe('2016 – now');
    expect(cleanOcrText('2019 - جتى الآن مشرف مبيعات')).toBe('2019 - حتى الآن مشرف مبيعات');
    expect(cleanOcrText('2021 حتى الآن: مشرفة مبيعات، شركة الكرمل')).toBe(
      '2021 – حتى الآن: مشرفة مبيعات، شركة الكرمل',
    );
  });
});

describe('an Arabic line', () => {
  it('has more Arabic letters than Hebrew ones and two Arabic words (its short Hebrew word is read again)', () => {
    expect(arabicLine('مدرسة النور، الطيبة (أيلول 2016 - וש 2018)')).toBe(true);
    expect(arabicLine('ممرضة في כללית')).toBe(true);
    expect(arabicLine('אחות במחלקה פנימית، רמב"ם')).toBe(false);
    expect(arabicLine('עבודה ב-عكا')).toBe(false);
  });

  it('part, between separators, may hold a short Hebrew word of a line with more Hebrew letters', () => {
    expect(inArabicPart('ممرض עב | בית חולים השרון, נתניה | 2015 - 2020', 'עב')).toBe(true);
    expect(inArabicPart('سائق رئيسي וש - מובילי הגליל בע"מ', 'וש')).toBe(true);
    expect(inArabicPart('ممرض | בית חולים עב, נתניה', 'עב')).toBe(false);
    expect(inArabicPart('ממרפאה עב שלום', 'עב')).toBe(false);
  });
});

describe('a bullet between items read as an asterisk', () => {
  it('is a bullet again between two words, so a name stays apart from the headline', () => {
    expect(cleanOcrText('אביב שטרית * טבח ראשי / סו-שף')).toBe('אביב שטרית • טבח ראשי / סו-שף');
    expect(cleanOcrText('רחוב הרצל 40, חיפה * a.b@gmail.com * 052-3381540')).toBe(
      'רחוב הרצל 40, חיפה • a.b@gmail.com • 052-3381540',
    );
  });
  it('leaves an asterisk that is no separator as read', () => {
    expect(cleanOcrText('3*4 = 12')).toBe('3*4 = 12');
  });
});

describe("round 24: scans24 — a three-letter degree's abbreviation read as digits between dots", () => {
  it('looks again at ".8.8" (for "B.S.W", its final dot drawn first), not at a number or a year', () => {
    expect(dottedLookAlike('.8.8')).toBe(true);
    expect(dottedLookAlike('.א.8.8')).toBe(true);
    expect(dottedLookAlike('8.8')).toBe(false);
    expect(dottedLookAlike('3.5')).toBe(false);
    expect(dottedLookAlike('.2019')).toBe(false);
  });

  it('takes "B.S.W" and "M.S.W" however unsure, as the two-letter degrees are', () => {
    expect(takenAbbreviation('B.S.W\n', 30)).toBe('B.S.W');
    expect(takenAbbreviation('.M.S.W', 20)).toBe('M.S.W.');
    expect(takenAbbreviation('B.S.C', 20)).toBeNull();
    // Two-part degrees as before.
    expect(takenAbbreviation('.B.Sc', 9)).toBe('B.Sc.');
  });
});
