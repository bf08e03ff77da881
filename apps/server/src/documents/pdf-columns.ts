import type { VisualLine } from './pdf-lines.ts';

/**
 * Two-column pages (a resume's sidebar beside its main column) read one column after the other.
 * Lines are grouped by baseline across the whole page, so without this the columns would
 * interleave line by line, and where the gap between them is narrow (table cells) their words would
 * even join on one line.
 *
 * Columns start side by side: a line with text on both sides of a gap is the top of the columns,
 * and they run down while no text crosses that gap and each side keeps text on at least MIN_LINES
 * lines. Every line's gaps are tried as the gutter, and the one most lines show wins. A one-column
 * page with right-aligned dates has full-width lines right below, so it stays as it is. Lines above
 * the columns (the name across the top) keep their place; the column read first is the left one,
 * or the right one in a right-to-left document. An e-mail or a link that fills a narrow sidebar (or
 * spills out of it) can touch or overlap the other column's text at the gutter: that line is split
 * by how the two texts were drawn, or else cut where the link starts or ends, so the link stays
 * whole in its own column.
 */

const MIN_LINES = 3;
/** Lines a side of a two-cell header shows at least (`tallerCellEnd`): a name and a title. */
const HEADER_MIN_LINES = 2;
/** Glyphs closer than this many font sizes are one run of text (words and their spaces). */
const RUN_GAP = 1;

export interface ColumnSplit {
  gutter: number;
  /** Lines first..last (inclusive) are in columns. */
  first: number;
  last: number;
  /**
   * Lines cut at a link's edge rather than at the gutter, by line index: what starts at or after the
   * cut is the right column's.
   */
  cuts?: Record<number, number>;
  /** Lines whose columns' texts meet or overlap at the gutter, told apart by how they were drawn. */
  byDraws?: number[];
}

/** A line's runs of text as [start, end] x intervals. */
export type LineRuns = Array<[number, number]>;

export function lineRuns(
  glyphs: Array<{ x: number; width: number; size: number; isSpace: boolean }>,
  gap = RUN_GAP,
): LineRuns {
  const runs: LineRuns = [];
  for (const g of glyphs) {
    if (g.isSpace) continue;
    const end = g.x + Math.max(g.width, 0);
    const last = runs[runs.length - 1];
    if (last && g.x - last[1] < gap * g.size) last[1] = Math.max(last[1], end);
    else runs.push([g.x, end]);
  }
  return runs;
}

const LINK = /@|https?:\/\/|www\.|linkedin\.com|github\.com/i;
/** A gap wider than this fraction of the font size is a space between words (documents.md: about 0.15). */
export const SPACE_GAP = 0.15;

/**
 * The e-mail addresses and links of a line as [start, end] x intervals: runs of printable ASCII
 * glyphs with no space between them ("dana.levi.work@gmail.com", "linkedin.com/in/dana").
 */
export function linkRuns(
  glyphs: Array<{ text: string; x: number; width: number; size: number; isSpace: boolean }>,
): LineRuns {
  const links: LineRuns = [];
  let token = { text: '', start: 0, end: 0 };
  const close = () => {
    if (token.text.length >= 6 && LINK.test(token.text)) links.push([token.start, token.end]);
    token = { text: '', start: 0, end: 0 };
  };
  for (const g of glyphs) {
    const ascii = !g.isSpace && /^[\x21-\x7e]+$/.test(g.text);
    if (!ascii || (token.text && g.x - token.end > SPACE_GAP * g.size)) close();
    if (!ascii) continue;
    if (!token.text) token.start = g.x;
    token.text += g.text;
    token.end = Math.max(token.end, g.x + Math.max(g.width, 0));
  }
  close();
  return links;
}

/** Runs with the interval [from, to] taken out. */
function without(runs: LineRuns, [from, to]: [number, number]): LineRuns {
  return runs.flatMap(([s, e]): LineRuns => {
    if (e <= from || s >= to) return [[s, e]];
    return [
      ...(s < from ? [[s, from] as [number, number]] : []),
      ...(e > to ? [[to, e] as [number, number]] : []),
    ];
  });
}

/**
 * Where a line whose texts meet at the gutter is cut, when they meet at a link ("…התקנה" of the main
 * column against the sidebar's "dana.levi@gmail.com"): at the link's near edge, the link going whole
 * to the column holding most of it. Null when the line crosses the gutter otherwise.
 */
function linkCut(runs: LineRuns, links: LineRuns | undefined, g: number): number | null {
  const link = links?.find(([s, e]) => s < g + EDGE && e > g - EDGE);
  if (!link) return null;
  const onRight = (link[0] + link[1]) / 2 >= g;
  const cut = onRight ? link[0] : link[1];
  const rest = without(runs, link);
  // Only a link that meets the other column's text: a link alone on its line that runs over a
  // gutter says the gutter is not there.
  if (!rest.some(([s, e]) => (onRight ? e <= cut + EDGE : s >= cut - EDGE))) return null;
  // The rest of the line may touch the cut, not run over it.
  const over = rest.some(([s, e]) => (onRight ? s < cut && e > cut + EDGE : s < cut - EDGE && e > cut));
  return over ? null : cut;
}

/** Points: how close to the gutter a column's edge is when the gap there is narrower than a run gap. */
const EDGE = 1.2;
/** Points: how far past the gutter a column's text may end (or before it start) and only reach it. */
export const FLUSH = 0.6;

/** Glyphs closer than this many font sizes touch (a word's letters): `lineRuns(glyphs, TOUCH)`. */
export const TOUCH = 0.05;

/**
 * Whether a line's text crosses the gutter. A line whose two columns' texts nearly touch (a full
 * main-column line beside the sidebar's e-mail, under one run gap apart) does not, when its
 * glyphs (`tight`, runs of touching glyphs) leave a gap at the gutter with a column's edge right
 * at it: a word of a one-column line seldom starts or ends exactly there.
 */
function crosses(runs: LineRuns, tight: LineRuns | undefined, g: number, edge: GutterEdge): boolean {
  if (!runs.some(([s, e]) => s < g && e > g)) return false;
  if (!tight) return true;
  for (let k = 1; k < tight.length; k++) {
    const [end, start] = [tight[k - 1]![1], tight[k]![0]];
    const atRight = edge !== 'left' && start - g <= EDGE;
    const atLeft = edge !== 'right' && g - end <= EDGE;
    if (end <= g && start >= g && (atRight || atLeft)) return false;
  }
  return true;
}

/**
 * Which column's edge a gutter was placed at: just before the right column's text ('right'), just
 * past the left column's ('left'), or between them ('either'). Only that edge excuses a line whose
 * texts nearly touch at the gutter: a one-column line under a two-cell header whose word ends
 * there by chance ("…eight years in" | "B2B SaaS.") still crosses it.
 */
type GutterEdge = 'right' | 'left' | 'either';

/** How a line lies across a gutter. */
type Passage =
  /** No text over the gutter. */
  | { kind: 'clear' }
  /** Texts nearly touching at the gutter, a column's edge right at it (see `crosses`). */
  | { kind: 'excused' }
  /** Two columns' texts drawn apart and meeting or overlapping at the gutter (see `drawsApart`). */
  | { kind: 'draws' }
  /** Cut at a link's edge (see `linkCut`); `alone`: the link is the line's only text. */
  | { kind: 'cut'; at: number; alone: boolean }
  | { kind: 'blocked' };

/** What the finder knows of each line of a page (arrays by line index). */
interface PageRuns {
  lines: LineRuns[];
  tight: LineRuns[] | undefined;
  links: LineRuns[] | undefined;
  draws: LineRuns[] | undefined;
}

/** Of a draw's width, how much may lie past the gutter (an e-mail spilling out of a sidebar). */
const SPILL = 0.3;

/**
 * Whether a line's draws (texts the content stream draws one after the other, `drawsOf` in pdf-lines.ts) fall on
 * both sides of the gutter, each by its middle and spilling over it by at most SPILL of its width.
 * A producer draws a sidebar's text and the main column's apart, so a sidebar e-mail that runs into
 * the main column, even over its first letters, is still told apart from it.
 */
function drawsApart(draws: LineRuns | undefined, g: number): boolean {
  if (!draws || draws.length < 2) return false;
  let left = false;
  let right = false;
  for (const [s, e] of draws) {
    const onRight = (s + e) / 2 >= g;
    const spill = onRight ? Math.max(0, g - s) : Math.max(0, e - g);
    if (spill > SPILL * (e - s)) return false;
    if (onRight) right = true;
    else left = true;
  }
  return left && right;
}

/**
 * A column's text set flush against the gutter: a right-to-left main column right-aligned in a table
 * cell that abuts the sidebar's cell ends a fraction of a point past a gutter placed half a point
 * before the sidebar's text. It reaches the gutter, it does not cross it.
 */
function flush(runs: LineRuns, g: number): boolean {
  return runs.every(([s, e]) => !(s < g && e > g) || e - g <= FLUSH || g - s <= FLUSH);
}

function passage(page: PageRuns, k: number, g: number, edge: GutterEdge): Passage {
  const runs = page.lines[k]!;
  if (flush(runs, g)) return { kind: 'clear' };
  if (drawsApart(page.draws?.[k], g)) return { kind: 'draws' };
  if (!crosses(runs, page.tight?.[k], g, edge)) return { kind: 'excused' };
  const cut = linkCut(runs, page.links?.[k], g);
  if (cut !== null) return { kind: 'cut', at: cut, alone: false };
  const link = lonelyLink(runs, page.links?.[k]);
  if (link) return { kind: 'cut', at: (link[0] + link[1]) / 2 >= g ? link[0] : link[1], alone: true };
  return { kind: 'blocked' };
}

/** The line's link when it is all of the line's text (an e-mail alone on its line). */
function lonelyLink(runs: LineRuns, links: LineRuns | undefined): [number, number] | null {
  if (links?.length !== 1) return null;
  return without(runs, links[0]!).length === 0 ? links[0]! : null;
}

/**
 * Whether a line shows text on both sides of the gutter: a text set flush against it (`flush`,
 * ending or starting a fraction of a point over it) is on the side its middle is.
 */
function twoSided(page: PageRuns, k: number, g: number, p: Passage): boolean {
  if (p.kind === 'draws' || (p.kind === 'cut' && !p.alone)) return true;
  if (p.kind !== 'clear') return false;
  const runs = page.lines[k]!;
  return (
    runs.some((run) => !reachesFrom(run, g) && run[1] <= g + FLUSH) && runs.some((run) => reachesFrom(run, g))
  );
}

/**
 * The columns at one gutter: each stretch of lines that starts with a line of text on both sides
 * and runs down while no line's text crosses the gutter, grown upwards over lines that do not
 * cross it either, up to the highest line with text on both sides (the first sidebar line can sit
 * beside a heading a little above the main column's first entry). The longest stretch with text on
 * each side on at least MIN_LINES lines.
 */
function columnsAt(page: PageRuns, gutter: number, edge: GutterEdge): (ColumnSplit & Evidence) | null {
  const n = page.lines.length;
  const passages: Passage[] = [];
  const at = (k: number) => (passages[k] ??= passage(page, k, gutter, edge));
  let best: (ColumnSplit & Evidence) | null = null;
  for (let start = 0; start < n; start++) {
    // Columns start at a line two-sided as drawn; one two-sided only by a link's cut is taken
    // inside them, never as their top.
    if (!twoSided(page, start, gutter, at(start)) || at(start).kind === 'cut') continue;
    let last = start;
    while (last + 1 < n && at(last + 1).kind !== 'blocked') last++;
    let first = start;
    // Nor grown over one: above the columns, that is a contacts line across the page
    // ("الهاتف: … | name@mail.com | عكا"), not a sidebar's e-mail.
    const growsOver = (p: Passage) => p.kind !== 'blocked' && !(p.kind === 'cut' && !p.alone);
    for (let k = start - 1; k >= 0 && growsOver(at(k)); k--) if (twoSided(page, k, gutter, at(k))) first = k;
    const end = headerEnd(page, first, last, gutter, at);
    // (A two-cell header cut where its taller cell ends may hold two lines on a side: name and title.)
    const found = checked(page, first, end.line, gutter, at, end.tallerCell ? HEADER_MIN_LINES : MIN_LINES);
    if (found && (!best || better(found, best))) best = found;
    start = last; // the next stretch starts past this one
  }
  return best;
}

/** Which sides of the gutter (or of the line's cut) a line has text on. */
function sidesOf(page: PageRuns, k: number, gutter: number, p: Passage): { left: boolean; right: boolean } {
  if (p.kind === 'draws') return { left: true, right: true };
  const runs = (page.tight ?? page.lines)[k]!;
  const split = p.kind === 'cut' ? p.at : gutter;
  return { left: runs.some(([, e]) => e <= split), right: runs.some(([s]) => s >= split) };
}

/** Lines a two-cell header's cell holds at most (a name and a title; phone, e-mail, town, links). */
const HEADER_CELL_LINES = 5;

/**
 * Where columns that start at the top of the page really end when they are a two-cell header: one
 * side a few lines long and done, the other running on until a line crosses the gutter. The lines
 * under the short side are the one-column body set flush with the long side's cell (a right-to-left
 * page set flush right, a left-to-right one flush left), not more of that cell: the columns end
 * with the short side. A sidebar runs down beside the main column; a header's cell does not.
 */
function headerEnd(
  page: PageRuns,
  first: number,
  last: number,
  gutter: number,
  at: (k: number) => Passage,
): { line: number; tallerCell: boolean } {
  const oneColumnBelow = last + 1 < page.lines.length && at(last + 1).kind === 'blocked';
  if (!oneColumnBelow || first > 2) return { line: last, tallerCell: false };
  const sideLines = { left: [] as number[], right: [] as number[] };
  for (let k = first; k <= last; k++) {
    const p = at(k);
    if (p.kind === 'excused') continue;
    const { left, right } = sidesOf(page, k, gutter, p);
    if (left) sideLines.left.push(k);
    if (right) sideLines.right.push(k);
  }
  const short = sideLines.left.length <= sideLines.right.length ? sideLines.left : sideLines.right;
  const shortEnd = short[short.length - 1];
  const end =
    short.length <= HEADER_CELL_LINES && shortEnd !== undefined && shortEnd < last ? shortEnd : last;
  const cellEnd = tallerCellEnd(page, first, end, gutter, at);
  return cellEnd === null ? { line: end, tallerCell: false } : { line: cellEnd, tallerCell: true };
}

/**
 * The end of a two-cell header whose one cell runs a line or two below the other, when the body's
 * first line (its first heading, "About me", "WORK HISTORY") is set flush with the cell that ended
 * first: under the last line with text on both sides, lines on one side, then on the other. The
 * cells end with the first side's lines; what follows on the other side is the body, not more of
 * its cell (read with that cell, the heading would come before the contacts of the other).
 */
function tallerCellEnd(
  page: PageRuns,
  first: number,
  last: number,
  gutter: number,
  at: (k: number) => Passage,
): number | null {
  let lastTwoSided = last;
  while (lastTwoSided >= first && !twoSided(page, lastTwoSided, gutter, at(lastTwoSided))) lastTwoSided--;
  if (lastTwoSided < first) return null;
  const sides: Array<'left' | 'right'> = [];
  for (let k = lastTwoSided + 1; k <= last; k++) {
    const { left, right } = sidesOf(page, k, gutter, at(k));
    if (left === right) return null;
    sides.push(left ? 'left' : 'right');
  }
  const switchAt = sides.findIndex((side) => side !== sides[0]);
  // One switch only, and the body's part of the region short: a sidebar's and a main column's
  // last lines may alternate.
  if (switchAt <= 0 || sides.slice(switchAt).some((side) => side !== sides[switchAt])) return null;
  if (sides.length - switchAt > 2) return null;
  return lastTwoSided + switchAt;
}

/**
 * Of two splits, the one more lines show: lines with text on both sides, less those the gutter has
 * to excuse (a gutter that happens to fall one point past a word of a body line) and those two-sided
 * only by a link's cut (a gutter placed inside a right-aligned sidebar, its e-mail cut from its
 * icon, must not beat the real one); then the longer, then the one that cuts fewer links.
 */
function better(a: ColumnSplit & Evidence, b: ColumnSplit & Evidence): boolean {
  const [x, y] = [
    a.twoSided - a.excused - a.cutLines - a.drawnOver,
    b.twoSided - b.excused - b.cutLines - b.drawnOver,
  ];
  if (x !== y) return x > y;
  const [long, other] = [a.last - a.first - a.excused, b.last - b.first - b.excused];
  return long !== other ? long > other : a.cutLines < b.cutLines;
}

interface Evidence {
  twoSided: number;
  excused: number;
  /** Lines two-sided only by a link's cut. */
  cutLines: number;
  /**
   * Lines two-sided only as drawn, a text running over the gutter: a gutter placed inside a
   * justified sidebar, past its line's first word (its cell abutting the main column's, that word
   * starts where the main column ends), finds that line two-sided and the next one drawn over; at
   * the cells' edge both lines are clear.
   */
  drawnOver: number;
}

/** The split of lines first..last when each side has text on `minLines` of them. */
function checked(
  page: PageRuns,
  first: number,
  last: number,
  gutter: number,
  at: (k: number) => Passage,
  minLines = MIN_LINES,
): (ColumnSplit & Evidence) | null {
  let left = 0;
  let right = 0;
  let twoSides = 0;
  let excused = 0;
  const cuts: Record<number, number> = {};
  const byDraws: number[] = [];
  for (let k = first; k <= last; k++) {
    const p = at(k);
    // An excused line does not show that a column is there ("سائق" of a body line that starts at
    // a two-cell header's gutter would make that cell a column of three lines).
    if (p.kind === 'excused') {
      excused++;
      continue;
    }
    if (twoSided(page, k, gutter, p)) twoSides++;
    if (p.kind === 'draws') byDraws.push(k);
    if (p.kind === 'cut') cuts[k] = p.at;
    const sides = sidesOf(page, k, gutter, p);
    if (sides.left) left++;
    if (sides.right) right++;
  }
  if (left < minLines || right < minLines) return null;
  return {
    gutter,
    first,
    last,
    twoSided: twoSides,
    cutLines: Object.keys(cuts).length,
    drawnOver: byDraws.length,
    excused,
    ...(Object.keys(cuts).length ? { cuts } : {}),
    ...(byDraws.length ? { byDraws } : {}),
  };
}

/**
 * Gutters tried on a page at most, those with most lines showing a gap there: each try reads every
 * line, so a page of many lines and many gaps is not tried at each of them.
 */
const MAX_GUTTERS = 48;

/** Index of the first of `sorted` greater than `x` (or at least `x` when `orEqual`). */
function firstAbove(sorted: number[], x: number, orEqual = false): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (orEqual ? sorted[mid]! < x : sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Where the page splits into two columns, if it does. Runs of each line sorted by x; `tight`: the
 * same lines as runs of touching glyphs (see `crosses`); `links`: their e-mails and links
 * (`linkRuns`); `draws`: the x extents of the texts drawn apart on each line (`drawsApart`).
 * Each gap of a line gives gutters to try, and the gutter that holds over most lines wins: one
 * line's gap (a short sidebar line beside the main column's widest) can sit off the real gutter.
 */
export function findColumnSplit(
  lines: LineRuns[],
  tight?: LineRuns[],
  links?: LineRuns[],
  draws?: LineRuns[],
): ColumnSplit | null {
  const page: PageRuns = { lines, tight, links, draws };
  const candidates = new Map<string, { gutter: number; edge: GutterEdge; order: number }>();
  const [starts, ends]: [number[], number[]] = [[], []];
  // A gap between two texts drawn apart counts too, however narrow: a narrow sidebar's e-mail
  // drawn two points from the main column's heading is one run of text, yet two draws.
  const drawGaps = (draws ?? []).map((extents) =>
    [...extents]
      .sort((p, q) => p[0] - q[0])
      .flatMap(([, end], k, sorted): LineRuns => {
        const next = sorted[k + 1];
        return next && next[0] > end ? [[end, next[0]]] : [];
      }),
  );
  const gapsOf = (runs: LineRuns): LineRuns =>
    runs.slice(1).map(([start], k): [number, number] => [runs[k]![1], start]);
  for (const gaps of [...lines.map(gapsOf), ...drawGaps]) {
    for (const [a, b] of gaps) {
      // Either column may be ragged at the gap: try just past the left text, just before the right.
      starts.push(a);
      ends.push(b);
      const tries: Array<[number, GutterEdge]> = [
        [b - 0.5, 'right'],
        [a + 0.5, 'left'],
        [(a + b) / 2, 'either'],
      ];
      for (const [gutter, edge] of tries) {
        const key = `${Math.round(gutter * 2)}:${edge}`;
        if (!candidates.has(key)) candidates.set(key, { gutter, edge, order: candidates.size });
      }
    }
  }
  starts.sort((p, q) => p - q);
  ends.sort((p, q) => p - q);
  // Lines with a gap at the gutter: gaps that start before it less those that end before it.
  const support = (g: number) => firstAbove(starts, g, true) - firstAbove(ends, g);
  const tried = [...candidates.values()]
    .map((c) => ({ ...c, support: support(c.gutter) }))
    .sort((p, q) => q.support - p.support || p.order - q.order)
    .slice(0, MAX_GUTTERS)
    .sort((p, q) => p.order - q.order);
  let best: (ColumnSplit & Evidence) | null = null;
  for (const { gutter, edge } of tried) {
    const found = columnsAt(page, gutter, edge);
    if (found && (!best || better(found, best))) best = found;
  }
  if (!best) return null;
  const {
    twoSided: _twoSided,
    excused: _excused,
    cutLines: _cutLines,
    drawnOver: _drawnOver,
    ...split
  } = best;
  return split;
}

/**
 * Whether a segment is the right column's: it starts at or past the gutter, or starts at most
 * FLUSH before it and lies mostly past it. A justified sidebar line fills its cell, so where the
 * cells abut (no padding between them) it starts where the main column's right-aligned lines end.
 */
function reachesFrom(segment: { x: number; end: number } | [number, number], gutter: number): boolean {
  const [x, end] = Array.isArray(segment) ? segment : [segment.x, segment.end];
  if (x >= gutter) return true;
  return gutter - x <= FLUSH && end - gutter > gutter - x;
}

/**
 * The lines of one page in reading order, in blocks: the lines above the columns, the columns of
 * `split` one after the other, the lines below.
 */
export function inReadingOrder(
  lines: VisualLine[],
  split: ColumnSplit | null,
  direction: 'rtl' | 'ltr',
): VisualLine[][] {
  if (!split) return [lines];
  const { first, last } = split;
  const region = lines.slice(first, last + 1);
  const side = (right: boolean) =>
    region
      .map((line, k) => {
        if (line.some((s) => s.side)) return line.filter((s) => (s.side === 'right') === right);
        const cut = split.cuts?.[first + k];
        if (cut !== undefined) return line.filter((s) => s.x >= cut === right);
        // Every segment to one side: one set flush against the gutter (`flush`) ends just past it,
        // or starts just before it (a justified sidebar's line, its cell abutting the main column's).
        return line.filter((s) => reachesFrom(s, split.gutter) === right);
      })
      .filter((l) => l.length > 0);
  const [left, right] = [side(false), side(true)];
  const [a, b] = direction === 'rtl' ? [right, left] : [left, right];
  return [lines.slice(0, first), a, b, lines.slice(last + 1)];
}
