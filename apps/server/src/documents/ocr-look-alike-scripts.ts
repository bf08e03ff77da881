/**
 * Words OCR read in the wrong right-to-left script. Tesseract reads a page with the Hebrew, Arabic
 * and Latin models together, and a word in large or unclear letters may come out in the script of
 * the wrong model: a Hebrew surname in a large bold name ("משה فذحلا" for "משה פרץ") or a town
 * ("ددص שמש" for "בית שמש") read as Arabic letters on a Hebrew page.
 */

/** A word of Arabic letters (and their marks) only, maybe with a mark after it. */
const ARABIC_WORD = /^[\u0620-\u064a][\u0620-\u065f]+[.,:;،]?$/u;
/** A word of Hebrew letters only (two at least). */
const HEBREW_WORD = /^[\u05d0-\u05ea"'״׳-]*[\u05d0-\u05ea]{2,}[\u05d0-\u05ea"'״׳-]*$/u;

/**
 * How sure (0–100) the Hebrew model must be of its reading of such a word. Low: on a Hebrew page
 * the Arabic reading is no word of the resume either, and the Hebrew model read the two words of
 * the tuning scans at 57 (twice the size) and 92.
 */
export const SURE_HEBREW_OVER_ARABIC = 50;

/**
 * Whether a word of a line read on a Hebrew page is Arabic letters that may be a Hebrew word
 * misread: the line has a Hebrew word too (a line of Arabic alone is left as read).
 */
export function arabicOnHebrewLine(word: string, line: string): boolean {
  return ARABIC_WORD.test(word) && /[\u05d0-\u05ea]{2}/u.test(line);
}

/**
 * The Hebrew word to put in place of an Arabic misreading: the surest of the Hebrew model's
 * readings of it (at its size, at twice the size), when that is one Hebrew word read surely
 * enough; else null.
 */
export function hebrewReading(readings: Array<{ text: string; confidence: number }>): string | null {
  const best = readings
    .map((r) => ({ word: r.text.replace(/[\u200e\u200f]/g, '').trim(), confidence: r.confidence }))
    .filter((r) => HEBREW_WORD.test(r.word) && r.confidence >= SURE_HEBREW_OVER_ARABIC)
    .sort((a, b) => b.confidence - a.confidence)[0];
  return best?.word ?? null;
}

/** How sure (0–100) a reading of one Hebrew or Arabic word must be to replace a misread word. */
const SURE_RTL_WORD = 85;
/**
 * How sure the Hebrew and Arabic models must be of a word the three models read, unsure (under
 * 60), as Latin letters: 55 for "مشغّل" read "Jodi" at 57 on the tuning scans, where a true Latin
 * word read surely ("SCADA" at 95) is read by them as junk at 54.
 */
export const SURE_AFTER_UNSURE_LATIN = 50;

/** A word of marks alone, two or more, that no separator or bullet is ("+(", not "--" or "•"). */
export function marksOnly(word: string): boolean {
  return /^[^\p{L}\p{N}\s]{2,}$/u.test(word) && !/^(?:[-–—=|•·*.:_/\\~]+|\(\))$/u.test(word);
}

/** A reading that is one Hebrew or Arabic word of two letters or more, read surely; else null. */
export function rtlWord(text: string, confidence: number): string | null {
  const word = text.replace(/[\u200e\u200f]/g, '').trim();
  return confidence >= SURE_RTL_WORD && /^[\u0590-\u05ff\u0600-\u06ff]{2,}$/u.test(word) ? word : null;
}
