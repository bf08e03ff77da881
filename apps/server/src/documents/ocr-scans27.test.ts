import { describe, expect, it } from 'vitest';
import { withClosingBrackets } from './ocr-closing-brackets.ts';
import { cleanOcrText, hasCutYear, withPresentForDigits, withYearsRestored } from './ocr.ts';

describe('round 27: scans27 — a year cut to its first digit before a "present" word', () => {
  it('is suspected before an English "present" word and the digits a Hebrew one is read as (en, he, ar)', () => {
    expect(hasCutYear('2 — present: Owner & Licensed Insurance Agent, Avraham Insurance Agency')).toBe(true);
    expect(hasCutYear('2 - 01:0 | "מובילי הדרום" בע"מ | נהג משאית')).toBe(true);
    expect(hasCutYear('2 – Now: مدير فرع، سوبرماركت الكرمل')).toBe(true);
  });

  it('is left unsuspected in a time range, a count and a dated line', () => {
    expect(hasCutYear('משמרות 8:00 - 9:30')).toBe(false);
    expect(hasCutYear('2014 – present: Owner')).toBe(false);
    expect(hasCutYear('Presented 3 papers')).toBe(false);
  });

  it('takes the one open year of the Latin reading that starts with the digit (en, he, ar)', () => {
    expect(withYearsRestored('2 — present: Owner & Licensed Insurance Agent', ['2014'])).toBe(
      '2014 — present: Owner & Licensed Insurance Agent',
    );
    expect(withYearsRestored('2 - 01:0 | "מובילי הדרום" בע"מ', ['2012'])).toBe(
      '2012 - 01:0 | "מובילי הדרום" בע"מ',
    );
    expect(withYearsRestored('2 – Now: مدير فرع', ['2017'])).toBe('2017 – Now: مدير فرع');
  });

  it('leaves the digit when two open years start with it, or none does', () => {
    expect(withYearsRestored('2 — present: Owner', ['2014', '2008'])).toBe('2 — present: Owner');
    expect(withYearsRestored('1 — present: Owner', ['2014'])).toBe('1 — present: Owner');
  });
});

describe('round 27: scans27 — a range\'s Hebrew or Arabic "present" word read as digits', () => {
  it('is the present word the Hebrew and Arabic reading has (he, ar, en)', () => {
    expect(withPresentForDigits('0110-2021 מרלו"ג שופרסל, מודיעין', 'היום-2021 מרלו"ג')).toBe(
      '2021 – היום מרלו"ג שופרסל, מודיעין',
    );
    expect(withPresentForDigits('2012 - 01:0 | "מובילי הדרום"', '2012 - היום | "מובילי')).toBe(
      '2012 – היום | "מובילי הדרום"',
    );
    expect(withPresentForDigits('2017 - 1010 مدير فرع', '2017 - الآن مدير فرع')).toBe('2017 – الآن مدير فرع');
    expect(withPresentForDigits('2019 - 01:0 Store Manager', 'היום')).toBe('2019 – היום Store Manager');
  });

  it('is left when the reading has no present word, or the digits are a date or a time', () => {
    expect(withPresentForDigits('0110-2021 מרלו"ג', 'מרלו"ג')).toBe('0110-2021 מרלו"ג');
    expect(withPresentForDigits('2015 - 2019 מחסנאי', 'היום')).toBe('2015 - 2019 מחסנאי');
    expect(withPresentForDigits('משמרות 8:00 - 9:30', 'היום')).toBe('משמרות 8:00 - 9:30');
  });
});

describe("round 27: scans27 — a closing bracket read as drawn after an Arabic word's tanween", () => {
  it('is a closing bracket again (ar, he)', () => {
    expect(withClosingBrackets('مدير فرع - سوبرماركت "الكرمل"، سخنين (35 موظفاً(')).toBe(
      'مدير فرع - سوبرماركت "الكرمل"، سخنين (35 موظفاً)',
    );
    expect(withClosingBrackets('معلم (دواماً جزئياً(، مدرسة')).toBe('معلم (دواماً جزئياً)، مدرسة');
    expect(withClosingBrackets('מורה (בְּחִנּוּךְ(, בית ספר')).toBe('מורה (בְּחִנּוּךְ), בית ספר');
  });

  it('leaves an opening bracket that opens a word', () => {
    expect(withClosingBrackets('شهادة (موظفاً (35 ساعة)')).toBe('شهادة (موظفاً (35 ساعة)');
  });
});

describe('round 27: scans27 — "מ-" before a year read as a zero after it', () => {
  it('is "מ-" again before a Hebrew word', () => {
    expect(cleanOcrText('2016-0 ועד היום - "בן חמו חשמל" - חשמלאי מוסמך')).toBe(
      'מ-2016 ועד היום - "בן חמו חשמל" - חשמלאי מוסמך',
    );
    expect(cleanOcrText('2019-o עד היום: מטפלת, גן שקד')).toBe('מ-2019 עד היום: מטפלת, גן שקד');
  });

  it('is left in a range of two years, in a Latin line and before a Latin word', () => {
    expect(cleanOcrText('2015-2016 ועד היום')).toBe('2015-2016 ועד היום');
    expect(cleanOcrText('2016-0 until now')).toBe('2016-0 until now');
    expect(cleanOcrText('מנהל 2016-0 Sales')).toBe('מנהל 2016-0 Sales');
  });
});
