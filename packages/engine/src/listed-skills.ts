/**
 * The items a resume's skills sections list, as written: what a candidate writes under "Skills",
 * "כישורים" or "مهارات" is a skill even when the lexicon does not know it. Splits list lines into
 * items (commas, bullets, "a, b and c"), drops levels and durations and joins lines a wrap cut. An
 * item the lexicon names whole is reported as written too; its concept serves matching.
 */
import { isActivity } from './activity-words.ts';
import { NAMES_LICENCE } from './licences.ts';
import { findMaritalStatus } from './marital-status.ts';
import { isSignOff } from './person-name.ts';
import { headingKind, namesLicences, type ResumeSection } from './resume-sections.ts';
import { ENDONYMS } from './spoken-languages.ts';
import { findSkills } from './resume-skills.ts';
import {
  bracketsLeftOpen,
  closingBracket,
  isBulletLine,
  letterAfterLastDigit,
  normalizeForMatch,
  splitSkillLine,
  stripBullet,
  trimEdges,
} from './text-units.ts';

/** A spoken language named alone ("English", "עברית – שפת אם"): the languages field holds it. */
const LANGUAGE_NAME = new RegExp(
  String.raw`(?<![\p{L}])(?:[בלו]?(?:עברית|אנגלית|ערבית|רוסית|צרפתית|ספרדית|אמהרית|גרמנית)|english|hebrew|arabic|russian|french|spanish|german|amharic|(?:و|ب|بال|ال)?(?:عربية|عبرية|إنجليزية|انجليزية|روسية|فرنسية|العربية|العبرية|الإنجليزية|الانجليزية|الروسية|الفرنسية)|${Object.values(ENDONYMS).flat().join('|')})(?![\p{L}])`,
  'giu',
);
/** How well a language is spoken: "Fluent English", "שליטה מלאה באנגלית", "إجادة اللغة العبرية". */
const LANGUAGE_LEVEL =
  /(?<![\p{L}])(?:fluent|fluency|native|mother|tongue|conversational|spoken|written|level|excellent|good|basic|very|full|proficiency|proficient|command|שפת|אם|דובר|דוברת|שוטפת|שוטף|מלאה|שליטה|ברמה|ברמת|גבוהה|טובה|בסיסית|מצוינת|إجادة|اجادة|اللغة|لغة|الأم|طلاقة|بطلاقة|محادثة|ممتازة|جيدة|جيد|ممتاز|تامة|كتابة|وكتابة|قراءة)(?![\p{L}])/giu;

/**
 * A translator's direction, two languages with an arrow between them ("Hebrew > English", "עברית ←
 * ערבית", "العربية ← الإنجليزية"): a skill, wherever it is listed, not a language spoken.
 */
const PAIR_ARROW = /\s*(?:>|→|←|⇄|↔|<>|=>|->|<-|>>)\s*/u;
export function isLanguagePair(item: string): boolean {
  const sides = item.split(PAIR_ARROW);
  return sides.length === 2 && sides.every((side) => side.trim() !== '' && isLanguageItem(side.trim()));
}

/** A listed item that only says a language and how well ("Excellent English"): a language, not a skill. */
function isLanguageItem(item: string): boolean {
  const rest = item.replace(LANGUAGE_NAME, '');
  if (rest === item) return false;
  return rest.replace(LANGUAGE_LEVEL, ' ').replace(/[^\p{L}]+/gu, '').length === 0;
}

/**
 * Words that grade or frame a listed skill rather than name it: "Excel – advanced", "שליטה
 * ב-Office", "יכולת עבודה במקביל", "العمل تحت الضغط", "نظام CRM".
 */
const LEVEL_WORDS =
  /(?<![\p{L}])(?:and|or|with|advanced|basic|expert|proficient|fluent|good|strong|excellent|high|knowledge|of|in|ms|microsoft|ability|skills?|work(?:ing)?|system|software|tools?|ו|ידע|ב|מתקדם|מתקדמת|בסיסי|בסיסית|גבוהה|גבוה|ברמה|רמה|טובה|טוב|מצוין|מצוינת|מצוינים|שליטה|מלאה|יכולת|יכולות|עבודה|מערכת|מערכות|תוכנת|כישורי|و|متقدم|متقدمة|جيد|جيدة|ممتاز|ممتازة|عالية|عالي|إلمام|معرفة|قدرة|القدرة|على|العمل|عمل|نظام|أنظمة|برنامج|مهارات)(?![\p{L}])/giu;

/**
 * A listed item cleaned of its level and of a bracketed note: "Excel (advanced)" -> "Excel",
 * "הקלדה עיוורת (70 מילים לדקה)" -> "הקלדה עיוורת". An abbreviation or a name in brackets is part
 * of the item as the resume writes it: "Blueprint reading (GD&T)", "בטיחות מזון (HACCP)", "WMS
 * (SAP EWM)".
 */
const NAME_IN_BRACKETS = /\s*\((?:[A-Z][A-Za-z0-9&+./-]*)(?: [A-Z][A-Za-z0-9&+./-]*)?\)\s*$/u;
/** A tool's name in lower case, as its makers write it: "Python (pandas)", "Node.js (express)". */
function techNameInBrackets(bracket: string): boolean {
  const name = bracket.replace(/^\s*\(|\)\s*$/g, '').trim();
  return findSkills(name).some((hit) => hit.concept.kind === 'tech' && hit.surface.length === name.length);
}
/**
 * What a bracket after an item lists of it: "(TCP/IP, VLAN)", "(COPM, AMPS)", "(קליבר, מיקרומטר,
 * שעון מדידה)", "(GeoGebra، Desmos)": two short names or more, none a level or a number.
 */
function namesInBrackets(bracket: string): boolean {
  const names = bracket.replace(/^\s*\(|\)\s*$/g, '').split(/\s*[,،]\s*/u);
  return (
    names.length >= 2 &&
    names.every(
      (name) => /^[A-Z][\w/&+.-]*$/.test(name) || (name.split(/\s+/).length <= 3 && !/\d/.test(name)),
    ) &&
    !names.some((name) => onlyLevel(name))
  );
}
/**
 * A bracket that names the item otherwise: the same thing in another script ("لوحات كهرباء (לוחות
 * חשמל)", "רישיון (License)"), or the system or school it is done by ("קטלוג וסיווג (דיואי)"). Not
 * a level, a duration, a count or a note of how it was learnt ("(advanced)", "(3 years)", "(70
 * מילים לדקה)", "(קורס)").
 */
// (A licence held for the item is a note of it too: "מלגזה (רישיון בתוקף)", "Forklift (licensed)";
// not a licence's class, which says which kind: "(רישיון C1)", "(رخصة C1)".)
const BRACKET_NOTE =
  /(?<![\p{L}])(?:course|courses|certified|certificate|in\s+progress|studying|volunteer(?:ing)?|self[-\s]?taught|קורס|קורסים|תעודה|בהתנדבות|התנדבות|לימודים|בלימודים|הסמכה|בתוקף|licen[cs]ed|سارية|דورة|دورة|شهادة|تطوع|تطوعي|قيد\s+الدراسة)(?![\p{L}])/iu;
function namesItem(bracket: string): boolean {
  const inside = bracket.replace(/^\s*\(|\)\s*$/g, '').trim();
  if (namesModel(inside) || WEIGHT_LIMIT.test(inside)) return true;
  if (!inside || hasCount(inside) || /[,،;؛]/u.test(inside) || inside.split(/\s+/).length > 3) return false;
  // ("רישיון תיווך (משרד המשפטים)", "(Ministry of Health)": who issued it, not another name of it.)
  return !onlyLevel(inside) && !BRACKET_NOTE.test(inside) && !ISSUER.test(inside);
}
/**
 * The weight a licence or a machine's permit goes up to, which says which one it is ("רישיון C1 (עד
 * 12 טון)", "Forklift licence (up to 5 t)", "رخصة C1 (حتى 12 طن)"): not a count of years or words.
 */
const WEIGHT_LIMIT =
  /^(?:עד|up\s+to|حتى|لغاية)\s+\d{1,3}(?:[.,]\d)?\s*(?:טון|טונה|ק"ג|קילו|t|tons?|tonnes?|kg|طن|أطنان|كغم?|كيلو)$/iu;
/**
 * A maker's name and its model's number in a bracket, which say which one ("drone photography (DJI
 * Mavic 3)", "Excavator (CAT 320)"): no count. Not a level or a time by its number ("Level 3").
 */
function namesModel(inside: string): boolean {
  return /^[A-Z]/.test(inside) && VERSIONED_NAME.test(inside) && !BRACKET_ORDINAL.test(inside);
}
/** A level, a step or a stretch of time by its number: "(Level 3)", "(Year 2)", "(Grade 5)". */
const BRACKET_ORDINAL =
  /^(?:level|grade|years?|months?|class|stage|part|module|unit|step|band|tier|phase|semester)\s/i;
/**
 * A number in a bracket that is a count, a level or a time ("(3 years)", "(70 מילים לדקה)"), not a
 * code of letters and digits that says which kind: "(4x4)", "(C1 licence)", "(רישיון C1)".
 */
function hasCount(inside: string): boolean {
  return inside
    .split(/\s+/)
    .some((word) => /\d/.test(word) && !/^[A-Za-z]{1,3}\d{1,2}$|^\d{1,2}[xX×]\d{1,2}$/.test(word));
}
/** A rating written after an item: "★★★☆☆", "●●●○○", "70%", "4/5". */
// (Each pattern that opens with spaces is tried where they start only, `(?<!\s)`: it matched there
// anyway, and tried at every space of a long run it read the run again each time.)
const TRAILING_RATING = /(?<!\s)\s+(?:[★☆⭐●○◉◎]+|\d{1,3}\s*%|\d\s*\/\s*(?:5|10))\s*$/u;
/**
 * What follows a dash after an item: its level or how long ("Excel – advanced", "Forklift – 5
 * years"), dropped; or the product it is done with, a Latin name ("CMM – Calypso", "PLC – Siemens
 * S7", "ניהול מלאי – SAP"), kept as written.
 */
const DASH_TAIL = /(?<!\s)\s+[-–—]\s+(.*)$/u;
const PRODUCT_NAME = /^[A-Z][\w.+#&/-]*(?: [A-Z0-9][\w.+#&/-]*){0,2}$/;
function dashTail(tail: string): string {
  const name = tail.trim();
  return PRODUCT_NAME.test(name) && !onlyLevel(name) && !isLanguageItem(name) ? ` – ${name}` : '';
}
/**
 * How far the person knows a named tool, in a bracket after it: "ABAP (קריאה)", "SQL (reading
 * only)", "ABAP (قراءة فقط)", "Python (היכרות)": reading or acquaintance, not another name of it.
 */
const KNOWS_HOW_FAR =
  /^(?:קריאה(?:\s+בלבד)?|היכרות(?:\s+בסיסית)?|reading(?:\s+only)?|read[- ]only|familiarity|قراءة(?:\s+فقط)?|إلمام)$/iu;
/** An English level word after an item, with no dash: "Figma basics", "NDT basics". */
const TRAILING_BASICS = /(?<=\S)\s+basics\s*$/iu;
function cleanItem(raw: string): string {
  const item = raw
    .replace(TRAILING_RATING, '')
    .replace(TRAILING_BASICS, '')
    .replace(DASH_TAIL, (_, tail: string) => dashTail(tail));
  // The bracket that closes it (`/\s*\([^)]*\)\s*$/`, found from the end: that pattern read on from
  // every "(" of a long run).
  const at = closingBracket(item);
  const bracket = at === null ? '' : item.slice(at);
  const kept =
    (NAME_IN_BRACKETS.test(bracket) ||
      techNameInBrackets(bracket) ||
      namesInBrackets(bracket) ||
      namesItem(bracket)) &&
    !onlyLevel(bracket.replace(/[()]/g, '')) &&
    !KNOWS_HOW_FAR.test(bracket.replace(/[()]/g, '').trim());
  return trimEdges(at === null || kept ? item : item.slice(0, at), /[\s"'“”]/u, /[\s"'“”:.]/u).trim();
}

/**
 * How well, written before or after a known name with no dash ("Excel מתקדם", "SQL בסיסי", "إكسل
 * متقدم"), and the words that frame it ("שליטה ב-Excel", "the ability to work under pressure").
 */
const LEVEL_AROUND =
  /^(?:(?:the\s+)?ability\s+to\s+|(?:good\s+)?knowledge\s+of\s+|proficiency\s+in\s+|(?:שליטה|ידע)\s+ב-?|(?:إلمام|معرفة)\s+ب|القدرة\s+على\s+|(?:advanced|basic|expert|proficient|good|strong|excellent|high|מתקדם|מתקדמת|בסיסי|בסיסית|טוב|טובה|מצוין|מצוינת|متقدم|متقدمة|جيد|جيدة|ممتاز|ممتازة)\s+)+|(?:\s+(?:ברמה|(?:ب|ال)?مستوى)?\s*(?:advanced|basic|expert|proficient|good|strong|excellent|high|level|גבוהה|גבוה|מתקדם|מתקדמת|בסיסי|בסיסית|טוב|טובה|מצוין|מצוינת|מצוינים|מצוינות|متقدم|متقدمة|جيد|جيدة|ممتاز|ممتازة|عالي|عالية|أساسي|أساسية))+$/iu;

/**
 * A listed item the lexicon names whole, without the level written around it: "Excel ברמה גבוהה"
 * is the skill "Excel" (a level is how well, not what). Other words stay: "قانون العمل", "نظام WMS".
 */
function withoutLevel(item: string): string {
  const bare = item.replace(LEVEL_AROUND, '').trim();
  if (bare === item || bare.length < 2 || !lexiconSaysAll(bare)) return item;
  // "Advanced" names a kind of a practice, not how well ("إنعاش متقدم", "החייאה מתקדמת", "Advanced
  // wound care"): only a product's or a tool's name drops it ("Advanced Excel", "SQL מתקדם").
  if (ADVANCED.test(item) && findSkills(bare).every((hit) => hit.concept.kind !== 'tech')) return item;
  return bare;
}
const ADVANCED = /(?<![\p{L}])(?:advanced|מתקדם|מתקדמת|متقدم|متقدمة)(?![\p{L}])/iu;

/**
 * A level written after a name the lexicon does not know ("ריתוך בסיסי", "Word ברמה גבוהה",
 * "Word بمستوى عالٍ", "Welding at a high level"): how well, not what; the name alone is the skill.
 * (Not "advanced", which names a kind of practice; nor an Arabic "أساسية", which names a kind of
 * check or course: "فحوصات ميكروبيولوجية أساسية", "طاعة أساسية".)
 */
const TRAILING_LEVEL =
  /\s+(?:ברמה\s+(?:גבוהה|טובה)(?:\s+מאוד)?|בסיסי|בסיסית|בסיסיים|בסיסיות|at\s+(?:an?\s+)?(?:high|good|basic)\s+level|بمستوى\s+(?:عالٍ|عال|عالي|ممتاز|جيد))$/iu;
function withoutTrailingLevel(item: string): string {
  const bare = item.replace(TRAILING_LEVEL, '').trim();
  const n = bare.split(/\s+/).length;
  return bare !== item && bare.length >= 2 && n <= 3 && !/^(?:קורס|course|دورة)/iu.test(bare) ? bare : item;
}

/** How long a skill was used: "7 years", "5 שנים", "3 سنوات", "שנתיים". */
const DURATION =
  /^\s*(?:\d+(?:\.\d+)?\+?\s*(?:years?|yrs?|שנים|שנה|سنوات|سنة|سنين|عام|أعوام)|שנתיים|سنتان|سنتين)\s*$/iu;

/** Nothing but how well or how long: "Advanced", "רמה בסיסית", "ممتاز", "★★★★☆", "90%", "7 years". */
function onlyLevel(text: string): boolean {
  if (DURATION.test(text)) return true;
  // A name's number is part of it ("Microsoft 365", "Windows 10"); a mark is not ("90%", "4/5").
  // (Read from the end: `/\p{L}[^\d]*\s\d{1,4}$/` was quadratic on a long item.)
  const number = /\s\d{1,4}$/u.exec(text.trim());
  if (
    number &&
    letterAfterLastDigit(text.trim().slice(0, number.index)) &&
    !/\d\s*[%/]|[%/]\s*\d/u.test(text)
  )
    return false;
  return (
    text
      .replace(LEVEL_WORDS, ' ')
      .replace(
        /(?<![\p{L}])(?:intermediate|beginner|native|very|level|בינונית|בינוני|מאוד|מתחיל|מתחילה|מתקדמים|متوسط|متوسطة|مبتدئ|مبتدئة|جدا|جدًا|(?:ال)?مستوى|أساسي|أساسية|اساسي|اساسية|متقدمة جدا|محترف|محترفة)(?![\p{L}])/giu,
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
 * Two skills the lexicon names in full on each side are two items whatever the other items do
 * ("ניהול מלאי ועבודה תחת לחץ", "حلّ المشاكل والعمل تحت الضغط"), and so is a product the lexicon
 * names in one word on either side ("إكسل وخدمة الزبائن", "رسم على الأظافر وإنستغرام").
 */
const AND_WORD = /^(?:and|ו-?\S+|و\S+)$/iu;
/**
 * Arabic words whose root opens with a waw, not the conjunction: "ورديات" (shifts), "وريدية"
 * (intravenous), "وقت", "وزن", "وظائف", "ورشة", "وسائل", "وثائق", "وصفات", "وجبات", "وقاية"...
 */
const WAW_WORDS =
  /^و(?:رد|ريد|قت|قو|زن|ظي|ظا|رش|رق|سائ|سيل|سط|ثائ|ثيق|صف|صول|جب|جه|حد|قاي|كال|كيل|زار|زير|يب|ضع|طن|عي|لاد|اتس|يند|ورد|اجب|ساط)/u;
const PREPOSITION = /^(?:עם|של|על|מול|עבור|with|for|of|in|on|مع|على|في|من|عن|إلى)$/iu;

/**
 * The last item of a comma list without the "and" a comma before it left at its start: "and waste
 * sorting", "& payroll", "وفرز النفايات" (not a word whose root opens with a waw: "وجبات"). English
 * and Arabic; what is left must still be a word or more.
 */
function withoutOpeningAnd(item: string): string {
  const english = /^(?:and|&)\s+(?=\S)/i.exec(item);
  if (english) return item.slice(english[0].length);
  const first = item.split(/\s+/u)[0]!;
  if (/^و[\u0621-\u064A]{3,}$/u.test(first) && !WAW_WORDS.test(first)) return item.slice(1);
  return item;
}
/** Two skills the lexicon names in full, one of them said in two words or more ("تقارير ضريبية" / "رواتب"). */
const namedSkills = (head: string[], tail: string[]) =>
  head.length + tail.length >= 3 && lexiconSaysAll(head.join(' ')) && lexiconSaysAll(tail.join(' '));
/** The script of a word: Hebrew, Arabic or other. */
const scriptOfWord = (word: string) =>
  /[\u0590-\u05FF]/u.test(word) ? 'he' : /[\u0600-\u06FF]/u.test(word) ? 'ar' : 'other';
/** A product or platform the lexicon names in one word ("إكسل", "Instagram"), not an activity ("פריקה"). */
const namedProduct = (words: string[]) => {
  if (words.length !== 1) return false;
  const hits = findSkills(words[0]!);
  return (
    hits.length === 1 && hits[0]!.surface.length === words[0]!.length && hits[0]!.concept.kind === 'tech'
  );
};
function splitLastAnd(last: string, others: string[]): string[] {
  const words = last.split(/\s+/);
  // "גוונים ובלונד (בליאז' ואומברה)", "highlights (balayage and ombre)": an "and" inside a bracket
  // joins what the bracket says of its item, never two items.
  const inBracket = (i: number) => bracketsLeftOpen(words.slice(0, i).join(' ')) > 0;
  const andWord = (word: string) =>
    AND_WORD.test(word) && !VAV_WORDS.test(word) && !WAW_WORDS.test(word) && !/^و[اىيه]$/u.test(word);
  const conjunction = (word: string, i: number) => andWord(word) && !inBracket(i);
  const latin = words.findIndex((word, i) => i > 0 && /^[וو]-?[A-Za-z]/u.test(word) && !inBracket(i));
  if (latin > 0)
    return [
      words.slice(0, latin).join(' '),
      words
        .slice(latin)
        .join(' ')
        .replace(/^(?:ו-?|و)/u, ''),
    ];
  const andInOthers = others.some((item) => item.split(/\s+/).slice(1).some(andWord));
  // From the last "and" back: "تركيب الشبكات وصيانة الحواسيب والطابعات" joins its two items at the
  // first, the last joins the printers to the computers.
  for (let i = words.length - 1; i >= 1; i--) {
    const word = words[i]!;
    if (!conjunction(word, i)) continue;
    const english = /^and$/i.test(word);
    const head = words.slice(0, i);
    const tail = english ? words.slice(i + 1) : [word.replace(/^(?:ו-?|و)/u, ''), ...words.slice(i + 1)];
    if (tail.length === 0) continue;
    // ("תזונאי وقياس تركيب الجسم": an item in one script, the next joined to it in another.)
    if (
      namedSkills(head, tail) ||
      (!english && (namedProduct(head) || namedProduct(tail))) ||
      (!english && scriptOfWord(head[head.length - 1]!) !== scriptOfWord(word))
    )
      return [head.join(' '), tail.join(' ')];
    // "Phone and chat support, Complaint handling and Typing": a capital after a lower-case "and"
    // opens an item, whatever "and" does inside the others.
    if (english && /^[A-Z]/.test(tail[0]!) && !/[A-Z]/.test(head.slice(1).join('')))
      return [head.join(' '), tail.join(' ')];
    if (andInOthers) continue;
    const alike = english
      ? head.length === 1 || /^[A-Z\d]/.test(tail[0]!) || tail.length >= head.length
      : head.length >= 2 && tail.length >= 2 && !head.some((w) => PREPOSITION.test(w));
    if (alike) return [head.join(' '), tail.join(' ')];
  }
  return [last];
}

const LIST_LEAD_IN =
  /^(?:\d{1,2}\+?\s+years?\s+of\s+(?:hands-on\s+|practical\s+)?experience\s+(?:in|with)\s+|\d{1,2}\+?\s+(?:שנות|שנים\s+של)\s+ניסיון\s+(?:עם\s+|ב-?(?=\S{2}))|\d{1,2}\+?\s+(?:سنوات|سنة|أعوام|عام)\s+(?:من\s+)?(?:ال)?خبرة\s+(?:في\s+|ب(?=\S{2}))|(?:highly\s+|(?:extensive|broad|wide|proven|solid|strong|rich|hands-on|practical)\s+)?(?:experienced|experience|skilled|proficient|familiar|knowledge|expertise|fluent)\s+(?:in|with|of|at)\s+|(?:ניסיון|ידע|שליטה|היכרות)(?:\s+(?:רב|רחב|עשיר|מוכח|מעשי|נרחב))?\s+(?:עם\s+|ב-?(?=\S{2}))|(?:خبرة|معرفة|إلمام)(?:\s+(?:واسعة|كبيرة|طويلة|غنية|عملية))?\s+(?:في\s+|ب(?=\S{2}))|(?:إجادة|اجادة|إتقان|اتقان)\s+(?=\S{2})|\d{1,2}\+?\s+years?\s+(?:of\s+)?(?:experience\s+(?:in|with)\s+)?(?!experience\b)(?=\S{2}))/iu;
// (How much experience, between the word and its preposition: "ניסיון רב ב…", "Extensive
// experience in …", "خبرة واسعة في …"; and how many years, before it: "5 שנות ניסיון בהלחמה", "8
// years of experience in industrial wiring", "5 سنوات خبرة في اللحام", as the labels of ob03, w02,
// r172 drop them.)
// ("إتقان برامج Office", "إجادة تصفيف الشعر": what is mastered follows as its object, no "ب";
// "10+ years of ceramic tiling": how long, before the skill.)

/**
 * An Arabic item of activities joined by "و", each a verbal noun before its object ("العمل على
 * الصندوق وخدمة الزبائن وترتيب البضائع"): the activities. Not an object joined to the one before
 * ("تخطيط الري والتسميد": a noun with its article), nor a word whose root opens with a waw.
 */
function arabicActivitiesJoined(item: string): string[] {
  const words = item.split(/\s+/u);
  const out: string[][] = [[]];
  for (const [i, word] of words.entries()) {
    const bare = word.slice(1);
    const opens =
      i > 0 &&
      out[out.length - 1]!.length >= 2 &&
      /^و[\u0621-\u064A]{3,}$/u.test(word) &&
      !WAW_WORDS.test(word) &&
      !bare.startsWith('ال') &&
      isActivity(bare, 'ar') &&
      i + 1 < words.length;
    if (opens) out.push([bare]);
    else out[out.length - 1]!.push(word);
  }
  return out.map((piece) => piece.join(' '));
}

/** Whether a lead-in ends in the preposition "ב" its list's items share ("ניסיון רב ב…"). */
const endsInBet = (leadIn: string | undefined) => leadIn !== undefined && /ב-?$/u.test(leadIn);

/**
 * A Hebrew item that keeps the preposition its list's lead-in opened ("ניסיון רב בניהול צוות,
 * בשירות לקוחות ובניהול מלאי"): "בשירות לקוחות" is "שירות לקוחות" when what follows the "ב" is an
 * activity's noun. Only after such a lead-in: "בישול", "בדיקות" alone are words of their own.
 */
function withoutSharedPreposition(item: string): string {
  const m = /^ו?ב-?([א-ת]{3,})(?=\s|$)/u.exec(item);
  return m && isActivity(m[1]!, 'he') ? item.slice(m[0].length - m[1]!.length) : item;
}

/** A Hebrew or Arabic item that says the person works in products: "עבודה שוטפת במערכת Priority וב-Excel". */
const WORK_IN_FRAME =
  /^(?:ו?(?:עבודה|שימוש|שליטה|היכרות)(?:\s+(?:שוטפת|יומיומית|יומית|מלאה|רבה))?|(?:ال)?(?:عمل|استخدام|العمل)(?:\s+(?:اليومي|يومي))?)\s/u;
/** The words of such an item beside its products' names: prepositions, a system's or a program's noun. */
const WORK_IN_FILLER =
  /^(?:ו?ב-?|ו?עם|ו?על|في|على|مع|و?ب|ו?ב-?(?:מערכת|מערכות|תוכנת|תוכנות|תוכנה)|(?:מערכת|מערכות|תוכנת|תוכנות|תוכנה)|و?(?:ب|في\s)?(?:ال)?(?:نظام|أنظمة|برنامج|برامج))$/u;

/**
 * The products a listed item says the person works in ("עבודה שוטפת במערכת Priority וב-Excel" →
 * Priority, Excel; "استخدام برنامج Excel وSAP"): the names are the skills, the frame around them
 * is how the sentence says it. Null when any other word is in the item.
 */
function productsWorkedIn(item: string): string[] | null {
  if (!WORK_IN_FRAME.test(item)) return null;
  const rest = item.replace(WORK_IN_FRAME, '');
  const names: string[] = [];
  let current: string[] = [];
  for (const word of rest.split(/\s+/u)) {
    const latin = /^(?:ו-?|و|ב-?|וב-?|ب|وب)?([A-Za-z][\w.+#-]*)$/u.exec(word);
    if (latin && (current.length === 0 || !/^(?:ו-?|و|ב-?|וב-?|ب|وب)[A-Za-z]/u.test(word))) {
      current.push(latin[1]!);
      continue;
    }
    if (latin) {
      names.push(current.join(' '));
      current = [latin[1]!];
      continue;
    }
    if (current.length > 0) names.push(current.join(' '));
    current = [];
    if (!WORK_IN_FILLER.test(word)) return null;
  }
  if (current.length > 0) names.push(current.join(' '));
  return names.length > 0 ? names : null;
}

/**
 * A bullet that names a skill and explains it after a colon: "- الإسعاف الأولي: دورة مسعف أولي من
 * نجمة داود الحمراء", "Customer service: handling complaints at the front desk". What follows the
 * colon is one piece of five words or more, a sentence about the skill, not the items of a category
 * ("Tools: Microsoft Office Suite", "רישיון נהיגה: B").
 */
export function explainedSkill(line: string): string | null {
  const m = stripBullet(line).match(/^([^:：,،|]{2,40})[:：]\s*(\S.*)$/u);
  if (!m || splitSkillLine(m[2]!).length > 1) return null;
  const label = m[1]!.trim().split(/\s+/);
  if (label.length > 5 || m[2]!.trim().split(/\s+/).length < 5) return null;
  return m[1]!.trim();
}

/** A table's row ("| سحب الدم | ممتاز |"): its cells, without the frame's outer bars. */
const TABLE_FRAME = /^\s*\|\s*|\s*\|\s*$/gu;

/**
 * A skills section written as sentences ("Reading technical drawings and site measurements.
 * Experienced with table saws, panel saws and CNC routers. I use CutList Plus for cutting lists."):
 * the line's sentences, when it holds two or more; each names a skill or lists some.
 */
function skillSentences(line: string): string[] | null {
  const sentences = stripBullet(line)
    .split(/(?<=\p{L}{2}|\))[.!?](?:\s+|$)/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  return sentences.length >= 2 ? sentences : null;
}

/** "I use", "I can", "I am experienced with": how the sentence says it, not what. */
const FIRST_PERSON =
  /^(?:(?:i|i'm|i\s+am|also|i\s+also|i\s+can|i\s+have)\s+)+(?:(?:use|do|read|operate|perform|know|work\s+with)\s+)?/iu;
/** What a skill's sentence adds after its name: "CutList Plus for cutting lists", "Wood finishing with lacquer". */
const SENTENCE_QUALIFIER = /\s+(?:for|with|using|to)\s+.*$/iu;

function sentenceItems(sentence: string): string[] {
  const said = sentence.replace(FIRST_PERSON, '');
  const body = said.replace(LIST_LEAD_IN, '');
  const items = itemsOf(body, endsInBet(LIST_LEAD_IN.exec(said)?.[0]));
  // "Reading technical drawings and site measurements": a sentence of one item joins two skills
  // of two words or more with "and" ("Kitchen and wardrobe installation" is one).
  const pair = items.length === 1 ? /^(\S+(?:\s+\S+)+)\s+and\s+(\S+(?:\s+\S+)+)$/iu.exec(items[0]!) : null;
  return (pair ? [pair[1]!, pair[2]!] : items).map((item) => item.replace(SENTENCE_QUALIFIER, ''));
}

/**
 * A line that names a group of the list's items, not a skill: "Technical", "Personal skills",
 * "מקצועיים", "אישיים:", "الشخصية", "מתודולוגיות" over "Agile/Scrum, …".
 */
const SUB_HEADING =
  /^(?:(?:technical|personal|professional|soft|hard|interpersonal|computer|other|general|trade|practical)(?:\s+skills)?|methodologies|מתודולוגיות|(?:ال)?منهجيات|מקצועיים|מקצועיות|אישיים|אישיות|בין\s*-?\s*אישיים|רכים|טכניים|טכניות|כלליים|נוספים|(?:ال)?(?:مهنية|شخصية|تقنية|فنية|عامة|أخرى|إضافية))\s*:?$/iu;

/** A table's head row names its columns, not skills: "Skill | Level", "מיומנות | רמה", "المهارة | المستوى". */
const COLUMN_NAME =
  /^(?:skills?|level|proficiency|years?(?:\s+of\s+experience)?|experience|tools?|מיומנות|מיומנויות|כישור|כישורים|רמה|רמת\s+שליטה|שנים|שנות\s+ניסיון|ניסיון|כלי|כלים|(?:ال)?مهارة|(?:ال)?مهارات|(?:ال)?مستوى|(?:ال)?خبرة|سنوات\s+الخبرة|عدد\s+السنوات)$/iu;

/** Marks a comma kept inside an item's brackets while the line is cut at its commas. */
const KEPT = '\uE000';

/**
 * A head that names a group of what its bracket lists, not a skill: "Languages (Python, Go)",
 * "Cloud (AWS, GCP)", "כלים (Jira, Excel)", "قواعد البيانات (MySQL، Oracle)". Its bracket's names
 * are the list's items.
 */
const GROUP_HEAD =
  /^(?:(?:programming\s+)?languages|frameworks|libraries|databases|cloud(?:\s+platforms)?|platforms|tools|software|operating\s+systems|os|methodologies|(?:שפות(?:\s+תכנות)?|כלים|תוכנות|מסדי\s+נתונים|ענן|פלטפורמות|מערכות\s+הפעלה|מתודולוגיות)|(?:ال)?(?:لغات(?:\s+البرمجة)?|أدوات|برامج|قواعد\s+البيانات|منصات|أنظمة\s+التشغيل|سحابة))$/iu;

/**
 * Whether the item a bracket follows is a group's name ("Cloud (AWS, GCP)"), whose bracket lists
 * the items, rather than a skill whose bracket says which of it: a field or an activity
 * ("Networking (TCP/IP, VLAN)", "מדידות ידניות (קליבר, מיקרומטר)", "تشغيل ماكنات CNC (Haas, Mazak)")
 * or a product and its parts ("AWS (EC2, S3)", "Excel (Pivot, VBA)", "SAP (MM, WM)"), one item
 * as the resume writes it, as every tuning writer labels it.
 */
function groupsItems(before: string, groups: Set<string>): boolean {
  // (A dash a right-to-left PDF moved before the item: "– Networking (TCP/IP, VLAN)".)
  const head = (before.split(/[,،;؛|•·▪]/u).pop() ?? '').replace(/^[^\p{L}\p{N}]+/u, '').trim();
  if (head !== '' && !GROUP_HEAD.test(head) && !SUB_HEADING.test(head)) return false;
  if (head !== '') groups.add(head);
  return true;
}

/** The items of a skills line, without its label ("Tools: Jira, Excel"). */
export function itemsOf(rawLine: string, sharedBet = false): string[] {
  const line = rawLine.replace(TABLE_FRAME, '');
  const cells = line.split(/\s*\|\s*/u);
  if (cells.length >= 2 && cells.every((cell) => COLUMN_NAME.test(cell.trim()))) return [];
  const explained = explainedSkill(line);
  if (explained !== null) return [cleanItem(explained)];
  // "Excel: advanced", "SAP | Basic": a skill and its level, not a label and its list.
  const graded = line.match(/^([^:：|,،]{1,40})\s*[:：|]\s*(.+)$/u);
  if (graded && onlyLevel(graded[2]!)) return [cleanItem(graded[1]!)];
  // The group names a bracket's items were taken from ("Cloud" of "Cloud (AWS, GCP)"): no items.
  const groups = new Set<string>();
  const body = line
    .replace(/^[^:：,،]{1,30}[:：]\s*(?=\S)/u, '')
    // "AWS (EC2, S3)", "Networking (TCP/IP, VLAN)": a list in brackets says which of the item, one
    // item as written; after a group's name ("Cloud (AWS, GCP)") it is the items of the list.
    .replace(/\s*\(([^()]*[,،;؛][^()]*)\)/gu, (bracket, list: string, at: number, whole: string) =>
      groupsItems(whole.slice(0, at), groups) ? `, ${list}` : bracket.replace(/[,،;؛]\s*/gu, KEPT),
    );
  const items = splitSkillLine(body)
    .map((item) => item.replaceAll(KEPT, ', '))
    .filter((item) => !groups.has(item.trim()));
  // "Experienced with forklifts, pallet jacks…", "ניסיון בליקוט, …", "خبرة في ترتيب الرفوف، …": a
  // list said as a sentence; its opening words say how well, not what.
  // So does any item's, one on a line of its own too ("ידע בהרכבת רהיטים", "إجادة تصفيف الشعر").
  const bet = sharedBet || endsInBet(LIST_LEAD_IN.exec(items[0] ?? '')?.[0]);
  // ("خبرة في العمل على الصندوق وخدمة الزبائن وترتيب البضائع": after an Arabic lead-in, "و" before
  // another activity and its object opens an item of its own.)
  const arabicLeadIn = items.map((item) => /^[\u0621-\u064A]/u.test(item) && LIST_LEAD_IN.test(item));
  for (const [i, item] of items.entries()) items[i] = item.replace(LIST_LEAD_IN, '');
  for (let i = items.length - 1; i >= 0; i--)
    if (arabicLeadIn[i]) items.splice(i, 1, ...arabicActivitiesJoined(items[i]!));
  // ("a, b and c": the last item of a comma list holds two; a table's cells or a list's bullets do not.)
  // ("a, b, and c", "أ، ب، وج": a comma before the "and" leaves it opening the last item.)
  if (items.length >= 2 && /[,،]/u.test(body)) {
    items.push(withoutOpeningAnd(items.pop()!));
    items.push(...splitLastAnd(items.pop()!, items));
  }
  return items
    .flatMap((item) => productsWorkedIn(item) ?? [bet ? withoutSharedPreposition(item) : item])
    .map(cleanItem)
    .filter((item) => !onlyLevel(item));
}

/**
 * A product's name with its version or year: "Incoterms 2020", "Windows Server 2019", "Microsoft
 * 365", "LIFEPAK 15", "Windows 10/11".
 */
const VERSIONED_NAME = /^[A-Za-z][\w.+#-]*(?: [A-Za-z][\w.+#-]*){0,2} \d{1,4}(?:\/\d{1,4})?$/;
/** A standard by its number: "ISO 9001", "ISO 22000", "EN 1090", "IPC-A-610". */
const STANDARD = /^(?:ISO|IEC|EN|IPC|ASTM|DIN|IS|SI|OHSAS)(?:[ -][A-Z])?[ -]\d{3,5}(?:[-:]\d{1,4})?$/;

/**
 * An authority's name: "רשות שוק ההון", "משרד הבריאות", "Ministry of Health", "وزارة العمل", and
 * inside a longer name ("Israel Ministry of Tourism", "Israel Land Authority"); a state body or an
 * institute that examines ("Survey of Israel", "מכון התקנים", "Wingate Institute", "معهد …").
 */
const ISSUER =
  /^(?:רשות|הרשות|משרד|מטעם|מכון|ministry|authority|the\s+ministry|council|وزارة|سلطة|مجلس|معهد)(?![\p{L}])|(?<![\p{L}])(?:Ministry\s+of|Authority|Council|Institut(?:e|ion)|משרד\s+ה|רשות\s+ה|وزارة\s+ال)|(?<![\p{L}])of\s+Israel$/iu;

/** A form by its number: "דוחות 126", "טופס 106", "Form 106 reporting", "نموذج 101". */
const FORM_NUMBER =
  /(?<=(?:^|\s)(?:דוח|דוחות|דו"ח|דו"חות|טופס|טפסי|form|forms|نموذج|نماذج)\s+)\d{2,4}(?!\d)/giu;

/**
 * A model's or a type's code, Latin letters and digits written together: "CDJ-3000", "DJM-900NXS2",
 * "R410A", "K12", "WAIS-IV". Part of a name, not a phone, a date or a count.
 */
const MODEL_CODE = /(?<!\w)(?=[\w-]*[A-Za-z])(?=[\w-]*\d)[A-Za-z\d]+(?:-[A-Za-z\d]+)*(?![\w-])/gu;

/** A day's date with a short year: "10/08/95", "3.2.01". */
const SHORT_DATE = /(?<!\d)\d{1,2}[/.-]\d{1,2}[/.-]\d{2}(?!\d)/;

const STANDARD_IN = new RegExp(
  `(?<![\\p{L}\\d])${STANDARD.source.replace(/^\^|\$$/g, '')}(?![\\p{L}\\d])`,
  'gu',
);

/**
 * Whether the lexicon's names in a listed item say all of it ("Excel", "Python 3", "MS Excel –
 * advanced"), or the item names more than they do ("Forklift operation", "SAP EWM", "ניטור
 * מטופלים", "Priority ERP"): then the item is the skill, as written.
 */
export function lexiconSaysAll(item: string, andJoins = false): boolean {
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
  // ("the ability to work under pressure": the words that frame it.)
  return words.split(/\s+/).every((w) => w.length < 2 || /^(?:ال|وال|של|the|to|an)$/iu.test(w));
}

/** The separators of a list line's items. */
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
  // A list written one item a line ("C", "C++", "SPI, I2C, UART", "Yocto"): its widest line is a
  // line of the list, not the column's width, and no line of it was wrapped for being full.
  const single = lines.filter((l) => l.trim() !== '' && !LIST_SEPARATOR.test(l)).length;
  const oneItemALine = single >= 3 && single * 2 > lines.length;
  const widest = oneItemALine ? Infinity : Math.max(0, ...lines.map((l) => l.trim().length));
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
    const runsOver =
      previous !== undefined &&
      (cutInsideItem(out[out.length - 2], previous, line) ||
        bracketRunsOn(previous, line) ||
        itemGoesOn(previous, line));
    if (runsOver || (previous !== undefined && continuesList(previous, line, widest, elsewhere)))
      // "תוכן ל-" / "Landing Pages": the prefix and its word are written together.
      out[out.length - 1] = /\p{L}-$/u.test(previous) ? `${previous}${line}` : `${previous} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * A comma list the writer ran over lines, ending each with its comma ("…, טיפול בהחזרות," /
 * "…, הדרכת עובדים" / "חדשים, מערכת Retalix, …"): a line of it that ends without one was cut
 * inside an item, which the next line's first piece ends.
 */
function cutInsideItem(before: string | undefined, previous: string, line: string): boolean {
  if (before === undefined || !/[,،;؛]\s*$/u.test(before) || !LIST_SEPARATOR.test(before)) return false;
  if (!LIST_SEPARATOR.test(previous) || /[,،;؛|•·▪:.]\s*$/u.test(previous)) return false;
  if (
    !LIST_SEPARATOR.test(line) ||
    isBulletLine(line) ||
    headingKind(line) ||
    /^[^:：,،]{1,30}[:：]/u.test(line)
  )
    return false;
  const lastPiece = previous.split(LIST_SEPARATOR).pop() ?? '';
  const firstPiece = line.split(LIST_SEPARATOR)[0] ?? '';
  return fragmentWords(lastPiece) <= 3 && fragmentWords(firstPiece) <= 2;
}

/**
 * A line that cannot open an item: a connecting word ("ובהליכי ריפוי", "עם דגים טריים", "مع المرضى",
 * "للمرضى المزمنين", "and wound care") or a bracket alone ("(HACCP)", "(سيمنز S7)").
 */
const GOES_ON =
  /^(?:\([^()]{1,40}\)$|(?:ו?(?:עם|מול|של|על|אל|לפי|כולל)|مع|مقابل|على|عند|لدى|(?:and|with|for|of|under|including)) |ו(?![וי]|עד|תק|רד|ריד|סת)[\u05D0-\u05EA]{2,}|[בל]-|لل[\u0621-\u064A]{2,}|وال[\u0621-\u064A]{2,})/u;

/**
 * "טיפול בפצעים" / "ובהליכי ריפוי", "الاستشارة الدوائية" / "للمرضى المزمنين", "בקרים PLC" / "(סימנס S7)":
 * a list written one item a line, which a narrow sidebar wrapped, goes on with a line that cannot open
 * an item; the two are one item (seven words at most), at any width.
 */
function itemGoesOn(previous: string, line: string): boolean {
  if (LIST_SEPARATOR.test(previous) || LIST_SEPARATOR.test(line) || /[,،;؛:.!?)]\s*$/u.test(previous))
    return false;
  if (/\(/u.test(previous) && /^\(/u.test(line)) return false;
  if (isBulletLine(line) || headingKind(line) || headingKind(previous)) return false;
  const text = line.trim();
  return GOES_ON.test(text) && fragmentWords(previous) + fragmentWords(text) <= 7;
}

/**
 * "Customs classification (HS" / "codes)": a bracket left open at a line's end and closed on the next
 * line, before any bracket of its own, is one item a narrow column (or a scan's reading of it) cut in two,
 * at any width.
 */
function bracketRunsOn(previous: string, line: string): boolean {
  if (bracketsLeftOpen(previous) !== 1 || !/\([^()]*$/u.test(previous)) return false;
  if (isBulletLine(line) || headingKind(line)) return false;
  return /^[^()]{1,40}\)/u.test(line.trim());
}

/**
 * "… • تقييم الطلاب • Google" / "Classroom • Mashov", "מכירה: עמידה ביעדים, Visual" /
 * "Merchandising": a right-to-left column wraps a Latin name as a run of its own, at any width,
 * where the line's last piece and the next line's first are one name cut in two (neither a name the
 * lexicon knows alone, three words at most together).
 */
function latinNameWrapped(previous: string, lastPiece: string, firstPiece: string): boolean {
  if (!/[\u0590-\u05FF\u0600-\u06FF]/u.test(previous)) return false;
  const latinName = /^[A-Za-z][\w.+#-]*(?: [A-Za-z0-9][\w.+#-]*)?$/;
  const last = lastPiece.trim();
  const first = firstPiece.trim();
  if (!latinName.test(last) || !latinName.test(first)) return false;
  if (fragmentWords(last) + fragmentWords(first) > 3) return false;
  const whole = (text: string) => findSkills(text).some((hit) => hit.surface.length === text.length);
  return !whole(last) && !whole(first);
}

function continuesList(
  previous: string,
  line: string,
  widest: number,
  elsewhere: ReadonlySet<string>,
): boolean {
  if (!LIST_SEPARATOR.test(previous) || /[,،;؛|•·▪:.]\s*$/u.test(previous)) return false;
  if (isBulletLine(line) || headingKind(line) || /^[^:：,،]{1,30}[:：]/u.test(line)) return false;
  const lastPiece = previous.split(LIST_SEPARATOR).pop() ?? '';
  const firstPiece = line.split(LIST_SEPARATOR)[0] ?? '';
  if (latinNameWrapped(previous, lastPiece, firstPiece)) return true;
  if (previous.length < 0.8 * widest) return false;
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

/** "References on request", "ממליצים יינתנו לפי בקשה", "المراجع عند الطلب": a note, no item. */
const ON_REQUEST = /(?:\b(?:on|upon)\s+request|לפי\s+(?:בקשה|דרישה)|עם\s+דרישה|عند\s+الطلب)[^\p{L}]*$/iu;

/**
 * A line under the last list that says something else: a note that references are given on
 * request, or a personal line ("متزوجة، أم لطفلين", "Married, 2 children").
 */
function closingNote(line: string): boolean {
  return (
    (ON_REQUEST.test(line) && line.split(/\s+/).length <= 6) ||
    (line.length <= 60 && findMaritalStatus([line]) !== '')
  );
}

/** Whether an item's digits are a product's version, a standard's or a form's number, or a model's code. */
const isVersioned = (item: string) =>
  VERSIONED_NAME.test(item) ||
  namesModel(/^[^()]{1,48}\(([^()]{1,30})\)$/u.exec(item)?.[1] ?? '') ||
  STANDARD.test(item) ||
  !/\d/.test(item.replace(STANDARD_IN, ' ').replace(FORM_NUMBER, ' ').replace(MODEL_CODE, ' '));

/** A section that lists skills: a skills section, or a list of licences ("רישיונות", "رخص"). */
export const isSkillsList = (section: ResumeSection) =>
  section.kind === 'skills' || namesLicences(section.heading);

/**
 * What the skills sections list, as written ("מתן תרופות", "HACCP", "إدارة الصف"): a listed item
 * is a skill whatever the lexicon says. An item is a short piece of a list line (not a sentence),
 * without a level after a dash or in brackets. An item the lexicon names in full is reported as
 * written too ("Team management", "جرد المخزون", "نظام WMS"): its concepts are kept for matching
 * only (resume-fields.ts `conceptsInListed`).
 */
export function listedSkills(
  sections: ResumeSection[],
  text = '',
  /** Filled with the items of the skills sections proper (not of a licences list). */
  inSkillsSections: string[] = [],
): string[] {
  const pairs = latinPairs(text);
  const out = new Map<string, string>();
  // The concepts and names of the items the lexicon names whole, as "id name".
  const namesSeen = new Set<string>();
  for (const section of sections) {
    if (section.kind === 'languages') {
      for (const line of section.lines)
        for (const item of splitSkillLine(line).filter(isLanguagePair))
          if (!out.has(normalizeForMatch(item))) out.set(normalizeForMatch(item), item.trim());
      continue;
    }
    if (!isSkillsList(section)) continue;
    const lines = joinWrappedListLines(section.lines, pairs);
    // A bullet of a list of three bullets or more is an item of that list, as an item of a comma
    // list of three is ("• עבודה עם קופה רושמת ומערכת Retalix").
    const bulletList = lines.filter((line) => isBulletLine(line)).length >= 3;
    // So is a line of a list written one item a line without bullets: three lines or more, none a
    // sentence that ends in a stop.
    const lineList = lines.length >= 3 && lines.every((line) => !/[.!?]\s*$/u.test(line));
    for (const line of lines) {
      // A letter-like resume's sign-off and signature close the last section.
      if (isSignOff(line)) break;
      if (SUB_HEADING.test(stripBullet(line)) || closingNote(line)) continue;
      const sentences = skillSentences(line);
      const items = sentences ? sentences.flatMap(sentenceItems) : itemsOf(line);
      // In a list line of two items or more (a table's row of two cells too) an item is a name, not
      // a sentence, even a longer one ("עבודה עם ילדים על הרצף האוטיסטי"); a skill said in a
      // sentence is a short name.
      const maxWords =
        !sentences && (items.length >= 2 || lineList || (bulletList && isBulletLine(line))) ? 7 : 5;
      for (const item of items) {
        const words = item.split(/\s+/).length;
        // A one-letter name ("R", "C") is a language in a list of three or more, never alone.
        const letterName = /^[A-Z]$/.test(item) && (items.length >= 3 || lineList);
        if ((item.length < 2 && !letterName) || item.length > 48 || words > maxWords) continue;
        // Digits are a phone, a date or a number, unless a product's version year ("Incoterms 2020").
        // ("معايير ISO 22000", "תקן ISO 9001": a standard's number inside a longer item; "Pioneer
        // CDJ-3000", "גזי קירור R32 ו-R410A": a model's code.)
        // (Each name of two joined by a slash: "Office 365 / Intune".)
        const versioned = item.split(' / ').every(isVersioned);
        // (A date with a two-digit year too: "Born 10/08/95" after the list.)
        if ((!versioned && (/[@\d]{3}/.test(item) || SHORT_DATE.test(item))) || /@|https?:|www\./i.test(item))
          continue;
        if ((isLanguageItem(item) && !isLanguagePair(item)) || headingKind(item)) continue;
        // The authority that issued a licence, after it on its line ("רישיון סוכן ביטוח, רשות שוק
        // ההון", "رخصة…، وزارة الصحة"): who gave it, not a skill.
        if (ISSUER.test(item) && items.length >= 2 && items.some((other) => NAMES_LICENCE.test(other)))
          continue;
        const wholeName = lexiconSaysAll(item);
        const named = wholeName ? withoutLevel(item) : withoutTrailingLevel(item);
        // The same name again ("Excel", "MS Excel"; "Excel – advanced", "שליטה ב-Excel") is the same
        // skill, reported once; another name of its concept ("إدارة المخزون", "جرد المخزون") is its own.
        if (wholeName) {
          const surfaces = findSkills(item).map(
            (hit) => `${hit.concept.id} ${normalizeForMatch(hit.surface)}`,
          );
          if (surfaces.every((surface) => namesSeen.has(surface))) continue;
          for (const surface of surfaces) namesSeen.add(surface);
        }
        const key = normalizeForMatch(named);
        if (!out.has(key)) out.set(key, named);
        if (section.kind === 'skills') inSkillsSections.push(named);
      }
    }
  }
  return [...out.values()];
}

/** A section's lines as the text has them (with its heading, when they share one line). */
export const linesAsWritten = (section: ResumeSection) =>
  section.inline !== undefined ? [section.inline] : section.lines.map((line) => line.trim());
