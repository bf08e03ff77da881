import { isActivity, scriptOf } from './activity-words.ts';
import { BETWEEN_RANGE, MONTH_WORD, ONGOING_WORD, WRITTEN_RANGE } from './date-ranges.ts';
import { EARLIER_WORK, type ExperienceEntry } from './experience-entries.ts';
import { hasMailOrNumber, isRoleWord, looksLikeRole, opensAsArabicCoordinator } from './resume-facts.ts';
import { BIRTH_LABEL } from './resume-age.ts';
import { fieldIn } from './education.ts';
import { cityInLine, isTownOnly } from './resume-location.ts';
import { headingKind } from './resume-sections.ts';
import { perParse } from './parse-memo.ts';
import { WORKPLACE_NOUNS_AR, WORKPLACE_NOUNS_HE } from './workplace-nouns.ts';
import { quickTest } from './quick-test.ts';
import { isBulletLine, trimEdges } from './text-units.ts';

/**
 * The job titles of a resume's experience entries, as written, most recent entry first (as resumes
 * list them): "2019–2023 מפתחת Full Stack ב-Wix" -> "מפתחת Full Stack"; "Wix | Senior Developer"
 * -> "Senior Developer".
 */

const MONTHS = new RegExp(`(?<!\\p{L})(?:${MONTH_WORD})(?!\\p{L})`, 'giu');
/** The words for now ("present", "היום", "حتى الآن"), read as date-ranges.ts reads them. */
const ONGOING = new RegExp(ONGOING_WORD, 'giu');
const DATES = /\b\d{1,2}[/.]\d{2,4}\b|\b(?:19|20)\d\d\b/g;
/**
 * An Arabic workplace noun that "ب" ("at") is glued to ("محاسب بشركة الكرمل", "ممرضة بمستشفى رمبام"):
 * the title ends before it. (Not the setting nouns a title keeps: "بقسم", "بعيادة", "بمختبر".)
 */
const WORKPLACE_AR = `(?:${WORKPLACE_NOUNS_AR}|مستشفى|مدرسة|بنك|جامعة|كلية|روضة|مؤسسة|جمعية|بلدية|مجلس|صيدلية|مقهى|سوبرماركت)`;
/** A noun that opens a workplace's name: a company, a hospital. */
const WORKPLACE_NOUN = String.raw`(?:חברת|בית\s+חולים|شركة|مستشفى)\s`;
// "Lemonade: Data Analyst": a colon parts an employer from its title as a dash does. The last: a
// part that opens with a workplace noun ("مطور Full Stack شركة Elementor") starts the
// employer even where the comma before it was lost (OCR drops commas). An Arabic comma read as the
// Arabic semicolon ("مساعدة مصففة؛ صالون …") parts them too, and a gap of spaces where a tab stood
// ("Tanndu  Full Stack Developer" in a Word file). A semicolon ends a title as the Arabic one does ("חשבת
// שכר; קודם לכן …"). English "for a" / "for an" and a word in lower case
// names whom the work was for ("Caregiver for an elderly woman", "Driver for a private family"), as
// an employer. Hebrew "אצל" ("at someone's": "שוליה אצל נגר",
// "מטפלת סיעודית אצל קשיש") leads to the workplace as "at" does, and so does Arabic "عند" ("مساعد سبّاك
// عند المعلم أبو سليم"); "with" and kin ("עם אבי", "مع والدي") say whom the work was with.
// "עובדת סוציאלית במחלקה לשירותים חברתיים של עיריית באר שבע", "Social Worker in the Social Services
// Department of Haifa Municipality": "של" / "of" after a setting phrase
// (glued by then, `withSettingsGlued`) leads to the employer whose setting it is.
/**
 * Kin or a master the work was done with ("עם אבי", "with my father", "مع والدي", "عند المعلم"): whom
 * the job was with, not part of its title.
 */
const KIN = String.raw`(?:(?:my|our)\s+(?:father|dad|mother|mom|brother|uncle|family|parents)|אבי|אבא|אמי|אחי|דודי|הוריי|ההורים|המשפחה|والدي|أبي|ابي|أخي|اخي|عمي|خالي|العائلة|المعلم)(?!\p{L})`;
/**
 * "مسّاح مكتب زعبي للمساحة", "محاسبة جمعية الأمل الخيرية", "עובדת סוציאלית עיריית באר שבע": a title
 * and its workplace in construct, with no preposition between: an office, association, factory,
 * hotel, restaurant, pharmacy or town hall with two words or more of its name (or of the place's
 * kind) after it. (Not after a word that takes it as its object: "مدير مكتب", "رئيس قسم", "موظفة
 * بلدية" are titles whole. English puts "at" or a comma there.)
 */
const NAMED_WORKPLACE_IN_CONSTRUCT = String.raw`(?<!(?<!\S)(?:مدير|مديرة|رئيس|رئيسة|مسؤول|مسؤولة|منسق|منسقة|سكرتير|سكرتيرة|موظف|موظفة|מנהל|מנהלת|ראש|מזכיר|מזכירת|עובד|עובדת))\s+(?=(?:مكتب|بلدية|جمعية|مصنع|فندق|مطعم|صيدلية|עיריית|מועצת|עמותת)\s+[^\s,،]+\s+[^\s,،])`;
const SEPARATORS = new RegExp(
  String.raw`[^\S\n]{2,}|\s*[:：]\s+|\s+[|@·•]\s+|\s*[|•·]\s*|\s+[-–—]\s+|\s*[,،؛]\s*|\s*;\s+|\s+(?:at|in)\s+|\s+for\s+an?\s+(?=[a-z])|\s+(?:אצל|عند)\s+|\s+(?:with|עם|مع)\s+(?=${KIN})|\s+ב-|\s+בחברת\s+|\s+בחברה\s+|\s+במשרד\s+|\s+في\s+شركة\s+|\s+لدى\s+|\s+في\s+|\s+ب(?=${WORKPLACE_AR}(?!\p{L}))|\s+ב(?=[A-Z])|[()]|\s+(?=${WORKPLACE_NOUN})|${NAMED_WORKPLACE_IN_CONSTRUCT}|(?<=\uE000[^\s\uE000]{1,40})\s+(?:של|of)\s+`,
  'u',
);

/**
 * Where a title gives way to the workplace: "נציגת שירות במוקד", "מתרגל בקורס מבוא…", "معلمة
 * رياضيات للمرحلة الثانوية" -> the words before. ("מורה לאנגלית" keeps its subject.)
 */
// (A name in initials, "בא.ב. מערכות חשמל"; the workplace nouns an ad's title is read with too, and a
// resume's own: a course, a school, a team, a town hall, a café, a bank, a kindergarten, a middle school
// ("בחטיבת ביניים"), a station, a carpentry shop, a garage, a kibbutz…) And "של" ("of") before a named
// workplace or an organisation's noun: "בוקר ברפת של קיבוץ יטבתה", "מדריכה בקייטנה של עיריית רעננה",
// 'טבח במטבח של מלון "דן"' end before it (the place they name before "של" is the title's setting).
const WORKPLACE = new RegExp(
  String.raw`\s+(?:של\s+ה?(?:${WORKPLACE_NOUNS_HE}|קיבוץ|מושב|עירייה|עיריית|מועצה|מועצת|עמותה|עמותת|רשות|ארגון)|של(?=\s+["״“”„]\p{L})|ב\p{L}+["״]\p{L}+|ב\p{L}\.(?:\s?\p{L}\.)+|ב(?:${WORKPLACE_NOUNS_HE}|קורס|מחלקה|מוקד|תיכון|אוניברסיט|מכלל|סטודיו|עירייה|עיריית|צוות|קפה|בר|סופר|סופרמרקט|מאפייה|מאפיית|בנק|עמותה|עמותת|מכון|מעון|קניון|אולם|אולמי|גן(?=\s+\S)|גני|פעוטון|צהרון|חטיבת|חטיבה|תחנת|תחנה|נגריית|נגרייה|מוסך|מספרה|מספרת|קיבוץ|מושב|אולפנת|אולפנה)|(?:للمرحلة|لمرحلة|للصفوف|لصفوف|للطلاب|في\s+قسم))(?!\p{L}).*$`,
  'u',
);

/**
 * Where a job was done, said by a generic noun after "ב" / "في" / "in": a ward or department, a unit,
 * a clinic, a store, a project, a day-care centre, kindergartens (plural: "מרפאה בעיסוק בגני חינוך
 * מיוחד", "في روضات التربية الخاصة"; one of a kind: "גננת בגן תקשורת"; one named kindergarten is a
 * workplace), intercity lines ("נהג אוטובוס בקווים בינעירוניים"), the community, the field ("אחות במחלקה פנימית",
 * "נציגת מכירות בחנות", "ممرضة في قسم الأطفال", "Nurse in the Cardiology Unit"). A recruiter reads
 * it as part of the title, which says what kind of job it was; a named workplace after "ב" is not.
 * The setting nouns: after "ב" (a word of its own: "במחלקה"), after "في" / "ب", after "in" / "at the".
 */
const SETTING_HE =
  'ב(?:מחלקה|מחלקת|יחידה|יחידת|מרפאה|מרפאת|חנות|חנויות|פרויקט|פרויקטים|קהילה|שטח|חדר|חדרי|אתר|אתרי|מעבדה|מעבדת|טיפול\\s+נמרץ|מעון\\s+יום|פעוטון|צהרון|גני|גנים|קווים|מחנה|מחנות|גן(?=\\s+(?:תקשורת|חובה|טרום|חינוך\\s+מיוחד|שפה|שפתי)(?![\\u05D0-\\u05EA])))';
/**
 * A unit or centre named by the work it does ("באגף הכספים", "במוקד שירות הלקוחות", "في مركز تطوير
 * الطفل"): a setting, where a bare one ("במוקד", "במוקד של מגדל") or one with a name after it ("במוקד
 * פרטנר", "في مركز الكرمل") is the workplace. A call centre or a centre takes an activity after it
 * (`unitOfAKind`); a municipal or company division ("אגף") any word.
 */
const SETTING_UNIT = `(?:ב(?:אגף|מוקד)|(?:في\\s+|ب)مركز)(?=\\s+[\\u05D0-\\u05EA\\u0621-\\u064A])`;
const UNIT_AT_START = /^\s*(?:ב(?:אגף|מוקד)|(?:في\s+|ب)مركز)(?!\p{L})/u;
const UNIT_THEN_WORD = /^\s*(?:באגף|במוקד|(?:في\s+|ب)مركز)\s+(?:ה(?=[\u05D0-\u05EA]{3}))?([^\s\uE000]+)/u;
/**
 * "في مركز خدمة تويوتا", "في مركز صيانة سامسونج": an Arabic centre's activity followed by a word with
 * no article that is no adjective (a nisba, "مهني", "طبية"; "هيونداي" is a name) is the brand or owner it belongs to, a
 * name; "في مركز خدمة الزبائن", "في مركز تأهيل مهني" stay of a kind.
 */
const ARABIC_CENTRE_THEN_NAME =
  /^\s*(?:في\s+|ب)مركز\s+[^\s\uE000]+\s+(?!(?:و?ب?ال|لل))[\u0621-\u064A]{2,20}(?<!(?<!ا)ي|ى|ية|يه|يّة)(?![\u0621-\u064A])/u;
function unitOfAKind(phrase: string): boolean {
  if (!UNIT_AT_START.test(phrase)) return true;
  const m = UNIT_THEN_WORD.exec(phrase);
  if (!m) return false;
  if (ARABIC_CENTRE_THEN_NAME.test(phrase)) return false;
  return /^\s*באגף/u.test(phrase) || isActivity(m[1]!, scriptOf(m[1]!));
}
const SETTING_AR =
  '(?:قسم|وحدة|عيادة|عيادات|روضات|مخيم|مخيمات|متجر|محل|مشروع|مختبر|غرفة|غرف|موقع|مواقع|العناية\\s+المركزة|الطوارئ)';
const SETTING_EN =
  '(?:department|ward|unit|clinic|store|shop|project|field|community|room|theatre|theater|site|sites|kindergartens|preschools|camp|camps)';
const NOT_QUALIFIER_EN = `(?:the|a|an|at|in|of|for|${SETTING_EN})`;
/** A word's end: a space, a comma or colon, or the line's end. */
const WORD_END = '(?![^\\s,،;؛:])';
/**
 * A Hebrew or Arabic word qualifying the noun after it ("פנימית", "الأطفال"), no "ב" / "של" / "في" word
 * ("בינעירוניים", "בינלאומי" open with "בין", not "ב").
 */
const RTL_QUALIFIER = `(?!ו?(?:ב(?!ינ|ין-)|של|في|ب))[\\u05D0-\\u05EA\\u0621-\\u064A\\u0660-\\u0669'׳-]{2,}${WORD_END}`;
/** An English word qualifying the noun before it ("Oncology"), no article, preposition or setting noun. */
const EN_QUALIFIER = `(?!${NOT_QUALIFIER_EN}${WORD_END})[A-Za-z-]{2,}(?=\\s)`;
/** A ward's letter or number after its name ("פנימית ב'", "الباطنية ب", "Internal Medicine B"). */
const WARD_MARK = `(?:[\\u05D0-\\u05EA\\u0621-\\u064A]['׳]?|\\d{1,2})${WORD_END}`;
/** Where a setting phrase must end: its part's end, or another "ב" ("וב": "and in") / "في" / "in" / "at" phrase. */
const PART_END = '[,،;؛:]|\\s*[(]|\\s*$|\\s+[|,،;؛:•·–—-]';
/**
 * A setting phrase and the space before it: "ב" + noun, "في" / "ب" + noun, then up to three words
 * qualifying it ("במחלקה פנימית", "في قسم الأطفال", "في وحدة العناية المكثفة العامة"); "in" / "at the" +
 * up to three words + noun ("in the Oncology Ward", "in the General Intensive Care Unit"; "at" with no
 * article names the employer: "Cashier at Shufersal store").
 */
const SETTING_PHRASE = new RegExp(
  [
    `(?<=\\S)\\s+(?:${SETTING_HE}|${SETTING_UNIT}|(?:في|ب)\\s+${SETTING_AR})${WORD_END}(?:\\s+${RTL_QUALIFIER}){0,3}(?:\\s+${WARD_MARK})?(?=${PART_END}|\\s+(?:ו?ב|في${WORD_END}|של${WORD_END}))`,
    `(?<=\\S)\\s+(?:in(?:\\s+(?:the|a|an))?|at\\s+(?:the|a|an))(?:\\s+${EN_QUALIFIER}){0,3}\\s+${SETTING_EN}${WORD_END}(?=${PART_END}|\\s+(?:at|in|of)${WORD_END})`,
  ].join('|'),
  'giu',
);
/**
 * "متدربة في التدقيق", "Trainee in Auditing": "في" / "in" and one word of an activity (or up to three
 * that name a field of study) that ends the part is the field the title is in, not where it was held
 * ("في الشركة", "in Haifa").
 */
const FIELD_PHRASE = new RegExp(
  `(?<=\\S)\\s+(?:في|in)\\s+(\\S{3,}|[^\\s,،;؛:|]{3,}(?:\\s+[^\\s,،;؛:|]{2,}){1,2})(?=${PART_END})`,
  'gu',
);
const namesField = (word: string) => !/^[a-z]/.test(word) && isActivity(word, scriptOf(word));
/**
 * "متدربة في علم النفس التربوي", "Intern in Educational Psychology": two or three words after "في" /
 * "in" that name a field of study are the field the title is in too.
 */
// (Not a workplace named by its kind: "في فندق دان كارمل" is a hotel, not hospitality studies.)
const OPENS_WITH_WORKPLACE_AR = new RegExp(`^(?:ال)?${WORKPLACE_AR}(?!\\p{L})`, 'u');
const namesStudyField = (words: string) =>
  fieldIn(words) !== null &&
  !namesEmployer(words) &&
  !INSTITUTION.test(words) &&
  !OPENS_WITH_WORKPLACE_AR.test(words) &&
  !OF_THE_FAMILY.test(words);

/** Glue put for the spaces of a setting phrase, so no separator or workplace cut parts it. */
const GLUE = '\uE000';

/**
 * "في محل حلويات العائلة", "בחנות המשפחתית", "in the family store": a place of the family's (or the
 * parents') is one business, the workplace, not a kind of place.
 */
const OF_THE_FAMILY =
  /(?<!\p{L})(?:العائلة|العائلي|العائلية|عائلتي|الأسرة|والدي|والديّ|המשפחה|המשפחתי|המשפחתית|משפחתי|משפחתית|ההורים|הוריי|family(?:'s|’s)?|parents(?:'|’)?)(?!\p{L})/iu;
/**
 * The line with the spaces of each setting phrase glued ("אחות\uE000במחלקה\uE000פנימית"), unless
 * it names a workplace, a school or a town. `unglued` undoes it.
 */
function withSettingsGlued(line: string): string {
  return line
    .replace(SETTING_PHRASE, (phrase, at: number) =>
      namesEmployer(phrase) ||
      townAfter(line.slice(at + phrase.length)) ||
      !unitOfAKind(phrase) ||
      INSTITUTION.test(phrase) ||
      OF_THE_FAMILY.test(phrase) ||
      cityInLine(phrase.trim().replace(/\s+/gu, ' '))
        ? phrase
        : phrase.replace(/\s+/gu, GLUE),
    )
    .replace(FIELD_PHRASE, (phrase, words: string) =>
      (/\s/u.test(words) ? namesStudyField(words) : namesField(words)) && !cityInLine(words)
        ? phrase.replace(/\s+/gu, GLUE)
        : phrase,
    );
}
const unglued = (text: string) => text.replaceAll(GLUE, ' ');

/**
 * "מזכירה רפואית במרפאת כללית ברחובות", "سكرتيرة طبية في عيادة كلاليت في الطيبة": a setting phrase
 * followed by "in" and a town names one place in that town, the workplace, not the kind of place the
 * job was done in (no label keeps a town in a title). Up to three words after the preposition.
 */
const IN_THEN_WORDS = /^\s+(?:ב-?|في\s+|ب|in\s+)([^\s,،;؛:|()]{2,30}(?:\s+[^\s,،;؛:|()]{2,30}){0,2})/u;
function townAfter(rest: string): boolean {
  const m = IN_THEN_WORDS.exec(rest);
  if (!m) return false;
  const words = m[1]!.split(/\s+/u);
  for (let n = words.length; n >= 1; n--) if (isTownOnly(words.slice(0, n).join(' '))) return true;
  return false;
}

/**
 * "מלקט במחסן קירור, "טעמים הפצה" – …", "عامل في مشتل، משתלת הגליל، روش بينا", "مستشارة تربوية في
 * المدرسة الإعدادية، مدرسة الرازي …": a title's first part that ends with a place in common words (no
 * name in quotes, no Latin letters, no digits, no town), with the workplace named in a part of its
 * own after it, says where the job was done: the place is the title's setting (the convention "Titles
 * with a setting"), unless its noun is one the lists call a workplace. (A noun and one word after it: three words name one place,
 * "מציל בבריכה העירונית רוממה"; an employer's noun, "בבנק …", "בסניף", is the workplace.) Where the place is the only workplace the line names
 * ("بائعة في محل حلويات، الناصرة"), the setting nouns alone decide (`SETTING_PHRASE`). (After what is
 * left of dates that open the line: "• 2020 – 2022: عامل في مشتل، …".)
 */
const PLACE_BEFORE_WORKPLACE =
  /^[^\p{L}]{0,20}?([^,،|–—()"״“”:]{2,60}?)(\s+(?:ב(?!-)|في\s+|ب)[\u05D0-\u05EA\u0621-\u064A][\u05D0-\u05EA\u0621-\u064A'׳]+(?:\s+[\u05D0-\u05EA\u0621-\u064A][\u05D0-\u05EA\u0621-\u064A'׳]+)?)\s*(?:[,،|]|\s[–—-]\s)\s*(["״“”\p{L}][^,،|–—]{1,60})/u;
/**
 * A place whose noun the lists above call a workplace ("במחסן", "במוקד", "في مدرسة", "في مركز صحي"):
 * the workplace, as those lists read it everywhere, not a setting (a setting noun is glued apart).
 */
const SETTING_HE_AT_START = new RegExp(`^${SETTING_HE}`, 'u');
const WORKPLACE_AR_AT_START = new RegExp(`^(?:في\\s+|ب)(?:ال)?(?:${WORKPLACE_AR}|مركز)(?!\\p{L})`, 'u');
const workplaceNoun = (place: string) =>
  (WORKPLACE.test(` ${place}`) && !SETTING_HE_AT_START.test(place)) || WORKPLACE_AR_AT_START.test(place);
/**
 * Nouns of an organisation, whose next word names it ("בבנק לאומי", "בסניף דיזנגוף", "ברשת ארומה",
 * "בקיבוץ מרחביה", "في شركة الكرمل", "في جمعية الأمل"): never the kind of a place.
 */
const ORGANISATION_AT_START =
  /^(?:ב|في\s+|ب)(?:ال)?(?:בנק|סניף|רשת|קיבוץ|מושב|חברה|חברת|עמותה|עמותת|קבוצת|עירייה|עיריית|משרד|מכון|אוניברסיט\S*|מכלל\S*|קניון|شركة|بنك|مؤسسة|جمعية|بلدية|مجلس|جامعة|كلية|فرع)(?!\p{L})/u;
/**
 * "במחסן קירור", "في مركز صحي", "في المدرسة الإعدادية", "בבית חולים": a workplace noun and a word
 * that says its kind names no workplace but the kind of place the job was done in, a setting (the
 * convention "Titles with a setting"), where the workplace is named in a part of its own after it.
 * Not an organisation's noun (its next word is its name), and not an Arabic noun without its
 * article before a word with it ("في مدرسة الرازي", "في مركز الكرمل": a construct, the place's name).
 */
function placeOfAKind(place: string): boolean {
  const words = place.replace(/^(?:في\s+)/u, '').split(/\s+/u);
  if (words.length !== 2 || ORGANISATION_AT_START.test(place)) return false;
  const [noun, kind] = words as [string, string];
  if (/^[\u0621-\u064A]/u.test(kind)) {
    const definite = (word: string) => /^(?:ب|و)?ال/u.test(word);
    return definite(noun) === definite(kind);
  }
  return !isRoleWord(kind);
}
const BRANCH_OF_PLACE = /^\s*(?:סניף|מחלקת|אגף|branch|department|dept\.?|فرع|قسم)(?!\p{L})/iu;
/**
 * "Teacher at a primary school, Ort Haifa", "Picker in a cold-storage warehouse, Taamim Distribution",
 * "School Counselor at the middle school, Al-Razi School": English "in" / "at" with an article and
 * up to three words in lower case (no name) before the workplace named apart, in capitals, is the
 * kind of place the job was done in, as the Hebrew and Arabic place is.
 */
const PLACE_BEFORE_WORKPLACE_EN =
  /^[^\p{L}]{0,20}?([A-Za-z][A-Za-z/&' -]{1,50}?)(\s+(?:in|at)\s+(?:a|an|the)(?:\s+[a-z][a-z-]{1,20}){1,3})\s*(?:[,|]|\s[–—-]\s)\s*(["“]?[A-Z][^,|–—]{1,60})/u;
/**
 * "משמרות ערב", "part-time", "ورديات مسائية", "live-in": a part after the place that says how the job
 * was held (its shifts, hours or scope) names no workplace, so the place before it is the only one the
 * line names: the workplace, not the title's setting ("מטפלת לקשישה בבית פרטי, משמרות ערב").
 */
const HOW_HELD =
  /^\s*(?:משמרות|משמרת|משרה|חצי\s+משרה|במשמרות|בערבים|בלילות|בסופי\s+שבוע|ورديات|وردية|مناوبات|مناوبة|دوام|بدوام|نصف\s+وظيفة|shifts?|night|nights|evening|evenings|weekends?|part[-\s]?time|full[-\s]?time|live-in|seasonal)(?![\p{L}-])/iu;
function withPlaceBeforeWorkplaceGlued(line: string): string {
  const en = PLACE_BEFORE_WORKPLACE_EN.exec(line);
  if (en) {
    const [, role, place, next] = en as unknown as [string, string, string, string];
    const fits =
      looksLikeRole(role.trim()) &&
      !OF_THE_FAMILY.test(place) &&
      !isTownOnly(next.trim()) &&
      !HOW_HELD.test(next) &&
      !BRANCH_OF_PLACE.test(next) &&
      cityInLine(next.trim().split(/\s+/).slice(0, 2).join(' ')) === null &&
      !/\d/.test(next);
    return fits ? line.replace(place, place.replace(/\s+/gu, GLUE)) : line;
  }
  const m = PLACE_BEFORE_WORKPLACE.exec(line);
  if (!m) return line;
  const [, role, place, next] = m as unknown as [string, string, string, string];
  const fits =
    looksLikeRole(role.trim()) &&
    !isTitleBWord(place.trim()) &&
    cityInLine(place.trim()) === null &&
    !namesEmployer(place.trim().replace(/^(?:ב|في\s+|ب)/u, '')) &&
    (!workplaceNoun(place.trim()) || placeOfAKind(place.trim())) &&
    !isTownOnly(next.trim()) &&
    !HOW_HELD.test(next) &&
    // ("מוכרת בקסטרו, סניף דיזנגוף": a branch or a department of the place makes it the workplace.)
    !BRANCH_OF_PLACE.test(next) &&
    cityInLine(next.trim().split(/\s+/).slice(0, 2).join(' ')) === null &&
    !/\d/.test(next);
  return fits ? line.replace(place, place.replace(/\s+/gu, GLUE)) : line;
}

/**
 * Words opening with "ב" that belong to a Hebrew title: its field ("ממונה בטיחות", "סוכנת ביטוח",
 * "מהנדסת ביצוע", "מרפאה בעיסוק"), its level ("בכירה"), its route ("נהג אוטובוס בינעירוני") or the
 * channel it serves by ("נציגת שירות בצ'אט", "נציג מכירות בטלפון"), and "domestic" ("טכנאי מזגנים ביתיים":
 * its stem, "בית", is too short for the adjective rule below).
 */
const TITLE_B_WORDS = new Set(
  `בטיחות ביטוח ביצוע בכיר בכירה בכירים בינעירוני בינעירונית בינלאומי בינלאומית בקרה בקרת בקר בדיקות בניין
  בנייה בינוי בישול ביקורת בריאות ביוב בנקאות ביטחון בטחון בעיסוק באמנות בגן בראיית בית
  בצ'אט בצ׳אט בטלפון ביתי ביתית ביתיים ביתיות`.split(/\s+/),
);
/** A final letter's form for the letter that ends a word once its suffix is taken off ("ביטחונ" -> "ביטחון"). */
const FINAL_FORM: Record<string, string> = { נ: 'ן', מ: 'ם', צ: 'ץ', פ: 'ף', כ: 'ך' };
/**
 * A "ב" word of a title, or its adjective ("מאבטח ובודק ביטחוני", "יועץ בטיחותי"): a title word with "י" /
 * "ית" / "יים" / "יות" after it, its last letter back in its final form (a stem of five letters or more:
 * "בגני", "in the kindergartens", is no adjective of "בגן").
 */
function isTitleBWord(word: string): boolean {
  if (TITLE_B_WORDS.has(word)) return true;
  const stem = word.replace(/(?:יים|יות|ית|י)$/u, '');
  if (stem === word || stem.length < 5) return false;
  const last = stem.slice(-1);
  return TITLE_B_WORDS.has(stem.slice(0, -1) + (FINAL_FORM[last] ?? last));
}

/** How many words after a workplace's "ב" word a town of its branch is looked for in. */
const TOWN_AFTER_WORDS = 8;

/**
 * "אנליסטית נתונים בשופרסל", "אופטיקאית בכירה באופטיקנה", "פקידת חיתום במנורה מבטחים": a Hebrew
 * title with its workplace joined to it by "ב". After the role word and a word of its own, a word
 * opening with "ב" that is no word of a title starts the workplace. (Right after the role word it
 * is the title's field: "ממונה בטיחות", "מתמחה בראיית חשבון".)
 */
function withoutAttachedWorkplace(part: string): string {
  const words = part.split(/\s+/);
  // 'שולייה במספרת "גלית עיצוב שיער"': a "ב" word before a name in quotes is a named workplace,
  // right after the role word too.
  // So is a "ב" glued to the quoted name itself ('חשבת שכר בכירה ב"אלקטרה שירותים"', 'ב-"מגה"').
  const named = words.findIndex(
    (word, i) =>
      i >= 1 &&
      ((/^ב[\u05D0-\u05EA]{2,}$/u.test(word) && /^["״“”]/u.test(words[i + 1] ?? '')) ||
        /^ב-?["״“”„]\p{L}/u.test(word)),
  );
  if (named > 0) return words.slice(0, named).join(' ');
  if (words.length < 3 || !looksLikeRole(words[0]!)) return part;
  // 'מציל בבריכה העירונית רוממה', 'מורה בבית הספר אורט': a "ב" word right after the role word whose
  // next word has the article names one place, the workplace (a setting is glued apart before).
  const definite =
    /^ב[\u05D0-\u05EA]{2,}$/u.test(words[1]!) &&
    !isTitleBWord(words[1]!) &&
    !isRoleWord(words[1]!) &&
    /^ה[\u05D0-\u05EA]{2,}$/u.test(words[2]!) &&
    !isRoleWord(words[2]!);
  if (definite) return words[0]!;
  // ("רכזת פרויקטים בשיווק": "ב" and an activity ending the part is the title's field, as "في
  // التدقيق" is.)
  // ("בצ'ק פוינט": a geresh within the name, for a sound Hebrew letters lack.)
  const bWord = (word: string, i: number) =>
    /^ב[\u05D0-\u05EA](?:['׳]?[\u05D0-\u05EA])+$/u.test(word) &&
    !isTitleBWord(word) &&
    !isRoleWord(word) &&
    !(i === words.length - 1 && isActivity(word.slice(1), 'he'));
  // "מציל בקאנטרי רמת גן": a "ב" word whose words after it name a town is a workplace's branch,
  // right after the role word too (unless the "ב" word opens the town: "מרכז הפצה באר שבע").
  // (A town looked for in the words from one on: within a few words, for reading every rest of a
  // long line is quadratic.)
  const townWithin = (from: number) =>
    cityInLine(words.slice(from, from + TOWN_AFTER_WORDS).join(' ')) !== null;
  const branch = words.findIndex(
    (word, i) =>
      i >= 1 && bWord(word, i) && townWithin(i + 1) && cityInLine(words.slice(i, i + 2).join(' ')) === null,
  );
  if (branch > 0) return words.slice(0, branch).join(' ');
  const at = words.findIndex((word, i) => i >= 2 && bWord(word, i));
  // ("מרכז הפצה באר שבע": a town's own "ב" is no workplace's, and the town shows the part is a place.
  // "אחראית משמרת בארומה בחיפה": a town after the "ב" word, not opened by it, is the workplace's.)
  const townOpens = (from: number) => townWithin(from) && !townWithin(from + 1);
  return at < 0 || townOpens(at) ? part : words.slice(0, at).join(' ');
}

/**
 * "סוכנת ביטוח בכירה / Senior Insurance Agent": one title written in two languages (a role word in
 * either), the one written first is the title.
 */
function firstOfBilingual(part: string): string {
  const m = part.match(/^([^/]+?)\s+\/\s+([^/]+)$/u);
  if (!m) return part;
  const [, first, second] = m as unknown as [string, string, string];
  const rtlOnly = (text: string) => RTL.test(text) && !/[A-Za-z]/.test(text);
  const latinOnly = (text: string) => /[A-Za-z]/.test(text) && !RTL.test(text);
  const twoScripts = (rtlOnly(first) && latinOnly(second)) || (latinOnly(first) && rtlOnly(second));
  return twoScripts && (looksLikeRole(first) || looksLikeRole(second)) ? first.trim() : part;
}

function cleanPart(part: string): string {
  // (Its edges trimmed a character at a time: an end-anchored pattern is quadratic on a long run.)
  return trimEdges(part, /[\s\-–—:|,.()]/, /[\s\-–—:|,(]/)
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** "נציגת תמיכה ואחר כך ראש צוות תמיכה": a longer title still, when its head is a role word. */
function longRole(part: string): boolean {
  const words = part.split(/\s+/);
  if (words.length > 8 || hasMailOrNumber(part)) return false;
  // An English title ends with its role word ("Senior Vessel Planning and Port Operations
  // Coordinator"); a Hebrew or Arabic one opens with it.
  // (Before its setting: "Nurse in the General Intensive Care Unit" ends its title at "Nurse".)
  const head = /^[A-Za-z]/.test(part)
    ? (part.split(/\s+(?:in|at)\s+/iu)[0] ?? part).split(/\s+/).slice(-2)
    : words.slice(0, 2);
  return looksLikeRole(head.join(' '));
}

/**
 * A line that labels its title ("Position: Process Engineer", "תפקיד: מלקט", "المسمى الوظيفي:
 * محاسب") says it is one whatever its words; a line that labels its employer ("Company: Intel")
 * holds none.
 */
const TITLE_LABEL =
  /^\s*(?:(?:job\s+)?title|position|role|(?:שם\s+ה)?תפקיד|משרה|(?:ال)?مسمى\s+(?:ال)?وظيفي|(?:ال)?وظيفة|(?:ال)?منصب)\s*[:：]\s*/iu;
const EMPLOYER_LABEL =
  /^\s*(?:company|employer|organi[sz]ation|workplace|חברה|מעסיק|מקום\s+עבודה|(?:ال)?شركة|جهة\s+العمل|مكان\s+العمل)\s*[:：]/iu;

/** A head line written as a sentence: "עבדתי כמנהלת חשבונות…", "Worked as a cook…", "عملت محاسبة…". */
const WORKED_AS =
  /^(?:\s*[-–—:|,.]?\s*)(?:עבדתי|עבד|עבדה|שימשתי|שימש|שימשה)\s+(?:בתור\s+|כ-?)|^\s*(?:worked|working|served)\s+as\s+(?:an?\s+)?|^\s*(?:عملت|عملتُ|أعمل|اعمل|اشتغلت)\s+(?:ك)?/iu;
/**
 * "Before moving to Eilat I was a cashier at Super-Pharm", "לפני המעבר הייתי קופאית בסופר-פארם",
 * "قبل ذلك كنت أمين صندوق في…": a job written as a sentence, the person saying what they were or
 * worked as after a clause of its own. The words up to it lead to the title.
 */
const SAID_AS =
  /^[^,،;؛:]{0,60}?(?:(?<!\p{L})I\s+(?:(?:currently|now)\s+)?(?:was|am|worked\s+as|work\s+as|served\s+as|serve\s+as|(?:have|had)\s+been(?:\s+working\s+as)?|(?:am|was)\s+working\s+as|started\s+(?:out\s+)?as|began\s+as|joined\s+as)\s+(?:an?\s+)?|(?<!\p{L})(?:הייתי\s+|(?:עבדתי|שימשתי|התחלתי)\s+(?:בתור\s+|כ-?)|אני\s+(?:(?:עובד|עובדת|משמש|משמשת)\s+(?:בתור\s+|כ(?!ללי(?:ת)?(?!\p{L}))-?)|(?!(?:עובד|עובדת|משמש|משמשת|גר|גרה|אוהב|אוהבת)\s)(?=[\u05D0-\u05EA]))|(?:עובד|עובדת|משמש|משמשת)\s+(?:בתור\s+|כ(?!ללי(?:ת)?(?!\p{L}))-?))|(?<!\p{L})و?(?:كنت|كنتُ|عملت|عملتُ|اشتغلت|أعمل|اعمل|أشتغل)\s+(?:ك)?|(?<!\p{L})و?بدأت\s+(?:العمل\s+)?ك)(?=\p{L})/iu;
/**
 * "ומאז אני עובד עם בדי ריפוד", "since then I work with leather": a part that still says "I" once the
 * words leading to a title are gone is a sentence about the person, no title. ("Engineer I" is a level.)
 */
const FIRST_PERSON = /(?<!\p{L})(?:אני|أنا|انا)(?!\p{L})|\bI\s+[a-z]/u;
/**
 * "בין השנים", "בשנים", "في الفترة", "מאז", "since", "from" before a year alone ("then Purser from
 * 2017"): words that only lead to the years.
 */
const YEARS_PHRASE =
  /(?<!\p{L})(?:(?:בין\s+השנים|בשנים|في\s+الفترة|خلال\s+الفترة|من\s+عام|بين\s+عامي)(?!\p{L})|(?:מאז|החל\s+מ-?|מ-?|منذ|since|from|من)(?=\s*(?:\d{1,2}[/.])?(?:19|20)\d\d))/giu;

/**
 * A head line without its dates: whole ranges with their "עד", "to" or "إلى", then what is left of
 * months, "present" and the words that lead to the years. A whole range parts what stood on either
 * side of it ("ניסיון: 2019–2025 מפתחת Full Stack" is a label, then the title), so it leaves a dash.
 * (Read once per text in a parse: `parse-memo.ts`.)
 */
const withoutDates = perParse(readWithoutDates);
function readWithoutDates(text: string): string {
  return text
    .replace(/(?<!\p{L})I\s+(?:currently|now)\s+(?=\p{L})/gu, 'I ')
    .replace(BETWEEN_RANGE, ' – ')
    .replace(WRITTEN_RANGE, ' – ')
    .replace(YEARS_PHRASE, ' ')
    .replace(DATES, ' ')
    .replace(MONTHS, ' ')
    .replace(ONGOING, ' ');
}

const SENTENCE_END = /^(?:\S+\s+){3,}\S+[.!?]$/u;

/**
 * A bracket after a title that says how the job was held ("IT Helpdesk (student job)", "(part-time)",
 * "(משרת סטודנט)", "(دوام جزئي)"): the title's qualifier, never the title.
 */
const EMPLOYMENT_BRACKET =
  /(?<=\p{L}\s*)\((?=[^()]*(?:\bjob\b|\bstudent\b|\bpart[-\s]?time\b|\bfull[-\s]?time\b|\btemp(?:orary)?\b|\bfreelance\b|\bseasonal\b|\bvolunteer|\bcontract\b|סטודנט|משרה|חלקית|זמני|עונתי|פרילנס|התנדבות|دوام|جزئي|طالب|مؤقت|تطوع|موسمي))[^()]{1,40}\)/giu;

/**
 * Unpaid leave as a resume names it ("On unpaid leave Apr 2020 – Mar 2021", "חל"ת 2020 – 2021",
 * "חופשה ללא תשלום", "إجازة بدون راتب"). Time off, as GAP_TIME; the years also take it out of the job
 * whose range holds it (`resume-fields.ts`). (Maternity leave is paid, and counted as the job's.)
 */
export const UNPAID_LEAVE =
  /\bunpaid\s+leave\b|\bleave\s+without\s+pay\b|(?<!\p{L})חל["״']ת(?!\p{L})|חופשה\s+ללא\s+(?:תשלום|שכר)|(?<!\p{L})إجازة\s+(?:بدون|بلا|دون|غير)\s+(?:راتب|أجر|اجر|مدفوعة)(?!\p{L})/iu;

/**
 * Time off between jobs, which has no title and no years: a gap year, a year of travel, a career
 * break, maternity leave, time at home raising children or with them, a search for work, a line that says the
 * person stopped working ("انقطاع عن العمل: 2013 – 2014", "توقفت عن العمل بعد …", "חיפוש עבודה").
 */
// (Each alternative opens with a letter: the lookahead `(?=\p{L})` passes over a long run of other
// characters at once, where every alternative and its lookbehind were tried at each place.)
export const GAP_TIME = new RegExp(
  `(?=\\p{L})(?:${[
    // A year off, travel, a career break.
    String.raw`שנת\s+(?:חופש|טיול|טיולים)|טיול\s+(?:ב|ל)\S|טיולים\s+ב\S|\btravell?ing\s+(?:in|through|around)\b|\bbackpacking\b|\btravel\s+year\b|سنة\s+(?:سفر|ترحال)`,
    String.raw`הפסקה\s+(?:בקריירה|בעבודה|מעבודה|מהעבודה)|\bgap\s+year\b|\bcareer\s+break\b|\bbreak\s+from\s+work\b|\bsabbatical\b|سنة\s+(?:تفرّغ|تفرغ|راحة)`,
    // Leave after a birth, raising children.
    String.raw`חופשת\s+לידה|\b(?:maternity|parental)\s+leave\b|إجازة\s+(?:أمومة|ولادة)|גידול\s+(?:ה)?ילדים|\braising\s+(?:my\s+|our\s+|the\s+)?(?:children|kids|family)\b|\bstay-at-home\b|تربية\s+(?:الأطفال|الاولاد|الأولاد)`,
    // Time at home with the children, said so ("2015–2019: בבית עם הילדים", "At home with my kids",
    // "في البيت مع الأولاد"), or as a role of the home ("עקרת בית", "homemaker", "ربة منزل").
    String.raw`(?<!\p{L})(?:ב)?בית\s+עם\s+(?:ה)?ילדים(?!\p{L})|(?<!\p{L})(?:אמא|אם)\s+במשרה\s+מלאה(?!\p{L})|(?<!\p{L})עקרת\s+בית(?!\p{L})|\bat\s+home\s+with\s+(?:my\s+|the\s+|our\s+)?(?:children|kids|family)\b|\bfull[-\s]time\s+(?:mother|mom|mum|parent)\b|\bhomemaker\b|في\s+(?:البيت|المنزل)\s+مع\s+(?:الأطفال|الاولاد|الأولاد|العائلة)|ربة\s+(?:بيت|منزل)(?!\p{L})`,
    UNPAID_LEAVE.source,
    // Stopped working, looking for work.
    String.raw`(?:انقطاع|انقطعت|توقف|توقفت|توقّفت)\s+عن\s+العمل|\bstopped\s+working\b|(?<!\p{L})(?:לא\s+עבדתי|הפסקתי\s+לעבוד)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:חיפוש|מחפש|מחפשת)\s+עבודה|\bjob\s+search(?:ing)?\b|\blooking\s+for\s+work\b|البحث\s+عن\s+عمل`,
    // Time abroad or a family's relocation ("שנה בחו"ל עם המשפחה", "Year abroad", "سنة في الخارج").
    String.raw`(?<!\p{L})(?:שנה|שנתיים|חצי\s+שנה|שנת|תקופה|תקופת|שהות|מגורים|חיים)\s+(?:ב)?חו["״'׳]?ל(?!\p{L})|רילוקיישן\s+(?:משפחתי|עם\s+(?:ה)?משפחה|לחו)`,
    String.raw`\b(?:a\s+)?(?:years?|months|time|period|stay)\s+(?:living\s+)?(?:abroad|overseas)\b|\bliving\s+(?:abroad|overseas)\b|\brelocat(?:ion|ed)\s+(?:abroad|overseas|with\s+(?:my\s+|the\s+|our\s+)?family)\b`,
    String.raw`(?:سنة|سنتين|سنتان|عام|عامين|فترة|إقامة|اقامة)\s+(?:في\s+|ب)الخارج|(?:انتقال|انتقلت)\s+(?:مع\s+العائلة|للخارج|إلى\s+الخارج|الى\s+الخارج)`,
    // A gap named as such ("فترة انقطاع: 2013–2014 …", "Career gap", "פער תעסוקתי").
    String.raw`(?:فترة|مدة)\s+(?:انقطاع|توقف|توقّف|راحة)|\b(?:career|employment|work)\s+gap\b|\bgap\s+in\s+(?:employment|work)\b|(?<!\p{L})(?:פער\s+תעסוקתי|תקופת\s+(?:הפסקה|אבטלה))(?!\p{L})`,
  ].join('|')})`,
  'iu',
);
/**
 * A move to another country and its language school ("immigration to Israel and Hebrew ulpan", "עלייה
 * לארץ", "الهجرة إلى كندا", "Ulpan (Hebrew), Ra'anana, 2021"): time that is no paid work. The years
 * leave it out (`resume-fields.ts` NOT_WORK); a head line of it that names no role has no title.
 */
export const MOVING_TIME = new RegExp(
  String.raw`(?=\p{L})(?:\bimmigrat(?:ion|ed|ing)\s+to\b|\baliyah\b|\bulpan\b|(?<!\p{L})(?:עלייה|עליה|עליתי|עלינו)\s+(?:לארץ|לישראל)(?!\p{L})|(?<!\p{L})אולפן\s+(?:ל)?עברית(?!\p{L})|(?<!\p{L})(?:ال)?هجرة\s+(?:إلى|الى|ل\p{L})|(?<!\p{L})هاجرت?\s+(?:إلى|الى))`,
  'iu',
);
const isMovingTime = quickTest(MOVING_TIME);

/**
 * Leave a job's line says it holds, in brackets after the job ("Nurse, Hadassah, 2016 – present
 * (incl. maternity leave 2019)", "(כולל חופשת לידה ב-2016)" after the dates, "(بما في ذلك إجازة
 * ولادة)"): the job's time, no time off of its own; read without it. (A line that is only such a note
 * stays time off: it names no job.)
 */
const INCLUDED_LEAVE =
  /(?<=\S[^\S\n]{0,3})\(\s{0,3}(?:incl\.?|including|כולל|בכלל\s+זה|بما\s+في\s+ذلك|بما\s+فيها|شامل(?:ة|ا)?)\s[^()\n]{0,80}\)/giu;
export const withoutIncludedLeave = (line: string) =>
  line.includes('(') ? line.replace(INCLUDED_LEAVE, ' ') : line;

const gapTime = quickTest(GAP_TIME);
/** A line of time off between jobs (GAP_TIME, as a quick test: `quick-test.ts`). */
export const isGapTime = (line: string) => gapTime(withoutIncludedLeave(line));

/**
 * The army named as a line's label ("IDF: combat fitness instructor, 2014 to 2016", "צבא: 1993–1996,
 * נהג משאית", "الجيش: …"): the line is the service, as "שירות צבאי: …" is. (Named as the workplace
 * of a job listed among the others, "Military Police Investigator, IDF — 2010 – 2013", it is a title.)
 */
const ARMY = String.raw`(?:IDF|צה["״']ל|צבא|(?:the\s+)?army|Israel\s+Defen[cs]e\s+Forces|(?:ال)?جيش(?:\s+(?:الإسرائيلي|الاسرائيلي|الدفاع))?)`;

/**
 * A line that opens by naming itself military or national service ("שירות צבאי: 2006 – 2009, נהג
 * משאית", "Military service: …", "الخدمة العسكرية: …"): the service, listed among the jobs, is not one.
 */
export const SERVICE_LABEL = new RegExp(
  String.raw`^\s*(?:[-*•·▪●◦‣∙]\s*)?(?:שירות\s+(?:צבאי|לאומי|סדיר|מילואים)|(?:military|army|national|civil)\s+service|الخدمة\s+(?:العسكرية|الوطنية|المدنية)|${ARMY})\s*[:：]`,
  'iu',
);

/**
 * A part of a line that names the service it was ("Israeli Air Force — regular and reserve service,
 * aircraft technician", "חיל הים – שירות סדיר, טכנאי", "سلاح الجو – خدمة عسكرية، فني"): the line is
 * the service, as a labelled one is. (Opening a part only: "רכזת שירות לאומי" coordinates volunteers.)
 */
// (Or a bracket after it that says so: "מנהל מערכת בחיל הקשר — 2011 – 2014 (שירות צבאי)", "Radar
// Technician, Israeli Navy — 2010 – 2012 (military service)", "مسعف – 2015 – 2017 (خدمة وطنية)".)
const SERVICE_PART =
  /(?:^|[-–—:|,،(]\s*)(?:(?:military|army|regular|reserve|compulsory|mandatory|national|civil)(?:\s+(?:and|&)\s+(?:regular|reserve))?\s+(?:service|duty)\b|שירות\s+(?:צבאי|לאומי|סדיר|מילואים|חובה)(?!\p{L})|(?:ال)?خدمة\s+(?:ال)?(?:عسكرية|وطنية|مدنية|إلزامية|احتياط)(?!\p{L}))/iu;
// ("2020 - 2021 שירות לאומי, בית ספר יסודי": the service opens the line once its dates are gone, as a
// PDF reads the gap between them as one space.)
export const namesService = (line: string) =>
  SERVICE_LABEL.test(line) || SERVICE_PART.test(line) || SERVICE_PART.test(withoutDates(line).trim());

/**
 * "تطوّع في جمعية "أخوة" – 2015 – 2016", "התנדבות בעמותת לתת – 2014 – 2016", "Volunteering at the Red
 * Cross, 2014 – 2016": a line that opens with the activity of volunteering (not a volunteer's role,
 * "מתנדבת בקו החם") and where it was is volunteering listed among the jobs: no job, no title, no years.
 */
const VOLUNTEERING_AT =
  /^(?:[\s\-*•·▪●◦‣∙]{0,4})(?:ו?ה?התנדבות(?=\s+(?:ב|ל|עם)|\s*[-–—,|])|(?:و?ال)?تط\u0648\u0651?ع(?=\s+(?:في|مع|لدى|ب)(?!\p{L})|\s*[-–—,،|])|volunteering(?=\s+(?:at|with|in|for)\b|\s*[-–—,|])|volunteer\s+work(?=\s+(?:at|with|in|for)\b|\s*[-–—,|]))/iu;

/** A line that opens with a year or a month of a year ("2015 – 2016 | …", "03/2019 – …"). */
const LEADING_RANGE = /^\s*(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d)/u;

/**
 * "تطوع: مرشد إسعاف أولي، كفر قاسم، 2015–2017", "Volunteering: Red Cross, 2016 – 2018", "התנדבות: …":
 * a volunteering section of one line, its heading before a colon (the activity, not a role). As a
 * volunteering section of its own, it is no work; a volunteer listed as a job ("מתנדבת קו חם – ער"ן |
 * 2014 – 2017", "Volunteer Caregiver — Red Cross") still is.
 */
export function volunteeringLabel(written: string): boolean {
  // "2015 – 2016 | تطوّع في جمعية …", "2016 – 2018: Volunteering at …": the dates written first are
  // no part of what the line opens with.
  const line = LEADING_RANGE.test(written) ? withoutDates(written).replace(/^[\s|:：–—,،-]+/u, '') : written;
  if (VOLUNTEERING_AT.test(line)) return true;
  const label = /^([^:：]{2,30})[:：]/u.exec(line.replace(/^[\s\-*•·▪●◦‣∙]+/u, ''))?.[1]?.trim();
  return (
    label !== undefined &&
    label.split(/\s+/).length <= 3 &&
    (headingKind(label) === 'volunteering' ||
      /^(?:volunteering|volunteer\s+(?:work|experience|activit(?:y|ies)))$|(?<!\p{L})(?:ו?ב?ה?התנדבות|התנדבותי(?:ת|ים)?)(?!\p{L})|(?<!\p{L})(?:و?ال)?تطوع(?:ي|ية)?(?!\p{L})/iu.test(
        label,
      ))
  );
}

/**
 * A credential named as such ("Fitness instructor certificate", "קורס מדריכי כושר", "תעודת הוראה",
 * "شهادة مدرب لياقة"): an English part that ends with the credential's noun, a Hebrew or Arabic one
 * that opens with it. It is schooling listed among the jobs, never a job's title.
 */
const CREDENTIAL_EN = /\b(?:certificate|certification|diploma|course|degree|licen[cs]e)\s*$/iu;
const CREDENTIAL_RTL =
  /^(?:תעודה|תעודת|קורס|הסמכה|הסמכת|רישיון|רשיון|דיפלומה|תואר|شهادة|دورة|دبلوم|رخصة|ترخيص)(?!\p{L})/u;
const namesCredential = (part: string) => CREDENTIAL_EN.test(part) || CREDENTIAL_RTL.test(part.trim());

/**
 * The school-leaving certificate by its names ("Bagrut", "Matriculation", "בגרות", "בגרות מלאה",
 * "توجيهي", "بجروت"): schooling, whatever line it stands on.
 */
const MATRICULATION = String.raw`(?:[Bb]agrut|[Mm]atriculation|(?:תעודת\s+)?בגרות|(?:ال)?توجيهي|(?:ال)?بجروت)`;
/**
 * A degree written where a title stands ("B.Sc. Biology", "B.A. במנהל עסקים", "MBA", "Ph.D. in
 * Chemistry", "بكالوريوس محاسبة", "ماجستير في التربية"): schooling among the work lines, never a title.
 */
const DEGREE_TITLE = new RegExp(
  String.raw`^(?:(?:B|M)\.?\s?(?:Sc|A|Ed|Des|Arch|Eng|Com|Tech|Pharm|SW|Mus|Phil|BA|FA)\.?|MBA|Ph\.?\s?D\.?|LL\.?\s?[BM]\.?|Bachelor(?:'s)?|Master(?:'s)?|Doctorate|بكالوريوس|ماجستير|دكتوراه|דוקטורט|${MATRICULATION})(?![\p{L}])`,
  'u',
);

/**
 * 'صاحب منجرة "الأرز" للمطابخ والأثاث', 'Owner, "Green Corner" flower shop': a name in quotes, and what
 * follows it, is the workplace's name; a title ends before it. A quote left open at the part's end
 * ('مركّزة مشروع "شباب', 'רכזת פרויקט "נוער', cut by the "في" / "in" / "ב-" inside the name) opens one too.
 */
function beforeQuotedName(part: string): string {
  const m = part.match(/^(\S.*?)\s+["״“”„]\S[^"״“”]{0,40}(?:["״“”]|$)/u);
  return m ? m[1]!.trim() : part;
}

/**
 * An English part that opens as a sentence or a duty does ("e.g. controllers.", "a personal account
 * application for…", "I've got experience…", "Designed, developed and deployed…"): a function word,
 * a pronoun, or a verb in the past tense. (Not the adjectives titles open with: "Registered Nurse",
 * "Certified Public Accountant".)
 */
const SENTENCE_OPENING =
  /^(?:(?:the|a|an|and|or|of|for|with|to|in|on|by|also|sometimes|including|such|etc|e\.g|i\.e)(?![\p{L}])|(?:I|I['’](?:ve|m|d)|my|we|our)\s)/u;
/** "Working with the UI/UX designer…", "Developing a new…": a verb in -ing before a function word (not "Managing Director"). */
const GERUND_CLAUSE = /^[A-Z]?[a-z]{3,}ing\s+(?:with|on|of|the|a|an|for|to|in|at|by|various|all)\s/u;
/** "Casual developer. First experience in an international team": two sentences (not "Sr. Developer", "St. Petersburg"). */
const twoSentences = (part: string) => part.split(/\s+/).length >= 5 && /\p{L}{4,}\.\s+\p{L}/u.test(part);
const TITLE_ADJECTIVE_ED =
  /^(?:registered|certified|licensed|licenced|qualified|experienced|chartered|skilled|trained|accredited|authori[sz]ed|enrolled|advanced|dedicated|seasoned|sworn|board-certified|detailed|talented|motivated)$/i;
function opensAsSentence(part: string): boolean {
  if (SENTENCE_OPENING.test(part) || GERUND_CLAUSE.test(part) || twoSentences(part)) return true;
  // A verb in the past tense stands alone or before a word in lower case ("Developed an app");
  // an adjective of a title before a capital ("Embedded Software Engineer", "Applied Scientist").
  const m = part.match(/^([A-Z]?[a-z]{3,}ed)(?:$|[\s,.;:]+([a-z])?)/);
  return m !== null && (m[0].length === part.length || m[2] !== undefined) && !TITLE_ADJECTIVE_ED.test(m[1]!);
}

/**
 * A part that opens with what no title opens with in Hebrew or Arabic: an Arabic verbal noun with
 * its article ("التنسيق مع موجّه الرافعة", "التواصل مع العملاء": a duty written without its bullet),
 * or "מרכז" before an adjective ("מרכז גריאטרי", "המרכז הרפואי": a centre, where a coordinator's
 * "מרכז" comes before a noun: "מרכז פרויקטים"), or before a noun that says what the centre is for
 * ("מרכז הפצה", "מרכז קניות", "מרכז יום": a distribution centre, a mall, a day centre).
 */
const opensAsArabicDuty = (part: string) => /^(?:و|ف)?الت[\u0620-\u064A]{3,}(?!\S)/u.test(part);
const namesCentre = (part: string) =>
  /^ה?מרכז\s+(?:ה?[\u05D0-\u05EA]{2,}י|הפצה|קניות|מבקרים|שיקום|יום)(?!\S)/u.test(part);
/**
 * "المدرسة الثانوية الشاملة": "مدرسة" is a school and a (woman) teacher; with its article opening the
 * part it is the school (a teacher's title opens without one: "مدرسة رياضيات").
 */
const namesTheSchool = (part: string) => /^(?:ب|و)?المدرس(?:ة|ه)(?!\p{L})/u.test(part);
/**
 * "קודמתי לאחראי משמרת ב-2019", "Promoted to Shift Supervisor in 2019", "تمت ترقيتي إلى مسؤول وردية": a
 * line under a job that says the person was promoted or appointed tells how the job changed; the role
 * it names is the next job's title, written on that job's own line, never a title of its own.
 */
const PROMOTION_SENTENCE =
  /^(?:ו?(?:קודמתי|קודמה|קודם|הועליתי|הועלתה|מוניתי|מונתה|מונה|עליתי|עלתה)\s+(?:לתפקיד\s+|לדרגת\s+)?[לכ](?=[\u05D0-\u05EA])|(?:(?:was|got|been)\s+)?(?:promoted|appointed|advanced|moved\s+up)\s+(?:to|as)\s|(?:و|ثم\s+)?(?:تم[ّ]?ت?\s+(?:ترقيت|تعيين)(?:ي|ه|ها)|ت?ر[ّ]?ق[ّ]?يت|ع[ُ]?ي[ّ]?نت)\s+(?:إلى|الى|ل|ك|في\s+منصب|لمنصب|بمنصب)(?:\s|(?=[\u0620-\u064A])))/iu;
const saysPromotion = (line: string) => PROMOTION_SENTENCE.test(withoutDates(line).trim());
const opensAsPlaceOrDuty = (part: string) =>
  opensAsArabicDuty(part) || namesCentre(part) || namesTheSchool(part) || PROMOTION_SENTENCE.test(part);

/**
 * A line that lists (three separators or more after a label: "WEB technologies: Angular, Webpack,
 * REST, Ajax") holds no job's title.
 */
const isList = (text: string) => (text.match(/[,،;؛]/gu) ?? []).length >= 3;

/**
 * "Room Attendant, later Floor Supervisor", "נציגת תמיכה ואחר כך ראש צוות תמיכה", "بائع ثم مدير
 * فرع": a promotion written with words, one title and then the next. Marked for the line's split
 * and read as an arrow when both sides name a role (`promotions` gives each its own title).
 */
const PROMOTION_WORD =
  /\s*[,،]?\s+(?:(?:and\s+)?(?:later|then|afterwards|subsequently)(?:\s+as)?|(?:ו?אחר\s+כך|ולאחר\s+מכן|ו?אח["״]כ|ובהמשך)(?:\s+כ-?)?|(?:ثم|ومن\s+ثم|وبعدها|و?لاحق(?:اً|ًا|ا)))\s+(?=\S)/giu;
const PROMOTED = '\uE001';
const PROMOTED_ARROW = ' → ';
function promotedRoles(part: string): string {
  const sides = part.split(PROMOTED).map(cleanPart).filter(Boolean);
  if (sides.length < 2) return sides[0] ?? '';
  return sides.every((side) => looksLikeRole(side)) ? sides.join(PROMOTED_ARROW) : sides[0]!;
}

/**
 * "I worked at Super-Pharm as a cashier", "עבדתי בסופר-פארם כקופאית", "عملت في سوبر فارم كبائعة": a job
 * said as a sentence with its workplace first, the title after "as" ("כ", "בתור", "ك", "بصفة") later on.
 */
// (And the Hebrew noun of work: "מ-2013 ועד היום עבודה עצמאית כגנן", as "freelance work as" and
// "عمل حر ك" say; and a link to an earlier time whose verb the sentence before said, "…, ועוד קודם
// כנציג שירות", "and before that as a clerk", "وقبل ذلك كموظف".)
const WORKED_VERB =
  /(?<!\p{L})(?:(?:ו?עוד\s+קודם|before\s+that|و?قبل\s+ذلك)(?=\s+(?:כ|as\s|ك))|worked|work|working|employed|hired|spent|joined|started|עבודה|עבדתי|עבדה|עבד|הועסקתי|הועסקה|שימשתי|שימשה|עובד|עובדת|عملت|عملتُ|اشتغلت|أعمل|اعمل|عمل|عملت)(?!\p{L})/iu;
const AS_WORD = /^(?:as|בתור|بصفة|بوظيفة|كـ)$/iu;
/** Where a title said after "as" ends: a stop, a bracket, a comma, or its own workplace or town. */
const AS_TITLE_END =
  /[.,;:()،؛!?]|\s+(?:at|in|for|with|since|from|between|ב-|אצל|של|في|لدى|منذ|من|بين)\s|\s+ב-?(?=["״“”])|\s+ב(?=[\u05D0-\u05EA])|\s+\d/iu;

/**
 * Words that may stand before the verb that opens a sentence: a link to the sentence before ("לפני
 * כן", "before that", "قبل ذلك"), what is left of its dates ("בין", "from … to", "من … إلى"), the kind
 * of work ("freelance work as", "self-employed").
 */
const OPENING_WORDS =
  /(?<!\p{L})(?:freelance|self-employed|independent|since|ו?לפני\s+כן|ו?קודם\s+לכן|ו?לפני\s+זה|ו?בעבר|before\s+that|prior\s+to\s+that|previously|earlier|و?قبل\s+ذلك|سابق(?:اً|ًا|ا)|בין|between|from|to|and|בשנים|و?من|إلى|الى|بين|ו?עד|ל-?)(?!\p{L})/giu;
/** A second role said in the same sentence: "וגם כנהג טרקטור", "and also as a driver", "وأيضًا كسائق". */
const ALSO_AS =
  /\s(?:וגם|וכן|ובנוסף)\s+כ-?(\p{L}.*)$|\s(?:and\s+)?(?:also|as\s+well)\s+as\s+(?:an?\s+)?(\p{L}.*)$|\s(?:وأيضا|وأيضًا|وايضا|وكذلك)\s+ك(\p{L}.*)$/iu;

function titleAfterAs(line: string): string {
  const verb = WORKED_VERB.exec(line);
  if (!verb) return '';
  const words = line
    .slice(verb.index + verb[0].length)
    .split(/\s+/)
    .filter(Boolean);
  // "as" right after the verb is read where the verb opens the sentence ("Worked as a forklift
  // operator for Tnuva"), not within one about something else ("experience building and working as").
  // ("Before that, between 2005 and 2012, I worked as…": a linking word and the dates before it still
  // open the sentence.)
  const opens = /^[\s\-–—:|,،.()]*(?:I\s+(?:have\s+|had\s+)?)?$/u.test(
    line.slice(0, verb.index).replace(OPENING_WORDS, ''),
  );
  // (Within the sentence: not past its first stop.)
  for (let i = opens ? 0 : 1; i < words.length && i <= 8; i++) {
    if (i > 0 && /[.;]$/u.test(words[i - 1]!)) return '';
    const word = words[i]!;
    let rest: string | undefined;
    if (AS_WORD.test(word))
      rest = words
        .slice(i + 1)
        .join(' ')
        .replace(/^(?:an?|the)\s+/iu, '');
    else {
      // A Hebrew "כ" or an Arabic "ك" glued to a role word: "כקופאית", "كبائعة", "כ-מלצר".
      const glued = /^(?:כ-?|ك)(\p{L}{2,}.*)$/u.exec(word);
      if (glued && isRoleWord(glued[1]!.replace(/[.,;:()،؛]+$/u, '')))
        rest = [glued[1]!, ...words.slice(i + 1)].join(' ');
    }
    if (rest === undefined) continue;
    const title = cleanPart(rest.split(AS_TITLE_END)[0] ?? '');
    if (!title || !looksLikeRole(title) || title.split(/\s+/).length > 5) return '';
    // "…כמשתלן במשתלת "גן עדן" וגם כנהג טרקטור של המשתלה", "as a picker and also as a forklift
    // driver": a second role said in the same sentence is a title of the same job, read as a promotion's
    // second title is (`promotions` gives each its own).
    const also = ALSO_AS.exec(rest.split(/[.!?;؛]/u)[0] ?? '');
    const second = also ? cleanPart((also[1] ?? also[2] ?? also[3] ?? '').split(AS_TITLE_END)[0] ?? '') : '';
    return second && looksLikeRole(second) && second.split(/\s+/).length <= 5
      ? `${title}${PROMOTED_ARROW}${second}`
      : title;
  }
  return '';
}

/**
 * "معلمة لغة عربية. مدرسة الناصرة الثانوية | أيلول 2016 – حتى الآن": a scan reads the Arabic comma
 * (and now and then a Hebrew one) between a title and its workplace as a full stop. Between two
 * Hebrew or Arabic words of a line that does not end as a sentence, it parts them as the comma did
 * (a Latin full stop may end an abbreviation: "Sr. Developer").
 */
const STOP_FOR_COMMA = /(?<=[\u05D0-\u05EA\u0620-\u064A]{2})\.\s+(?=[\u05D0-\u05EA\u0620-\u064A])/gu;
const commaForStop = (bare: string, line: string) =>
  /[.!?]\s*$/u.test(line) ? bare : bare.replace(STOP_FOR_COMMA, ', ');

/**
 * "مختبر الدم والكيمياء، مستشفى رمبام | فنية مختبر أولى": an Arabic setting noun ("مختبر" is also a
 * tester) before a word with the article is a place of a kind in a construct (the blood lab), no
 * title, where the line names another role.
 */
const PLACE_OF_A_KIND_AR = new RegExp(`^(?:ال)?${SETTING_AR}\\s+ال[\\u0621-\\u064A]{2,}`, 'u');

/** The role of one line of an entry's head, or ''. */
function readRoleInLine(line: string): string {
  // (Time off names no role, whatever words it holds: "انقطاع عن العمل: 2013 – 2014 (رعاية الأطفال)".)
  if (EMPLOYER_LABEL.test(line) || isGapTime(line)) return '';
  const labelled = line.match(TITLE_LABEL);
  if (labelled) {
    const rest = withoutDates(line.slice(labelled[0].length));
    const title = cleanPart(rest.split(SEPARATORS)[0] ?? '');
    if (title && !hasMailOrNumber(title) && title.split(/\s+/).length <= 8) return title;
  }
  const bare = commaForStop(withoutDates(line), line);
  if (PROMOTION_SENTENCE.test(bare.trim())) return '';
  const afterAs = titleAfterAs(bare);
  if (afterAs) return afterAs;
  // "Clinical Audiologist @ מכון השמיעה, …": what stands before a spaced "@" is the title, whatever
  // its words, as "at" says; the workplace after it may hold a role word ("השומר", "Architects").
  const atSign = bare.match(/^\s*([^@|,،]{2,60}?)\s+@\s+\S/u);
  if (atSign) {
    const title = cleanPart((atSign[1]!.split('(')[0] ?? '').replace(WORKPLACE, ''));
    if (title && !hasMailOrNumber(title) && title.split(/\s+/).length <= 6) return title;
  }
  const pieces = withSettingsGlued(withPlaceBeforeWorkplaceGlued(bare.replace(PROMOTION_WORD, PROMOTED)))
    .replace(EMPLOYMENT_BRACKET, ' ')
    .split(SEPARATORS);
  // The last piece of a list of three or more that ends the line with a stop ("ניהול אוסף…, קטלוג
  // במערכת Alma, הדרכות לבתי ספר.") ends a line of duties, however short.
  const dutyList = pieces.filter((p) => p && p.trim()).length >= 3 && /[.!?]\s*$/.test(bare);
  const found = pieces
    .map((raw) => {
      // (A job said as a sentence ends with the sentence's stop: "…הייתי קופאית בסופר-פארם.")
      const said = SAID_AS.test(cleanPart(raw ?? ''));
      const part = cleanPart(
        cleanPart(raw ?? '')
          .replace(SAID_AS, '')
          .replace(WORKED_AS, '')
          .replace(WORKPLACE, '')
          .replace(said ? /\s*[.!]$/u : /$^/u, ''),
      );
      // ("Team Leader במוקד שירות הלקוחות": an English title's Hebrew setting, still glued, is one word
      // of it for `latinRoleOnly`, no workplace run on.)
      const title = unglued(
        latinRoleOnly(beforeQuotedName(withoutAttachedWorkplace(firstOfBilingual(part)))),
      );
      return promotedRoles(latinTitleEnd(title));
    })
    // A sentence's end ("…, מניעת פצעי לחץ ודיווח לאחות המשמרת.") is a duty, whatever role it names.
    // (Nor a town whose name holds a role word: "ראש העין".)
    .filter(
      (part) =>
        part &&
        !SENTENCE_END.test(part) &&
        !(dutyList && /[.!?]$/.test(part)) &&
        !namesCredential(part) &&
        !opensAsSentence(part) &&
        !opensAsPlaceOrDuty(part) &&
        !headingKind(part) &&
        !FIRST_PERSON.test(part) &&
        // (A promotion, "Customs Broker → Head of Customs Department", is a title whatever its
        // length when each side is a role.)
        (looksLikeRole(part) ||
          longRole(part) ||
          (part.includes(PROMOTED_ARROW) && part.split(PROMOTED_ARROW).every(looksLikeRole))) &&
        !isTownOnly(part),
    );
  // "مختبر مستشفى رمبام | فنية مختبر": one word joined to the workplace noun after it (the hospital's
  // lab; "מעבדת בית החולים") heads the workplace's name, whatever role it may also name.
  const heads = new Set(
    Array.from(bare.matchAll(new RegExp(String.raw`(?<!\S)(\S+)\s+${WORKPLACE_NOUN}`, 'gu')), (m) => m[1]!),
  );
  const joined = (part: string) => heads.has(part);
  const joinedOrPlace = (part: string) => joined(part) || PLACE_OF_A_KIND_AR.test(part);
  const roles = found.some((part) => !joinedOrPlace(part))
    ? found.filter((part) => !joinedOrPlace(part))
    : found;
  // "مكتب …، محاسب قانوني – صاحب المكتب": the owner after the firm is the title (ownerAfterFirm).
  const owner = ownerAfterFirm(pieces);
  if (owner) return owner;
  // "המרכז הרפואי איכילוב | אחות אחראית משמרת": a workplace can hold a role word ("מרכז" is also a
  // coordinator); the part that names no workplace is the title.
  // "مدرسة الأمل للتربية الخاصة – أخصائية نطق": "مدرسة" is a school and a (woman) teacher; the part
  // that names no school or workplace is the title when there is one.
  return (
    // "תנובה, מרכז הפצה באר שבע – נהג חלוקה": a part naming a town is a branch or a site.
    // ("Saadeh Architects, Nazareth: Architectural Intern": a firm named by its trade is no title.)
    roles.find((part) => !namesWorkplace(part) && headed(part) && !cityInLine(part)) ??
    roles.find((part) => !namesEmployer(part) && !INSTITUTION.test(part) && headed(part)) ??
    // 'المدرسة الابتدائية "الزهراء" – مديرة المدرسة': both parts name a school ("مدرسة" is also a
    // teacher); the one that opens with a role, not with the school, is the title.
    roles.find(
      (part) => !namesEmployer(part) && headed(part) && !INSTITUTION.test(part.split(/\s+/)[0] ?? ''),
    ) ??
    roles.find((part) => !namesEmployer(part) && headed(part)) ??
    roles.find((part) => !namesEmployer(part)) ??
    roles[0] ??
    ''
  );
}

/**
 * The owner of the business ("صاحب المكتب", "בעלת העסק", "Owner", "Founder & Owner"): the person's
 * place in their own firm.
 */
const OWNER_PART =
  /^(?:(?:co-?)?(?:owner|founder|proprietor)(?:\s*(?:&|and|\/)\s*(?:(?:co-?)?(?:owner|founder)|manager|director|ceo))?|בעלים|בעל(?:ת|י)?\s+ה[\u05D0-\u05EA]{2,}|מייסד(?:ת)?|(?:صاحب|صاحبة|مالك|مالكة)(?:\s+ال[\u0621-\u064A]{2,})?|مؤسس(?:ة)?)$/iu;
/** A firm named by its kind or its legal form: "مكتب رامي أبو ريا", "משרד כהן", "Cohen & Co.". */
const FIRM_AT_START = new RegExp(
  `^(?:(?:ال)?${WORKPLACE_AR}|(?:${WORKPLACE_NOUNS_HE}|סטודיו|מספרת|מאפיית|עסק)(?=\\s))(?!\\p{L})|&\\s*(?:co|sons|partners)\\b`,
  'iu',
);
/**
 * "مكتب رامي أبو ريا، محاسب قانوني – صاحب المكتب", "Cohen & Co., CPA – Owner": a line that opens with
 * the firm and ends with its owner's part names the firm first (a firm is often named with its
 * trade: "…, CPA", "…, محاسب قانوني"), and the owner's part is the title, whatever role word the
 * parts between them hold.
 */
function ownerAfterFirm(pieces: (string | undefined)[]): string {
  const parts = pieces.map((p) => cleanPart(p ?? '')).filter(Boolean);
  if (parts.length < 2) return '';
  const last = parts[parts.length - 1]!;
  if (!OWNER_PART.test(last)) return '';
  const firm = parts[0]!;
  return FIRM_AT_START.test(firm) || namesEmployer(firm) ? last : '';
}

/** The role of one line of an entry's head, or '' (read once per line in a parse: `parse-memo.ts`). */
export const roleInLine = perParse(readRoleInLine);

const RTL = /[\u0590-\u05FF\u0600-\u06FF]/u;

/**
 * A Hebrew or Arabic title opens with its role word ("טלרית בכירה", "ممرضة قسم الطوارئ"); a part
 * where the role word only ends it ("סניף חולון מרכז", "מחוז מרכז": "מרכז" is also a centre) is a place.
 */
function headed(part: string): boolean {
  const firstRtl = part.split(/\s+/).find((word) => RTL.test(word));
  return firstRtl === undefined || looksLikeRole(firstRtl) || opensAsArabicCoordinator(part);
}

/** "Workplace, town – rest": the town alone between a comma and a spaced dash that ends the line's parts. */
const WORKPLACE_TOWN_DASH = /^(.+?)\s*[,،]\s*([^,،|–—-]{2,40}?)\s+[-–—]\s+([^,،|–—]{2,60})$/u;
/** Words then a name in quotes: an organisation ('מרכז גריאטרי "נווה אביבים"', 'مخبز "الأمراء"'). */
const QUOTED_NAME = /\p{L}{2,}\s+["״“”][^"״“”]{2,40}["״“”]/u;

/**
 * 'מרכז גריאטרי "נווה אביבים", קריית גת – כוח עזר סיעודי': a workplace and its town, then a dash and
 * the title. The part after the town is the title when it is short, names no workplace, and either
 * reads as a role or follows a part that names a workplace ("מרכז" is also a coordinator).
 */
function titleAfterTown(line: string): string {
  const m = withoutDates(line).trim().match(WORKPLACE_TOWN_DASH);
  if (!m || !isTownOnly(m[2]!)) return '';
  const [before, after] = [cleanPart(m[1]!), cleanPart(m[3]!.split('(')[0]!)];
  if (!after || after.split(/\s+/).length > 5 || hasMailOrNumber(after) || /[.!?]$/.test(after)) return '';
  if (namesEmployer(after) || INSTITUTION.test(after) || isTownOnly(after)) return '';
  const workplaceBefore = namesEmployer(before) || INSTITUTION.test(before) || QUOTED_NAME.test(before);
  // ('מטפלת, בית אבות "נווה הורים", נתניה – מחלקה סיעודית', 'Metal Fabricator, "Barzel" Ltd., Migdal
  // HaEmek – steel structures': a line that opens with its title, then the workplace and town, ends
  // with a ward or a line of work, not another title, unless that reads as a role.)
  const firstPart = cleanPart(before.split(/[,،]/u)[0] ?? '');
  const opensWithTitle = firstPart !== before && looksLikeRole(firstPart) && !namesEmployer(firstPart);
  if (opensWithTitle && !looksLikeRole(after)) return '';
  return looksLikeRole(after) || workplaceBefore || !looksLikeRole(before) ? after : '';
}

/** A place "of" a named employer: "מרכז ההפצה של שופרסל", "المستودع التابع لشركة …". */
const OF_EMPLOYER = /^\S+\s+\S+\s+(?:של|التابع\s+ل|التابعة\s+ل)\S*\s+\S/u;

/**
 * "Dan Carmel Hotel, Haifa" / "Banquet Captain, 2021 – present": a line without dates whose last part
 * is a town, above a dated line of the same head with words of its own, is the job's workplace.
 */
function workplaceLine(line: string, below: string[]): boolean {
  if (/\b(?:19|20)\d\d\b/.test(line)) return false;
  const parts = withTownApart(
    withoutDates(line)
      .split(SEPARATORS)
      .map((p) => cleanPart(p ?? ''))
      .filter(Boolean),
  );
  // "מרכז ההפצה של שופרסל, באר טוביה": a place "of" a named employer ("של", "التابع ل") is a
  // workplace, whatever town it names.
  const ofEmployer = parts.length >= 2 && OF_EMPLOYER.test(parts[0]!);
  if (parts.length < 2 || (!isTownOnly(parts[parts.length - 1]!) && !ofEmployer) || isTownOnly(parts[0]!))
    return false;
  // (Not "Forklift Operator, Fox Group, Ashdod" above "Mar 2018 – Sep 2021 (3.5 years)", nor a title
  // above "منذ آذار 2019": a line that names a role stays the title unless the dated line names one.)
  const datedAt = below.findIndex((l) => /\b(?:19|20)\d\d\b/.test(l));
  const dated = below[datedAt];
  if (dated === undefined || isGapTime(dated)) return false;
  // ("בית לוינשטיין – מרכז שיקום, רעננה" over "מרפאה בעיסוק" over the dates: a line naming a role
  // between it and the dates is the title, whatever role word the workplace holds.)
  if (roleInLine(dated) !== '' || below.slice(0, datedAt).some((l) => roleInLine(l) !== '')) return true;
  // "אינטל ישראל, קריית גת" / "גזבר ראשי – אתר ייצור" / "2020 – היום": words between the workplace
  // and the dates are the title even when no role word says so.
  const words = [...below.slice(0, datedAt), dated]
    .map((l) => withoutDates(l).replace(DURATION, ' ').replace(SINCE, ' '))
    .join(' ');
  return roleInLine(line) === '' && /\p{L}{2,}/u.test(words);
}

/** A Latin name, then Hebrew or Arabic words: "מרכז שירות Hyundai ראשון לציון". */
const LATIN_THEN_TOWN = /^(.*[A-Za-z0-9])\s+([\u0590-\u05FF\u0600-\u06FF][^A-Za-z]*)$/u;

/**
 * A line's parts with a town run on to the Latin name before it put apart: a right-to-left line
 * draws the comma after a Latin word at the word's far end, where OCR loses it ("כלמוביל – מרכז
 * שירות Hyundai ראשון לציון" for "…Hyundai, ראשון לציון"). Only the last part, and only a town.
 */
function withTownApart(parts: string[]): string[] {
  const m = parts[parts.length - 1]?.match(LATIN_THEN_TOWN);
  if (!m || !isTownOnly(m[2]!)) return parts;
  return [...parts.slice(0, -1), m[1]!.trim(), m[2]!.trim()];
}

/** "(3.5 years)", "(6 שנים)", "(سنتان)": how long a job lasted, written after its range. */
const DURATION =
  /\(?\s*(?:\d+(?:[.,]\d+)?\s*)?(?:years?|yrs?|months?|שנים|שנה|שנתיים|חודשים|سنوات|سنة|سنتان|سنتين|أشهر|شهور)\s*\)?/giu;
const SINCE = /(?:\bsince\b|\bfrom\b|(?<!\p{L})(?:מאז|החל\s+מ-?|منذ|من)(?!\p{L}))/giu;

/** A firm named by its trade in the plural after its owners' names: "Ofir Kadosh Architects". */
const FIRM_OF_TRADE = /^(?:[A-Z][\p{L}'’&.-]*\s+){1,3}([A-Z][a-z]+s)$/u;

/**
 * "המרכז הלוגיסטי בשוהם": a Hebrew title has no article, so a part whose first word is a role word
 * only once its "ה" is taken off ("המרכז", read as "רכז") names a place.
 */
function definiteHebrewHead(role: string): boolean {
  const first = role.split(/\s+/)[0] ?? '';
  return /^ה[\u05D0-\u05EA]{2,}$/u.test(first) && !isRoleWord(first) && looksLikeRole(first);
}

/**
 * A line whose role is a workplace's name ("מרפאת השיניים ד"ר רז, אשקלון", a clinic), or whose first
 * part goes on from its role word to a workplace's noun or legal form: "Vet Center Rehovot",
 * 'חשמלאי הצפון בע"מ', "عيادة طبيب الأسنان د. خليل" (the role read of them, "Vet", is the name's word).
 */
export function workplaceRoleLine(line: string): boolean {
  const role = roleInLine(line);
  if (role === '') return false;
  const first = cleanPart(withoutDates(line).split(SEPARATORS)[0] ?? '');
  if (namesWorkplace(role) || (first !== role && namesWorkplace(first))) return true;
  if (first.length > 80) return false;
  const shop = SHOP_FIRST.test(first) ? first : (first.match(SHOP_AFTER)?.[1] ?? '');
  return shop !== '' && !looksLikeRole(shop.replace(SHOP_NOUN, ' '));
}

/**
 * A business named by its kind of premises: a Hebrew or Arabic name opening with the noun ("מספרת
 * גלית", "عيادة طبيب الأسنان د. خليل"), an English one ending with it and a name ("Vet Center Rehovot",
 * "Dentist Smile Clinic"). Not "مركز" (also the coordinator, unvowelled), not a noun a role word
 * follows ("Clinic Manager").
 */
const SHOP_NOUN =
  /(?:^|\s)(?:ה?(?:מספרת|מסעדת|מאפיית|מוסך|סלון|חנות|קליניקת|מרפאת|בית\s+מרקחת)|(?:ال)?(?:عيادة|صيدلية|مطعم|فندق|مخبز|صالون|كراج|محل|مشغل)|Center|Centre|Clinic|Hospital|Salon|Studio|Shop|Store|Garage|Bakery|Restaurant|Caf[eé]|Hotel|Pharmacy)(?!\p{L})/u;
const SHOP_FIRST =
  /^(?:ה?(?:מספרת|מסעדת|מאפיית|מוסך|סלון|חנות|קליניקת|מרפאת|בית\s+מרקחת)|(?:ال)?(?:عيادة|صيدلية|مطعم|فندق|مخبز|صالون|كراج|محل|مشغل))(?!\p{L})/u;
const SHOP_AFTER =
  /^[A-Z][\p{L}'’.-]*(?:\s+[A-Z][\p{L}'’.-]*){0,2}\s+((?:Center|Centre|Clinic|Hospital|Salon|Studio|Shop|Store|Garage|Bakery|Restaurant|Caf[eé]|Hotel|Pharmacy)(?:\s+[A-Z][\p{L}'’.-]*){0,3})$/u;

/**
 * 'משרד עו"ד גולן, ברק ושות\'', "مكتب المحامي رامي خوري", "Cohen & Partners": a firm named by its kind
 * or its legal form, whatever trade's role word follows. (Only nouns no title opens with: not
 * "מרפאה", the clinic and the therapist of "מרפאה בעיסוק".)
 */
const FIRM_BY_KIND =
  /^(?:משרד|חברת|מפעל|קבוצת|סטודיו|(?:ال)?(?:مكتب|شركة|مصنع))(?!\p{L})|&\s*(?:co|sons|partners)\b/iu;

/** A role that is a workplace's name: a medical centre, a school, a firm of architects. */
function namesWorkplace(role: string): boolean {
  if (namesEmployer(role) || INSTITUTION.test(role) || definiteHebrewHead(role) || FIRM_BY_KIND.test(role))
    return true;
  const firm = role.match(FIRM_OF_TRADE);
  return (
    firm !== null &&
    looksLikeRole(firm[1]!.slice(0, -1)) &&
    !looksLikeRole(role.slice(0, role.length - firm[1]!.length))
  );
}

/** A title in English followed by Hebrew or Arabic words: the Latin run, then the rest. */
const LATIN_THEN_RTL = /^([A-Za-z][A-Za-z0-9&/.'+ -]{1,60}?)\s+([\u0590-\u05FF\u0600-\u06FF].*)$/u;

/**
 * "Web Developer Naya Technologies", "Stock Market Specialist Professional Registry Center": an
 * English title ends with its role word, so capitalised words after the last one that name no role
 * are the employer (or a town) run on to it. (Not a phrase after it: "Director of Sales", "Chef de
 * Partie", "Engineer II".)
 */
function latinTitleEnd(part: string): string {
  if (!/^[A-Za-z][A-Za-z0-9&/.'+# -]*$/u.test(part)) return part;
  const words = part.split(/\s+/);
  let last = -1;
  words.forEach((word, i) => {
    if (looksLikeRole(word)) last = i;
  });
  const tail = words.slice(last + 1);
  if (last < 0 || tail.length === 0 || words.length < 3) return part;
  const runOn = tail.every((word) => /^[A-Z][A-Za-z&.-]+$/u.test(word) && !/^(?:I{1,3}|IV|V)$/u.test(word));
  return runOn ? words.slice(0, last + 1).join(' ') : part;
}

/**
 * "Senior Production Planner אלביט מערכות": an English title run into the Hebrew or Arabic
 * workplace after it (a scan or a PDF lost the comma between them) is the English run alone, when
 * the rest is two words or more and names no role ("QA Engineer בכיר" keeps its level).
 */
function latinRoleOnly(part: string): string {
  const m = part.match(LATIN_THEN_RTL);
  if (!m) return part;
  const [, latin, rest] = m;
  if (rest!.split(/\s+/).length < 2 || looksLikeRole(rest!) || !looksLikeRole(latin!)) return part;
  return latin!.trim();
}

/**
 * Words that make a part a workplace: a medical centre, a hospital, a company's legal suffix, a
 * clinic, lab, institute or pharmacy of one of the four health funds ("במרפאת כללית", "في عيادة مكابي",
 * "في مختبر مكابي المركزي", "במעבדת מאוחדת": named, not a kind of clinic or lab).
 */
// (Each alternative opens with a letter: the lookahead `(?=\p{L})` passes over a long run of other
// characters at once, where every alternative and its lookbehind were tried at each place.)
const EMPLOYER =
  /(?=\p{L})(?:(?<!\p{L})ה?מרכז\s+ה?רפואי|(?<!\p{L})בית\s+ה?חולים|(?<!\p{L})ה?בנק(?!\p{L})|(?<!\p{L})סניף(?!\p{L})|(?<!\p{L})רשת(?!\p{L})|(?<!\p{L})חברת(?!\p{L})|(?<!\p{L})(?:עיריית|עירייה|מועצה|אגף)(?!\p{L})|(?<!\p{L})(?:מרפאת|ה?מרפאה)(?!\p{L})(?!\s+בעיסוק)|(?<!\p{L})(?:ב|في\s+|ب)?(?:מרפאת|קופת\s+חולים|מעבדת|מכון|בית\s+מרקחת|عيادة|عيادات|مختبر|معهد|صيدلية)\s+(?:כללית|מכבי|מאוחדת|לאומית|كلاليت|مكابي|مئوحيدت|لئوميت)(?!\p{L})|בע"מ|\bmunicipality\b|\bcouncil\b|بلدية|(?:ال)?مجلس\s+(?:ال)?(?:محلي|إقليمي|اقليمي|بلدي)|\bltd\b|\binc\b|\bllc\b|\bcorp(?:oration)?\b|\bgroup\b|\bbank\b|\bbranch\b|\bmedical\s+center\b|\bhospital\b|مستشفى|المركز\s+الطبي|مركز\s+طبي|شركة|(?<!\p{L})بنك(?!\p{L})|(?<!\p{L})فرع(?!\p{L}))/iu;
const namesEmployer = quickTest(EMPLOYER);

const INSTITUTION =
  /(?:אוניברסיט|מכללת|המכללה|בית\s+ספר|בית\s+הספר|\buniversity\b|\bcollege\b|\bschool\b|جامعة|كلية|مدرسة|معهد)/iu;

/** A line of the person's birth ("مواليد 1988", "Born 1990", "ילידת 1992"), read among the jobs when it ends the page. */
const BIRTH_AT_START = new RegExp(`^[\\s\\p{P}]*(?:${BIRTH_LABEL.source})`, 'iu');
const opensWithBirth = (line: string) => BIRTH_AT_START.test(line);

/** A part passed over as a workplace's name, whatever its words. */
const WORKPLACE_MARK = '\uE002';
const QUOTE_OPEN = /^["״“”„]\S[^"״“”\n]{0,40}["״“”]/u;
const WORD_THEN_QUOTE = /^(\S+)\s+["״“”„]\S[^"״“”\n]{0,40}["״“”]/u;
function quotedWorkplace(part: string): boolean {
  if (QUOTE_OPEN.test(part)) return true;
  const m = part.match(WORD_THEN_QUOTE);
  return m !== null && !looksLikeRole(m[1]!);
}

/**
 * The title by its place when no word says it is one: the first words of the entry's first line
 * that is more than dates ("01/2021 - حتى الآن: خباز، مخبز الأمل" -> "خباز"), when short and not a
 * workplace or a school.
 */
export function titleByPosition(head: string[]): string {
  // "בנק הפועלים, סניף חולון – טלרית בכירה": a part naming a workplace is passed over for the
  // next one, on the same line or the next line of the head.
  let sawText = false;
  for (const line of head) {
    // ("SQL Server 2012–2016, SSIS packages •": a right-to-left page's PDF draws a Latin bullet's
    // glyph at the line's end; the line is a duty.)
    if (isGapTime(line) || opensWithBirth(line) || /[•▪●◦‣∙]\s*$/u.test(line)) return '';
    if (EMPLOYER_LABEL.test(line)) continue;
    // "הפניקס, רמת גן: חתמת ביטוח אלמנטרי": what follows a colon is the title, what leads to it
    // the employer (or the dates).
    const bare = withoutDates(line).replace(/^[^:：]{2,60}[:：]\s+(?=\S)/u, '');
    if (isList(bare)) return '';
    const parts = withSettingsGlued(bare)
      .split(SEPARATORS)
      // ('"ריפוד מוטי" – רפד עצמאי', 'מוסך "אוטו סטייל" – רפד רכב': a part that opens with a name in
      // quotes, or with one word that names no role before it, is the workplace, written first.)
      .map((p) => (quotedWorkplace(cleanPart(unglued(p ?? ''))) ? WORKPLACE_MARK : p))
      .map((p) =>
        unglued(
          beforeQuotedName(
            withoutAttachedWorkplace(
              cleanPart(
                cleanPart(p ?? '')
                  .replace(SAID_AS, '')
                  .replace(WORKED_AS, '')
                  .replace(WORKPLACE, ''),
              ),
            ),
          ),
        ),
      )
      .filter(Boolean);
    // ("MCB  Associate's Degree (2012 – 2017)": a line that names a credential is schooling, all of it.)
    if (parts.some(namesCredential)) return '';
    for (const part of parts) {
      // A town alone ("Haifa" under a sidebar's e-mail and phone, read after the last job) names no
      // role, as a workplace does not.
      if (
        part === WORKPLACE_MARK ||
        namesEmployer(part) ||
        INSTITUTION.test(part) ||
        isTownOnly(part) ||
        namesCentre(part)
      ) {
        sawText = true;
        continue;
      }
      // ("ליווי קהילות המפונים", "تنظيف الغرف": a duty written without its bullet opens with an
      // activity; a title found by its place opens with its holder.)
      const first = part.split(/\s+/)[0] ?? '';
      const opensWithActivity = !/[A-Za-z]/.test(first) && isActivity(first, scriptOf(first));
      if (
        namesCredential(part) ||
        opensAsSentence(part) ||
        headingKind(part) ||
        opensWithActivity ||
        opensAsArabicDuty(part)
      )
        return '';
      const words = part.split(/\s+/).length;
      // Not a sentence's end ("day.") nor a lower-case fragment.
      const fragment = /[.!?]$/.test(part) || /^[a-z]/.test(part);
      return words <= 5 && !fragment && !hasMailOrNumber(part) ? part : '';
    }
    // Only the first line with words is read unless all it named was a workplace.
    if (parts.length > 0 && !sawText) return '';
  }
  return '';
}

/**
 * "Senior Vessel Planning and Port Operations" / "Coordinator | Haifa Port Company | 2019 – Present":
 * a title too long for its line, wrapped before its last word. The line above names no role, no
 * workplace, town or date; the line under it opens with a short role and names a workplace after
 * it, so the line above is not the employer's name. The title whole, or ''.
 */
const ORGANISATION_WORD =
  /\b(?:technologies|systems|solutions|industries|company|services|international|holdings|labs?|networks|software|enterprises)\b/i;

function wrappedTitle(above: string, line: string, role: string): string {
  const words = above.trim().split(/\s+/);
  const parts = withoutDates(line)
    .split(SEPARATORS)
    .map((p) => cleanPart(p ?? ''))
    .filter(Boolean);
  // One bare role noun ("Coordinator") is rarely a whole title; "System Administrator" under
  // "Check Point Software Technologies" is one, under its employer.
  const roleOpens = parts[0] === role && !/\s/.test(role);
  const aboveIsTitleStart =
    words.length <= 6 &&
    !hasMailOrNumber(above) &&
    !/[.:!?;,]\s*$/.test(above) &&
    !SEPARATORS.test(above.trim()) &&
    !isBulletLine(above) &&
    !namesWorkplace(above.trim()) &&
    !ORGANISATION_WORD.test(above) &&
    // ('מסעדת "יאפו"' over "טבחית | 2013 – 2015": words then a name in quotes are an organisation.)
    !QUOTED_NAME.test(above) &&
    !cityInLine(above) &&
    /\p{L}{2,}/u.test(above);
  return roleOpens && parts.length >= 2 && aboveIsTitleStart ? `${words.join(' ')} ${role}` : '';
}

/** "מאז 2017", "since 03/2017", "منذ 2017": a start year with no end, a span open to this day. */
const OPEN_SINCE = new RegExp(
  `(?:\\bsince|(?<!\\p{L})(?:מאז|החל\\s+מ-?|منذ))\\s*(?:(?:${MONTH_WORD})\\s*|\\d{1,2}[/.])?(?:19|20)\\d\\d`,
  'iu',
);
const openSince = (line: string) =>
  OPEN_SINCE.test(line) && (line.match(/\b(?:19|20)\d\d\b/g) ?? []).length === 1;

/** "System Administrator → DevOps Engineer": a promotion written with an arrow, from one title to the next. */
const PROMOTION_ARROW = /\s*(?:→|←|⟶|⟵|⇒|⇐|->|=>|<-)\s*/u;

/** The titles of a role written as a promotion, each held in turn; the role itself otherwise. */
function promotions(role: string): string[] {
  const titles = role.split(PROMOTION_ARROW).map(cleanPart);
  return titles.length > 1 && titles.every((title) => title && looksLikeRole(title)) ? titles : [role];
}

/**
 * A title then its own years in brackets, up to a comma or the line's end. (Each part bounded: a hostile
 * line of thousands of words with no bracket took seconds, every start reading to the line's end.)
 */
const TITLE_WITH_YEARS =
  /([^,،;؛()]{1,120}?)\s*\(([^()]{0,80}?\b(?:19|20)\d\d\b[^()]{0,80})\)\s*(?:[,،;؛]\s*|$)/gu;

/**
 * "מזכירה משפטית בכירה (מ-2022), מזכירה משפטית (2019–2022)", "Senior Paralegal (2021 – present),
 * Paralegal (2018 – 2021)", "سكرتيرة أولى (منذ 2021)، سكرتيرة (2018–2021)": a promotion under one
 * employer written on one line, each title with its years in brackets. The line is all such titles.
 */
// ("מנהלת משרד (2018–היום) ומזכירה (2014–2018) ב"אלון", "Office Manager (2018 – present) and
// Secretary (2014 – 2018) at Alon", "مديرة مكتب (2018 – اليوم) وسكرتيرة (2014 – 2018) في شركة ألون":
// the titles joined by "and", their employer after the last one's years.)
const AND_AFTER_YEARS = /\)\s{1,3}(?:and\s{1,3}|&\s{1,3}|ו-?(?=[\u05D0-\u05EA])|و(?=[\u0621-\u064A]))/giu;
const EMPLOYER_AFTER_YEARS =
  /\)\s{0,3}(?:[,،–—]|\s-|\s(?:at|in|with)\s|\sב-?(?=["״\u05D0-\u05EA])|\s(?:في|لدى)\s)[^()\d]{2,60}$/u;
function titlesWithOwnYears(line: string): string[] {
  // ("תפקיד: מנהל מערכות Linux (2016–2018), מהנדס Build & Release (2018–2020)": the label is no title's.)
  const text = line
    .replace(TITLE_LABEL, '')
    .trim()
    .replace(AND_AFTER_YEARS, '), ')
    .replace(EMPLOYER_AFTER_YEARS, ')');
  if (!text.includes('(')) return [];
  const matches = [...text.matchAll(TITLE_WITH_YEARS)];
  if (matches.length < 2 || matches.reduce((n, m) => n + m[0].length, 0) !== text.length) return [];
  const titles = matches.map((m) => cleanPart(m[1]!));
  return titles.every((title) => title.split(/\s+/).length <= 6 && looksLikeRole(title)) ? titles : [];
}

/**
 * A title then its own range with no brackets ("עובד בניין 2003 – 2005"), up to a comma or the line's
 * end. (Each part bounded, as `TITLE_WITH_YEARS`.)
 */
const TITLE_THEN_RANGE = new RegExp(
  String.raw`([^,،;؛()\d:|]{2,60}?)\s+(?:\d{1,2}[/.])?(?:19|20)\d\d\s*[-–—]\s*(?:(?:\d{1,2}[/.])?(?:19|20)\d\d(?!\d)|${ONGOING_WORD})\s*(?:[,،;؛]\s*|$)`,
  'gu',
);
/** The employer named before a colon that opens the line ("אשטרום:", "Ashtrom Group:", "أشطروم للبناء:"). */
const EMPLOYER_BEFORE_COLON = /^[^:：\d()]{2,60}[:：]\s+/u;

/**
 * "אשטרום: פועל בניין 2003 – 2005, רצף 2005 – 2009", "Ashtrom: Laborer 2003 – 2005, Tiler 2005 – 2009",
 * "أشطروم للبناء: عامل بناء 2003 – 2005، بلّيط 2005 – 2009": a promotion under one employer written on
 * one line, each title followed by its own range without brackets. The line (past the employer and
 * its colon) is all such titles.
 */
function titlesWithBareYears(line: string): string[] {
  const text = line.replace(TITLE_LABEL, '').trim().replace(EMPLOYER_BEFORE_COLON, '');
  const matches = [...text.matchAll(TITLE_THEN_RANGE)];
  if (matches.length < 2 || matches.reduce((n, m) => n + m[0].length, 0) !== text.length) return [];
  const titles = matches.map((m) => cleanPart(m[1]!));
  return titles.every((title) => title.split(/\s+/).length <= 6 && looksLikeRole(title)) ? titles : [];
}

/**
 * "תפקידים: נציגת מכירות, מנהלת צוות", "Roles: Sales Representative, Team Leader", "الوظائف: مندوبة
 * مبيعات، مسؤولة فريق": a line that labels the titles held under one employer lists them all, each a
 * title. (Every item must name a role: a list of duties under the label gives none.)
 */
const ROLES_LABEL =
  /^\s*(?:roles|positions(?:\s+held)?|job\s+titles|titles|תפקידים|(?:ה)?תפקידים\s+שמילאתי|(?:ال)?وظائف|(?:ال)?مناصب)\s*[:：]\s*/iu;
function titlesListed(line: string): string[] {
  const label = ROLES_LABEL.exec(line);
  if (!label) return [];
  const titles = withoutDates(line.slice(label[0].length))
    .split(/\s*[,،;؛]\s*|\s+(?:and|&)\s+/iu)
    .map(cleanPart)
    .filter(Boolean);
  return titles.length >= 2 && titles.every((title) => title.split(/\s+/).length <= 6 && looksLikeRole(title))
    ? titles
    : [];
}

/** The main parts of a head line (split at spaced dashes, bars and bullets), dates taken out. */
const MAIN_PARTS = /\s+[-–—|•·]\s+|\s*[|•·]\s*/u;
function textParts(line: string): string[] {
  return line
    .replace(BETWEEN_RANGE, ' ')
    .replace(WRITTEN_RANGE, ' ')
    .replace(YEARS_PHRASE, ' ')
    .replace(DATES, ' ')
    .replace(MONTHS, ' ')
    .replace(ONGOING, ' ')
    .split(MAIN_PARTS)
    .map((part) => part.replace(/\(\s*[-–—]?\s*\)/gu, ' ').trim())
    .filter((part) => /\p{L}{2,}/u.test(part));
}

/** Where a title stood on its line: which of how many main parts. */
interface TitlePlace {
  at: number;
  of: number;
}

function titlePlace(head: string[], role: string): TitlePlace | null {
  for (const [i, line] of head.entries()) {
    const parts = textParts(line);
    const at = parts.findIndex((part) => part.includes(role));
    if (at >= 0 && datedHeadLine(head, i)) return { at, of: parts.length };
  }
  return null;
}

/**
 * A head line that carries its job's dates: on the line itself, or on a line of dates only right
 * under it ("אפריקה ישראל – מפעיל עגורן צריח" / "2016-היום").
 */
function datedHeadLine(head: string[], i: number): boolean {
  const year = /\b(?:19|20)\d\d\b/;
  if (year.test(head[i]!)) return true;
  const next = head[i + 1];
  return next !== undefined && year.test(next) && textParts(next).length === 0;
}

/**
 * "Bank Leumi — Senior Teller — 2019 – Present", "Mizrahi Bank — Junior Clerk (part-time) — 2016 –
 * 2019": a resume writes every job's head alike, so where two jobs or more put their title on a dated
 * line (the second of two main parts here) a job whose title no role word names ("Junior Clerk", "בקרת
 * ייצור ומלאי") has it in the same place of a dated line of as many parts, unless that part names a
 * workplace, a town, a credential or a sentence.
 */
function titleBySiblings(head: string[], places: TitlePlace[]): string {
  const shapes = new Map<string, number>();
  for (const place of places)
    shapes.set(`${place.at}/${place.of}`, (shapes.get(`${place.at}/${place.of}`) ?? 0) + 1);
  for (const [i, line] of head.entries()) {
    if (!datedHeadLine(head, i)) continue;
    const parts = textParts(line);
    const same = places.filter((place) => place.of === parts.length);
    const at = same[0]?.at;
    // (A line of one part tells no place: its title, its workplace and its duty all stand first. One
    // sibling of three parts or more tells it: "Cafe Nero – Haifa | Busser | 2018 – 2021" under or over
    // "Aroma – Krayot | Shift Supervisor | since 2021".)
    const enough = parts.length >= 3 ? 1 : 2;
    if (at === undefined || parts.length < 2 || same.length < enough || same.some((place) => place.at !== at))
      return '';
    const part = cleanPart((parts[at]!.split('(')[0] ?? '').replace(WORKPLACE, ''));
    const fits =
      part.split(/\s+/).length <= 5 &&
      !hasMailOrNumber(part) &&
      !/[.!?]$/.test(part) &&
      !SEPARATORS.test(part.replace(/\s+ב(?=[\u05D0-\u05EA])/gu, ' ')) &&
      !namesWorkplace(part) &&
      !isTownOnly(part) &&
      !cityInLine(part) &&
      !namesCredential(part) &&
      !opensAsSentence(part) &&
      !headingKind(part) &&
      !isGapTime(line) &&
      !opensWithBirth(line);
    return fits ? part : '';
  }
  return '';
}

/**
 * A title with one word written twice running ("موظفة موظفة استقبال", "Store Store Manager"): a scan's
 * OCR read the word twice; no title repeats a word so.
 */
function withoutDoubledWord(title: string): string {
  return title.replace(/(?<![\p{L}])(\p{L}{3,20})\s\1(?![\p{L}])/gu, '$1');
}

/**
 * "מאז 2012 – עצמאי, "אוחיון אינסטלציה": …", "2015 – present: Self-employed, Cohen Plumbing",
 * "منذ 2016: مستقل – …": a job whose head says only that the person works for themselves, where its
 * title would stand, names no title of its own.
 */
const SELF_EMPLOYED =
  /^(?:עצמאי|עצמאית|self[-\s]employed|freelancer?|مستقل|مستقلة|عمل\s+حر|أعمال\s+حرة)(?![\p{L}-])/iu;
const selfEmployedHead = (head: string[]) =>
  head[0] !== undefined && SELF_EMPLOYED.test(withoutDates(head[0]).replace(/^[\s\p{P}\p{S}]+/u, ''));

/**
 * One title per entry. Where a page's columns were read apart, an entry's head can hold several
 * titles ("Senior Accountant" / "Deloitte" / "Staff Accountant" / "KPMG" / "2019 – Present" /
 * "2015 – 2019"): the titles left over go, in order, to the entries after it that have dates but
 * no title of their own. A job held self-employed with no title of its own (`SELF_EMPLOYED`) takes
 * the role the resume's header names beside or under the name (`headerRole`): what the person does
 * for themselves ("משה אוחיון – אינסטלטור מוסמך").
 */
export function findJobTitles(entries: ExperienceEntry[], headerRole = ''): string[] {
  const read = entries.map((entry, i) => rolesOf(entry, entries[i - 1]?.lines.at(-1)));
  const places = read.flatMap(({ head, roles }) => {
    const place = roles[0] ? titlePlace(head, roles[0]) : null;
    return place ? [place] : [];
  });
  const titles: string[] = [];
  const waiting: string[] = [];
  entries.forEach((entry, index) => {
    const { head, roles, plain } = read[index]!;
    // "Shufersal, 2012 – 2022" above "Store Manager (2018 – 2022)": a line with no role word whose
    // years hold the next entry's is the employer of the jobs under it, not a title.
    // The same for a line that names only a workplace ('בית הספר "אופקים" לחינוך מיוחד, באר שבע |
    // מאז 2017'), and for one whose years are "since 2017" (open to this day) over its promotions.
    const next = entries[index + 1];
    // (Its span holds theirs: a job open to this day, "| מאז 2021", "2021 – היום", sits under no
    // employer whose years ended.)
    const nextOpen = next !== undefined && (next.ongoing || next.head.some(openSince));
    const employerAbove =
      (roles.length === 0 || plain.length === 0) &&
      next !== undefined &&
      next.head.some(roleInLine) &&
      entry.start !== undefined &&
      next.start !== undefined &&
      entry.start <= next.start &&
      (entry.ongoing ||
        entry.head.some(openSince) ||
        (!nextOpen && entry.end !== undefined && next.end !== undefined && entry.end >= next.end));
    // "(Career break between 2015 and 2023 …)" / "Aroma Espresso Bar": an entry that opens with time
    // off has no title; what follows it before the next dates is the next job's employer.
    if (entry.head[0] !== undefined && isGapTime(entry.head[0])) return;
    // ("קודמתי לאחראי משמרת ב-2019." under a job: its year makes an entry of it, whose role is the
    // next job's, named on that job's own line.)
    if (entry.head.length > 0 && entry.head.every(saysPromotion)) return;
    if (datedOnlyByTimeOff(entry.head)) return;
    const own = employerAbove ? '' : roles[0] || titleBySiblings(head, places) || titleByPosition(head);
    // (An employer over its jobs takes no title left over from the entry before: "Danya Cebus | 2020 –
    // Present" / "• Site Engineer (2020 – Present)" / a description naming a duty / "Ashtrom | 2017 – 2020".)
    let role = own || (entry.start !== undefined && !employerAbove ? waiting.shift() : undefined);
    // ("2016 – היום: עצמאית – סיורים…": the word for self-employed read as the title is none.)
    const selfEmployedOnly = role !== undefined && role.replace(SELF_EMPLOYED, '').trim() === '';
    if ((!role || selfEmployedOnly) && headerRole && entry.start !== undefined && selfEmployedHead(head)) {
      role = headerRole.split('(')[0]!.trim();
      headerRole = '';
    }
    if (own) waiting.splice(0, waiting.length, ...roles.slice(1));
    const promoted = role
      ? (head
          .map((line) => {
            const own = titlesWithOwnYears(line);
            return own.length > 0 ? own : titlesWithBareYears(line);
          })
          .find((found) => found.some((title) => title.includes(role))) ??
        entry.head
          .map(titlesListed)
          .find((found) => found.length > 0 && (own === '' || found.includes(role))))
      : undefined;
    for (const title of promoted ?? (role ? promotions(role) : []))
      if (!titles.includes(title) && !DEGREE_TITLE.test(title)) titles.push(title);
  });
  return [...new Set(titles.map(withoutDoubledWord))];
}

/**
 * "الخياطة على خط الإنتاج، فحص الجودة" / "2013 – 2014: إجازة ولادة": an entry whose only dates are
 * those of a short line of time off ("2016 – 2017: career break") is that time off; the undated lines
 * above it go on with the job before (its duties) and name no job. (Not "2010 – 2020 (incl. maternity
 * leave 2015)" under a title: the job's own dates, with the leave in brackets.)
 */
function datedOnlyByTimeOff(head: string[]): boolean {
  const dated = head.filter((line) => /(?:19|20)\d\d/.test(line));
  return (
    dated.length > 0 &&
    dated.length < head.length &&
    dated.every(
      (line) =>
        line.length <= 80 &&
        isGapTime(line) &&
        !line.includes('(') &&
        roleInLine(line) === '' &&
        line
          .replace(/[\d\p{P}\p{S}]+/gu, ' ')
          .trim()
          .split(/\s+/).length <= 5,
    )
  );
}

// (Not a head line that opens with its range in words: "from 2015 to 2018 | Line Cook | …".)
const RANGE_IN_WORDS_FIRST =
  /^\s*(?:from|since|between)\s+(?:[A-Za-z]{3,9}\.?\s+)?(?:\d{1,2}[/.])?(?:19|20)\d\d/u;

/**
 * "…and one casual game as Team" / "lead.": a line that opens with a word in lower case under a line
 * that ends with no stop goes on with the sentence above it, which a narrow column wrapped.
 */
const wrappedTail = (line: string, above: string | undefined) =>
  /^\s*[a-z]{2,}(?![\p{L}\d])/u.test(line) &&
  !RANGE_IN_WORDS_FIRST.test(line) &&
  above !== undefined &&
  /[\p{L},)]\s*$/u.test(above);

/** An entry's head lines that may hold its title, and the roles they name (those naming no workplace apart). */
function rolesOf(
  entry: ExperienceEntry,
  above: string | undefined,
): {
  head: string[];
  roles: string[];
  plain: string[];
} {
  // "המרכז הרפואי סורוקה | 2019 – היום" / "אחראית משמרת – …": a head line whose role names a
  // workplace ("מרכז", "בית הספר", "… Architects") gives way to a line whose role names none.
  // A gap or travel year, and service the line itself labels as such ("שירות צבאי: 1997 – 2000,
  // לוחם"), are time that is no job: no title.
  const head = entry.head.filter(
    (line, i) =>
      !isGapTime(line) &&
      !namesService(line) &&
      !volunteeringLabel(line) &&
      !EARLIER_WORK.test(line) &&
      !(isMovingTime(line) && roleInLine(line) === '') &&
      !wrappedTail(line, i > 0 ? entry.head[i - 1] : above) &&
      !workplaceLine(line, entry.head.slice(i + 1)),
  );
  const lineRoles = head.map(roleInLine);
  for (let i = 1; i < head.length; i++) {
    if (lineRoles[i - 1] !== '' || lineRoles[i] === '') continue;
    lineRoles[i] = wrappedTitle(head[i - 1]!, head[i]!, lineRoles[i]!) || lineRoles[i]!;
  }
  // 'מרכז גריאטרי "נווה אביבים", קריית גת – כוח עזר סיעודי' over a line of dates: the title
  // after the workplace's town, when no other line of the head names one.
  const single = lineRoles.filter(Boolean).length === 1;
  const found = lineRoles
    .map((role, i) => (role === '' || !single ? role : titleAfterTown(head[i]!) || role))
    .filter(Boolean);
  // ("משרד החינוך – מחוז מרכז" over "מרפאה בעיסוק בגני חינוך מיוחד": a role word that only ends its
  // part names a place when another line's part opens with one.)
  const plain = found.filter(
    (role) =>
      !namesWorkplace(role) && (headed(role) || !found.some((other) => other !== role && headed(other))),
  );
  const roles = plain.length > 0 ? plain : found;
  return { head, roles, plain };
}
