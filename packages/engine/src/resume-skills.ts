import { levelOf } from './education.ts';
import { headingKind } from './resume-sections.ts';
import type { SkillConcept } from './skill-concept.ts';
import { SKILLS } from './skill-lexicon.ts';
import { IndexedText, phraseForms } from './term-matcher.ts';

/**
 * Skills of the lexicon (tools, fields, soft skills) a resume shows, in the order they first
 * appear. Spoken languages are read on their own (resume-languages.ts). Longer names are matched
 * first and own their words ("GitHub Actions" is CI/CD, not also Git). A field or a soft skill does
 * not count where it names a degree ("B.A. Communications"), nor where it is what the data or a
 * team was about ("sales data", "נתוני מכירות", "for the finance team", "recruitment for
 * operations roles").
 */

const SKILL_PHRASES: Array<{ concept: SkillConcept; words: string[] }> = SKILLS.filter(
  (concept) => concept.kind !== 'language',
)
  .flatMap((concept) =>
    concept.aliases.flatMap((alias) => phraseForms(alias).map((words) => ({ concept, words }))),
  )
  .sort((a, b) => b.words.length - a.words.length || b.words.join(' ').length - a.words.join(' ').length);

/** Each phrase's place in SKILL_PHRASES by its first word: a text is tried only on the phrases it can hold. */
const PHRASES_BY_FIRST_WORD = new Map<string, number[]>();
SKILL_PHRASES.forEach(({ words }, i) => {
  const list = PHRASES_BY_FIRST_WORD.get(words[0]!);
  if (list) list.push(i);
  else PHRASES_BY_FIRST_WORD.set(words[0]!, [i]);
});

/**
 * "Excel" as a verb ("excel at"), "Mobile" as a phone label ("Mobile: 054…"), "office" as a place
 * ("office manager", "back office").
 */
const FALSE_FRIENDS: Record<string, { before?: RegExp; after?: RegExp }> = {
  // Networks of pipes, roads or stores ("تمديد شبكات مياه", "فروع الشبكات", "water networks",
  // "רשתות ביוב"): a plumber's or a driver's work, not computer networking.
  networking: {
    before:
      /(?:(?:water|sewer|sewage|drainage|irrigation|gas|pipe|road|rail|retail|store|supermarket|distribution)\s+|(?:فروع|فرع)\s+(?:ال)?|(?:סניפי|סניף)\s+(?:ה)?)$/iu,
    after:
      /^\s*(?:(?:ال)?(?:مياه|ماء|مجاري|صرف|ري|غاز|كهرباء|طرق|توزيع|تسويق|متاجر|سوبرماركت)|(?:ה)?(?:מים|ביוב|השקיה|ניקוז|גז|חשמל|כבישים|שיווק|מזון|חנויות)|(?:of\s+)?(?:pipes?|pipelines?|stores?|shops?|branches)\b)(?!\p{L})/iu,
  },
  excel: { after: /^(?:led|s)?\s+(?:at|in)\b/i },
  // "Mobile: 054…"; "פיתוח אפליקציות ווב" (web applications).
  mobile: { after: /^\s*(?:(?:phone\s*)?[:：]?\s*[+\d(]|ווב|web\b|ويب)/iu },
  // "נהג מלגזה", "forklift driver": the forklift is the skill.
  driving: { after: /^\s*(?:מלגזה|מלגזות|forklift|رافعة)/iu, before: /forklift\s+$/i },
  // "Jenkins pipelines", "CI/CD pipelines", "streaming pipelines": build and data, not a sales pipeline.
  'pipeline-management': {
    before:
      /(?:jenkins|ci|cd|ci\/cd|build|deployment|data|etl|elt|streaming|ml|gitlab|github|azure|release|candidate|talent|hiring|recruiting|recruitment)\s+$/i,
  },
  // "العمليات الجراحية", "חדר ניתוח": surgery, not business operations; "תפעול קופה", "תפעול מכונות
  // CNC": working a till or a machine, not a company's operations.
  operations: {
    after:
      /^\s*(?:(?:ال)?جراحي|ה?(?:קופה|קופות|קופת|מכונה|מכונות|מכונת|מלגזה|מלגזות|מלגזת|עגורן|מנוף|ציוד|מכשיר|מכשירי|מכשור|קו|קווי|ליין|מטבח|מסופון)(?!\p{L}))/u,
  },
  // "Law Offices", "District Attorney's Office", "office moves", "office cleaning": a place.
  office: {
    before:
      /(?:back|post|head|front|box|law|legal|attorney's|attorneys'|lawyers'?|dental|doctor's|accounting|architects'?|tax|branch|regional|main|sales|ticket|&\s+co\.?)\s+$/i,
    after:
      /^\s+(?:manager|administrat|assistant|space|buildings?|hours|furniture|equipment|moves?|moving|relocations?|cleaning|tower|block|park)/i,
  },
  // "שמירה על נראות החנות", "שמירה על קשר": keeping something up, not guarding.
  'security-guarding': { after: /^\s*על(?!\p{L})/u },
  // "رافعة" alone is a forklift on a warehouse floor, but "رافعة المرضى" is a patient hoist, and a
  // hydraulic, tower or car lift no forklift either.
  forklift: {
    after:
      /^\s*(?:(?:لل|ال|ل)?(?:مرضى|مريض|مسنين|مسنّين|أشخاص|اشخاص)|(?:ال)?(?:هيدروليكية|هيدروليكي|برجية|سيارات))(?!\p{L})/u,
  },
  // Maintenance of another thing than a building or a plant: phones, computers, lifts, vehicles,
  // gardens, servers, code, the cloud or apps, or a sales team's clients ("תחזוקת לקוחות"): another trade.
  'building-maintenance': {
    after:
      /^\s*(?:ال|ל|ה|لل|של\s+ה?|of\s+(?:the\s+)?)?(?:(?:תשתית|תשתיות)\s+ה?ענן|ענן|אפליקציות|אפליקציה|سحابة|السحابة|تطبيقات|cloud|apps?|applications?|هواتف|جوالات|خلويات|حواسيب|حاسوب|كمبيوتر|مصاعد|مصعد|سيارات|سيارة|مركبات|شاحنات|حافلات|محركات|مكابح|طائرات|حدائق|أجهزة|اجهزة|شبكات|برمجيات|مواقع|خوادم|שרתי|שרתים|סביבת|טסטים|בדיקות|קוד|אתר|אתרים|רכבים|רכב|מעליות|מעלית|מטוסים|מחשבים|טלפונים|לקוחות|גינות|תוכנה|phones?|computers?|laptops?|elevators?|lifts?|vehicles?|cars?|trucks?|aircraft|gardens?|servers?|software|websites?|code|tests?|clients?|customers?|accounts?)(?!\p{L})/iu,
    before:
      /(?:vehicle|car|fleet|truck|elevator|lift|aircraft|aviation|engine|software|website|web|site|server|network|database|code|test|phone|computer|pc|customer|client|account|garden|lawn|landscape|cloud|app|application)s?\s+$/i,
  },
  // "إرشاد جولات", "إرشاد المجموعات", "مرشد سياحي": guiding tours, not counselling. "إرشاد الرضاعة",
  // "إرشاد غذائي", "nutrition counselling", "financial counselling": a midwife's, a dietitian's or an
  // adviser's advice in their own trade, not the counselling of a school or a clinic.
  counseling: {
    after:
      /^\s*(?:لل|ال|ل)?(?:جولات|جولة|مجموعات|مجموعة|سياح|سيّاح|سياحي|سياحية|رحلات|رحلة|سياحة|رضاعة|غذائي|غذائية|تغذية|مالي|مالية|وراثي|وراثية)(?!\p{L})/u,
    before:
      /(?:lactation|breastfeeding|breast-feeding|nutrition|nutritional|dietary|diet|genetic|financial|credit|debt|mortgage|investment|tax)\s+$/i,
  },
  // "ביטוח לאומי", "التأمين الوطني", "National Insurance": the state's social security body, an
  // authority a payroll clerk reports to, not the insurance trade.
  insurance: {
    after: /^\s*(?:ה?לאומי|(?:ال)?وطني|(?:ال)?قومي)(?!\p{L})/u,
    before: /national\s+$/i,
  },
  // "محاسب قانوني": a chartered accountant, no lawyer.
  legal: { before: /(?:محاسب|محاسبة|مدقق|مدققة|محاسبين|مدققين)\s+(?:ال)?$/u },
  // "مراقبة الجودة": quality control, not the monitoring of systems.
  monitoring: { after: /^\s*(?:ال)?جودة(?!\p{L})/u },
  // "قيادة شاحنة", "قيادة رافعة": driving a vehicle, not leading people.
  leadership: {
    after:
      /^\s*(?:ال)?(?:رافعة|رافعات|سيارة|سيارات|شاحنة|شاحنات|حافلة|حافلات|مركبة|مركبات|دراجة|باص|تراكتور|جرار)(?!\p{L})/u,
  },
  // "معلّم عجين", "معلم بناء": in the Levant a master of a craft, not a teacher ("معلم رياضيات" is).
  teaching: {
    after:
      /^\s*(?:ال)?(?:عجين|عجينة|خبز|فرن|حلويات|كنافة|شاورما|فلافل|طبخ|مطبخ|بناء|حجر|بلاط|تبليط|دهان|دهانات|حدادة|نجارة|طوبار|قصارة|سباكة|ألمنيوم|المنيوم|صنعة)(?!\p{L})/u,
  },
  // The equipment of a care unit ("صيانة أجهزة العناية المكثفة", "ציוד טיפול נמרץ", "ICU equipment"):
  // a medical-device engineer's work, not intensive care.
  'intensive-care': {
    before: /(?:أجهزة|اجهزة|معدات|ציוד|מכשירי|מכשור|equipment|devices?|monitors?)\s+(?:ال|ה)?$/iu,
    after: /^\s*(?:equipment|devices?|monitors?|ventilators?|machines?)\b/i,
  },
  // A lab of machines or of teaching ("Hardware Lab Technician", "מעבדת מחשבים", "مختبر الحاسوب",
  // "language lab"): engineering or a classroom, not laboratory science.
  laboratory: {
    before:
      /(?:hardware|hw|computer|computers|electronics?|rf|robotics|integration|language|photo|media|maker|innovation|it|network)\s+$/i,
    after:
      /^\s*(?:(?:ה)?(?:מחשבים|מחשוב|חומרה|אלקטרוניקה|רובוטיקה|תקשורת|שפות|צילום)|(?:ال)?(?:حاسوب|حاسب|كمبيوتر|إلكترونيات|الكترونيات|روبوتات|لغات|تصوير))(?!\p{L})/u,
  },
};

/** Whether a concept's words at text[start, end) mean something else there ("excel at", "שמירה על"). */
export function isFalseFriend(conceptId: string, text: string, start: number, end: number): boolean {
  const falseFriend = FALSE_FRIENDS[conceptId];
  if (!falseFriend) return false;
  const { before, after } = lineAround(text, start, end);
  return (falseFriend.before?.test(before) ?? false) || (falseFriend.after?.test(after) ?? false);
}

/**
 * What a field word names when it is the subject of the work or a part of the company, not a
 * skill: "sales data", "the sales and finance departments", "product managers", "customer
 * success teams", "מחלקת המכירות", "צוותי מוצר ושיווק", "قسم المبيعات".
 */
const SUBJECT_AFTER =
  /^\s*(?:(?:,\s*|\s+(?:and|&)\s+)[a-z]+(?:\s+[a-z]+)?\s*)*(?:data|reports?|dashboards?|teams?|roles?|departments?|divisions?|units?|managers?|executives?|kpis?|figures|clients?|customers?|companies|industr(?:y|ies)|sectors?)\b/i;
const SUBJECT_BEFORE =
  /(?:נתוני|דוחות|דו"חות|לתפקידי|תפקידי|מחלקת|מחלקות|אגף|צוות|צוותי|מנהלי|אנשי|אתרי|קבלני|קבלן|بيانات|تقارير|قسم|أقسام|فريق|فرق|مواقع|مشاريع|مقاول|مقاولي)\s+(?:ה|ال)?(?:[\p{L}"]+\s*(?:,|ו|و)\s*)*$/u;

/** Broad fields that are often only what the work was about ("sales data", "construction sites"), not a skill. */
const BROAD = new Set([
  'sales',
  'marketing',
  'logistics',
  'operations',
  'finance',
  'hr',
  'customer-service',
  'retail',
  'product',
  'account-management',
  'procurement',
  'hospitality',
  'import-export',
  // "אתרי בנייה", "مقاول بناء", "in new construction": the industry a tradesperson worked in.
  'engineering-civil',
]);

const DATA_BEFORE = /(?:נתוני|דוחות|דו"חות|بيانات|تقارير)\s+(?:ה|ال)?(?:[\p{L}"]+\s*(?:,|ו|و)\s*)*$/u;
const DATA_AFTER =
  /^\s*(?:(?:,\s*|\s+(?:and|&)\s+)[a-z]+\s*)*(?:data|figures|kpis?|reports?|dashboards?|metrics)\b/i;

/**
 * In a job ad, a broad field that is what data is about ("ניתוח נתוני מכירות", "sales data", "تحليل
 * بيانات المبيعات"): an analyst's subject, not the trade the ad asks (job-profile.ts). A resume's
 * lines are read so by SUBJECT_BEFORE / SUBJECT_AFTER above, which also name teams and departments;
 * an ad's only for its data. Without it a data analyst's ad asked a salesperson's work.
 */
export function namesDataAbout(conceptId: string, text: string, start: number, end: number): boolean {
  if (!BROAD.has(conceptId)) return false;
  const { before, after } = lineAround(text, start, end);
  return DATA_BEFORE.test(before) || DATA_AFTER.test(after);
}

/**
 * The words that open an authority's name: "משרד המשפטים", "רשות המסים", "Ministry of Health",
 * "Israel Tax Authority", "وزارة الصحة", in brackets after a licence too. The field it names is who
 * issued a licence or employed the person, not a skill.
 */
const AUTHORITY_BEFORE =
  /(?:^|[\s(])(?:[בלמו]?(?:משרד|רשות|הרשות\s+ל)\s+ה?|ministry\s+of\s+(?:the\s+)?|[وبلم]?(?:وزارة|سلطة)\s+(?:ال)?)$/iu;
const AUTHORITY_AFTER = /^\s*(?:authority|ministry|council)\b/i;

/** The words that open a company's name, with the article: "חברת ה", "شركة ال". */
const COMPANY_BEFORE = /(?:^|\s)(?:[בלו]?חברת\s+ה|[وبل]?شركة\s+ال)$/u;

const PEOPLE_AFTER =
  /^\s+(?:designers|developers|engineers|managers|executives|specialists|analysts|researchers|writers)\b/i;

/** "experience in audit and finance": a field said as the person's own experience. */
const OWN_EXPERIENCE = /(?:experience|background|expertise|ניסיון|רקע|خبرة)[^.;:]{0,30}$/iu;

/** A line that labels a field of study. */
const MAJOR_LABEL =
  /^\s*(?:חוג|מגמה|התמחות|major|minor|specialization|specialisation|concentration|(?:ال)?تخصص)\s*[:：-]/iu;

/** One-letter or common-word names counted only as an item of a list: "Java, Python, C, React". */
const LIST_ITEMS: Record<string, string> = { C: 'c-lang', R: 'r-lang', Go: 'go' };
const BY_ID = new Map(SKILLS.map((c) => [c.id, c]));

/**
 * Skills said with a number in the middle, which a list of names cannot hold: "ניהול מלאי וצוות
 * של 4 עובדים", "Lead a team of three", "ליווי 60 לקוחות", "Managed 40 publisher accounts".
 */
const PATTERNS: Array<{ id: string; pattern: RegExp }> = [
  {
    id: 'team-lead',
    pattern:
      /(?:ניהול|הובלת|ניהלתי|הובלתי|\bmanag(?:e|es|ed|ing)\b|\blead(?:s|ing)?\b|\bled\b|إدارة|قيادة)[^.\n]{0,50}?(?:צוות\s+של\s+(?:\d+|[א-ת]+)\s|\bteams?\s+of\s+(?:\d+|[a-z]+)\b|فريق\s+من\s+\d+)/giu,
  },
  {
    id: 'account-management',
    pattern:
      /(?:ליווי|ניהול\s+תיק\s+של)\s+\d+\s+לקוחות|\bmanag(?:e|ed|ing)\s+\d+\s+(?:[a-z]+\s+)?accounts\b/giu,
  },
];

export interface SkillHit {
  concept: SkillConcept;
  /** The words as the resume writes them. */
  surface: string;
  start: number;
}

/** What stands before and after a place of the text on its line, and the whole line. */
export function lineAround(
  text: string,
  start: number,
  end: number,
): { before: string; after: string; line: string } {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  const lineEnd = to < 0 ? text.length : to;
  return {
    before: text.slice(from, start),
    after: text.slice(end, lineEnd),
    line: text.slice(from, lineEnd),
  };
}

/**
 * A line of running prose ("Closed new business with customers in retail, logistics and
 * finance."), not a list of short items ("Financial reporting, IFRS, Audit").
 */
export function isProseLine(line: string): boolean {
  const words = line.trim().split(/\s+/).length;
  if (words < 6) return false;
  const items = line.split(/[,،;؛|•·]/);
  return items.some((item) => item.trim().split(/\s+/).length >= 5);
}

const BULLET_START = /^\s*[•\-–*▪·]/;
/** A job's head line (dates, "|" between title and employer): not the middle of a sentence. */
const HEAD_LINE = /(?:19|20)\d\d|\s\|\s/;

/** A "label: value" line whose label heads a section: "שפות: עברית", "LANGUAGES / שפות: …". */
function isInlineHeading(line: string): boolean {
  const m = /^([^:：]{2,40})[:：]/u.exec(line);
  return m !== null && headingKind(m[1]!) !== null;
}

/**
 * The line around a place with the lines it was wrapped from or onto: a PDF breaks a sentence of
 * a narrow column where the Word file does not ("…customers in retail," / "logistics and
 * finance."). A line joins the one before it when that one runs on (no closing stop, not a
 * heading) and it is not a bullet of its own; at most two lines each way.
 */
function logicalLine(text: string, from: number, to: number): string {
  let first = from;
  let last = to;
  for (let k = 0; k < 2 && first > 0; k++) {
    const prevStart = text.lastIndexOf('\n', first - 2) + 1;
    const prev = text.slice(prevStart, first - 1);
    const here = text.slice(first, text.indexOf('\n', first) < 0 ? text.length : text.indexOf('\n', first));
    if (
      BULLET_START.test(here) ||
      HEAD_LINE.test(prev) ||
      /[.!?:;]\s*$/.test(prev) ||
      prev.trim().split(/\s+/).length < 5
    )
      break;
    first = prevStart;
  }
  for (let k = 0; k < 2 && last < text.length; k++) {
    const lineStart = text.lastIndexOf('\n', last - 1) + 1;
    const here = text.slice(lineStart, last);
    const nextEnd = text.indexOf('\n', last + 1);
    const next = text.slice(last + 1, nextEnd < 0 ? text.length : nextEnd);
    if (
      !next ||
      BULLET_START.test(next) ||
      HEAD_LINE.test(next) ||
      // (A heading, or a section's "label: value" line: "LANGUAGES / שפות: עברית" opens a section
      // no sentence runs on into.)
      headingKind(next) !== null ||
      isInlineHeading(next) ||
      /[.!?:;]\s*$/.test(here) ||
      here.trim().split(/\s+/).length < 5
    )
      break;
    last = nextEnd < 0 ? text.length : nextEnd;
  }
  return text.slice(first, last).replace(/\s*\n\s*/g, ' ');
}

/**
 * The item of a list line a place is in ("הכנה לבגרות" of "ניהול כיתה, הכנה לבגרות, Kahoot"), or
 * the whole line when it is no list of three short items or more or holds a year: a degree's line ("B.A.
 * Economics, Tel Aviv University, 2015") says its level and field in pieces of its own.
 */
function itemAround(line: string, start: number, end: number): string {
  const pieces = line.split(/[,،;؛|•·▪]/u);
  // (A line of duties, items of five words or more, says them in sentences: the whole line.)
  if (pieces.length < 3 || /(?:19|20)\d\d/.test(line) || isProseLine(line)) return line;
  const from = Math.max(0, ...[...line.slice(0, start).matchAll(/[,،;؛|•·▪]/gu)].map((m) => m.index + 1));
  const next = line.slice(end).search(/[,،;؛|•·▪]/u);
  return line.slice(from, next < 0 ? line.length : end + next);
}

/** Products named by a common word, that product only with its capital: "pepper greenhouses" are no ATS. */
const CAPITALISED = new Set(['greenhouse']);

function counts(concept: SkillConcept, text: string, start: number, end: number, titles: boolean): boolean {
  if (CAPITALISED.has(concept.id) && !/^[A-Z]/.test(text.slice(start, end))) return false;
  if (isFalseFriend(concept.id, text, start, end)) return false;
  const { before, after, line } = lineAround(text, start, end);
  // The rules below tell a claim from a subject in prose; a title names the work itself ("Sales
  // Manager" is sales, not "sales managers" worked with).
  if (concept.kind === 'tech' || titles) return true;
  if (levelOf(itemAround(line, before.length, line.length - after.length)) && !/^\s*[•\-–*]/.test(line))
    return false;
  // "شركة الكهرباء", "חברת החשמל": a company named for its trade is an employer, not the
  // person's field ("חברת ביטוח", an insurance company, says what the work was in).
  if (
    COMPANY_BEFORE.test(before) ||
    (/(?:^|\s)(?:ב|ל|ו)?חברת\s+$|(?:^|\s)[وبل]?شركة\s+$/u.test(before) &&
      /^(?:ה|ال)/u.test(text.slice(start, end)))
  )
    return false;
  if (AUTHORITY_BEFORE.test(before) || AUTHORITY_AFTER.test(after)) return false;
  // "חוג: עבודה סוציאלית", "Major: Nursing", "تخصص: الصيدلة": the field studied, not a skill claimed.
  if (MAJOR_LABEL.test(line)) return false;
  // "UX designers", "product managers": people the work was done with.
  if (PEOPLE_AFTER.test(after)) return false;
  if (BROAD.has(concept.id) && (SUBJECT_AFTER.test(after) || SUBJECT_BEFORE.test(before))) return false;
  // "דיווח למוקד", "העברת פניות מהמוקד": the desk a report went to or came from, not the work.
  if (BROAD.has(concept.id) && /(?:^|\s)ו?(?:ל|מ|מה)$/u.test(before)) return false;
  // A broad field said in one word inside a sentence ("clients in retail and finance", "a job in
  // a restaurant") is what the work was about; it is a skill in a list, as the person's
  // experience, or in a longer term ("B2B sales").
  const oneWord = !/\s/.test(text.slice(start, end).trim());
  if (!BROAD.has(concept.id) || !oneWord || OWN_EXPERIENCE.test(before)) return true;
  if (isProseLine(line)) return false;
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const to = text.indexOf('\n', end);
  return !isProseLine(logicalLine(text, from, to < 0 ? text.length : to));
}

function listItemHits(text: string): SkillHit[] {
  const hits: SkillHit[] = [];
  // (The letter looked for first: the lookbehind, tried at every place, read back over a long run of
  // spaces and lines each time; and the line cut out alone, not the rest of the text split.)
  for (const match of text.matchAll(/(?=[CRG])(?<=^|[,،|]\s*)(C|R|Go)(?=\s*(?:[,،|]|$))/gm)) {
    const lineEnd = text.indexOf('\n', match.index);
    const line = text.slice(text.lastIndexOf('\n', match.index) + 1, lineEnd < 0 ? text.length : lineEnd);
    if (!/[,،|]/.test(line)) continue;
    const concept = BY_ID.get(LIST_ITEMS[match[1]!]!);
    if (concept) hits.push({ concept, surface: match[1]!, start: match.index });
  }
  return hits;
}

export interface FindSkillsOptions {
  /**
   * Places where a hit is not a claim of the skill: a job title ("Registered Nurse" is not
   * "nursing"), an employer ("Salesforce Israel"), a listed item reported as written.
   */
  skip?: (start: number, end: number) => boolean;
  /** Every place a concept is claimed, not only its first (where it is said can matter). */
  everyPlace?: boolean;
  /** The text is job titles, one a line: a field named in one is the work, whatever follows it. */
  titles?: boolean;
}

export function findSkills(text: string | IndexedText, options: FindSkillsOptions = {}): SkillHit[] {
  const indexed = typeof text === 'string' ? new IndexedText(text) : text;
  const skip = options.skip ?? (() => false);
  const first = new Map<string, SkillHit>();
  const later: SkillHit[] = [];
  const claimed: Array<[number, number, string]> = [];
  // The phrases whose first word the text holds, in SKILL_PHRASES' order (longest first), as the
  // longer phrase claims its words before a shorter one can.
  const candidates: number[] = [];
  for (const variant of indexed.variants()) {
    const list = PHRASES_BY_FIRST_WORD.get(variant);
    if (list) for (const i of list) candidates.push(i);
  }
  candidates.sort((a, b) => a - b);
  for (const i of candidates) {
    const { concept, words } = SKILL_PHRASES[i]!;
    for (const hit of indexed.find(words)) {
      if (claimed.some(([s, e, id]) => id !== concept.id && hit.start < e && hit.end > s)) continue;
      if (!counts(concept, indexed.text, hit.start, hit.end, options.titles ?? false)) continue;
      claimed.push([hit.start, hit.end, concept.id]);
      if (skip(hit.start, hit.end)) continue;
      const known = first.get(concept.id);
      const place = { concept, surface: hit.surface, start: hit.start };
      if (!known || hit.start < known.start) {
        if (known) later.push(known);
        first.set(concept.id, place);
      } else later.push(place);
    }
  }
  for (const hit of listItemHits(indexed.text)) {
    if (!first.has(hit.concept.id) && !skip(hit.start, hit.start + hit.surface.length))
      first.set(hit.concept.id, hit);
  }
  for (const { id, pattern } of PATTERNS) {
    pattern.lastIndex = 0;
    const match = first.has(id) ? null : pattern.exec(indexed.text);
    const concept = BY_ID.get(id);
    if (match && concept) first.set(id, { concept, surface: match[0], start: match.index });
  }
  return [...first.values(), ...(options.everyPlace ? later : [])].sort((a, b) => a.start - b.start);
}
