import { STUDY_FIELDS, type StudyField } from './education-fields.ts';
import { WRITTEN_RANGE } from './date-ranges.ts';
import { perParse } from './parse-memo.ts';
import { quickTest } from './quick-test.ts';
import { looksLikeRole } from './resume-facts.ts';
import { IndexedText, indexedLine, phraseWords } from './term-matcher.ts';

/**
 * The highest education a resume states, and its field: "B.Sc. מדעי המחשב, אוניברסיטת תל אביב"
 * -> bachelor, computer-science. Levels from the words for degrees in each language; "אחות
 * מוסמכת" (registered nurse) is a licence, not a master's degree.
 */

/**
 * "certificate": a completed post-secondary programme that is not a degree (practical engineer /
 * הנדסאי, a bookkeeping or payroll course, a bootcamp, culinary school, an electrician's course,
 * ISTQB). A licence alone (driving, forklift, a nurse's or an electrician's licence) is not education.
 */
export type EducationLevel = 'high_school' | 'certificate' | 'bachelor' | 'master' | 'doctorate';

export const EDUCATION_RANK: Record<EducationLevel | '', number> = {
  '': 0,
  high_school: 1,
  certificate: 2,
  bachelor: 3,
  master: 4,
  doctorate: 5,
};

const LEVEL_WORDS: Array<[EducationLevel, RegExp]> = [
  [
    'doctorate',
    /(?:\bPh\.?\s?D\b|\bPharm\.?\s?D\b|\bM\.\s?D\.|\bD\.\s?M\.\s?D\b|\bD\.\s?V\.\s?M\b|\bdoctorate\b|\bdoctoral\b|\bdoctor\s+of\s+(?:dental\s+)?medicine\b|\bM\.?\s?B\.?\s?B\.?\s?S\b|\bD\.?M\.?D\b|\bD\.?D\.?S\b|דוקטור\s+לרפוא[הת](?!\p{L})|دكتور\s+(?:في\s+)?(?:ال)?طب(?!\p{L})|דוקטורט|תואר\s+שלישי|دكتوراه|دكتوراة)/iu,
  ],
  [
    'master',
    /(?:(?<!\p{L}\.)\bM\.\s?S\.(?=\s*(?:in|of)\s|\s+(?:ב|في\s)|\s*,|\s+[A-Z]|\s*$)|\b(?:second|2nd)\s+degree\b|\bgraduate\s+degree\b|\bmagister\b|\bMScN\b|\bM\.\s?Sc\b|\bMSc\b|\bM\.\s?B\.\s?A\b|\bM\.?\s?S\.?\s?W\b|\bM\.\s?A\b\.?|\bMA\b(?=\s+(?:in|of|\(|ב|\||[\u0590-\u05FF\u0600-\u06FF]))|(?<![,،]\s{0,3})\bMA\b(?=\s*,\s*[A-Z])|\bMBA\b|\bM\.\s?Ed\b|\bLL\.?\s?M\b|\bM\.\s?Eng\b|(?<!\bscrum\s+)\bmaster['’]?s?(?=\s+(?:of|in|degree|program|programme|studies|student|candidate)\b|\s*[,(–—-])|\bmaster['’]s\b|תואר\s+שני|תואר\s+מוסמך|(?<!\p{L})מ\.\s?א(?:\.|(?![\p{L}.]))|מוסמכת?\s+(?:ה)?אוניברסיטה|\bMPH\b|\bengineer['’]?s\s+degree\b|\bspecialist['’]?s?\s+degree\b|\bdiploma\s+of\s+(?:a\s+)?specialist\b|\bspecialist\s+diploma\b|\bMEng\b|\bM\.?\s?Pharm\b|\bM\.\s?Tech\b|\bMTech\b|\bM\.\s?Com\b|(?<!\p{L})מ["״]א(?!\p{L})|\bdiplom-?ingenieur\b|\bDipl\.-?\s?Ing\b|תואר\s+מהנדס|\bM\.?\s?Des\b|\bMFA\b|\bM\.\s?Arch\b|ماجستير|ماجيستير|(?:ال)?لقب\s+(?:ال)?ثان(?:ي|\u064D)?)/iu,
  ],
  [
    'bachelor',
    /(?:(?<!\p{L}\.)\bB\.\s?S\.(?=\s*(?:in|of)\s|\s+(?:ב|في\s)|\s*,|\s+[A-Z]|\s*$)|\b(?:first|1st|undergraduate)\s+degree\b|\bBScN\b|\bB\.\s?Sc\b|\bBSc\b|(?<!M\.\s?)\bB\.\s?A\b\.?|\bB\.?\s?S\.?\s?W\b|\bBA\b(?=\s+(?:in|of|\(|ב|-|–|,|\||[\u0590-\u05FF\u0600-\u06FF]))|(?<![,،]\s{0,3})\bBA\b(?=\s*,\s*[A-Z])|\bB\.\s?Ed\b|\bLL\.?\s?B\b|\bBBA\b|\bBPT\b|\bB\.\s?P\.\s?T\b|\bB\.\s?O\.\s?T\b|\bB\.?\s?Eng\b|\bB\.\s?E\.(?=\s*(?:in|of)\b|\s*[,(–—-]|\s+[A-Z])|\bB\.?\s?Pharm\b|\bB\.\s?(?:EMS|HSc|H\.\s?Sc|PH|MLS|Med\.?\s?Sc|Soc\.?\s?Sc|Mus)\b|\bB\.?\s?Tech\b|\bB\.\s?Com\b|\bBCom\b|\blicen[tț][aă](?!\p{L})|\blicenciatura\b|\blaurea\b|(?<!\p{L})ב["״]א(?!\p{L})|\bBSN\b|\bB\.\s?S\.?\s?N\b|\bB\.?\s?Des\b|\bB\.?\s?F\.?A\b|\bB\.?\s?Arch\b|\bbachelor(?:'s)?\b|תואר\s+ראשון|(?<!\p{L})ב\.\s?א(?:\.|(?![\p{L}.]))|בוגרת?\s+(?:תואר|B\.|אוניברסיט|המכלל|מכלל|הטכניון|החוג\s+ל)|بكالوريوس|بكالوريس|ليسانس|(?:ال)?لقب\s+(?:ال)?[أا]ول)/iu,
  ],
  [
    'certificate',
    /(?:הנדסאי|הנדסאית|הנדסאות|(?<!\p{L})(?:ה)?סמינר\s+ל(?:גננות|מורים|מורות|הוראה|מחנכות|מחנכים)(?!\p{L})|\bteachers['’]?\s+seminary\b|دار\s+(?:ال)?معلمين|هندسائي|(?<!\p{L})(?:هندسي|مهندس|مهندسة)\s+(?:عملي|عملية|تطبيقي|تطبيقية)(?!\p{L})|לימודי\s+תעודה|\bvocational\b|\bpractical\s+\p{L}+\s+engineer|\bH\.?N\.?[DC]\b|\bhigher\s+national\s+(?:diploma|certificate)\b|\bpractical\s+engineer|טכנאי\s+מוסמך|טכנאית\s+מוסמכת|\bdiploma\b|דיפלומה|دبلوم|תעודת\s+(?:הנהלת\s+חשבונות|מקצוע)|\bassociate(?:'s)?\s+degree|\bpractical\s+nursing\b|\bLPN\b|\bassociate\s+of\s+(?:applied\s+)?(?:arts|sciences?)\b|\bA\.\s?A\.\s?S\b|(?:מנהלת?|הנהלת)\s+חשבונות\s+סוג|סוג\s+3|certificate\s+program|\bbookkeep\w*\s+\(?(?:level|grade)\s*\d|(?:محاسب|محاسبة|مسك\s+(?:ال)?دفاتر)\s+(?:درجة|مستوى)\s*\d|\bA\.\s?[AS]\.(?=\s*(?:in|of)\b|\s*[,(–-]))/iu,
  ],
  [
    'high_school',
    /(?:12\s+שנות\s+לימוד|12\s+שנ["״]ל|(?:י["״']?ב|12)\s+כיתות|השכלה\s+תיכונית(?!\s+חלקית)|כיתה\s+י["״]ב|12\s+years\s+of\s+(?:school|education)|\b12th\s+grade\b|\bgrade\s+12\b|\bsecondary\s+school\b|\bsecondary\s+education\b|בגרות|תיכון|\bhigh\s+school\b|\bbagrut\b|matriculation|\bmatric\b|\bnational\s+senior\s+certificate\b|\b(?:school\s+)?leaving\s+certificate\b|\bI?GCSEs?\b|\bA-levels?\b|\bAbitur\b|توجيهي|التوجيهي|الثانوية|ثانوية|البجروت|بجروت|(?:ال)?صف\s+(?:ال)?ثاني\s+عشر|(?:12|١٢)\s+سنة\s+(?:دراسية|دراسة|تعليم))/iu,
  ],
];
// (Each alternative opens with a letter or a digit: the lookahead passes over a long run of other
// characters at once, where every alternative and its lookbehind were tried at each place.)
const LEVELS = LEVEL_WORDS.map(([level, pattern]): [EducationLevel, RegExp] => [
  level,
  new RegExp(`(?=[\\p{L}\\p{Nd}])(?:${pattern.source})`, pattern.flags),
]);

/** Each level's pattern as a quick test (`quick-test.ts`). */
const LEVEL_TESTS = LEVELS.map(([level, pattern]) => [level, quickTest(pattern)] as const);

const FIELD_PHRASES: Array<{ field: StudyField; words: string[] }> = STUDY_FIELDS.flatMap((field) =>
  field.aliases.map((alias) => ({ field, words: phraseWords(alias) })),
).sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

/** The rank of a stored level; analyses stored before the rename say "diploma" for "certificate". */
export function educationRank(level: string): number {
  return EDUCATION_RANK[level as EducationLevel] ?? (level === 'diploma' ? EDUCATION_RANK.certificate : 0);
}

/**
 * A programme completed after school that an education or courses section names: a course, a
 * bootcamp, a professional certificate or school ("קורס הנהלת חשבונות סוג 3", "QA Automation
 * Bootcamp", "תעודת אופה מקצועי", "دورة كهرباء مهنية", "ISTQB Foundation Level", "מדריך חדר כושר מוסמך –
 * מכון וינגייט"). Not a licence alone, and not a school-leaving certificate.
 */
const PROGRAMME =
  /(?:קורס|קורסים|מוסמך|מוסמכת|מכון|(?<!\p{L})תעודה\s+ב(?=\p{L}{3})|\binstitute\b|הכשרה\s+מקצועית|תעודת|תעודה\s+מקצועית|בית\s+(?:ה)?ספר\s+ל|ביה"ס\s+ל|בוטקאמפ|בוטקמפ|بوتكامب|معسكر\s+(?:برمجة|تدريبي)|تدريب\s+مهني|معتمد|معتمدة|\bbootcamp\b|\bcourse\b|\bcertificate\b|\bcertification\b|\bcertified\b|\bprofessional\s+training\b|\bacademy\b|\bculinary\b|\bcordon\s+bleu\b|\bISTQB\b|\bTEFL\b|\bCELTA\b|\bPMP\b|\bCCN[AP]\b|\bCISSP\b|\bCIS[AM]\b|\bCFA\b|\bACCA\b|\bMCS[AE]\b|\bRHC[SE]A?\b|\bCompTIA\b|دورة|دورات|شهادة|شهاده|كلية\s+الطهي|تأهيل\s+مهني|معهد)/iu;
const LICENCE_ONLY = /(?:רישיון|רשיון|\blicen[cs]e\b|رخصة|ترخيص)/iu;
/**
 * Short courses that are not a programme: first aid, safety, infection control, a forklift course.
 * (Safety at work in Arabic with or without its preposition: "سلامة العمل", "سلامة في العمل", "أمان بالعمل",
 * "صحة وسلامة مهنية".)
 */
const SHORT_COURSE =
  /(?:עזרה\s+ראשונה|החייאה|בטיחות|נהיגה\s+מונעת|\bdefensive\s+driving\b|القيادة\s+الوقائية|מניעת\s+זיהומים|\binfection\s+(?:control|prevention)\b|(?:مكافحة|منع)\s+العدوى|מלגזה|עבודה\s+בגובה|\bfirst\s+aid\b|\bCPR\b|\bBLS\b|\bsafety\b|\bforklift\b|إسعاف|الإنعاش|السلامة|رافعة|\bHACCP\b|\bfood\s+(?:safety|hygiene)\b|היגיינת\s+מזון|סניטציה|\bwork(?:ing)?\s+at\s+heights?\b|(?:ال)?عمل\s+(?:في|على)\s+(?:ال)?مرتفعات|(?<!\p{L})(?:مسؤول|مسئول|مشرف|مراقب|ضابط)\s+(?:ال)?سلامة(?!\p{L})|(?<!\p{L})و?(?:سلامة|[أا]مان)\s+(?:في\s+|ب)?(?:ال)?(?:غذاء|أغذية|اغذية|عمل|مهنية)|النظافة\s+الغذائية)/iu;
const SCHOOL_CERTIFICATE =
  /(?:בגרות|12\s+שנות\s+לימוד|\b12\s+years\s+of\s+(?:school|education)|(?:12|١٢)\s+سنة\s+(?:دراسية|دراسة|تعليم)|תיכון|\bhigh\s+school\b|\bsecondary\s+school\b|\bmatriculation\b|\bmatric\b|\bnational\s+senior\s+certificate\b|\b(?:school\s+)?leaving\s+certificate\b|\bI?GCSEs?\b|\bA-levels?\b|\bAbitur\b|توجيهي|الثانوية|بجروت)/iu;
const schoolCertificate = quickTest(SCHOOL_CERTIFICATE);

/**
 * A course's length in hours, as a line states it: "(400 שעות)", "(560 hours)", "(40 ساعة)",
 * "(طاهٍ ب، 500 ساعة)". The hours of a week ("18 hours a week", "30 שעות שבועיות") are a job's, no
 * course's: such a line is no programme.
 */
const COURSE_HOURS = /(?<!\d)(\d{2,4})\s*(?:שעות|ש["״]ל|hours|hrs|ساعة|ساعات)(?!\p{L})/iu;
const WEEKLY_HOURS =
  /(?<!\d)\d{1,2}\s*(?:שעות|hours|hrs|ساعة|ساعات)\s*(?:(?:a|per)\s+week\b|\/\s*week\b|(?:ב)?שבוע|שבועיות|(?:في|ب)\s*(?:ال)?[أا]سبوع|[أا]سبوعي)/iu;
/**
 * Training this long is a vocational programme, a certificate, whatever the line calls it (a 240-hour
 * lifeguards' course, "לימודי מערכות מידע (400 שעות)" with no course word).
 */
const PROGRAMME_MIN_HOURS = 200;
/**
 * A course shorter than this is a workshop of a day or two, no programme ("קורס שירות לקוחות (12
 * שעות)"). Between it and PROGRAMME_MIN_HOURS a course is read by its kind, not its length: one that
 * trains for a trade is a certificate beside any school diploma (issue 13: a 120-hour carers' course,
 * a 40-hour storekeepers' or barista course), a licence, a safety or first-aid, an office-software or
 * a language course is none.
 */
const WORKSHOP_MAX_HOURS = 20;
/** A workshop, a lecture or a webinar: a general course, no programme, whatever it is about. */
const WORKSHOP_OR_LECTURE =
  /(?:(?<!\p{L})(?:ה)?(?:סדנה|סדנת|סדנאות|הרצאה|הרצאת|וובינר)(?!\p{L})|\b(?:workshop|lecture|webinar)s?\b|(?<!\p{L})(?:ال)?(?:ورشة|ورشات|محاضرة|ندوة)(?!\p{L}))/iu;

/**
 * The state's vocational training: a course of the Ministry of Labour or of Economy ("קורס …, משרד
 * העבודה", "دورة …، وزارة العمل", "… course, Ministry of Labor") ends with a trade's certificate,
 * whatever its hours (every tuning label of such a course is a certificate); so does a course whose
 * certificate the ministry of its trade issues, of Education, Health or Welfare ("קורס סייעות גננות
 * (120 שעות), משרד החינוך", "دورة مساعدات رياض أطفال، وزارة التربية", "Pharmacy assistant course,
 * Ministry of Health"). Its short courses (first aid) and licences are still none.
 */
const VOCATIONAL_MINISTRY =
  /(?:(?<!\p{L})משרד\s+(?:ה)?(?:עבודה|כלכלה|תמ["״]ת|חינוך|בריאות|רווחה)|(?<!\p{L})وزارة\s+(?:ال)?(?:عمل|اقتصاد|تربية|تعليم|صحة|رفاه|شؤون\s+(?:ال)?اجتماعية)|\bministry\s+of\s+(?:labou?r|economy|education|health|welfare|social\s+affairs)\b)/iu;
/**
 * A course of the army or of the fire and rescue service ("קורס קצינים, צה"ל", "IDF combat medic
 * course", "קורס לוחמי אש, המכללה הארצית לכבאות והצלה", "دورة إطفائيين، سلطة الإطفاء والإنقاذ"): the
 * service trains its own people for its work, no programme of civilian education (a guards' course
 * that the police licenses is one: every tuning label of it is a certificate).
 */
const SERVICE_COURSE =
  /(?:צה["״]ל|\bIDF\b|\bIsrael\s+Defen[cs]e\s+Forces\b|\b(?:the\s+)?army\b|\bmilitary\b|(?<!\p{L})(?:ال)?جيش(?!\p{L})|כבאות\s+והצלה|\bfire\s+(?:and\s+rescue\s+)?(?:service|academy|brigade|department)\b|(?:ال)?إطفاء\s+و(?:ال)?إنقاذ)/iu;

/**
 * A driver's permit to carry hazardous goods ("شهادة نقل مواد خطرة", "תעודת מוביל חומרים מסוכנים",
 * "ADR certificate"): a licence, whatever it is called, unless the line names the course.
 */
const TRANSPORT_PERMIT =
  /(?:\bADR\b|\bhazmat\b|(?:הובלת|מוביל|שינוע)\s+חומרים\s+מסוכנים|חומ["״]ס|نقل\s+(?:ال)?مواد\s+(?:ال)?خطرة|\b(?:transport|carriage)\s+of\s+(?:hazardous|dangerous)\s+(?:goods|materials)\b|\bdangerous\s+goods\b)/iu;
const COURSE_WORD = /(?:קורס|\bcourse\b|دورة)/iu;
/** A course or a certificate, as a line names it (not a licence alone). */
const COURSE_OR_CERTIFICATE = /(?:קורס|\bcourse\b|دورة|תעודת|\bcertificate\b|شهادة)/iu;

const TECHNICIAN =
  /(?:(?<!\p{L})טכנאי|(?<!\p{L})טכנאית|\btechnician\b|(?<!\p{L})فني|(?<!\p{L})فنية)(?!\p{L})/iu;

const TRADE_SCHOOL = /(?<!\p{L})(?:ال)?مدرسة\s+(?:ال|لل)\p{L}{3,}/u;

/**
 * A university's extension studies, a certificate by what they are: "אוניברסיטת תל אביב – היחידה
 * ללימודי חוץ", "Extension Studies, Tel Aviv University", "التعليم المستمر"; a certificate in brackets
 * after the programme, "(תעודה)", "(certificate)", "(شهادة)".
 */
const EXTENSION_STUDIES =
  /(?:לימודי\s+חוץ|(?<!\p{L})(?:ה|ל)?לימודי\s+המשך|\bextension\s+(?:studies|school|program(?:me)?)\b|\bcontinuing\s+(?:education|studies)\b|(?:ال)?تعليم\s+(?:ال)?مستمر|\(\s*תעודה\s*\))/iu;

/**
 * Studies named by the occupation they train for, at a school: "לימודי סוכן ביטוח, המכללה לביטוח",
 * "Insurance Agent studies, College of Insurance", "دراسة وكيل تأمين، كلية التأمين". (The words after
 * "לימודי" / "دراسة", or before "studies" / "training", read as a role.)
 */
const STUDIES_OF_RTL = /(?<!\p{L})(?:לימודי|دراسة|دراسات)\s+(\S{2,30}(?:\s+\S{2,30})?)/u;
const STUDIES_OF_EN = /\b((?:[A-Za-z]{2,30}\s+)?[A-Za-z]{2,30})\s+(?:studies|training)\b/iu;
function studiesOfRole(line: string): boolean {
  if (!INSTITUTION_WORD.test(line)) return false;
  const rtl = STUDIES_OF_RTL.exec(line)?.[1];
  const en = STUDIES_OF_EN.exec(line)?.[1];
  return (rtl !== undefined && looksLikeRole(rtl)) || (en !== undefined && looksLikeRole(en));
}

/**
 * Studies of a trade that no degree teaches: "לימודי מזכירות משפטית, מכללת אורט", "Secretarial
 * studies", "دراسة السكرتارية الطبية", "לימודי קוסמטיקה", "לימודי בישול מקצועי, מכללת תדמור", "دراسة
 * الطهي", "Culinary studies".
 */
const TRADE_STUDIES =
  /(?:(?<!\p{L})(?:ה|ל)?(?:לימודי|دراسة|دراسات)\s+(?:ה|ال)?(?:מזכירות|سكرتار\p{L}*|קוסמטיקה|تجميل|עיצוב\s+שיער|تصفيف\s+(?:ال)?شعر|הנהלת\s+חשבונות|مسك\s+(?:ال)?دفاتر|בישול|קונדיטוריה|אפייה|طهي|(?:ال)?طبخ|فن\s+(?:ال)?طهي)(?!\p{L})|\b(?:secretarial|culinary|cookery|pastry|hairdressing)\s+(?:studies|school|course|training|diploma)\b)/iu;

/**
 * A course in office software alone ("קורס Excel מתקדם", "Microsoft Office course", "دورة Excel"):
 * a skill, not a trade, so no programme whatever its length (not "קורס Excel והנהלת חשבונות").
 */
const OFFICE_COURSE =
  /(?:(?:קורס|\bcourse\b|دورة)\s+(?:(?:in|في)\s+|ב-?)?(?:MS\s+|Microsoft\s+)?(?:Excel|Word|PowerPoint|Outlook|Office|אקסל|אופיס|הקלדה|typing|ICDL|(?:ال)?[إا]كسل|(?:ال)?وورد|(?:ال)?[أا]وفيس)(?!\p{L})|(?:\bMS\s+|\bMicrosoft\s+)?\b(?:Excel|Office|PowerPoint|Word)\s+(?:course|training)\b)(?![^,،;|]*\s(?:ו|و|and\s)\s*\p{L})/iu;

/**
 * A course of a language ("קורס אנגלית מדוברת", "English course", "دورة لغة عبرية"): a general course,
 * no programme, unless it trains to teach or translate ("קורס הוראת אנגלית", "دورة ترجمة").
 */
const LANGUAGE_COURSE =
  /(?:(?:קורס|\bcourse\b|دورة)\s+(?:(?:in|في)\s+|ב-?)?(?:(?:ל)?שפה\s+|(?:ال)?لغة\s+)?(?:ה|ال)?(?:אנגלית|עברית|ערבית|צרפתית|ספרדית|רוסית|English|Hebrew|Arabic|French|Spanish|Russian|German|[إا]نجليزي[ةه]?|[إا]نكليزي[ةه]?|عبري[ةه]?|عربي[ةه]?|فرنسي[ةه]?)(?!\p{L})|\b(?:English|Hebrew|Arabic|French|Spanish|Russian|German)(?:\s+language)?\s+course\b)/iu;
const TEACHES_OR_TRANSLATES = /(?:הוראת|הוראה|תרגום|מתרגם|\bteach\w*|\btranslat\w*|\bTEFL\b|تدريس|ترجمة)/iu;

/**
 * A subject studied at a college or a school of a trade, with no degree or course word: "הנהלת
 * חשבונות, מכללת רמות", "Graphic Design, Vital College (2 years)", "تصفيف شعر، كلية الناصرة",
 * "מזכירות רפואית – מכללת הדסה": the college's programme, a certificate (a university's is a degree:
 * universityStudies). The subject is a field, an occupation or a trade; not a school's own track
 * ("מגמת חשמל") nor a secondary school's ("Herzliya Gymnasium, Physics").
 */
const COLLEGE =
  /(?:\bcollege\b|\bacademy\b|\bschool\b|מכללת|המכללה|מכללה|בית\s+(?:ה)?ספר\s+ל|ביה["״]ס\s+ל|אקדמיית|האקדמיה|كلية|معهد|أكاديمية|اكاديمية)/iu;
const SECONDARY_SCHOOL =
  /(?:גימנסי|\bgymnasium\b|מקיף|ישיבת|ישיבה|אולפנ|מגמ[הת]|\btrack\b|\bmajor\b|\bsecondary\b|\bprimary\b|\belementary\b|יסודי|חטיבת|ثانوي|إعدادي|اعدادي|ابتدائي|فرع\s+(?:ال)?)/iu;
const TRADE_SUBJECT =
  /(?:מזכירות|سكرتار\p{L}*|\bsecretar\p{L}*|(?:בניית|פיתוח|עיצוב)\s+אתרים|\bweb\s+(?:design|development)\b|(?:تصميم|تطوير)\s+(?:ال)?مواقع|קוסמטיקה|\bcosmetics\b|تجميل|צילום|\bphotography\b|تصوير)/iu;
function subjectAtCollege(line: string): boolean {
  if (!COLLEGE.test(line) || UNIVERSITY.test(line) || SECONDARY_SCHOOL.test(line) || LICENCE_ONLY.test(line))
    return false;
  return line
    .split(NAME_PARTS)
    .some(
      (part) =>
        /\p{L}{3}/u.test(part) &&
        !INSTITUTION_WORD.test(part) &&
        (TRADE_SUBJECT.test(part) || fieldIn(part) !== null || looksLikeRole(part)),
    );
}

/**
 * "12 שנות לימוד, בגרות חלקית. קורס ניהול סניפים, שופרסל 2018": a school certificate and a course
 * after it on one line, as sentences of their own: the course is read alone.
 */
const SENTENCES = /[.;؛]\s+|\s+[|•]\s+/u;
/** "בגרות מלאה, קורס מטפלות (120 שעות)", "توجيهي 2016، دورة باريستا": a course after it between commas. */
const CLAUSES = /\s*[,،]\s+/u;

export function programmeLevel(line: string): EducationLevel | '' {
  if (schoolCertificate(line)) {
    const parts = line
      .split(SENTENCES)
      .flatMap((s) => (schoolCertificate(s) && COURSE_WORD.test(s) ? s.split(CLAUSES) : [s]));
    if (parts.length < 2) return '';
    return parts.map((s) => (schoolCertificate(s) ? '' : programmeLevel(s))).find(Boolean) ?? '';
  }
  if (notCompleted(line) || SERVICE_COURSE.test(line)) return '';
  if (VOCATIONAL_MINISTRY.test(line) && COURSE_OR_CERTIFICATE.test(line) && !SHORT_COURSE.test(line))
    return 'certificate';
  if (OFFICE_COURSE.test(line)) return '';
  if (LANGUAGE_COURSE.test(line) && !TEACHES_OR_TRANSLATES.test(line)) return '';
  if (WEEKLY_HOURS.test(line)) return '';
  const hours = Number(COURSE_HOURS.exec(line)?.[1] ?? NaN);
  if (hours >= PROGRAMME_MIN_HOURS) return 'certificate';
  if (hours < WORKSHOP_MAX_HOURS || SHORT_COURSE.test(line) || WORKSHOP_OR_LECTURE.test(line)) return '';
  // A technician's programme at a school: "טכנאי שיניים, מכללת ספיר", "فني أسنان، كلية سابير".
  if (TECHNICIAN.test(line) && INSTITUTION_WORD.test(line)) return 'certificate';
  // A school named by the trade it teaches, in Arabic as in Hebrew ("בית ספר לבישול"): "مدرسة الطهي",
  // "مدرسة التمريض" (not "مدرسة الأمل", a school's name).
  // (The trade is the school's own name: "مدرسة الرامة" with "12 سنة تعليم" before it is a town's school.)
  const school = TRADE_SCHOOL.exec(line)?.[0];
  if (school && fieldIn(school)) return 'certificate';
  if (EXTENSION_STUDIES.test(line) || TRADE_STUDIES.test(line) || studiesOfRole(line)) return 'certificate';
  if (!PROGRAMME.test(line)) return subjectAtCollege(line) ? 'certificate' : '';
  if (LICENCE_ONLY.test(line) && !COURSE_OR_CERTIFICATE.test(line)) return '';
  if (TRANSPORT_PERMIT.test(line) && !COURSE_WORD.test(line)) return '';
  return 'certificate';
}

/**
 * Degrees written as a word that is also a word in other letter cases ("BEd", "bed"), or only in
 * capitals before their field ("BA Economics", "MA Psychology").
 */
const CASED_LEVELS: Array<[EducationLevel, RegExp]> = [
  // Degrees named by abbreviations in capitals: an executive MBA, a master of public administration, a
  // bachelor or master of music ("EMBA", "MPA", "B.Mus.", "M.Mus").
  // ("MPA" only as a degree is written, before a comma, a dash, "in" or the line's end: not "MPA Logistics".)
  ['master', /\bEMBA\b|\bM\.P\.A\b|\bMPA\b(?=\s*(?:[,،(–—|-]|in\b|of\b|$))|\bM\.?\s?Mus\b/u],
  // "MSN" (master of science in nursing), "BCA" / "MCA" (India's bachelor and master of computer applications).
  ['master', /\bMSN\b|\bMCA\b/u],
  ['bachelor', /\bB\.?\s?Mus\b|\bBCA\b/u],
  // "MArch" (not the month "March", which the uncased pattern would read as one).
  // "BA" / "MA" alone on a line, the field on the next (a sidebar's "BA" / "Psychology").
  // "Sociology, BA" / "Sociology BA", the school on the next line: the degree after its field, at the line's end.
  // "BS Information Technology", "BS in Economics": the bachelor of science without dots, in capitals.
  ['master', /\bMA\s+(?=[A-Z][a-z])|\bMArch\b|^\s*MA\s*$|(?<=\p{L}(?:[,،]\s{0,3}|\s{1,3}))MA\s*$/u],
  [
    'bachelor',
    /\bBEd\b|\bBA\s+(?=[A-Z][a-z])|^\s*BA\s*$|(?<=\p{L}(?:[,،]\s{0,3}|\s{1,3}))B[AS]\s*$|\bBS\s+(?:in\s+)?(?=[A-Z][a-z]|[\u0590-\u05FF\u0600-\u06FF])/u,
  ],
  ['high_school', /\bGED\b/u],
  // "MD, Sackler Faculty of Medicine": a doctor of medicine in capitals, where the line names medicine
  // (not an exam's code, "MD-102").
  ['doctorate', /\bMD\b(?![-\d])(?=.*(?:\b[Mm]edic(?:ine|al)\b|רפוא|طب))/u],
];

/** A degree the line says was left unfinished: "(לא הושלם)", "not completed", "لم يكتمل". */
const NOT_COMPLETED =
  /(?:לא\s+הושלם|לא\s+הושלמו|לא\s+הסתיים|ללא\s+סיום|\bnot\s+completed\b|\bincomplete\b|\bdid\s+not\s+complete\b|\bdropped\s+out\b|\bdid\s+not\s+graduate\b|\bwithout\s+graduating\b|לא\s+סיימתי|הפסקתי|\bwithdrew\b|\bdiscontinued\b|\bdid(?:\s+not|n['’]t)\s+finish\b|\bnot\s+finished\b|\bunfinished\b|\bwithout\s+finishing\b|לא\s+השלמתי|לא\s+הסתיימו|غير\s+مكتمل|غير\s+منته(?:ي|ى|ية|يه)?(?!\p{L})|لم\s+[أا]نه(?!\p{L})|لم\s+[أا]تمم|لم\s+تكتمل|(?<!\p{L})توقفت(?!\p{L})|لم\s+يكتمل|لم\s+أكمل|لم\s+اكمل)/iu;
const notCompleted = quickTest(NOT_COMPLETED);

/**
 * School left before its last year, as a line states it: "10 שנות לימוד", "עד כיתה י"א", "Completed
 * 10th grade", "Some high school", "أنهيت الصف الحادي عشر، مدرسة … الثانوية": the high school the line names was not finished,
 * no level (README: high school is finished school).
 */
const SCHOOL_LEFT_EARLY =
  /(?:(?<!\d)(?:[89]|10|11)\s+(?:שנות\s+לימוד|years\s+of\s+(?:school|schooling|education)\b|(?:سنوات|سنة)\s+(?:دراسية|دراسة|تعليم))|(?<!\p{L})כיתה\s+(?:ט|י(?!["״']?ב)(?:["״']?א)?)(?!\p{L})|\b(?:9|10|11)th\s+grade\b|\bgrade\s+(?:9|10|11)\b|\bsome\s+high\s+school\b|(?:ال)?صف\s+(?:ال)?(?:تاسع|عاشر|حادي\s+عشر)(?!\p{L}))(?!['׳"״]?\s*[–—-])/iu;
/** What a finished school gives: a bagrut, a tawjihi, a diploma, twelve years, the twelfth grade. */
const SCHOOL_FINISHED =
  /(?:בגרות|\bbagrut\b|matricul|\bdiploma\b|\bGED\b|توجيهي|(?:ال)?بجروت|12\s+(?:שנות|years|سنة)|(?<!\p{L})י["״]ב(?!\p{L})|\b12th\b|(?:ال)?ثاني\s+عشر)/iu;

function readLevelOf(line: string): EducationLevel | '' {
  if (notCompleted(line)) return '';
  if (SCHOOL_LEFT_EARLY.test(line) && !SCHOOL_FINISHED.test(line)) return '';
  for (const [level, names] of LEVEL_TESTS) {
    if (CASED_LEVELS.some(([cased, p]) => cased === level && p.test(line))) return level;
    // "High school diploma", "תעודת בגרות": a school-leaving certificate, not a programme after school.
    if (level === 'certificate' && schoolCertificate(line)) continue;
    if (names(line)) return level;
  }
  return '';
}

/** The level of the degree a line names, or '' (read once per line in a parse: `parse-memo.ts`). */
export const levelOf = perParse(readLevelOf);

/**
 * A degree named by its field alone, the way people write a degree they hold or are studying for
 * without its level: "בוגרת סיעוד", "סטודנט שנה ג' להנדסת תוכנה", "תואר במשפטים", "Nursing student",
 * "Degree in Economics", "طالبة تمريض", "خريج محاسبة", "شهادة جامعية في المحاسبة". The word must stand
 * right before a field the list knows (or "student", "degree" right after it): "בוגר קורס בישול"
 * is a course, "בוגרת סמינר" a school, "סטודנטית" alone a job's kind. An academic degree's level
 * unstated is a bachelor's; one in progress is counted at its level (README).
 */
const DEGREE_WORD_BEFORE =
  /(?<!\p{L})[לבו]?(?:בוגר|בוגרת|סטודנט|סטודנטית|תואר(?:\s+אקדמי)?|\bstudent\s+(?:of|in)|\b(?:academic\s+|university\s+)?degree\s+in|\bgraduate\s+in|خريج|خريجة|طالب|طالبة|شهادة\s+جامعية(?:\s+في)?)(?:\s+(?:في\s+)?(?:ב|ב?ה|ال)?(?:שנה|سنة|year)\s+\S+)?(?:\s+(?:في|in|of))?(?:\s+(?:كلية|قسم|the\s+faculty\s+of|הפקולטה\s+ל|החוג\s+ל))?[\s,،–—-]*(?:[לבה]|[לב]ה|ال|بال|لل|ب|ل)?-?$/iu;
const DEGREE_WORD_AFTER = /^\s*(?:student|degree|graduate)\b/iu;

export function degreeByField(line: string): EducationLevel | '' {
  if (notCompleted(line)) return '';
  const indexed = indexedLine(line);
  for (const { words } of FIELD_PHRASES) {
    for (const hit of indexed.find(words)) {
      if (DEGREE_WORD_BEFORE.test(line.slice(0, hit.start)) || DEGREE_WORD_AFTER.test(line.slice(hit.end)))
        return 'bachelor';
    }
  }
  return '';
}

/**
 * Words that open an institution's name: a field word after one, in the same part of the line, is
 * the school's name ("كلية الجليل للسياحة", "המכללה למנהל", "College of Tourism"), not the field.
 */
const INSTITUTION_BEFORE =
  /(?:college|academy|institute|university|school|מכללת|המכללה|מכללה|אוניברסיטת|האוניברסיטה|בית\s+הספר|ביה"ס|אקדמיית|האקדמיה|מכון|كلية|جامعة|معهد|أكاديمية|اكاديمية|مدرسة)[^,،;|()–—-]*$/iu;
/**
 * An English school named by its field before the school's word: "Lisbon Hospitality School", "Tel
 * Aviv Nursing College" (capitals: the name, not "nursing school" as a kind).
 */
const INSTITUTION_AFTER = /^(?:\s+[A-Z]\p{L}*){0,2}\s+(?:School|College|Academy|Institute|University)\b/u;

/** A ministry's name: "משרד החינוך", "وزارة العمل والشؤون الاجتماعية", "Ministry of Labour and Welfare". */
const MINISTRY =
  /(?:(?<!\p{L})משרד\s+ה?|(?<!\p{L})وزارة\s+(?:ال)?|\bministry\s+of\s+(?:the\s+)?)\p{L}+(?:\s+(?:ו|و|and\s+)\p{L}+)?/giu;

/**
 * A certification exam's code ("Microsoft MD-102", "AZ-900", "PL-300"): letters joined to a number,
 * no field ("MD" is no doctor of medicine there).
 */
const EXAM_CODE = /\b[A-Z]{2,4}-\d{2,4}\b/gu;

const PRACTICAL_COMPUTERS =
  /(?:(?<!\p{L})הנדסאי(?:ת)?\s+(?:ל|ב)?מחשבים|\bpractical\s+engineer(?:ing)?(?:\s*\([^()]{1,12}\))?\s*(?:\b(?:in|of)\s+|[–—:-]\s*)computers?(?:\s+(?:technology|systems))?\b|\bcomputers?\s+practical\s+engineer(?:ing)?\b|(?<!\p{L})هندسائي\s+(?:في\s+)?(?:ال)?(?:حاسوب|حواسيب|كمبيوتر)(?!\p{L}))/giu;

const TECHNICIAN_OF_ELECTRICITY =
  /(?:(?<!\p{L})טכנאי(?:ת)?\s+(?:ל|ב)?חשמל(?!\p{L})|(?<!\p{L})فني(?:ة)?\s+(?:في\s+)?(?:ال)?كهرباء(?!\p{L})|\belectrical\s+technician\b|\btechnician\s+(?:in|of)\s+electricity\b|\bpractical\s+engineer(?:ing)?\s+(?:in|of)\s+electricity\b|(?<!\p{L})(?:ה|ל)?לימודי\s+חשמל(?!\p{L})|\belectrical\s+studies\b|\bstudies\s+(?:in|of)\s+electricity\b|(?<!\p{L})دراس(?:ة|ات)\s+(?:ال)?كهرباء(?!\p{L}))/giu;
const TECHNICIAN_OF_MECHANICS =
  /(?:(?<!\p{L})فني(?:ة)?\s+(?:في\s+)?(?:ال)?ميكانيك[اي]?(?!\p{L})(?!\s+(?:ال)?(?:سيارات|سيارة|مركبات))|\bmechanical\s+technician\b)/giu;
const ENGINEERING_BRANCH_IN_BRACKETS =
  /\b(?:engineering|B\.?\s?Eng|M\.?\s?Eng)\.?\s*\(\s*(electrical|electronics?|mechanical|civil|chemical|industrial|biomedical|software)\s*\)/giu;

/** English or Arabic alone right after a degree's word: "B.A. in English", "MA Arabic" (fieldIn). */
const DEGREE_IN_LANGUAGE =
  /(?<=\b(?:[BM]\.?\s?A\b\.?|[BM]\.?\s?Ed\b\.?|bachelor(?:['’]s)?(?:\s+of\s+arts)?|master(?:['’]s)?(?:\s+of\s+arts)?|degree)\s{1,3}(?:\(hons\.?\)\s{1,3})?(?:in\s{1,3})?)(English|Arabic)\b(?!\s+(?:language|literature|philology|studies)\b)/giu;
const GENERIC_DEGREE_NAME =
  /\b(?:(?:bachelor|master|doctor|associate)(?:['’]s)?\s+(?:degree\s+)?of\s+(?:arts|sciences?)\b(?!\s+in\s+fine)|(?:bachelor|master)(?:['’]s)?\s+(?:degree\s+)?of\s+fine\s+arts(?=\s+in\s+\p{L})|\b[BM]\.?\s?F\.?\s?A\b\.?(?=\s+in\s+\p{L})|doctor\s+of\s+philosophy\b|\b(?:diploma|certificate)\s+of\s+higher\s+education\b)/giu;

/**
 * The field of study named in a line: the earliest, the longest name on a tie; a name inside an
 * institution's name only when the line names no other.
 */
export function fieldIn(line: string): StudyField | null {
  line = withoutHeading(line);
  // "הנדסאי חשמל" (in Arabic "هندسائي كهرباء") is the practical engineer's programme in "הנדסת חשמל".
  // "دبلوم هندسي تطبيقي (הנדסאי) في الكهرباء" is the same programme written out in Arabic.
  const text = line
    // A practical engineer in computers ("הנדסאי מחשבים", "Practical Engineer in Computer Technology",
    // "هندسائي حاسوب") studied computer science at that level.
    .replace(PRACTICAL_COMPUTERS, 'Computer Science')
    // A technician's or a practical engineer's programme in electricity is the one of electrical
    // engineering, as in electronics ("شهادة فني كهرباء، كلية أورط", "טכנאי חשמל", "Practical Engineer
    // in Electricity"), and so are a school's studies of electricity ("לימודי חשמל, מכללת אורט (תעודה)",
    // "Electrical studies", "دراسة الكهرباء"); an electrician's course (חשמלאי) is a trade of its own, no field.
    .replace(TECHNICIAN_OF_ELECTRICITY, 'Electrical Engineering')
    // "Teachers' Seminary": a plural's apostrophe joins no word.
    .replace(/(?<=\p{L}s)['’](?!\p{L})/gu, '')
    .replace(/הנדסאי(?:ת)?(?=\s)/gu, 'הנדסת')
    .replace(
      /(?:هندسائي|دبلوم\s+هندسي\s+تطبيقي|(?<!\p{L})(?:هندسي|مهندس|مهندسة)\s+(?:عملي|عملية|تطبيقي|تطبيقية)(?!\p{L}))(?:\s*\([^()]{1,12}\))?\s+(?:في\s+)?(?:ال(?=\p{L}))?/gu,
      'هندسة ',
    )
    // The same programme in English: "Practical Engineer in Electronics", "Mechanical Practical
    // Engineering" are "Electronics Engineering", "Mechanical Engineering".
    // ("Practical Engineer (Handasai) in Electronics": the Hebrew name in brackets between.)
    .replace(
      /\bpractical\s+engineer(?:ing)?(?:\s*\([^()]{1,12}\))?\s*(?:\b(?:in|of)\s+|[–—:-]\s*)(\p{L}+)/giu,
      '$1 Engineering',
    )
    .replace(/\b(\p{L}+)\s+practical\s+engineer(?:ing)?\b/giu, '$1 Engineering')
    // "Practical Software Engineer (Handasai)": the branch between the two words.
    .replace(/\bpractical\s+(\p{L}+)\s+engineer(?:ing)?\b/giu, '$1 Engineering')
    // "Mechanical Technician", "فني ميكانيكا" (not a car's mechanic: "فني ميكانيكا سيارات").
    .replace(TECHNICIAN_OF_MECHANICS, 'Mechanical Engineering')
    // "Master of Engineering (Electrical)", "B.Eng. (Civil)": the branch in brackets.
    .replace(ENGINEERING_BRANCH_IN_BRACKETS, '$1 Engineering')
    // A degree abroad named by its graduate: "מהנדס מכונות, האוניברסיטה הפוליטכנית של קייב",
    // "مهندس ميكانيك، جامعة دمشق", "Civil Engineer, Technical University of Bucharest".
    // (The adjective of the field agrees with its noun: "מהנדס אזרחי" is "הנדסה אזרחית", "مهندس
    // مدني" "هندسة مدنية".)
    .replace(/(?<!\p{L})מהנדס(?:ת)?\s+אזרחי(?:ת)?(?!\p{L})/gu, 'הנדסה אזרחית')
    .replace(/(?<!\p{L})מהנדס(?:ת)?\s+(?=\p{L})/gu, 'הנדסת ')
    .replace(/(?<!\p{L})مهندس(?:ة)?\s+(\p{L}{3,}?)ي(?:ة)?(?!\p{L})/gu, 'هندسة $1ية')
    .replace(/(?<!\p{L})مهندس(?:ة)?\s+(?=\p{L})/gu, 'هندسة ')
    .replace(/\b(\p{L}+)\s+engineer\b/giu, '$1 Engineering')
    // "B.A. in English", "MA Arabic", "Bachelor of Arts in English and Education": a language named
    // alone right after its degree is its language and literature (the name alone is no field elsewhere:
    // "English teacher", "English (fluent)").
    .replace(DEGREE_IN_LANGUAGE, '$1 Language');
  // "Bachelor of Arts in Economics", "Doctor of Philosophy (Ph.D.), Chemistry", "Diploma of Higher
  // Education in Nursing": the degree's own "Arts", "Science", "Philosophy" or "Education" names no
  // field; nor does
  // the ministry that issued a course's certificate ("קורס סייעות, משרד החינוך").
  const indexed = new IndexedText(
    text
      .replace(GENERIC_DEGREE_NAME, (m) => ' '.repeat(m.length))
      .replace(MINISTRY, (m) => ' '.repeat(m.length))
      .replace(EXAM_CODE, (m) => ' '.repeat(m.length)),
  );
  let best: { field: StudyField; start: number; inName: boolean } | null = null;
  for (const { field, words } of FIELD_PHRASES) {
    const hit = indexed.find(words)[0];
    if (!hit) continue;
    const inName =
      INSTITUTION_BEFORE.test(text.slice(0, hit.start)) || INSTITUTION_AFTER.test(text.slice(hit.end));
    if (!best || (best.inName && !inName) || (best.inName === inName && hit.start < best.start))
      best = { field, start: hit.start, inName };
  }
  // "Liberal Arts", "طب الأسنان", "Veterinary Nursing": a known name inside the longer name of a field the
  // list does not hold is no field of ours; better none than a wrong one.
  if (
    best &&
    UNLISTED_PHRASES.some((words) =>
      indexed.find(words).some((h) => h.start <= best!.start && h.end > best!.start),
    )
  )
    return null;
  // "Diploma in Dental Hygiene, … School of Dental Medicine": the degree names its own subject, one
  // no field holds, so the school's name says nothing of it.
  if (best?.inName && namesItsSubject(text)) return null;
  return best?.field ?? (managementAlone(text) ? BUSINESS_ADMINISTRATION : null);
}

/**
 * A degree in management, the word alone ("תואר ראשון בניהול", "بكالوريوس إدارة", "B.A. in
 * Management, Ruppin"): business administration. Only when the degree's words alone come before it
 * (not "Project Management", "ניהול רשתות", nor a school's "College of Management").
 */
const MANAGEMENT_ALONE =
  /(?:\b(?:in|of)\s+|(?<!\p{L})[בל]-?|(?<!\p{L})(?:في\s+)?)(?:management|ניהול|מנהל|מינהל|(?:ال)?[إا]دارة)(?=\s*(?:$|[,،;|()–—]|-\s|\d))/giu;
const BUSINESS_ADMINISTRATION = STUDY_FIELDS.find((field) => field.id === 'business-administration')!;
/**
 * The degree's words alone: "B.A.", "תואר ראשון", "بكالوريوس", "Bachelor of Science" (not "B.Sc. Health
 * Systems", whose management is that of health systems).
 */
const DEGREE_FILLER = /\b(?:of\s+(?:arts|sciences?)|degree|hons|honours|in|of)\b|[().,\s]+/giu;
function degreeWordsOnly(text: string): boolean {
  const level = LEVELS.find(([, pattern]) => pattern.test(text))?.[1].exec(text);
  if (!level) return false;
  const rest = (text.slice(0, level.index) + text.slice(level.index + level[0].length)).replace(
    DEGREE_FILLER,
    '',
  );
  return rest === '';
}
function managementAlone(text: string): boolean {
  for (const m of text.matchAll(MANAGEMENT_ALONE)) {
    const before = text
      .slice(0, m.index)
      .split(/[,،;|]/u)
      .pop()!
      .trim();
    if (INSTITUTION_BEFORE.test(text.slice(0, m.index + m[0].length))) continue;
    if (before === '' || degreeWordsOnly(before)) return true;
  }
  return false;
}

/**
 * The education heading run on to its first entry ("EDUCATION 2017 – 2019 | …", "Education Bachelor's
 * degree", "השכלה: תואר ראשון…") is the heading, not the field: written in capitals, or with a date,
 * a colon, a bar, a dash or a degree after it.
 */
const HEADING_AT_START = /^\s*(?:education|השכלה|التعليم)(\s*[:|–—-]\s*|\s+)/iu;
function withoutHeading(line: string): string {
  const m = HEADING_AT_START.exec(line);
  if (!m) return line;
  const rest = line.slice(m[0].length);
  const runOn =
    m[1]!.trim() !== '' ||
    /^EDUCATION\b/u.test(m[0].trim()) ||
    /^\d/.test(rest) ||
    levelOf(rest.split(/\s+/)[0] ?? '') !== '';
  return runOn ? ' '.repeat(m[0].length) + rest : line;
}

/**
 * Fields the list does not hold whose names hold one it does: dentistry and veterinary medicine (not
 * medicine), complementary medicine, liberal arts (not fine arts), art and music therapy, food
 * engineering.
 */
const UNLISTED_FIELDS = [
  'Dentistry',
  'Dental Medicine',
  'Dental Surgery',
  'רפואת שיניים',
  'طب الأسنان',
  'طب اسنان',
  'Veterinary Medicine',
  'רפואה וטרינרית',
  'الطب البيطري',
  'طب بيطري',
  'Complementary Medicine',
  'Alternative Medicine',
  'Chinese Medicine',
  'רפואה משלימה',
  'רפואה סינית',
  'الطب البديل',
  'الطب التكميلي',
  // A veterinary nurse's diploma is no nursing of people.
  'Veterinary Nursing',
  'סיעוד וטרינרי',
  'تمريض بيطري',
  'Liberal Arts',
  'Art Therapy',
  'Music Therapy',
  'טיפול באמנות',
  'טיפול במוזיקה',
  'תרפיה באמנות',
  'العلاج بالفن',
  'العلاج بالموسيقى',
  'Food Engineering',
  'הנדסת מזון',
  'هندسة الأغذية',
  // A university's school of continuing education teaches courses of every subject: its name says no
  // field ("Event production course, Tel Aviv University School of Continuing Education").
  'Continuing Education',
  'Continuing Studies',
  'לימודי המשך',
  'ללימודי המשך',
  'לימודי חוץ',
  'ללימודי חוץ',
  'التعليم المستمر',
  'تعليم مستمر',
  'Further Education',
  // Educational institutions are where a trade is practised, not the field of education ("קורס קב\"ט
  // מוסדות חינוך", "Security officer course for educational institutions", "أمن المؤسسات التعليمية").
  'Educational Institutions',
  'Educational Institution',
  'מוסדות חינוך',
  'מוסדות החינוך',
  'מוסד חינוכי',
  'מוסדות חינוכיים',
  'مؤسسات تعليمية',
  'المؤسسات التعليمية',
  'مؤسسات التعليم',
  'المؤسسات التربوية',
  'مؤسسات تربوية',
  // A call centre is a workplace, not the field of communications ("دورة إدارة فرق في مراكز الاتصال").
  'مراكز الاتصال',
  'مركز الاتصال',
  'مراكز اتصال',
  'مركز اتصال',
  'Communication Center',
  'Communications Center',
  'Communication Centre',
  'Communications Centre',
  'Communication Centers',
  'Communications Centers',
  'Communication Centres',
  'Communications Centres',
  'מרכז תקשורת',
  'מרכזי תקשורת',
  'מוקד תקשורת',
  'מוקדי תקשורת',
];
const UNLISTED_PHRASES = UNLISTED_FIELDS.map((name) => phraseWords(name));

/** The first part of a degree line names a subject after "in", "of", "ב", "في", with no school in it. */
const SUBJECT_AFTER = /(?:\b(?:in|of)\s+|(?<!\p{L})(?:במגמת|בתחום|ב-?)(?=\p{L}{3})|(?<!\p{L})في\s+)\p{L}/iu;
/** A line that opens with the subject of the degree above it: "in Nursing", "בסיעוד", "في التمريض". */
const SUBJECT_OPENS = /^\s*(?:(?:in|of)\s+\p{L}|ב-?(?=\p{L}{3})|في\s+\p{L})/iu;
/** The degree's own "of Arts", "of Science": no subject it names ("Bachelor of Science in Nursing" names nursing). */
const DEGREE_OWN_SUBJECT = /\bof\s+(?:arts|sciences?)\b(?!\s+in\s+fine)/giu;
function namesItsSubject(line: string): boolean {
  // (The years first, "1990 – 1995  M.Sc. in …", are no part: their dash would end the first one.)
  // ("Bachelor of Science, University of Haifa — Nursing": the degree's own "of Science" names no subject.)
  const first =
    line
      .replace(WRITTEN_RANGE, ' ')
      .replace(DEGREE_OWN_SUBJECT, ' ')
      .split(/\s*[,،;|]\s*|\s+[–—-]\s+/)[0] ?? '';
  return !INSTITUTION_WORD.test(first) && isDegreeLine(first) && SUBJECT_AFTER.test(first);
}
/** A school's word; also the technical college of the former USSR, "טכניקום", "Technikum", "تكنيكوم". */
const INSTITUTION_WORD =
  /(?:college|academy|institute|university|school|\bseminary\b|(?<!\p{L})(?:ה)?סמינר(?!\p{L})|t[e]?[ck]h?nikum|מכללת|המכללה|מכללה|אוניברסיט|האוניברסיטה|בית\s+הספר|אקדמיית|האקדמיה|מכון|(?:ה)?טכניקום|كلية|جامعة|معهد|أكاديمية|اكاديمية|مدرسة|(?:ال)?تكنيكوم)/iu;

const isDegreeLine = (line: string) => Boolean(levelOf(line) || programmeLevel(line) || degreeByField(line));
/**
 * A line of an entry of its own: a degree, or one the line says was left unfinished ("B.Sc. Computer
 * Science (not completed)"), whose field is no other entry's.
 */
const isEntryOfItsOwn = (line: string) => isDegreeLine(line) || notCompleted(line);

/**
 * The field of the degree on lines[index]. In an education section an entry is written over a few
 * lines in any order ("תואר ראשון" / "אוניברסיטת חיפה" / "עבודה סוציאלית", "Major: Nursing", or
 * the field above its degree), so the rest of the entry is read: up to three lines on, until the
 * next degree, then the line above when it is not a degree of its own. Elsewhere only the next line.
 */
function fieldOfDegree(lines: string[], index: number, inSection: boolean): StudyField | null {
  const here = fieldIn(lines[index]!);
  if (here) return here;
  // "بكالوريوس في الهندسة" / "الطبية الحيوية – كلية براودا": a field's name wrapped onto the next line.
  const next = lines[index + 1];
  // "B.A." / "in Communications, The Open University of Israel, 2023 – present": the degree's word
  // alone, its subject on the next line however long that runs.
  if (next !== undefined && SUBJECT_OPENS.test(next) && !isEntryOfItsOwn(next)) {
    const subject = fieldIn(`${lines[index]!} ${next}`) ?? fieldIn(next);
    if (subject) return subject;
  }
  if (next !== undefined && !isEntryOfItsOwn(next) && !isProse(next) && !fieldIn(next)) {
    const wrapped = fieldIn(`${lines[index]!} ${next}`);
    if (wrapped) return wrapped;
  }
  const above = lines[index - 1];
  const fieldAbove = inSection && above && !isEntryOfItsOwn(above) && !isProse(above) ? fieldIn(above) : null;
  const end = Math.min(lines.length, index + (inSection ? 4 : 2));
  for (let k = index + 1; k < end; k++) {
    const line = lines[k]!;
    if (levelOf(line) || (inSection && programmeLevel(line)) || notCompleted(line) || isProse(line)) break;
    if (NOT_THE_FIELD.test(line)) continue;
    const field = fieldIn(line);
    // "Social Work" / "B.A., University of Haifa" / "Psychology" / "Certificate in …": entries written
    // field first; the field under the degree heads the next entry, the one above is this one's.
    if (field && fieldAbove && lines[k + 1] !== undefined && isEntryOfItsOwn(lines[k + 1]!)) break;
    if (field) return field;
  }
  return fieldAbove;
}

/**
 * A line under a degree that lists what it covered or what was written in it, not its field:
 * "Relevant coursework: Statistics, Marketing", "Thesis: …", "مساقات ذات صلة: إحصاء".
 */
const NOT_THE_FIELD =
  /^[\s•*▪-]{0,4}(?:(?:relevant\s+|selected\s+|key\s+)?(?:coursework|courses|modules|subjects\s+studied)|(?:master['’]?s\s+|final\s+|senior\s+)?(?:thesis|dissertation|project)|עבודת\s+(?:גמר|תזה)|פרויקט\s+גמר|תזה|(?:ال)?مساقات(?:\s+ذات\s+صلة)?|(?:ال)?مواد\s+(?:ال)?دراسية|مشروع\s+(?:ال)?تخرج|(?:ال)?رسالة|(?:ال)?أطروحة)\s{0,3}[:：]/iu;

/**
 * A sentence ("- Development of websites, landing pages. Cooperated with art directors…"): a job's
 * description or a summary that follows the entry, whose words name no field of it.
 */
const PROSE_WORDS = 8;
const isProse = (line: string) => line.trim().split(/\s+/).length >= PROSE_WORDS;

/**
 * A course named first, at a school, wherever it stands: "קורס הנהלת חשבונות, מכללת רמות, 2015",
 * "Bookkeeping course (Level 3), Ramot College", "دورة مساعدات رياض أطفال، كلية سخنين" (not a job of a
 * course: "Course coordinator, Open University", "מדריך בקורס").
 */
// (A year and a bullet before the entry, "2015 – ", "• ", are passed over.)
const ENTRY_OPENING = /^\s*(?:\d{4}\s*[-–—:|]?\s*)?(?:[-•*▪]\s*)?/u;
const COURSE_OPENS_RTL = /^(?:בוגר(?:ת)?\s+)?(?:קורס|دورة)(?!\p{L})/u;
/** "Bookkeeping course", the first part of the line, not a duty ("Taught the Python course"). */
const COURSE_ENDS_FIRST_PART = /^[^,(–—|،]{0,60}\bcourse\s*(?:[,(–—|،]|-\s|$)/iu;
const DUTY_OPENS = /^(?:\p{L}+ed|taught|led|gave|ran|built|wrote)\b/iu;
function courseNamedFirst(line: string): boolean {
  const entry = line.replace(ENTRY_OPENING, '');
  return COURSE_OPENS_RTL.test(entry) || (COURSE_ENDS_FIRST_PART.test(entry) && !DUTY_OPENS.test(entry));
}

/**
 * A line shaped as an education entry wherever it stands (a resume with no education section):
 * a certificate or a diploma from a school that it names ("Fitness instructor certificate, Wingate
 * Institute, 2016", "תעודת טבח, מכללת תדמור", "دبلوم تصميم، كلية الناصرة"). Not a job at a school
 * ("Course coordinator, Open University": no certificate).
 */
const CERTIFICATE_NOUN = /(?:\bcertificate\b|\bdiploma\b|תעודה|תעודת|דיפלומה|شهادة|دبلوم)/iu;
/** How many months a course ran: "8 חודשים", "(9 months)", "9 أشهر". */
const COURSE_MONTHS = /(?<!\d)\d{1,2}\s*(?:חודשים|חודשי\s+לימוד|months?\b|أشهر|اشهر|شهور)/iu;
function isEducationEntry(line: string): boolean {
  if (VOCATIONAL_MINISTRY.test(line) && COURSE_OR_CERTIFICATE.test(line)) return true;
  // (A course that ran for months is a programme studied, where no school is named too: "קורס
  // מזכירות משפטית, 8 חודשים (2003)", "Legal secretary course, 8 months", "دورة سكرتارية، 8 أشهر".)
  if (
    courseNamedFirst(line) &&
    (INSTITUTION_WORD.test(line) || COURSE_MONTHS.test(line)) &&
    !schoolCertificate(line)
  )
    return true;
  return CERTIFICATE_NOUN.test(line) && INSTITUTION_WORD.test(line) && !schoolCertificate(line);
}

/**
 * A degree abroad named by its graduate, in an education section: "מהנדס מכונות, האוניברסיטה
 * הפוליטכנית של קייב", "مهندس ميكانيك، جامعة دمشق", "Mechanical Engineer, Kyiv Polytechnic
 * Institute": an engineer's degree of a university, counted a bachelor's (not a practical
 * engineer's: "مهندس تطبيقي", "Practical Engineer").
 */
const ENGINEER_GRADUATE =
  /(?:(?<!\p{L})מהנדס(?:ת)?\s+\p{L}|(?<!\p{L})مهندس(?:ة)?\s+(?!(?:عملي|تطبيقي)(?:ة)?(?!\p{L}))\p{L}|\b(?!practical\b)\p{L}+\s+engineer\b(?!ing))/iu;
/** A school that grants degrees: a university, a polytechnic, an academic college. */
const UNIVERSITY =
  /(?:אוניברסיט|פוליטכני|(?<!\p{L})(?:ה)?טכניון|\btechnion\b|التخنيون|\buniversity\b|\bpolytechnic|جامعة|الجامعة|بوليتكني|(?<!\p{L})(?:ה)?(?:אקדמית|אקדמי)(?!\p{L})|\bacademic\s+(?:college|center|centre)\b|(?:ال)?كلية\s+(?:ال)?أكاديمية)/iu;
const engineerGraduate = (line: string): EducationLevel | '' =>
  ENGINEER_GRADUATE.test(line) && UNIVERSITY.test(line) && !notCompleted(line) ? 'bachelor' : '';

/**
 * A university and a field with no degree word, in an education section: "2012–2015 אוניברסיטת
 * חיפה – כלכלה", "University of Haifa, Economics", "جامعة حيفا – علم الاجتماع", or the field alone
 * on the next line: a degree's studies, counted a bachelor's (README: an academic degree's level
 * unstated is a bachelor's). Not a course, a certificate or extension studies at a university.
 */
const NOT_A_DEGREE_AT_UNIVERSITY =
  /(?:קורס|\bcourse\b|دورة|תעודה|תעודת|\bcertificate\b|شهادة|\bdiploma\b|דיפלומה|دبلوم|מכינה|\bpre-?academic\b|\bpreparatory\b|تحضيري|\bulpan\b|אולפן|\bworkshop\b|סדנ[הת])/iu;
const NAME_PARTS = /\s*[,،;|()]\s*|\s+[–—-]\s+/u;
function universityStudies(lines: string[], index: number): EducationLevel | '' {
  const line = lines[index]!;
  if (!UNIVERSITY.test(line) || notCompleted(line) || NOT_A_DEGREE_AT_UNIVERSITY.test(line)) return '';
  if (EXTENSION_STUDIES.test(line)) return '';
  const namesField = line
    .split(NAME_PARTS)
    .some((part) => !INSTITUTION_WORD.test(part) && !UNIVERSITY.test(part) && fieldIn(part) !== null);
  const next = lines[index + 1];
  const fieldBelow =
    next !== undefined &&
    next.trim().split(/\s+/).length <= 4 &&
    !isEntryOfItsOwn(next) &&
    !UNIVERSITY.test(next) &&
    fieldIn(next) !== null;
  return namesField || fieldBelow ? 'bachelor' : '';
}

/**
 * Studies in their second year or later, with no degree word: "לימודי משפטים (שנה שלישית), המכללה
 * למשפטים ועסקים", "Nursing studies, 2nd year, … College", "دراسة التمريض، سنة ثانية، كلية …": a degree
 * under way, counted at its level (README), a bachelor's, wherever it is studied (a trade's programme
 * is named by its course, its certificate or its trade, and seldom runs to a second year).
 */
const LATER_YEAR_OF_STUDY =
  /(?:(?<!\p{L})(?:ב)?שנה\s+(?:[בגד](?:['׳"״]|(?!\p{L}))|שנייה|שניה|שלישית|רביעית)|\b(?:2nd|3rd|4th|second|third|fourth|final)[\s-]year\b|(?<!\p{L})(?:ال)?سنة\s+(?:ال)?(?:ثانية|ثالثة|رابعة|[أا]خيرة)(?!\p{L}))/iu;
function studiesInLaterYear(line: string): EducationLevel | '' {
  if (!LATER_YEAR_OF_STUDY.test(line) || notCompleted(line) || COURSE_OR_CERTIFICATE.test(line)) return '';
  if (TRADE_STUDIES.test(line) || TECHNICIAN.test(line) || schoolCertificate(line)) return '';
  return fieldIn(line) !== null ? 'bachelor' : '';
}

/**
 * Engineering studied at a college, with no degree word: "הנדסת תוכנה, מכללת אפקה", "Software Engineering,
 * Afeka College", "هندسة برمجيات، كلية براودة": an engineering college's degree, a bachelor's, even where
 * its name lacks "academic" (a practical engineer's programme is named otherwise: הנדסאי, مهندس عملي,
 * "practical engineering", a diploma, a course).
 */
const ENGINEERING_COLLEGE = /(?:\bcollege\b|מכללת|המכללה|מכללה|كلية)/iu;
const ENGINEERING_SUBJECT =
  /^(?:לימודי\s+)?(?:הנדסת\s+\p{L}{2,}|הנדסה\s+\p{L}{2,}|(?:ال)?هندسة\s+\p{L}{2,})|^\s*(?:[A-Z]\p{L}+\s+){1,3}Engineering\s*$/u;
/** "2012-2016 ", "• 2014 – ": the years or a bullet before a subject. */
const YEARS_BEFORE = /^[\s•*▪-]*(?:\d{4}(?:\s*[-–—]\s*\d{2,4})?\s*[:|–—-]?\s*)?/u;
function engineeringAtCollege(line: string): EducationLevel | '' {
  if (!ENGINEERING_COLLEGE.test(line) || notCompleted(line) || NOT_A_DEGREE_AT_UNIVERSITY.test(line))
    return '';
  if (TECHNICIAN.test(line) || levelOf(line) === 'certificate') return '';
  const namesEngineering = line
    .split(NAME_PARTS)
    .map((part) => part.replace(YEARS_BEFORE, '').trim())
    .some((part) => ENGINEERING_SUBJECT.test(part) && !INSTITUTION_WORD.test(part) && fieldIn(part) !== null);
  return namesEngineering ? 'bachelor' : '';
}

export interface Education {
  level: EducationLevel | '';
  field: string;
}

/**
 * The highest degree among the lines (the education section first, the whole resume when it has
 * none), and the field named with it (fieldOfDegree).
 */
export function findEducation(educationLines: string[], allLines: string[]): Education {
  const pick = (lines: string[], programmes: boolean): Education & { index: number } => {
    let best = { level: '' as EducationLevel | '', field: '', index: -1 };
    lines.forEach((line, index) => {
      const degree =
        levelOf(line) ||
        degreeByField(line) ||
        (programmes
          ? engineerGraduate(line) ||
            universityStudies(lines, index) ||
            engineeringAtCollege(line) ||
            studiesInLaterYear(line)
          : '');
      // (The higher of the two: "בגרות חלקית. קורס ניהול סניפים" is a school certificate and a course.)
      const programme =
        !degree || degree === 'high_school'
          ? programmes || isEducationEntry(line)
            ? programmeLevel(line)
            : ''
          : '';
      const level =
        programme && EDUCATION_RANK[programme] > EDUCATION_RANK[degree || 'high_school']
          ? programme
          : degree || programme;
      if (level && EDUCATION_RANK[level] > EDUCATION_RANK[best.level]) best = { level, field: '', index };
    });
    // A field belongs to a certificate or a degree; a school certificate has none.
    if (best.index >= 0 && EDUCATION_RANK[best.level] >= EDUCATION_RANK.certificate)
      best.field = fieldOfDegree(lines, best.index, programmes)?.id ?? '';
    // "קורס חשבי שכר" / "הנהלת חשבונות סוג 3": of two programmes at the highest level, the first
    // naming no field we know, the field is that of the next one whose line names its level ("סוג
    // 3", "diploma"; not the first one's school on the line under it, "معهد …").
    for (let i = best.index + 1; best.index >= 0 && !best.field && i < lines.length; i++) {
      if (levelOf(lines[i]!) === best.level) best.field = fieldIn(lines[i]!)?.id ?? '';
    }
    return best;
  };
  const inSection = pick(educationLines, true);
  const { level, field } = inSection.level ? inSection : pick(allLines, false);
  // "Student of biology at Ben-Gurion University (3rd year)" in the summary, with only certificates
  // under the headings: the degree under way is the person's level (README: an in-progress degree
  // counts at its level), its field the one it names.
  if (EDUCATION_RANK[level || 'high_school'] < EDUCATION_RANK.bachelor) {
    const sectionLines = new Set(educationLines);
    const studying = allLines.find((line) => !sectionLines.has(line) && degreeByField(line) === 'bachelor');
    if (studying !== undefined) return { level: 'bachelor', field: fieldIn(studying)?.id ?? '' };
  }
  return { level, field };
}
