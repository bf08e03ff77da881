import { describe, expect, it } from 'vitest';
import { ocrImages } from './ocr.ts';
import { rtlPage } from '../testing/rtl-page.ts';

/**
 * The kinds of misreading the re-reads of right-to-left lines mend (a Hebrew surname or town read as
 * Arabic letters, a phone's digit, a final mem split in two, an e-mail's digit or the whole address
 * read as junk, an Arabic word read as marks) drawn cleanly: the scans' misreadings themselves are
 * in the tests of each re-read's rule (ocr-look-alike-scripts, ocr-phone-digits, ocr-final-letters,
 * ocr-email-lines); here a page read right stays right through the re-reads.
 */
describe('OCR of the words the re-reads of right-to-left lines look at', () => {
  it('reads a Hebrew page: a bold surname, a phone, a final mem and an e-mail with digits', async () => {
    const text = await ocrImages([
      await rtlPage([
        ['משה פרץ', 52, true],
        'נהג משאית כבדה',
        'נייד: 050-2281947',
        'avi.mizrahi88@walla.co.il',
        'נהג קטר מוסמך | 050-9183264 | בית שמש',
        'מתכנן ערים, משרד האדריכלים, תל אביב',
      ]),
    ]);
    expect(text).toContain('משה פרץ');
    expect(text).toContain('050-2281947');
    expect(text).toContain('avi.mizrahi88@walla.co.il');
    expect(text).toContain('בית שמש');
    expect(text).toContain('מתכנן ערים');
    expect(text).not.toMatch(/[\u0620-\u064a]/u);
  }, 180_000);

  it('reads an Arabic page: an e-mail among contacts and a title beside its dates', async () => {
    const text = await ocrImages([
      await rtlPage([
        ['سامي خطيب', 52, true],
        'هاتف: 054-6620914 , البريد: sami.khatib.water@outlook.com , العنوان: شفاعمرو',
        'الخبرة المهنية',
        'مساعد خباز | 2013 - 2015',
        'مشغّل رئيسي لمحطة معالجة المياه | 2019 - 2022',
      ]),
    ]);
    expect(text).toContain('sami.khatib.water@outlook.com');
    expect(text).toMatch(/مساعد خباز/u);
    expect(text).toContain('رئيسي لمحطة معالجة المياه | 2019 - 2022');
  }, 180_000);
});
