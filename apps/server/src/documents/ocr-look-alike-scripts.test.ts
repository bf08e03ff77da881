import { describe, expect, it } from 'vitest';
import {
  arabicOnHebrewLine,
  hebrewReading,
  marksOnly,
  rtlWord,
  SURE_AFTER_UNSURE_LATIN,
  SURE_HEBREW_OVER_ARABIC,
} from './ocr-look-alike-scripts.ts';
import { withWordReplaced } from './ocr.ts';

describe('a Hebrew word read as Arabic letters on a Hebrew page', () => {
  it('is suspected on a line with a Hebrew word', () => {
    // r195's name and r213's town, as the three models read them.
    expect(arabicOnHebrewLine('فذحلا', 'משה فذحلا')).toBe(true);
    expect(arabicOnHebrewLine('ددص', 'נהג קטר מוסמך | 050-9183264 | ددص שמש')).toBe(true);
  });

  it('is not suspected on a line of Arabic alone, nor when it is Hebrew or Latin', () => {
    expect(arabicOnHebrewLine('العربية', 'العربية الفصحى')).toBe(false);
    expect(arabicOnHebrewLine('שמש', 'בית שמש')).toBe(false);
    expect(arabicOnHebrewLine('SQL', 'כלים: SQL')).toBe(false);
  });

  it("takes the Hebrew model's surest reading when it is one Hebrew word read surely enough", () => {
    expect(
      hebrewReading([
        { text: 'פרץ\n', confidence: 15 },
        { text: 'פרץ\n', confidence: 57 },
      ]),
    ).toBe('פרץ');
    expect(hebrewReading([{ text: 'בית\n', confidence: 92 }])).toBe('בית');
    expect(hebrewReading([{ text: 'פרץ', confidence: SURE_HEBREW_OVER_ARABIC - 1 }])).toBeNull();
    // Not a reading of Arabic, Latin or digits.
    expect(hebrewReading([{ text: 'مك', confidence: 90 }])).toBeNull();
    expect(hebrewReading([{ text: 'Peretz', confidence: 90 }])).toBeNull();
  });
});

describe('a Hebrew or Arabic word read as marks alone', () => {
  it('is suspected when no separator or bullet is so written', () => {
    expect(marksOnly('+(')).toBe(true);
    expect(marksOnly('")')).toBe(true);
    for (const word of ['--', '==', '|', '•', '...', '()', '–', 'خباز', '2015', 'B.A'])
      expect(marksOnly(word)).toBe(false);
  });

  it('is replaced by a sure reading of one word of two letters or more', () => {
    expect(rtlWord('خباز\n', 92)).toBe('خباز');
    expect(rtlWord('خباز\n', 70)).toBeNull();
    expect(rtlWord('ה\n', 95)).toBeNull();
    expect(rtlWord('8+\n', 95)).toBeNull();
  });
});

describe('a short Hebrew or Arabic word the three models read, unsure, as Latin letters', () => {
  it('takes a less sure reading than a Latin word read surely does', () => {
    // "Jodi" at 57 for "مشغّل", read again by the Hebrew and Arabic models at 55.
    const line = '2019 – الآن | Jodi رئيسي لمحطة معالجة المياه';
    expect(withWordReplaced(line, 'Jodi', 'مشغّل', 55, SURE_AFTER_UNSURE_LATIN)).toBe(
      '2019 – الآن | مشغّل رئيسي لمحطة معالجة المياه',
    );
    // On the usual bar (a Latin word read surely, "SCADA" at 95, read again as "مم5" at 54) it stays.
    expect(withWordReplaced(line, 'Jodi', 'مشغّل', 55)).toBe(line);
    expect(withWordReplaced(line, 'Jodi', 'مشغّل', SURE_AFTER_UNSURE_LATIN - 1, SURE_AFTER_UNSURE_LATIN)).toBe(
      line,
    );
  });
});
