/** Unicode's first-strong isolate and pop directional isolate (UAX #9). */
export const FSI = '\u2068';
export const PDI = '\u2069';

/**
 * Wraps text that may run the other way (a file name, path, e-mail, name or code inside a Hebrew or
 * Arabic sentence) in a first-strong isolate, so it keeps its own order and leaves the sentence's
 * alone: "13-cv.docx הועלה" never shows as "cv.docx-13". For plain strings (toasts, titles,
 * aria-labels); in markup, `<bdi>` does the same.
 */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}
