/**
 * A Hebrew final mem read as two letters, a samekh and the mem ("עריסם" for "ערים", "בדרוסם" for
 * "בדרום"): at 200 dpi the three models together cut the ם's left stroke off as a letter of its
 * own. The Hebrew model alone reads such a word again at its own size (90 and 92 on the tuning
 * scans), and a sure reading that is the word without that samekh replaces it; a word that ends so
 * ("קסם", "פרסם") is read as it is and kept.
 */

/** A Hebrew word ending in a samekh and a final mem, maybe with a mark after it. */
const SAMEKH_MEM_WORD = /^[\u05d0-\u05ea]+סם[.,:;]?$/u;

export function samekhBeforeFinalMem(word: string): boolean {
  return SAMEKH_MEM_WORD.test(word);
}

/**
 * The word as the Hebrew model read it again when that is the word first read without the samekh
 * before its final mem (its mark kept or not); else null.
 */
export function withoutSplitMem(read: string, reading: string): string | null {
  const mark = (w: string) => w.match(/[.,:;]$/)?.[0] ?? '';
  const bare = (w: string) => w.replace(/[.,:;]$/, '');
  const again = reading.replace(/[\u200e\u200f]/g, '').trim();
  return bare(again) === `${bare(read).slice(0, -2)}ם` ? `${bare(again)}${mark(read)}` : null;
}
