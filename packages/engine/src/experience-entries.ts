import {
  BETWEEN_RANGE,
  MONTH_WORD,
  ONGOING_WORD,
  SEASON_WORD,
  statedMonths,
  WRITTEN_RANGE,
} from './date-ranges.ts';
import { perParse } from './parse-memo.ts';
import { isBulletLine, stripBullet, trimEdges } from './text-units.ts';

/**
 * The entries of an experience section (one per job), their years, and the role each names.
 * Only what the resume says is read; nothing is guessed beyond it.
 */

export interface ExperienceEntry {
  /** Every line of the entry, as written. */
  lines: string[];
  /** Lines before the first bullet: role, employer, dates. */
  head: string[];
  /** Bullet lines and other description lines. */
  details: string[];
  start?: number;
  end?: number;
  ongoing: boolean;
}

const YEAR = /\b(?:19[5-9]\d|20\d\d)\b/g;
/** A word for "now" that ends a range: the date parser's list ("Present", "עד היום", "لغاية الآن", "لليوم"). */
const ONGOING = new RegExp(ONGOING_WORD, 'iu');
const ONGOING_ALL = new RegExp(ONGOING_WORD, 'giu');
/** A year, a dash, and a year or a word for "now" (a month's name or number may come between). */
const DATE_RANGE = new RegExp(
  `(?:19|20)\\d\\d\\s*[-–—]\\s*(?:[\\p{L}.]+\\s+)?(?:\\d{1,2}[/.])?(?:(?:19|20)\\d\\d|${ONGOING_WORD})`,
  'iu',
);
/**
 * The words that lead to or join a range's ends ("from 2019 to 2021", "מ-2019 עד 2021", "من 2019
 * إلى 2021", "since", "מאז", "منذ"): no words of a title or an employer.
 */
const RANGE_WORDS =
  /(?<!\p{L})(?:from|to|until|till|through|since|between|מ-?|מאז|החל|עד|ועד|בין|ל-|من|منذ|إلى|الى|حتى|لغاية|بين)(?!\p{L})/giu;

/** "since 2012", "מאז 2012", "משנת 2012", "منذ عام 2012": the start of a range open to this day. */
const OPEN_START = `(?:\\bsince|(?<!\\p{L})(?:מאז|החל\\s+מ-?|משנת|منذ|اعتبارا\\s+من|ابتداء\\s+من))\\s*(?:(?:عام|سنة|שנת)\\s+)?(?:(?:${MONTH_WORD})\\s*|\\d{1,2}[/.])?(?:19|20)\\d\\d`;

/**
 * "- منذ 2016 أعمل ككهربائي سيارات…", "- מאז 2016 אני עובד כחשמלאי רכב…", "- Since 2016 I have worked as…":
 * the person saying, right after the start of an open range, that they work there: a job's head.
 */
const WORKING_NOW = String.raw`(?:I\s+(?:have\s+(?:been\s+)?)?(?:work|worked|working)\s|(?:אני\s+)?(?:עובד|עובדת|משמש|משמשת)\s+(?:כ|בתור\s)|و?(?:أعمل|اعمل|أشتغل|اشتغل)\s)`;

/**
 * "* ניסיון קודם (1999–2005) בתפקידי מחסן ושילוח – פרטים לפי בקשה", "Earlier experience (1998–2004):
 * …", "خبرة سابقة (2000–2005): …": a line that sums up earlier jobs with their years. Its years are
 * work; it names no one job's title.
 */
export const EARLIER_WORK =
  /^\s*(?:[-*•·▪●◦‣∙]\s*)?(?:ניסיון\s+(?:תעסוקתי\s+)?(?:קודם|מוקדם|נוסף)|(?:earlier|previous|prior|additional|other)\s+(?:work\s+)?(?:experience|roles|positions|jobs)|(?:ال)?خبر(?:ة|ات)\s+(?:(?:عمل|العمل)\s+)?(?:سابقة|إضافية|اضافية|أخرى|اخرى))(?!\p{L})/iu;

/**
 * A bullet that opens with a date range, in any form the date parser reads, a duration in brackets
 * after it maybe: "* 2019 - 2021: …", "• 03/2018 – היום | …", "• מרץ 2019 – נובמבר 2022: …", "• من
 * 2019 إلى 2021: …", "• 2019 – 2021 (2 years): …".
 */
const DATED_BULLET = new RegExp(
  `^\\s*[-*•·▪●◦‣∙]\\s*(?:(?:(?:\\d{1,2}[/.])?${DATE_RANGE.source}|${WRITTEN_RANGE.source}|${OPEN_START})\\s*(?:\\([^)\\n]*\\)\\s*)?[:|,–—-]|${OPEN_START}\\s+(?=${WORKING_NOW}))`,
  'iu',
);

/**
 * "* מנהלת צוות ניקיון, חברת "ניקיון הזהב", 09/2015 – עד היום", "• Delivery Driver, Israel Post, 2016 –
 * 2020", "- عاملة إنتاج، مصنع الحلويات، 2002 – 2010": a bullet that ends with its job's date range, in
 * a section that opens with one, is a job's head: the list's bullets are its jobs. The range may be
 * written in words, from a full date ("- مستشارة تربوية، مدرسة …، من 1.9.2012 حتى اليوم", "מ-1.9.2012
 * עד היום", "from 1.9.2008 to 31.8.2012"). (Tested on the line's last 80 characters.)
 */
// (A scan may read the comma before the range as a full stop: "- معلمة…، مدرسة عرعرة الثانوية. من
// 1.9.2008 حتى 31.8.2012", "(בחלקיות משרה). 2005 – 2008".)
const ENDS_WITH_RANGE = new RegExp(
  `(?:[,،|–—(-]|\\.(?=\\s))\\s*(?:(?:${MONTH_WORD})\\s*)?(?:\\d{1,2}[/.])?(?:${DATE_RANGE.source}|${WRITTEN_RANGE.source})\\s*\\)?\\s*$`,
  'iu',
);
/** A date's day before its month and year ("1.9.2012" -> "9.2012"), which the range patterns do without. */
const DAY_OF_DATE = /(?<![\d/.-])\d{1,2}[/.-](?=\d{1,2}[/.-](?:19|20)\d\d(?!\d))/g;

/** A line's last 80 characters, where a range it ends with stands, its days of dates dropped. */
const endOfLine = (line: string) => line.slice(-80).replace(DAY_OF_DATE, '');

function isDatedHeadBullet(line: string): boolean {
  return isBulletLine(line) && ENDS_WITH_RANGE.test(endOfLine(line));
}

/** The words of a bullet before the range it ends with: "• Team Leader (2017 – 2022)" -> "Team Leader". */
function beforeEndingRange(line: string): string {
  const tail = endOfLine(line);
  const match = ENDS_WITH_RANGE.exec(tail);
  const cut = match ? line.length - tail.length + match.index : line.length;
  return stripBullet(line.slice(0, Math.max(0, cut)));
}

/**
 * "בזק בינלאומי | 2014 – 2022" / "• נציגת מכירות (2014 – 2017)" / "• מנהלת צוות (2017 – 2022)",
 * "Shufersal" / "- Cashier, 2012 – 2015": the titles held under one employer, written as bullets,
 * each with its own range. Such a bullet is a job's head (a role of a few words and its range), not a
 * duty, when it stands right under the employer's head or under another of them. A duty that ends
 * with a range ("• Led the ERP migration project (2019 – 2020)") names no role in so few words.
 */
const ROLE_BULLET_WORDS = 6;
function roleBulletUnder(
  line: string,
  above: string | undefined,
  aboveIsHead: boolean,
  isTitle: (line: string) => boolean,
): boolean {
  if (above === undefined || !isDatedHeadBullet(line) || DATED_BULLET.test(line)) return false;
  const role = beforeEndingRange(line);
  return (
    role.split(/\s+/).length <= ROLE_BULLET_WORDS &&
    !/[.!?;:]$/.test(role) &&
    isTitle(role) &&
    (aboveIsHead || isDatedHeadBullet(above))
  );
}

/**
 * A section that opens with a workplace alone (no bullet, no year, no role) and a bullet under it
 * that ends with its dates: the bullets are its roles, as "* 2021 - היום: מאבטח" opens a job.
 */
function rolesUnderWorkplace(lines: string[], isTitle?: (line: string) => boolean): boolean {
  const [first, second] = lines;
  return (
    isTitle !== undefined &&
    first !== undefined &&
    second !== undefined &&
    !isBulletLine(first) &&
    yearsIn(first).length === 0 &&
    !isTitle(first) &&
    isDatedHeadBullet(second) &&
    second.split(/\s+/).length <= 12
  );
}

// (Three patterns, each language's words apart: V8 tries one pattern of the three alternatives,
// "\b" under /iu and lookbehinds, at every place of a line, about three times as slowly.)
const SELF_SAID_EN =
  /\b(?:I|we)\s+(?:was|am|have\s+been|had\s+been|worked|work|started|joined|served|began)\b/iu;
const SELF_SAID_HE = /(?<!\p{L})(?:הייתי|עבדתי|שימשתי|התחלתי|אני)(?!\p{L})/iu;
const SELF_SAID_AR = /(?<!\p{L})(?:كنت|عملت|اشتغلت|أعمل|بدأت|أنا)(?!\p{L})/iu;
/** The person saying what they were or did: "I was", "I have been", "I started as", "הייתי", "עבדתי", "كنت", "عملت". */
export const saysSelf = (text: string): boolean =>
  SELF_SAID_HE.test(text) || SELF_SAID_AR.test(text) || SELF_SAID_EN.test(text);

/**
 * "June – September 2014", "יוני – ספטמבר 2014", "حزيران – أيلول 2014": two months of one year, the
 * year written once after the second (a season's job). A range, as one with both years.
 */
const MONTHS_OF_ONE_YEAR = `(?:${MONTH_WORD})\\s*[-–—]\\s*(?:${MONTH_WORD})\\s+(?:19|20)\\d\\d(?!\\d)`;

/**
 * "منذ 2017 وحتى اليوم أعمل مسؤول دفيئات…", "בין 2012 ל-2016 עבדתי כ…", "Since 2019 I have worked
 * as…": a sentence that opens with its dates is a job written as prose, its head; a sentence that
 * mentions a year further on ("shift coordinator since 2022.") describes the job above it.
 */
// ("לפני כן, בין 2005 ל-2012, עבדתי כמשתלן…", "Before that, from 2009 to 2014, I worked as…", "قبل ذلك،
// من 2009 إلى 2014، عملت…": after a word that links it to the sentence before, as well.)
const OPENS_WITH_DATES = new RegExp(
  `^\\s*(?:[-*•·▪●◦‣∙]\\s*)?(?:(?:ו?לפני\\s+כן|ו?קודם\\s+לכן|ו?בעבר|before\\s+that|prior\\s+to\\s+that|previously|earlier|و?قبل\\s+ذلك|سابق(?:اً|ًا|ا))\\s*[,،]?\\s*)?(?:${OPEN_START}|${MONTHS_OF_ONE_YEAR}|${BETWEEN_RANGE.source}|(?:(?:from|מ-?|من)\\s*)?(?:\\d{1,2}[/.])?${DATE_RANGE.source}|${WRITTEN_RANGE.source})`,
  'iu',
);

/**
 * Month names in every language the dates are read in, the Levantine Arabic ones ("أيلول 2008 –
 * شباط 2015") too: a line of them and years is a line of dates only.
 */
const MONTHS = new RegExp(`(?<!\\p{L})(?:${MONTH_WORD})(?!\\p{L})`, 'giu');
const SEASONS = new RegExp(SEASON_WORD, 'giu');

function yearsIn(line: string): number[] {
  // (A year is digits: a line without one has none, and is not searched.)
  if (!/\d/.test(line)) return [];
  return Array.from(line.matchAll(YEAR), (m) => Number(m[0]));
}

/** A note in brackets that ends a line of dates: "(במקביל ללימודים)", "(summer season)", "(دوام جزئي)". */
const NOTE_AFTER_DATES = /(?<=\d|\p{L})\s*\([^()\n]{1,60}\)\s*$/u;

/**
 * A line of dates only: "2015 – 2019", "Mar 2019 – Present", "2019- حتى الآن", "من 2019 إلى 2021";
 * a note in brackets after them too ("2013 – 2015 (במקביל ללימודים)", "06/2021 – 09/2021 (summer
 * season)"): it says how the job was held, not what it was.
 */
const isDatesOnly = perParse(readIsDatesOnly);
function readIsDatesOnly(line: string): boolean {
  const dates = line.length <= 120 ? line.replace(NOTE_AFTER_DATES, '') : line;
  return (
    yearsIn(dates).length > 0 &&
    !/\p{L}/u.test(
      dates.replace(MONTHS, ' ').replace(SEASONS, ' ').replace(ONGOING_ALL, ' ').replace(RANGE_WORDS, ' '),
    )
  );
}

function newEntry(): ExperienceEntry {
  return { lines: [], head: [], details: [], ongoing: false };
}

/**
 * Whether the section writes each job's title on the line before its dates ("Registered Nurse,
 * Rambam" then "Jan 2019 – Present"): its first line has no year and the next one has.
 */
function titleBeforeDates(lines: string[]): boolean {
  const [first, second] = lines;
  return (
    first !== undefined &&
    second !== undefined &&
    !isBulletLine(first) &&
    yearsIn(first).length === 0 &&
    yearsIn(second).length > 0
  );
}

/** A line of Hebrew or Arabic words only. */
const RTL_WORDS = /^[\p{Script=Hebrew}\p{Script=Arabic}\s"'׳״-]+$/u;

/** A list's number opening a line: "1. ", "2) " (a space after it: not "01.2019"). */
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+/;
const HAS_YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/;
/**
 * "1. 2017 – היום – אופטומטריסטית, …" / "2. 2014 – 2017 – …": jobs written as a numbered list, two
 * numbered lines or more and one with a year. The numbers are the list's bullets, not a month before
 * the year ("1. 2017" is no January), so they are read as bullets are.
 */
function numbersAsBullets(lines: string[]): string[] {
  const numbered = lines.filter((line) => LIST_NUMBER.test(line));
  if (numbered.length < 2 || !numbered.some((line) => HAS_YEAR.test(line))) return lines;
  return lines.map((line) => line.replace(LIST_NUMBER, '• '));
}

/**
 * `isTitle`: whether a line names a role; with it, a title two lines above the dates (title,
 * employer, dates) moves to its job with the employer. `isWorkplace`: whether the role a line names
 * is a workplace's name ("מרפאת השיניים", a clinic, read as a (woman) healer too).
 */
export function splitEntries(
  rawLines: string[],
  isTitle?: (line: string) => boolean,
  isWorkplace?: (line: string) => boolean,
): ExperienceEntry[] {
  const lines = numbersAsBullets(rawLines);
  const entries: ExperienceEntry[] = [];
  let current: ExperienceEntry | null = null;
  let currentHasYear = false;
  const titleFirst = titleBeforeDates(lines);
  // (So are they under a workplace's line that names no role and no dates: "بنك لئومي، فرع باقة" /
  // "- مستشارة مصرفية (2019 – اليوم)" / "- صرّافة (2015 – 2019)", each bullet a role of its own there.)
  const bulletHeads =
    lines[0] !== undefined && (isDatedHeadBullet(lines[0]) || rolesUnderWorkplace(lines, isTitle));
  // "חשמל הגליל בע"מ | 2009 – 2015" / "חשמלאי ראשי": a section that opens with a dated line naming no
  // role and a line naming one under it writes each job's title under its employer and dates, so a
  // title above the next dates is its own job's, not the next one's.
  const titleUnder =
    isTitle !== undefined &&
    lines[0] !== undefined &&
    lines[1] !== undefined &&
    yearsIn(lines[0]).length > 0 &&
    !isDatesOnly(lines[0]) &&
    !isBulletLine(lines[1]) &&
    yearsIn(lines[1]).length === 0 &&
    !isTitle(lines[0]) &&
    isTitle(lines[1]);
  // "Nazareth English Hospital" / "2019 – present" / "Head of Delivery Ward" / "2014 – 2019" /
  // "Midwife": a section that opens with a workplace naming no role, a line of dates only and a
  // title under them writes each job as its dates and its title under its employer. A title above
  // the next dates is its own job's (a promotion under the same employer); only a line that names
  // no role there is the next job's employer.
  const [first, second, third] = lines;
  const underEmployer =
    isTitle !== undefined &&
    first !== undefined &&
    second !== undefined &&
    third !== undefined &&
    !isBulletLine(first) &&
    yearsIn(first).length === 0 &&
    // (A workplace alone, with its town: not "מרכז יום לקשיש, נתיבות – מטפלת", its title after a dash.)
    !/[|–—:@]|\s-\s/u.test(first) &&
    !isTitle(first) &&
    isDatesOnly(second) &&
    !isBulletLine(third) &&
    yearsIn(third).length === 0 &&
    third.split(/\s+/).length <= 8 &&
    isTitle(third);
  for (const [index, line] of lines.entries()) {
    // "* 2021 - היום: מאבטח חמוש, …": a bullet that opens with a range is a job's head, the list's
    // bullets being its jobs.
    // "בזק בינלאומי | 2014 – 2022" / "• נציגת מכירות (2014 – 2017)": titles under their employer,
    // written as bullets with their own ranges (the employer's head with no description yet above).
    const roleBullet =
      isTitle !== undefined &&
      !bulletHeads &&
      current !== null &&
      current.details.length === 0 &&
      roleBulletUnder(line, lines[index - 1], !isBulletLine(lines[index - 1] ?? ''), isTitle);
    // "صرّافة" / "• بنك مركنتيل، فرع الطيرة (2016 – 2019)", "Cashier" / "• Shufersal (2016 – 2019)": a
    // title on a line of its own over its employer written as a bullet with the job's range; the
    // bullet is the job's head, not a duty.
    const above = lines[index - 1];
    const employerBullet =
      isTitle !== undefined &&
      !bulletHeads &&
      current !== null &&
      current.details.length === 0 &&
      above !== undefined &&
      !isBulletLine(above) &&
      yearsIn(above).length === 0 &&
      above.split(/\s+/).length <= ROLE_BULLET_WORDS &&
      isTitle(above) &&
      isDatedHeadBullet(line) &&
      !DATED_BULLET.test(line);
    const headBullet = (bulletHeads && isDatedHeadBullet(line)) || roleBullet || employerBullet;
    const bullet =
      isBulletLine(line) &&
      !DATED_BULLET.test(line) &&
      !(EARLIER_WORK.test(line) && DATE_RANGE.test(line)) &&
      !headBullet;
    // A sentence that mentions a year ("shift coordinator since 2022.") describes the job; a line
    // with a date range is a job's head even when its description runs on after it ("QA Engineer
    // at Payoneer (Apr 2021 – Present): built the test framework… .").
    const sentence =
      /[.!]$/.test(line) &&
      line.split(/\s+/).length > 5 &&
      !DATE_RANGE.test(line) &&
      !OPENS_WITH_DATES.test(line) &&
      // ("Before that I was a DevOps Engineer at Check Point (2018–2021)…": the person saying what
      // they were, with its year and a role, is a job told as prose.)
      // (One sentence only: a paragraph that tells more is the job's description.)
      !(saysSelf(line) && !/[.!?]\s+\S/u.test(line) && isTitle !== undefined && isTitle(line));
    // (A head that says how long the job lasted instead of its dates, "Picker | Super-Pharm | 2
    // years", "מלקט, סופר-פארם (שנתיים)", is a dated head too.)
    const hasYear = (yearsIn(line).length > 0 || statedMonths(line) > 0) && !sentence;
    // A bullet wrapped onto the next line ("… 2M events a" / "day."): still the same bullet.
    const lastDetail = current?.details[current.details.length - 1];
    // (In Hebrew or Arabic, which have no lower case: a word or two naming no role, between two
    // bullets: "… ولحام BGA على اللوحة" / "الأم" / "• …".)
    const wrapped =
      !bullet &&
      !hasYear &&
      lastDetail !== undefined &&
      !/[.!?;:]$/.test(lastDetail) &&
      // (A bullet cut after a joined prefix or a hyphen, "ניהול באגים ב-" / "Jira", goes on.)
      (/^[a-z]/.test(line) ||
        /\S[-־]$/u.test(lastDetail) ||
        (/[.]$/.test(line) && line.split(/\s+/).length <= 3) ||
        (RTL_WORDS.test(line) &&
          line.split(/\s+/).length <= 2 &&
          isBulletLine(lines[index + 1] ?? '') &&
          isTitle !== undefined &&
          !isTitle(line)));
    const startsNew =
      !current || (!bullet && !wrapped && (current.details.length > 0 || (hasYear && currentHasYear)));
    if (startsNew) {
      // In a title-first section the line before the dates is the next job's title, not the
      // last line of the previous job's description.
      const previous = current?.lines[current.lines.length - 1];
      // Also where one job's title stands alone above a line of dates only ("Intel — Sous Chef" /
      // "2015 – 2019") in a section whose other jobs start with their dates.
      const datesOnly = hasYear && isDatesOnly(line);
      const shortTitle =
        previous !== undefined && previous.split(/\s+/).length <= 8 && !/[.!?;]$/.test(previous.trim());
      // Where the job before opened with a line of dates only ("2019 – היום" / its title / …), the
      // section writes dates first: the lines above the next dates are the last job's own.
      const opening = current?.lines[0];
      // (Not in a section that opens with a title: there a job with no title, a gap year, opens with dates.)
      const datesFirst = !titleFirst && opening !== undefined && isDatesOnly(opening);
      // "מהנדסת ביצוע" / "אלקטרה בנייה, 8.2016 – 2.2019": a short line naming a role above a dated
      // line that names none is that job's title, in any section.
      const titleAbove =
        !titleUnder &&
        isTitle !== undefined &&
        shortTitle &&
        previous!.split(/\s+/).length <= 6 &&
        isTitle(previous!) &&
        !isTitle(line);
      // "…, ניהול צוות ומעבדת הזיגוג בסניף." above the next dates is the last job's description.
      const previousIsSentence =
        previous !== undefined && /[.!?;]$/.test(previous.trim()) && previous.split(/\s+/).length > 5;
      const carried =
        (!underEmployer || !isTitle!(previous ?? '')) &&
        !datesFirst &&
        !previousIsSentence &&
        (titleFirst || (datesOnly && shortTitle) || titleAbove) &&
        hasYear &&
        current &&
        current.lines.length >= 2 &&
        previous !== undefined &&
        !isBulletLine(previous) &&
        yearsIn(previous).length === 0
          ? previous
          : undefined;
      // "מנהל עבודה" / "א. דורי בנייה" / "2011 – 2017": the title is the line above the employer.
      const above = current?.lines[current.lines.length - 2];
      const carriedTitle =
        !underEmployer &&
        carried !== undefined &&
        isTitle !== undefined &&
        current !== null &&
        current.lines.length >= 3 &&
        above !== undefined &&
        !isBulletLine(above) &&
        yearsIn(above).length === 0 &&
        // (Not the last job's description, a sentence or a paragraph that may open with a role's
        // words: "אחראית על ייצור יומי, פיתוח קינוחים…." above "מלון דן, הרצליה" / "קונדיטורית | 2015 –
        // 2019"; "مراقبة المرضى، إعطاء الأدوية… ." over "المركز الطبي للجليل، نهاريا".)
        above.split(/\s+/).length <= 8 &&
        !/[.!?;]$/.test(above.trim()) &&
        isTitle(above) &&
        // ("שיננית" / "מרפאת השיניים ד"ר רז, אשקלון" / dates: an employer whose name holds a role
        // word, under a title that names no workplace, is still the employer.)
        (!isTitle(carried) || (isWorkplace !== undefined && isWorkplace(carried) && !isWorkplace(above)))
          ? above
          : undefined;
      for (const line of carriedTitle !== undefined
        ? [carried!, carriedTitle]
        : carried !== undefined
          ? [carried]
          : []) {
        current!.lines.pop();
        if (current!.details[current!.details.length - 1] === line) current!.details.pop();
        else current!.head.pop();
      }
      if (current) entries.push(current);
      current = newEntry();
      currentHasYear = false;
      for (const line of carriedTitle !== undefined
        ? [carriedTitle, carried!]
        : carried !== undefined
          ? [carried]
          : []) {
        current.lines.push(line);
        current.head.push(line);
      }
    }
    const entry = current!;
    // (A job's head written as a bullet is read without its bullet.)
    const written = headBullet ? stripBullet(line) : line;
    entry.lines.push(written);
    if (bullet || wrapped || entry.details.length > 0) entry.details.push(written);
    // (A title bullet under an employer line with no dates is read before it: "Vet Center Herzliya" /
    // "• Senior Veterinary Nurse (2021 – present)" has the bullet's title, not the employer's "Vet".)
    else if (roleBullet && !currentHasYear) entry.head.unshift(written);
    else entry.head.push(written);
    if (hasYear && !bullet) {
      const years = yearsIn(line);
      if (years.length > 0) {
        entry.start = Math.min(entry.start ?? Infinity, ...years);
        entry.end = Math.max(entry.end ?? -Infinity, ...years);
      }
      currentHasYear = true;
      if (ONGOING.test(line)) entry.ongoing = true;
    }
  }
  if (current) entries.push(current);
  return entries;
}

/**
 * Years covered by the entries' date ranges (overlaps counted once). An ongoing entry runs to
 * `referenceYear`. Whole years: 2016–2019 and 2019–2023 give 7.
 */
export function yearsOfExperience(entries: ExperienceEntry[], referenceYear: number): number {
  const ranges = entries
    .filter((e) => e.start !== undefined)
    .map((e) => [e.start!, e.ongoing ? Math.max(referenceYear, e.end ?? referenceYear) : e.end!] as const)
    .filter(([s, e]) => e >= s)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let coveredTo = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredTo);
    if (end > from) total += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return total;
}

/** The most recent entry: the latest end (ongoing first), the first listed on a tie. */
export function latestEntry(entries: ExperienceEntry[], referenceYear: number): ExperienceEntry | undefined {
  let best: ExperienceEntry | undefined;
  let bestEnd = -Infinity;
  for (const entry of entries) {
    const end = entry.ongoing ? referenceYear + 1 : (entry.end ?? -Infinity);
    if (end > bestEnd) {
      best = entry;
      bestEnd = end;
    }
  }
  return best ?? entries[0];
}

const SEPARATORS = /\s+(?:\||@|at|–|—|-|·|•)\s+|\s*,\s*|\s+ב-|\s+בחברת\s+|\s+في شركة\s+|\s+لدى\s+|\s+في\s+/u;

/** What stands around a title or an employer: separators, spaces, an opening bracket. */
const SEPARATOR_CHAR = /[\s\-–—:|,(]/;

/** Punctuation off both ends; a closing bracket stays when its opener is in the part. */
function trimPart(part: string): string {
  const trimmed = trimEdges(part, /[\s\-–—:|,()]/, SEPARATOR_CHAR);
  return trimmed.endsWith(')') && !trimmed.includes('(') ? trimmed.slice(0, -1).trim() : trimmed;
}

/** "2019–2023 מפתחת Full Stack ב-Wix" -> { role: "מפתחת Full Stack", org: "Wix" }. */
export function roleAndOrg(line: string): { role: string; org: string } {
  const bare = line
    .replace(/\b\d{1,2}[/.]\d{2,4}\b/g, ' ')
    .replace(YEAR, ' ')
    .replace(MONTHS, ' ')
    .replace(ONGOING, ' ')
    .replace(/^[\s\-–—:|,(]+/, '')
    .replace(/\s+[-–—]\s+[-–—]?\s*/g, ' – ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const parts = trimEdges(bare, null, SEPARATOR_CHAR).split(SEPARATORS).map(trimPart).filter(Boolean);
  return { role: parts[0] ?? '', org: parts[1] ?? '' };
}
