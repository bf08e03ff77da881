import bidiFactory from 'bidi-js';

/**
 * Turning the visual order of a PDF line back into logical (reading) order.
 *
 * A PDF draws glyphs left to right, so a right-to-left line is stored in visual order. The Unicode
 * bidi algorithm (UBA) maps logical -> visual; it is not its own inverse (rules W2 and W7 look
 * backwards for context), so we build candidates for the logical text and keep the one that the UBA
 * maps back onto the visual text we saw.
 */

const bidi = bidiFactory();

export type BaseDirection = 'rtl' | 'ltr';

/** Hebrew, Arabic, Syriac, Thaana, NKo and their presentation forms. */
const RTL_CHAR = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
const RTL_CHARS = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/gu;
const LATIN_CHARS = /[A-Za-z\u00C0-\u024F]/g;

export function hasRtl(text: string): boolean {
  return RTL_CHAR.test(text);
}

export function countRtl(text: string): number {
  return text.match(RTL_CHARS)?.length ?? 0;
}

export function countLatin(text: string): number {
  return text.match(LATIN_CHARS)?.length ?? 0;
}

/** Reverses the runs of `chars` in place, from the lowest odd level up (the inverse of rule L2). */
function unreorder(chars: string[], levels: number[]): string {
  let highest = 0;
  let lowestOdd = Number.POSITIVE_INFINITY;
  for (const level of levels) {
    highest = Math.max(highest, level);
    if (level % 2 === 1) lowestOdd = Math.min(lowestOdd, level);
  }
  for (let level = lowestOdd; level <= highest; level++) {
    let start = -1;
    for (let i = 0; i <= levels.length; i++) {
      const inRun = i < levels.length && levels[i]! >= level;
      if (inRun && start < 0) start = i;
      if (!inRun && start >= 0) {
        reverseRange(chars, start, i);
        reverseRange(levels, start, i);
        start = -1;
      }
    }
  }
  return chars.join('');
}

function reverseRange<T>(values: T[], start: number, end: number): void {
  for (let i = start, j = end - 1; i < j; i++, j--) {
    const t = values[i]!;
    values[i] = values[j]!;
    values[j] = t;
  }
}

/** Logical -> visual by the UBA (rule L2), without mirroring: what a PDF producer draws. */
export function toVisual(logical: string, base: BaseDirection): string {
  if (!hasRtl(logical) && base === 'ltr') return logical;
  const order = bidi.getReorderedIndices(logical, bidi.getEmbeddingLevels(logical, base));
  return fixSurrogates(order.map((i) => logical[i]).join(''));
}

/**
 * Visual -> logical, first guess: the levels are computed on an approximation of the logical text
 * (for a right-to-left base the reversed visual text), then rule L2 is undone.
 */
function approximateLogical(visual: string, base: BaseDirection): string {
  const chars = Array.from(visual);
  // Reversing puts a closing bracket before its opener; swap them so bracket pairs resolve (rule N0).
  const approx = base === 'rtl' ? [...chars].reverse().map(swapBracket).join('') : visual;
  const approxLevels = levelsOfCodePoints(approx, base);
  const levels = base === 'rtl' ? [...approxLevels].reverse() : approxLevels;
  return unreorder(chars, levels);
}

const BRACKET_SWAP: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{' };

function swapBracket(ch: string): string {
  return BRACKET_SWAP[ch] ?? ch;
}

/** A text with every bracket turned the other way: what a producer that draws the shape shown gives. */
export function mirroredBrackets(text: string): string {
  return text.replace(/[()[\]{}]/g, swapBracket);
}

/** Embedding levels per code point (bidi-js works on UTF-16 code units). */
function levelsOfCodePoints(text: string, base: BaseDirection): number[] {
  const unitLevels = bidi.getEmbeddingLevels(text, base).levels;
  const result: number[] = [];
  let unit = 0;
  for (const ch of text) {
    result.push(unitLevels[unit] ?? 0);
    unit += ch.length;
  }
  return result;
}

/** A reversed surrogate pair (low before high) is put back in order. */
function fixSurrogates(text: string): string {
  return text.replace(/([\uDC00-\uDFFF])([\uD800-\uDBFF])/g, '$2$1');
}

/**
 * Readings of a visual line that the UBA maps back onto it. Candidates: the UBA applied to the
 * visual text itself, and the inverse of rule L2 with levels from the approximate logical text
 * (right when Arabic context turned digits into Arabic numbers, rule W2). Several can qualify:
 * the visual looks the same either way. The first keeps left-to-right runs together.
 */
export function logicalCandidates(visual: string, base: BaseDirection): string[] {
  if ((!hasRtl(visual) && base === 'ltr') || !/\S/.test(visual)) return [visual];
  const candidates = [toVisual(visual, base), approximateLogical(visual, base)];
  if (base === 'rtl') {
    candidates.push(latinWordsApart(visual));
    candidates.push(...candidates.flatMap(rangeFirstReadings));
  }
  const verified = candidates.filter((c, i) => candidates.indexOf(c) === i && toVisual(c, base) === visual);
  return verified.length > 0 ? verified : [candidates[1]!];
}

/** A Latin letter or digit. */
const LATIN_WORD_CHAR = /[A-Za-z0-9]/;
/**
 * What may stand inside a Latin name between its words ("AutoCAD Electrical", "Node.js", "C++"), or
 * between the items of a Latin list ("Jira، TestRail، SQL": a comma between two Latin words takes
 * their direction, so the list is one run).
 */
const INSIDE_NAME = /^[\s.+#&'/_,،-]+$/;

/**
 * A reading of a right-to-left line in which only Latin words (and what joins them inside a name)
 * run left to right, and the brackets and commas between them keep the line's direction:
 * "AutoCAD Electrical ,)PLC( …" is "… (PLC), AutoCAD Electrical", which the UBA draws the same as
 * "… (AutoCAD Electrical ,)PLC". The caller keeps it only when it maps back onto the visual line.
 */
function latinWordsApart(visual: string): string {
  const chars = Array.from(visual);
  const latin = chars.map((ch) => LATIN_WORD_CHAR.test(ch));
  const levels = chars.map((_, i) => (latin[i] ? 2 : 1));
  // Neutrals inside a name (between two Latin characters, nothing but spaces and joiners) stay with it.
  let i = 0;
  while (i < chars.length) {
    if (latin[i]) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && !latin[j]) j++;
    const between = chars.slice(i, j).join('');
    if (i > 0 && j < chars.length && INSIDE_NAME.test(between)) for (let k = i; k < j; k++) levels[k] = 2;
    i = j;
  }
  return unreorder(chars, levels);
}

/** A year, or a month and year ("2019", "03/2019"). */
const YEAR = String.raw`(?:\d{1,2}[./])?(?:19|20)\d\d`;
/** A reading opening with a run of Latin that ends in a range's dash and its year. */
const LATIN_THEN_RANGE_START = new RegExp(
  String.raw`^([A-Za-z][^\u0590-\u08FF]*?)(\s*[-–—]\s*)(${YEAR})(?!\d)`,
);
/** A reading of Latin alone that ends in a range whose years came out reversed. */
const LATIN_THEN_REVERSED_RANGE = new RegExp(
  String.raw`^([A-Za-z][^\u0590-\u08FF]*?)\s+(${YEAR})(\s*[-–—]\s*)(${YEAR})$`,
);

/**
 * A range at the start of a right-to-left line of Latin is drawn as a year after Latin letters would
 * be: "2023 – present Chef de Partie, מסעדת …" as "present Chef de Partie – 2023, מסעדת …", "2016 –
 * 2020 Junior Analyst (part-time)" as "Junior Analyst (part-time) 2020 – 2016". The readings with
 * the range first are candidates too (the caller keeps those that map back onto the visual line;
 * plausibility chooses).
 */
function rangeFirstReadings(reading: string): string[] {
  const readings: string[] = [];
  const opening = LATIN_THEN_RANGE_START.exec(reading);
  if (opening) readings.push(`${opening[3]}${opening[2]}${opening[1]}${reading.slice(opening[0].length)}`);
  const closing = LATIN_THEN_REVERSED_RANGE.exec(reading);
  if (closing) readings.push(`${closing[4]}${closing[3]}${closing[2]} ${closing[1]}`);
  return readings;
}

/** Visual -> logical: the first reading from `logicalCandidates`. */
export function toLogical(visual: string, base: BaseDirection): string {
  return logicalCandidates(visual, base)[0]!;
}

const OPENERS = '([{<«';
const CLOSERS = ')]}>»';

/** Brackets balance when no closer comes before its opener and every opener is closed. */
function bracketsBalance(text: string): boolean {
  const stack: string[] = [];
  for (const ch of text) {
    const open = OPENERS.indexOf(ch);
    if (open >= 0) stack.push(CLOSERS[open]!);
    else if (CLOSERS.includes(ch)) {
      if (stack.pop() !== ch) return false;
    }
  }
  return stack.length === 0;
}

/**
 * Some producers (LibreOffice) map a mirrored bracket glyph to the logical character, others
 * (Chromium) to the character of the shape drawn. When the brackets of a line do not balance,
 * mirroring the brackets in its right-to-left runs is tried; it is kept when it balances them.
 */
export function fixMirroredBrackets(logical: string, base: BaseDirection): string {
  if (!/[()[\]{}<>«»]/.test(logical) || !hasRtl(logical) || bracketsBalance(logical)) return logical;
  const levels = bidi.getEmbeddingLevels(logical, base);
  const mirrored = bidi.getMirroredCharactersMap(logical, levels.levels);
  const chars = logical.split('');
  for (const [index, ch] of mirrored) chars[index] = ch;
  const candidate = chars.join('');
  if (mirrored.size > 0 && bracketsBalance(candidate)) return candidate;
  // The levels are those of the misread text: in "דורה )Lidcombe(, 2019" the year takes the Latin's
  // direction, so the closing shape after "Lidcombe" looks left to right and is not mirrored. Every
  // bracket of the line mirrored is kept when that alone balances them.
  const everyMirrored = mirroredBrackets(logical);
  return bracketsBalance(everyMirrored) ? everyMirrored : logical;
}

/** Arabic presentation forms (and Latin ligatures) back to letters; pdf.js leaves them as drawn. */
export function normalizePresentationForms(text: string): string {
  return text.replace(/[\uFB00-\uFB06\uFB50-\uFDFF\uFE70-\uFEFF]+/g, (run) => run.normalize('NFKC'));
}

/** The dominant direction of a text: right-to-left when at least 30% of its letters are. */
export function dominantDirection(text: string): BaseDirection {
  const rtl = countRtl(text);
  const latin = countLatin(text);
  return rtl > 0 && rtl >= 0.3 * (rtl + latin) ? 'rtl' : 'ltr';
}

/**
 * The groups of a phone number in a right-to-left line come out of the reordering reversed when
 * the producer drew them as separate runs ("054 712 6630" -> "6630 712 054", "054-6629035" ->
 * "6629035-054", "+972 52 555 1234" -> "1234 555 52 972+", "(052) 909-4412" -> "909-4412 (052)"). No
 * one writes a number with its trunk prefix (0XX) or its country code last, so such a run is put back
 * in writing order.
 */
export function restoreNumberGroups(text: string): string {
  return (
    text
      .replace(/(?<![\d+])(\d{4})([ -])(\d{3})\2(0\d{1,2})(?!\d)/g, '$4$2$3$2$1')
      .replace(/(?<![\d+])(\d{7})([ -])(0\d{1,2})(?!\d)/g, '$3$2$1')
      .replace(/(?<![\d+])(\d{3,4})([ -])(\d{3})\2(\d{1,2})\2(972)\+/g, '+$5$2$4$2$3$2$1')
      .replace(/(?<![\d+])(\d{7})([ -])(\d{1,2})\2(972)\+/g, '+$4$2$3$2$1')
      // The trunk prefix in brackets, moved after the number: "909-4412 (052)" for "(052) 909-4412".
      .replace(/(?<![\d+])(\d{3}[ -]?\d{4}|\d{7})\s*\((0\d{1,2})\)/g, '($2) $1')
      // The plus alone moved to the end: "972-52-1234567+".
      .replace(/(?<![\d+])(972[ -]?\d[\d -]{6,}\d)\+(?!\d)/g, '+$1')
      // ... or onto the e-mail beside the number: "+dana@mail.com 972-52-1234567", and across the
      // separator a contacts line sets between them ("+dana@mail.com · 972-52-1234567").
      .replace(/\+([\w.%-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,})((?:\s|[·•|,;/])+)(?=972[ -]?\d)/gu, '$1$2+')
  );
}
