import type { VisualLine } from './pdf-lines.ts';

/**
 * Two-column pages (a resume's sidebar beside its main column) read one column after the other.
 * Lines are grouped by baseline across the whole page, so without this the columns would
 * interleave line by line, and where the gap between them is narrow (table cells) their words would
 * even join on one line.
 *
 * Columns start side by side: a line with text on both sides of a gap is the top of the columns,
 * and they run down while no text crosses that gap and each side keeps text on at least MIN_LINES
 * lines. A one-column page with right-aligned dates has full-width lines right below, so it stays as
 * it is. Lines above the columns (the name across the top) keep their place; the column read first
 * is the left one, or the right one in a right-to-left document. An e-mail or a link that fills a
 * narrow sidebar (or spills out of it) can touch the other column's text at the gutter: that line is
 * cut where the link starts or ends, so the link stays whole in its own column.
 */

const MIN_LINES = 3;
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

function columnsFrom(
  lines: LineRuns[],
  tight: LineRuns[] | undefined,
  links: LineRuns[] | undefined,
  start: number,
  gutter: number,
  edge: GutterEdge,
): ColumnSplit | null {
  let last = start;
  // Lines whose text runs over the gutter but was excused (see `crosses`): they do not show that a
  // column is there, so they do not count toward its lines ("سائق" of a body line that starts at a
  // two-cell header's gutter would make that cell a column of three lines).
  const excused = new Set<number>();
  const cuts: Record<number, number> = {};
  while (last + 1 < lines.length) {
    const next = last + 1;
    if (crosses(lines[next]!, tight?.[next], gutter, edge)) {
      const cut = linkCut(lines[next]!, links?.[next], gutter);
      if (cut === null) break;
      cuts[next] = cut;
    } else if (lines[next]!.some(([s, e]) => s < gutter && e > gutter)) excused.add(next);
    last = next;
  }
  const region = (tight ?? lines).slice(start, last + 1).filter((_, k) => !excused.has(start + k));
  const left = region.filter((runs) => runs.some(([, e]) => e <= gutter)).length;
  const right = region.filter((runs) => runs.some(([s]) => s >= gutter)).length;
  if (left < MIN_LINES || right < MIN_LINES) return null;
  return Object.keys(cuts).length ? { gutter, first: start, last, cuts } : { gutter, first: start, last };
}

/**
 * Where the page splits into two columns, if it does. Runs of each line sorted by x; `tight`: the
 * same lines as runs of touching glyphs (see `crosses`); `links`: their e-mails and links (`linkRuns`).
 */
export function findColumnSplit(
  lines: LineRuns[],
  tight?: LineRuns[],
  links?: LineRuns[],
): ColumnSplit | null {
  for (let i = 0; i < lines.length; i++) {
    const runs = lines[i]!;
    for (let k = 1; k < runs.length; k++) {
      // Either column may be ragged at the gap: try just past the left text, just before the right.
      const [a, b] = [runs[k - 1]![1], runs[k]![0]];
      const candidates: Array<[number, GutterEdge]> = [
        [b - 0.5, 'right'],
        [a + 0.5, 'left'],
        [(a + b) / 2, 'either'],
      ];
      for (const [gutter, edge] of candidates) {
        const found = columnsFrom(lines, tight, links, i, gutter, edge);
        if (found) return found;
      }
    }
  }
  return null;
}

/** The lines of one page in reading order: the columns of `split` one after the other. */
export function inReadingOrder(
  lines: VisualLine[],
  split: ColumnSplit | null,
  direction: 'rtl' | 'ltr',
): VisualLine[] {
  if (!split) return lines;
  const { first, last } = split;
  const region = lines.slice(first, last + 1);
  const side = (right: boolean) =>
    region
      .map((line, k) => {
        const cut = split.cuts?.[first + k];
        if (cut !== undefined) return line.filter((s) => s.x >= cut === right);
        return line.filter((s) => (right ? s.x >= split.gutter : s.end <= split.gutter));
      })
      .filter((l) => l.length > 0);
  const [left, right] = [side(false), side(true)];
  const [a, b] = direction === 'rtl' ? [right, left] : [left, right];
  return [...lines.slice(0, first), ...a, ...b, ...lines.slice(last + 1)];
}
