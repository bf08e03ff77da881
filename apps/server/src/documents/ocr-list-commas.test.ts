import { describe, expect, it } from 'vitest';
import { ocrImages, withListCommasRestored, withWordReplaced } from './ocr.ts';
import { wordBetweenNeighbours } from './ocr-line-words.ts';
import { latinItemEnds, withCommasFromReading } from './ocr-list-commas.ts';
import { rtlPage } from '../testing/rtl-page.ts';

const words = (line: string) => line.split(' ');

describe('round 23: scans23 — a list comma lost where a Latin item meets a Hebrew or Arabic one', () => {
  it('finds where a Latin item runs into a Hebrew or Arabic word in a list line (he, ar)', () => {
    // "Excel, Word, עבודה מול קהל" read without the comma after "Word".
    expect(latinItemEnds(words('שירות לקוחות, Excel, Word עבודה מול קהל'))).toEqual([4]);
    // A bracket closing the Latin item: "(HACCP)، إدارة المخزون".
    expect(latinItemEnds(words('عجائن، حلويات، سلامة الغذاء (HACCP) إدارة المخزون'))).toEqual([5]);
  });

  it('finds none in a line that is no list, or where a mark already parts them (he, en, ar)', () => {
    // No comma on the line, or one: a sentence ("פיתוח ב-Java עבור לקוחות"), not a list.
    expect(latinItemEnds(words('פיתוח שרתים ב-Java עבור לקוחות בנקאיים'))).toEqual([]);
    expect(latinItemEnds(words('ماجستير MA في الإرشاد التربوي، جامعة حيفا'))).toEqual([]);
    // The comma was read.
    expect(latinItemEnds(words('גיליונות, Excel, עבודה מול קהל'))).toEqual([]);
    // An English line has no Hebrew or Arabic word to run into.
    expect(latinItemEnds(words('Excel, Word, Outlook'))).toEqual([]);
    // A Hebrew word followed by a Latin one is the other order (the line's own heuristic).
    expect(latinItemEnds(words('إدارة الصف، التعليم المتمايز Google Classroom'))).toEqual([]);
  });

  it("takes the comma the Hebrew and Arabic models' reading has before the same word (he, ar)", () => {
    // Read again by the Hebrew and Arabic models, "Excel, Word" is junk, the comma after it kept
    // (the Arabic comma read as a dot).
    expect(
      withCommasFromReading(
        words('שירות לקוחות, Excel, Word עבודה מול קהל'),
        [4],
        words('שירות לקוחות, 0/010 ,|08א, עבודה מול קהל'),
      ).join(' '),
    ).toBe('שירות לקוחות, Excel, Word, עבודה מול קהל');
    expect(
      withCommasFromReading(
        words('عجائن، سلامة الغذاء (HACCP) إدارة المخزون'),
        [4],
        words('عجائن، سلامة الغذاء (068אה). إدارة المخزون'),
      ).join(' '),
    ).toBe('عجائن، سلامة الغذاء (HACCP)، إدارة المخزون');
  });

  it('adds nothing when that reading has no comma there or the word twice (he, ar)', () => {
    const line = words('תוכנות, עבודה עם SAP מול ספקים');
    expect(withCommasFromReading(line, [4], words('תוכנות, עבודה עם 545 מול ספקים')).join(' ')).toBe(
      line.join(' '),
    );
    // "מול" twice in the reading: no telling which one follows the Latin word.
    expect(withCommasFromReading(line, [4], words('תוכנות, מול עבודה עם 545, מול ספקים')).join(' ')).toBe(
      line.join(' '),
    );
    // A dot that ends dotted letters is an abbreviation's ("ماجستير M.A. في", "MA" read first).
    const degree = words('دورات، ماجستير MA في الإرشاد');
    expect(withCommasFromReading(degree, [3], words('دورات، ماجستير 1/.8. في الإرشاد')).join(' ')).toBe(
      degree.join(' '),
    );
    // A date before a word is no Latin item; a product's number is ("Office 365").
    expect(latinItemEnds(words('תעודות, קורסים, 2010-2014 תואר ראשון'))).toEqual([]);
    expect(latinItemEnds(words('Windows، Active Directory، Office 365 تركيب الشبكات'))).toEqual([5]);
    // The word is not in the reading at all.
    const arabic = words('مهارات، برنامج SAP الحسابات');
    expect(withCommasFromReading(arabic, [3], words('مهارات، برنامج 545, الحساب')).join(' ')).toBe(
      arabic.join(' '),
    );
  });

  it('reads a drawn list line with its commas after the Latin items (he, ar)', async () => {
    const text = await ocrImages([
      await rtlPage(['כישורים', 'שירות לקוחות, Excel, Word, עבודה מול קהל, תוכנת Priority, ניהול מלאי']),
      await rtlPage(['المهارات', 'لحام MIG، لحام TIG، قراءة مخططات، سلامة الغذاء (HACCP)، إدارة المخزون']),
    ]);
    expect(text).toMatch(/Word[,،] עבודה/u);
    expect(text).toMatch(/Priority[,،] ניהול/u);
    expect(text).toMatch(/\(HACCP\)[,،] إدارة/u);
  }, 240_000);

  it('keeps the comma of a Hebrew or Arabic word read again in place of a Latin misreading (he, ar)', () => {
    const read = (text: string) => text.split(' ').map((w) => ({ text: w, confidence: 80 }));
    // "הערכת שווי, משא ומתן" with "שווי," read as "PNY": the line read again has it with its comma.
    const found = wordBetweenNeighbours(['הערכת', 'PNY', 'משא'], 1, read('הערכת שווי, משא'));
    expect(found?.text).toBe('שווי,');
    expect(withWordReplaced('PNY', 'PNY', found!.text, found!.confidence, 60)).toBe('שווי,');
    // The word's box read again alone, its Arabic comma kept.
    expect(withWordReplaced('Lo', 'Lo', 'المخزون،', 90)).toBe('المخزون،');
    // No comma read: none added (en: a Latin word read again is no such case).
    expect(withWordReplaced('oy', 'oy', 'עם', 90)).toBe('עם');
    expect(wordBetweenNeighbours(['Excel', 'Wd', 'Outlook'], 1, read('Excel Word, Outlook'))).toBeNull();
  });

  it("leaves an item that ends in a Latin word with its comma whole (he, ar; en: Latin items' commas kept)", () => {
    // "תוכנת Clinica," is one item: no comma between its Hebrew word and its Latin one.
    expect(withListCommasRestored('עבודה בארבע ידיים, תוכנת Clinica, שירות לקוחות')).toBe(
      'עבודה בארבע ידיים, תוכנת Clinica, שירות לקוחות',
    );
    expect(withListCommasRestored('إدارة الصف، منصة Moodle، تخطيط الدروس')).toBe(
      'إدارة الصف، منصة Moodle، تخطيط الدروس',
    );
    // A Latin item with no comma after it still gets the one before it.
    expect(withListCommasRestored('إدارة الصف، تخطيط الدروس، التعليم المتمايز Google Classroom')).toBe(
      'إدارة الصف، تخطيط الدروس، التعليم المتمايز، Google Classroom',
    );
  });
});
