import { createCanvas, loadImage } from '@napi-rs/canvas';
import { INK_LEVEL } from './ocr-columns.ts';
import { textScale } from './ocr-text-size.ts';

/**
 * A page image made fit for OCR before it is read: a scanner or a phone gives a page turned by a
 * degree or two, on grey or uneven paper with grain. Tesseract reads a turned page worse and a
 * grainy one not at all (junk, minutes a page), and the page's own pixel work (the column split of
 * ocr-columns.ts, the ink bands of ocr.ts) takes grain for ink and a turned gutter for none. A clean
 * page is left as it is. (A 150 dpi page is read about as well as at 200 dpi: it is not scaled.)
 *
 * Each step is one or two passes over the page's grey levels, so a page costs about the same.
 */

export interface GrayPage {
  gray: Uint8Array;
  width: number;
  height: number;
}

/** Side of a block whose paper level is measured alone (light falls unevenly on a page). */
const BLOCK = 32;
/** Paper darker than this (0–255), or grain on this share of the pixels, is flattened. */
const WHITE_PAPER = 240;
const GRAINY_SHARE = 0.08;

/** The page's paper level per block: the level most of the block's bright pixels reach. */
function paperLevels(page: GrayPage): { levels: Float32Array; cols: number; rows: number } {
  const cols = Math.ceil(page.width / BLOCK);
  const rows = Math.ceil(page.height / BLOCK);
  const levels = new Float32Array(cols * rows);
  const histogram = new Uint32Array(32);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      histogram.fill(0);
      let count = 0;
      for (let y = r * BLOCK; y < Math.min(page.height, (r + 1) * BLOCK); y++)
        for (let x = c * BLOCK; x < Math.min(page.width, (c + 1) * BLOCK); x++) {
          histogram[page.gray[y * page.width + x]! >> 3]!++;
          count++;
        }
      // The level below which three quarters of the block lie: paper, as text covers less.
      let seen = 0;
      let bin = 0;
      while (bin < 31 && (seen += histogram[bin]!) < 0.75 * count) bin++;
      levels[r * cols + c] = bin * 8 + 4;
    }
  // A block of solid ink (a thick rule, a photo) has no paper of its own: its neighbours' level.
  const fixed = Float32Array.from(levels);
  for (let i = 0; i < levels.length; i++)
    if (levels[i]! < 128) {
      let best = 0;
      for (const j of [i - 1, i + 1, i - cols, i + cols])
        if (j >= 0 && j < levels.length) best = Math.max(best, levels[j]!);
      fixed[i] = best || 255;
    }
  return { levels: fixed, cols, rows };
}

/**
 * Whether the page is on grey or grainy paper: its paper darker than white, or many pixels
 * between ink and paper (a clean render has them only at the letters' edges).
 */
export function needsFlattening(page: GrayPage): boolean {
  const { levels } = paperLevels(page);
  const sorted = Float32Array.from(levels).sort();
  const paper = sorted[Math.floor(sorted.length / 2)]!;
  let between = 0;
  for (let i = 0; i < page.gray.length; i += 7) {
    const g = page.gray[i]!;
    if (g >= INK_LEVEL && g < paper - 16) between++;
  }
  return paper < WHITE_PAPER || between / (page.gray.length / 7) > GRAINY_SHARE;
}

/**
 * The page on white paper: each pixel divided by its block's paper level (uneven light made
 * even), and what is then near paper made paper (the grain), ink kept as it was relative to it.
 */
export function flattened(page: GrayPage): GrayPage {
  const { levels, cols } = paperLevels(page);
  const out = new Uint8Array(page.gray.length);
  for (let y = 0; y < page.height; y++) {
    const r = (y / BLOCK) | 0;
    for (let x = 0; x < page.width; x++) {
      const i = y * page.width + x;
      const level = (page.gray[i]! * 255) / Math.max(1, levels[r * cols + ((x / BLOCK) | 0)]!);
      // Grain is a few tens of levels under the paper; a letter's stroke is far below it.
      out[i] = level >= 200 ? 255 : Math.max(0, Math.round(level * 1.1 - 30));
    }
  }
  // A speck of grain left alone on white paper (no dark neighbour across or down) is paper too.
  const { width } = page;
  for (let y = 1; y < page.height - 1; y++)
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++)
      if (
        out[i]! < 255 &&
        out[i - 1]! === 255 &&
        out[i + 1]! === 255 &&
        out[i - width]! === 255 &&
        out[i + width]! === 255
      )
        out[i] = 255;
  return { gray: out, width: page.width, height: page.height };
}

/** Pixels lighter than this are paper (or grain on it), not ink, when measuring the ink's level. */
const NEAR_PAPER = 230;
/** Ink whose dark core is lighter than this is faded; it is made as dark as `INK_CORE`. */
const FADED_INK = 90;
const INK_CORE = 30;

/**
 * The level (0–255) of the ink's dark core: the level a fifth of the pixels darker than paper
 * reach (the rest are the letters' lighter edges); 255 on a page with no ink.
 */
export function inkLevel(page: GrayPage): number {
  const histogram = new Uint32Array(256);
  let count = 0;
  for (let i = 0; i < page.gray.length; i++) {
    const g = page.gray[i]!;
    if (g < NEAR_PAPER) {
      histogram[g]!++;
      count++;
    }
  }
  // Too few to be text: a speck or two.
  if (count < 200) return 255;
  let seen = 0;
  for (let g = 0; g < 256; g++) if ((seen += histogram[g]!) >= 0.2 * count) return g;
  return 255;
}

/**
 * Faded ink (a copy of a copy, a printer low on toner) made dark: the page's levels stretched so
 * that the ink's core is near black and paper stays paper. Tesseract reads light grey strokes
 * thinner or not at all, and the page's own pixel work (columns, bands of ink) takes what is
 * lighter than INK_LEVEL for paper. Null when the ink is dark already.
 */
export function darkenedInk(page: GrayPage): GrayPage | null {
  const core = inkLevel(page);
  if (core < FADED_INK || core >= NEAR_PAPER) return null;
  const factor = (255 - INK_CORE) / (255 - core);
  const gray = new Uint8Array(page.gray.length);
  for (let i = 0; i < gray.length; i++)
    gray[i] = Math.max(0, Math.round(255 - (255 - page.gray[i]!) * factor));
  return { gray, width: page.width, height: page.height };
}

/** Ink closer than this to a side of the page (pixels) is given a white margin; and the margin's width. */
const MIN_MARGIN = 8;
const MARGIN = 40;
/** Ink pixels along a side that make it ink rather than specks. */
const MIN_EDGE_INK = 30;

/**
 * The page with a white margin around it when its ink runs up to a side (a scanner's tight
 * auto-crop, a photo cut close): tesseract drops or misreads letters that touch the image's edge.
 * Null when every side has paper.
 */
export function withMargin(page: GrayPage): GrayPage | null {
  const { gray, width, height } = page;
  const inkAt = (x: number, y: number) => (gray[y * width + x]! < INK_LEVEL ? 1 : 0);
  // Ink pixels in the strip along each side: a letter there has tens, a speck of grain a few.
  const sides = [0, 0, 0, 0];
  for (let x = 0; x < width; x++)
    for (let d = 0; d < MIN_MARGIN && d < height; d++) {
      sides[0]! += inkAt(x, d);
      sides[1]! += inkAt(x, height - 1 - d);
    }
  for (let y = 0; y < height; y++)
    for (let d = 0; d < MIN_MARGIN && d < width; d++) {
      sides[2]! += inkAt(d, y);
      sides[3]! += inkAt(width - 1 - d, y);
    }
  if (sides.every((n) => n < MIN_EDGE_INK)) return null;
  const out = { width: width + 2 * MARGIN, height: height + 2 * MARGIN };
  const padded = new Uint8Array(out.width * out.height).fill(255);
  for (let y = 0; y < height; y++)
    padded.set(gray.subarray(y * width, (y + 1) * width), (y + MARGIN) * out.width + MARGIN);
  return { gray: padded, ...out };
}

/** The angles tried when measuring a page's turn, in degrees: a scan is turned by a few at most. */
const MAX_SKEW = 4;
/** Turns smaller than this are left alone: tesseract reads them as well. */
const MIN_SKEW = 0.2;
/** How much sharper than upright the turned profile must be (see `skewAngle`). */
const CLEAR_GAIN = 1.08;
/** The page's profile is taken in this many vertical strips (see `skewAngle`). */
const STRIPS = 3;
/** At most this many ink pixels are looked at (every so many rows and columns). */
const MAX_POINTS = 60_000;

/**
 * How many degrees the page's lines of text are turned (clockwise positive: a line going down to
 * the right), from the ink's row profile: sheared by the right angle, the lines of text make the
 * sharpest profile (rows of ink and blank rows, the largest sum of squares).
 */
export function skewAngle(page: GrayPage): number {
  let ink = 0;
  for (let i = 0; i < page.gray.length; i += 3) if (page.gray[i]! < INK_LEVEL) ink++;
  const step = Math.max(1, Math.ceil(Math.sqrt((ink * 3) / MAX_POINTS)));
  const xs: number[] = [];
  const ys: number[] = [];
  // Only ink with paper above it (a stroke's top edge): inside a solid block (a shaded sidebar)
  // every row is alike at any angle, and would outweigh the lines of text.
  for (let y = 2; y < page.height; y += step)
    for (let x = 0; x < page.width; x += step)
      if (page.gray[y * page.width + x]! < INK_LEVEL && page.gray[(y - 2) * page.width + x]! >= INK_LEVEL) {
        xs.push(x - page.width / 2);
        ys.push(y);
      }
  if (xs.length < 200) return 0;
  // A profile for each vertical strip of the page: the lines of two columns need not line up.
  const rowsPerStrip = page.height * 2 + 4;
  const bins = new Float64Array(rowsPerStrip * STRIPS);
  const sharpness = (degrees: number) => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const strip = Math.min(STRIPS - 1, Math.floor((xs[i]! / page.width + 0.5) * STRIPS));
      // Bins as high as the sampling step: finer ones would favour the upright rows sampled.
      const b = Math.round((ys[i]! - xs[i]! * slope) / step) + (page.height >> 1);
      if (b >= 0 && b < rowsPerStrip) bins[strip * rowsPerStrip + b]!++;
    }
    let sum = 0;
    for (const n of bins) sum += n * n;
    return sum;
  };
  const best = (from: number, to: number, by: number) => {
    let angle = 0;
    let top = -1;
    for (let a = from; a <= to + 1e-9; a += by) {
      const s = sharpness(a);
      if (s > top || (s === top && Math.abs(a) < Math.abs(angle))) [top, angle] = [s, a];
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.25);
  const fine = best(coarse - 0.25, coarse + 0.25, 0.05);
  // Upright lines of two columns that do not line up are sharpened a little by a slight shear
  // too: a turn counts only when it sharpens the profile clearly.
  if (sharpness(fine) < CLEAR_GAIN * sharpness(0)) return 0;
  return Math.round(fine * 100) / 100;
}

/** A picture's grey levels, one byte a pixel, row by row. */
export async function grayPage(image: Buffer): Promise<GrayPage> {
  const picture = await loadImage(image);
  const { width, height } = picture;
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.drawImage(picture, 0, 0);
  const { data } = context.getImageData(0, 0, width, height);
  const gray = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < gray.length; i++, p += 4)
    gray[i] = (data[p]! * 3 + data[p + 1]! * 6 + data[p + 2]!) / 10;
  return { gray, width, height };
}

/** A grey page as a PNG, turned back by `degrees` and drawn `scale` times larger. */
async function pagePng(page: GrayPage, degrees: number, scale = 1): Promise<Buffer> {
  const source = createCanvas(page.width, page.height);
  const sourceContext = source.getContext('2d');
  const pixels = sourceContext.createImageData(page.width, page.height);
  for (let i = 0, p = 0; i < page.gray.length; i++, p += 4) {
    pixels.data[p] = pixels.data[p + 1] = pixels.data[p + 2] = page.gray[i]!;
    pixels.data[p + 3] = 255;
  }
  sourceContext.putImageData(pixels, 0, 0);
  if (degrees === 0 && scale === 1) return source.encode('png');
  const width = Math.round(page.width * scale);
  const height = Math.round(page.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.translate(width / 2, height / 2);
  context.rotate((-degrees * Math.PI) / 180);
  context.scale(scale, scale);
  context.translate(-page.width / 2, -page.height / 2);
  context.drawImage(source, 0, 0);
  return canvas.encode('png');
}

/**
 * The page flattened, turned upright and drawn to the text size the OCR path was tuned at
 * (ocr-text-size.ts) as it needs; the same image when it needs none of them.
 */
export async function preparedPage(image: Buffer): Promise<Buffer> {
  let page = await grayPage(image);
  const flatten = needsFlattening(page);
  if (flatten) page = flattened(page);
  const darkened = darkenedInk(page);
  if (darkened) page = darkened;
  // After the paper is made white and the ink dark: grain is no ink, faded letters are.
  const scale = textScale(page);
  // After the paper is made white: a dark corner of uneven light is no ink at the edge.
  const margined = withMargin(page);
  if (margined) page = margined;
  const degrees = skewAngle(page);
  const turn = Math.abs(degrees) >= MIN_SKEW ? degrees : 0;
  if (!margined && !flatten && !darkened && turn === 0 && scale === 1) return image;
  return pagePng(page, turn, scale);
}
