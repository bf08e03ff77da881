import { isRoleWord, looksLikeRole } from './resume-facts.ts';
import { isLanguageWithLevel } from './resume-languages.ts';
import { cityInLine, isTownOnly } from './resume-location.ts';
import { headingKind, headingKindsOf, isInlineSkills } from './resume-sections.ts';
import { findSkills } from './resume-skills.ts';

/**
 * The person's full name: labelled ("שם: דנה לוי", "Name:", "الاسم:"), or the first line near
 * the top that reads as a name: two to four words of letters, not a heading, a role, a city or
 * "קורות חיים". A line such as "Dana Levi | Full Stack Developer" gives its first part.
 */

const LABEL = /^(?:שם\s+מלא|שם|full\s+name|name|الاسم\s+الكامل|الاسم)\s*[:：]\s*(.+)$/iu;
const NOT_A_NAME =
  /(?:קורות\s+חיים|curriculum|\bvitae\b|\bresume\b|\brésumé\b|\bcv\b|سيرة\s+ذاتية|السيرة\s+الذاتية|פרטים\s+אישיים|personal|contact|profile|פרופיל|معلومات|تفاصيل|שפת\s+אם|mother\s+tongue|(?:ال)?لغة\s+(?:ال)?أم)/iu;
/**
 * A business, a school or an address is never a person's name: "صالون خاص", "סטודיו לעיצוב", "Cohen
 * Ltd", "Moscow State University", "حي الصفافرة", "רחוב הגפן", "شارع الناصرة".
 */
const BUSINESS_OR_ADDRESS =
  /(?:^|[\s(])(?:(?:ل|ال|وال)?(?:صالون|مطعم|شركة|مكتب|محل|مؤسسة|مصنع|مخبز|حي|شارع|جامعة|كلية|معهد)|(?:ה|ב|ל)?(?:מספרה|סטודיו|מסעדה|חברת|משרד|רחוב|רח['׳]|שכונת|שד['׳]|אוניברסיטת|אוניברסיטה|מכללת|מכללה|פקולטה|הפקולטה)|בע["״]מ|salon|studio|restaurant|ltd|inc|llc|company|street|avenue|road|university|college|faculty|institute|academy|school)(?=$|[\s.,)])/iu;
/**
 * A business named after its owner ends with its trade: "Yarden Malka Cosmetics", "Levi Design
 * Studio", "דנה כהן עיצובים", "רון לוי הפקות". A name never ends with such a word.
 */
const TRADE_AT_END =
  /\s(?:cosmetics|beauty|design|designs|interiors|services|solutions|consulting|consultancy|group|catering|events|photography|productions|technologies|systems|clinic|spa|media|marketing|construction|renovations|logistics|transport|tours|travel|fitness|nails|bakery|boutique|קוסמטיקה|עיצובים|הפקות|שירותים|ייעוץ|יעוץ|אירועים|קייטרינג|צילום|שיפוצים|הובלות|קליניקה|ספא)$/iu;

/** Words of a name: letters with the apostrophes, hyphens and dots names use (ג'ורג', Ben-David, J.). */
const NAME_WORD = /^[\p{L}][\p{L}\p{M}'’׳״".-]*$/u;
const LOWER_PARTICLES = new Set([
  'bin',
  'bint',
  'ibn',
  'al',
  'el',
  'de',
  'da',
  'van',
  'von',
  'der',
  'la',
  'le',
  'abu',
  // "Eyal ben Yosef": the Hebrew "son of" as English spells it.
  'ben',
]);

/**
 * Whether a text reads as a person's name. A town among its words ("אפרת יוסף", "Ariel Cohen": Efrat
 * and Ariel are given names and towns) is taken only with `townWord` (the line's place under the top
 * shows it is the name), and never when the text is the town alone ("Tel Aviv", "רמת גן").
 */
export function looksLikeName(text: string, townWord = false, said = false): boolean {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 4) return false;
  if (!words.every((w) => NAME_WORD.test(w))) return false;
  // Latin names are written with capitals; "team player" is not a name.
  const latin = words.filter((w) => /^[A-Za-z]/.test(w));
  if (latin.some((w) => /^[a-z]/.test(w) && !LOWER_PARTICLES.has(w.toLowerCase().replace(/-$/, ''))))
    return false;
  if (
    NOT_A_NAME.test(text) ||
    BUSINESS_OR_ADDRESS.test(text) ||
    TRADE_AT_END.test(text) ||
    headingKind(text) ||
    RESIDENCE_OR_QUARTER.test(text) ||
    (!said && nameReadsAsRole(text))
  )
    return false;
  // (A town of three words or four, "Umm el Fahem", "Daliat El Carmel", is a town whatever the line.)
  const town = words.length > 2 || townWord || said ? isTownOnly(text) : cityInLine(text) !== null;
  return !town && !namesOnlySkills(text);
}

/**
 * Where one lives written as a line of its own near the name: "גרה בפתח תקוה", "מתגורר בחיפה", "تسكن
 * في حيفا", "مقيم في الناصرة", or a quarter before its town ("רמת אביב, תל אביב", "נווה שאנן", "גבעת
 * עדה", "Ramat Aviv", "Neve Sha'anan"): an address, not a person's name (no name opens with these).
 */
const RESIDENCE_OR_QUARTER =
  /^(?:(?:גר|גרה|מתגורר|מתגוררת|תושב|תושבת)\s+ב|(?:مقيم|مقيمة|أسكن|اسكن|يسكن|تسكن|ساكن|ساكنة)\s+(?:في|ب)|(?:רמת|נווה|נוה|גבעת|נאות|שכונת|ramat|neve|givat)\s)/iu;

/**
 * An Arabic family name can be a trade word with its article ("سامي النجار", "ليلى الخياط"): the
 * role is looked for in the other words, unless every word has the article ("المدير العام").
 */
function nameReadsAsRole(text: string): boolean {
  const unprefixed = text.split(/\s+/).filter((w) => w && !/^ال\p{L}{2,}/u.test(w));
  return readsAsRole(unprefixed.length > 0 ? unprefixed.join(' ') : text);
}

/**
 * A role word among a name's words is a trade as a surname or a given name when it stands where
 * Hebrew and Arabic put no role word: "מיכל נגר", "רון שומר", "سامي حلاق" (a role opens with its
 * word, its kind after: "נגר רהיטים", "ممرضة مسجلة"); and "أمين"/"أمينة" (Amin, Amina) opening a name
 * is no keeper unless what he keeps follows ("أمين صندوق", "أمينة مكتبة").
 */
function readsAsRole(text: string): boolean {
  if (!looksLikeRole(text)) return false;
  const words = text.split(/\s+/).filter(Boolean);
  // ("أمين الحارس": the role is looked for in the words without the article, here "أمين" alone.)
  if (words.length === 1) return !AMIN.test(words[0]!);
  if (words.length > 3 || !words.every((w) => RTL_WORD.test(w))) return true;
  if (AMIN.test(words[0]!) && !KEPT.test(words[1]!)) return looksLikeRole(words.slice(1).join(' '));
  return words.slice(0, -1).some((w) => looksLikeRole(w));
}
const RTL_WORD = /^[\u05D0-\u05EA\u0620-\u064A'׳"״-]+$/u;
const AMIN = /^[أا]مين[ةه]?$/u;
const KEPT = /^(?:ال)?(?:صندوق|مكتبة|أرشيف|ارشيف|سر|مخزن|مستودع|عام|عامة|عهدة|متحف|مال)$/u;

/**
 * "Spring Boot", "Angular CLI", "Apache Cordova": words the skill lexicon names, all of them, as a
 * skills column lists them near the top of a page, are no one's name.
 */
function namesOnlySkills(text: string): boolean {
  const hits = findSkills(text);
  if (hits.length === 0) return false;
  let rest = text;
  for (const hit of hits) rest = rest.replace(hit.surface, ' ');
  return !/\p{L}{2,}/u.test(rest);
}

/**
 * Professional titles written before a name, in Hebrew, Arabic and English: Dr., Prof., Adv., Eng.,
 * ד"ר, פרופ', עו"ד, עו"ס, רו"ח, מהנדס, د., م., أ., المحامي. Never part of the name.
 */
const HONORIFIC =
  /^(?:(?:dr|prof|adv|mr|mrs|ms|eng|rabbi|cpa)\.?|ד["״]ר|פרופ['׳]?|פרופסור|עו["״][דס]|רו["״]ח|מהנדס(?:ת)?|אדר['׳]|הרב|גב['׳]|מר|د\.|م\.|أ\.|الدكتور(?:ة)?|المهندس(?:ة)?|المحامي(?:ة)?|ال[أا]ستاذ(?:ة)?|المحاسب(?:ة)?|السيد(?:ة)?)\s+/iu;

/**
 * A trade written before a name as a title is, with the article in Hebrew or Arabic ("الشيف وسيم
 * جبارين", "השף יוסי כהן") or one of the trades English writes so ("Chef", "Coach", "Captain"):
 * dropped when two words or more follow it.
 */
function withoutTradeBeforeName(part: string): string {
  const words = part.split(' ');
  if (words.length < 3) return part;
  const first = words[0]!;
  const trade =
    (/^(?:ال|ה)[\u05D0-\u05EA\u0620-\u064A]{2,}$/u.test(first) &&
      isRoleWord(first.replace(/^(?:ال|ה)/u, ''))) ||
    /^(?:Chef|Coach|Captain|Nurse)$/u.test(first);
  return trade ? words.slice(1).join(' ') : part;
}

/** Credentials written after a name: "Dana Levi, CPA", "Tom Cohen PhD", "אביטל רוזן MSW". */
const CREDENTIALS_AFTER = /(?:\s*,?\s+(?:ph\.?d|m\.?d|cpa|msw|mba|m\.?sc|b\.?sc|pmp|esq)\.?)+$/iu;

/**
 * Any other short capitals after a name written otherwise ("Hannah Rosen RVN", "Omar Haddad RN",
 * "מיכל לוי RN", "سامر خوري RN"): letters of a credential, not a surname; a name written all in
 * capitals ("WARREN JACOBS") keeps its last word.
 */
const CAPS_AFTER_NAME = /(?<=\S)\s+[A-Z]{2,5}$/u;
function isCredentialAfter(before: string): boolean {
  const words = before.trim().split(/\s+/);
  return words.length >= 2 && words.every((word) => /\p{Ll}|[\u0590-\u05FF\u0600-\u06FF]/u.test(word));
}

/** "קורות חיים של דנה לוי", "Resume of Dana Levi", "السيرة الذاتية لـ رنا خطيب": the name follows. */
const CV_OF =
  /^(?:קורות\s+(?:ה)?חיים\s+של|(?:resume|cv|curriculum\s+vitae)\s+of|(?:ال)?سيرة\s+(?:ال)?ذاتية\s+لـ?)\s+/iu;

/**
 * What parts a name line's name from a role or a workplace: a bar, a bullet, a comma, a spaced dash,
 * and a dash that kept only one of its spaces ("יוסף עמאר- מנעולן", "Dana Levi -Nurse": a scan loses
 * the space between a word and a dash; a word's own hyphen has none on either side, "בן-דוד").
 */
const PARTS =
  /\s+[|•·]\s+|\s*[|•·,،]\s*|\s+[-–—]\s+|(?<=\p{L}{2})[-–—]\s+(?=\p{L})|(?<=\p{L})\s+[-–—](?=\p{L}{2})/u;
/** A phone number as written: seven digits or more, with spaces, dots, dashes or brackets between. */
const PHONE_RUN = String.raw`\+?\d[\d\s().-]{7,}\d`;
/**
 * Contacts that share a line with the name in a two-cell header read from a PDF. (An address is
 * looked for from a word's start only, where it was always found: tried at every place of a long
 * word, `\S+@` read on to the word's end each time.)
 */
const CONTACTS = new RegExp(String.raw`(?<!\S)\S+@\S+|(?:https?:\/\/|www\.)\S+|${PHONE_RUN}`, 'g');

/** Where a photo goes, written as a placeholder before the name: "[תמונה]", "[Photo]", "[صورة]". */
const PHOTO_PLACEHOLDER = /[[(](?:תמונה|תמונת\s+פרופיל|photo|picture|image|صورة|الصورة|صورة\s+شخصية)[\])]/giu;

function parts(line: string): string[] {
  return (
    line
      .replace(PHOTO_PLACEHOLDER, ' ')
      .replace(CONTACTS, ' | ')
      // A nickname in brackets ("Maria Ivanova (Masha)", "שרון (שרי) לוי") is not part of the name.
      .replace(/\s*\([^()|]{1,20}\)\s*/gu, ' ')
      // So is one in quotes between the names ('Tom "Tommy" Ben-David', 'יוסף "יוסי" לוי', 'خالد «أبو علي»
      // ناصر'): a quote opening a word after a space, closing it before a space or the end (not ד"ר's).
      .replace(/(?<=\p{L}\s*)\s["“”„'‘«][^"“”„'’‘«»|\s][^"“”„'’‘«»|]{0,18}["“”'’»](?=\s|$)/gu, ' ')
      .split(PARTS)
      // A symbol before the name ("👤 דנה לוי"), or around it ("✿ מיכל אזולאי ✿"), and spaces that
      // aligned it are not part of it.
      .map((p) =>
        p
          .replace(/^[\p{So}\p{Sk}\uFE0F\s]+/u, '')
          .replace(/[\p{So}\p{Sk}\uFE0F\s]+$/u, '')
          .replace(/\s+/g, ' ')
          .trim()
          .replace(CV_OF, '')
          .replace(HONORIFIC, '')
          .replace(CREDENTIALS_AFTER, '')
          .replace(CAPS_AFTER_NAME, (caps: string, at: number, whole: string) =>
            isCredentialAfter(whole.slice(0, at)) ? '' : caps,
          ),
      )
      .map(withoutTradeBeforeName)
      .filter(Boolean)
  );
}

function firstPart(line: string): string {
  return parts(line)[0] ?? '';
}

/**
 * The name among a line's parts: the first that reads as a name, or, when the name is written in
 * two scripts ("Noam Friedman | נועם פרידמן", whose order a PDF of a right-to-left page may
 * swap), the one the e-mail address spells.
 */
function nameInLine(line: string, emailUser: string, townWord = false): string {
  // "حلّاق رجالي – صالون خاص", "Pastry Chef – Private Events": a line that opens with a role is a
  // headline; what follows the role is its workplace or its speciality, not the name.
  const all = parts(line);
  if (all.length > 1 && nameReadsAsRole(all[0]!)) return '';
  // "Developing a website on Angular, Material Design.", " Master's degree, Computer Software": a
  // line that opens with no name (nor "קורות חיים", "CV") is prose or an item; no part after is a name.
  if (all.length > 1 && !looksLikeName(all[0]!, townWord) && !NOT_A_NAME.test(all[0]!)) return '';
  const found = all.filter((part) => looksLikeName(part, townWord));
  // "אלי בן שושן | Eli Ben Shoshan", "Rami Shehadeh | رامي شحادة": a name written in two scripts is the
  // one written first (the README's convention for mixed resumes), though the e-mail spells the Latin
  // one; the e-mail chooses only between names of the first one's script.
  const latin = (name: string) => !RTL_LETTERS.test(name);
  const names = found.filter((name) => latin(name) === latin(found[0] ?? ''));
  if (names.length < 2 || !emailUser) return names[0] ?? '';
  const spelled = (name: string) =>
    name
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((w) => w.length >= 2 && emailUser.includes(w)).length;
  return names.reduce((best, name) => (spelled(name) > spelled(best) ? name : best), names[0]!);
}

/**
 * The name as written in its other script on the name's own line ("Ariel Mamo" beside "אריאל ממו"):
 * a part of that line that reads as a name, the name aside. Empty when the name is on no line of
 * `lines`, or alone on it. (Ariel and Elad are names and towns: the location leaves both out.)
 */
export function otherSpellings(lines: string[], fullName: string): string[] {
  if (!fullName) return [];
  const line = lines.find((l) => l.includes(fullName));
  if (line === undefined) return [];
  return parts(line).filter(
    (part) => part !== fullName && !part.includes(fullName) && looksLikeName(part, true),
  );
}

/** A Hebrew or Arabic letter. */
const RTL_LETTERS = /[\u0590-\u05FF\u0600-\u06FF]/u;

/** A list item ("• צילום רנטגן", "- Team leadership") is never the name. */
const BULLET = /^[•·▪◦●*-]\s*/u;

/** Sign-offs that a letter-like resume ends with, before the name: "בברכה,", "Sincerely,", "مع التحية". */
const SIGN_OFF =
  /^(?:בברכה|בכבוד\s+רב|בתודה(?:\s+מראש)?|תודה(?:\s+מראש)?|sincerely(?:\s+yours)?|(?:best|kind|warm)\s+regards|regards|yours\s+(?:sincerely|truly)|thank\s+you|مع\s+(?:خالص\s+)?(?:التحية|الشكر|الاحترام)|مع\s+التحيات|وتفضلوا\s+بقبول\s+فائق\s+الاحترام)\s*[,،.:]?\s*/iu;

/** Sections whose lines are never the name. */
const WORK_OR_PROSE = new Set(['summary', 'experience', 'education']);
/**
 * Sections of list items: under their heading a line is an item ("التصوير المقطعي CT", "עברית – שפת
 * אם", "מאמן אישי – מכון וינגייט, 2016"), not the name, which a sidebar of such lists leaves to the
 * main column's first lines.
 */
const LISTS = new Set(['skills', 'languages', 'certifications', 'military', 'projects', 'volunteering']);
/**
 * Lists of short items, any of which may read as a name ("Wine Service"): a line under them over
 * contacts is still an item. A volunteering, army or projects section lists entries, each with
 * its place and years, so a name over a phone after its last entry is the next column's (a sidebar
 * read after a main column that ends with volunteering).
 */
const SHORT_ITEMS = new Set(['skills', 'languages', 'certifications']);
/** The sections a main column opens with under the name and its headline. */
const MAIN_BODY = new Set(['summary', 'experience']);

/** How far down a name may stand when a sidebar came before it (a main column's first lines). */
const MAIN_COLUMN_LINES = 40;
/** How many closing lines may hold a sign-off. */
const CLOSING_LINES = 6;

/** A closing line ("Sincerely,", "בברכה,"): what follows it is a signature, not a section's content. */
export function isSignOff(line: string): boolean {
  const m = line.trim().match(SIGN_OFF);
  if (!m) return false;
  const rest = line.trim().slice(m[0].length);
  return rest === '' || looksLikeName(rest);
}

function nameOfLine(line: string, emailUser: string, townWord = false): string {
  return BULLET.test(line) || SIGN_OFF.test(line) || isInlineSkills(line) || isLanguageWithLevel(line)
    ? ''
    : nameInLine(line, emailUser, townWord);
}

/**
 * A name one of whose two words is a town ("אפרת יוסף" over "מורה לחינוך מיוחד"), taken when the
 * lines under it show it is the name: a headline role right under it, or the contacts within
 * CONTACTS_UNDER lines.
 */
function nameWithTownWord(lines: string[], i: number, emailUser: string): string {
  const name = nameOfLine(lines[i]!, emailUser, true);
  if (!name || parts(lines[i]!).length > 2) return '';
  const under = lines[i + 1] ?? '';
  if (headlineRole(firstPart(under)) && !headingKind(under)) return name;
  for (let j = i + 1; j <= i + CONTACTS_UNDER && j < lines.length && !headingKind(lines[j]!); j++) {
    if (CONTACT_LINE.test(lines[j]!)) return name;
  }
  return '';
}

/**
 * A name that opens a main column after a sidebar of contacts, education, skills and languages: a
 * line that reads as a name, alone or with one other part, and that the main column's head shows
 * to be one: the role under it ("Rachel Ben-Ami" / "Court Clerk"), the e-mail spelling it, or the
 * summary or experience heading right under it or under its headline ("נועה שגיא" / "עובדת
 * סוציאלית קלינית" / "ניסיון תעסוקתי"). The first line under a heading is that section's item (a
 * college under "השכלה"), not the name.
 */
function nameOverRole(lines: string[], emailUser: string): string {
  const limit = Math.min(lines.length - 1, MAIN_COLUMN_LINES);
  const kinds = headingKindsOf(lines.slice(0, MAIN_COLUMN_LINES + 3));
  for (let i = 0; i < limit; i++) {
    if (MAIN_BODY.has(kinds[i] ?? 'other')) break;
    if (i > 0 && kinds[i - 1]) continue;
    const name = nameOfLine(lines[i]!, emailUser);
    if (!name || parts(lines[i]!).length > 2 || !nameLineAlone(lines[i]!, name)) continue;
    const under = (lines[i + 1]!.split(/\s+[|•·]\s+|\s+[-–—]\s+|\s*[,،]\s*/)[0] ?? '').trim();
    // (Under its headline, not under another name: "אביגיל רוזנברג, רו"ח" / "תקציר".)
    const bodyUnder =
      MAIN_BODY.has(kinds[i + 1] ?? 'other') ||
      (MAIN_BODY.has(kinds[i + 2] ?? 'other') && !nameOfLine(lines[i + 1]!, emailUser));
    if (headlineRole(under) || spelledByEmail(name, emailUser) || bodyUnder) return name;
  }
  return '';
}

/**
 * A name's line found below the top holds the name and what a name's line holds beside it: a role,
 * the name in another script, a credential ("B.O.T", "BPT"), a town, an age. ("Mid-level
 * Kubernetes, Elastic Search. Mentoring" is a skills item.)
 */
function nameLineAlone(line: string, name: string): boolean {
  return parts(line).every(
    (part) =>
      part === name ||
      !/\p{L}/u.test(part) ||
      /^[A-Z][A-Z.]{1,9}$/u.test(part) ||
      looksLikeRole(part) ||
      looksLikeName(part) ||
      isTownOnly(part),
  );
}

/**
 * A headline under a name names a role, and a Hebrew or Arabic one opens with its role word
 * ("עובדת סוציאלית קלינית"): a skills item under a skills item ("ניהול כיתה" / "הוראה מותאמת
 * לתלמידים על הרצף האוטיסטי", whose "הרצף" is read as a tiler) is no headline.
 */
function headlineRole(text: string): boolean {
  const firstRtl = text.split(/\s+/).find((word) => /[\u0590-\u05FF\u0600-\u06FF]/u.test(word));
  return looksLikeRole(text) && (firstRtl === undefined || looksLikeRole(firstRtl));
}

/** A line of contacts: the e-mail or a phone number. */
const CONTACT_LINE = new RegExp(String.raw`\S@\S|${PHONE_RUN}`);
/** How many lines under a name its contacts may start (a headline, or two, between them). */
const CONTACTS_UNDER = 3;

/**
 * A name that opens a sidebar read after the main column (a template whose contacts' column is the
 * second cell, as a left sidebar of a right-to-left page is): the first line that reads as a name,
 * alone or with one other part, not a section's item (no heading right above it, no list's
 * section), with the e-mail or a phone within CONTACTS_UNDER lines under it and no heading between
 * them (its headline, "כוח עזר סיעודי", may be no role the lexicon knows).
 */
function nameOverContacts(lines: string[], emailUser: string): string {
  const kinds = headingKindsOf(lines);
  let section: string | undefined;
  for (let i = 1; i < lines.length - 1; i++) {
    section = kinds[i - 1] ?? section;
    // (Not an item of a list: "Wine Service" two lines over an e-mail under "Skills".)
    if (kinds[i - 1] || kinds[i] || SHORT_ITEMS.has(section ?? '')) continue;
    const name = nameOfLine(lines[i]!, emailUser);
    if (!name || parts(lines[i]!).length > 2 || !nameLineAlone(lines[i]!, name)) continue;
    for (let j = i + 1; j <= i + CONTACTS_UNDER && j < lines.length && !kinds[j]; j++) {
      if (CONTACT_LINE.test(lines[j]!)) return name;
    }
  }
  return '';
}

/** Every word of a Latin name is in the e-mail's user part ("rachel.benami" for "Rachel Ben-Ami"). */
function spelledByEmail(name: string, emailUser: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return (
    emailUser.length > 0 &&
    words.length >= 2 &&
    words.every((w) => /^[a-z]{2,}$/.test(w) && emailUser.includes(w))
  );
}

/** The name under a sign-off at the end ("בברכה," / "יוסי מזרחי"), or after it on its line. */
function signedName(lines: string[], emailUser: string): string {
  const start = Math.max(0, lines.length - CLOSING_LINES);
  for (let i = start; i < lines.length; i++) {
    const m = lines[i]!.match(SIGN_OFF);
    if (!m) continue;
    const rest = lines[i]!.slice(m[0].length).trim();
    // (Under a sign-off the line is the signature: a town among its words is a surname, "Maya Ariel".)
    const name = rest ? nameOfLine(rest, emailUser, true) : nameOfLine(lines[i + 1] ?? '', emailUser, true);
    if (name) return name;
  }
  return '';
}

/**
 * A Latin name written in capitals ("MAYA GOLDSHTEIN-PERETZ", as headings often are) as a person's
 * name is written: "Maya Goldshtein-Peretz", "O'Brien", a particle in lower case ("bin", "de").
 */
function inNameCase(name: string): string {
  if (!/[A-Z]/.test(name) || /[a-z]/.test(name)) return name;
  return name
    .split(' ')
    .map((word, i) => {
      const lower = word.toLowerCase();
      if (i > 0 && LOWER_PARTICLES.has(lower)) return lower;
      return lower.replace(
        /(^|[-'’])(\p{L})/gu,
        (_, mark: string, letter: string) => mark + letter.toUpperCase(),
      );
    })
    .join(' ');
}

export function findFullName(lines: string[], topLines = 6, email = ''): string {
  return inNameCase(latinPageName(lines, nameAsWritten(lines, topLines, email), email));
}

/**
 * A name in two scripts whose Hebrew or Arabic spelling comes first on a page written mostly in Latin
 * letters (under a third of its letters Hebrew or Arabic): a PDF reader of right-to-left lines puts
 * the Hebrew or Arabic part of a mixed line first whatever order it was written in, so the Latin
 * spelling the e-mail spells is taken ("תמר אברהם | Tamar Avraham" read from "Tamar Avraham | תמר
 * אברהם" on an English page). On a page mostly Hebrew or Arabic the first written stands.
 */
function latinPageName(lines: string[], name: string, email: string): string {
  if (!RTL_LETTERS.test(name)) return name;
  const emailUser = email.split('@')[0]?.toLowerCase() ?? '';
  const latin = otherSpellings(lines, name).find(
    (other) => !RTL_LETTERS.test(other) && spelledByEmail(other, emailUser),
  );
  if (latin === undefined) return name;
  let rtl = 0;
  let all = 0;
  for (const line of lines) {
    rtl += (line.match(/[\u0590-\u05FF\u0600-\u06FF]/gu) ?? []).length;
    all += (line.match(/[A-Za-z\u0590-\u05FF\u0600-\u06FF]/gu) ?? []).length;
  }
  return all > 0 && rtl / all < 1 / 3 ? latin : name;
}

function nameAsWritten(lines: string[], topLines: number, email: string): string {
  const emailUser = email.split('@')[0]?.toLowerCase() ?? '';
  for (const line of lines) {
    const labelled = line.match(LABEL)?.[1];
    // (The label says it is a name: a town or a trade among its words is a surname, "Maya Ariel".)
    if (labelled && looksLikeName(firstPart(labelled), true, true)) return firstPart(labelled);
  }
  for (const [i, line] of lines.slice(0, topLines).entries()) {
    // Under a summary, work or studies heading a line is prose a PDF wrapped ("ומכונות שכפול מפתחות").
    const kind = headingKind(line) ?? 'other';
    if (i === 0 && kind === 'summary' && titlesThePage(lines, emailUser)) continue;
    if (WORK_OR_PROSE.has(kind) || LISTS.has(kind)) break;
    const name = nameOfLine(line, emailUser) || nameWithTownWord(lines, i, emailUser);
    if (name) return name;
  }
  return (
    nameOverRole(lines, emailUser) ||
    nameOverContacts(lines, emailUser) ||
    signedName(lines, emailUser) ||
    nameAfterRole(lines) ||
    nameOfEmail(lines, emailUser)
  );
}

/**
 * A summary heading as the page's first line ("ملخص", "Summary", "תקציר") over a name with its
 * contacts under it titles the page, as "קורות חיים" does: the name is the line under it.
 */
function titlesThePage(lines: string[], emailUser: string): boolean {
  if (!nameOfLine(lines[1] ?? '', emailUser)) return false;
  return lines.slice(2, 2 + CONTACTS_UNDER).some((line) => CONTACT_LINE.test(line));
}

/** How many first lines may hold a role written before the name. */
const ROLE_FIRST_LINES = 2;

/**
 * "Personal Trainer — Tomer Levi", "מורה לפסנתר | דנה לוי", "ممرضة – رنا خطيب": a first line that
 * writes the role before the name, the line's only other part. Taken only when no line reads as
 * the name by itself, since what follows a role is more often its workplace ("Chef – Private
 * Events", which reads as no name).
 */
function nameAfterRole(lines: string[]): string {
  for (const line of lines.slice(0, ROLE_FIRST_LINES)) {
    if (BULLET.test(line) || headingKind(line)) continue;
    const all = parts(line);
    if (all.length !== 2 || !looksLikeRole(all[0]!)) continue;
    const name = all[1]!;
    if (looksLikeName(name) && !readsAsRole(name) && !isTownOnly(name)) return name;
  }
  return '';
}

/** Words an e-mail's user part holds that are no one's name. */
const NOT_NAME_IN_EMAIL = new Set(
  'info jobs job contact cv resume hr mail office admin work career careers hello me the my'.split(' '),
);

/**
 * "dana.levi@…" on an English resume that writes the name nowhere else: the e-mail spells it, first
 * name and surname, as a recruiter would read it. Not on a Hebrew or Arabic resume, whose name is
 * written in its own letters.
 */
function nameOfEmail(lines: string[], emailUser: string): string {
  const m = emailUser.match(/^([a-z]{2,})[._]([a-z]{2,})(?:[._]([a-z]{3,}))?$/);
  if (!m || NOT_NAME_IN_EMAIL.has(m[1]!) || NOT_NAME_IN_EMAIL.has(m[2]!)) return '';
  const text = lines.join(' ');
  // "dana.levi.coach@…": a third part is the trade the resume itself writes ("Youth Football Coach"),
  // not a third name; an unknown tail ("….wh") leaves the e-mail unread.
  if (m[3] !== undefined && !new RegExp(`(?<![A-Za-z])${m[3]}(?![A-Za-z])`, 'i').test(text)) return '';
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  const rtl = (text.match(/[\u0590-\u05FF\u0600-\u06FF]/g) ?? []).length;
  if (latin < 4 * rtl) return '';
  const capital = (w: string) => w[0]!.toUpperCase() + w.slice(1);
  return `${capital(m[1]!)} ${capital(m[2]!)}`;
}
