/**
 * A phone on a right-to-left line with a digit misread by the three models together ("054-3318870"
 * for "054-3318820", "050-2281987" for "050-2281947"), though they are sure of it (88–93 on the
 * tuning scans): the Latin model alone reads the digits of the same box right (91). A phone is
 * the one way to reach the person, so its word is read again so, and the Latin model's reading
 * replaces it when it is the same shape of number (digits and separators at the same places).
 */

/** An Israeli phone as one word: "054-3318870", "0543318870", "+972-54-3318870". */
const PHONE_WORD = /^(?:\+972-?|0)\d{1,2}-?\d{3}-?\d{4}$/;
/** How sure (0–100) the Latin model must be of its reading. */
const SURE_DIGITS = 85;

export function phoneWord(word: string): boolean {
  return PHONE_WORD.test(word);
}

/** "054-3318870" -> "ddd-ddddddd": where the digits and the separators are. */
const shape = (phone: string) => phone.replace(/\d/g, 'd');

/**
 * The phone as the Latin model read it again, when it is sure and the reading has the same shape;
 * else the phone as first read.
 */
export function withPhoneDigitsFromLatin(read: string, latinText: string, confidence: number): string {
  const again = latinText.trim();
  return confidence >= SURE_DIGITS && PHONE_WORD.test(again) && shape(again) === shape(read) ? again : read;
}
