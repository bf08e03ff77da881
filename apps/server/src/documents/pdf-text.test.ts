import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.ts';
import {
  convertWithLibreOffice,
  missingToolReason,
  startChromiumPdfMaker,
  type FixtureDoc,
} from '../testing/document-fixtures.ts';
import { minimalPdf, textContent } from '../testing/minimal-pdf.ts';
import {
  ARABIC_RESUME,
  ENGLISH_RESUME,
  HEBREW_RESUME,
  HEBREW_RESUME_TWO_PAGES,
  MIXED_LINES,
  fixtureLines,
} from '../testing/resume-fixtures.ts';
import { extractPdfText, withoutKashidas } from './pdf-text.ts';

const DOCS: FixtureDoc[] = [
  HEBREW_RESUME,
  ARABIC_RESUME,
  ENGLISH_RESUME,
  MIXED_LINES,
  HEBREW_RESUME_TWO_PAGES,
];

/** A Hebrew resume written mostly in English words, with a two-cell header and phones in groups. */
const MOSTLY_ENGLISH_HEBREW: FixtureDoc = {
  name: 'mostly-english-he',
  lang: 'he',
  header: {
    first: [{ text: 'Maya Cohen | מאיה כהן', heading: true }, { text: 'QA Engineer' }],
    second: [{ text: '+972-52-1234567 maya.cohen@gmail.com' }, { text: 'רמת גן' }],
  },
  lines: [
    { text: 'ניסיון', heading: true },
    { text: 'QA Engineer, Check Point — 01/2020 – היום' },
    { text: 'Tester, Matrix — 06/2017 – 12/2019' },
    { text: 'טלפון נוסף: 054 712 6630' },
  ],
};

async function expectAppError(promise: Promise<unknown>, code: string, status: number): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect(err).toMatchObject({ code, status });
}

describe('extractPdfText without outside tools', () => {
  it('reads the lines of a simple PDF', async () => {
    const pdf = minimalPdf([
      textContent(['Jane Doe', 'jane@example.com | 054-123-4567']),
      textContent(['Page two']),
    ]);
    expect(await extractPdfText(pdf)).toBe('Jane Doe\njane@example.com | 054-123-4567\nPage two');
  });

  it('reads only the first pages when asked', async () => {
    const pdf = minimalPdf([textContent(['one']), textContent(['two']), textContent(['three'])]);
    expect(await extractPdfText(pdf, { maxPages: 2 })).toBe('one\ntwo');
  });

  it('refuses an empty file', async () => {
    await expectAppError(extractPdfText(Buffer.alloc(0)), 'EMPTY_FILE', 400);
  });

  it('refuses a file that is not a PDF by its bytes, whatever its name says', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await expectAppError(extractPdfText(png), 'NOT_A_PDF', 415);
    await expectAppError(extractPdfText(Buffer.from('Jane Doe, resume as plain text')), 'NOT_A_PDF', 415);
  });

  it('refuses a corrupt PDF', async () => {
    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from('not really a pdf '.repeat(20))]);
    await expectAppError(extractPdfText(garbage), 'PDF_CORRUPT', 422);
  });

  it('says no text was found for a PDF with no text layer (a scan)', async () => {
    const drawingOnly = minimalPdf(['0 0 1 rg 100 100 200 200 re f']);
    await expectAppError(extractPdfText(drawingOnly), 'NO_TEXT_FOUND', 422);
  });
});

const libreOfficeMissing = missingToolReason('soffice');

describe.skipIf(libreOfficeMissing !== null)(
  `PDFs made by LibreOffice${libreOfficeMissing ? ` (skipped: ${libreOfficeMissing})` : ''}`,
  () => {
    let dir: string;
    let pdfs: Record<string, Buffer>;
    let encrypted: Buffer;
    beforeAll(async () => {
      dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-lo-pdf-'));
      pdfs = await convertWithLibreOffice(DOCS, dir);
      const locked = await convertWithLibreOffice(
        [{ ...ENGLISH_RESUME, name: 'locked' }],
        path.join(dir, 'locked'),
        {
          openPassword: 'secret',
        },
      );
      encrypted = locked.locked!;
    });
    afterAll(async () => {
      if (dir) await fs.rm(dir, { recursive: true, force: true });
    });

    it.each(DOCS.map((d) => [d.name, d] as const))(
      '%s comes back line by line in reading order',
      async (name, doc) => {
        const text = await extractPdfText(pdfs[name]!);
        expect(text.split('\n')).toEqual(fixtureLines(doc));
      },
    );

    it('reads a lam-alef drawn as lam and a zero-width alef in logical order, in larger type', async () => {
      // At 14 pt LibreOffice draws "لآ" and "لإ" as the lam's glyph and an alef of no width inside it.
      const arabic = {
        name: 'lam-alef',
        lang: 'ar' as const,
        textPt: 14,
        lines: [{ text: '2022 - حتى الآن: مختبر برمجيات' }, { text: 'الإنجليزية: جيدة جدا' }],
      };
      const [pdf] = Object.values(await convertWithLibreOffice([arabic], path.join(dir, 'lam-alef')));
      expect((await extractPdfText(pdf!)).split('\n')).toEqual(arabic.lines.map((l) => l.text));
    });

    it('keeps a mostly-English line of a Hebrew page, a phone in groups and a "+" in writing order', async () => {
      const [pdf] = Object.values(
        await convertWithLibreOffice([MOSTLY_ENGLISH_HEBREW], path.join(dir, 'mixed')),
      );
      const lines = (await extractPdfText(pdf!)).split('\n');
      expect(lines).toContain('QA Engineer, Check Point — 01/2020 – היום');
      expect(lines).toContain('Tester, Matrix — 06/2017 – 12/2019');
      expect(lines).toContain('טלפון נוסף: 054 712 6630');
      const header = lines.find((l) => l.includes('@'))!;
      expect(header).toContain('+972-52-1234567');
      expect(header).not.toContain('1234567+');
    });

    it('reads justified Arabic without the kashidas LibreOffice writes as stray letters', async () => {
      const line =
        'سائق حافلة عامة | نتيف إكسبرس، خط الناصرة – العفولة، نقل الركاب يوميا والتأكد من سلامة الحافلة قبل كل رحلة وبعدها';
      const arabic: FixtureDoc = {
        name: 'justified',
        lang: 'ar',
        style: { justify: true },
        lines: [
          { text: line },
          { text: 'محاسب رئيسي، مكتب عيسى وشركاه لمراجعة الحسابات، الطيبة، 2018 – حتى الآن' },
          {
            text: 'ماجستير في التكنولوجيا الحيوية – التخنيون، حيفا (قيد الدراسة، منذ 2023)، ودورة مخلّصي الجمارك في سلطة الضرائب',
          },
        ],
      };
      const [pdf] = Object.values(await convertWithLibreOffice([arabic], path.join(dir, 'justified')));
      const text = await extractPdfText(pdf!);
      // The paragraph wraps, and its first line is stretched: every word comes back as written.
      for (const word of line.split(/\s+/)) expect(text).toContain(word);
      expect(text).not.toMatch(/[\u0620-\u064A][A-Za-z0-9,]+[\u0620-\u064A]/u);
      // A shadda drawn apart from its letter is no line of its own.
      expect(text.split('\n').every((l) => /[^\p{M}\s]/u.test(l))).toBe(true);
    });

    it('reads a right-aligned two-cell header before the body set flush right under it', async () => {
      const doc: FixtureDoc = {
        name: 'right-header',
        lang: 'he',
        style: { rtlRight: true },
        header: {
          first: [{ text: 'שם: אבי מזרחי', heading: true }, { text: 'מאבטח ואחראי משמרת' }],
          second: [
            { text: 'נייד: 052-8841276' },
            { text: 'avi@example.com' },
            { text: 'באר שבע | שנת לידה: 1988' },
          ],
        },
        lines: [
          { text: 'ניסיון', heading: true },
          { text: '2021 – היום' },
          { text: 'אחראי משמרת אבטחה, קניון הנגב, באר שבע' },
          { text: 'ניהול משמרת של 8 מאבטחים, בידוק בכניסות והפעלת מערכת המצלמות Milestone במוקד' },
        ],
      };
      const [pdf] = Object.values(await convertWithLibreOffice([doc], path.join(dir, 'right-header')));
      const lines = (await extractPdfText(pdf!)).split('\n');
      expect(lines.indexOf('באר שבע | שנת לידה: 1988')).toBeGreaterThan(-1);
      expect(lines.indexOf('באר שבע | שנת לידה: 1988')).toBeLessThan(lines.indexOf('ניסיון'));
      expect(lines.slice(lines.indexOf('ניסיון'))).toEqual(doc.lines.map((l) => l.text));
    });

    it('says a password-protected PDF is encrypted', async () => {
      await expectAppError(extractPdfText(encrypted), 'PDF_ENCRYPTED', 422);
    });

    it('says a truncated PDF is corrupt or has no text, never throws anything else', async () => {
      const truncated = pdfs[HEBREW_RESUME.name]!.subarray(0, 600);
      const err = await extractPdfText(truncated).then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect(['PDF_CORRUPT', 'NO_TEXT_FOUND']).toContain((err as AppError).code);
    });
  },
);

const chromiumMissing = missingToolReason('chromium');

describe.skipIf(chromiumMissing !== null)(
  `PDFs printed by Chromium${chromiumMissing ? ` (skipped: ${chromiumMissing})` : ''}`,
  () => {
    const pdfs: Record<string, Buffer> = {};
    let scan: Buffer;
    beforeAll(async () => {
      const maker = await startChromiumPdfMaker();
      try {
        for (const doc of DOCS) pdfs[doc.name] = await maker.pdf(doc);
        scan = await maker.pdf({
          name: 'scan',
          html: '<!doctype html><div style="width:300px;height:400px;background:#345"></div>',
        });
      } finally {
        await maker.close();
      }
    });

    it.each(DOCS.map((d) => [d.name, d] as const))(
      '%s comes back line by line in reading order',
      async (name, doc) => {
        const text = await extractPdfText(pdfs[name]!);
        expect(text.split('\n')).toEqual(fixtureLines(doc));
      },
    );

    it('says no text was found on a page with only a picture', async () => {
      await expectAppError(extractPdfText(scan), 'NO_TEXT_FOUND', 422);
    });
  },
);

describe('kashidas LibreOffice writes as characters', () => {
  it('drops the character a document writes inside several Arabic words, and keeps a dot or hyphen written once', () => {
    expect(withoutKashidas('بك+++الوريوس في علم الأحياء، تخص++++ص: أحي++اء، م.ض، ف-ك')).toBe(
      'بكالوريوس في علم الأحياء، تخصص: أحياء، م.ض، ف-ك',
    );
    expect(withoutKashidas('ظ:ة ض:م ب:و')).toBe('ظة ضم بو');
    expect(withoutKashidas('ت\u001e\u001eاريخ الميلاد')).toBe('تاريخ الميلاد');
  });
});
