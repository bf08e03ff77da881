import { isRoleWord } from './resume-facts.ts';
import { headingKind } from './resume-sections.ts';
import { bracketsLeftOpen, isBulletLine } from './text-units.ts';

/**
 * Lines a writer or a narrow page wrapped, joined back from their words (plain text has no widths
 * to read a wrap from, as the PDF reader does): a wrapped skills item, head line or duty line is one
 * line again, so "Networking" / "(TCP/IP, DHCP, DNS)" is one item and "Quezon City," / "Philippines
 * — 2008 to 2013" no title. A line is joined to the one above only when the words say it goes on:
 * - the line above cannot end there: it ends with a separator or a comma ("…,", "… |", "… –"), with
 *   a connective or a preposition ("of", "the", "על", "من"), or leaves a bracket open;
 * - or the line opens as a tail: in lower case ("dressing, …"), with a bracket or a bar, or with a
 *   prefix glued to a Latin word ("ו-Kubernetes", "ב-Prometheus", "وHaas"), under a line of no year
 *   (a head line's own dates, with the duties under it, stay apart).
 * The line above must be long (a wrap fills the width): items one to a line, a short list, a label,
 * are never joined; nor is a heading, a bullet of its own, a line after a stop, a table's row, or a
 * note of its own under a head line ("(כולל חופשת לידה)", "two years", an e-mail address).
 * (A head line wrapped before its dates with no such word, "…, תל" / "אביב — 2013 עד 2019", is left:
 * "employer, place" over "title | dates" is a layout of its own, which the words cannot tell apart.)
 */
const MIN_WRAPPED_CHARS = 30;
const TAIL_CHARS = 300;
const ENDS_WITH_STOP = /[.!?:;؛]["')\]]?\s*$/u;
const ENDS_OPEN = /(?:[,،|·•&/(↔]|\s[-–—])\s*$/u;
const ENDS_WITH_CONNECTIVE = new RegExp(
  String.raw`(?:^|\s)(?:` +
    [
      'and|or|of|the|a|an|to|for|with|in|on|at|from|by|as|into|under|via|including',
      'של|עם|על|את|או|אצל|עבור|מול|כולל|לרבות|בין|אל|וכן|לפני|אחרי',
      'و|في|من|على|مع|إلى|الى|عن|أو|لدى|بين|ضمن|عبر|حتى|مثل',
    ].join('|') +
    String.raw`)\s*$`,
  // (In lower case only: "class A", "Plan B", "OR" end a line.)
  'u',
);
// ("והדרכה", "والإدمان": "and" glued to "the", which no item or title opens with.)
const OPENS_AS_TAIL = /^(?:[a-z]|\((?=\p{L})|\|\s|[ובלמהכש]-?[A-Za-z]|[ובלמה]-\p{L}|וה\p{L}|وال|و[A-Za-z])/u;
const YEAR = /(?:^|\D)(?:19|20)\d\d(?!\d)/;
// A note of its own under a head line: a bracket whole ("(כולל חופשת לידה ב-2016)"), a span ("two years").
const NOTE_OF_ITS_OWN =
  /^\([^()]*\)\W*$|^(?:about |over |almost |nearly )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|half a)\s+(?:years?|months?)\W*$/iu;
// A line of dates under its head line ("from 2009 to 2012", "since March 2019").
const DATES_OF_ITS_OWN =
  /^(?:from|since|between|until|till)\s+(?:\p{L}+\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d\d/iu;
// A contact of its own ("tamar@…", "linkedin.com/in/…"), a table's row ("| Excel | טוב |").
const CONTACT = /^(?:\S+@\S+|https?:\/\/|www\.|[\w.-]+\.(?:com|co\.il|org|net|io)\b)/iu;
const TABLE_ROW = /^\|.*\|$/u;
const LIST_SEPARATOR = /[,،;؛·•|]/u;

const firstPieceWords = (line: string) => line.split(LIST_SEPARATOR)[0]!.trim().split(/\s+/).length;

/**
 * A title wrapped in a narrow column ("טכנאי מיזוג אוויר" / "ומערכות קירור", "פראמדיק בכיר" / "ומפקד
 * משמרת", "ممرض مسؤول" / "ومنسق الطاقم", "Senior Paramedic" / "and Shift Leader"): a short line of
 * words only, then up to three words that open with "and" glued to a participle or the article (the
 * form a second role or a title's object takes: "ומ…", "וה…", "وم…", "وال…") or with "and" / "&".
 * (Not "و" before any word: "وزارة الصحة" under a title is its employer.)
 */
const SHORT_WORDS_LINE = /^\p{L}[\p{L}'"׳״-]*(?: [\p{L}'"׳״-]+){0,3}$/u;
const AND_THEN_WORDS =
  /^(?:ו[מה][\u05D0-\u05EA]{2,}|و(?:م|ال)[\u0621-\u064A]{2,}|(?:and|&) \p{L}{2,})(?: [\p{L}'"׳״-]+){0,2}$/u;
/**
 * The same wrap before the title's object ("טכנאי שירות" / "למזגנים ביתיים", "فني صيانة" / "للمكيفات
 * المنزلية", "Service Technician" / "for home air conditioners"): "ל" glued to a plural, "لل" glued to a
 * word, or "for" in lower case, under a short line that holds a role word (a sidebar's skills hold
 * none: "תקשורת בין-אישית" / "למידה עצמית" stay two).
 */
const FOR_THEN_WORDS =
  /^(?:ל[\u05D0-\u05EA]{2,}(?:ים|ות)|لل[\u0621-\u064A]{2,}|for \p{L}{2,})(?: [\p{L}'"׳״-]+){0,2}$/u;
const MAX_NARROW_CHARS = 28;

function wrappedInNarrowColumn(above: string, line: string): boolean {
  return (
    above.length <= MAX_NARROW_CHARS &&
    line.length <= MAX_NARROW_CHARS &&
    (AND_THEN_WORDS.test(line) || (FOR_THEN_WORDS.test(line) && above.split(' ').some(isRoleWord))) &&
    SHORT_WORDS_LINE.test(above) &&
    headingKind(line) === null &&
    headingKind(above) === null
  );
}

/**
 * `aboveEnd`: the end of the line above (a line joined many times over is read by its end only, so
 * the parse stays linear on a hostile text); `listRunsOn`: it is a list joined over its comma.
 */
function runsOn(aboveEnd: string, line: string, listRunsOn: boolean): boolean {
  const above = aboveEnd.trim();
  if (wrappedInNarrowColumn(above, line)) return true;
  if (above.length < MIN_WRAPPED_CHARS || ENDS_WITH_STOP.test(above)) return false;
  const cannotEnd = ENDS_OPEN.test(above) || ENDS_WITH_CONNECTIVE.test(above) || bracketsLeftOpen(above) > 0;
  const goesOn =
    cannotEnd ||
    // "…, טיפול בהחזרות," / "…, הדרכת עובדים" / "חדשים, מערכת Retalix": a list run over three lines,
    // cut inside an item (the line above ends in a word, the next goes on in lower case or its script).
    (listRunsOn &&
      /\p{L}$/u.test(above) &&
      !/^[A-Z]/.test(line) &&
      LIST_SEPARATOR.test(line) &&
      !YEAR.test(line) &&
      firstPieceWords(line) <= 2) ||
    (OPENS_AS_TAIL.test(line) &&
      !YEAR.test(above) &&
      !NOTE_OF_ITS_OWN.test(line) &&
      !DATES_OF_ITS_OWN.test(line) &&
      !CONTACT.test(line));
  // (The dearer checks last: most lines end a sentence or an item.)
  return (
    goesOn &&
    !isBulletLine(line) &&
    !TABLE_ROW.test(above) &&
    !TABLE_ROW.test(line) &&
    headingKind(line) === null &&
    headingKind(above) === null
  );
}

export function joinWrittenWraps(text: string): string {
  const out: string[] = [];
  // The lines joined into the last line out, and that line's end as read.
  let group: string[] = [];
  let end = '';
  let listRunsOn = false;
  const close = () => group.length > 0 && out.push(group.join(' '));
  const lines = text.split('\n');
  // A Word file's text puts a blank line after each of its paragraphs, a line of a narrow cell's
  // title among them: there a narrow wrap is joined over the blank line.
  const blanks = lines.filter((line) => !line.trim()).length;
  const paragraphSpaced = blanks >= 10 && blanks * 2 >= lines.length - blanks;
  for (const [index, line] of lines.entries()) {
    const tail = line.trim();
    if (
      paragraphSpaced &&
      !tail &&
      group.length === 1 &&
      wrappedInNarrowColumn(end.trim(), lines[index + 1]?.trim() ?? '')
    ) {
      continue;
    }
    if (group.length > 0 && tail && runsOn(end, tail, listRunsOn)) {
      listRunsOn = /[,،]$/u.test(end.trimEnd());
      if (group.length === 1) group[0] = group[0]!.trimEnd();
      group.push(tail);
      end = `${end.trimEnd()} ${tail}`.slice(-TAIL_CHARS);
    } else {
      close();
      group = [line];
      end = line.length > TAIL_CHARS ? line.slice(-TAIL_CHARS) : line;
      listRunsOn = false;
    }
  }
  close();
  return out.join('\n');
}
