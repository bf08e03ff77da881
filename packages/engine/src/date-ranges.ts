import { perParse } from './parse-memo.ts';
import { asciiDigits } from './text-units.ts';

/**
 * Date ranges as resumes write them: 2019–2023, 03/2019 - 06/2021, Jan 2019 – Present,
 * מרץ 2019 – היום, 2021 - حتى الآن, and reversed by right-to-left layout (2023–2019, היום – 2021).
 * Months are counted from year 0 (year × 12 + month − 1). A year without a month is taken as its
 * January, so 2019–2023 is four years and 2019 – present runs from January 2019.
 */

export interface MonthRange {
  /** First month of the range. */
  start: number;
  /** Month after the last one. */
  end: number;
  ongoing: boolean;
}

/** Month names in English (abbreviated), Hebrew and Arabic, to the month's number. */
export const MONTH_NAMES: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  ינואר: 1,
  פברואר: 2,
  מרץ: 3,
  מרס: 3,
  אפריל: 4,
  מאי: 5,
  יוני: 6,
  יולי: 7,
  אוגוסט: 8,
  ספטמבר: 9,
  אוקטובר: 10,
  נובמבר: 11,
  דצמבר: 12,
  // Hebrew months cut short with a geresh: "ספט' 2015", "אוק׳ 2019", "יול' 2023".
  ...Object.fromEntries(
    (
      [
        ['ינו', 1],
        ['פבר', 2],
        ['אפר', 4],
        ['יונ', 6],
        ['יול', 7],
        ['אוג', 8],
        ['ספט', 9],
        ['אוק', 10],
        ['נוב', 11],
        ['דצמ', 12],
      ] as const
    ).flatMap(([short, month]) => [
      [`${short}'`, month],
      [`${short}׳`, month],
    ]),
  ),
  يناير: 1,
  فبراير: 2,
  مارس: 3,
  أبريل: 4,
  ابريل: 4,
  إبريل: 4,
  مايو: 5,
  أيار: 5,
  يونيو: 6,
  // The Egyptian spellings of June and July.
  يونيه: 6,
  يوليو: 7,
  يوليه: 7,
  أغسطس: 8,
  اغسطس: 8,
  سبتمبر: 9,
  أكتوبر: 10,
  اكتوبر: 10,
  نوفمبر: 11,
  ديسمبر: 12,
  // The Levantine (Syriac) month names many Arabic resumes use.
  'كانون الثاني': 1,
  'كانون ثاني': 1,
  شباط: 2,
  آذار: 3,
  اذار: 3,
  نيسان: 4,
  ايار: 5,
  حزيران: 6,
  تموز: 7,
  آب: 8,
  اب: 8,
  أيلول: 9,
  ايلول: 9,
  'تشرين الأول': 10,
  'تشرين الاول': 10,
  'تشرين أول': 10,
  'تشرين اول': 10,
  'تشرين الثاني': 11,
  'تشرين ثاني': 11,
  'كانون الأول': 12,
  'كانون الاول': 12,
  'كانون أول': 12,
  'كانون اول': 12,
  // The Maghrebi names (Tunisia, Algeria: from the French) and the Moroccan ones.
  جانفي: 1,
  فيفري: 2,
  أفريل: 4,
  افريل: 4,
  ماي: 5,
  جوان: 6,
  جويلية: 7,
  جويليه: 7,
  يوليوز: 7,
  أوت: 8,
  اوت: 8,
  غشت: 8,
  شتنبر: 9,
  نونبر: 11,
  دجنبر: 12,
};

/** A month by its name as MONTH_NAMES spells it, or by its first four or three letters ("Sept", "Jan"). */
const monthByName = (word: string): number | undefined =>
  MONTH_NAMES[word] ?? MONTH_NAMES[word.slice(0, 4)] ?? MONTH_NAMES[word.slice(0, 3)];

/** The rest of each English month name: "mar" + "ch". */
const LONG_MONTH: Record<string, string> = {
  jan: 'uary',
  feb: 'ruary',
  mar: 'ch',
  apr: 'il',
  jun: 'e',
  jul: 'y',
  aug: 'ust',
  sep: 'tember',
  sept: 'ember',
  oct: 'ober',
  nov: 'ember',
  dec: 'ember',
};

/**
 * Month names of MONTH_NAMES, as a regular expression's source, longest first: an English name
 * in full or cut short, with or without a dot ("Sept.", "September"); a Hebrew or Arabic name as a
 * word of its own ("آب", not the end of "كتاب").
 */
export function monthPattern(keep: (name: string) => boolean = () => true, { glued = false } = {}): string {
  const names = Object.keys(MONTH_NAMES)
    .filter(keep)
    .sort((a, b) => b.length - a.length);
  const english = names
    .filter((m) => /^[a-z]/.test(m))
    .map((m) => `${m}(?:${LONG_MONTH[m] ?? ''})?\\.?(?![a-z])`);
  const others = names.filter((m) => !/^[a-z]/.test(m));
  // One look behind for all the Hebrew and Arabic names, not one each: the pattern is tried at every
  // place of every line, and a look behind per name made the date reading most of a parse's time.
  const other = others.length === 0 ? [] : [glued ? others.join('|') : `(?<!\\p{L})(?:${others.join('|')})`];
  return [...other, ...english].join('|');
}

/** Any month name of MONTH_NAMES, as a regular expression's source. */
export const MONTH_WORD = monthPattern();
/** A Hebrew month name, which may have a prefix letter glued before it ("ממרץ", "בספטמבר"). */
const HEBREW_MONTH = monthPattern((m) => /[\u05D0-\u05EA]/.test(m), { glued: true });

/**
 * The words for "now" that end a range, in every language the dates are read in, each alone or
 * after its language's "until" ("עד היום", "حتى الآن", "up to now"), with "and" before it ("ועד
 * היום", "وحتى الآن"). The one list of them: experience-entries and the titles read it.
 */
const NOW_EN = String.raw`(?:the\s+)?present|current(?:ly)?|now|today|ongoing`;
const UNTIL_EN = String.raw`(?:(?:up\s+)?(?:to|till|until|through|thru)\s+)`;
const NOW_HE = String.raw`היום|כיום|הווה|עכשיו|כעת|עתה|נוכחי|נוכחית`;
const NOW_AR = String.raw`الآن|الان|الأن|اليوم|الوقت\s+(?:الحاضر|الحالي)|تاريخه`;
// ("حتي", "الي": "until" typed with a dotted ya for its final alif, as many Arabic keyboards leave it.)
const UNTIL_AR = String.raw`(?:و?(?:حتى|حتي|لغاية|إلى|الى|الي|ل?حد|لحتى)\s*)`;
export const ONGOING_WORD = [
  `${UNTIL_EN}?(?:${NOW_EN})`,
  String.raw`${UNTIL_EN}(?:date|this\s+day)|till\s+date`,
  String.raw`(?:ו?עד\s+)?(?:${NOW_HE})`,
  String.raw`ו?עד\s+(?:כה|הלום|ל?(?:רגע\s+זה|הרגע(?:\s+הזה)?))`,
  `${UNTIL_AR}?(?:${NOW_AR})`,
  // "حتى اللحظة", "إلى حينه": words for now only after "until".
  String.raw`${UNTIL_AR}(?:(?:هذه\s+)?اللحظة|حينه)`,
  // Glued "to": "للآن", "لليوم", "لتاريخه".
  String.raw`و?(?:للآن|للان|للأن|لليوم|لتاريخه)`,
  // ("حاليًا", "حالياً", "حاليًّا": its tanwin and shadda on either side of the alif.)
  String.raw`حالي[\u064B\u0651]*ا[\u064B\u0651]*|مستمرة?`,
]
  .map((word) => `(?<!\\p{L})(?:${word})(?!\\p{L})`)
  .join('|');

/** One end of a range: a month and year, a year, or (for the end) a word for "now". */
const POINT = `(?:(?:(?:${MONTH_WORD})(?:\\s*,?\\s*|[-/])|\\d{1,2}\\s*[/.]\\s*)?(?:19[5-9]\\d|20\\d\\d)|${ONGOING_WORD})`;
/** A dash (or what OCR reads for one: _ = −), a word for "to", or only a space where OCR dropped the dash. */
const SEPARATOR =
  '(?:\\s*(?:[-–—~_=−‐‑]|\\bto\\b|\\buntil\\b|\\btill\\b|\\bthrough\\b|\\bthru\\b|ועד|עד|ל-|إلى|الى|الي|و?لغاية|حت[ىي](?!\\s+(?:الآن|الان|الأن|اليوم)))\\s*|\\s+)';
const RANGE = new RegExp(`(${POINT})${SEPARATOR}(${POINT})`, 'giu');
/** A range as written with the words that lead to it ("from 2019 to 2021", "מ-2019 עד 2021"). */
// ("החל מ-2020 ועד היום", "ابتداءً من 2020 وحتى اليوم": "starting from" leads to it too, its first word no title.)
export const WRITTEN_RANGE = new RegExp(
  `(?:(?:\\bfrom|\\bbetween|(?<!\\p{L})(?:(?:החל\\s+)?מ-?|בין|(?:(?:ابتداء\u064B?|اعتبار(?:ا\u064B?|\u064Bا))\\s+)?من|بين))\\s*)?${POINT}${SEPARATOR}${POINT}`,
  'giu',
);
const ONGOING = new RegExp(`^(?:${ONGOING_WORD})$`, 'iu');

const YEAR_AT_START = '(?=\\d{1,2}\\s*[/.]\\s*(?:19|20)\\d\\d|(?:19|20)\\d\\d)';
/** A line that ends inside a range: on its dash, on a month, on "until" of "until now". */
const WRAPPED = [
  // "… 04/2017 –" / "היום", "… 2009 –" / "2012"
  new RegExp(`((?:19|20)\\d\\d\\s*[-–—])[ \\t]*\\n\\s*(?=${POINT})`, 'giu'),
  // "… — Aug" / "2015 – Feb 2019"
  new RegExp(`((?:^|[\\s\\-–—|,(])(?:${MONTH_WORD}))[ \\t]*\\n\\s*${YEAR_AT_START}`, 'gimu'),
  // "2018 – حتى" / "الآن", "2019 – ועד" / "היום"
  /((?:19|20)\d\d\s*[-–—]\s*(?:حتى|ועד|עד|to|until))[ \t]*\n\s*(?=الآن|الان|اليوم|היום|present|now|today)/giu,
  // "… 2014" / "– 2018"
  new RegExp(`((?:19|20)\\d\\d)[ \\t]*\\n\\s*(?=[-–—]\\s*(?:${POINT}))`, 'giu'),
  // "title | employer |" / "06/2014 – 02/2019": a head line cut after its last separator
  new RegExp(`(\\S[ \\t]*\\|)[ \\t]*\\n\\s*(?=${POINT}[ \\t]*(?:[-–—]|$))`, 'gimu'),
  // "Kolker Architects, Tel Aviv | since" / "2018"
  new RegExp(`((?:\\bsince|מאז|החל\\s+מ-?|منذ)[ \\t]*)\\n\\s*(?=${POINT})`, 'giu'),
  // "employer | Senior Designer" / "| 2021 – Present": cut before it
  new RegExp(`([^\\s|])[ \\t]*\\n[ \\t]*(?=\\|[ \\t]*${POINT}[ \\t]*[-–—])`, 'gimu'),
  // "Studio Kaplan, Tel Aviv | Industrial" / "Designer | 2017 – 2021": cut inside its title
  new RegExp(
    // (Its " | " looked for by a lookahead: "[^\n]*\s\|\s[^\n]*" read the rest of the line again from
    // every " | " of a line of many.)
    `^((?![^\\n]*(?:19|20)\\d\\d)(?=[^\\n]*\\s\\|\\s)[^\\n]*[^\\s|])[ \\t]*\\n[ \\t]*(?=(?:[^\\s|]+[ \\t]+){1,3}\\|[ \\t]*${POINT}[ \\t]*[-–—][ \\t]*${POINT}[ \\t]*$)`,
    'gimu',
  ),
];
/**
 * "… لدى – Philips Healthcare Israel (2014" / "2016)": a bracketed range wrapped in a right-to-left
 * line, its dash drawn elsewhere on the line; the bracket's two years are the range.
 */
const WRAPPED_BRACKET = new RegExp(`\\((${POINT})[ \\t]*\\n[ \\t]*(${POINT})[ \\t]*\\)`, 'giu');
/** "…, 09/2012" / "03/2017 –": a right-to-left line wrapped with its dash left at the far end. */
const WRAPPED_RTL = new RegExp(`((?:19|20)\\d\\d)[ \\t]*\\n[ \\t]*(${POINT})[ \\t]*[-–—][ \\t]*$`, 'gimu');

/** A year as OCR may read it, a letter for a digit ("2O19", "20l8"); whole years are left alone. */
const LOOK_ALIKE_YEAR = /(?<![\p{L}\p{N}])[12][\dOoIl]{3}(?![\p{L}\p{N}])/gu;
/** Stray marks OCR puts beside a range's year, between it and the dash ("2015? - 2017"). */
const MARK_BEFORE_DASH = /((?:19|20)\d\d)[?!'"`*]{1,2}(?=[ \t]*[-–—])/g;
const MARK_AFTER_DASH = /([-–—][ \t]*)[?!'"`*]{1,2}(?=(?:19|20)\d\d(?!\d))/g;
/**
 * A Hebrew or Arabic month read as one to three Latin letters and put after its year ("2016 YN -
 * היום" for "מרץ 2016 – היום"): on a right-to-left line, Latin letters between a range's year and
 * its dash, before the range's other end, are no word of the range ("2021 IBM – מפתח" keeps its
 * employer).
 */
const LATIN_JUNK_BEFORE_DASH =
  /((?:19|20)\d\d)[ \t]+[A-Za-z]{1,3}(?=[ \t]*[-–—][ \t]*(?:(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d)|(?:היום|כיום|הווה|الآن|الان|حتى|اليوم|حاليا)(?![\u0590-\u05FF\u0600-\u06FF])))/gu;
const RTL_LETTER = /[\u0590-\u05FF\u0600-\u06FF]/u;
/** A range's dash read twice or as "==" ("2015 -- 2017", "2015 == 2017"). */
const DOUBLED_DASH = /((?:19|20)\d\d)[ \t]*(?:[-–—=]{2}|=)[ \t]*(?=(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d))/g;

/**
 * "2009 :2015 חשבת שכר" for "2009 – 2015: חשבת שכר": a right-to-left line's range whose dash a scan
 * lost, the colon after it drawn at the range's left end and read there, between the two years. A
 * colon with a space before it and none after is no mark of clean text.
 */
const COLON_FOR_DASH = /((?:19|20)\d\d)[ \t]+:((?:19|20)\d\d)(?!\d)/g;

/** A dash of another code point (figure dash, horizontal bar, full-width hyphen…) beside a year. */
const RARE_DASH =
  /(?<=(?:19|20)\d\d[ \t]*)[‒―⁃﹘﹣－](?=[ \t]*\S)|[‒―⁃﹘﹣－](?=[ \t]*(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d))/g;

/**
 * "December 2 019 - p resent", "D ecember 2 018": a PDF converted with a space after each word's
 * first character (its first glyph drawn apart); a month, a word for "now" or a year put together
 * again, the year only beside a month, a dash or another year.
 */
const SPLIT_WORD = /(?<![\p{L}\d])(\p{L}) (\p{L}{2,9})(?!\p{L})/gu;
const SPLIT_WORD_WHOLE = new RegExp(`^(?:${MONTH_WORD}|${ONGOING_WORD})$`, 'iu');
const SPLIT_YEAR = new RegExp(
  // (The year looked for first: a lookbehind tried at every place of a long run of spaces reads back over it.)
  `(?=[12] [09])(?<=(?:(?:${MONTH_WORD})\\s+|[-–—]\\s*|(?:19|20)\\d\\d\\s+))(1 9[5-9]\\d|2 0[0-4]\\d)(?!\\d)`,
  'giu',
);

function splitGlyphsJoined(text: string): string {
  return text
    .replace(SPLIT_WORD, (all, first: string, rest: string) =>
      SPLIT_WORD_WHOLE.test(first + rest) ? first + rest : all,
    )
    .replace(SPLIT_YEAR, (year: string) => year.replace(' ', ''));
}

/**
 * The usual confusions of OCR in a range's dates undone: a year with a letter for a digit beside a
 * dash or a slash ("2O19 – 2021", "03/20l8"), a stray mark between a year and its dash, a dash read
 * twice or as "=", a dash lost with the colon after the range read in its place ("2009 :2015").
 */
export function mendedDates(text: string): string {
  return splitGlyphsJoined(text)
    .replace(RARE_DASH, '–')
    .replace(LOOK_ALIKE_YEAR, (token, offset: number, all: string) => {
      if (/^\d+$/.test(token)) return token;
      const year = token.replace(/[Oo]/g, '0').replace(/[Il]/g, '1');
      // At least two of its digits read as digits, and a range's dash or a month's slash beside it.
      const near = all.slice(Math.max(0, offset - 3), offset) + all.slice(offset + 4, offset + 7);
      return /^(?:19[5-9]\d|20[0-4]\d)$/.test(year) &&
        (token.match(/\d/g) ?? []).length >= 2 &&
        /[-–—/]/.test(near)
        ? year
        : token;
    })
    .replace(MARK_BEFORE_DASH, '$1')
    .replace(MARK_AFTER_DASH, '$1')
    .split('\n')
    .map((line) => (RTL_LETTER.test(line) ? line.replace(LATIN_JUNK_BEFORE_DASH, '$1') : line))
    .join('\n')
    .replace(DOUBLED_DASH, '$1 – ')
    .replace(COLON_FOR_DASH, '$1 – $2:');
}

/** A month and a two-digit year, "03/19", "09.16", "3/19": a month with a leading zero when dotted. */
const SHORT_POINT = '(?:(?:0[1-9]|1[0-2])[/.]|[1-9]/)\\d\\d';
const LONG_POINT = '(?:\\d{1,2}[/.])?(?:19|20)\\d\\d';
const SHORT_OR_LONG = `(${SHORT_POINT}(?![\\d/.])|${LONG_POINT}(?!\\d))`;
/**
 * "03/19 – 05/21", "09/16 – היום", "2017 – 10/19", "من 09/16 حتى 02/20": a range with a month of a
 * two-digit year at one end at least (the other a year, a month or a word for "now"); other numbers
 * with a slash ("3/4", "1.5") are no range.
 */
const SHORT_RANGE = new RegExp(
  `(?<![\\d/.])${SHORT_OR_LONG}(\\s*(?:[-–—]|\\bto\\b|\\buntil\\b|ועד|עד|حتى|حتي|إلى|الى|الي)\\s*)(?:${SHORT_OR_LONG}|(?=${ONGOING_WORD}))`,
  'giu',
);
const isShort = (point: string | undefined) =>
  point !== undefined && new RegExp(`^${SHORT_POINT}$`).test(point);
const fullYear = (point: string) =>
  isShort(point) ? point.replace(/(\d\d)$/, (yy) => `${Number(yy) < 50 ? '20' : '19'}${yy}`) : point;

/**
 * "10.19 היום", "06.15 09.19": a range of two-digit years whose dash a scan's OCR lost, both ends a
 * month of a two-digit year (or the end a word for "now"); its years written out, the space left as
 * the separator a lost dash leaves.
 */
const DASHLESS_SHORT_RANGE = new RegExp(
  `(?<![\\d/.])(${SHORT_POINT})(?![\\d/.])([ \\t]+)(?:(${SHORT_POINT})(?![\\d/.])|(?=(?:${ONGOING_WORD})))`,
  'giu',
);

/**
 * "09-16 – 08-20", "10-20 - היום", "03-19 עד 06-22": a range whose ends are a month and a two-digit year
 * joined by a hyphen (or the end a word for "now"); only with a spaced dash or a word for "until"
 * between them (not "10-20 employees", not the "2009-16" of a range of years), both months 01–12.
 */
const HYPHEN_SHORT_POINT = '(?<![\\d/.\\-])(0[1-9]|1[0-2])-(\\d\\d)(?![\\d/.]|-\\d)';
const HYPHEN_SHORT_RANGE = new RegExp(
  `${HYPHEN_SHORT_POINT}(\\s+[-–—]\\s+|\\s*[–—]\\s*|\\s+(?:עד|ועד|to|until|till|حتى|حتي|إلى|الى|الي)\\s+)(?:${HYPHEN_SHORT_POINT}|(?=${ONGOING_WORD}))`,
  'giu',
);

/** "03-2019": a month and its year joined by a hyphen (not a phone's digits, not a range of years). */
const MONTH_HYPHEN_YEAR = /(?<![\d/.\-–])(0[1-9]|1[0-2])-((?:19|20)\d\d)(?![\d-])/g;

/** "Mar '19", "Sept ’21": a month's name and its year cut to two digits after an apostrophe. */
const MONTH_APOSTROPHE_YEAR = new RegExp(`((?:${MONTH_WORD}))\\s*['’‘\`](\\d\\d)(?!\\d)`, 'giu');
/** "2019م": the Arabic mark of the common era glued to (or after) a year. */
const MILADI = /((?:19|20)\d\d)\s?م(?![\p{L}\p{M}])/gu;
const apostropheYear = (_m: string, month: string, yy: string) =>
  `${month} ${Number(yy) < 50 ? '20' : '19'}${yy}`;

/**
 * "20182020 Yandex, …", "Apr 2020Jun 2020 …": a range whose dash was lost when the resume was
 * converted (a PDF's dash glyph dropped), its two years or its year and the next month glued; the
 * later year second and at most 45 years on, or a month's name after the year.
 */
const GLUED_YEARS = /(?<![\d/.,-])((?:19|20)\d\d)((?:19|20)\d\d)(?![\d/.,])/g;
/**
 * "2019-21", "2005–12", "1998 – 02": a range whose end year is written with its last two digits, the
 * start's century (or the next one) and at most 45 years on; written out whole.
 */
const YEAR_SHORT_END = /(?<![\d/.,-])((?:19|20)\d\d)([ \t]?[-–—][ \t]?)(\d\d)(?![\d/.,:\-–—%])/g;
function shortEndYear(
  all: string,
  start: string,
  dash: string,
  yy: string,
  at: number,
  text: string,
): string {
  // ("2010-12 – 2013-05": a year and a month joined by a hyphen, a range's end on either side of it.)
  if (
    Number(yy) <= 12 &&
    dash === '-' &&
    (/^[ \t]*[-–—][ \t]*(?:19|20)\d\d/.test(text.slice(at + all.length, at + all.length + 12)) ||
      /(?:19|20)\d\d(?:-\d\d)?[ \t]*[-–—][ \t]*$/.test(text.slice(Math.max(0, at - 14), at)))
  )
    return all;
  let end = Math.floor(Number(start) / 100) * 100 + Number(yy);
  if (end < Number(start)) end += 100;
  return end - Number(start) <= 45 && end >= Number(start) ? `${start}${dash}${end}` : all;
}
const YEAR_GLUED_MONTH = new RegExp(
  `(?<=(?:19|20)\\d\\d)(?=(?:${MONTH_WORD})(?:\\s*,?\\s*(?:19|20)\\d\\d)?(?![\\p{L}]))`,
  'giu',
);

/**
 * "אוג' 23 - נוכחי", "פבר' 23 - יול' 23", "Aug 23 – Jan 24", "آب 23 – الآن": a month's name and a
 * two-digit year at both ends of a range (or the end a word for "now"); the years written out. (Only
 * in a range: "Mar 19" alone may be a day.)
 */
const MONTH_SHORT_YEAR = `(${MONTH_WORD})(['’׳.]?)[ \\t]*(\\d\\d)(?![\\d/.:])`;
const MONTH_SHORT_YEAR_RANGE = new RegExp(
  `${MONTH_SHORT_YEAR}([ \\t]*[-–—][ \\t]*)(?:${MONTH_SHORT_YEAR}|(?=${ONGOING_WORD}))`,
  'giu',
);
const centuryOf = (yy: string) => `${Number(yy) < 50 ? '20' : '19'}${yy}`;

/**
 * Ranges written with two-digit years, their years written out ("03/19" -> "03/2019"), and a
 * month joined to its year by a hyphen written with a slash ("03-2019" -> "03/2019").
 */
export function fullYears(text: string): string {
  return text
    .replace(
      MONTH_SHORT_YEAR_RANGE,
      (_all, m1: string, mark1: string, y1: string, dash: string, m2?: string, mark2?: string, y2?: string) =>
        `${m1}${mark1} ${centuryOf(y1)}${dash}${m2 === undefined ? '' : `${m2}${mark2 ?? ''} ${centuryOf(y2!)}`}`,
    )
    .replace(GLUED_YEARS, (all, start: string, end: string) =>
      Number(end) >= Number(start) && Number(end) - Number(start) <= 45 ? `${start} – ${end}` : all,
    )
    .replace(YEAR_SHORT_END, shortEndYear)
    .replace(YEAR_GLUED_MONTH, ' ')
    .replace(MONTH_APOSTROPHE_YEAR, apostropheYear)
    .replace(MILADI, '$1')
    .replace(MONTH_HYPHEN_YEAR, '$1/$2')
    .replace(
      HYPHEN_SHORT_RANGE,
      (_all, m1: string, y1: string, dash: string, m2?: string, y2?: string) =>
        `${m1}/${centuryOf(y1)}${dash}${m2 === undefined ? '' : `${m2}/${centuryOf(y2!)}`}`,
    )
    .replace(SHORT_RANGE, (all, start: string, dash: string, end: string | undefined) =>
      isShort(start) || isShort(end)
        ? `${fullYear(start)}${dash}${end === undefined ? '' : fullYear(end)}`
        : all,
    )
    .replace(
      DASHLESS_SHORT_RANGE,
      (_all, start: string, gap: string, end: string | undefined) =>
        `${fullYear(start)}${gap}${end === undefined ? '' : fullYear(end)}`,
    );
}

/**
 * A date range broken over two lines put back on one: a narrow column of a PDF wraps "Mar 2019 –
 * Present" where the Word file of the same resume does not ("…, 04/2017 –" / "היום", "— Aug" /
 * "2015 – Feb 2019", "2018 – حتى" / "الآن").
 */
export function joinWrappedRanges(text: string): string {
  let out = mendedDates(fullYears(text));
  for (const pattern of WRAPPED) out = out.replace(pattern, '$1 ');
  return out
    .replace(WRAPPED_BRACKET, '($1 – $2)')
    .replace(WRAPPED_RTL, '$1 – $2')
    .replace(OPEN_RANGE, '$1 present');
}

/**
 * A range left open at the end of its line, with no end on the next line either ("04/2017 –" /
 * "ניהול צוות…", or an end OCR could not read: "orn" for "היום"): since then, to this day. Also
 * one left open before a closing bracket or a part's bar ("(2019-)", "2019- | קונדיטורית").
 */
const OPEN_RANGE = new RegExp(
  `((?:19|20)\\d\\d[ \\t]*[-–—])(?:(?=[ \\t]*[)\\]|])|[ \\t]*$(?![ \\t]*\\n\\s*(?:${POINT}|(?:${ONGOING_WORD})(?!\\p{L}))))`,
  'gimu',
);

interface Point {
  month: number;
  exact: boolean;
  ongoing: boolean;
}

/**
 * A year written alone starts and ends in its January: "2019 – 2021" is two years, "2019 – היום"
 * runs from January 2019, and "2015 – 2017" then "03/2017 – …" leaves January to March 2017 out
 * (as recruiters and every label since r81 count; it was the year's middle before round 14).
 */
const YEAR_ALONE_MONTH = 0;

function parsePoint(text: string, nowMonth: number): Point | null {
  const t = text.trim().toLowerCase();
  if (ONGOING.test(t)) return { month: nowMonth, exact: true, ongoing: true };
  const year = Number(t.match(/(?:19|20)\d\d$/)?.[0]);
  if (!year) return null;
  const numeric = t.match(/^(\d{1,2})\s*[/.]/);
  if (numeric) {
    const month = Number(numeric[1]);
    return month >= 1 && month <= 12 ? { month: year * 12 + month - 1, exact: true, ongoing: false } : null;
  }
  // "تشرين الأول 2015": a month name of two words before the year.
  const words = t.replace(/[\s,]*(?:19|20)\d\d$/, '').trim();
  const word = t.match(/^[\p{L}]+/u)?.[0];
  if (word) {
    const month = MONTH_NAMES[words] ?? monthByName(word);
    if (month) return { month: year * 12 + month - 1, exact: true, ongoing: false };
  }
  return { month: year * 12 + YEAR_ALONE_MONTH, exact: false, ongoing: false };
}

/**
 * "Barista, Aroma (from March 2019)", "From 2019: Barista": English "from" with no end is "since",
 * where it opens the line, a bracket or a part (not "grew from 2000 to 5000 users" mid-sentence).
 */
const FROM_OPEN = String.raw`(?:(?<=^\s*|[(\[|,;:–—]\s*|\s[-–—]\s*)from)`;

/** "since 2020", "منذ 2020", "מאז 2019", "החל מ-2019": a range open to this day. */
const SINCE = new RegExp(
  `(?:\\bsince|מאז|החל\\s+מ-?|منذ|اعتبار(?:ا\u064B?|\u064Bا)\\s+من|ابتداء\u064B?\\s+من|${FROM_OPEN})\\s*(${POINT})(?!${SEPARATOR}(?:${POINT}))`,
  'giu',
);

/**
 * "מספטמבר 2016", "מ-2016": Hebrew's "from" glued to the start with nothing after it is "since"
 * (with an end after it, "מ-2016 עד 2019", the range reads as before).
 */
const GLUED_FROM = new RegExp(
  `(?<!\\p{L})מ(?:-?(?=(?:${HEBREW_MONTH})\\s*,?\\s*(?:19|20)\\d\\d)|-?(?=(?:19|20)\\d\\d(?!\\d)))`,
  'gu',
);

/**
 * "בין 2012 ל-2016", "بين 2012 و2016", "between 2012 and 2016": a range written as "between" one
 * year (or month) "and" the other. Exported: the entries and the titles read it as a range too.
 */
export const BETWEEN_RANGE = new RegExp(
  `(?:\\bbetween|(?<!\\p{L})(?:בין|بين))\\s+(?:(?:השנים|عامي|العامين|سنتي|the\\s+years)\\s+)?(${POINT})\\s*(?:\\band\\b|ו-?|ל-?|و)\\s*(${POINT})`,
  'giu',
);

/** "2019 onwards", "2019 ואילך", "2019 فصاعدا": the same range, its "since" written after the start. */
const ONWARDS = new RegExp(
  `(${POINT})\\s*(?:onwards?|and\\s+on|ואילך|והלאה|ف?صاعدا\u064B?)(?![\\p{L}])`,
  'giu',
);

/** A month written the ISO way, "2019-03" (a day after it is dropped). */
const ISO_MONTH = /\b((?:19|20)\d\d)-(0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01]))?\b(?![-/.]\d)/g;
/**
 * A range's dash, or a word for "until" that is itself one of the words for now ("حتى الآن"); or a
 * spaced dash before the range's end year ("2018-01 – 2021").
 */
const DASH_THEN_ONGOING = new RegExp(
  `^\\s*(?:(?:[-–—]\\s*)?(?:${ONGOING_WORD})|\\s[-–—]\\s*(?:\\d{1,2}[/.])?(?:19|20)\\d\\d(?!\\d))`,
  'iu',
);
/** What ends a range's start: a dash, or a word for "until" ("من 09-2016 حتى 2020-02"). */
const UNTIL_BEFORE = /(?:\s[-–—]|(?<!\p{L})(?:עד|ועד|to|until|حتى|حتي|إلى|الى|الي|لغاية))\s*$/iu;

/**
 * "2019-03 – 2021-06" as "03/2019 – 06/2021". Alone on a line, "2010-12" may be the years 2010 to
 * 2012: it is a month when another such month is on the line or a range's dash stands beside it.
 */
export function slashMonths(text: string): string {
  return text
    .split('\n')
    .map(monthDashYear)
    .map((line) => {
      const found = line.match(ISO_MONTH)?.length ?? 0;
      if (found === 0) return line;
      if (found >= 2) return line.replace(ISO_MONTH, '$2/$1');
      return line.replace(ISO_MONTH, (month, year: string, mm: string, offset: number) => {
        const before = line.slice(0, offset);
        const after = line.slice(offset + month.length);
        const besideDash = UNTIL_BEFORE.test(before) || DASH_THEN_ONGOING.test(after);
        return besideDash ? `${mm}/${year}` : month;
      });
    })
    .join('\n');
}

/**
 * "06-2018–10-2021", "03-2019 – היום": a month and its year joined by a hyphen, as "06/2018" when
 * another is on the line or a range's dash or "until" stands beside it (not the "03-2019" of a day's
 * date "15-03-2019").
 */
const MONTH_DASH_YEAR =
  /(?<![\d/.])(?<!(?:^|\D)\d{1,2}-)(0[1-9]|1[0-2])-((?:19|20)\d\d)(?!\d)(?![-/.]\d{1,2}(?!\d))/g;
function monthDashYear(line: string): string {
  const found = line.match(MONTH_DASH_YEAR)?.length ?? 0;
  if (found === 0) return line;
  return line.replace(MONTH_DASH_YEAR, (month, mm: string, year: string, offset: number) => {
    const before = line.slice(0, offset);
    const after = line.slice(offset + month.length);
    const besideDash =
      found >= 2 ||
      UNTIL_BEFORE.test(before) ||
      /^\s*[–—]|^\s+-\s/u.test(after) ||
      DASH_THEN_ONGOING.test(after);
    return besideDash ? `${mm}/${year}` : month;
  });
}

/** "01/03/2019", "1.3.2019", "15-03-2019": a day before the month and year; the month and year are read. */
const DAY_MONTH_YEAR = /(?<![\d/.-])(\d{1,2})[/.-](\d{1,2})[/.-]((?:19|20)\d\d)(?!\d)/g;
/** "Mar – Jun 2021", "מרץ–יוני 2021", "آذار – حزيران 2021": two months of one year, the year written once. */
const MONTHS_OF_ONE_YEAR = new RegExp(
  `((?:${MONTH_WORD}))\\s*[-–—]\\s*((?:${MONTH_WORD}))\\s*,?\\s*((?:19|20)\\d\\d)(?!\\d)`,
  'giu',
);
/** "2019/2021": two years parted by a slash, the later second. */
const YEAR_SLASH_YEAR = /(?<![\d/.])((?:19|20)\d\d)\s*\/\s*((?:19|20)\d\d)(?![\d/.])/g;

/**
 * "2019 October – now", "2022, February – 2023, May", "2021 ספטמבר – היום", "2021 أيلول – حتى الآن":
 * a year written before its month's name, the month then a range's end or a separator (no year after
 * it, which would make it the month of that year: "2018 Mar 2019 …").
 */
const YEAR_THEN_MONTH = new RegExp(
  `(?<!\\d)((?:19|20)\\d\\d)\\s*[,،]?\\s*(${MONTH_WORD})(?!\\p{L})(?=\\s{2,}|\\s*(?:[-–—|,،;:()·•]|$|(?:to|until|till|through|עד|ועד|حتى|إلى|الى|لغاية)(?!\\p{L})))`,
  'giu',
);

/** Seasons, as the middle month of each: "Summer 2019", "קיץ 2019", "صيف 2019" (a northern year). */
const SEASON_MONTHS: Record<string, number> = {
  winter: 1,
  spring: 4,
  summer: 7,
  autumn: 10,
  fall: 10,
  חורף: 1,
  אביב: 4,
  קיץ: 7,
  סתיו: 10,
  شتاء: 1,
  ربيع: 4,
  صيف: 7,
  خريف: 10,
};
/**
 * A season before its year ("Summer 2019", "בקיץ 2019", "صيف 2019", "الصيف 2019"); "תל אביב 2019" is
 * a town.
 */
const SEASON_YEAR = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:ב|ה|ال|في\\s+(?:ال)?)?(${Object.keys(SEASON_MONTHS).join('|')})(?<!תל[\\s-]אביב)\\s*(?=(?:19|20)\\d\\d(?!\\d))`,
  'giu',
);
/** A month's number from its name as MONTH_NAMES (or its first letters) spell it; 0 when none. */
function monthNumber(name: string): number {
  return monthByName(name.toLowerCase().replace(/\.$/, '').trim()) ?? 0;
}

const YEAR_4 = '(?:19|20)\\d\\d(?!\\d)';
/** The season said again before each year of a list ("קיץ 2021, קיץ 2022", "summer 2021 and summer 2022"). */
const SEASON_AGAIN = '(?:ב|ה|ال)?(?:summer|קיץ|صيف)';
/**
 * "summers 2022, 2023, 2024 (May–September)", "בקיץ 2022 ו-2023 (יוני–אוגוסט)", "صيف 2022 و2023 (حزيران
 * – آب)", "Summer 2021 (June – August)", "summers 2021–2023": seasonal work over several years, each
 * year a range of its own; the months in brackets (or after a comma) when given, else June to August.
 * A season and one year with no months is left to SEASON_YEAR (a point, as before).
 */
const SEASONS_OF_YEARS = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:ב|ה|ال|في\\s+(?:ال)?)?(summers?|קיץ|קייצים|קיצים|صيف|أصياف|اصياف)\\s+` +
    `(${YEAR_4}\\s*[-–—]\\s*${YEAR_4}|${YEAR_4}(?:\\s*(?:[,،&]|\\band\\b|ו-?|و)\\s*(?:${SEASON_AGAIN}\\s+)?${YEAR_4})*)` +
    `(?:\\s*[,(،]?\\s*(${MONTH_WORD})\\s*[-–—]\\s*(${MONTH_WORD})\\s*\\)?)?`,
  'giu',
);
function seasonsOfYears(all: string, season: string, years: string, from?: string, to?: string): string {
  const list = years.match(/(?:19|20)\d\d/g)!.map(Number);
  const plural = /^(?:summers|קייצים|קיצים|أصياف|اصياف)$/iu.test(season);
  const span = /^(?:19|20)\d\d\s*[-–—]\s*(?:19|20)\d\d$/.test(years);
  if (span && !plural && from === undefined) return all;
  if (list.length < 2 && from === undefined) return all;
  const start = from === undefined ? 6 : monthNumber(from);
  const end = to === undefined ? 8 : monthNumber(to);
  if (!start || !end || end < start) return all;
  const each = span ? Array.from({ length: list[1]! - list[0]! + 1 }, (_, i) => list[0]! + i) : list;
  if (each.length < 1 || each.length > 12) return all;
  return each.map((year) => `${start}/${year} – ${end}/${year}`).join(', ');
}

/** A season before its year: with it, "Summer 2019 – Fall 2021" is a line of dates only. */
export const SEASON_WORD = SEASON_YEAR.source;

/**
 * Ranges written in other common ways, put in the form RANGE reads: the year first ("2018/01"),
 * a two-digit end year ("2015–18"), "year" said before a year ("من عام 2016 حتى عام 2019").
 */
function plainRanges(line: string): string {
  return asciiDigits(line)
    .replace(RARE_DASH, '–')
    .replace(MONTH_APOSTROPHE_YEAR, apostropheYear)
    .replace(MILADI, '$1')
    .replace(BETWEEN_RANGE, '$1 – $2')
    .replace(/(?:عام|سنة|שנת)\s+(?=(?:19|20)\d\d)/gu, '')
    .replace(DAY_MONTH_YEAR, (all, day: string, month: string, year: string) =>
      Number(month) <= 12 ? `${month}/${year}` : Number(day) <= 12 ? `${day}/${year}` : all,
    )
    .replace(SEASONS_OF_YEARS, seasonsOfYears)
    .replace(YEAR_THEN_MONTH, '$2 $1')
    .replace(SEASON_YEAR, (_all, season: string) => `${SEASON_MONTHS[season.toLowerCase()]}/`)
    .replace(MONTHS_OF_ONE_YEAR, '$1 $3 – $2 $3')
    .replace(YEAR_SLASH_YEAR, (all, start: string, end: string) =>
      Number(end) > Number(start) && Number(end) - Number(start) <= 45 ? `${start} – ${end}` : all,
    )
    .replace(/\b((?:19|20)\d\d)\s*[/.]\s*(0?[1-9]|1[0-2])\b(?![/.]\d)/g, '$2/$1')
    .replace(/\b((?:19|20)(\d\d))(\s*[-–—]\s*)(\d\d)\b(?![/.\d])/g, (all, start, yy, dash, end) =>
      Number(end) > Number(yy) ? `${start}${dash}${start.slice(0, 2)}${end}` : all,
    )
    .replace(GLUED_FROM, 'מאז ')
    .replace(SINCE, '$1 – present')
    .replace(ONWARDS, '$1 – present');
}

// One parse asks for a line's ranges many times (entries, titles, years) and the month patterns
// are long: a parse reads each line once.
const rangesOfLine = perParse((key: string) => {
  const space = key.indexOf(' ');
  return rangesIn(key.slice(space + 1), Number(key.slice(0, space)));
});

/** Every date range in a line, in order. `now` is the month "present" means. */
export function findDateRanges(line: string, now: Date): MonthRange[] {
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  // Every range has a year, and so a digit (OCR's look-alikes are digits too).
  if (!/[\d\u0660-\u0669\u06F0-\u06F9]/.test(line)) return [];
  return rangesOfLine(`${nowMonth} ${line}`).map((r) => ({ ...r }));
}

function rangesIn(line: string, nowMonth: number): MonthRange[] {
  const ranges: MonthRange[] = [];
  for (const match of plainRanges(line).matchAll(RANGE)) {
    let a = parsePoint(match[1]!, nowMonth);
    let b = parsePoint(match[2]!, nowMonth);
    if (!a || !b || (a.ongoing && b.ongoing)) continue;
    // Right-to-left layout can put the end first: "היום – 2021", "2023–2019".
    if (a.ongoing || (!b.ongoing && b.month < a.month)) [a, b] = [b, a];
    const end = b.ongoing ? nowMonth + 1 : b.exact ? b.month + 1 : b.month;
    // An end years ahead of today is no past work: a misread year ("2017 – 2070" for 2020).
    if (end > nowMonth + 24) continue;
    if (end > a.month) ranges.push({ start: a.month, end, ongoing: b.ongoing });
  }
  return ranges;
}

/**
 * A year and a half, written in words: "שנה וחצי", "שנתיים וחצי", "سنة ونصف", "a year and a half", "3
 * years and a half", "3 וחצי שנים".
 */
const HALF_YEARS = String.raw`(?:a|one)\s+year\s+and\s+a\s+half|(?:שנה|שנתיים)\s+וחצי|(?:سنة|عام|سنتان|سنتين|عامان|عامين)\s+و\s*نصف|\d{1,2}\s+(?:years?|שנים|سنوات|أعوام)\s+(?:and\s+a\s+half|וחצי|و\s*نصف)|\d{1,2}\s+וחצי\s+שנים`;
const HALF_YEARS_WHOLE = new RegExp(`^(?:${HALF_YEARS})$`, 'iu');
const halfYearsMonths = (phrase: string) => {
  const n = phrase.match(/\d{1,2}/)?.[0];
  const whole = n !== undefined ? Number(n) : /שנתיים|سنتان|سنتين|عامان|عامين/u.test(phrase) ? 2 : 1;
  return whole * 12 + 6;
};
/** A number of years or months and its unit, in English, Hebrew and Arabic, or a dual word ("שנתיים", "سنتان"). */
const DURATION = new RegExp(
  [
    `(${HALF_YEARS})`,
    String.raw`(\d{1,2}(?:[.,]5)?)\s*\+?\s*(years?|yrs?|שנים|שנה|سنوات|سنة|سنين|أعوام|اعوام|عام|months?|חודשים|חודש|أشهر|اشهر|شهور|شهر)`,
    String.raw`(שנתיים|سنتان|سنتين|عامان|عامين|חודשיים|شهران|شهرين)`,
    // A number written as a word: "two years", "שלוש שנים", "ثلاث سنوات".
    String.raw`(?<!\p{L})(one|two|three|four|five|six|seven|eight|nine|ten|שלוש|ארבע|חמש|שש|שבע|שמונה|תשע|עשר|ثلاث|أربع|اربع|خمس|ست|سبع|ثماني|تسع|عشر)\s+(years?|months?|שנים|חודשים|سنوات|أعوام|اعوام|أشهر|اشهر|شهور)`,
  ].join('|'),
  'iu',
);
/** The numbers DURATION reads written as words. */
const NUMBER_WORDS = new Map(
  [
    ['one'],
    ['two'],
    ['three', 'שלוש', 'ثلاث'],
    ['four', 'ארבע', 'أربع', 'اربع'],
    ['five', 'חמש', 'خمس'],
    ['six', 'שש', 'ست'],
    ['seven', 'שבע', 'سبع'],
    ['eight', 'שמונה', 'ثماني'],
    ['nine', 'תשע', 'تسع'],
    ['ten', 'עשר', 'عشر'],
  ].flatMap((words, i) => words.map((word) => [word, i + 1] as const)),
);
/** A duration said at the end of a head line, in brackets or after a separator: "… (3 שנים)", "… | 2 years". */
const STATED_DURATION = new RegExp(
  String.raw`(?:\(\s*(?:${DURATION.source})\s*\)|(?:^|[|,،–—-]\s*)(?:${DURATION.source}))\s*\.?$`,
  'iu',
);

/**
 * The months a head line says a job lasted, when it gives no dates: "מחסנאי, לוגיסטיקה פלוס (3
 * שנים)", "Cashier | Rami Levy | 2 years", "سائق – شركة النور (سنتان)"; 0 when it says none.
 */
export function statedMonths(line: string): number {
  const m = STATED_DURATION.exec(asciiDigits(line.trim()));
  if (!m) return 0;
  // The number and its unit, or a dual word alone (two of its unit).
  const [first, second] = m.slice(1).filter((group) => group !== undefined);
  if (HALF_YEARS_WHOLE.test(first!)) return halfYearsMonths(first!);
  const count =
    second === undefined ? 2 : (NUMBER_WORDS.get(first!.toLowerCase()) ?? Number(first!.replace(',', '.')));
  const unit = (second ?? first)!.toLowerCase();
  const monthly = /^(?:months?|חודשים|חודש|חודשיים|أشهر|اشهر|شهور|شهر|شهران|شهرين)$/u.test(unit);
  return Math.round(monthly ? count : count * 12);
}

/** A bracket that ends with how long the job lasted: "(3 שנים)", "(עם קשישה בבת ים, 3 שנים)", "(שנה)", "(a year)". */
const BRACKET_DURATION = new RegExp(
  String.raw`\((?:[^()]*[,،;]\s*)?(?:(?:${DURATION.source})|(one\s+year|a\s+year|year|שנה|سنة|عام))\s*\)`,
  'iu',
);

/**
 * "Chef de Partie, Dishoom, London | 2019 (שנה)", "מטפלת פרטית (עם קשישה, 3 שנים) - 2003": a job
 * given one year and how long it lasted, no range: the span from that year's start for that long.
 * Null for a line with a range or with no such pair.
 */
export function yearWithStatedDuration(line: string, now: Date): MonthRange | null {
  if (findDateRanges(line, now).length > 0) return null;
  const years = line.match(/(?<!\d)(?:19[5-9]\d|20\d\d)(?!\d)/g) ?? [];
  const m = BRACKET_DURATION.exec(line);
  if (years.length !== 1 || !m) return null;
  const months =
    m.at(-1) !== undefined ? 12 : statedMonths(`(${m[0].replace(/^\((?:[^()]*[,،;]\s*)?/u, '')}`);
  const start = Number(years[0]) * 12 + YEAR_ALONE_MONTH;
  const end = Math.min(start + months, now.getUTCFullYear() * 12 + now.getUTCMonth() + 1);
  return months > 0 && months <= 120 && end > start ? { start, end, ongoing: false } : null;
}

/** Years covered by the ranges, overlaps counted once, to one decimal. */
export function coveredYears(ranges: MonthRange[]): number {
  const sorted = [...ranges].sort((p, q) => p.start - q.start);
  let months = 0;
  let coveredTo = -Infinity;
  for (const { start, end } of sorted) {
    const from = Math.max(start, coveredTo);
    if (end > from) months += end - from;
    coveredTo = Math.max(coveredTo, end);
  }
  return Math.round((months / 12) * 10) / 10;
}
