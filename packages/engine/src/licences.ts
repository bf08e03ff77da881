/**
 * Licences as a resume writes them: a licence is reported as written with its class ("רישיון
 * נהיגה ב'", "רישיון D"), not as the work it allows ("רישיון מלגזה" is a licence, not forklift work).
 */

/** A licence's class: "B", "C1", "C+E", "ב'", "ג'". */
const LICENCE_CLASS = String.raw`(?:[A-E]1?(?:\+E)?|[אבגדה]'1?|[אבגדה]1')(?![\p{L}\d])`;
const LICENCE_WORD = String.raw`(?:רישיון|רשיון|licen[cs]e|رخصة)`;
// Made once: they are tried on every item and every claimed hit.
export const NAMES_LICENCE = new RegExp(LICENCE_WORD, 'iu');
// (On the same line: "Excel" over a line "רישיון נהיגה B" is no licence.)
const LICENCE_WORD_AFTER = new RegExp(String.raw`^[ \t]+${LICENCE_WORD}(?![\p{L}])`, 'iu');
const CLASS_AFTER = new RegExp(String.raw`^[ \t]*(?:[-–:][ \t]*)?(${LICENCE_CLASS})`, 'u');
/** A licence named with its class, where the lexicon knows none: "רישיון D", "רישיון נהיגה ג'". */
export const LICENCE_WITH_CLASS = new RegExp(
  String.raw`(?<![\p{L}])${LICENCE_WORD}(?:[ \t]+(?:נהיגה|قيادة|driving))?[ \t]+${LICENCE_CLASS}`,
  'giu',
);

/**
 * The licence a lexicon hit names with its class after it, as written ("רישיון נהיגה ב'" for
 * driving, "Forklift licence" is none: no class), or null.
 */
export function licenceWithClass(text: string, start: number, end: number): string | null {
  // ("Forklift licence", "forklift license": the licence word after the name.)
  const after = LICENCE_WORD_AFTER.exec(text.slice(end, end + 12));
  const surface = text.slice(start, end) + (after?.[0] ?? '');
  const to = end + (after?.[0].length ?? 0);
  if (!NAMES_LICENCE.test(surface)) return null;
  const cls = CLASS_AFTER.exec(text.slice(to, to + 8));
  // ("רישיון נהיגה: B" is the licence "רישיון נהיגה B"; "רישיון מלגזה" is a licence, not forklift work.)
  return cls ? `${surface} ${cls[1]}` : surface;
}
