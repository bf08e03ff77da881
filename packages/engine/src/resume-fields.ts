import { extractEmail } from '@gius/shared/resume-personal-info';
import {
  coveredYears,
  findDateRanges,
  joinWrappedRanges,
  statedMonths,
  WRITTEN_RANGE,
  yearWithStatedDuration,
  type MonthRange,
} from './date-ranges.ts';
import { findEducation, levelOf, type EducationLevel } from './education.ts';
import { startParse } from './parse-memo.ts';
import { quickTest } from './quick-test.ts';
import { saysSelf, splitEntries, type ExperienceEntry } from './experience-entries.ts';
import { findIsraeliId } from './israeli-id.ts';
import { detectLanguage, type EngineLanguage } from './language.ts';
import { findMaritalStatus, type MaritalStatus } from './marital-status.ts';
import { findFullName, otherSpellings } from './person-name.ts';
import { findPhoneNumber } from './phone-number.ts';
import { findAge } from './resume-age.ts';
import {
  categoryLabels,
  isListedItem,
  isPractice,
  notClaimed,
  sameLicence,
  softInProse,
} from './claimed-skills.ts';
import { LICENCE_WITH_CLASS, licenceWithClass } from './licences.ts';
import { isSkillsList, lexiconSaysAll, linesAsWritten, listedSkills } from './listed-skills.ts';
import { findLanguages } from './resume-languages.ts';
import { findLocation, isTownOnly } from './resume-location.ts';
import {
  headingKind,
  headingNames,
  splitResumeSections,
  type ResumeSection,
  type SectionKind,
} from './resume-sections.ts';
import { findRole, headerRole, headlineRoles, roleBesideName } from './resume-facts.ts';
import { writtenAsActivity } from './activity-words.ts';
import { dutySkills, isDutyList, listsWork, namesProduct, toolsWorkedWith } from './resume-duty-skills.ts';
import { findSkills, type SkillHit } from './resume-skills.ts';
import {
  findJobTitles,
  GAP_TIME,
  isGapTime,
  UNPAID_LEAVE,
  withoutIncludedLeave,
  MOVING_TIME,
  namesService,
  roleInLine,
  titleByPosition,
  volunteeringLabel,
  workplaceRoleLine,
} from './resume-titles.ts';
import { namedTools } from './resume-tools.ts';
import { SETTINGS } from './skill-families.ts';
import { IndexedText } from './term-matcher.ts';
import { plainText } from './input-text.ts';
import { joinWrittenWraps } from './written-wraps.ts';
import {
  asciiDigits,
  isBulletLine,
  lastWord,
  lineAt,
  nonEmptyLines,
  normalizeForMatch,
  stripBullet,
} from './text-units.ts';

// The entries, the years and the describing lines each ask these of the same lines.

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

/**
 * Whether a written item holds a concept's name: anywhere for Hebrew and Arabic, whose words take
 * prefix letters ("מלגזה" in "עבודה במלגזה"); a Latin name as a word of its own ("Go" is not in
 * "ArgoCD", "R" not in "React").
 */
function saysWithMore(item: string, name: string): boolean {
  if (!/^[a-z\d]/i.test(name)) return item.includes(name);
  let at = item.indexOf(name);
  while (at >= 0) {
    const before = item[at - 1] ?? ' ';
    const after = item[at + name.length] ?? ' ';
    if (!/[a-z\d]/i.test(before) && !/[a-z\d]/i.test(after)) return true;
    at = item.indexOf(name, at + 1);
  }
  return false;
}

/** A system or a program named by its noun: "מערכת מרשם ממוחשב", "نظام الوصفات", "ALEPH library system". */
const NAMES_SYSTEM = /^(?:מערכת|מערכות|תוכנת|نظام|أنظمة|برنامج)\s|\ssystems?$/iu;

/**
 * A system's product named with its system noun ("מערכת Pointer", "نظام Priority")
 * when the product alone is reported too ("Pointer" from the same line): one skill, said twice.
 * The name alone is kept, as the tool lines report it.
 */
const SYSTEM_THEN_NAME = /^(?:ו?ב?-?ה?(?:מערכת|מערכות|תוכנת)|و?ب?(?:ال)?(?:نظام|برنامج))\s\S/u;
function repeatsSystemName(item: string, all: string[]): boolean {
  const ws = item.split(/\s+/);
  if (!SYSTEM_THEN_NAME.test(item) || ws.length > 4) return false;
  // The name is all that follows the system noun ("מערכת WMS של Priority" says more than "Priority").
  const name = ws.slice(1).join(' ').toLowerCase();
  return all.some((other) => other !== item && other.toLowerCase() === name);
}

/** A course the line opens with ("קורס …", "Course in …", "دورة …"; after a bullet). */
const COURSE_OPENING = /^\s*(?:[•*▪·–-]\s*)?(?:קורס|השתלמות|course|training course|دورة|دورات)\s/iu;
/** A year of the 20th or 21st century, as a course's line dates it. */
const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/u;

/** Whether a line is a course the person took, dated: "קורס מזכירות משפטית, סמינר הקיבוצים (2003)". */
function isCourseLine(line: string): boolean {
  return COURSE_OPENING.test(line) && YEAR.test(line);
}

/** A section of hobbies or interests, by its heading (which may carry its items after a colon). */
const HOBBIES_HEADING =
  /^\s*(?:hobbies|interests|hobbies (?:and|&) interests|תחביבים|תחביבים ותחומי עניין|תחומי עניין|هوايات|الهوايات|اهتمامات|الاهتمامات)\s*(?:[:：]|$)/iu;

/**
 * An e-mail's "@" (not the "@" of "Court Clerk @ District Court") or a phone number: nine digits or
 * more. (Not a range whose first year a scan cut to two digits, "00 - 2014 תואר ראשון…" for "2010 –
 * 2014 …": its spaces and dash had made it a phone's length.)
 */
const CONTACT = /[^\s@]@[^\s@]|(?:\+|\b0)\d(?:[\s-]*\d){7,}/;
/**
 * Time that is not work: service, a gap year, a career break, a gap named as such ("فترة انقطاع",
 * "Career gap": GAP_TIME, which the titles read too), a move to another country and its language school ("immigration to Israel and Hebrew
 * ulpan", "עלייה לארץ", "الهجرة إلى كندا"), and time said to be unpaid (the years are those of paid
 * work: "(unpaid)", "ללא שכר", "(غير مدفوعة)").
 */
// (Each alternative opens with a letter: the lookahead `(?=\p{L})` passes over a long run of other
// characters at once, where every alternative and its lookbehind were tried at each place.)
const NOT_WORK = new RegExp(
  `(?=\\p{L})(?:${[
    // (Israel's national service, in English and in Arabic without its article too: "National Service
    // (volunteer) — Shaare Zedek", "sherut leumi", "خدمة وطنية في مستشفى …".)
    String.raw`שירות\s+צבאי|שירות\s+לאומי|צה["״]ל|\bIDF\b|military\s+service|army|الخدمة\s+(?:العسكرية|الوطنية|المدنية)|\bnational\s+service\b|\bsherut\s+leumi\b|(?<!\p{L})خدمة\s+(?:وطنية|مدنية)(?!\p{L})`,
    GAP_TIME.source,
    MOVING_TIME.source,
    String.raw`\bunpaid\b|\bnon-paid\b|\bwithout\s+pay\b|(?<!\p{L})(?:ללא|בלי)\s+(?:שכר|תשלום)(?!\p{L})|(?<!\p{L})לא\s+בתשלום(?!\p{L})|(?<!\p{L})غير\s+مدفوع(?:ة|ه)?(?!\p{L})|(?<!\p{L})(?:بدون|بلا|دون)\s+(?:أجر|اجر|مقابل)(?!\p{L})`,
  ].join('|')})`,
  'iu',
);

/** A line that says its time was no paid work. */
const notWork = quickTest(NOT_WORK);
/**
 * "Before aliyah: Assistant Strength Coach, Brooklyn College, 2015 - 2017", "לפני העלייה: מורה
 * לפיזיקה, קייב, 2005 – 2012", "قبل الهجرة: محاسب، عمّان، 2005 – 2012": a label that says when the job
 * was, not time apart; the job after it is work.
 */
const BEFORE_MOVING =
  /^\s*(?:[-*•·▪●◦‣∙]\s*)?(?:(?:before|prior\s+to)\s+(?:my\s+|our\s+)?(?:aliyah|immigration|immigrating|moving\s+to\s+Israel)|לפני\s+(?:ה)?(?:עלייה|עליה|העלייה)(?:\s+(?:לארץ|לישראל))?|قبل\s+(?:ال)?هجرة(?:\s+(?:إلى|الى)\s+\p{L}+)?)\s*[:：]\s*(?=\S)/iu;
const notWorkLine = (line: string) =>
  notWork(withoutIncludedLeave(line).replace(BEFORE_MOVING, '')) || volunteeringLabel(line);
const INSTITUTION =
  /(?:אוניברסיט|מכללת|המכללה|הטכניון|סמינר|\buniversity\b|\bcollege\b|جامعة|الجامعة|كلية|معهد)/iu;

/** Headings of a block of personal details or contact lines. */
const PERSONAL_HEADING =
  /(?:פרטים\s+אישיים|קשר|התקשרות|personal|contact|get\s+in\s+touch|معلومات|تواصل|الاتصال|بيانات\s+شخصية)/iu;

function linesOf(sections: ResumeSection[], kinds: SectionKind[]): string[] {
  return sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => s.lines);
}

/** A heading that names licences: "רישיונות", "Licences & Certifications", "الرخص والشهادات". */
const LICENCES_HEADING = /(?:רישיונות|רשיונות|\blicen[cs]es\b|الرخص|رخص)/iu;
/** A line that names a programme one studies in: a course, a school. */
const STUDIED =
  /(?:קורס|הכשרה|בית\s+ה?ספר|מכללת|מכללה|\bcourse\b|\bschool\b|\bcollege\b|\bacademy\b|\binstitute\b|دورة|كلية|معهد|مدرسة)/iu;

/**
 * The lines education is read from: the education and certifications sections. Under a heading
 * that names licences, a certificate that names no course or school is a licence of the trade
 * ("شهادة مهنية لسائق شاحنة" beside the driving licence), not a programme studied.
 */
function educationLines(sections: ResumeSection[], allLines: string[]): string[] {
  const studied = (heading: string, lines: string[]) =>
    LICENCES_HEADING.test(heading) ? lines.filter((line) => STUDIED.test(line)) : lines;
  const inSections = sections
    .filter((s) => s.kind === 'education' || s.kind === 'certifications')
    .flatMap((s) => (s.kind === 'certifications' ? studied(s.heading, s.lines) : s.lines));
  // A line that opens with such a heading as its label ("Courses: Israeli Bartending School
  // professional course", "קורסים: קורס ברמנים", "دورات: دورة حلاقة") is one of their lines too.
  const seen = new Set(inSections);
  const labelled = allLines.flatMap((line) => {
    const m = seen.has(line) ? null : INLINE_LABEL.exec(line);
    if (!m) return [];
    const kind = headingKind(m[1]!);
    return kind === 'education' || kind === 'certifications' ? studied(m[1]!, [m[2]!]) : [];
  });
  return [...inSections, ...labelled];
}
/** "Label: content" on one line, the label of one to four words. */
const INLINE_LABEL = /^\s*([^\s:：|•]+(?:\s+[^\s:：|•]+){0,3})\s*[:：]\s*(\S.*)$/u;

/**
 * Whether the role a line names is one piece amid a list of three short pieces or more, not its first
 * ("Concrete works, scheduling subcontractors, site safety", "תיאום קבלני משנה" amid a job's duties):
 * a list of the work, whose head line holds the title.
 */
function roleAmidList(line: string): boolean {
  const pieces = stripBullet(line)
    .split(/\s*[,،;؛]\s*/u)
    .filter(Boolean);
  if (pieces.length < 3 || pieces.some((piece) => piece.split(/\s+/).length > 4)) return false;
  return roleInLine(pieces[0]!) === '';
}

/**
 * The lines that say what the person did: a job's bullets and the prose under its head (not its
 * title, employer or dates), and the summary.
 */
function describingLines(sections: ResumeSection[], entries: ExperienceEntry[], now: Date): string[] {
  // Prose: a line of five words or more, or the end of a sentence a PDF wrapped ("…באפליקציית Trainerize."),
  // or a shorter duty naming a product after its system noun ("תיעוד רפואי במערכת קמיליון").
  // A sentence that opens with a role's word ("אחראית על ייצור, עבודה עם תנור…", "مسؤول عن…") is
  // prose too, as in `dutyLines`: the tools it names were lost with it.
  // (The last word read from the end: `/\p{L}\S*\.$/` was quadratic on a long word.)
  const endsSentence = (word: string) => word.endsWith('.') && /\p{L}/u.test(word.slice(0, -1));
  const prose = (line: string) =>
    (line.split(/\s+/).length >= 5 || endsSentence(lastWord(line.trim())) || namesProduct(line)) &&
    findDateRanges(line, now).length === 0 &&
    (roleInLine(line) === '' || isSentence(line) || isDutyList(line) || roleAmidList(line)) &&
    !employerAndTown(line);
  return [
    ...entries.flatMap((entry) => [
      ...entry.details,
      ...entry.head.filter(prose),
      ...entry.head.filter((line) => !prose(line)).flatMap((line) => runOn(line, now)),
    ]),
    ...linesOf(sections, ['summary']),
    // (A sentence of the work that names an exam taught toward, "coordinated the Bagrut oral exams",
    // "הכנה לבגרות במתמטיקה.", is no line of schooling.)
  ].filter(
    (line) => !CONTACT.test(line) && (!levelOf(line) || (isSentence(line) && !/(?:19|20)\d\d/.test(line))),
  );
}

/** A colon after a head line's dates, past a note in brackets: "(2021 – now):", "2018 – 2021 (עונתי):". */
const AFTER_DATES_COLON = /^\s*\)?\s*(?:\([^()]{1,24}\)\s*)?[:：]\s+(?=\S)/u;

/** What a line says past a colon after the dates that close it (not dates that open it); null without one. */
function afterDatesColon(line: string): string | null {
  const dates = [...line.matchAll(WRITTEN_RANGE)];
  const last = dates[dates.length - 1];
  if (!last || last.index === 0) return null;
  const end = last.index + last[0].length;
  const colon = AFTER_DATES_COLON.exec(line.slice(end));
  return colon ? line.slice(end + colon[0].length) : null;
}

/**
 * The duties a head line lists past a colon after its dates and title ("منذ 2008 – مقاول بلاط مستقل:
 * تبليط أرضيات وجدران، تركيب بورسلان…", "מ-2013 ועד היום עבודה עצמאית כגנן: אחזקת גינות, גיזום
 * עצים, …"): the title is a few words, what follows is a list of work. Null otherwise.
 */
function dutiesAfterTitleColon(line: string, now: Date): string | null {
  // (After the last year of its dates: "منذ 2008", "מ-2013 ועד היום".)
  const years = [...line.matchAll(/(?<!\d)(?:19|20)\d{2}(?!\d)/gu)];
  const last = years[years.length - 1];
  if (!last || findDateRanges(line, now).length === 0) return null;
  const end = last.index + last[0].length;
  const colon = line.indexOf(':', end);
  // (A title between: "2008 – 2011: שירות צבאי, חטיבת גולני" names the unit, no work. Up to ten words:
  // said as a sentence with its workplace and town, "منذ 2016 أعمل ككهربائي سيارات في كراج الأخوين في
  // باقة الغربية: …", it runs to nine.)
  const title = line.slice(end, colon).match(/\p{L}{2,}/gu) ?? [];
  if (colon < 0 || title.length === 0 || title.length > 10 || namesService(line)) return null;
  const rest = line.slice(colon + 1).trim();
  return rest.split(/[,،]/u).length >= 3 && isDutyList(rest) ? rest : null;
}

/**
 * The duties a dated head line lists past a spaced dash after its title and employer ("מנהל מחסן
 * בחברת קרגלובל, אשדוד – ניהול קבלות סחורה, ספירות מלאי, הפצה", "ميكانيكي مساعد في مركز خدمة تويوتا،
 * الخضيرة – تغيير زيوت ومكابح، فحص قبل الترخيص"): what follows the last such dash, when it holds no
 * year (not the dash of a range, "2011 – 2016") and is a list of work ("טאבון, גריל, הכנת ארוחות
 * בוקר" too: short pieces, one a duty). Null otherwise.
 */
function dutiesAfterDash(line: string): string | null {
  const dashes = [...line.slice(0, 1000).matchAll(/\s[–—-]\s+(?=\S)/gu)];
  const last = dashes[dashes.length - 1];
  if (!last || !/\p{L}{2,}/u.test(line.slice(0, last.index))) return null;
  const rest = line.slice(last.index + last[0].length).trim();
  // (Three pieces or more, and not the title or the employer and town past a dash after the dates:
  // "מאז 2019 — מורה למתמטיקה, חטיבת הביניים "הדרים", כפר סבא", "… – גינון הצפון בע"מ, קריית ביאליק".)
  const role = roleInLine(rest);
  return rest.split(/[,،;؛]/u).length >= 3 &&
    !/(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(rest) &&
    !(role !== '' && rest.startsWith(role)) &&
    !employerAndTown(rest) &&
    (isDutyList(rest) || listsWork(rest))
    ? rest
    : null;
}

/**
 * What a job's head line says past its title, employer and dates, when it runs on past a stop ("2011 –
 * היום: נהג, אגד, חיפה. עבודה עם אפליקציית Moovit.", "Driver, Egged, 2015–2020. Routes planned in
 * Optibus.") or past a colon after the dates that close it ("Game Developer, Playtika (2021 - now):
 * gameplay in Unity", "מתכנת, אלביט (2019–2022): פיתוח ב-Qt"; dates that open the line lead to its
 * title): the work it describes.
 */
function runOn(line: string, now: Date): string[] {
  // (A word's stop, not an initial's: "י.ל. קבלני חשמל, חיפה" is the employer's name.)
  const stop = /(?<![\p{L}.])\p{L}{2,}[.!]\s+(?=\S)/u.exec(line);
  // (Or past a colon or a spaced dash after the title: "منذ 2016 أعمل ككهربائي سيارات…: تشخيص الأعطال
  // بجهاز Launch X431، …", "ראש צוות (2020 – היום) – …; עבודה ב-Salesforce וב-Genesys".)
  const rest =
    afterDatesColon(line) ??
    dutiesAfterTitleColon(line, now) ??
    dutiesAfterDash(line) ??
    (stop ? line.slice(stop.index + stop[0].length) : '');
  return rest.split(/\s+/).length >= 3 && findDateRanges(rest, now).length === 0 && !employerAndTown(rest)
    ? [rest]
    : [];
}

/**
 * A job's head line of its employer and town ("KPMG סומך חייקין, תל אביב", "كيسلمان وكيسلمان (PwC
 * إسرائيل)، حيفا"): where the person worked, whose Latin name is no tool.
 */
function employerAndTown(line: string): boolean {
  const parts = line.split(/\s*[,،]\s*/u);
  return parts.length >= 2 && isTownOnly(parts[parts.length - 1]!) && !isDutyList(line);
}

/** A sentence of six words or more, ended by a stop: prose whatever role word it opens with. */
const isSentence = (line: string) => line.split(/\s+/).length >= 6 && /\p{L}[.!]\s*$/u.test(line);

/**
 * Each job's duty lines: its bullets, and apart the prose lines of its head (not its title, employer
 * or dates).
 */
function dutyLines(entries: ExperienceEntry[], now: Date): string[][] {
  // A sentence ("אחראית על קליטת עובדים חדשים, ראיונות עבודה ועריכת חוזים.") whatever role word it
  // opens with; a shorter line with one is the title.
  const prose = (line: string) =>
    line.split(/\s+/).length >= 5 &&
    findDateRanges(line, now).length === 0 &&
    (roleInLine(line) === '' || isSentence(line) || isDutyList(line) || roleAmidList(line)) &&
    !employerAndTown(line);
  // A job's bullet that names an exam or a diploma ("تحضير لامتحانات البجروت", "הכנה לבגרות") is a
  // duty; a line of a degree that ran into the job is not.
  const duty = (line: string) =>
    !CONTACT.test(line) && (isBulletLine(line) || !levelOf(line)) && findDateRanges(line, now).length === 0;
  // A job written as a paragraph ("منذ 2017 أعمل مسؤول دفيئات في… . مسؤولياتي: تخطيط…"): the
  // sentences after the one that holds its dates say what the work was.
  const afterDates = (line: string) => {
    // ("מאמן שחייה, מכבי חיפה (2021–היום): הדרכת אימונים, …": past a colon that follows the dates.)
    const pastDates = afterDatesColon(line) ?? dutiesAfterTitleColon(line, now);
    // ("2023 עד היום: מנהל מחסן בחברת קרגלובל, אשדוד – ניהול קבלות סחורה, ספירות מלאי, הפצה", "ראש
    // צוות (2020 – היום) – ניהול צוות, בניית משמרות": past a spaced dash after the title and employer.)
    const rest =
      pastDates !== null && isDutyList(pastDates) ? pastDates : (dutiesAfterDash(line) ?? pastDates);
    if (rest !== null) {
      return rest.split(/\s+/).length >= 3 && findDateRanges(rest, now).length === 0 && duty(rest)
        ? [rest]
        : [];
    }
    const sentences = line.split(/(?<=[.!?])\s+(?=\S)/u);
    const dated = sentences.findIndex((sentence) => findDateRanges(sentence, now).length > 0);
    return [
      ...(dated < 0 || sentences.length < 2
        ? []
        : sentences.slice(dated + 1).filter((sentence) => prose(sentence) && duty(sentence))),
      ...bracketedDuties(line, now),
    ];
  };

  return entries.flatMap((entry) => [
    entry.details.filter(duty),
    ...entry.head.filter((line) => prose(line) && duty(line)).map((line) => [line]),
    ...entry.head.flatMap(afterDates).map((sentence) => [sentence]),
  ]);
}

/**
 * The duties a dated line lists in brackets ("בין 2005 ל-2012 עבדתי כמשתלן במשתלת גן עדן (ריבוי
 * צמחים, הכנת שתילים)", "2010–2014 nursery worker, Green Farm (plant propagation, potting seedlings)"):
 * a list of two or three short pieces, no number in them, said as one duty line. (The pieces are
 * judged as duties after: a bracket of towns or of hours names none.)
 */
function bracketedDuties(line: string, now: Date): string[] {
  if (findDateRanges(line, now).length === 0) return [];
  const out: string[] = [];
  for (const m of line.matchAll(/\(([^()]{5,120})\)/gu)) {
    const items = m[1]!.split(/\s*[,،;]\s*/u).filter(Boolean);
    const short = (item: string) => item.split(/\s+/).length >= 2 && item.split(/\s+/).length <= 4;
    if (items.length >= 2 && items.length <= 4 && items.every(short) && !/\d/.test(m[1]!))
      out.push(items.join(', '));
  }
  return out;
}

/** A link to an earlier time that opens a clause: "ועוד קודם", "and before that", "وقبل ذلك". */
const EARLIER_CLAUSE =
  /[,،;]\s+(?=(?:ו?עוד\s+קודם|ו?לפני\s+כן|ו?קודם\s+לכן|and\s+(?:before\s+that|earlier|previously)|و?قبل\s+ذلك)(?!\p{L}))/iu;

/**
 * "סוכן ביטוח … מאז 2016. לפני כן עבדתי כמיישב תביעות רכב ב"הראל" (2012–2016), ועוד קודם כנציג שירות
 * לקוחות במוקד של "מגדל" (2010 – 2012).": earlier jobs told only in the summary, each a sentence or
 * a clause that names a role and a closed span of its own that ends before the first year the experience
 * lines name. They are jobs of the resume, after those the experience lists. (Not a summary that
 * retells the listed jobs: their years are the experience's own.)
 */
function earlierJobsInSummary(sections: ResumeSection[], experience: string[], now: Date): string[] {
  const said = linesOf(sections, ['summary'])
    .flatMap((line) => line.split(/(?<=[.!?])\s+/u))
    .flatMap((sentence) => sentence.split(EARLIER_CLAUSE))
    // (A clause is a line of its own: "and before that as a courier…" opens as one, not as a wrapped tail.)
    .map((clause) =>
      clause
        .trim()
        .replace(/^and\s+(?=\p{L})/iu, '')
        .replace(/^[a-z]/u, (c) => c.toUpperCase()),
    )
    .filter(
      (clause) =>
        /\b(?:19|20)\d\d\b/.test(clause) &&
        (saysSelf(clause) || /^\s*(?:ו?עוד\s+קודם|before\s+that|و?قبل\s+ذلك)/iu.test(clause)),
    );
  if (said.length === 0) return [];
  const listed = experience.flatMap((line) => findDateRanges(line, now));
  if (listed.length === 0) return [];
  const firstListed = Math.min(...listed.map((range) => range.start));
  return said.filter((clause) => {
    const ranges = findDateRanges(clause, now);
    return (
      ranges.length === 1 && !ranges[0]!.ongoing && ranges[0]!.end <= firstListed && roleInLine(clause) !== ''
    );
  });
}

/** Lines that describe work: the experience sections, or every untitled line when there is none. */
function workLines(sections: ResumeSection[], now: Date): string[] {
  const experience = linesOf(sections, ['experience']);
  if (experience.length > 0) return [...experience, ...earlierJobsInSummary(sections, experience, now)];
  // "Education & Experience", a row of column headings read as one line ("SUMMARY EDUCATION
  // RELEVANT EXPERIENCE"): a section read as another kind whose heading names experience too holds
  // the jobs (its degrees are no jobs: the years pass over a line of schooling).
  const named = sections.filter((s) => s.heading !== '' && headingNames(s.heading, 'experience'));
  return [...named.flatMap((s) => s.lines), ...linesOf(sections, ['other', 'summary'])];
}

/**
 * "הנדסאי גננות ונוף, מכללת כנרת, 2009 – 2011", "Practical Engineer in Landscaping, Kinneret College,
 * 2009 – 2011", "هندسائي تنسيق حدائق، كلية كنيرت": a line that opens with a qualification (a degree, a
 * diploma, a practical engineer's programme) and names the school it was studied at is schooling run on
 * under the jobs with no heading of its own: its years are no work and its words no title. (Not
 * "הנדסאי חשמל, חברת החשמל, 2010 – 2015", a practical engineer's job: no school.)
 */
const YEARS_OPENING = /^[\s•*▪-]*(?:\d{4}(?:\s*[-–—]\s*(?:\d{2,4}|\p{L}+))?\s*[:|–—-]?\s*)?/u;
const SCHOOL_NAMED = /(?:תיכון|בית\s+ה?ספר|\bschool\b|مدرسة|(?:ال)?ثانوية)/iu;
function schoolingLine(line: string): boolean {
  const school = (text: string) => INSTITUTION.test(text) || SCHOOL_NAMED.test(text);
  if (line.length > 200 || !school(line)) return false;
  const first = line.replace(YEARS_OPENING, '').split(/\s*[,،;|]\s*|\s+[–—-]\s+/u)[0] ?? '';
  return first !== '' && !school(first) && levelOf(first) !== '';
}

/**
 * "I am a platform engineer… At Riskified, where I have been a Senior Platform Engineer since 2021, I
 * run… Before that I was a DevOps Engineer at Check Point (2018–2021)… I started as a Linux System
 * Administrator at Bezeq International (2016–2018)…": jobs told in one paragraph, two sentences or
 * more each saying what the person was, with a year. Each sentence is a line of its own (those
 * that name no job describe the one before); the sentences before the first job are about the
 * person, no job.
 */
function proseJobLines(lines: string[]): string[] {
  return lines.flatMap((line) => {
    const sentences = line.split(/(?<=[.!?])\s+(?=[A-Z"(\u0590-\u05FF\u0600-\u06FF])/u);
    if (sentences.length < 3) return [line];
    const isJob = (sentence: string) =>
      /\b(?:19|20)\d\d\b/.test(sentence) && saysSelf(sentence) && roleInLine(sentence) !== '';
    if (sentences.filter(isJob).length < 2) return [line];
    const first = sentences.findIndex(isJob);
    return sentences.slice(first);
  });
}

function workRanges(entries: ExperienceEntry[], now: Date): MonthRange[] {
  return entries.flatMap((entry) => {
    // "Kennel Assistant" / "Ontario Veterinary College | 2013 – 2016": a job at a school, its title
    // on a line of its own; a school with no title in the entry is where the person studied.
    // A title read by its place counts as the title lists it ("מידענית — ספריית האוניברסיטה העברית").
    const titled = entry.head.some((line) => roleInLine(line) !== '') || titleByPosition(entry.head) !== '';
    // "2021 – 2022" / "שנת חופש: טיול בדרום-מזרח אסיה": the years of a gap written on the line
    // under them are no job's either; only a line naming a role counts in such an entry.
    const gap = entry.head.some((line) => isGapTime(line));
    // "שירות צבאי – מש"קית חינוך" / "2015 – 2017", "تطوع: مرشد كشافة" / "2016 – 2018": the line that
    // names the entry says it is military service, a gap or a volunteering section of one line, and its
    // dates, on a line of their own, are no work either (as they are not when written on that line).
    // (Or its first part does, the workplace after it: "National Service (volunteer) — Shaare Zedek
    // Medical Center, Jerusalem" / "2018 – 2019".)
    const short = (text: string) => text.split(/\s+/).length <= 8 && !/[.!?]$/.test(text);
    // (Only the line that opens the entry: one under a job's dates, "שירות לאומי – בית ספר…" after
    // "קופאית – …" / "06/2018 – 12/2021", is time apart that does not undo the job's.)
    const notWork = entry.head.some((line, i) => {
      const first = line.split(/\s+[-–—|]\s+|[,،]\s*/u)[0] ?? '';
      return (
        !/(?:19|20)\d\d/.test(line) &&
        ((notWorkLine(line) && short(line)) || (i === 0 && notWorkLine(first) && short(first)))
      );
    });
    // "MEPhI, Master's degree…" / "Nuclear University" / "2011 – 2016": an entry that names a degree or
    // a school and no role is schooling run on under the jobs (its heading lost), its dates on their own line too.
    const studied = !titled && entry.head.some((line) => levelOf(line) || INSTITUTION.test(line));
    return entry.head
      .filter(
        (line) =>
          !notWorkLine(line) &&
          (!(gap || notWork) || roleInLine(line) !== '') &&
          (roleInLine(line) !== '' || (!levelOf(line) && !studied && (titled || !INSTITUTION.test(line)))),
      )
      .flatMap((line) => {
        // ("Chef de Partie, Dishoom, London | 2019 (שנה)": one year and how long the job lasted.)
        const ranges = findDateRanges(line, now);
        const stated = ranges.length === 0 ? yearWithStatedDuration(line, now) : null;
        return stated ? [stated] : ranges;
      });
  });
}

/**
 * The work ranges less the unpaid leave a job's lines date: a leave inside a job's range splits that
 * job in two (the years are those of paid work). Another job held during the leave, whose range does
 * not hold the leave's, still counts.
 */
function withoutUnpaidLeave(ranges: MonthRange[], entries: ExperienceEntry[], now: Date): MonthRange[] {
  const leaves = entries
    .flatMap((entry) => entry.lines)
    .filter((line) => line.length <= 300 && UNPAID_LEAVE.test(line))
    .flatMap((line) => findDateRanges(line, now));
  if (leaves.length === 0) return ranges;
  return leaves.reduce<MonthRange[]>(
    (kept, leave) =>
      kept.flatMap((range) =>
        range.start <= leave.start &&
        range.end >= leave.end &&
        range.end - range.start > leave.end - leave.start
          ? [
              { start: range.start, end: leave.start, ongoing: false },
              { start: leave.end, end: range.end, ongoing: range.ongoing },
            ].filter((part) => part.end > part.start)
          : [range],
      ),
    ranges,
  );
}

/**
 * Months of the jobs whose head gives no dates but says how long the job lasted ("מחסנאי, לוגיסטיקה
 * פלוס (3 שנים)", "Cashier | Rami Levy | 2 years", "سائق – شركة النور (سنتان)"): added to the years the
 * dated jobs cover, as the resume gives no way to tell whether they overlap.
 */
function statedWorkMonths(entries: ExperienceEntry[], now: Date): number {
  return entries.reduce((sum, entry) => {
    if (entry.head.some((line) => findDateRanges(line, now).length > 0 || yearWithStatedDuration(line, now)))
      return sum;
    const lines = entry.head.filter((line) => !notWorkLine(line) && line.split(/\s+/).length <= 12);
    const titled = lines.some((line) => roleInLine(line) !== '') || titleByPosition(entry.head) !== '';
    const months = Math.max(0, ...lines.map(statedMonths));
    return titled && !entry.head.some((line) => isGapTime(line)) ? sum + months : sum;
  }, 0);
}

/**
 * A driving licence's class a scan misread, as the last thing of its item: "B" read "8" or "ם",
 * "C+E" read "CHE" or "0+5" ("רישיון נהיגה 8", "رخصة قيادة 8"). No class is written so, and no
 * count ends a licence's item ("רישיון נהיגה 8 שנים" is left: a word follows).
 */
const MISREAD_CLASS =
  /((?:רישיון|רשיון|رخصة|[Ll]icen[cs]e)(?:[ \t]{1,3}(?:נהיגה|قيادة|driving))?[ \t]{1,3})([A-E80ם])(?:([H+])([E5]))?(?=[ \t]{0,3}(?:[,.;|)،]|$))/gmu;
const CLASS_LETTER: Record<string, string> = { '8': 'B', ם: 'B', '0': 'C' };

function mendLicenceClass(text: string): string {
  return text.replace(MISREAD_CLASS, (whole, head: string, cls: string, plus?: string) => {
    const mended = `${CLASS_LETTER[cls] ?? cls}${plus ? `+E` : ''}`;
    // (Same length: the text's offsets stay as they were.)
    return mended.length === whole.length - head.length ? head + mended : whole;
  });
}

/**
 * A range's Hebrew or Arabic "present" word a scan read as four digits beside the range's year and
 * dash ("0110-2021", "2012 - 01:0", "0170-2012" for "2021–היום", "2012 – היום"): ones and zeros, a
 * zero then ones, zeros and sevens (a vav read "7"), or two and one around a colon, which no date or
 * time is written as (no year starts with a zero). It becomes the line's own script's word,
 * four letters as well (the text's offsets stay as they were); a line of neither script is left.
 */
const PRESENT_AS_DIGITS =
  /(?<=(?:19|20)\d\d[ \t]{0,2}[-–—][ \t]{0,2})(?:[01]{4}|0[017]{3}|[01]{2}:[01])(?![\p{L}\p{N}/.:])|(?<![\p{L}\p{N}/.:])(?:[01]{4}|0[017]{3}|[01]{2}:[01])(?=[ \t]{0,2}[-–—][ \t]{0,2}(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d))/gu;

function mendPresentDigits(text: string): string {
  return text.replace(PRESENT_AS_DIGITS, (digits: string, at: number) => {
    const line = text.slice(
      text.lastIndexOf('\n', at) + 1,
      (text.indexOf('\n', at) + 1 || text.length + 1) - 1,
    );
    const hebrew = line.match(/[\u05d0-\u05ea]/gu)?.length ?? 0;
    const arabic = line.match(/[\u0620-\u064a]/gu)?.length ?? 0;
    if (hebrew === 0 && arabic === 0) return digits;
    return hebrew >= arabic ? 'היום' : 'الآن';
  });
}

/**
 * The usual confusions of OCR made harmless: a middle dot or bullet between fields read as the
 * Arabic-Indic digit zero ("dana@mail.com ٠ 052-…") or as a spaced full stop is a separator again;
 * right-to-left brackets and a final letter read as its look-alike are put right.
 */
export function tolerateOcr(text: string): string {
  return (
    mendPresentDigits(mendLicenceClass(text))
      .replace(/(^|[ \t])[٠۰](?=[ \t]|$)/gmu, '$1·')
      // So is one read as a full stop with a space on each side ("Tier 2 SOC Analyst . CyberArk .
      // 2023 - Present"): a sentence's stop has no space before it.
      .replace(/(?<=[\p{L}\p{N})'"]) \. (?=[\p{L}\p{N}("'])/gu, ' · ')
      // The capital I of a short acronym read as a small l ("Bl Developer", "Ul Designer", "Cl/CD",
      // "lT Manager"): no word is written so.
      .replace(/(?<![\p{L}\p{N}])([BCPU])l(?=[\s/,)]|$)/gmu, '$1I')
      .replace(/(?<![\p{L}\p{N}])lT(?![\p{L}\p{N}])/gu, 'IT')
      // A phone's groups in a right-to-left line read in drawing order ("5566 444 052"): no one
      // writes the trunk prefix last.
      .replace(/(?<![\d+])(\d{4})([ -])(\d{3})\2(0\d{1,2})(?!\d)/g, '$4$2$3$2$1')
      .replace(/(?<![\d+])(\d{7})([ -])(0\d{1,2})(?!\d)/g, '$3$2$1')
      // A bracket of a right-to-left line read unmirrored: ")2019 - היום)" is "(2019 - היום)".
      .replace(/(^|[\s,:;])\)(?=\d)/gmu, '$1(')
      // A stray letter of the other right-to-left script between a date and its "until now" ("11/2020
      // ה حتى الآن", "2019 ع עד היום"): a speck read as a letter, which broke the range. (A space for
      // it: the text's offsets stay.)
      .replace(
        /(?<=(?:19|20)\d\d[ \t]{1,3})[\u05D0-\u05EA](?=[ \t]{1,3}(?:حتى|لغاية|إلى|الى|اليوم|للآن)(?!\p{L}))/gu,
        ' ',
      )
      .replace(/(?<=(?:19|20)\d\d[ \t]{1,3})[\u0621-\u064A](?=[ \t]{1,3}(?:עד|היום|כיום)(?!\p{L}))/gu, ' ')
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

/** Sections whose lines are no work of their own, so a dated job among them ran on into them. */
const RUN_ON_KINDS: ReadonlySet<SectionKind> = new Set([
  'skills',
  'languages',
  'certifications',
  'other',
  'summary',
]);

/**
 * A resume with no experience heading whose jobs follow a list: a sidebar's last list ("מיומנויות",
 * "Skills", "اللغات") runs on into the main column, which opens with a job ("יועצת משכנתאות ואשראי"
 * / "בנק לאומי, סניף מודיעין" / "10.19 - היום"). From the job's first line the lines are work: its
 * role within three lines above its dates, else its dates. Without it the jobs were items of the
 * list, and the resume had no titles and no years.
 */
function jobsAfterAList(sections: ResumeSection[], now: Date): ResumeSection[] {
  if (sections.some((section) => section.kind === 'experience')) return sections;
  return sections.flatMap((section) => {
    if (!RUN_ON_KINDS.has(section.kind) || section.inline) return [section];
    const { lines } = section;
    const dated = lines.findIndex((line) => findDateRanges(line, now).length > 0 && !levelOf(line));
    if (dated < 0) return [section];
    let start = dated;
    // ("iOS Developer" / "Senior iOS Developer at Lemonade — since 2021": a dated line that names its
    // own role is the job's head; the role line above it is the main column's headline.)
    for (let k = 1; k <= 3 && dated - k >= 0 && roleInLine(lines[dated]!) === ''; k++)
      if (roleInLine(lines[dated - k]!) !== '') {
        start = dated - k;
        break;
      }
    // A dated line with no role above it or on it or under it is no job's ("Excel (2019)").
    const roleNear =
      start < dated ||
      roleInLine(lines[dated]!) !== '' ||
      (lines[dated + 1] !== undefined && roleInLine(lines[dated + 1]!) !== '');
    if (!roleNear) return [section];
    return [
      ...(start > 0 ? [{ ...section, lines: lines.slice(0, start) }] : []),
      { kind: 'experience' as const, heading: '', lines: lines.slice(start) },
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
  startParse();
  // Arabic-Indic digits ("٢٠١٠ – ٢٠١٤") read as ASCII once, after OCR's lone "٠" separator is put
  // right: every reader of dates, entries and titles then sees the years the page writes.
  const text = joinWrittenWraps(joinWrappedRanges(asciiDigits(tolerateOcr(boundedGaps(plainText(rawText))))));
  const lines = nonEmptyLines(text);
  const structure = splitResumeSections(text);
  const { header } = structure;
  const email = extractEmail(text);
  const fullName = findFullName(lines, 6, email);
  const sections = jobsAfterAList(contactsApart(closedAtName(structure.sections, fullName)), options.now);
  const entries = splitEntries(
    proseJobLines(workLines(sections, options.now)).filter((line) => !schoolingLine(line)),
    (line) => roleInLine(line) !== '',
    workplaceRoleLine,
  );
  const ranges = withoutUnpaidLeave(workRanges(entries, options.now), entries, options.now);
  const monthsStated = statedWorkMonths(entries, options.now);
  const education = findEducation(educationLines(sections, lines), lines);
  const phone = findPhoneNumber(text);
  const indexed = new IndexedText(text);
  const jobTitles = findJobTitles(entries, headerRole(header));
  const headline = findRole(header, entries, options.now.getUTCFullYear());
  // Tools the work lines name that the lexicon does not know ("באפליקציית Trainerize") are
  // reported as written, as the items of a skills list are.
  const inSkillsSections: string[] = [];
  // A listed item that is the person's title ("موظفة مركز اتصال", the headline a sidebar's last
  // list ran on into) is the title, not a skill.
  // So is the last line of a list written one item a line when it is a title whole ("מיילדת
  // מוסמכת", "فني تربية أسماك"): the main column's headline after a sidebar's last list.
  const headlines = sections
    .filter((s) => s.kind === 'skills' && s.lines.length >= 3 && !s.lines.some((l) => /[,،]/u.test(l)))
    .map((s) => s.lines[s.lines.length - 1]!.trim())
    // (A system's name is no title, whatever word of it a title reads: "מערכת מרשם ממוחשב".)
    .filter((line) => roleInLine(line) === line && !NAMES_SYSTEM.test(line));
  // (And the role beside the name on the first line: "Rami Nassar | Machine Learning Engineer".)
  const besideName = roleBesideName(header);
  if (besideName) headlines.push(besideName);
  // (And the roles among a headline's parts: "שותפה עסקית משאבי אנוש" of "HRBP | שותפה עסקית…".)
  headlines.push(...headlineRoles(header));
  const titleKeys = new Set([headline, ...jobTitles, ...headlines].filter(Boolean).map(normalizeForMatch));
  const written = listedSkills(sections, text, inSkillsSections).filter(
    (item) => !titleKeys.has(normalizeForMatch(item)),
  );
  // Not a tool the list names already, in full or in part ("Lightroom" of "Adobe Lightroom").
  // (Its brackets' names too: "Mazak" of "تشغيل ماكنات CNC (Haas, Mazak)".)
  // (And the names of a slash group: "UART" of "SPI/I2C/UART"; or of an item joined by "and" to a
  // Latin name: "qPCR" of "PCR ו-qPCR", "وPython".)
  const listedKeys = written.map(
    (item) =>
      ` ${normalizeForMatch(item)
        .replace(/[(),،/]/gu, ' ')
        .replace(/(?<![\p{L}\d])(?:ו-?|و)(?=[a-z])/gu, ' ')} `,
  );
  // (A tool the lexicon knows by that very name is its concept, claimed as before.)
  const listedName = (name: string) =>
    listedKeys.some((item) => item.includes(` ${normalizeForMatch(name)} `));
  const knownName = (name: string) => findSkills(name).some((hit) => hit.surface.length >= name.length);
  const tools = namedTools(describingLines(sections, entries, options.now)).filter(
    (tool) =>
      !listedName(tool) &&
      !knownName(tool) &&
      // ("C/C++" of a work line whose list names C and C++: each part is a skill already.)
      !(/\//.test(tool) && tool.split('/').every((part) => listedName(part) || knownName(part))),
  );
  const skip = notClaimed(text, sections, entries, [headline, ...jobTitles, ...headlines], written);
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
  const worked = listsSkills
    ? toolsWorkedWith(describingLines(sections, entries, options.now)).filter(
        (tool) =>
          !toolKeys.has(tool.toLowerCase()) &&
          !listedKeys.some((item) => item.includes(` ${normalizeForMatch(tool)} `)),
      )
    : dutySkills(dutyLines(entries, options.now), linesOf(sections, ['summary'])).filter(
        (duty) => !toolKeys.has(duty.toLowerCase()),
      );
  // (One the lexicon names whole too: "מתן תרופות", "قراءة مخططات" are reported as the resume
  // writes them, their concepts kept for matching (conceptsInListed). Not one of several names
  // joined by "and" ("ליקוט והעמסה", "loading and unloading"): two duties, each its concept.)
  const namedDuties = worked.filter((duty) => findSkills(duty).length > 1 && lexiconSaysAll(duty, true));
  const duties = worked.filter((duty) => !namedDuties.includes(duty));
  // A concept whose name a listed item or a duty says with more ("three-phase" in "Three-phase
  // systems", "ניהול צוות" in "ניהול צוות נגרים") is that item: the longer name says it.
  // (Not a concept listed as an item of its own: "מלגזה" in "ציוד: מלגזה, עגורן גשר" is that item,
  // whatever a licence elsewhere holds its name: "רישיון מלגזה", "היתר עבודה בגובה".)
  const writtenKeys = [...written, ...tools, ...duties].map(normalizeForMatch);
  // (Nor a listed item reported as written, not by its concept's name: "تقارير ضريبية".)
  const writtenItems = new Set(written.map(normalizeForMatch));
  const found = allHits.filter(
    (hit) =>
      (isListedItem(text, hit, listLines) && !writtenItems.has(normalizeForMatch(hit.surface))) ||
      !writtenKeys.some((item) => saysWithMore(item, normalizeForMatch(hit.surface))),
  );
  const inCategoryLabel = categoryLabels(text);
  const listed = new Set(
    found.filter((hit) => inList(hit) && !inCategoryLabel(hit)).map((hit) => hit.concept.id),
  );
  // A tool the work lines name is claimed when they write it as a product ("monitoring in PRTG"
  // claims PRTG, not monitoring; "ניטור מזיקים" is a duty, not a monitoring tool).
  // ("REST APIs", "CI/CD pipelines": a way of building, claimed only when listed.)
  const named = (hit: SkillHit) =>
    hit.concept.kind !== 'tech' || (!writtenAsActivity(hit.surface) && !isPractice(hit.concept.id));
  // A degree, a course, a certificate or the army ("شهادة تدريس", "קורס QA") says what the person
  // studied or served in, not a skill they claim: evidence for matching only.
  // So are hobbies and interests ("תחביבים: ריקוד, אפייה"): what the person likes doing, not a
  // skill of their work.
  const studyLines = new Set(
    sections
      .filter(
        (s) =>
          (['education', 'certifications', 'military'].includes(s.kind) && !isSkillsList(s)) ||
          (s.kind === 'other' && HOBBIES_HEADING.test(s.heading)),
      )
      .flatMap(linesAsWritten),
  );
  // (So is a line of service among the jobs, "שירות צבאי, חיל הלוגיסטיקה | 2014 – 2017", as under its
  // own heading: the unit it names is no skill.)
  for (const s of sections)
    if (s.kind === 'experience')
      for (const line of linesAsWritten(s)) if (namesService(line)) studyLines.add(line);
  // (And a course with its year among the jobs or under no heading, "קורס אינסטלציה סניטרית, מכללת
  // עתיד, 2006", "دورة تمريض، 2019": what the person studied, as under "השכלה".)
  for (const s of sections)
    if (!isSkillsList(s)) for (const line of linesAsWritten(s)) if (isCourseLine(line)) studyLines.add(line);
  // A setting a work line names ("Shaare Zedek Medical Center", "small-animal clinics", "בתי
  // מלון") is where the person worked, not what they do: a skill only when listed.
  const claimable = found.filter(
    (hit) =>
      !studyLines.has(lineAt(text, hit.start)) &&
      !HOBBIES_HEADING.test(lineAt(text, hit.start)) &&
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
  // A concept a listed item names whole is that item, reported as written ("SQL" listed, "sql" in a
  // job's line; "Team management" listed): its id is kept for matching only (conceptsInListed).
  const writtenConcepts = new Set(
    written
      .filter((item) => lexiconSaysAll(item, true))
      .flatMap((item) => findSkills(item).map((h) => h.concept.id)),
  );
  const skills = [
    ...new Set(byName.map((hit) => hit.concept.id).filter((id) => !writtenConcepts.has(id))),
    ...licences.filter(
      (licence, i) =>
        !written.some(
          (item) =>
            normalizeForMatch(item).includes(normalizeForMatch(licence)) || sameLicence(item, licence),
        ) &&
        // (The headline's "רישיון D" and the list's "רישיון נהיגה D": one licence, the longer name.)
        !licences.some((other, k) => k !== i && other.length > licence.length && sameLicence(other, licence)),
    ),
    ...written,
    ...tools,
    ...duties,
  ].filter((item, _i, all) => !repeatsSystemName(item, all));
  for (const duty of namedDuties)
    if (!findSkills(duty).some((hit) => skills.includes(hit.concept.id)) && !skills.includes(duty))
      skills.push(duty);
  const workSkills = [...new Set(found.map((hit) => hit.concept.id))].filter((id) => !skills.includes(id));
  const location = findLocation(lines, {
    header,
    contact: [
      ...lines.filter((line) => CONTACT.test(line)),
      ...sections.filter((s) => PERSONAL_HEADING.test(s.heading)).flatMap((s) => s.lines),
    ],
    fullName,
    otherNames: otherSpellings(lines, fullName),
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
    experienceYears:
      ranges.length > 0 || monthsStated > 0
        ? Math.round((coveredYears(ranges) + monthsStated / 12) * 10) / 10
        : null,
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
