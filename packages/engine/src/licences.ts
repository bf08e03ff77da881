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

/**
 * The classes a licence's class also allows, as a resume's words (Israel's classes: C+E, "ה'",
 * drives what C does; C, "ג'", what C1, "ג'1", does; D, "ד'", what D1 does), with the same class in
 * the other script ("C1" is "ג'1"). A job asking "רישיון C1 או C" is met by "רישיון C+E".
 * (Single letters are no words to look for: only the classes written with a digit are given.)
 */
const CLASSES_ALLOWED: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^(?:C(?:\+E)?|C1(?:\+E)?|[גה]'|ג'1|ג1')$/u, ['c1', "ג'1"]],
  [/^(?:D(?:\+E)?|D1(?:\+E)?|ד'|ד'1|ד1')$/u, ['d1', "ד'1"]],
];
const CLASS_AT_END = new RegExp(String.raw`(${LICENCE_CLASS})$`, 'u');

export function classesLicencesAllow(text: string): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(LICENCE_WITH_CLASS)) {
    const cls = CLASS_AT_END.exec(m[0])?.[1]?.toUpperCase();
    if (!cls) continue;
    for (const [written, allowed] of CLASSES_ALLOWED)
      if (written.test(cls)) allowed.forEach((c) => out.add(c));
  }
  return [...out];
}
