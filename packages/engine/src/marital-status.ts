import { quickTest } from './quick-test.ts';
import { IndexedText } from './term-matcher.ts';

/**
 * Marital status as resumes in Israel often state it ("נשוי + 2", "רווקה", "Married, 2 children",
 * "متزوج وأب لثلاثة"). English "single" is also a common adjective (a single-page app), so it counts
 * only on a personal line: labelled, or short and beside other personal details.
 */

export type MaritalStatus = 'single' | 'married' | 'divorced' | 'widowed' | 'partnered';

export const MARITAL_WORDS: Record<MaritalStatus, string[]> = {
  married: ['נשוי', 'נשואה', 'married', 'متزوج', 'متزوجة'],
  single: ['רווק', 'רווקה', 'רוקה', 'single', 'unmarried', 'أعزب', 'اعزب', 'عزباء'],
  divorced: ['גרוש', 'גרושה', 'divorced', 'مطلق', 'مطلقة'],
  widowed: ['אלמן', 'אלמנה', 'widowed', 'widow', 'widower', 'أرمل', 'ارمل', 'أرملة', 'ارملة'],
  partnered: ['ידוע בציבור', 'ידועה בציבור', 'בזוגיות', 'in a relationship', 'domestic partnership'],
};

/**
 * A label of the status; a bare "Status:", "Family:", "الحالة:" only with its colon and opening the
 * line or a part of it (not "Project status:"). (What stands between the part's start and the label is
 * bounded: retried after each comma of a long run of them, an unbounded one took seconds.)
 */
const LABEL =
  /(?:(?:מצב\s+משפחתי|marital\s+status|family\s+status|personal\s+status|الحالة\s+الاجتماعية|الحالة\s+العائلية|الحالة\s+المدنية|الوضع\s+العائلي)\s*[:：-]?|(?:^|[|•·,،;])[^\p{L}]{0,8}(?:סטטוס|status|family|الحالة)\s*[:：])/iu;
/**
 * Other personal details next to it make a short line personal: an age, a birth, children, contacts.
 * (A count of children read from the start of its digits: from every digit of a long run, `\d+` read on.)
 */
const PERSONAL =
  /(?:גיל|בן\s+\d|בת\s+\d|\+\s?\d|ילד|יליד|נולד|\bage\b|(?<!\d)\d+\s+child|\bchildren\b|\bkids\b|\bborn\b|\bbirth|\bd\.?o\.?b\b|לידה|عمر|الميلاد|الولادة|أطفال|اطفال|مواليد|مولود|ת\.?ז|\bID\b|[^\s@]@[^\s@]|(?<!\d)0\d{1,2}[-\s.]?\d{3}[-\s.]?\d{4}(?!\d))/iu;
const personalDetails = quickTest(PERSONAL);

const ENTRIES = Object.entries(MARITAL_WORDS) as Array<[MaritalStatus, string[]]>;

/** Every value the marital status is stored as. */
export const MARITAL_STATUSES = ENTRIES.map(([status]) => status);

function statusIn(text: string, englishToo: boolean): MaritalStatus | '' {
  // "נשוי+2", "متزوج+3": the word before the children's count glued to it.
  const indexed = new IndexedText(text.replace(/\+/g, ' +'));
  for (const [status, words] of ENTRIES) {
    for (const word of words) {
      if (
        !englishToo &&
        /^[a-z]/i.test(word) &&
        status !== 'married' &&
        status !== 'divorced' &&
        status !== 'widowed'
      )
        continue;
      if (indexed.has(word)) return status;
    }
  }
  return '';
}

/** "נ+2": the usual shorthand for married with children. */
const MARRIED_SHORTHAND = /(?<![\p{L}])נ\s?\+\s?\d/u;

export function findMaritalStatus(lines: string[]): MaritalStatus | '' {
  if (lines.some((line) => line.length <= 80 && MARRIED_SHORTHAND.test(line))) return 'married';
  for (const line of lines) {
    const label = line.match(LABEL);
    if (label?.index !== undefined) {
      const found = statusIn(line.slice(label.index + label[0].length), true);
      if (found) return found;
    }
  }
  for (const line of lines) {
    const personal = line.length <= 60 || personalDetails(line);
    if (!personal) continue;
    // "married" in a long sentence about work is rare; "single" anywhere but a personal line is not a status.
    const found = statusIn(line, personalDetails(line) && line.length <= 80);
    if (found) return found;
  }
  return '';
}
