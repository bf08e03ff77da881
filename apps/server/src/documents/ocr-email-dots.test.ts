import { describe, expect, it } from 'vitest';
import { withEmailDotsFromInk } from './ocr-email-dots.ts';

/**
 * A line of an e-mail drawn as blocks: each letter a bar 8 pixels wide and 16 high on the baseline
 * (y 40), each dot a 4×4 square on it, an "i" a bar with its dot above; the symbols are the
 * reading's, which may leave a dot out.
 */
function emailLine(drawn: string, read: string) {
  const width = 600;
  const height = 80;
  const gray = new Uint8Array(width * height).fill(255);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) gray.fill(20, y * width + x0, y * width + x1);
  };
  const boxes: Array<{ x0: number; y0: number; x1: number; y1: number }> = [];
  let x = 20;
  for (const c of drawn) {
    if (c === '.') {
      fill(x + 1, 36, x + 5, 40);
      boxes.push({ x0: x, y0: 34, x1: x + 6, y1: 41 });
      x += 8;
    } else if (c === 'i') {
      fill(x + 2, 28, x + 6, 40);
      fill(x + 2, 22, x + 6, 26);
      boxes.push({ x0: x, y0: 22, x1: x + 8, y1: 41 });
      x += 10;
    } else {
      fill(x, 24, x + 8, 40);
      boxes.push({ x0: x, y0: 24, x1: x + 8, y1: 41 });
      x += 12;
    }
  }
  // The reading's symbols: the drawn ones, but a dot of the name part it lost.
  const symbols = [...drawn].map((text, i) => ({ text, bbox: boxes[i]! }));
  const kept = [...symbols];
  let at = 0;
  for (const c of read) {
    while (kept[at] && kept[at]!.text !== c) kept.splice(at, 1);
    at++;
  }
  kept.length = read.length;
  return {
    page: { gray, width, height },
    word: { text: read, bbox: { x0: 18, y0: 22, x1: x + 2, y1: 41 }, symbols: kept },
  };
}

describe('withEmailDotsFromInk', () => {
  it("puts back a dot of the name part the reading lost, measured by the domain's dot", () => {
    const { page, word } = emailLine('nir.ohayon@gmail.com', 'nirohayon@gmail.com');
    expect(withEmailDotsFromInk(page, word)).toBe('nir.ohayon@gmail.com');
    const two = emailLine('dana.b.levi@walla.co.il', 'danablevi@walla.co.il');
    expect(withEmailDotsFromInk(two.page, two.word)).toBe('dana.b.levi@walla.co.il');
  });

  it("leaves an address whose dots were read, and an i's dot, as they are", () => {
    const { page, word } = emailLine('lior.bendavid@gmail.com', 'lior.bendavid@gmail.com');
    expect(withEmailDotsFromInk(page, word)).toBe('lior.bendavid@gmail.com');
    const i = emailLine('yossi@gmail.com', 'yossi@gmail.com');
    expect(withEmailDotsFromInk(i.page, i.word)).toBe('yossi@gmail.com');
  });

  it('takes no blot against a letter for a dot, nor any without a dot in the domain to measure by', () => {
    const touching = emailLine('nir.ohayon@gmail.com', 'nirohayon@gmail.com');
    // A stroke of the "r" runs to the dot's corner: the blot is a piece of the letter.
    const r = touching.word.symbols.find((s) => s.text === 'r')!;
    const row = 35 * touching.page.width;
    touching.page.gray.fill(20, row + r.bbox.x1, row + r.bbox.x1 + 5);
    expect(withEmailDotsFromInk(touching.page, touching.word)).toBe('nirohayon@gmail.com');
    const bare = emailLine('nir.ohayon@gmailcom', 'nirohayon@gmailcom');
    expect(withEmailDotsFromInk(bare.page, bare.word)).toBe('nirohayon@gmailcom');
  });
});
