/**
 * A list's comma lost where a Latin item meets a Hebrew or Arabic one on a right-to-left line
 * ("Excel, Word, עבודה מול קהל" read "Excel, Word עבודה מול קהל", "بطريقة MIG، لحام" read "MIG
 * لحام", "(HACCP)، إدارة" read "(HACCP) إدارة"): the line draws that comma at the far (left) end
 * of the Latin run, beside another word's box, and the three models reading together drop it. The
 * Hebrew and Arabic models reading the line alone keep it, after their junk reading of the Latin
 * word ("68וחווס, שירות" for "Clinica, שירות"): the comma is taken from there, placed by the
 * Hebrew or Arabic word that follows it, which both readings share.
 *
 * The words are the line's in reading order; the work is a pass over each reading.
 */

/**
 * A list's separator at a word's end: a comma, an Arabic comma, a semicolon, or a dot (the Arabic
 * comma is read so: "(068אה). إدارة").
 */
const SEPARATOR_END = /[,،;؛.]$/u;
const DIRECTIONAL_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** A Hebrew or Arabic word of two letters or more (marks at its ends aside). */
const RTL_WORD = /^[\p{P}\p{S}]*[\u0590-\u05ff\u0600-\u06ff]{2,}[\p{P}\p{S}]*$/u;
/**
 * A word ending in a Latin letter, or a bracket closing one: where a Latin item ends (a number
 * alone is none: "2010-2014 תואר ראשון" is a date before its degree).
 */
const LATIN_END = /[A-Za-z][)\]]?$/;

const unmarked = (word: string) => word.replace(DIRECTIONAL_MARKS, '');
const bare = (word: string) => unmarked(word).replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');

/**
 * The places (indices of the Hebrew or Arabic word) where a Latin word with no mark after it (or a
 * number after a Latin word: "Office 365") is followed by a Hebrew or Arabic word, in a line with
 * two commas or more elsewhere (a list of three items or more; a sentence with one comma, "ماجستير
 * MA في الإرشاد، جامعة حيفا", is not read again for it): where a comma may have been lost.
 */
export function latinItemEnds(words: string[]): number[] {
  const plain = words.map(unmarked);
  if ((plain.join(' ').match(/[,،;؛]/gu)?.length ?? 0) < 2) return [];
  const latinEnd = (j: number) =>
    LATIN_END.test(plain[j]!) || (j > 0 && /^\d+$/.test(plain[j]!) && /[A-Za-z]$/.test(plain[j - 1]!));
  const at: number[] = [];
  for (let j = 1; j < plain.length; j++)
    if (RTL_WORD.test(plain[j]!) && !/^[\p{P}\p{S}]/u.test(plain[j]!) && latinEnd(j - 1)) at.push(j);
  return at;
}

/**
 * The line's words with a comma put after the Latin word before each of `places`, when the
 * Hebrew and Arabic models' reading of the line (`again`, its words in order) has the same Hebrew
 * or Arabic word once and a comma at the end of the word before it.
 */
export function withCommasFromReading(words: string[], places: number[], again: string[]): string[] {
  const out = [...words];
  const read = again.map((w) => unmarked(w).trim()).filter(Boolean);
  const keys = read.map(bare);
  for (const j of places) {
    const key = bare(words[j]!);
    const k = keys.indexOf(key);
    if (k < 1 || keys.indexOf(key, k + 1) >= 0) continue;
    const mark = read[k - 1]!.match(SEPARATOR_END)?.[0];
    // A dot after dotted letters ends an abbreviation ("M.A. في"), not an item.
    if (!mark || (mark === '.' && read[k - 1]!.slice(0, -1).includes('.'))) continue;
    out[j - 1] = `${out[j - 1]}${/[\u0600-\u06ff]/u.test(key) ? '،' : ','}`;
  }
  return out;
}
