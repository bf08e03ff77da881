/**
 * A range's "present" word read as Latin look-alikes and put at the start of the line ("orn - QA
 * Engineer, NICE — 07/2021" for "QA Engineer, NICE — 07/2021 – היום"): on a right-to-left line
 * that starts with Latin words, the range's end is drawn at the line's left end, so when the three
 * models take it for a Latin word the line's reading order puts it first, and the range stays open
 * at its date. The Hebrew and Arabic models read the line again; when their reading has a word for
 * "present" (ocr.ts, `presentWord`), the line is made "… 07/2021 – היום" again.
 */

/** Two to four lower-case Latin look-alikes and a dash at a line's start, a date at its end. */
const PRESENT_FIRST =
  /^[a-z»«]{2,4}\s*[-–—]\s*(?=\S)(.*?(?<![\d/])(?:\d{1,2}\/)?(?:19|20)\d\d)(?![\d/])[.,:;]?$/u;

/** Whether a line (its directional marks off) is junk and a dash before text that ends with a date. */
export function presentFirst(line: string): boolean {
  return PRESENT_FIRST.test(line.trim());
}

/**
 * The line with its junk start dropped and the range closed with the given word for "present" at
 * its date; unchanged without such a word or when the line is no such line.
 */
export function withPresentLast(line: string, present: string | null): string {
  const m = line.trim().match(PRESENT_FIRST);
  if (!m || !present) return line;
  return `${m[1]} – ${present}`;
}
