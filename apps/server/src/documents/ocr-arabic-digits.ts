import { INK_LEVEL } from './ocr-columns.ts';
import { inkPieces, type GrayPage, type InkPiece } from './ocr-ink.ts';

/**
 * Arabic-Indic digits (٠١٢٣٤٥٦٧٨٩) read from the ink. Tesseract's models read a year written in them
 * as junk ("٢٠١٨" as "1١18", "YA", "Veet", "ס\יז"), alone or together, at any size, and a list of the
 * allowed characters does not help them: an Arabic resume that writes its dates so lost every year
 * on a scan. The digits are ten simple shapes, each one piece of ink, so each piece of a word's ink
 * is compared with the digits as Noto Naskh Arabic (regular and bold), DejaVu Sans and Noto Kufi
 * Arabic draw them (drawn once and kept here, so no font is needed on the server), and the word is
 * taken only when every piece is a digit or a range's dash and the whole is a year or a range of years
 * (a word read so is never a clean Western number: those are left alone by the caller).
 */

type Gray = GrayPage;
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const GRID_W = 8;
const GRID_H = 12;

/** [digit, width / height, ink cells of an 8 × 12 grid over the digit's box], one a font. */
const TEMPLATES: ReadonlyArray<readonly [number, number, string]> = [
  // Noto Naskh Arabic
  [
    1,
    0.29,
    '.##.....####.....####.....####.....####.....###.....####.....###.....###.....###......##......#.',
  ],
  [
    2,
    0.55,
    '.#.....###.....#.##...##.######...###.....##......##.......#.......#.......#.......#.......#....',
  ],
  [
    3,
    0.66,
    '.......###...#.####.####.######..###......#.......#.......##......##......##.......#............',
  ],
  [
    4,
    0.52,
    '....#.....###....##.....##......###......####......##.....##......#......##.......######...####.',
  ],
  [
    5,
    0.63,
    '...###....#####...#####..##...##.#....####.....##......##......##......###...##########..#####..',
  ],
  [
    6,
    0.63,
    '###..#..#######......#.......#.......#.......#.......##......##.......#.......#.......##......#.',
  ],
  [
    7,
    0.76,
    '#.......##.....###....##.##...#..##...#...#..##...##.#.....#.#.....#.#.....##......##.......#...',
  ],
  [
    8,
    0.75,
    '...........##......##......##.....#.##....#..#....#..#...##..##..#....#..#....####....##.......#',
  ],
  [
    9,
    0.56,
    '..###....#####..#...##..##...#..######....####.......#.......##......##.......#.......##......#.',
  ],
  // Noto Naskh Arabic, bold
  [
    1,
    0.32,
    '..##....#####...######...#####....#####....####.....####....####....####.....###.....###.....##.',
  ],
  [
    2,
    0.59,
    '.#.....####....####...##.######..######...###.....##......##......##.......#.......#.......#....',
  ],
  [
    3,
    0.69,
    '.#.....###...#.####.############.######..###......##......##......##......##......##......##....',
  ],
  [
    4,
    0.54,
    '....#.....###....####...###.....###.....#####.....###.....##......#......##.......######...####.',
  ],
  [
    5,
    0.6,
    '...###....#####...######.##..###.#....####....####.....###....####....#########..######..####...',
  ],
  [
    6,
    0.65,
    '.##..#..#######.######.......#.......#.......#.......##......##......##......###......##......#.',
  ],
  [
    7,
    0.8,
    '.#......##....####....#####...#..##..##..##..##...##.#....##.#.....###.....##......##...........',
  ],
  [
    8,
    0.8,
    '...........##......##......##.....#.##....#.##....#..##..##..##..##..#####....####....##.#....#.',
  ],
  [
    9,
    0.58,
    '..###....#####..##.###..##..##..######...#####....####.......##......##......###.....###......#.',
  ],
  // DejaVu Sans
  [
    1,
    0.32,
    '####.....####.....###.....####.....####.....###.....###.....####....####....####.....###.....###',
  ],
  [
    2,
    0.71,
    '##....##.#....##.##...#..######...#.#.....#.......#.......##......##......##......##......##....',
  ],
  [
    3,
    0.74,
    '##..#..###..#.##.####.##.#######.##.......#.......#.......#.......#.......#.......#.......#.....',
  ],
  [
    4,
    0.58,
    '....###...####...###.....##.......##......###....###....##......##......##.......#######..#####.',
  ],
  [
    5,
    0.62,
    '...##.....####...##..##..##..##.##....####....####....####....####....####....##.######...####..',
  ],
  [
    6,
    0.71,
    '#######.#######......##......##......##......##......##.......#.......#.......#.......##......##',
  ],
  [
    7,
    0.74,
    '##....##.#....#..##...#..##..##...#..#....#..#....####....####.....##......##......##......##...',
  ],
  [
    8,
    0.74,
    '...##......##......##......##......###....####....##.#....#..#...##..##..##..##..#....#.##....##',
  ],
  [
    9,
    0.7,
    '..###....#####..##...##.##...##.###..##..######.....###.......#.......#.......#.......##......##',
  ],
  // Noto Kufi Arabic
  [
    1,
    0.14,
    '################################################################################################',
  ],
  [
    2,
    0.58,
    '##################.......##......##.......##......##.......#.......##......##.......##......##..',
  ],
  [
    3,
    0.73,
    '##..#..###..#..#.#.##.##.######..##.......#.......#.......##......##.......#.......##......##...',
  ],
  [
    4,
    0.52,
    '.....#.....###...###.....##......###.......##.......##....###....##.....##......###.......######',
  ],
  [
    5,
    0.67,
    '...##.....####...##..##..#....#.##....####....####....####....####....####....##.##..##...####..',
  ],
  [
    6,
    0.59,
    '################......##......##......##......##......##......##......##......##......##......##',
  ],
  [
    7,
    0.72,
    '##....####....##.#....#..#....#..##..##..##..##...#..#....#..#....####....####.....##......##...',
  ],
  [
    8,
    0.72,
    '...##......##......###....####....#..#....#..#...##..##..##..##..#....#..#....#.##....####....##',
  ],
  [
    9,
    0.61,
    '..####...##.###.##....####....####....#####....#.#######......##.......#.......#.......#.......#',
  ],
];

/** How many of the 96 cells must agree with the best digit's. */
const LEAST_AGREEMENT = 0.7;
/** And by how many cells it must beat the best other digit. */
const LEAST_MARGIN = 4;

type Piece = InkPiece;

/** The pieces of ink (8-connected) inside a box of the page, with a margin, left to right. */
function piecesInBox(page: Gray, box: Box): Piece[] {
  const x0 = Math.max(0, Math.floor(box.x0) - 1);
  const y0 = Math.max(0, Math.floor(box.y0) - 2);
  const x1 = Math.min(page.width - 1, Math.ceil(box.x1) + 1);
  const y1 = Math.min(page.height - 1, Math.ceil(box.y1) + 2);
  const w = x1 - x0 + 1;
  const h = y1 - y0 + 1;
  if (w <= 0 || h <= 0 || w * h > 200_000) return [];
  return inkPieces(page, { x0, y0, w, h }, 8).sort((a, b) => a.x0 - b.x0);
}

/** A piece's ink as the templates' grid. */
function gridOf(page: Gray, piece: Piece): string {
  const w = piece.x1 - piece.x0 + 1;
  const h = piece.y1 - piece.y0 + 1;
  let bits = '';
  for (let gy = 0; gy < GRID_H; gy++)
    for (let gx = 0; gx < GRID_W; gx++) {
      const ya = piece.y0 + Math.floor((gy * h) / GRID_H);
      const yb = Math.max(ya + 1, piece.y0 + Math.floor(((gy + 1) * h) / GRID_H));
      const xa = piece.x0 + Math.floor((gx * w) / GRID_W);
      const xb = Math.max(xa + 1, piece.x0 + Math.floor(((gx + 1) * w) / GRID_W));
      let inked = 0;
      let n = 0;
      for (let y = ya; y < yb; y++)
        for (let x = xa; x < xb; x++) {
          n++;
          if (page.gray[y * page.width + x]! < INK_LEVEL) inked++;
        }
      bits += inked * 2 >= n ? '#' : '.';
    }
  return bits;
}

/** The digit among `allowed` a tall piece of ink is, or null when none is clearly it. */
function digitOf(page: Gray, piece: Piece, allowed: readonly number[]): number | null {
  const grid = gridOf(page, piece);
  const aspect = (piece.x1 - piece.x0 + 1) / (piece.y1 - piece.y0 + 1);
  const best = new Map<number, number>();
  for (const [digit, shape, cells] of TEMPLATES) {
    if (!allowed.includes(digit) || Math.abs(aspect - shape) > 0.3) continue;
    let same = 0;
    for (let i = 0; i < cells.length; i++) if (cells[i] === grid[i]) same++;
    best.set(digit, Math.max(best.get(digit) ?? 0, same));
  }
  const [first, second] = [...best.entries()].sort((a, b) => b[1] - a[1]);
  if (!first || first[1] < LEAST_AGREEMENT * GRID_W * GRID_H) return null;
  if (second && first[1] - second[1] < LEAST_MARGIN) return null;
  return first[0];
}

const ANY_DIGIT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** A resume's years run from the 1940s to the 2020s. */
const DECADES: Record<string, readonly number[]> = { '19': [4, 5, 6, 7, 8, 9], '20': [0, 1, 2] };

/**
 * A year's four pieces as digits: it begins "١٩" or "٢٠", so the first two are chosen among those
 * (two and three differ by a hook, and the year's place tells them apart), its decade among a
 * resume's, the last digit among all (and left unread when two digits are about as like it).
 */
function yearOf(page: Gray, pieces: Array<Piece | 0>): string | null {
  if (pieces.length !== 4) return null;
  let year = '';
  for (const [i, piece] of pieces.entries()) {
    const allowed =
      i === 0 ? [1, 2] : i === 1 ? (year === '1' ? [9] : [0]) : i === 2 ? DECADES[year]! : ANY_DIGIT;
    const digit = piece === 0 ? 0 : digitOf(page, piece, allowed);
    if (digit === null || !allowed.includes(digit as never)) return null;
    year += String(digit);
  }
  return [...year].map((d) => String.fromCharCode(0x660 + Number(d))).join('');
}

/**
 * The Arabic-Indic year (or range of years) a word's ink shows, or null: a low piece under half the
 * tallest's height is a zero (a small diamond, about as wide as high), or, when flat and wide, the
 * range's dash, or, narrow and at the word's end, a comma after it; specks of a few cells are passed
 * by; every other piece must be a digit of the year.
 */
export function arabicDigitsFromInk(page: Gray, box: Box): string | null {
  const pieces = piecesInBox(page, box);
  if (pieces.length < 4 || pieces.length > 12) return null;
  const tallest = Math.max(...pieces.map((p) => p.y1 - p.y0 + 1));
  if (tallest < 8) return null;
  const groups: Array<Array<Piece | 0>> = [[]];
  for (const [i, piece] of pieces.entries()) {
    const w = piece.x1 - piece.x0 + 1;
    const h = piece.y1 - piece.y0 + 1;
    if (piece.pixels <= 3) continue;
    if (h >= tallest * 0.5) groups.at(-1)!.push(piece);
    else if (w >= h * 1.8) groups.push([]);
    else if (w >= h * 0.7 && w <= h * 1.6 && h >= tallest * 0.12) groups.at(-1)!.push(0);
    else if (w < h * 0.7 && (i === 0 || i === pieces.length - 1)) continue;
    else return null;
  }
  if (groups.length > 2) return null;
  const years = groups.map((group) => yearOf(page, group));
  if (years.some((year) => year === null)) return null;
  // A right-to-left line draws a range's first year at its right: in reading order again.
  return years.length === 2 ? `${years[1]} – ${years[0]}` : years[0]!;
}

/**
 * A word that may be such a year misread: no Arabic letter, no clean Western year, number, date or
 * phone (those are read right), short, and with a digit or a Latin or Hebrew letter.
 */
export function arabicDigitsCandidate(read: string): boolean {
  if (read.length === 0 || read.length > 12) return false;
  if (/[\u0620-\u064a]/u.test(read)) return false;
  // Four Western digits that are no year ("1011" for "٢٠١١") are a misreading too.
  if (/^\d{4}$/u.test(read)) return !/^(?:19|20)\d\d$/u.test(read);
  if (/^[\d/.,:()\-–]+$/u.test(read)) return false;
  return /[\u0660-\u0669\dA-Za-z\u05d0-\u05ea]/u.test(read);
}
