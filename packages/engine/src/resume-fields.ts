import { extractEmail } from '@gius/shared/resume-personal-info';
import { coveredYears, findDateRanges, joinWrappedRanges, type MonthRange } from './date-ranges.ts';
import { findEducation, levelOf, type EducationLevel } from './education.ts';
import { splitEntries, type ExperienceEntry } from './experience-entries.ts';
import { findIsraeliId } from './israeli-id.ts';
import { detectLanguage, type EngineLanguage } from './language.ts';
import { findMaritalStatus, type MaritalStatus } from './marital-status.ts';
import { findFullName, isSignOff } from './person-name.ts';
import { findPhoneNumber } from './phone-number.ts';
import { findAge } from './resume-age.ts';
import { findLanguages } from './resume-languages.ts';
import { findLocation } from './resume-location.ts';
import {
  headingKind,
  isInlineSkills,
  splitResumeSections,
  type ResumeSection,
  type SectionKind,
} from './resume-sections.ts';
import { findRole, looksLikeRole } from './resume-facts.ts';
import { dutySkills, toolsWorkedWith, writtenAsActivity } from './resume-duty-skills.ts';
import { findSkills, isProseLine, type SkillHit } from './resume-skills.ts';
import { findJobTitles, GAP_TIME, roleInLine } from './resume-titles.ts';
import { namedTools } from './resume-tools.ts';
import { SETTINGS } from './skill-families.ts';
import { IndexedText } from './term-matcher.ts';
import { plainText } from './input-text.ts';
import { isBulletLine, nonEmptyLines, normalizeForMatch, splitSkillLine } from './text-units.ts';

/**
 * What a resume says about the person, each field read by its own rule and left empty when the
 * resume does not state it (never guessed): parseResume(text, { now }).
 */

export interface ResumeFields {
  language: EngineLanguage;
  fullName: string;
  email: string;
  /** E.164: +972521234567; '' when none. */
  phone: string;
  /** 052-1234567 for Israeli numbers, else as `phone`. */
  phoneNational: string;
  /** City id (israeli-cities.ts); '' when not stated. */
  location: string;
  age: number | null;
  /** Nine digits, only with a valid check digit. */
  idNumber: string;
  maritalStatus: MaritalStatus | '';
  /** Skill-concept ids (skill lexicon), in order of first appearance. */
  skills: string[];
  /** Titles of the experience entries as written, in the resume's order. */
  jobTitles: string[];
  /** Years covered by the work entries' date ranges, overlaps once, one decimal; null when none. */
  experienceYears: number | null;
  educationLevel: EducationLevel | '';
  /** Field-of-study id (education-fields.ts) of the highest degree. */
  educationField: string;
  /** ISO 639-1 codes of the languages the resume says the person speaks. */
  languages: string[];
}

export interface ParseOptions {
  /** The day ages and "present" are counted to. */
  now: Date;
}

/** Parts of a parsed resume the analysis reuses. */
export interface ParsedResume {
  fields: ResumeFields;
  sections: ResumeSection[];
  header: string[];
  entries: ExperienceEntry[];
  indexed: IndexedText;
  /**
   * Concepts named inside the listed skills reported as written ("forklift" in "Forklift
   * operation"), for matching only: a job asking for a forklift still counts that line.
   */
  conceptsInListed: string[];
  /**
   * Concepts the work lines name of a resume that lists its skills ("ליקוט הזמנות" in a job's
   * bullets), for matching only: the list says what the person's skills are.
   */
  workSkills: string[];
}

/** An e-mail's "@" (not the "@" of "Court Clerk @ District Court") or a phone number. */
const CONTACT = /[^\s@]@[^\s@]|(?:\+|\b0)\d[\d\s-]{7,}/;
/** Time that is not work: service, volunteering, a gap year, a career break. */
const NOT_WORK = new RegExp(
  String.raw`(?:שירות\s+צבאי|שירות\s+לאומי|צה["״]ל|\bIDF\b|military\s+service|army|الخدمة\s+(?:العسكرية|الوطنية|المدنية)|התנדבות|מתנדב|מתנדבת|volunteer|تطوع|متطوع|متطوعة|${GAP_TIME.source})`,
  'iu',
);
const INSTITUTION =
  /(?:אוניברסיט|מכללת|המכללה|הטכניון|סמינר|\buniversity\b|\bcollege\b|جامعة|الجامعة|كلية|معهد)/iu;

/** Headings of a block of personal details or contact lines. */
const PERSONAL_HEADING =
  /(?:פרטים\s+אישיים|קשר|התקשרות|personal|contact|get\s+in\s+touch|معلومات|تواصل|الاتصال|بيانات\s+شخصية)/iu;

/** A spoken language named alone ("English", "עברית – שפת אם"): the languages field holds it. */
const LANGUAGE_NAME =
  /(?<![\p{L}])(?:[בלו]?(?:עברית|אנגלית|ערבית|רוסית|צרפתית|ספרדית|אמהרית|גרמנית)|english|hebrew|arabic|russian|french|spanish|german|amharic|(?:و|ب|بال|ال)?(?:عربية|عبرية|إنجليزية|انجليزية|روسية|فرنسية|العربية|العبرية|الإنجليزية|الانجليزية|الروسية|الفرنسية))(?![\p{L}])/giu;
/** How well a language is spoken: "Fluent English", "שליטה מלאה באנגלית", "إجادة اللغة العبرية". */
const LANGUAGE_LEVEL =
  /(?<![\p{L}])(?:fluent|fluency|native|mother|tongue|conversational|spoken|written|level|excellent|good|basic|very|full|proficiency|proficient|command|שפת|אם|דובר|דוברת|שוטפת|שוטף|מלאה|שליטה|ברמה|ברמת|גבוהה|טובה|בסיסית|מצוינת|إجادة|اجادة|اللغة|لغة|الأم|طلاقة|بطلاقة|محادثة|ممتازة|جيدة|جيد|ممتاز|تامة|كتابة|وكتابة|قراءة)(?![\p{L}])/giu;

/** A listed item that only says a language and how well ("Excellent English"): a language, not a skill. */
function isLanguageItem(item: string): boolean {
  const rest = item.replace(LANGUAGE_NAME, '');
  if (rest === item) return false;
  return rest.replace(LANGUAGE_LEVEL, ' ').replace(/[^\p{L}]+/gu, '').length === 0;
}

/**
 * What the skills sections list that the lexicon does not know, as written ("מתן תרופות",
 * "HACCP", "إدارة الصف"): a listed item is a skill whatever the lexicon says. An item is a short
 * piece of a list line (not a sentence), without a level after a dash or in brackets; items the
 * lexicon knows are reported by their concept instead.
 */
/**
 * Words that grade or frame a listed skill rather than name it: "Excel – advanced", "שליטה
 * ב-Office", "יכולת עבודה במקביל", "العمل تحت الضغط", "نظام CRM".
 */
const LEVEL_WORDS =
  /(?<![\p{L}])(?:and|or|with|advanced|basic|expert|proficient|fluent|good|strong|excellent|high|knowledge|of|in|ms|microsoft|ability|skills?|work(?:ing)?|system|software|tools?|ו|ידע|ב|מתקדם|מתקדמת|בסיסי|בסיסית|גבוהה|גבוה|ברמה|רמה|טובה|טוב|מצוין|מצוינת|מצוינים|שליטה|מלאה|יכולת|יכולות|עבודה|מערכת|מערכות|תוכנת|כישורי|و|متقدم|متقدمة|جيد|جيدة|ممتاز|ممتازة|إلمام|معرفة|قدرة|القدرة|على|العمل|عمل|نظام|أنظمة|برنامج|مهارات)(?![\p{L}])/giu;

/**
 * A listed item cleaned of its level and of a bracketed note: "Excel (advanced)" -> "Excel",
 * "הקלדה עיוורת (70 מילים לדקה)" -> "הקלדה עיוורת". An abbreviation or a name in brackets is part
 * of the item as the resume writes it: "Blueprint reading (GD&T)", "בטיחות מזון (HACCP)", "WMS
 * (SAP EWM)".
 */
const NAME_IN_BRACKETS = /\s*\((?:[A-Z][A-Za-z0-9&+./-]*)(?: [A-Z][A-Za-z0-9&+./-]*)?\)\s*$/u;
function cleanItem(raw: string): string {
  return raw
    .replace(/\s+[-–—]\s+.*$/u, '')
    .replace(/\s*\([^)]*\)\s*$/u, (bracket) =>
      NAME_IN_BRACKETS.test(bracket) && !onlyLevel(bracket.replace(/[()]/g, '')) ? bracket : '',
    )
    .replace(/^[\s"'“”]+|[\s"'“”:.]+$/gu, '')
    .trim();
}

/** How long a skill was used: "7 years", "5 שנים", "3 سنوات", "שנתיים". */
const DURATION =
  /^\s*(?:\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|שנים|שנה|سنوات|سنة|سنين|عام|أعوام)|שנתיים|سنتان|سنتين)\s*$/iu;

/** Nothing but how well or how long: "Advanced", "רמה בסיסית", "ممتاز", "★★★★☆", "90%", "7 years". */
function onlyLevel(text: string): boolean {
  if (DURATION.test(text)) return true;
  // A name's number is part of it ("Microsoft 365", "Windows 10"); a mark is not ("90%", "4/5").
  if (/\p{L}[^\d]*\s\d{1,4}$/u.test(text.trim()) && !/\d\s*[%/]|[%/]\s*\d/u.test(text)) return false;
  return (
    text
      .replace(LEVEL_WORDS, ' ')
      .replace(
        /(?<![\p{L}])(?:intermediate|beginner|native|בינונית|בינוני|טובה\s+מאוד|متوسط|متوسطة|مبتدئ)(?![\p{L}])/giu,
        ' ',
      )
      .replace(/[^\p{L}]+/gu, '').length === 0
  );
}

/** Hebrew words that open with a vav of their own, not the conjunction: "עריכת וידאו". */
const VAV_WORDS = /^ו(?:ידאו|יזואל\S*|וב|רד|ותק|טרינר\S*|יטמין\S*|ריד\S*|ילון\S*|ואטסאפ|יקי)$/u;

/**
 * The last item of a list of two or more cut where "and" joins two items: "Excel, Word and
 * Outlook", "…, ניהול משמרת ועזרה ראשונה", "…, תחזוקה ו-Excel", "…، تحميل وتفريغ والتخطيط
 * للمسارات". A product's name after "ו" / "و" is an item of its own. Otherwise only when no other
 * item of the list holds an "and" (then the writer joins words within an item with it) and the two
 * sides are items alike: in English one word before it, or after it a capital or as many words; in
 * Hebrew and Arabic two words or more on each side, the first side no object of a preposition.
 * "הוראת מוזיקה ויצירה", "מכירה ושימור לקוחות", "الدقة والتنظيم", "עבודה עם ילדים ובני נוער",
 * "Blood counts and biochemistry" are each one item, what the "and" joins inside it.
 */
const AND_WORD = /^(?:and|ו-?\S+|و\S+)$/iu;
const PREPOSITION = /^(?:עם|של|על|מול|עבור|with|for|of|in|on|مع|على|في|من|عن|إلى)$/iu;
function splitLastAnd(last: string, others: string[]): string[] {
  const words = last.split(/\s+/);
  const conjunction = (word: string) =>
    AND_WORD.test(word) && !VAV_WORDS.test(word) && !/^و[اىيه]$/u.test(word);
  const latin = words.findIndex((word, i) => i > 0 && /^[וو]-?[A-Za-z]/u.test(word));
  if (latin > 0)
    return [
      words.slice(0, latin).join(' '),
      words
        .slice(latin)
        .join(' ')
        .replace(/^(?:ו-?|و)/u, ''),
    ];
  if (others.some((item) => item.split(/\s+/).slice(1).some(conjunction))) return [last];
  for (let i = words.length - 1; i >= 1; i--) {
    const word = words[i]!;
    if (!conjunction(word)) continue;
    const english = /^and$/i.test(word);
    const head = words.slice(0, i);
    const tail = english ? words.slice(i + 1) : [word.replace(/^(?:ו-?|و)/u, ''), ...words.slice(i + 1)];
    if (tail.length === 0) return [last];
    const alike = english
      ? head.length === 1 || /^[A-Z\d]/.test(tail[0]!) || tail.length >= head.length
      : head.length >= 2 && tail.length >= 2 && !head.some((w) => PREPOSITION.test(w));
    return alike ? [head.join(' '), tail.join(' ')] : [last];
  }
  return [last];
}

const LIST_LEAD_IN =
  /^(?:(?:highly\s+)?(?:experienced|experience|skilled|proficient|familiar|knowledge|expertise|fluent)\s+(?:in|with|of|at)\s+|(?:ניסיון|ידע|שליטה|היכרות)\s+(?:עם\s+|ב-?(?=\S{2}))|(?:خبرة|معرفة|إلمام|إتقان|اتقان)\s+(?:في\s+|ب(?=\S{2})))/iu;

/** The items of a skills line, without its label ("Tools: Jira, Excel"). */
function itemsOf(line: string): string[] {
  // "Excel: advanced", "SAP | Basic": a skill and its level, not a label and its list.
  const graded = line.match(/^([^:：|,،]{1,40})\s*[:：|]\s*(.+)$/u);
  if (graded && onlyLevel(graded[2]!)) return [cleanItem(graded[1]!)];
  const body = line
    .replace(/^[^:：,،]{1,30}[:：]\s*(?=\S)/u, '')
    // "Microsoft Office (Word, Excel)": a list in brackets is items of the list, after its head.
    .replace(/\s*\(([^()]*[,،;؛][^()]*)\)/gu, ', $1');
  const items = splitSkillLine(body);
  // "Experienced with forklifts, pallet jacks…", "ניסיון בליקוט, …", "خبرة في ترتيب الرفوف، …": a
  // list said as a sentence; its opening words say how well, not what.
  if (items.length >= 2) items[0] = items[0]!.replace(LIST_LEAD_IN, '');
  // ("a, b and c": the last item of a comma list holds two; a table's cells or a list's bullets do not.)
  if (items.length >= 2 && /[,،]/u.test(body)) items.push(...splitLastAnd(items.pop()!, items));
  return items.map(cleanItem).filter((item) => !onlyLevel(item));
}

/**
 * Whether the lexicon's names in a listed item say all of it ("Excel", "Python 3", "MS Excel –
 * advanced"), or the item names more than they do ("Forklift operation", "SAP EWM", "ניטור
 * מטופלים", "Priority ERP"): then the item is the skill, as written.
 */
/**
 * A product's name with its version or year: "Incoterms 2020", "Windows Server 2019", "Microsoft
 * 365", "LIFEPAK 15", "Windows 10/11".
 */
const VERSIONED_NAME = /^[A-Za-z][\w.+#-]*(?: [A-Za-z][\w.+#-]*){0,2} \d{1,4}(?:\/\d{1,4})?$/;
/** A standard by its number: "ISO 9001", "ISO 22000", "EN 1090", "IPC-A-610". */
const STANDARD = /^(?:ISO|IEC|EN|IPC|ASTM|DIN|IS|SI|OHSAS)(?:[ -][A-Z])?[ -]\d{3,5}(?:[-:]\d{1,4})?$/;

const STANDARD_IN = new RegExp(
  `(?<![\\p{L}\\d])${STANDARD.source.replace(/^\^|\$$/g, '')}(?![\\p{L}\\d])`,
  'gu',
);

function lexiconSaysAll(item: string, andJoins = false): boolean {
  const hits = findSkills(item);
  if (hits.length === 0) return false;
  // "Priority ERP", "SQL Server Reporting": one name said in several known words; and "التوظيف
  // والمقابلات", "First aid and AED": one item of two names joined by "and", as a list writes it (a
  // duty line's "ליקוט והעמסה" is two duties, each its concept).
  const joined = andJoins ? /[,&+]|\band\b|\s(?:ו|و)/iu : /[,+]/u;
  if (hits.length > 1 && !joined.test(item)) return false;
  let rest = item;
  for (const hit of hits) rest = rest.replace(hit.surface, ' ');
  const words = rest
    .replace(LEVEL_WORDS, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  // A licence ("רישיון מלגזה", "Forklift licence") is the licence as written, not the work it allows.
  if (NAMES_LICENCE.test(item)) return false;
  // A licence's class ("רישיון נהיגה C1", "رخصة قيادة C") says more than the licence: as written.
  if (/(?:^|\s)[A-E]\d?(?:\+E)?(?:\s|$)/.test(rest.replace(/[^\p{L}\d+]+/gu, ' '))) return false;
  // What is left of "العمل تحت الضغط" once "عمل تحت الضغط" is taken: the article, a prefix.
  return words.split(/\s+/).every((w) => w.length < 2 || /^(?:ال|وال|של)$/u.test(w));
}

/**
 * What the skills sections list that the lexicon does not know, or names only in part, as written
 * ("מתן תרופות", "HACCP", "إدارة الصف", "Forklift operation"): a listed item is a skill whatever
 * the lexicon says. An item is a short piece of a list line (not a sentence), without a level after
 * a dash or in brackets; items the lexicon names in full are reported by their concept instead.
 */
const LICENCES_HEADING = /^\s*(?:licen[cs]es|רישיונות|רשיונות|رخص|الرخص)(?!\p{L})/iu;

const LIST_SEPARATOR = /[,،;؛|•·▪]/u;
const fragmentWords = (fragment: string | undefined) =>
  (fragment ?? '').trim().split(/\s+/).filter(Boolean).length;

/**
 * A list line a narrow PDF column wrapped, joined back: the Word file of the same resume keeps
 * "…, הכנת תרכובות, …" on one line where the PDF cuts it after "הכנת". A line is taken as wrapped
 * when it is a list at the column's full width (near the longest line of the section), ends in a
 * word rather than a separator, and the next line goes on with a short piece and no bullet, heading
 * or label of its own.
 */
export function joinWrappedListLines(lines: string[], elsewhere: ReadonlySet<string> = new Set()): string[] {
  const widest = Math.max(0, ...lines.map((l) => l.trim().length));
  const out: string[] = [];
  for (const raw of lines) {
    let line = raw.trim();
    const previous = out[out.length - 1];
    // "… • SEO • Google" / "• Ads • Meta Ads": a list of "•" items whose separator a PDF wrapped to
    // the head of the next line, before the rest of a name cut in two.
    if (previous !== undefined && /\s•\s/u.test(previous) && /^•\s/u.test(line)) {
      const rest = line.replace(/^•\s+/u, '');
      if (continuesList(previous, rest, widest, elsewhere)) line = rest;
    }
    if (previous !== undefined && continuesList(previous, line, widest, elsewhere))
      // "תוכן ל-" / "Landing Pages": the prefix and its word are written together.
      out[out.length - 1] = /\p{L}-$/u.test(previous) ? `${previous}${line}` : `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

function continuesList(
  previous: string,
  line: string,
  widest: number,
  elsewhere: ReadonlySet<string>,
): boolean {
  if (!LIST_SEPARATOR.test(previous) || /[,،;؛|•·▪:.]\s*$/u.test(previous)) return false;
  if (previous.length < 0.8 * widest) return false;
  if (isBulletLine(line) || headingKind(line) || /^[^:：,،]{1,30}[:：]/u.test(line)) return false;
  const lastPiece = previous.split(LIST_SEPARATOR).pop() ?? '';
  const firstPiece = line.split(LIST_SEPARATOR)[0] ?? '';
  // The Latin name a Hebrew or Arabic item ends in ("עריכת וידאו ב- Premiere" / "Pro").
  const lastName =
    lastPiece.trim().match(/(?<![\w.+#-])[A-Za-z][\w.+#-]*(?: [A-Za-z0-9][\w.+#-]*)?$/)?.[0] ?? '';
  // A Hebrew prefix cut from its word ("תוכן ל-" / "Landing Pages").
  if (/(?<!\p{L})[בלהוכמש]-$/u.test(previous.trim())) return true;
  // A product's name cut in two: its last word alone on the next line ("Active Directory, Exchange" /
  // "Online"), or the two halves one name of the lexicon ("…, Google" / "Ads, Meta Ads").
  const latinName = /^[A-Za-z][\w.+#-]*(?: [A-Za-z0-9][\w.+#-]*)?$/;
  const whole = (text: string) => findSkills(text).some((hit) => hit.surface.length === text.length);
  // "…, עריכת וידאו ב- Premiere" / "Pro": the last word of a Hebrew or Arabic item's Latin name
  // alone on the next line.
  const alone = line.trim();
  if (
    lastName !== '' &&
    lastName !== lastPiece.trim() &&
    fragmentWords(lastName) === 1 &&
    /^[A-Za-z][\w.+#-]*$/.test(alone) &&
    !whole(alone)
  )
    return true;
  if (latinName.test(lastPiece.trim()) && latinName.test(firstPiece.trim())) {
    // ("Excel, Word" / "PowerPoint": an item of its own.)
    const oneWord = fragmentWords(lastPiece) === 1 && fragmentWords(line) === 1;
    // ("…, Canva" / "Notion": a name the lexicon knows alone is an item of its own.)
    if (oneWord && !LIST_SEPARATOR.test(line) && !whole(line.trim()) && !whole(lastPiece.trim())) return true;
    if (whole(`${lastPiece.trim()} ${firstPiece.trim()}`)) return true;
    // "…, SAP" / "QM · ISO 9001": the two halves one name the resume writes whole elsewhere ("reports
    // in SAP QM" in a job's lines).
    if (elsewhere.has(`${lastPiece.trim()} ${firstPiece.trim()}`.toLowerCase())) return true;
  }
  if (previous.length < 28) return false;
  // One item goes on in its own script, and an English item in lower case ("Salary" / "negotiation");
  // a capital or another script starts an item of its own.
  const latin = (text: string) => /^[^\p{L}]*[A-Za-z]/u.test(text);
  if (latin(lastPiece.trim()) !== latin(firstPiece) || /^[^\p{L}]*[A-Z]/u.test(firstPiece)) return false;
  return fragmentWords(lastPiece) === 1 && fragmentWords(firstPiece) <= 3;
}

/** Two Latin words written one after the other on a line ("sap qm" of "reports in SAP QM"), lower-cased. */
function latinPairs(text: string): Set<string> {
  const pairs = new Set<string>();
  for (const m of text.matchAll(
    /(?<![\w.+#-])([A-Za-z](?:[\w+#-]|\.(?=\w))*)(?= ([A-Za-z0-9](?:[\w+#-]|\.(?=\w))*))/g,
  ))
    pairs.add(`${m[1]} ${m[2]}`.toLowerCase());
  return pairs;
}

/** A section that lists skills: a skills section, or a list of licences ("רישיונות", "رخص"). */
const isSkillsList = (section: ResumeSection) =>
  section.kind === 'skills' || LICENCES_HEADING.test(section.heading);

export function listedSkills(
  sections: ResumeSection[],
  text = '',
  /** Filled with the items of the skills sections proper (not of a licences list). */
  inSkillsSections: string[] = [],
): string[] {
  const pairs = latinPairs(text);
  const out = new Map<string, string>();
  // Concepts an earlier listed item was reported by: a second item the same concept says
  // ("إدارة المخزون" then "جرد المخزون") is a skill of its own, reported as written.
  const reported = new Map<string, Set<string>>();
  for (const section of sections) {
    if (!isSkillsList(section)) continue;
    const lines = joinWrappedListLines(section.lines, pairs);
    // The lines and items as the page has them, before a wrap was joined back.
    const pageLines = new Set(section.lines.map((line) => line.trim()));
    // (Worked out only when a wrap was joined back.)
    let pageItems: Set<string> | null = null;
    const onPage = (item: string) =>
      (pageItems ??= new Set(section.lines.flatMap((line) => itemsOf(line.trim())))).has(item);
    // A bullet of a list of three bullets or more is an item of that list, as an item of a comma
    // list of three is ("• עבודה עם קופה רושמת ומערכת Retalix").
    const bulletList = lines.filter((line) => isBulletLine(line)).length >= 3;
    // So is a line of a list written one item a line without bullets: three lines or more, none a
    // sentence that ends in a stop.
    const lineList = lines.length >= 3 && lines.every((line) => !/[.!?]\s*$/u.test(line));
    for (const line of lines) {
      // A letter-like resume's sign-off and signature close the last section.
      if (isSignOff(line)) break;
      const items = itemsOf(line);
      // In a list line of two items or more (a table's row of two cells too) an item is a name, not
      // a sentence, even a longer one ("עבודה עם ילדים על הרצף האוטיסטי").
      const maxWords = items.length >= 2 || lineList || (bulletList && isBulletLine(line)) ? 7 : 5;
      for (const item of items) {
        const words = item.split(/\s+/).length;
        // A one-letter name ("R", "C") is a language in a list of three or more, never alone.
        const letterName = /^[A-Z]$/.test(item) && items.length >= 3;
        if ((item.length < 2 && !letterName) || item.length > 48 || words > maxWords) continue;
        // Digits are a phone, a date or a number, unless a product's version year ("Incoterms 2020").
        // ("معايير ISO 22000", "תקן ISO 9001": a standard's number inside a longer item.)
        const versioned =
          VERSIONED_NAME.test(item) || STANDARD.test(item) || !/\d/.test(item.replace(STANDARD_IN, ' '));
        if ((!versioned && /[@\d]{3}/.test(item)) || /@|https?:|www\./i.test(item)) continue;
        if (isLanguageItem(item) || headingKind(item)) continue;
        // An item a wrap cut in two and the join made whole ("Google" / "Ads") is in no line of the
        // text for its concept to be found in: it is reported as written.
        const cut = !pageLines.has(line) && !onPage(item);
        if (!cut && (lexiconSaysAll(item) || (words === 1 && findSkills(item).length > 0))) {
          // Reported as written only when an earlier item gave its concept under another name;
          // the same name again ("Excel – advanced", "שליטה ב-Excel") is the same skill.
          const hits = findSkills(item);
          const anotherName = hits.every((hit) => {
            const names = reported.get(hit.concept.id);
            return names !== undefined && !names.has(normalizeForMatch(hit.surface));
          });
          if (!anotherName) {
            for (const hit of hits)
              reported.set(
                hit.concept.id,
                (reported.get(hit.concept.id) ?? new Set()).add(normalizeForMatch(hit.surface)),
              );
            continue;
          }
        }
        const key = normalizeForMatch(item);
        if (!out.has(key)) out.set(key, item);
        if (section.kind === 'skills') inSkillsSections.push(item);
      }
    }
  }
  return [...out.values()];
}

/** A section's lines as the text has them (with its heading, when they share one line). */
const linesAsWritten = (section: ResumeSection) =>
  section.inline !== undefined ? [section.inline] : section.lines.map((line) => line.trim());

/**
 * Where a skill word in the text is not a claim of that skill: the job titles and the headline
 * ("Registered Nurse" says the person is a nurse; the skills say what they do), the employer on a
 * title's line ("Account Executive, Salesforce Israel"), and a listed item the lexicon names only
 * in part, which is reported as written ("Forklift operation", not "forklift").
 */
function notClaimed(
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
    // A name of the lexicon that is itself a role ("Account Executive", "אחות מוסמכת", "טבח"):
    // the person's title, wherever it is written, outside the skills list.
    if (looksLikeRole(text.slice(start, end))) return true;
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

/**
 * Whether a hit is in the label of a "category: items" list line ("Networking: Cisco IOS, VLANs,
 * OSPF", "الشبكات: TCP/IP، DNS"): the label names the kind of the items, not a skill of its own
 * ("רישיון נהיגה: B" is one item and its grade).
 */
function categoryLabels(text: string): (hit: SkillHit) => boolean {
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

/** A licence's class: "B", "C1", "C+E", "ב'", "ג'". */
const LICENCE_CLASS = String.raw`(?:[A-E]1?(?:\+E)?|[אבגדה]'|[אבגדה]1')(?![\p{L}\d])`;
const LICENCE_WORD = String.raw`(?:רישיון|רשיון|licen[cs]e|رخصة)`;
// Made once: they are tried on every item and every claimed hit.
const NAMES_LICENCE = new RegExp(LICENCE_WORD, 'iu');
const LICENCE_WORD_AFTER = new RegExp(String.raw`^\s+${LICENCE_WORD}(?![\p{L}])`, 'iu');
const CLASS_AFTER = new RegExp(String.raw`^\s*(?:[-–:]\s*)?(${LICENCE_CLASS})`, 'u');
/** A licence named with its class, where the lexicon knows none: "רישיון D", "רישיון נהיגה ג'". */
const LICENCE_WITH_CLASS = new RegExp(
  String.raw`(?<![\p{L}])${LICENCE_WORD}(?:\s+(?:נהיגה|قيادة|driving))?\s+${LICENCE_CLASS}`,
  'giu',
);

/**
 * The licence a lexicon hit names with its class after it, as written ("רישיון נהיגה ב'" for
 * driving, "Forklift licence" is none: no class), or null.
 */
function licenceWithClass(text: string, start: number, end: number): string | null {
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
 * A soft skill said in a sentence ("communication with suppliers") is what the sentence is about,
 * not a skill claimed; shift work is the person's way of working unless the sentence says others
 * work so ("צוות של 25 עובדים במשמרות", "a team of 12 pickers on shifts").
 */
const OTHERS_IN_SHIFTS =
  /(?:עובדים|עובדות|צוות|מלצרים|נהגים|workers|staff|team|employees|pickers|agents|عمال|عاملات|موظفين|فريق)\s+(?:\S+\s+){0,2}(?:[בלו]|في\s*|ب)?$/iu;
function softInProse(text: string, hit: SkillHit, listed: boolean): boolean {
  if (hit.concept.kind !== 'soft' || listed || !isProseLine(lineAt(text, hit.start))) return false;
  if (hit.concept.id !== 'shifts') return true;
  const from = text.lastIndexOf('\n', hit.start - 1) + 1;
  return OTHERS_IN_SHIFTS.test(text.slice(from, hit.start));
}

/** The line a place of the text is on, trimmed. */
function lineAt(text: string, index: number): string {
  const to = text.indexOf('\n', index);
  return text.slice(text.lastIndexOf('\n', index - 1) + 1, to < 0 ? text.length : to).trim();
}

/** Years from and to ("2014 – 2018", "2019 – היום"), on a line that ends without a full stop. */
const DATED_LINE = /(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d|\p{L})(?![^\n]*[.!?]\s*$)/u;

function linesOf(sections: ResumeSection[], kinds: SectionKind[]): string[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

/**
 * The lines that say what the person did: a job's bullets and the prose under its head (not its
 * title, employer or dates), and the summary.
 */
function describingLines(sections: ResumeSection[], entries: ExperienceEntry[], now: Date): string[] {
  // Prose: a line of five words or more, or the end of a sentence a PDF wrapped ("…באפליקציית Trainerize.").
  const prose = (line: string) =>
    (line.split(/\s+/).length >= 5 || /\p{L}\S*\.$/u.test(line.trim())) &&
    findDateRanges(line, now).length === 0 &&
    roleInLine(line) === '';
  return [
    ...entries.flatMap((entry) => [...entry.details, ...entry.head.filter(prose)]),
    ...linesOf(sections, ['summary']),
  ].filter((line) => !CONTACT.test(line) && !levelOf(line));
}

/**
 * Each job's duty lines: its bullets, and apart the prose lines of its head (not its title, employer
 * or dates).
 */
function dutyLines(entries: ExperienceEntry[], now: Date): string[][] {
  // A sentence ("אחראית על קליטת עובדים חדשים, ראיונות עבודה ועריכת חוזים.") whatever role word it
  // opens with; a shorter line with one is the title.
  const sentence = (line: string) => line.split(/\s+/).length >= 6 && /\p{L}[.!]\s*$/u.test(line);
  const prose = (line: string) =>
    line.split(/\s+/).length >= 5 &&
    findDateRanges(line, now).length === 0 &&
    (roleInLine(line) === '' || sentence(line));
  // A job's bullet that names an exam or a diploma ("تحضير لامتحانات البجروت", "הכנה לבגרות") is a
  // duty; a line of a degree that ran into the job is not.
  const duty = (line: string) =>
    !CONTACT.test(line) && (isBulletLine(line) || !levelOf(line)) && findDateRanges(line, now).length === 0;
  return entries.flatMap((entry) => [
    entry.details.filter(duty),
    ...entry.head.filter((line) => prose(line) && duty(line)).map((line) => [line]),
  ]);
}

/** Lines that describe work: the experience sections, or every untitled line when there is none. */
function workLines(sections: ResumeSection[]): string[] {
  const experience = linesOf(sections, ['experience']);
  return experience.length > 0 ? experience : linesOf(sections, ['other', 'summary']);
}

function workRanges(entries: ExperienceEntry[], now: Date): MonthRange[] {
  return entries.flatMap((entry) => {
    // "Kennel Assistant" / "Ontario Veterinary College | 2013 – 2016": a job at a school, its title
    // on a line of its own; a school with no title in the entry is where the person studied.
    const titled = entry.head.some((line) => roleInLine(line) !== '');
    return entry.head
      .filter(
        (line) =>
          !NOT_WORK.test(line) &&
          (roleInLine(line) !== '' || (!levelOf(line) && (titled || !INSTITUTION.test(line)))),
      )
      .flatMap((line) => findDateRanges(line, now));
  });
}

/**
 * The usual confusions of OCR made harmless: a middle dot or bullet between fields read as the
 * Arabic-Indic digit zero ("dana@mail.com ٠ 052-…") is a separator again; right-to-left brackets
 * and a final letter read as its look-alike are put right.
 */
export function tolerateOcr(text: string): string {
  return (
    text
      .replace(/(^|[ \t])[٠۰](?=[ \t]|$)/gmu, '$1·')
      // A phone's groups in a right-to-left line read in drawing order ("5566 444 052"): no one
      // writes the trunk prefix last.
      .replace(/(?<![\d+])(\d{4})([ -])(\d{3})\2(0\d{1,2})(?!\d)/g, '$4$2$3$2$1')
      .replace(/(?<![\d+])(\d{7})([ -])(0\d{1,2})(?!\d)/g, '$3$2$1')
      // A bracket of a right-to-left line read unmirrored: ")2019 - היום)" is "(2019 - היום)".
      .replace(/(^|[\s,:;])\)(?=\d)/gmu, '$1(')
      // Final mem read as samekh ("היוס"): not a word; "today" of a date range.
      .replace(/(?<!\p{L})(עד\s+)?היוס(?!\p{L})/gu, (_m, until: string | undefined) => `${until ?? ''}היום`)
  );
}

/** Sections whose lines are items: a contacts line is none of them. */
const LIST_KINDS = new Set(['skills', 'languages', 'education', 'certifications']);

/**
 * "טל' 050-6671234 | yossi@gmail.com | פרדס חנה-כרכור" written as the page's last line, under the
 * skills or languages: a line with an e-mail or a phone is the resume's contacts, not an item of
 * the list it follows (its town was read as a skill). It is set apart, and the list goes on after it.
 */
export function contactsApart(sections: ResumeSection[]): ResumeSection[] {
  return sections.flatMap((section) => {
    if (!LIST_KINDS.has(section.kind) || !section.lines.some((l) => CONTACT.test(l))) return [section];
    return [
      { ...section, lines: section.lines.filter((l) => !CONTACT.test(l)) },
      { kind: 'other' as const, heading: '', lines: section.lines.filter((l) => CONTACT.test(l)) },
    ];
  });
}

/**
 * The name's line ends the section it falls in: a sidebar's last list ("כישורים", "Skills") runs
 * on into the main column, which opens with the name and the role under it ("לירון מלכה" / "Sales
 * Team Lead"); they and what follows up to the next heading are no items of that list.
 */
function closedAtName(sections: ResumeSection[], fullName: string): ResumeSection[] {
  const name = normalizeForMatch(fullName);
  if (name.split(' ').length < 2) return sections;
  const isNameLine = (line: string) => {
    const key = normalizeForMatch(line);
    return (
      key === name || (key.startsWith(`${name} `) && /^[\s|,،–—-]/u.test(line.trim().slice(fullName.length)))
    );
  };
  return sections.flatMap((section) => {
    const at = section.lines.findIndex(isNameLine);
    if (at < 0) return [section];
    return [
      { ...section, lines: section.lines.slice(0, at) },
      { kind: 'other' as const, heading: '', lines: section.lines.slice(at) },
    ];
  });
}

/**
 * Whitespace runs cut to eight characters: a gap still reads as a gap, and the parser's patterns
 * that try whitespace before and after a separator at every place of a line stay linear on a
 * hostile line of thousands of spaces (8,000 had taken 9 s).
 */
function boundedGaps(text: string): string {
  return text.replace(/[^\S\n]{9,}/g, (gap) => gap.slice(0, 8));
}

export function parseResumeDetailed(rawText: string, options: ParseOptions): ParsedResume {
  const text = joinWrappedRanges(tolerateOcr(boundedGaps(plainText(rawText))));
  const lines = nonEmptyLines(text);
  const structure = splitResumeSections(text);
  const { header } = structure;
  const email = extractEmail(text);
  const fullName = findFullName(lines, 6, email);
  const sections = contactsApart(closedAtName(structure.sections, fullName));
  const entries = splitEntries(workLines(sections), (line) => roleInLine(line) !== '');
  const ranges = workRanges(entries, options.now);
  const education = findEducation(linesOf(sections, ['education', 'certifications']), lines);
  const phone = findPhoneNumber(text);
  const indexed = new IndexedText(text);
  const jobTitles = findJobTitles(entries);
  const headline = findRole(header, entries, options.now.getUTCFullYear());
  // Tools the work lines name that the lexicon does not know ("באפליקציית Trainerize") are
  // reported as written, as the items of a skills list are.
  const inSkillsSections: string[] = [];
  // A listed item that is the person's title ("موظفة مركز اتصال", the headline a sidebar's last
  // list ran on into) is the title, not a skill.
  const titleKeys = new Set([headline, ...jobTitles].filter(Boolean).map(normalizeForMatch));
  const written = listedSkills(sections, text, inSkillsSections).filter(
    (item) => !titleKeys.has(normalizeForMatch(item)),
  );
  // Not a tool the list names already, in full or in part ("Lightroom" of "Adobe Lightroom").
  const listedKeys = written.map((item) => ` ${normalizeForMatch(item)} `);
  // (A tool the lexicon knows by that very name is its concept, claimed as before.)
  const tools = namedTools(describingLines(sections, entries, options.now)).filter(
    (tool) =>
      !listedKeys.some((item) => item.includes(` ${normalizeForMatch(tool)} `)) &&
      !findSkills(tool).some((hit) => hit.surface.length >= tool.length),
  );
  const skip = notClaimed(text, sections, entries, [headline, ...jobTitles], written);
  const allHits = findSkills(indexed, { skip, everyPlace: true });
  // A resume that lists its skills says which they are: what the list names, and the tools its
  // lines say were used. What the rest of its lines say it did ("ניהול צוות", "order picking" in a
  // job's bullets) is evidence for matching, not a skill to report for the person.
  const listLines = new Set(sections.filter(isSkillsList).flatMap(linesAsWritten));
  const inList = (hit: SkillHit) => listLines.has(lineAt(text, hit.start));
  // A list of licences alone ("רישיונות: רישיון מלגזה") says what the person may drive, not what
  // they do: the duties of such a resume are still its skills.
  const skillsSections = sections.filter((s) => s.kind === 'skills');
  const skillLines = new Set(skillsSections.flatMap(linesAsWritten));
  const listsSkills =
    inSkillsSections.length > 0 || allHits.some((hit) => skillLines.has(lineAt(text, hit.start)));
  // Without a list, the duties its work lines name are its skills, as written ("הדבקת קנטים",
  // "إزالة الشعر بالليزر"); one the lexicon names in full is its concept, claimed below.
  const toolKeys = new Set(tools.map((tool) => tool.toLowerCase()));
  const duties = listsSkills
    ? toolsWorkedWith(describingLines(sections, entries, options.now)).filter(
        (tool) =>
          !toolKeys.has(tool.toLowerCase()) &&
          !listedKeys.some((item) => item.includes(` ${normalizeForMatch(tool)} `)),
      )
    : dutySkills(dutyLines(entries, options.now), linesOf(sections, ['summary'])).filter(
        (duty) => !toolKeys.has(duty.toLowerCase()) && !lexiconSaysAll(duty, true),
      );
  // A concept whose name a listed item or a duty says with more ("three-phase" in "Three-phase
  // systems", "ניהול צוות" in "ניהול צוות נגרים") is that item: the longer name says it.
  const writtenKeys = [...written, ...tools, ...duties].map(normalizeForMatch);
  const found = allHits.filter(
    (hit) => !writtenKeys.some((item) => item.includes(normalizeForMatch(hit.surface))),
  );
  const inCategoryLabel = categoryLabels(text);
  const listed = new Set(
    found.filter((hit) => inList(hit) && !inCategoryLabel(hit)).map((hit) => hit.concept.id),
  );
  // A tool the work lines name is claimed when they write it as a product ("monitoring in PRTG"
  // claims PRTG, not monitoring; "ניטור מזיקים" is a duty, not a monitoring tool).
  const named = (hit: SkillHit) => hit.concept.kind !== 'tech' || !writtenAsActivity(hit.surface);
  // A degree, a course, a certificate or the army ("شهادة تدريس", "קורס QA") says what the person
  // studied or served in, not a skill they claim: evidence for matching only.
  const studyLines = new Set(
    sections
      .filter((s) => ['education', 'certifications', 'military'].includes(s.kind) && !isSkillsList(s))
      .flatMap(linesAsWritten),
  );
  // A setting a work line names ("Shaare Zedek Medical Center", "small-animal clinics", "בתי
  // מלון") is where the person worked, not what they do: a skill only when listed.
  const claimable = found.filter(
    (hit) =>
      !studyLines.has(lineAt(text, hit.start)) &&
      (!SETTINGS.has(hit.concept.id) || inList(hit)) &&
      !(inList(hit) && inCategoryLabel(hit)) &&
      !softInProse(text, hit, inList(hit)),
  );
  const claimed = listsSkills
    ? claimable.filter((hit) => listed.has(hit.concept.id) || (hit.concept.kind === 'tech' && named(hit)))
    : claimable;
  // A licence with its class ("רישיון נהיגה ב'", "רישיון D") is reported as written, its concept
  // (driving) kept for matching: the class says more than the lexicon's name.
  const licences: string[] = [];
  const licenceSpans: Array<[number, number]> = [];
  for (const hit of claimed) {
    const licence = licenceWithClass(text, hit.start, hit.start + hit.surface.length);
    if (!licence) continue;
    licenceSpans.push([hit.start, hit.start + licence.length]);
    if (!licences.includes(licence)) licences.push(licence);
  }
  // (Nor a shorter name inside the licence: "נהיגה" of "רישיון נהיגה ב'".)
  const byName = claimed.filter(
    (hit) => !licenceSpans.some(([from, to]) => hit.start >= from && hit.start < to),
  );
  if (!listsSkills)
    for (const m of text.matchAll(LICENCE_WITH_CLASS))
      if (!studyLines.has(lineAt(text, m.index)) && !licences.includes(m[0].trim()))
        licences.push(m[0].trim());
  const skills = [
    ...new Set(byName.map((hit) => hit.concept.id)),
    ...licences.filter(
      (licence) => !written.some((item) => normalizeForMatch(item).includes(normalizeForMatch(licence))),
    ),
    ...written,
    ...tools,
    ...duties,
  ];
  const workSkills = [...new Set(found.map((hit) => hit.concept.id))].filter((id) => !skills.includes(id));
  const location = findLocation(lines, {
    header,
    contact: [
      ...lines.filter((line) => CONTACT.test(line)),
      ...sections.filter((s) => PERSONAL_HEADING.test(s.heading)).flatMap((s) => s.lines),
    ],
    fullName,
  });
  const fields: ResumeFields = {
    language: detectLanguage(text),
    fullName,
    email,
    phone: phone?.e164 ?? '',
    phoneNational: phone?.national ?? '',
    location: location?.id ?? '',
    age: findAge(text, options.now),
    idNumber: findIsraeliId(text),
    maritalStatus: findMaritalStatus(lines),
    skills,
    jobTitles,
    experienceYears: ranges.length > 0 ? coveredYears(ranges) : null,
    educationLevel: education.level,
    educationField: education.field,
    languages: findLanguages(linesOf(sections, ['languages']), lines),
  };
  const conceptsInListed = [
    ...new Set(
      [...written, ...tools, ...duties, ...licences].flatMap((item) =>
        findSkills(item).map((h) => h.concept.id),
      ),
    ),
  ];
  return { fields, sections, header, entries, indexed, conceptsInListed, workSkills };
}

export function parseResume(text: string, options: ParseOptions): ResumeFields {
  return parseResumeDetailed(text, options).fields;
}
