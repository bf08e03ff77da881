import { INK_LEVEL } from './ocr-columns.ts';

/** A page's grey levels, one byte a pixel, row by row (as ocr-page.ts's `GrayPage`). */
interface GrayPage {
  gray: Uint8Array;
  width: number;
  height: number;
}

/**
 * How large a scanned page's body text is drawn, in pixels, so that it can be drawn at the size the
 * OCR path was tuned at (11 pt type at 200 dpi) whatever the scan's dpi or the resume's type size.
 * Tesseract reads letters of some sizes better than others, and the OCR path's re-reads and pixel
 * rules (ocr.ts, ocr-columns.ts) were tuned on one size.
 *
 * The measure is one pass over the page: in each of a few vertical strips, the runs of rows with
 * ink are the strip's pieces of lines of text; a tall one of them (ascenders to descenders) is the
 * body text's line height, as body lines outnumber headings and a name.
 */

/** The page is measured in this many vertical strips, so that two columns' lines do not merge. */
const STRIPS = 12;
/** A run of ink rows lower than this (pixels) is a rule, an underline or a speck, no line of text. */
const MIN_RUN = 6;
/** A run taller than this share of the page is a photo or a shaded block, no line of text. */
const MAX_RUN_SHARE = 0.04;
/** Ink pixels a strip's row needs to count as ink (grain left on the paper is a pixel or so). */
const MIN_ROW_INK = 2;
/**
 * The share of runs lower than the one taken: a strip's piece of a line may hold letters without
 * ascenders or descenders, so the line's height is that of its taller pieces.
 */
const TALL_SHARE = 0.9;
/** Fewer runs than this: too little text to measure (a page of a few words, a photo). */
const MIN_RUNS = 24;

/** The body text's line height in pixels (the height of a line's ink), or null when too little text. */
export function bodyLineHeight(page: GrayPage): number | null {
  const { gray, width, height } = page;
  const stripWidth = Math.ceil(width / STRIPS);
  const maxRun = Math.max(MIN_RUN + 1, MAX_RUN_SHARE * height);
  const ink = new Uint32Array(STRIPS);
  const start = new Int32Array(STRIPS).fill(-1);
  const runs: number[] = [];
  const close = (s: number, y: number) => {
    const run = y - start[s]!;
    if (run >= MIN_RUN && run <= maxRun) runs.push(run);
    start[s] = -1;
  };
  for (let y = 0; y < height; y++) {
    ink.fill(0);
    for (let x = 0, i = y * width; x < width; x++, i++)
      if (gray[i]! < INK_LEVEL) ink[(x / stripWidth) | 0]!++;
    for (let s = 0; s < STRIPS; s++) {
      if (ink[s]! >= MIN_ROW_INK) {
        if (start[s]! < 0) start[s] = y;
      } else if (start[s]! >= 0) close(s, y);
    }
  }
  for (let s = 0; s < STRIPS; s++) if (start[s]! >= 0) close(s, height);
  if (runs.length < MIN_RUNS) return null;
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length * TALL_SHARE)]!;
}

/**
 * Line heights of body text (see `bodyLineHeight`) in the pages the OCR path was tuned at: 11 pt
 * type drawn at 200 dpi (the eval's resumes, as LibreOffice sets them) measure 24–27 px in Hebrew,
 * whose letters have few ascenders and descenders, and 29–31 px in English and Arabic.
 */
export const TUNED_LINE_HEIGHTS = { low: 24, high: 31 } as const;
/** Text this much lower than the tuned heights (as a ratio) is drawn larger; nearer, it is read as it is. */
const NEAR_ENOUGH = 1.1;
/** The page is drawn at most this many times larger... */
const MAX_SCALE = 2;
/** ...nor larger than this many pixels (a 300 dpi A4 page is 8.7 million): OCR time grows with them. */
const MAX_SCALED_PIXELS = 9_000_000;

/**
 * How many times larger the page is to be drawn so that its body text is as high as the lowest
 * tuned text (`TUNED_LINE_HEIGHTS.low`): 1 when it is that high already, near it, or has too little
 * text to tell. Large type is read as it is: drawn smaller to the tuned height, 14 pt type lost more
 * than it mended (a name, an e-mail, two titles and a year on 16 tuning scans, round 11).
 */
export function textScale(page: GrayPage): number {
  const measured = bodyLineHeight(page);
  if (measured === null || measured * NEAR_ENOUGH >= TUNED_LINE_HEIGHTS.low) return 1;
  const byPixels = Math.sqrt(MAX_SCALED_PIXELS / (page.width * page.height));
  const scale = Math.min(MAX_SCALE, TUNED_LINE_HEIGHTS.low / measured, byPixels);
  return scale > 1.01 ? scale : 1;
}
