import { escoRoleHeads } from './esco.ts';
import { latestEntry, roleAndOrg, type ExperienceEntry } from './experience-entries.ts';
import { perParse } from './parse-memo.ts';
import { tokenize } from './term-matcher.ts';
import { normalizeForMatch } from './text-units.ts';

/**
 * Facts of a resume the summary may repeat: the person's role, recent employers and degree.
 * Each comes from the resume's own words, or is left out.
 */

const ROLE_WORDS = new Set(
  `developer engineer manager analyst designer specialist consultant coordinator representative administrator
  architect scientist lead leader director officer accountant teacher nurse assistant intern student writer editor
  marketer recruiter technician tester programmer agent associate executive founder head advisor controller
  bookkeeper clerk cashier driver chef waiter supervisor operator researcher expert trainer instructor
  storekeeper warehouseman picker forklift dispatcher planner buyer auditor cpa paralegal lawyer attorney
  pharmacist therapist caregiver tutor secretary receptionist rep sdr bdr owner partner ceo cto cfo coo vp
  sre devops lecturer professor worker nurse
  מפתח מפתחת מהנדס מהנדסת מנהל מנהלת אנליסט אנליסטית רכז רכזת נציג נציגת מעצב מעצבת ראש יועץ יועצת מורה מורת אחות
  רואה רואת חשב חשבת טכנאי טכנאית בודק בודקת מתכנת מתכנתת ארכיטקט ארכיטקטית מדען מדענית סטודנט סטודנטית עוזר
  עוזרת מזכיר מזכירה מוקדן מוקדנית נהג נהגת קופאי קופאית מלצר מלצרית עורך עורכת כותב כותבת מתאם מתאמת מדריך
  מדריכה אחראי אחראית מפקד מפקדת חוקר חוקרת מגייס מגייסת קניין קניינית איש אשת
  מחסנאי מחסנאית מלקט מלקטת מתכנן מתכננת סייע סייעת מזכירת פקיד פקידה מבקר מבקרת רוקח רוקחת עו"ד
  מטפל מטפלת מוקדנית מפעיל מפעילה שליח בעלים סמנכ"ל מנכ"ל אח מתמחה מנהלן מנהלנית מתרגל מתרגלת מרצה
  מלגזן מלגזנית מחנך מחנכת גננת סייעת
  חובש חובשת פראמדיק פראמדיקית פקח פקחית שוטר שוטרת כבאי כבאית סוהר סוהרת מציל מצילה בנאי טייח רצף
  פחח שיננית רנטגנאי רנטגנאית אופטומטריסט אופטומטריסטית אופטיקאי אופטיקאית תופר תופרת חייט חייטת
  עיתונאי עיתונאית כתב כתבת קופירייטר קופירייטרית מתרגם מתרגמת ארכיונאי ארכיונאית מתווך מתווכת אקטואר
  אקטוארית כלכלן כלכלנית סטטיסטיקאי סטטיסטיקאית גרפיקאי גרפיקאית אדריכל אדריכלית שרטט שרטטת קלדן
  קלדנית משגיח משגיחה פועל פועלת וטרינר וטרינרית מיילדת מפיק מפיקה מלביש מלבישה דייל דיילת מאפר
  מניקוריסטית פדיקוריסטית קצין קצינה
  מנעולן מנעולנית מדביר מדבירה אגרונום אגרונומית פלוריסט פלוריסטית רשם רשמת
  ממונה סגן סגנית deputy نائب نائبة
  קב"ט קב"טית רבש"ץ רבש"צית מש"ק מש"קית עו"ס רו"ח יועמ"ש סמב"ץ
  helper handler steward stewardess concierge valet lifeguard ranger sommelier roofer mason bricklayer
  plasterer tailor seamstress dressmaker scheduler expeditor liaison volunteer mentor facilitator mediator
  treasurer principal captain pilot sorter assembler laborer labourer handyman custodian caretaker carer
  babysitter curator archivist registrar notary adjuster appraiser actuary economist statistician
  geologist chemist biologist dentist surgeon veterinarian radiologist optician doula phlebotomist
  nutritionist psychotherapist strategist producer presenter reporter journalist correspondent copywriter
  animator videographer purser
  שותף שותפה מנחה מנחת מתנדב מתנדבת מגשר מגשרת גזבר גזברית
  تقني تقنية قائد قائدة مراسل مراسلة منظم منظمة متطوع متطوعة
  مطور مطورة مهندس مهندسة مدير مديرة محلل محللة مصمم مصممة أخصائي أخصائية اخصائي مستشار مستشارة منسق منسقة
  ممثل ممثلة محاسب محاسبة معلم معلمة ممرض ممرضة مساعد مساعدة طالب طالبة مبرمج مبرمجة فني فنية رئيس رئيسة
  مسؤول مسؤولة موظف موظفة باحث باحثة كاتب كاتبة مندوب مندوبة سكرتير سكرتيرة أمين أمينة مشرف مشرفة
  مدرس مدرسة مربي مربية صيدلي صيدلانية سائق منسق مهندسة محامي محامية مراقب مراقبة متدرب متدربة
  مختبر مختبرة فاحص عامل عاملة محاضر محاضرة
  خياطة صاحب صاحبة مالك مالكة مسعف مسعفة ضابط ضابطة شرطي شرطية إطفائي بستاني دهان بلاط صحفي صحفية
  محرر محررة مذيع مذيعة خبير خبيرة مفتش مفتشة مدقق مدققة قابلة مسوق مسوقة موجه موجهة مرافق مرافقة
  مضيفة مزين مزينة مقدم مقدمة
  قفال مدبر مدبرة
  baker cook pastry sous electrician salesperson salesman saleswoman seller waitress bartender barista midwife
  paramedic educator librarian housekeeper cleaner janitor guard plumber welder carpenter mechanic installer
  courier loader packer porter host hostess butcher dishwasher stocker merchandiser promoter telemarketer teller
  aide attendant physician doctor physiotherapist dietitian counselor counsellor psychologist hairdresser
  אופה אופָה טבח טבחית שף שפית קונדיטור קונדיטורית חשמלאי חשמלאית מוכר מוכרת זבן זבנית ברמן ברמנית בריסטה
  מארח מארחת שומר מאבטח מאבטחת מנקה אינסטלטור רתך נגר מכונאי מתקין מעמיס אורז אורזת מבשל מבשלת קצב
  פיזיותרפיסט פיזיותרפיסטית רופא רופאה דיאטן דיאטנית פסיכולוג פסיכולוגית עובד עובדת מלווה סדרן סדרנית טלפן
  טלפנית ספרן ספרנית מחנכת גנן מאמן מאמנת טלר טלרית בנקאי בנקאית ספר ספרית מאפרת קוסמטיקאית
  מזכירה סוכן סוכנת שמאי שמאית מודד מודדת
  postman postwoman mailman rider carrier דוור דוורית בלדר בלדרית ساعي موزع موزعة
  contractor subcontractor مقاول مقاولة
  הנדסאי הנדסאית חתם חתמת שוליה שולייה
  סטאז'ר סטאז'רית סטז'ר סטז'רית
  خباز خبازة طباخ طباخة شيف حلواني كهربائي كهربائية بائع بائعة نادل نادلة كاشير حارس سباك نجار ميكانيكي
  طبيب طبيبة مرشد مرشدة مدرب مدربة حلاق خياط منظف منظفة صراف صرافة وكيل وكيلة
  apprentice cashier banker beautician cosmetologist sourcer headhunter stylist hairstylist technologist
  hygienist nanny gardener painter foreman surveyor estimator inspector underwriter broker realtor
  translator interpreter photographer optometrist machinist fitter turner glazier upholsterer
  locksmith florist agronomist exterminator stagehand groomer usher
  coach audiologist radiographer sonographer tiler
  אודיולוג אודיולוגית חדרן חדרנית מפקח מפקחת
  משתלן משתלנית מיישב מיישבת nurseryman
  רפתן רפתנית לולן לולנית חקלאי חקלאית כורם כורמת farmer herdsman مزارع مزارعة
  مبلط بليط
  תומך תומכת חרט חרטת מסגר זגג צבעי רתכת
  פרלגל פרלגלית לבורנט לבורנטית שרברב מוסכניק קלינאי קלינאית מרפא מרפאה שף מלצרית מתורגמן מתורגמנית צלם צלמת
  صيدلاني صيدلانية طاه طاهي طاهية مصفف مصففة معالج معالجة مترجم مترجمة مصور مصورة مضيف مضيفة`
    .split(/\s+/)
    .filter(Boolean)
    .map(normalizeForMatch),
);

/**
 * A level within a role: "Tier 2", "Level 3", "L2", "דרג 2", "שכבה 1", "درجة 2", "מנהלת חשבונות סוג 3";
 * and a driver's class of vehicle, by its weight or licence class ("נהג משאית 12 טון", "15-ton truck
 * driver", "سائق شاحنة 12 طن", "נהג C1"); a licence's category before "licensed" ("B1 Licensed Technician").
 */
// (Each alternative opens with a letter or a digit: the lookahead passes over a long run of other
// characters at once.)
const ROLE_LEVEL =
  /(?=[\p{L}\d])(?:(?<![\p{L}\d])[A-Z]\d(?:\.\d)?(?=\s+(?:licen[cs]ed|certified)\b)|\b(?:tier|level|grade|class)\s*[1-4]\b|\bL[1-4]\b|(?<!\p{L})(?:דרג|דרגה|שכבה|רמה|סוג|درجة|مستوى|فئة)\s*[1-4](?!\d)|(?<![\d.])\d{1,2}(?:[.,]\d)?\s*-?\s*(?:טון|tons?|طن|أطنان)(?!\p{L})|(?<![\p{L}\d])(?:C1|D1|C\+E|C1\+E|D\+E)(?![\p{L}\d]))/giu;

/**
 * An e-mail or a number in a would-be title: a date, a phone or an address, not a role. The level of a
 * role ("תומך טכני Tier 2") is no such number.
 */
export function hasMailOrNumber(text: string): boolean {
  // (Taking the level out adds no "@" nor digit: a text without one has none after.)
  if (!/[@\d]/.test(text)) return false;
  return /[@\d]/.test(text.replace(ROLE_LEVEL, ''));
}

/** A single word that is a role word as written, with no prefix taken off ("מרכז", not "המרכז"). */
export function isRoleWord(word: string): boolean {
  return ROLE_WORDS.has(normalizeForMatch(word));
}

/**
 * "مركّز موضوع الرياضيات", "مركزة طبقة": the Arabic coordinator, written as the centre ("مركز") is but
 * for its shadda. A role where the shadda is written, in the feminine (a centre is masculine; the
 * adjective "المركزة", intensive, follows its noun), or before a school subject or a grade.
 */
const ARABIC_COORDINATOR =
  /^(?:مُ?ركّزة?|مركزة|مركز\s+(?:ال)?(?:موضوع|مواضيع|طبقة|الطبقات|مشروع|مشاريع|برنامج|برامج))(?![\p{L}\p{M}])/u;
export const opensAsArabicCoordinator = (text: string) => ARABIC_COORDINATOR.test(text);

/** Whether a text is a role's words (read once per text in a parse: `parse-memo.ts`). */
export const looksLikeRole = perParse(readLooksLikeRole);

function readLooksLikeRole(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 6 || hasMailOrNumber(text)) return false;
  if (opensAsArabicCoordinator(text)) return true;
  // English occupations the list does not name are known by the heads of ESCO's names ("tour
  // guide", "crane operator").
  const heads = escoRoleHeads();
  return tokenize(text).some((t) =>
    t.variants.some((v) => ROLE_WORDS.has(v) || heads.has(v) || ROLE_WORDS.has(withoutAccusative(v))),
  );
}

/**
 * "عملت عاملاً زراعياً", "اشتغلت محاسباً", "كنت مديراً للفرع": an Arabic role after a verb of working
 * or being stands in the accusative, its tanween written as a final alif ("عاملاً", normalised
 * "عاملا"); the role word is the word without it. (Only an Arabic word of four letters or more.)
 */
function withoutAccusative(word: string): string {
  return /^[\u0621-\u064A]{3,}ا$/u.test(word) ? word.slice(0, -1) : word;
}

const HEADER_PARTS = /\s+[|•·]\s+|\s+[-–—]\s+/;

/**
 * "Rami Nassar | Machine Learning Engineer": a role written beside the name on the first line. A
 * title of the person, so no skill of theirs; not the headline matching reads, which stays the
 * role under the name or of the latest job ("Dr. Anna Kogan — QC Analytical Chemist" matched a
 * lab technician's job worse by it).
 */
export function roleBesideName(header: string[]): string {
  const first = header[0] ?? '';
  // (Or after a comma: "ויקטור לוי, טכנאי מיזוג אוויר", "Sara Haddad, Staff Nurse".)
  const beside = (first.split(HEADER_PARTS)[1] ?? first.split(/[,،]\s+/u)[1] ?? '').trim();
  return beside && looksLikeRole(beside) ? beside : '';
}

/**
 * The role the header names: beside the name on the first line, or the headline under it; '' when
 * it names none (not the latest job's, as `findRole` falls back to).
 */
export function headerRole(header: string[]): string {
  const besideName = roleBesideName(header);
  if (besideName) return besideName;
  for (const line of header.slice(1, 4)) {
    // ("מורת דרך מוסמכת (משרד התיירות)": the bracket says who licensed it, no part of the role.)
    const first = line.split(HEADER_PARTS)[0]?.split('(')[0]?.trim() ?? '';
    if (looksLikeRole(first)) return first;
  }
  return '';
}

/**
 * Every role a headline line under the name writes among its parts ("HRBP | שותפה עסקית משאבי
 * אנוש", "Chef · Food cost"): titles of the person, so no skills of theirs.
 */
export function headlineRoles(header: string[]): string[] {
  // (A line of one part is no headline of parts: a sidebar's "Illustrator" is an item of its list.)
  return header
    .slice(1, 4)
    .map((line) => line.split(HEADER_PARTS))
    .filter((parts) => parts.length >= 2)
    .flatMap((parts) => parts.map((part) => part.trim()))
    .filter((part) => part.length >= 2 && part.length <= 60 && looksLikeRole(part));
}

/**
 * The role: the headline under the name ("מפתחת Full Stack | dana@…") or the latest job's title,
 * when it reads as a role.
 */
export function findRole(header: string[], entries: ExperienceEntry[], referenceYear: number): string {
  for (const line of header.slice(1, 4)) {
    const first = line.split(HEADER_PARTS)[0]?.trim() ?? '';
    if (looksLikeRole(first)) return first;
  }
  const latest = latestEntry(entries, referenceYear);
  for (const line of latest?.head ?? []) {
    const { role } = roleAndOrg(line);
    if (looksLikeRole(role)) return role;
  }
  return '';
}

/** Employers of the latest entries (up to two), as written. */
export function recentOrgs(entries: ExperienceEntry[], limit = 2): string[] {
  const orgs: string[] = [];
  for (const entry of entries) {
    const head = entry.head[0];
    if (!head) continue;
    // "Wix: development in React" — what follows a colon describes the job, not the employer.
    const org =
      roleAndOrg(head)
        .org.split(/\s*[:：]\s*/)[0]
        ?.trim() ?? '';
    if (org && !/[@\d]/.test(org) && org.split(/\s+/).length <= 4 && !orgs.includes(org)) orgs.push(org);
    if (orgs.length >= limit) break;
  }
  return orgs;
}

const DEGREE =
  /(B\.?\s?Sc|B\.?\s?A\b|M\.?\s?Sc|M\.?\s?A\b|MBA|Ph\.?\s?D|B\.?\s?Ed|LL\.?\s?B|LL\.?\s?M|B\.?\s?Eng|Bachelor|Master|Diploma|תואר ראשון|תואר שני|תואר שלישי|דוקטורט|הנדסאי|הנדסאית|בוגר|בוגרת|מוסמך|מוסמכת|بكالوريوس|ماجستير|دكتوراه|دبلوم)/i;
const INSTITUTION =
  /(אוניברסיט|מכללת|מכללה|הטכניון|טכניון|סמינר|university|college|institute|school|جامعة|كلية|معهد)/i;

/** The first degree of the education lines: its own words, and the institution beside it. */
export function findDegree(educationLines: string[], joiner = ', '): string {
  for (const line of educationLines) {
    if (!DEGREE.test(line)) continue;
    const parts = line
      .replace(/\b(?:19|20)\d\d\s*[-–—]\s*(?:(?:19|20)\d\d)?|\b(?:19|20)\d\d\b/g, '')
      .split(/\s*[,،|]\s*|\s+[-–—]\s+/)
      .map((p) => p.replace(/^[•\-–*\s]+|[\s.,–-]+$/g, '').trim())
      .filter(Boolean);
    const degreeIndex = parts.findIndex((p) => DEGREE.test(p));
    if (degreeIndex < 0) continue;
    const institution = parts.find((p, i) => i !== degreeIndex && INSTITUTION.test(p));
    return [parts[degreeIndex], institution].filter(Boolean).join(joiner);
  }
  return '';
}
