/**
 * Which skill words of a resume's text are claims of a skill by the person: not a job title, an
 * employer, a heading, a list's category label or a soft skill said in a sentence; and licences
 * named with their class, as written.
 */
import type { ExperienceEntry } from './experience-entries.ts';
import { NAMES_LICENCE } from './licences.ts';
import { itemsOf, isSkillsList, linesAsWritten } from './listed-skills.ts';
import { looksLikeRole } from './resume-facts.ts';
import { headingKind, isInlineSkills, type ResumeSection } from './resume-sections.ts';
import { isProseLine, type SkillHit } from './resume-skills.ts';
import { roleInLine } from './resume-titles.ts';
import { lineAt, normalizeForMatch } from './text-units.ts';

/**
 * Where a skill word in the text is not a claim of that skill: the job titles and the headline
 * ("Registered Nurse" says the person is a nurse; the skills say what they do), the employer on a
 * title's line ("Account Executive, Salesforce Israel"), and a listed item the lexicon names only
 * in part, which is reported as written ("Forklift operation", not "forklift").
 */
export function notClaimed(
  text: string,
  sections: ResumeSection[],
  entries: ExperienceEntry[],
  titles: string[],
  written: string[],
): (start: number, end: number) => boolean {
  // Short head lines of a job with a title, other than its title line: the employer, the place.
  const employerLine = (line: string) =>
    !roleInLine(line) &&
    line.trim().split(/\s+/).length <= 6 &&
    !/[.!?;:]\s*$/.test(line) &&
    !/[:：]/.test(line) &&
    (line.match(/[,،]/g)?.length ?? 0) <= 1;
  const employerLines = new Set(
    entries
      .filter((entry) => entry.head.some((line) => roleInLine(line)))
      .flatMap((entry) => entry.head.filter(employerLine))
      .map((line) => line.trim()),
  );
  const titleKeys = titles.filter((t) => t.length >= 2).map(normalizeForMatch);
  const writtenKeys = new Set(written.map(normalizeForMatch));
  // (A list of licences too: "Forklift licence" there is a licence, not the role "forklift".)
  const skillLines = new Set(sections.filter(isSkillsList).flatMap(linesAsWritten));
  return (start, end) => {
    const from = text.lastIndexOf('\n', start - 1) + 1;
    const to = text.indexOf('\n', end);
    const line = lineAt(text, start);
    if (skillLines.has(line)) {
      // (A list's line that is the person's title, run on into from a sidebar: the title.)
      if (titleKeys.includes(normalizeForMatch(line))) return true;
      // ("Skills: Excel, SAP": the items after the heading.)
      const items = isInlineSkills(line) ? line.replace(/^[^:：]*[:：]\s*/u, '') : line;
      return (
        writtenKeys.size > 0 &&
        itemsOf(items).some((item) => {
          if (!writtenKeys.has(normalizeForMatch(item))) return false;
          const at = text.indexOf(item, from);
          return at >= 0 && at <= start && end <= at + item.length;
        })
      );
    }
    // A heading ("التواصل", contact) names a part of the resume, not a skill of the person.
    if (headingKind(line) !== null) return true;
    // Part of an e-mail or a web address ("roni.hr@gmail.com", "linkedin.com/in/dana-hr").
    if (inAddress(text, start, end)) return true;
    // A business's name in quotes on a job's line ('עצמאי, "אוחיון אינסטלציה": …', 'بشركة "…"'):
    // the employer, not a claim.
    if (inQuotedName(text, from, start, end)) return true;
    // A platform named as a contact ("Instagram: @dana.nails", "LinkedIn – linkedin.com/in/…").
    if (CONTACT_AFTER.test(text.slice(end, to < 0 ? text.length : to))) return true;
    // A name of the lexicon that is itself a role ("Account Executive", "אחות מוסמכת", "טבח"):
    // the person's title, wherever it is written, outside the skills list.
    if (looksLikeRole(text.slice(start, end))) return true;
    // The setting of a role a line opens with ("מטפלת בגיל הרך, …", "مساعدة في روضة أطفال منذ…",
    // "Nurse in intensive care"): the kind of job the person has, as a title's setting is, no claim.
    if (settingOfOpeningRole(text, from, start)) return true;
    // Inside a title as written, wherever its line is.
    const lower = text.slice(from, to < 0 ? text.length : to).toLowerCase();
    for (const title of titles) {
      if (title.length < 2) continue;
      const at = lower.indexOf(title.toLowerCase());
      if (at >= 0 && from + at <= start && end <= from + at + title.length) return true;
    }
    // The rest of a title's line (the employer) when the line is not a sentence.
    // The employer or the place on a line of its own under a title ("Hotel King David, Jerusalem").
    if (employerLines.has(line)) return true;
    // A job's head line with its years ("سائق توزيع – مخبز أنجل، الناصرة (2014 – 2018)") is no
    // sentence, however many words its title and employer have.
    if (line.split(/\s+/).length > 14 || (isProseLine(line) && !DATED_LINE.test(line))) return false;
    const key = normalizeForMatch(line);
    return titleKeys.some((t) => key.includes(t));
  };
}

/** The non-space run around text[start, end), bounded to a token's length. */
function tokenAround(text: string, start: number, end: number): string {
  const before = /\S{0,80}$/u.exec(text.slice(Math.max(0, start - 80), start))?.[0] ?? '';
  const after = /^\S{0,80}/u.exec(text.slice(end, end + 80))?.[0] ?? '';
  return before + text.slice(start, end) + after;
}

/** An e-mail or a web address: "a.b@mail.com", "linkedin.com/in/x", "www.site.co.il" (not "ASP.NET"). */
const ADDRESS = /@|^(?:https?:\/\/|www\.)|\.(?:com|org|io|co\.il)\/|\.(?:com|co\.il)$/iu;

/** Whether text[start, end) is part of an e-mail or a web address. */
function inAddress(text: string, start: number, end: number): boolean {
  return ADDRESS.test(tokenAround(text, start, end));
}

/**
 * A quoted name of one to four words that a separator or a business's word leads to: ', "אוחיון
 * אינסטלציה":', 'בחברת "מים וצנרת"', 'في مطعم "الوردة"', 'at "Blue Fox"'. (A quote inside a word is
 * an acronym's, מע"מ, and opens nothing: the opening quote follows a space or the line's start.)
 */
const QUOTED_NAME =
  /(?:^|[,:;|–—-]\s*|\s(?:חברת|בחברת|בחברה|מסעדת|במסעדת|משרד|במשרד|עסק|בעסק|מוסך|במוסך|company|firm|at|شركة|بشركة|مطعم|بمطعم|مصنع|بمصنع|محل|بمحل)\s+)(["“”«„])([^"“”«»„\n]{1,40})["“”»](?=[\s,.:;)–-]|$)/giu;

/** Whether text[start, end) is inside a quoted business name on its line (from: the line's start). */
function inQuotedName(text: string, from: number, start: number, end: number): boolean {
  const to = text.indexOf('\n', end);
  const line = text.slice(from, to < 0 ? text.length : to);
  if (line.length > 400) return false;
  for (const m of line.matchAll(QUOTED_NAME)) {
    const name = m[2]!;
    if (name.trim().split(/\s+/).length > 4) continue;
    const at = from + m.index + m[0].length - name.length - 1;
    if (at <= start && end <= at + name.length) return true;
  }
  return false;
}

/** What joins a role to its setting: "ב", "في", "in a", "at the". */
const SETTING_JOIN = /^\s*(?:ב-?|في|ب|in|at)?\s*(?:ה|ال|a|an|the)?\s*$/iu;

/** The role's words (3 at the most) and the join's ("in a", "في ال"; 2 at the most). */
const MAX_OPENING_WORDS = 5;
/** How many runs of non-spaces the text has, counted up to one more than the most an opening has. */
function wordRuns(text: string): number {
  let runs = 0;
  for (const _ of text.matchAll(/\S+/gu)) if (++runs > MAX_OPENING_WORDS) break;
  return runs;
}

/** A letter SETTING_JOIN can match, in either case, or a space or hyphen ("ב-", "في ال", "in a"). */
const JOIN_CHAR = /[\s\-בהفيبالintaeh]/iu;
/**
 * Whether the opening can be a role and its join as settingOfOpeningRole reads them: some cut of
 * it has a head of three words at the most (the role: it opens the opening and is not empty) and
 * a tail SETTING_JOIN matches. Only the tail of letters a join is written with is tried.
 */
export function mayOpenWithRole(opening: string): boolean {
  let tail = opening.length;
  while (tail > 1 && JOIN_CHAR.test(opening[tail - 1]!)) tail--;
  for (let cut = Math.max(tail, 1); cut <= opening.length; cut++) {
    if (opening.slice(0, cut).split(/\s+/).length <= 3 && SETTING_JOIN.test(opening.slice(cut))) return true;
  }
  return false;
}

/** Whether text[from, start) is a role that opens the line and the word that joins its setting. */
function settingOfOpeningRole(text: string, from: number, start: number): boolean {
  const before = text.slice(from, start);
  if (before.length > 60) return false;
  const opening = before.replace(/^[\s•*▪·–-]+/u, '');
  // (A role of three words at the most and a join of two: an opening of more words is none, and is
  // not read for a role. Every text read here is new to roleInLine's memo, and a role's read is
  // the costliest of a line's; so is an opening no cut of which is a short role and its join.)
  if (wordRuns(opening) > MAX_OPENING_WORDS || !mayOpenWithRole(opening)) return false;
  const role = roleInLine(opening.replace(/\s+\S*$/u, '')) || roleInLine(opening);
  return (
    role !== '' &&
    role.split(/\s+/).length <= 3 &&
    opening.startsWith(role) &&
    SETTING_JOIN.test(opening.slice(role.length))
  );
}

/**
 * Whether a hit is in the label of a "category: items" list line ("Networking: Cisco IOS, VLANs,
 * OSPF", "الشبكات: TCP/IP، DNS"): the label names the kind of the items, not a skill of its own
 * ("רישיון נהיגה: B" is one item and its grade).
 */
export function categoryLabels(text: string): (hit: SkillHit) => boolean {
  // The label's end on each line asked about, once a line (-1: no label before a list).
  const labelEnd = new Map<number, number>();
  return (hit) => {
    const from = text.lastIndexOf('\n', hit.start - 1) + 1;
    let end = labelEnd.get(from);
    if (end === undefined) {
      const to = text.indexOf('\n', hit.start);
      const line = text.slice(from, to < 0 ? text.length : to);
      const label = /^\s*[^:：,،\n]{1,30}[:：]\s*(?=\S)/u.exec(line)?.[0] ?? '';
      const items = label ? itemsOf(line.slice(label.length)) : [];
      end = items.length >= 2 && items.every((item) => item.length >= 2) ? from + label.length : -1;
      labelEnd.set(from, end);
    }
    return hit.start + hit.surface.length <= end;
  };
}

/**
 * A soft skill said in a sentence ("communication with suppliers") is what the sentence is about,
 * not a skill claimed; shift work is the person's way of working unless the sentence says others
 * work so ("צוות של 25 עובדים במשמרות", "a team of 12 pickers on shifts").
 */
const OTHERS_IN_SHIFTS =
  /(?:עובדים|עובדות|צוות|מלצרים|נהגים|workers|staff|team|employees|pickers|agents|عمال|عاملات|موظفين|فريق)\s+(?:\S+\s+){0,2}(?:[בלו]|في\s*|ب)?$/iu;
export function softInProse(text: string, hit: SkillHit, listed: boolean): boolean {
  if (hit.concept.kind !== 'soft' || listed || !isProseLine(lineAt(text, hit.start))) return false;
  if (hit.concept.id !== 'shifts') return true;
  const from = text.lastIndexOf('\n', hit.start - 1) + 1;
  return OTHERS_IN_SHIFTS.test(text.slice(from, hit.start));
}

/** A handle, an address or a number after a platform's name: the platform is how to reach the person. */
const CONTACT_AFTER =
  /^\s*[:：|–-]?\s*(?:@[\w.]|https?:|www\.|[\w.-]+\.(?:com|co\.il|net|org|io|me)\b|\+?\d[\d\s-]{7,})/iu;

/**
 * Years from and to ("2014 – 2018", "2019 – היום", "2012 حتى 2018", "2016 עד 2020", "2015 to
 * present") or since a year ("منذ 2018", "since 2018", "מאז 2019"), on a line that ends without a
 * full stop.
 */
const DATED_LINE =
  /(?:(?:19|20)\d\d\s*(?:[-–—]|\s(?:עד|until|till|to|حتى|إلى|الى|لغاية)\s)\s*(?:(?:19|20)\d\d|\p{L})|(?<!\p{L})(?:since|מאז|منذ)\s+(?:\p{L}+\s+)?(?:19|20)\d\d)(?![^\n]*[.!?]\s*$)/iu;

/**
 * Whether a hit is a whole item of a skills list's line ("מלגזה" of "ציוד: מלגזה, עגורן גשר",
 * "עבודה בגובה" alone on its line): the item names that concept alone, so a longer item holding its
 * name ("רישיון מלגזה", "היתר עבודה בגובה") does not stand for it.
 */
export function isListedItem(text: string, hit: SkillHit, listLines: ReadonlySet<string>): boolean {
  const line = lineAt(text, hit.start);
  if (!listLines.has(line)) return false;
  const key = normalizeForMatch(hit.surface);
  return itemsOf(line).some((item) => normalizeForMatch(item) === key);
}

/** A licence's class, its last word: "C+E" of "רישיון נהיגה C+E", "D" of "رخصة D", "ב'" of "רישיון ב'". */
const LICENCE_CLASS = /(?:^|\s)([A-E]1?(?:\+E)?|[אבגדה]'?1?)\s*$/u;

/**
 * Whether two items name one licence: the same class, each a licence ("רישיון C+E" in the headline,
 * "רישיון נהיגה C+E" in the list; "Licence D", "Driving licence D"). A forklift or a weapons licence
 * names no class and is never one with another.
 */
export function sameLicence(a: string, b: string): boolean {
  if (!NAMES_LICENCE.test(a) || !NAMES_LICENCE.test(b)) return false;
  const classOf = (item: string) => LICENCE_CLASS.exec(item.replace(/[״"]/gu, "'").trim())?.[1] ?? null;
  const ca = classOf(a);
  return ca !== null && ca === classOf(b);
}

/**
 * Ways of building software, not products: a work line that says them ("REST APIs", "CI/CD
 * pipelines", "Go microservices", "ETL jobs") says what was built or how, not a tool used. Claimed
 * from a resume that lists its skills only when the list names them.
 */
const PRACTICES = new Set([
  'rest',
  'microservices',
  'etl',
  'cicd',
  'streaming',
  'monitoring',
  'backend',
  'frontend',
  'agile',
  'scrum',
  'devops',
  'tdd',
]);
export const isPractice = (conceptId: string) => PRACTICES.has(conceptId);
