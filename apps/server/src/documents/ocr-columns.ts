/**
 * The columns of a scanned page, found in its pixels before OCR: tesseract reads a two-column
 * resume line by line across the page ("SKILLS Practical Nurse, Maccabi Healthcare"), so a
 * sidebar's words end up inside the main column's job entries. A column gutter is a vertical band
 * with no ink on many text rows that have ink on both sides of it; the page is then read as its
 * part above the gutter (the name and headline across the page) and the two columns, each alone.
 *
 * The work is one pass over a shrunk copy of the page (cells of CELL×CELL pixels), so it costs
 * about the same for any page.
 */

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface PageLayout {
  /** What runs across the page above the columns (null when the columns start at the top). */
  top: Rect | null;
  /** The left and the right column; null when the page has no gutter (read it whole). */
  columns: [Rect, Rect] | null;
}

/** Side of a cell of the shrunk page, in pixels. */
const CELL = 4;
/** A pixel darker than this (0–255) is ink. */
export const INK_LEVEL = 160;
/** The gutter is at least this share of the page's width (a space between words is narrower). */
const GUTTER_SHARE = 0.018;
/** And it separates the two sides on at least this many text rows... */
const MIN_ROWS = 5;
/** ...that are at least this share of the text rows below its top (one column may run longer)... */
const MIN_ROW_SHARE = 0.3;
/**
 * ...and on most of them one side's text is aligned at the gutter (a column starts at its left
 * edge, or a right-to-left column ends at its right edge), which right-aligned dates beside the
 * titles of a one-column page are not.
 */
const ALIGNED_SHARE = 0.7;
/**
 * A right-aligned line of a right-to-left main column can run up to the sidebar with no space
 * between (a table cell without padding): a few lines may cross the gutter, at most this many and
 * this share of the lines below its top.
 */
const MAX_CROSSING = 3;
const MAX_CROSSING_SHARE = 0.2;
/** Where a short page's columns show only in an aligned edge (`alignedEdge`): a quarter. */
const EDGE_CROSSING_SHARE = 0.25;

/** Whether most of the values are within a cell of one another. */
function aligned(values: number[]): boolean {
  for (const v of values) {
    if (values.filter((w) => Math.abs(w - v) <= 1).length >= ALIGNED_SHARE * values.length) return true;
  }
  return false;
}

/** Where the columns of a page are, from its grey levels (one byte a pixel, row by row). */
export function findColumns(gray: Uint8Array, width: number, height: number): PageLayout {
  const whole: PageLayout = { top: null, columns: null };
  const cols = Math.floor(width / CELL);
  const rows = Math.floor(height / CELL);
  if (cols < 20 || rows < 20) return whole;
  // ink[r * cols + c]: the cell holds ink.
  const ink = new Uint8Array(cols * rows);
  for (let y = 0; y < rows * CELL; y++) {
    const rowBase = (y / CELL) | 0;
    const line = y * width;
    for (let x = 0; x < cols * CELL; x++) {
      if (gray[line + x]! < INK_LEVEL) ink[rowBase * cols + ((x / CELL) | 0)] = 1;
    }
  }
  // Text rows: runs of cell rows with ink, each a line of text.
  const lines: Array<{ from: number; to: number }> = [];
  for (let r = 0; r < rows; r++) {
    let any = false;
    for (let c = 0; c < cols && !any; c++) any = ink[r * cols + c] === 1;
    const last = lines[lines.length - 1];
    if (any && last && last.to === r) last.to = r + 1;
    else if (any) lines.push({ from: r, to: r + 1 });
  }
  if (lines.length < MIN_ROWS) return whole;
  // For each text line, which cell columns hold ink, and its leftmost and rightmost ink.
  const lineInk = lines.map(({ from, to }) => {
    const has = new Uint8Array(cols);
    for (let r = from; r < to; r++) for (let c = 0; c < cols; c++) if (ink[r * cols + c]) has[c] = 1;
    let first = 0;
    while (first < cols && !has[first]) first++;
    let last = cols - 1;
    while (last >= 0 && !has[last]) last--;
    return { has, first, last };
  });
  const band = Math.max(2, Math.ceil((GUTTER_SHARE * width) / CELL));
  let best: { cut: number; start: number; count: number } | null = null;
  const n = lines.length;
  for (let c = Math.floor(cols * 0.15); c + band < Math.floor(cols * 0.85); c++) {
    // Per line: the band is empty with ink on both sides (split), or the band holds ink (crossing).
    const split = new Uint8Array(n);
    const crossing = new Uint8Array(n);
    lineInk.forEach(({ has, first, last }, i) => {
      let empty = true;
      for (let k = c; k < c + band && empty; k++) if (has[k]) empty = false;
      crossing[i] = empty ? 0 : 1;
      split[i] = empty && first < c && last >= c + band ? 1 : 0;
    });
    // The gutter starts at the first split line below which no line crosses it and most lines
    // split: the lines above it (the name, the headline) run across the page or sit on one side.
    let splitBelow = 0;
    let crossingBelow = 0;
    let start = -1;
    let count = 0;
    let crossed = 0;
    for (let i = n - 1; i >= 0; i--) {
      splitBelow += split[i]!;
      crossingBelow += crossing[i]!;
      if (crossingBelow > MAX_CROSSING) break;
      if (
        split[i] &&
        splitBelow >= MIN_ROWS &&
        splitBelow / (n - i) >= MIN_ROW_SHARE &&
        crossingBelow <= MAX_CROSSING_SHARE * (n - i)
      ) {
        start = i;
        count = splitBelow;
        crossed = crossingBelow;
      }
    }
    if (start < 0 || (best && count <= best.count)) continue;
    const edges = lineInk.slice(start).filter((_, k) => split[start + k]);
    const rightStarts = edges.map(({ has }) => has.indexOf(1, c + band));
    const leftEnds = edges.map(({ has }) => has.lastIndexOf(1, c - 1));
    const rightAligned = aligned(rightStarts);
    const leftAligned = aligned(leftEnds);
    if (!rightAligned && !leftAligned) continue;
    // A line that runs into the gutter is cut where the aligned column begins (or ends), not in
    // the band's middle, so that the most of it stays with its own column.
    const cut = !crossed
      ? c + band / 2
      : rightAligned
        ? Math.min(...rightStarts) - 0.5
        : Math.max(...leftEnds) + 1.5;
    best = { cut, start, count };
  }
  best ??= alignedEdge(lineInk, lines.length, cols, band);
  if (!best) return whole;
  const top = Math.max(0, lines[best.start]!.from * CELL - CELL);
  const middle = Math.round(best.cut * CELL);
  return {
    top: top > 0 ? { left: 0, top: 0, width, height: top } : null,
    columns: [
      { left: 0, top, width: middle, height: height - top },
      { left: middle, top, width: width - middle, height: height - top },
    ],
  };
}

/**
 * A short two-column page gives few text rows with ink on both sides of its gutter: where the
 * columns' lines sit at different heights, the page's rows merge across them. Its columns show
 * instead in an edge: many rows begin (or end) at the same place in the middle of the page, after
 * (or before) an empty band or with nothing on the other side, and few rows run across it.
 */
function alignedEdge(
  lineInk: Array<{ has: Uint8Array; first: number; last: number }>,
  n: number,
  cols: number,
  band: number,
): { cut: number; start: number; count: number } | null {
  const emptyBetween = (has: Uint8Array, from: number, to: number) => {
    for (let k = Math.max(0, from); k < to; k++) if (has[k]) return false;
    return true;
  };
  let best: { cut: number; start: number; count: number } | null = null;
  for (let e = Math.floor(cols * 0.15) + band; e < Math.floor(cols * 0.85); e++) {
    for (const side of ['starts', 'ends'] as const) {
      // starts: the right column begins at e; ends: the left column ends at e.
      const at = (line: { has: Uint8Array; first: number; last: number }) =>
        side === 'starts'
          ? line.has[e] === 1 && !line.has[e - 1] && emptyBetween(line.has, e - band, e)
          : line.has[e] === 1 && !line.has[e + 1] && emptyBetween(line.has, e + 1, e + 1 + band);
      let start = -1;
      let count = 0;
      let both = 0;
      let crossing = 0;
      for (let i = 0; i < n; i++) {
        const line = lineInk[i]!;
        if (at(line)) {
          if (start < 0) start = i;
          count++;
          const other = side === 'starts' ? line.first < e - band : line.last > e + band;
          if (other) both++;
        } else if (start >= 0 && line.first < e && line.last > e) crossing++;
      }
      const below = start < 0 ? 0 : n - start;
      if (
        start < 0 ||
        count < MIN_ROWS ||
        both < 2 ||
        count < 0.4 * below ||
        crossing > MAX_CROSSING ||
        crossing > EDGE_CROSSING_SHARE * below ||
        (best && count <= best.count)
      )
        continue;
      best = { cut: side === 'starts' ? e - 0.5 : e + 1.5, start, count };
    }
  }
  return best;
}
