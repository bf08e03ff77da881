import {
  findColumnSplit,
  inReadingOrder,
  lineRuns,
  linkRuns,
  FLUSH,
  SPACE_GAP,
  TOUCH,
  type ColumnSplit,
} from './pdf-columns.ts';
import { bracketsOf, joinWrappedLines, reattachRangeDashes, type BlockLine } from './pdf-wraps.ts';
import {
  countLatin,
  countRtl,
  dominantDirection,
  fixMirroredBrackets,
  mirroredBrackets,
  hasRtl,
  normalizePresentationForms,
  logicalCandidates,
  restoreNumberGroups,
  toVisual,
  type BaseDirection,
} from './bidi-order.ts';

/**
 * From positioned glyphs to lines in reading order: group glyphs by baseline, sort by x (the order
 * they appear on the page, left to right), put a space where the page shows one, then turn each
 * visual line into logical order with the document's base direction.
 */

export interface PositionedGlyph {
  /** The glyph's Unicode text (a ligature may map to several characters). */
  text: string;
  /** Start of the glyph on the page as displayed (y grows downwards). */
  x: number;
  y: number;
  /** Advance along the baseline. */
  width: number;
  /** Font size on the page. */
  size: number;
  /** False for rotated or mirrored text, which is left out. */
  upright: boolean;
  isSpace: boolean;
}

/** A gap wider than this many font sizes separates columns or table cells. */
const COLUMN_GAP = 3;
/** Glyphs whose baselines differ by less than this fraction of the font size share a line. */
const BASELINE_TOLERANCE = 0.4;

/** One run of a line between column gaps, in visual (left to right) order. */
export interface VisualSegment {
  visual: string;
  x: number;
  end: number;
  /** The column of a line whose columns' texts meet at the gutter, told apart by how they were drawn. */
  side?: 'left' | 'right';
  /** Baseline and font size (of its first glyph, its largest), to tell a wrapped line (`pdf-wraps.ts`). */
  y?: number;
  size?: number;
}

export type VisualLine = VisualSegment[];

const MARKS = /^\p{M}+$/u;
const LETTER = /\p{L}/u;

function groupByBaseline<G extends PositionedGlyph>(glyphs: G[]): G[][] {
  const sorted = glyphs
    .map((g, index) => ({ g, index }))
    .sort((p, q) => p.g.y - q.g.y || p.index - q.index)
    .map(({ g }) => g);
  const lines: G[][] = [];
  let current: G[] = [];
  let lineY = 0;
  let lineSize = 0;
  for (const glyph of sorted) {
    const tolerance = BASELINE_TOLERANCE * Math.min(glyph.size, lineSize || glyph.size);
    if (current.length > 0 && Math.abs(glyph.y - lineY) <= tolerance) {
      current.push(glyph);
      continue;
    }
    if (current.length > 0) lines.push(current);
    current = [glyph];
    lineY = glyph.y;
    lineSize = glyph.size;
  }
  if (current.length > 0) lines.push(current);
  return lines;
}

/**
 * The characters a glyph adds to a visual string. A ligature of right-to-left letters maps to its
 * letters in logical order, so it is reversed to match its neighbours.
 */
function visualText(text: string): string {
  const chars = Array.from(text);
  if (chars.length > 1 && hasRtl(text) && !/[A-Za-z0-9]/.test(text)) return chars.reverse().join('');
  return text;
}

class SegmentBuilder {
  chars: string[] = [];
  x = Number.POSITIVE_INFINITY;
  end = Number.NEGATIVE_INFINITY;
  y = 0;
  size = 0;
  private lastText = '';
  private lastX = Number.NEGATIVE_INFINITY;
  private lastEnd = Number.NEGATIVE_INFINITY;

  get empty(): boolean {
    return this.chars.length === 0;
  }

  space(): void {
    if (!this.empty && this.chars[this.chars.length - 1] !== ' ') this.chars.push(' ');
  }

  add(glyph: PositionedGlyph): void {
    // The same glyph drawn twice at (almost) the same place is a fake bold.
    if (glyph.text === this.lastText && Math.abs(glyph.x - this.lastX) < 0.1 * glyph.size) return;
    const text = visualText(glyph.text);
    const last = this.chars[this.chars.length - 1];
    // A letter drawn with no width at the left edge of the right-to-left letter before it is the
    // rest of one ligature: the alef of a lam-alef ("الآن" drawn as lam, then a zero-width alef
    // madda). (One at a letter's right edge belongs to the letter after it.)
    const insideLast =
      glyph.width <= 0.05 * glyph.size &&
      glyph.x - this.lastX < this.lastEnd - glyph.x &&
      hasRtl(text) &&
      LETTER.test(text);
    this.lastText = glyph.text;
    this.lastX = glyph.x;
    this.lastEnd = glyph.x + Math.max(glyph.width, 0);
    if ((MARKS.test(text) || insideLast) && last && hasRtl(last) && LETTER.test(last)) {
      // A mark over a right-to-left letter, or the rest of its ligature: before it in visual
      // order, after it once reversed.
      this.chars.splice(this.chars.length - 1, 0, ...Array.from(text));
    } else {
      this.chars.push(...Array.from(text));
    }
    if (this.size === 0) this.y = glyph.y;
    this.size = Math.max(this.size, glyph.size);
    this.x = Math.min(this.x, glyph.x);
    this.end = Math.max(this.end, glyph.x + Math.max(glyph.width, 0));
  }

  build(): VisualSegment {
    return { visual: this.chars.join('').trim(), x: this.x, end: this.end, y: this.y, size: this.size };
  }
}

/** A page's lines in visual order, and where it splits into two columns (null when it does not). */
export interface VisualPage {
  lines: VisualLine[];
  columns: ColumnSplit | null;
  /** The page's width in points, when known. */
  width?: number;
}

/** A glyph and its place in the content stream. */
type DrawnGlyph = PositionedGlyph & { order: number };

/** Glyphs this far apart in the content stream were not drawn as one text (other text came between). */
const DRAW_BREAK = 3;

/**
 * A line's glyphs split into the texts the content stream draws one after the other: a sidebar's
 * line and the main column's line beside it are drawn apart (each column, or table cell, as a
 * whole), a paragraph's words together. Not split where the pen jumps: a right-to-left paragraph's
 * runs of numbers and Latin are drawn in logical order, each from its left end.
 */
function drawsOf(line: DrawnGlyph[]): DrawnGlyph[][] {
  const draws: DrawnGlyph[][] = [];
  let previous: DrawnGlyph | undefined;
  for (const g of [...line].sort((p, q) => p.order - q.order)) {
    if (!previous || g.order - previous.order > DRAW_BREAK) draws.push([]);
    draws[draws.length - 1]!.push(g);
    previous = g;
  }
  return draws;
}

function extent(glyphs: PositionedGlyph[]): [number, number] {
  let [from, to] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const g of glyphs) {
    if (g.isSpace) continue;
    from = Math.min(from, g.x);
    to = Math.max(to, g.x + Math.max(g.width, 0));
  }
  return [from, to];
}

/** Glyphs of one page -> its lines, each split into segments at column gaps, in visual order. */
export function layoutVisualPage(glyphs: PositionedGlyph[]): VisualPage {
  const upright = glyphs
    .map((g, order): DrawnGlyph => ({ ...g, order }))
    .filter((g) => g.upright && g.text.length > 0);
  const byX = groupByBaseline(upright).map((line) =>
    [...line].sort((p, q) => p.x - q.x || p.order - q.order),
  );
  const draws = byX.map((line) => drawsOf(line).filter((d) => d.some((g) => !g.isSpace)));
  const columns = findColumnSplit(
    byX.map((line) => lineRuns(line)),
    byX.map((line) => lineRuns(line, TOUCH)),
    byX.map((line) => linkRuns(line)),
    draws.map((line) => line.map(extent)),
  );
  const byDraws = new Set(columns?.byDraws);
  const lines = byX.map((line, lineIndex) => {
    const inColumns = columns !== null && lineIndex >= columns.first && lineIndex <= columns.last;
    if (inColumns && byDraws.has(lineIndex)) {
      // Each column's texts alone, in visual order, marked with their side.
      const sides = { left: [] as DrawnGlyph[], right: [] as DrawnGlyph[] };
      for (const draw of draws[lineIndex]!) {
        const [from, to] = extent(draw);
        sides[(from + to) / 2 >= columns.gutter ? 'right' : 'left'].push(...draw);
      }
      return (['left', 'right'] as const).flatMap((side) =>
        segmentsOf(
          sides[side].sort((p, q) => p.x - q.x || p.order - q.order),
          null,
          undefined,
        ).map((s) => ({ ...s, side })),
      );
    }
    return segmentsOf(
      line,
      inColumns ? columns.gutter : null,
      inColumns ? columns.cuts?.[lineIndex] : undefined,
    );
  });
  return { lines, columns };
}

/** A line's glyphs (sorted by x) as segments split at column gaps and at the gutter or a cut. */
function segmentsOf(
  line: PositionedGlyph[],
  gutter: number | null,
  cut: number | undefined,
): VisualSegment[] {
  const segments: VisualSegment[] = [];
  let segment = new SegmentBuilder();
  let pendingSpace = false;
  for (const glyph of line) {
    if (glyph.isSpace) {
      pendingSpace = true;
      continue;
    }
    const gap = glyph.x - segment.end;
    // (A column's text may end just past the gutter, flush against it: what starts past it after
    // a space's gap is the other column's, unless the text started only just before it: `FLUSH`.)
    const acrossGutter =
      cut !== undefined
        ? segment.x < cut && glyph.x >= cut
        : gutter !== null &&
          glyph.x >= gutter &&
          (segment.end <= gutter || (segment.x < gutter - FLUSH && gap > SPACE_GAP * glyph.size));
    if (!segment.empty && (gap > COLUMN_GAP * glyph.size || acrossGutter)) {
      segments.push(segment.build());
      segment = new SegmentBuilder();
    } else if (!segment.empty && (pendingSpace || gap > SPACE_GAP * glyph.size)) {
      segment.space();
    }
    pendingSpace = false;
    segment.add(glyph);
  }
  if (!segment.empty) segments.push(segment.build());
  return segments.filter((s) => s.visual.length > 0);
}

/** The lines of a page in visual order (columns not told apart). */
export function layoutVisualLines(glyphs: PositionedGlyph[]): VisualLine[] {
  return layoutVisualPage(glyphs).lines;
}

/** A range of years, its end with a month or not ("2019 – 2021", "04/2020 – 09/2021"). */
const YEAR_RANGE = /\b((?:19|20)\d\d)\s*[-–—]\s*(?:\d{1,2}[./])?((?:19|20)\d\d)\b/g;
const PRESENT = '(?:היום|כיום|הווה|present|now|today|current|حتى الآن|حتى الان|حاليا|حاليًا|الآن)';
/** A range that runs to today ("03/2021 – היום"), and a present word cut off at a line's start. */
const OPEN_RANGE = new RegExp(`(?:19|20)\\d\\d\\s*[-–—]\\s*${PRESENT}(?![\\p{L}])`, 'giu');
const LEADING_PRESENT = new RegExp(`^${PRESENT}\\s*[-–—]\\s*\\D`, 'iu');

/** A comma after a space and right before a word or a bracket: no one writes one so. */
const COMMA_BEFORE_WORD = /\s[,،][\p{L}\p{N}([]/gu;
/** A colon or semicolon after a space and right before a word ("English :שפות"): a label read backwards. */
const COLON_BEFORE_WORD = /\s[:;؛]\p{L}/gu;
/**
 * A number or a range of them ("101", "2012-2016", "03/2019 – 2021"); not a phone ("052-7730815", or
 * its groups still reversed, "7730815-052"), an item of its own that a contacts line writes before
 * or after its e-mail alike.
 */
const NUMBER = String.raw`(?!0\d{1,2}[- ]?\d{3}|\d{7})\d[\d/.]{0,9}(?:\s?[-–]\s?\d[\d/.]{0,9})?`;
/**
 * A number standing alone as a list's item right after a Latin item: after a separator, and before
 * another separator or a stop and then a word. A right-to-left line's "טפסי 101 · Excel" or
 * "2012-2016 | B.Sc. מדעי …" is drawn as its other reading, "טפסי Excel · 101 ·" or "B.Sc | 2012-2016.
 * מדעי …", whose Latin and number run together left to right.
 */
const NUMBER_ITEM_AFTER_LATIN = new RegExp(
  String.raw`\p{Script=Latin}[.+#]?\s?[·•|▪]\s?${NUMBER}\s?[·•|▪.,،;](?=\s)`,
  'gu',
);
/**
 * The same at the end of a line of Latin alone, in a right-to-left document: "2012-2016 | B.Sc.
 * Nutritional", a right-to-left paragraph's line that wrapped before its Hebrew or Arabic, drawn
 * "B.Sc. Nutritional | 2012-2016". (A line with Hebrew or Arabic often ends in its years so:
 * "מנהל מערכות Linux · 2017 – 2020".)
 */
const NUMBER_ITEM_ENDS_LATIN = new RegExp(String.raw`\p{Script=Latin}[.+#]?\s?[·•|▪]\s?${NUMBER}$`, 'u');

/**
 * How natural a logical reading looks: ascending year ranges, ranges that run to today, balanced
 * brackets, no leading stop.
 */
function plausibility(text: string): number {
  let score = 0;
  for (const m of text.matchAll(YEAR_RANGE)) score += Number(m[1]) <= Number(m[2]) ? 1 : -1;
  score += [...text.matchAll(OPEN_RANGE)].length;
  if (LEADING_PRESENT.test(text)) score -= 1;
  if (/^[.,:;!?)\]}]/.test(text)) score -= 1;
  // "CompTIA A+", "C++", "C#" alone in a right-to-left paragraph: the sign, a neutral at the
  // paragraph's end, is drawn left of the Latin ("+CompTIA A"); no word starts with one.
  if (/^[+#]{1,3}\p{Script=Latin}/u.test(text)) score -= 1;
  // A comma ends the word before it: " ,(WMS)" is a list's separator read on the wrong side of its
  // item ("ניהול מלאי SAP ,(WMS)" for "ניהול מלאי (WMS), SAP").
  score -= [...text.matchAll(COMMA_BEFORE_WORD)].length;
  score -= [...text.matchAll(COLON_BEFORE_WORD)].length;
  score -= [...text.matchAll(NUMBER_ITEM_AFTER_LATIN)].length;
  if (!hasRtl(text) && NUMBER_ITEM_ENDS_LATIN.test(text)) score -= 1;
  // A list's bullet leads its item: "Tabit •" is a right-to-left "• Tabit" read the wrong way.
  if (/\s[•▪●◦■]$/u.test(text)) score -= 1;
  if (/[([{]$/.test(text)) score -= 1;
  let depth = 0;
  for (const ch of text) {
    if ('([{'.includes(ch)) depth++;
    else if (')]}'.includes(ch) && --depth < 0) break;
  }
  if (depth !== 0) score -= 1;
  return score;
}

/** The most plausible reading; ties go to the earlier candidate. */
function mostPlausible(candidates: string[]): string {
  let best = candidates[0]!;
  let bestScore = plausibility(best);
  for (const candidate of candidates.slice(1)) {
    const score = plausibility(candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
}

/** A reading of a visual line, finished as a logical line of its base direction. */
interface Reading {
  base: BaseDirection;
  text: string;
}

/**
 * The logical readings of a visual line, the one `logicalSegment` keeps first (on a tie of
 * plausibility the earlier wins).
 */
function segmentReadings(visual: string, documentDirection: BaseDirection): Reading[] {
  if (!hasRtl(visual)) {
    if (documentDirection === 'ltr') return [{ base: 'ltr', text: visual }];
    // No right-to-left letters in a right-to-left document: the paragraph may have been either
    // direction. Keep the reading that looks like real text, the page as it is on a tie. (A
    // right-to-left reading's brackets may have been drawn mirrored: Chromium draws "(2013 – 2018)"
    // of a Hebrew paragraph as "(2018 – 2013)".)
    const rightToLeft = logicalCandidates(visual, 'rtl');
    return [visual, ...rightToLeft, ...rightToLeft.map(mirroredBrackets)].map((text) => ({
      base: 'rtl',
      text,
    }));
  }
  const likely: BaseDirection =
    documentDirection === 'rtl' || countRtl(visual) >= countLatin(visual) ? 'rtl' : 'ltr';
  // A line of both scripts may come from a paragraph of either direction (a Hebrew resume written
  // mostly in English words): the other direction's readings are kept when they read better
  // ("QA Engineer — 01/2020 – היום" rather than "היום – QA Engineer — 01/2020").
  const other: BaseDirection = likely === 'rtl' ? 'ltr' : 'rtl';
  return [
    ...logicalCandidates(visual, likely).map((c) => ({ base: likely, text: fixMirroredBrackets(c, likely) })),
    ...(countLatin(visual) > 0
      ? logicalCandidates(visual, other).map((c) => ({ base: other, text: fixMirroredBrackets(c, other) }))
      : []),
    ...shapeBracketReadings(visual, likely),
  ];
}

/**
 * Readings of a line whose brackets were drawn as the shape shown (Chromium): the logical text the
 * UBA draws as the line with its brackets turned. A bracketed Latin name before another Latin item
 * of a right-to-left list ("ניהול מלאי (WMS), SAP") is drawn so that, its brackets taken as drawn,
 * the line also reads as one left-to-right run "SAP ,(WMS)" after the Hebrew; the written reading
 * maps only onto the turned brackets. Kept last: chosen only when it reads more plausibly.
 */
function shapeBracketReadings(visual: string, base: BaseDirection): Reading[] {
  if (base !== 'rtl' || !/[()[\]{}]/.test(visual) || countLatin(visual) === 0) return [];
  const turned = mirroredBrackets(visual);
  return logicalCandidates(turned, base)
    .filter((text) => toVisual(text, base) === turned)
    .map((text) => ({ base, text }));
}

/** A reading as the line's text: spaces and marks tidied, a wrapped comma and a phone's groups put back. */
function finished(reading: Reading, visual: string): string {
  if (!hasRtl(visual) && reading.base === 'ltr') return tidy(reading.text);
  // (A line of Latin alone read right to left, not as drawn, ends as a right-to-left line does:
  // "2012-2016 | B.Sc." is drawn ".B.Sc | 2012-2016".)
  const rightToLeft = reading.base === 'rtl' && (hasRtl(visual) || reading.text !== visual);
  const text = tidy(rightToLeft ? reattachWrappedPunctuation(reading.text) : reading.text);
  // A line with right-to-left letters (or of a right-to-left page) may have its numbers reordered.
  return restoreNumberGroups(text);
}

function logicalSegment(visual: string, documentDirection: BaseDirection): string {
  const readings = segmentReadings(visual, documentDirection);
  const best = mostPlausible(readings.map((r) => r.text));
  return finished(
    readings.find((r) => r.text === best)!,
    visual,
  );
}

/** Readings of a line with every bracket mirrored too: Chromium draws a bracket as the shape shown. */
function withMirroredBrackets(readings: Reading[]): Reading[] {
  return [...readings, ...readings.map((r) => ({ ...r, text: mirroredBrackets(r.text) }))];
}

/**
 * A right-to-left paragraph wrapped inside brackets ("… של שישה עובדים (2012" / "– 2017)"): each
 * line, read alone, resolves its half of the pair by the line's edge, and a producer that draws a
 * mirrored bracket as the shape shown (Chromium) leaves both halves reversed ("… עובדים )2012",
 * "(2017 –"). Two lines in a row whose brackets do not close, read together, take the readings of
 * each (brackets mirrored or not) that close them and read most plausibly, when that reads better
 * than the readings kept alone.
 */
function mendSplitBrackets(lines: BlockLine[], visuals: string[], direction: BaseDirection): void {
  for (let k = 0; k + 1 < lines.length; k++) {
    const [first, second] = [bracketsOf(lines[k]!.text), bracketsOf(lines[k + 1]!.text)];
    if (first.open + first.unopened === 0 || second.open + second.unopened === 0) continue;
    const together = (a: string, b: string) => bracketsOf(`${a} ${b}`);
    const current = together(lines[k]!.text, lines[k + 1]!.text);
    if (current.open === 0 && current.unopened === 0) continue;
    const [visualA, visualB] = [visuals[k]!, visuals[k + 1]!];
    const readingsA = withMirroredBrackets(segmentReadings(visualA, direction)).map((r) =>
      finished(r, visualA),
    );
    const readingsB = withMirroredBrackets(segmentReadings(visualB, direction)).map((r) =>
      finished(r, visualB),
    );
    // The pair read together first, then each line alone ("118290)" rather than ")118290").
    let best: [string, string] | null = null;
    let bestScore = [plausibility(`${lines[k]!.text} ${lines[k + 1]!.text}`), Number.NEGATIVE_INFINITY];
    for (const a of readingsA)
      for (const b of readingsB) {
        const closed = together(a, b);
        if (closed.open !== 0 || closed.unopened !== 0) continue;
        const score = [plausibility(`${a} ${b}`), plausibility(a) + plausibility(b)];
        if (score[0]! > bestScore[0]! || (score[0] === bestScore[0] && score[1]! > bestScore[1]!))
          [best, bestScore] = [[a, b], score];
      }
    if (!best) continue;
    lines[k] = { ...lines[k]!, text: best[0] };
    lines[k + 1] = { ...lines[k + 1]!, text: best[1] };
    k++;
  }
}

/**
 * A right-to-left paragraph that wraps right after "Node.js," shows the comma beside the Latin word
 * (it was resolved with the next line's words); read as a line alone it would come before the
 * word (", ,Node.js"). Put it back after the word.
 */
function reattachWrappedPunctuation(text: string): string {
  return text.replace(/(^|\s)([,.;:!?،])([A-Za-z0-9][\w.+#/-]*)$/u, '$1$3$2');
}

function tidy(text: string): string {
  return normalizePresentationForms(text)
    .replace(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[ \t\u00A0]+/g, ' ')
    .trim();
}

/** A block's lines with their wrapped ranges' dashes put back (`reattachRangeDashes`). */
function withRangeDashes(lines: BlockLine[]): BlockLine[] {
  const texts = reattachRangeDashes(lines.map((l) => l.text));
  return lines.map((line, k) => (texts[k] === line.text ? line : { ...line, text: texts[k]! }));
}

/** Lines that must read better right to left than as drawn to take a page mostly of Latin letters for right-to-left. */
const RTL_READINGS = 2;

/**
 * The document's base direction: right-to-left when a third of its letters are (`dominantDirection`),
 * and when fewer are but its lines read better right to left than as drawn. A Hebrew resume full of
 * English terms is set in right-to-left paragraphs: "2021 – 2023 Commis Cook, Carlton Hotel" is drawn
 * "Commis Cook, Carlton Hotel 2023 – 2021", a sentence's full stop before its first word. A page
 * set left to right reads best as drawn, so its lines give no such vote.
 */
function readingDirection(visuals: string[]): BaseDirection {
  if (dominantDirection(visuals.join(' ')) === 'rtl') return 'rtl';
  if (!visuals.some(hasRtl)) return 'ltr';
  let better = 0;
  for (const visual of visuals) {
    if (!/[A-Za-z0-9]/.test(visual)) continue;
    if (plausibility(logicalSegment(visual, 'rtl')) > plausibility(logicalSegment(visual, 'ltr'))) better++;
    if (better >= RTL_READINGS) return 'rtl';
  }
  return 'ltr';
}

/**
 * Whether a page holds only the rest of the column read first on the page before: no columns of
 * its own, and every line of it on that column's side of that page's gutter (the right side on a
 * right-to-left page).
 */
function continuesFirstColumn(page: VisualPage, split: ColumnSplit, direction: BaseDirection): boolean {
  if (page.columns || page.lines.length === 0) return false;
  return page.lines.every((line) =>
    line.every((s) => (direction === 'rtl' ? s.x >= split.gutter - FLUSH : s.end <= split.gutter + FLUSH)),
  );
}

/**
 * The direction a block's lines are read in: a Hebrew or Arabic sidebar beside an English main
 * column (a third of its letters right to left, `dominantDirection`) sets its paragraphs right to
 * left, though the document reads left to right: "C++" alone there is drawn "++C", "C#" as "#C".
 * Its lines are read as a right-to-left document's: a line of Latin alone right to left when that
 * reads better, a line of both scripts right to left first.
 */
function blockDirection(block: VisualLine[], direction: BaseDirection): BaseDirection {
  if (direction === 'rtl') return direction;
  const text = block.map((segments) => segments.map((s) => s.visual).join(' ')).join(' ');
  return dominantDirection(text);
}

/**
 * Visual lines of the whole document -> logical lines. The base direction comes from the whole
 * document, so a line of only numbers in a Hebrew resume is read right to left.
 */
export function toLogicalLines(pages: Array<VisualLine[] | VisualPage>): string[] {
  const visualPages = pages.map((p): VisualPage => (Array.isArray(p) ? { lines: p, columns: null } : p));
  const visuals = visualPages.flatMap((page) =>
    page.lines.flatMap((segments) => segments.map((s) => s.visual)),
  );
  const direction = readingDirection(visuals);
  const out: string[] = [];
  for (let p = 0; p < visualPages.length; p++) {
    const page = visualPages[p]!;
    const blocks = inReadingOrder(page.lines, page.columns, direction);
    // inReadingOrder gives [above, first column, second column, below]; the left column is the
    // first on a left-to-right page, the second on a right-to-left one.
    const leftColumn = page.columns ? blocks[direction === 'rtl' ? 2 : 1] : undefined;
    const rightColumn = page.columns ? blocks[direction === 'rtl' ? 1 : 2] : undefined;
    // The page's right margin, taken as wide as its left one: what bounds a line of any block
    // but the left column (bounded by its gutter) when it is the block's longest; and its left
    // margin, taken as wide as its right one, for any block but the right column.
    const starts = page.lines.flatMap((segments) => segments.map((s) => s.x));
    const ends = page.lines.flatMap((segments) => segments.map((s) => s.end));
    const rightMargin =
      page.width !== undefined && starts.length ? page.width - Math.min(...starts) : undefined;
    const leftMargin = page.width !== undefined && ends.length ? page.width - Math.max(...ends) : undefined;
    const next = visualPages[p + 1];
    if (
      page.columns &&
      blocks[3]!.length === 0 &&
      next &&
      continuesFirstColumn(next, page.columns, direction)
    ) {
      // The first column runs on over the next page (a long sidebar, its table row broken across
      // pages): read it whole before the second column, as the Word file's table cell is.
      blocks.splice(2, 0, next.lines);
      p++;
    }
    for (const block of blocks) {
      const lines: BlockLine[] = [];
      const visuals: string[] = [];
      const lineDirection = blockDirection(block, direction);
      for (const segments of block) {
        const ordered = direction === 'rtl' ? [...segments].sort((p, q) => q.end - p.end) : segments;
        // A mark drawn apart from its letter (a shadda set above a justified line's baseline) is
        // no text of its own.
        const texts = ordered
          .map((segment) => ({ visual: segment.visual, text: logicalSegment(segment.visual, lineDirection) }))
          .filter(({ text }) => /[^\p{M}\s]/u.test(text));
        const only = ordered.length === 1 ? ordered[0]! : null;
        for (const { visual, text } of texts) {
          visuals.push(visual);
          lines.push({
            text,
            ...(only?.y !== undefined && only.size
              ? {
                  box: {
                    x: only.x,
                    end: only.end,
                    y: only.y,
                    size: only.size,
                    chars: Array.from(only.visual).length,
                  },
                }
              : {}),
          });
        }
      }
      if (direction === 'rtl') mendSplitBrackets(lines, visuals, direction);
      out.push(
        ...joinWrappedLines(
          direction === 'rtl' ? withRangeDashes(lines) : lines,
          direction,
          block === leftColumn ? page.columns!.gutter : rightMargin,
          block === rightColumn ? page.columns!.gutter : leftMargin,
          block === leftColumn ? 'right' : block === rightColumn ? 'left' : undefined,
        ),
      );
    }
  }
  return out;
}
