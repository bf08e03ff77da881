import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import { arabicDigitsCandidate, arabicDigitsFromInk } from './ocr-arabic-digits.ts';

/**
 * A word drawn alone on a grey page as a 200 dpi scan of 11 pt text draws it (about 30 px to the em),
 * and the box a reading would give it (its ink, a few pixels round).
 */
function drawnWord(word: string | string[], font = 'sans-serif', size = 30) {
  const width = 400;
  const height = 80;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = 'white';
  context.fillRect(0, 0, width, height);
  context.fillStyle = 'black';
  context.font = `${size}px "${font}"`;
  // Pieces drawn one after the other, left to right, as a right-to-left line places them.
  let x = 20;
  for (const piece of typeof word === 'string' ? [word] : word) {
    context.fillText(piece, x, 55);
    x += context.measureText(piece).width + 4;
  }
  const { data } = context.getImageData(0, 0, width, height);
  const gray = new Uint8Array(width * height);
  let x0 = width;
  let y0 = height;
  let x1 = 0;
  let y1 = 0;
  for (let i = 0; i < gray.length; i++) {
    gray[i] = data[i * 4]!;
    if (gray[i]! < 160) {
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return { page: { gray, width, height }, box: { x0: x0 - 2, y0: y0 - 2, x1: x1 + 2, y1: y1 + 2 } };
}

const read = (word: string | string[], font?: string) => {
  const { page, box } = drawnWord(word, font);
  return arabicDigitsFromInk(page, box);
};

describe('round 26: scans26 — a year in Arabic-Indic digits read from the ink', () => {
  it('reads an Arabic resume’s years as written (ar), in the fonts a document draws them with', () => {
    for (const font of ['Noto Naskh Arabic', 'DejaVu Sans'])
      for (const year of ['٢٠١٨', '٢٠١١', '٢٠٠٨', '٢٠٠٤', '٢٠١٥', '٢٠٢٠', '١٩٩٧', '٢٠٠٦', '٢٠١٧', '١٩٨٣'])
        expect(read(year, font), `${year} in ${font}`).toBe(year);
  });

  it('gives a range drawn right to left in reading order, and drops a comma after a year (ar)', () => {
    // "٢٠١٠ – ٢٠١٤" on an Arabic line is drawn with its first year at the right.
    expect(read(['٢٠١٤', '-', '٢٠١٠'], 'DejaVu Sans')).toBe('٢٠١٠ – ٢٠١٤');
    expect(read(['،', '٢٠٠٤'], 'Noto Naskh Arabic')).toBe('٢٠٠٤');
  });

  it('reads nothing from Western digits, Latin, Hebrew or Arabic words (en, he, ar)', () => {
    for (const word of ['2018', '1992', 'ADR', 'C+E', 'Veet', 'שנה', 'תשע"ח', 'منذ', 'الآن', '٢٠', '٣٩'])
      expect(read(word), word).toBeNull();
  });

  it('looks only at words that cannot be a right reading already', () => {
    for (const word of ['YA', '1١18', 'ס\\יז,', 'Veet', '٠١٠١', '1164-7٠', '1011'])
      expect(arabicDigitsCandidate(word)).toBe(true);
    for (const word of ['2018', '1995', '050-6631284', '02/09/1987', '12', 'منذ', 'حتى', ''])
      expect(arabicDigitsCandidate(word)).toBe(false);
  });
});
