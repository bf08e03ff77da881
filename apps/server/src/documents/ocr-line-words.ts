/**
 * A short Hebrew or Arabic word read as Latin letters on a right-to-left line ("liga" for "ميغا",
 * "wey" for "بعد،", "oy" for "עם", "NPD" for "כיוון") or as a symbol ("©" for "ים"), which a re-read of its box alone did not
 * mend: tesseract's box of a misread word may be narrower than its ink (read again, it gives nothing
 * or Latin again), while the Hebrew and Arabic models reading the whole line read the word right
 * among its neighbours. The word of that reading that stands between the same neighbours is taken.
 */

/**
 * A symbol alone in a word's place, of those OCR makes of a short word ("בת ©" for "בת ים"); a
 * separator, a bracket or a quote is none.
 */
export function symbolForWord(word: string): boolean {
  return /^[©®™§¥€£¢@#&?$]$/u.test(word);
}

/** A surely read Latin word (an acronym, a product: "SAP" at 93) is not read again in its line. */
export const SURE_LATIN = 90;
/**
 * How sure the line's reading must be of the word it puts there ("כיוון" at 64, "ميغا" at 85 on the
 * tuning scans): low, as the neighbours it must stand between already vouch for the place.
 */
export const SURE_IN_LINE = 60;

const RTL = /[\u0590-\u05ff\u0600-\u06ff]/u;
/** A word without its directional marks. */
const unmarked = (word: string) => word.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '');
/** A word with its directional marks and the marks at its ends off: "(עם," -> "עם". */
const bare = (word: string) => unmarked(word).replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
const scriptOf = (word: string) => (/[\u0590-\u05ff]/u.test(word) ? 'hebrew' : 'arabic');
/** A Hebrew or Arabic word of two letters or more, no digit or Latin letter in it. */
const rtlWord = (word: string) => /^[\u0590-\u05ff\u0600-\u06ff]{2,}$/u.test(bare(word));

/**
 * The word the line's second reading (`again`, its words in order) puts where the first reading's
 * word `at` stands: the one Hebrew or Arabic word between the nearest Hebrew or Arabic neighbours
 * the first reading has on each side of it (one side when the word ends the line), found once in
 * the second reading, no more than three words apart. Null when there is no such single word, or
 * the neighbours are not found there, or the word is one the line was first read with or in another
 * script than its neighbours, or it was read less surely than SURE_IN_LINE.
 */
export function wordBetweenNeighbours(
  first: string[],
  at: number,
  again: Array<{ text: string; confidence: number }>,
): { text: string; confidence: number } | null {
  const anchor = (word: string | undefined) => word !== undefined && RTL.test(word) && rtlWord(word);
  let before = at - 1;
  while (before >= 0 && !anchor(first[before])) before--;
  let after = at + 1;
  while (after < first.length && !anchor(first[after])) after++;
  const prev = before >= 0 ? bare(first[before]!) : null;
  const next = after < first.length ? bare(first[after]!) : null;
  // No neighbour at all: no place to find it by.
  if (prev === null && next === null) return null;
  const words = again.map((w) => bare(w.text));
  const found: Array<{ text: string; confidence: number }> = [];
  const between = (from: number, to: number) => {
    const inside = again.slice(from, to).filter((w) => rtlWord(w.text));
    if (inside.length === 1) found.push(inside[0]!);
  };
  if (prev !== null && next !== null) {
    for (let i = 0; i < words.length; i++) {
      if (words[i] !== prev) continue;
      const k = words.indexOf(next, i + 1);
      if (k > i + 1 && k - i <= 4) between(i + 1, k);
    }
  } else if (prev !== null) {
    // The word ends the line: after the last neighbour, up to the reading's end.
    const i = words.lastIndexOf(prev);
    if (i >= 0 && words.length - i <= 4) between(i + 1, words.length);
  } else {
    const k = words.indexOf(next!);
    if (k > 0 && k <= 3) between(0, k);
  }
  if (found.length !== 1) return null;
  const word = found[0]!;
  // A word the line was first read with is no misread word's reading: the second reading put the
  // line's words in another order ("رخصة سياقة C+E" read again with "رخصة" last).
  if (first.some((w) => bare(w) === bare(word.text))) return null;
  // And it is in its neighbours' script: a Latin word read again as Hebrew junk on an Arabic line
  // ("Excel" as "סוסססוא") is no Arabic word misread.
  const neighbours = [prev, next].filter((w): w is string => w !== null);
  if (!neighbours.every((w) => scriptOf(w) === scriptOf(word.text))) return null;
  // A list's comma after it stays ("הערכת שווי, משא ומתן" with "שווי," read as "PNY"): the
  // reading lost it with the word.
  const mark = unmarked(word.text).match(/[,،;؛]$/u)?.[0] ?? '';
  return word.confidence >= SURE_IN_LINE
    ? { text: `${bare(word.text)}${mark}`, confidence: word.confidence }
    : null;
}
