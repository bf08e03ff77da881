import { slashMonths } from './date-ranges.ts';

/**
 * A resume's text as extraction hands it over, made plain before it is parsed. Word documents
 * typed in Hebrew or Arabic carry direction marks around numbers and at line ends, text pasted from
 * the web carries zero-width spaces and no-break spaces, Word aligns a date with a tab or spaces, and a PDF or
 * Word footer numbers the pages, lists are bulleted with any glyph, and a month may be written
 * "2019-03". None of that is the resume's content, and each of them broke the
 * parse (a mark before a year hid every date range; a tab between a title and its employer made
 * them one title; "עמוד 1 מתוך 2" became a skill).
 */

/** Direction marks and embeddings, zero-width characters, the byte-order mark and soft hyphens. */
const INVISIBLE = /[\u00AD\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
/** No-break, thin, figure and ideographic spaces. */
const ODD_SPACE = /[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
/**
 * A tab, or spaces typed to align, between two parts of a line separate them as " | " does
 * ("Title⇥2019–2021", "Name: Dana Levi      Phone: …"), unless a separator stands beside it already.
 * (PDF and OCR text come with single spaces: their gaps are read as columns before this.)
 */
// (A run with a tab in it found by a lookahead: "[^\S\n]*\t[^\S\n]*", two runs side by side, was tried at
// each split of a long run of tabs, quadratic.)
const FIELD_TAB = /([^\s|,:;\-–—])(?:(?=[^\S\n]*\t)[^\S\n]+|[^\S\n]{4,})(?=[^\s|,:;\-–—])/g;

/**
 * A list bullet drawn with another glyph ("➢", "✓", "■") is a bullet as "•" is. (Not a symbol in
 * general: "📞" opens a contact line, "👤" a name.)
 */
const ODD_BULLET = /^([^\S\n]*)[▪◦●‣∙○■□◆◇♦❖►▸▹➢➤➔➜→⇒✓✔✗✘☑✅🔹🔸🔷🔶⁃▫◘]+[^\S\n]*/gmu;

/**
 * "SQL Server 2012–2016, SSIS packages •": a bulleted line of Latin text in a right-to-left paragraph,
 * read from a PDF in the order its glyphs were set, has its bullet at the end; no line ends with a
 * bullet, so it is the line's own (its dates are then a duty's, not a job's).
 */
// (The line's text ends with a non-space, as the shortest match did anyway: tried at each space of a
// long run, the spaces after were read again each time.)
const TRAILING_BULLET = /^([^\S\n]*)(\S(?:[^\n]*?\S)??)[^\S\n]+[•▪◦●‣∙■◆►▸➢➤]+[^\S\n]*$/gmu;

/** A page number line: "עמוד 1 מתוך 2", "Page 2 of 3", "صفحة 1 من 2", "- 2 -", "1/2". */
const PAGE_LINE =
  /^(?:(?:page|p\.|עמוד|עמ'|صفحة|الصفحة)\s*\d{1,2}(?:\s*(?:of|\/|מתוך|من)\s*\d{1,2})?|[-–—]\s*\d{1,2}\s*[-–—]|\d{1,2}\s*\/\s*\d{1,2})$/iu;
const BARE_NUMBER = /^\d{1,2}$/;
/**
 * Two hyphens between words stand for a dash: a typewriter's "--", and how OCR reads an em dash
 * ("איתי מזרחי -- חשמלאי מוסמך", "\"צים שירותי יבשה\" -- Dispatcher"); read as "—" they part a name from
 * its title and an employer from a role as the dash does.
 */
const DOUBLE_HYPHEN = /(?<=\S)[^\S\n]+-{2}[^\S\n]+(?=\S)/g;
/** A rule drawn with characters ("──────", "_____", "* * *") under a heading or between parts. */
const RULE_LINE = /^[-_=─━—–~*•·.#\s]{3,}$/u;

export function plainText(text: string): string {
  const lines = slashMonths(text)
    .replace(INVISIBLE, '')
    .replace(ODD_SPACE, ' ')
    .replace(DOUBLE_HYPHEN, ' — ')
    .replace(ODD_BULLET, '$1• ')
    .replace(TRAILING_BULLET, (line, indent: string, rest: string) =>
      /^[•▪◦●‣∙■◆►▸➢➤-]/u.test(rest) ? line : `${indent}• ${rest}`,
    )
    .replace(FIELD_TAB, '$1 | ')
    .replace(/\t/g, ' ')
    .split('\n');
  const trimmed = lines.map((line) => line.trim());
  const contentLines = trimmed.flatMap((line, i) => (line ? [i] : []));
  const last = contentLines.at(-1);
  // A bare number is a page number when it is the last line, or the pages count up in bare
  // numbers ("1" … "2"); elsewhere it may be part of the resume.
  const bare = contentLines.filter((i) => BARE_NUMBER.test(trimmed[i]!));
  const counted =
    bare.length >= 2 && bare.every((i, k) => Number(trimmed[i]) === Number(trimmed[bare[0]!]) + k);
  return lines
    .filter((_, i) => {
      const line = trimmed[i]!;
      if (PAGE_LINE.test(line) || RULE_LINE.test(line)) return false;
      return !(BARE_NUMBER.test(line) && (counted || i === last));
    })
    .join('\n');
}
