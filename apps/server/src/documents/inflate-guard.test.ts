import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { docxBomb, pdfBomb, pdfWithContentStream, textFloodDocx } from '../testing/hostile-files.ts';
import { minimalPdf, textContent } from '../testing/minimal-pdf.ts';
import { makeResumeFile, hebrewResume } from '../testing/upload-fixtures.ts';
import { assertDocxWithin, assertPdfStreamsWithin, DocumentTooComplexError } from './inflate-guard.ts';

const MB = 1024 * 1024;

describe('inflated-size caps, checked before a reader inflates', () => {
  let bomb: Buffer;
  let wordBomb: Buffer;
  let lyingWordBomb: Buffer;
  beforeAll(async () => {
    [bomb, wordBomb, lyingWordBomb] = await Promise.all([
      pdfBomb(400 * MB),
      docxBomb(120 * MB),
      docxBomb(20 * MB, { lie: true }),
    ]);
  }, 120_000);

  it('refuses a PDF whose content stream inflates to 400 MB, without inflating past the cap', () => {
    expect(bomb.length).toBeLessThan(2 * MB);
    const before = process.memoryUsage().arrayBuffers;
    expect(() => assertPdfStreamsWithin(bomb, 32 * MB)).toThrow(DocumentTooComplexError);
    // At most the cap was ever held (plus slack), never the 400 MB.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(40 * MB);
  });

  it('lets an ordinary PDF through, compressed or not, and counts what a compressed stream inflates to', () => {
    const plain = minimalPdf([textContent(['Dana Levi', 'dana@example.com'])]);
    expect(() => assertPdfStreamsWithin(plain, 32 * MB)).not.toThrow();
    const content = Buffer.from(textContent(['Dana Levi', 'dana@example.com']), 'latin1');
    const compressed = pdfWithContentStream(zlib.deflateSync(content), 'FlateDecode');
    expect(() => assertPdfStreamsWithin(compressed, 32 * MB)).not.toThrow();
    expect(() => assertPdfStreamsWithin(compressed, content.length - 1)).toThrow(DocumentTooComplexError);
  });

  it('lets a PDF made by LibreOffice through', async () => {
    const pdf = await makeResumeFile(hebrewResume('דנה לוי'), 'pdf');
    expect(() => assertPdfStreamsWithin(pdf, 32 * MB)).not.toThrow();
  }, 60_000);

  it('refuses a .docx whose document.xml inflates to 120 MB, by its declared size', async () => {
    expect(wordBomb.length).toBeLessThan(1 * MB);
    await expect(assertDocxWithin(wordBomb, 8 * MB)).rejects.toThrow(DocumentTooComplexError);
  });

  it('refuses a .docx that declares a small document.xml but inflates to 20 MB', async () => {
    await expect(assertDocxWithin(lyingWordBomb, 8 * MB)).rejects.toThrow(DocumentTooComplexError);
  });

  it('lets a Word resume made by LibreOffice, and a long but small text, through', async () => {
    const docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    await expect(assertDocxWithin(docx, 8 * MB)).resolves.toBeUndefined();
    await expect(assertDocxWithin(await textFloodDocx(1_000_000), 8 * MB)).resolves.toBeUndefined();
  }, 60_000);
});
