/**
 * A long line wrapped onto the next one (a bullet's sentence whose last words, "NowForce app", stand
 * on a line of their own): read as two lines, its tail is taken for a line of its own, a title or a
 * heading. Tesseract puts the two in one paragraph; a line of a paragraph that fills the text's
 * width (reaches its far end, the right on a left-to-right line, the left on a right-to-left one)
 * runs on to the next, unless the next opens an item of its own (a bullet or a dash). A title or
 * a date line never fills the width, so a paragraph of such lines is left as read. And the two
 * stand closer than the part's lines do as a rule: a bullet that ends near the far end by chance is
 * followed by the next item's line at the usual distance, and tesseract may put both in one
 * paragraph. A line of contacts is never a wrap's head or tail.
 */

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface ParagraphLine {
  text: string;
  bbox: Box;
}

/** How near the text's far end a line that fills the width ends, as a share of the text's width. */
const FILLED = 0.06;
/** A wrap's gap to its next line, at most, as a share of the part's usual gap between lines. */
const CLOSER = 0.6;

/** The usual (median) gap between one line's bottom and the next one's top. */
export function usualLineGap(boxes: Array<{ y0: number; y1: number }>): number {
  const sorted = [...boxes].sort((a, b) => a.y0 - b.y0);
  const gaps = sorted
    .slice(1)
    .map((b, i) => b.y0 - sorted[i]!.y1)
    .filter((g) => g > 0)
    .sort((a, b) => a - b);
  return gaps.length ? gaps[Math.floor(gaps.length / 2)]! : 0;
}
/**
 * A line of contacts (an e-mail, a web address, a phone): written one to a line, never run on, so
 * neither the head nor the tail of a wrap (a header's e-mail over its town, close and as wide).
 */
const CONTACT = /@|https?:\/\/|www\.|\+?\d[\d\s().-]{7,}\d/u;
/** A line that opens an item of its own. */
const ITEM_START = /^[\s\u200e\u200f]*[-–—•*·▪●○◦]/u;
const RTL_LETTER = /[\u0590-\u05ff\u0600-\u06ff]/;
const LATIN_LETTER = /[A-Za-z]/;

function rightToLeft(text: string): boolean {
  return (text.match(/[\u0590-\u05ff\u0600-\u06ff]/g)?.length ?? 0) > (text.match(/[A-Za-z]/g)?.length ?? 0);
}

/**
 * The pairs of lines of one paragraph (in reading order) of which the first wraps onto the second;
 * `extent` is the left and right end of the part's text, `lineGap` its usual gap between lines.
 */
export function wrappedPairs<L extends ParagraphLine>(
  lines: L[],
  extent: { x0: number; x1: number },
  lineGap: number,
): Array<[L, L]> {
  const width = extent.x1 - extent.x0;
  if (width <= 0) return [];
  const pairs: Array<[L, L]> = [];
  for (let i = 1; i < lines.length; i++) {
    const [line, next] = [lines[i - 1]!, lines[i]!];
    if (ITEM_START.test(next.text) || !/\p{L}/u.test(next.text)) continue;
    if (CONTACT.test(line.text) || CONTACT.test(next.text)) continue;
    if (next.bbox.y0 - line.bbox.y1 > CLOSER * lineGap) continue;
    const rtl = rightToLeft(line.text);
    // The two in one script's direction: a Latin line under a Hebrew one is no wrap of it.
    if (rtl !== rightToLeft(next.text) || !(rtl ? RTL_LETTER : LATIN_LETTER).test(next.text)) continue;
    const filled = rtl
      ? line.bbox.x0 - extent.x0 <= FILLED * width
      : extent.x1 - line.bbox.x1 <= FILLED * width;
    if (filled) pairs.push([line, next]);
  }
  return pairs;
}

/** The text with each wrapped pair's two lines joined into one. */
export function withWrapsJoined(text: string, pairs: Array<[ParagraphLine, ParagraphLine]>): string {
  let out = text;
  for (const [line, next] of pairs) {
    const [a, b] = [line.text.trim(), next.text.trim()];
    out = out.replace(new RegExp(`(${escaped(a)})[ \\t]*\\n[ \\t]*(${escaped(b)})`), '$1 $2');
  }
  return out;
}

function escaped(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
