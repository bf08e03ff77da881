import { INK_LEVEL } from './ocr-columns.ts';
import { inkPieces, type GrayPage } from './ocr-ink.ts';

/**
 * The dots of an e-mail's name part taken from the ink when tesseract lost them: at 200 dpi a dot
 * between two letters of an address is two or three pixels ("nir.ohayon.wood" read
 * "nirohayon.wood"), and every reading of it, at any size, loses one now and then. The address's
 * own domain shows what a dot of that type is (its size and its place on the baseline): a blot of
 * that size and place between two letters of the name part is a dot, and it is put back between
 * the letters it lies between. A dot of an "i" sits higher; a letter's piece is larger.
 *
 * The work is a flood fill over the word's box (a few thousand pixels) with a stack of its own.
 */

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface Blot extends Box {
  pixels: number;
}

/** The blots of ink (4-connected) inside a box of the page, their boxes' right and lower edges excluded. */
function blotsIn(page: GrayPage, box: Box): Blot[] {
  const x0 = Math.max(0, Math.floor(box.x0));
  const y0 = Math.max(0, Math.floor(box.y0));
  const x1 = Math.min(page.width, Math.ceil(box.x1));
  const y1 = Math.min(page.height, Math.ceil(box.y1));
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return [];
  return inkPieces(page, { x0, y0, w, h }, 4).map((piece) => ({
    ...piece,
    x1: piece.x1 + 1,
    y1: piece.y1 + 1,
  }));
}

/** Ink pixels in the blot's box and a pixel round it. */
function inkAround(page: GrayPage, b: Box): number {
  let ink = 0;
  for (let y = Math.max(0, b.y0 - 1); y < Math.min(page.height, b.y1 + 1); y++)
    for (let x = Math.max(0, b.x0 - 1); x < Math.min(page.width, b.x1 + 1); x++)
      if (page.gray[y * page.width + x]! < INK_LEVEL) ink++;
  return ink;
}

const centre = (b: Box) => (b.x0 + b.x1) / 2;
const inside = (b: Box, outer: Box) =>
  centre(b) >= outer.x0 &&
  centre(b) <= outer.x1 &&
  (b.y0 + b.y1) / 2 >= outer.y0 - 1 &&
  (b.y0 + b.y1) / 2 <= outer.y1 + 1;

/**
 * The e-mail word's text with the dots of its name part that the ink shows and the reading lost put
 * back; the text as read when it has no "@", no dot in its domain to measure a dot by, or no such blot.
 */
export function withEmailDotsFromInk(
  page: GrayPage,
  word: { text: string; bbox: Box; symbols: Array<{ text: string; bbox: Box }> },
): string {
  const symbols = word.symbols.filter((s) => s.text.trim() && !/^[\u200e\u200f]$/.test(s.text));
  const at = symbols.findIndex((s) => s.text === '@');
  if (at < 1) return word.text;
  const box = { ...word.bbox, y0: word.bbox.y0 - 2, y1: word.bbox.y1 + 2 };
  const blots = blotsIn(page, box);
  // A dot is far lower than the line (a symbol's box, as read, may take in a letter beside it).
  const small = 0.3 * (word.bbox.y1 - word.bbox.y0);
  // The domain's dots, as read: the blot in each is what a dot of this type looks like.
  const dots = symbols
    .slice(at + 1)
    .filter((s) => s.text === '.')
    .map(
      (s) =>
        blots
          .filter((b) => inside(b, s.bbox) && b.x1 - b.x0 <= small && b.y1 - b.y0 <= small)
          .sort((a, b) => b.pixels - a.pixels)[0],
    )
    .filter((b): b is Blot => b !== undefined);
  if (dots.length === 0) return word.text;
  const dot = dots[0]!;
  const dotW = dot.x1 - dot.x0;
  const dotH = dot.y1 - dot.y0;
  const like = (b: Blot) => {
    const w = b.x1 - b.x0;
    const h = b.y1 - b.y0;
    return (
      w <= dotW * 1.5 + 1 &&
      h <= dotH * 1.5 + 1 &&
      w >= dotW * 0.5 &&
      h >= dotH * 0.5 &&
      b.pixels >= 0.5 * w * h &&
      Math.abs(b.y1 - dot.y1) <= Math.max(2, dotH * 0.6)
    );
  };
  const name = symbols.slice(0, at);
  const letters = name.filter((s) => s.text !== '.');
  // Where the reading has its dots, in letters before each.
  const have = new Set<number>();
  let count = 0;
  for (const s of name)
    if (s.text === '.') have.add(count);
    else count++;
  const found = new Set<number>();
  for (const b of blots) {
    if (centre(b) >= symbols[at]!.bbox.x0 || !like(b)) continue;
    // Between the letters whose middles lie on either side of it; never before the first or after the last.
    const before = letters.filter((s) => centre(s.bbox) < centre(b)).length;
    if (before < 1 || before >= letters.length || have.has(before)) continue;
    // Clear of other ink all round (a pixel's width): a piece of a letter lies against the rest of it.
    if (inkAround(page, b) > b.pixels) continue;
    found.add(before);
  }
  if (found.size === 0) return word.text;
  const nameText = letters.map((s, i) => `${have.has(i) || found.has(i) ? '.' : ''}${s.text}`).join('');
  const read = symbols.map((s) => s.text).join('');
  const domain = read.slice(read.indexOf('@'));
  return word.text.replace(read.slice(0, read.indexOf('@')) + domain, nameText + domain);
}
