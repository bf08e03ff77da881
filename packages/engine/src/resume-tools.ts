import { MONTH_WORD } from './date-ranges.ts';
import { escoSkillNamed, escoSkillWords } from './esco.ts';
import { SKILLS } from './skill-lexicon.ts';
import { ISRAELI_CITIES } from './israeli-cities.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import { joinWrappedLines } from './text-units.ts';

/**
 * Tools, systems and machines a resume's work lines say were used, by name, when the skill lexicon
 * does not know them: "מעקב התקדמות באפליקציית Trainerize", "التشخيص بجهاز Techstream", "monitoring
 * in PRTG", "a Haas VF-2 milling centre". A product keeps its Latin name in a Hebrew or Arabic
 * line, so there every Latin name is one; in an English line only a name after "in", "with",
 * "using"… is, and only when it is written as a name (capitals, digits), not a department
 * ("with Product and Sales").
 */

const RTL_LETTERS = /[\u0590-\u05FF\u0600-\u06FF]/gu;
/** A word of a product's name: "Trainerize", "VF-2", "monday.com", "365", "S7". */
const NAME_WORD = String.raw`[A-Za-z0-9][A-Za-z0-9.+#&'/-]*`;
// (A Latin name may follow an Arabic or Hebrew prefix letter it is joined to: "وOscilloscope", "بExcel".)
const LATIN_RUN = new RegExp(String.raw`(?<![\p{Script=Latin}\d])${NAME_WORD}(?: ${NAME_WORD})*`, 'gu');
/** A word written as part of a name, with a capital or a digit ("Veeam", "PRTG", "iPhone"; not "monday.com"). */
const CAPITAL_WORD = String.raw`(?:[A-Z0-9][A-Za-z0-9.+#&'/-]*|[a-z][a-z.]*[A-Z0-9][A-Za-z0-9.+#&'/-]*)`;
const NAME = String.raw`${CAPITAL_WORD}(?: ${CAPITAL_WORD}){0,3}`;
/**
 * In an English line, names after a word that leads to a tool, and the names listed with them:
 * "monitoring in PRTG", "accounts in Active Directory and Microsoft 365".
 */
const CUED_NAMES = new RegExp(
  String.raw`\b(?:in|with|using|via|through|into|on)\s+(?:the\s+|a\s+|an\s+)?(${NAME}(?:(?:,\s*|\s+and\s+|\s*&\s*)${NAME})*)`,
  'g',
);
/**
 * In an English line, the two tools of a move from one to the other: "Led the migration from Webpack
 * to Vite", "moved the jobs from Jenkins to GitLab CI", "upgraded from Angular to React".
 */
const MOVED_FROM_TO = new RegExp(
  String.raw`\b(?:[Mm]igrat\w*|[Mm]ov\w*|[Ss]witch\w*|[Uu]pgrad\w*|[Pp]ort\w*|[Cc]onvert\w*|[Tt]ransition\w*)\s+(?:[\w-]+\s+){0,3}?from\s+(?:the\s+)?(${NAME})\s+to\s+(?:the\s+)?(${NAME})`,
  'g',
);
/**
 * In an English line, a maker's or a model's name before the machine it names: "run a Haas VF-2
 * milling centre and Mazak lathes", "Netafim controllers", "Cisco Catalyst switches".
 */
const MACHINE_AFTER = new RegExp(
  String.raw`(?<![\w.-])(${NAME})(?=\s+(?:[a-z-]+\s+)?(?:centres?|centers?|lathes?|controllers?|switch(?:es)?|routers?|machines?|printers?|scanners?|analy[sz]ers?|pumps?|cranes?|forklifts?|ovens?|mixers?|saws?|welders?|loaders?|excavators?|compressors?|generators?|microscopes?)\b)`,
  'g',
);

/** Working with someone: the names after are partners ("liaising with HMRC", "coordinating with MDA"). */
const WITH_PARTNER =
  /\b(?:coordinat\w*|liais\w*|communicat\w*|collaborat\w*|cooperat\w*|partner\w*|negotiat\w*|meetings?|contact|relations|reporting)\s+with\s+(?:the\s+)?$/i;

/** People a name describes: "Arab and Haredi communities", "Russian-speaking families". */
const PEOPLE_AFTER =
  /^\s+(?:[a-z-]+\s+)?(?:communit(?:y|ies)|famil(?:y|ies)|populations?|youth|teens|children|kids|women|men|students|pupils|parents|patients|clients|customers|residents|immigrants|olim|villages|towns|neighbo(?:u)?rhoods|sectors?|schools)\b/;
/** Words that name what a short name is in a Hebrew or Arabic line: "במערכת BMS", "بجهاز NCT". */
const TOOL_NOUN =
  /(?:מערכת|מערכות|תוכנת|תוכנות|אפליקציית|מכשיר|מכשירי|מצלמת|מצלמות|פלטפורמת|כלי|نظام|برنامج|تطبيق|جهاز|أجهزة|منصة|أداة)\s*[-–]?\s*$/u;
/** Words that name a body, not a tool: "ועדת IACUC", "משרד ה-FDA", "هيئة FDA". */
const BODY_NOUN =
  /(?:ועדת|ועדה|משרד|רשות|עמותת|ארגון|איגוד|לשכת|مجلس|لجنة|وزارة|هيئة|جمعية|منظمة|نقابة)\s*(?:ה-?|ال)?\s*[-–]?\s*$/u;
const TEAM_NOUN = /(?:צוות|צוותי|מחלקת|אגף|فريق|قسم)\s*(?:ה-?|ال)?\s*[-–]?\s*$/u;
/**
 * A machine's noun, with up to two words of what it does or is, before its maker's name in a Hebrew
 * or Arabic line: "במכונת ליטוש Bavelloni", "תנור קומבי Rational", "ובאוברלוק Brother", "غسالة الصحون
 * الصناعية Winterhalter", "ماكينة Juki". The machine is named so, with its noun (a system, a program
 * or a measuring device is named by its name alone: "במערכת Priority", "بجهاز Launch X431").
 */
const MACHINE_BEFORE_MAKER = new RegExp(
  String.raw`(?:^|[\s(,،;:–-])(?:[ובלה]|[وبل])*-?((?:מכונת|מכונות|מכונה|תנור|תנורי|מיקסר|מכבש|מחרטת|מסור|מקדחת|רתכת|אוברלוק|מדפסת|ממירי|ממיר|ماكينة|ماكينات|ماكنة|ماكنات|مكنة|آلة|غسالة|غسالات|فرن|أفران|عجانة|خلاطة|مكبس|مخرطة|منشار|طابعة|محولات|محول)(?:\s+[^\s\dA-Za-z,.،;:()|•·–-]+){0,2})\s+$`,
  'u',
);
const MAX_WORDS = 4;
const FOR_DEVICES =
  /(?:^|\s)(?:ل|لل)(?:أجهزة|اجهزة|جهاز|هواتف|هاتف|جوالات|حواسيب|سيارات|سيارة)\s*$|(?:^|\s)ל(?:מכשירי|מכשיר|טלפונים|טלפוני|מחשבי|רכבי|רכב)\s*$/u;
const QUOTED_AFTER_TOOL_NOUN =
  /(?:^|[\s(])(?:[ובלה]|[وبل])*-?(?:מערכת|תוכנת|אפליקציית|פלטפורמת|نظام|برنامج|تطبيق|منصة)\s+["“”«]([\u0590-\u05FF\u0600-\u06FF][^"“”«»]{1,24})["“”»]/gu;
/** The words of a licence before its class: "רישיון נהיגה", "רשיון", "رخصة قيادة", "رخصة سياقة". */
const LICENCE_BEFORE =
  /(?:רישיון|רשיון|רישיונות|(?:ال)?رخصة|(?:ال)?رخص|ترخيص)(?:\s+(?:נהיגה|(?:ال)?قيادة|(?:ال)?سياقة|סוג|درجة|من\s+نوع))?\s*[-–]?\s*$/u;

const NAME_CHAR = /[A-Za-z0-9.+#&'/-]/;

/**
 * The text without the Latin names listed at its end and what joins them ("لأجهزة iPhone, Samsung و"
 * → "لأجهزة "): read backwards in a loop. (A regular expression of repeated names and optional
 * joiners took time exponential in a long Latin word: a 26-letter one took seconds.)
 */
function withoutTrailingNames(text: string): string {
  let end = text.length;
  for (;;) {
    let i = end;
    if (text.slice(0, i).endsWith('ו-')) i -= 2;
    else if (/\s[وו]$/u.test(text.slice(Math.max(0, i - 2), i))) i -= 1;
    while (i > 0 && /[\s,،]/u.test(text[i - 1]!)) i--;
    let j = i;
    while (j > 0 && NAME_CHAR.test(text[j - 1]!)) j--;
    if (j === i) return text.slice(0, end);
    end = j;
  }
}

const lower = (names: string[]) => new Set(names.map((name) => name.toLowerCase()));
/**
 * Words of places, languages and kinds of business: a run holding one is no tool ("Tel Aviv", "in
 * Hebrew", "B2B SaaS").
 */
const NOT_NAME_WORDS = lower([
  ...ISRAELI_CITIES.flatMap((c) => [c.en, ...c.aliases].filter((a) => /^[A-Za-z]/.test(a))).flatMap((n) =>
    n.split(' '),
  ),
  ...SPOKEN_LANGUAGES.map((l) => l.label.en),
  ...'Israel Europe USA UK Canada Asia Africa America EMEA APAC LATAM DACH MENA Nordics B2B B2C KPI KPIs SLA'.split(
    ' ',
  ),
  // A country's adjective qualifies a thing ("an Israeli electrician licence"): no tool of its own.
  ...'Israeli European American British'.split(' '),
  // Israel's regions, as a line says where the work was ("in the Sharon and the Triangle").
  ...`Sharon Galilee Negev Arava Golan Triangle Shephelah Shfela Jezreel Judea Samaria Gush Krayot Wadi Northern
    Southern`.split(/\s+/),
  // Countries a line says suppliers, clients or production are in ("suppliers in China and Turkey").
  ...`China Turkey India Japan Korea Vietnam Thailand Taiwan Germany France Italy Spain Portugal Greece Cyprus
    Poland Romania Ukraine Russia Netherlands Belgium Switzerland Austria Sweden Norway Denmark Finland Ireland
    Hungary Czechia Egypt Jordan Morocco Brazil Mexico Argentina Australia Singapore Indonesia Philippines Malaysia
    Bangladesh Pakistan Dubai UAE`.split(/\s+/),
]);
/**
 * Whether one word is of the words above: a place, a language, a country's people ("Israel",
 * "Israeli", "Haifa", "Hebrew") or a kind of business ("B2B", "KPI").
 */
export const isNotAToolWord = (word: string) => NOT_NAME_WORDS.has(word.toLowerCase());

/** Whether a run names a place: a town, a region or a country. */
const isPlace = (run: string) => run.split(/[ -]/).some((w) => NOT_NAME_WORDS.has(w.toLowerCase()));

/** Teams, units and abbreviations a work line names in Latin letters. */
const NOT_TOOLS = lower(
  'Product Products Sales Marketing Finance Operations Support Engineering Design Management Customer Customers Team Teams Department Office R&D HR IT QA UI UX CEO CTO CFO VP PM E-commerce Full Stack Backend Frontend'.split(
    ' ',
  ),
);
const MONTH = new RegExp(`^(?:${MONTH_WORD})$`, 'iu');

function cleanRun(run: string): string {
  // ("Israel. Registered": a sentence ends inside the run; the name is before its stop.)
  return run
    .replace(/\.\s.*$/u, '')
    .replace(/^[('"]+/, '')
    .replace(/[.,;:)'"!?-]+$/, '');
}

/**
 * A body named in English ("the Israeli Engineers Registrar", "Israel Tax Authority", "Ministry of
 * Health", "Bar Association"): who the person dealt with or was registered by, no tool.
 */
const EN_BODY =
  /(?:^|\s)(?:registrar|authority|ministry|council|association|institute|bureau|union|commission|agency|department|court|municipality)(?:\s+of\b.*)?$|^(?:ministry|council|bureau|department|office)\s+of\b/i;

/** A common English word in lower case in a Hebrew or Arabic line ("تطوير firmware"): a word, no product. */
function commonLowerWord(run: string): boolean {
  if (!/^[a-z]+(?:[ -][a-z]+)*$/.test(run)) return false;
  const words = escoSkillWords();
  if (!run.split(/[ -]/).every((word) => words.has(word))) return false;
  lexiconNames ??= new Set(
    SKILLS.flatMap((c) => [c.id, c.label.en, ...c.aliases]).map((name) => name.toLowerCase()),
  );
  return !lexiconNames.has(run);
}

/**
 * A sentence a PDF wrapped between a tool's cue and its name, joined back: "…user accounts in" /
 * "Active Directory and Microsoft 365.", "…في نظام" / "ServiceNow.". Only a line that ends in the
 * cue runs on, so the last line of one job and the next part's line stay apart.
 */
const ENDS_IN_CUE = /(?:^|\s)(?:in|with|using|via|through|into|on|the|a|an)\s*$/i;

const unwrapped = (lines: string[]) =>
  joinWrappedLines(lines, (previous) => ENDS_IN_CUE.test(previous) || TOOL_NOUN.test(previous));

/** The lexicon's names in Latin letters, lower-cased ("go", "priority"). */
let lexiconNames: Set<string> | undefined;

/**
 * A Title Case run of common words of work alone: "Design System", "Run of Show", "Triage". Not a
 * name the skill lexicon or ESCO gives a skill whole ("Go", "Priority", "Active Directory").
 */
function commonWords(run: string): boolean {
  if (!/^[A-Z][a-z]+(?: (?:[A-Z][a-z]+|of|and|the|for|to|in|on))*$/.test(run)) return false;
  const words = escoSkillWords();
  if (!run.split(' ').every((word) => words.has(word.toLowerCase()))) return false;
  lexiconNames ??= new Set(
    SKILLS.flatMap((c) => [c.id, c.label.en, ...c.aliases]).map((name) => name.toLowerCase()),
  );
  return !lexiconNames.has(run.toLowerCase()) && escoSkillNamed(run) === null;
}

const WHOLE_NAME = new RegExp(`^${NAME}$`);
/** The lexicon's names of tools and technologies, lower-cased ("pytorch", "docker"). */
let techNames: Set<string> | undefined;

/**
 * In an English line, a list of names after a colon or a semicolon, to the sentence's end, beside a
 * tool the lexicon knows ("Deep-learning models; PyTorch, CUDA, MLflow.", "Stack: Kafka, Flink,
 * Redis"): the names listed with a known tool are tools too. (Without a known one a list of names
 * is as often clients or employers: "Accounts: Teva, Intel, Elbit".)
 */
function listedBesideKnown(line: string): string[] {
  const m = /[:;]\s*([^:;.]+)\.?\s*$/.exec(line);
  if (!m) return [];
  const items = m[1]!.split(/\s*,\s*|\s+and\s+/).map((item) => cleanRun(item.trim()));
  if (items.length < 3 || !items.every((item) => WHOLE_NAME.test(item))) return [];
  techNames ??= new Set(
    SKILLS.filter((c) => c.kind === 'tech')
      .flatMap((c) => [c.id, c.label.en, ...c.aliases])
      .map((name) => name.toLowerCase()),
  );
  return items.some((item) => techNames!.has(item.toLowerCase())) ? items : [];
}

/**
 * A run of two or more words each a tool the lexicon knows by that very name, the run itself none
 * ("Redis PostgreSQL", "Docker Kubernetes"): the names of a list whose separator a scan lost or
 * whose order a mixed line turned ("עבודה עם ו-Redis PostgreSQL" for "עם PostgreSQL ו-Redis"), each
 * a tool of its own. Null for anything else.
 */
export function knownNamesRun(run: string): string[] | null {
  const parts = run.split(' ');
  if (parts.length < 2 || parts.length > 4) return null;
  techNames ??= new Set(
    SKILLS.filter((c) => c.kind === 'tech')
      .flatMap((c) => [c.id, c.label.en, ...c.aliases])
      .map((name) => name.toLowerCase()),
  );
  if (techNames.has(run.toLowerCase())) return null;
  // (Each a product's name, a capital and small letters: "Node.js", "PostgreSQL"; not "git flow", nor
  // a kind said by its abbreviation, "Priority ERP", "SAP MM", one product.)
  const product = (part: string) =>
    /^[A-Z]/.test(part) && /[a-z]/.test(part) && techNames!.has(part.toLowerCase());
  return parts.every(product) ? parts : null;
}

/**
 * A degree by its abbreviation: "B.Sc", "B.A.", "M.Sc", "Ph.D", "LL.B", "MBA", "BSc". A degree the
 * person holds, no tool, wherever a line names it ("Data analyst with a B.Sc. in Mathematics",
 * "בעלת B.Sc. במתמטיקה", "حاصلة على B.Sc. في الرياضيات").
 */
const DEGREE_ABBREVIATION =
  /^(?:(?:B|M|Ph|LL|D)\.\s?(?:Sc|A|Ed|Arch|Eng|Tech|Des|Mus|Pharm|D|M|B|SW|PH|Phil|Com)\.?|(?:BSc|MSc|MBA|PhD|LLB|LLM|BEd|MEd|BSW|MSW|MPH)\.?)$/;
/**
 * The field a degree is in ("a B.Sc. in Mathematics", "a degree in Economics", "a diploma in
 * Nursing"): what was studied, no tool. What a line says right before the name.
 */
const DEGREE_IN =
  /(?:^|\s)(?:(?:B|M|Ph|LL|D)\.\s?[A-Za-z]{1,5}\.?|BSc|MSc|MBA|PhD|LLB|LLM|BEd|MEd|degree|diploma|bachelor['’]?s?|master['’]?s?|doctorate)\s+(?:degree\s+)?(?:in|of)\s+$/i;

/** Tools the lines name, as written, each once, in the order the lines name them. */
export function namedTools(lines: string[]): string[] {
  const tools: string[] = [];
  const add = (run: string): void => {
    const parts = knownNamesRun(run);
    if (parts) return parts.forEach(add);
    if (run.length < 2 || /^\d/.test(run) || NOT_TOOLS.has(run.toLowerCase())) return;
    if (DEGREE_ABBREVIATION.test(run)) return;
    // Two capitals joined by a slash, an ampersand or a digit ("A/B", "E2E", "B2B", "R&D") abbreviate
    // a kind of work ("ניסויי A/B", "בדיקות E2E"), no product.
    if (/^[A-Z](?:[/&]|\d)[A-Z]$/.test(run)) return;
    // An abbreviation in the plural ("SOPs", "RFQs", "SLAs") names documents or things of a kind.
    if (/^[A-Z]{2,5}s$/.test(run)) return;
    // A name in the possessive ("Parkinson's", "Alzheimer's") is a disease's or a person's, no product.
    if (/['’]s$/u.test(run)) return;
    // ("English-speaking", "Arabic-language": a language's or a place's word joined to another.)
    if (run.split(/[ -]/).some((w) => NOT_NAME_WORDS.has(w.toLowerCase()) || MONTH.test(w))) return;
    if (EN_BODY.test(run)) return;
    if (!tools.some((t) => t.toLowerCase() === run.toLowerCase())) tools.push(run);
  };
  for (const line of unwrapped(lines)) {
    if ((line.match(RTL_LETTERS) ?? []).length < 3) {
      for (const match of line.matchAll(CUED_NAMES)) {
        // "coordinating with MDA and the police": whom the work was done with, no tool.
        if (WITH_PARTNER.test(line.slice(0, match.index + match[0].length - match[1]!.length))) continue;
        // "with a B.Sc. in Mathematics": the field the degree is in, no tool.
        if (DEGREE_IN.test(line.slice(0, match.index + match[0].length - match[1]!.length))) continue;
        // "in Arab and Haredi communities", "with Ethiopian families": who the people are, no tool.
        if (PEOPLE_AFTER.test(line.slice(match.index + match[0].length))) continue;
        const names = match[1]!.split(/,\s*|\s+and\s+|\s*&\s*/).map(cleanRun);
        // "in Beer Sheva, Omer and Lehavim": names listed with a place are places too, towns the
        // list of cities may not hold.
        if (names.length >= 2 && names.some(isPlace)) continue;
        for (const name of names) add(name);
      }
      for (const name of listedBesideKnown(line)) add(name);
      for (const match of line.matchAll(MOVED_FROM_TO)) {
        add(cleanRun(match[1]!));
        add(cleanRun(match[2]!));
      }
      // (Not the line's first word, a verb written with its capital: "Operated …".)
      for (const match of line.matchAll(MACHINE_AFTER))
        if (line.slice(0, match.index).replace(/^[\s•*▪·–-]+/u, '') !== '') add(cleanRun(match[1]!));
      continue;
    }
    // A program or a system named in Hebrew or Arabic letters, in quotes after its noun: "בתוכנת
    // "אפיפארם"", "במערכת "מרכבה"", "ببرنامج "حشبشيفت"".
    for (const match of line.matchAll(QUOTED_AFTER_TOOL_NOUN)) add(match[1]!.trim());
    for (const match of line.matchAll(LATIN_RUN)) {
      const run = cleanRun(match[0]);
      // A run of many Latin words in a Hebrew or Arabic line is an English phrase, not a name.
      if (run.split(' ').length > MAX_WORDS) continue;
      // A short all-capitals word in a Hebrew or Arabic line is an abbreviation ("UI", "VRF")
      // unless a word before it says it is a system or a device.
      const before = line.slice(0, match.index).replace(/[בוהל]+-?$/u, '');
      // ("ועם GIS עירוני", "مع GIS": what the work was done with, a system.)
      // ("…, VMware, Active Directory, GPO": one of a comma list of products' names, a product.)
      const amongNames = /[A-Za-z0-9]\s*[,،]\s*$/u.test(before);
      if (
        /^[A-Z]{2,3}$/.test(run) &&
        !TOOL_NOUN.test(before) &&
        !amongNames &&
        !/(?:^|\s)(?:ו?עם|و?مع)\s*$/u.test(before)
      )
        continue;
      // An acronym after a committee, a ministry or an association is that body ("ועדת IACUC").
      if (/^[A-Z]{2,8}$/.test(run) && BODY_NOUN.test(before)) continue;
      // A team or a department by its Latin name ("צוות ה-Growth", "מחלקת R&D", "فريق Support").
      if (TEAM_NOUN.test(before)) continue;
      // Devices a repair was for, by their maker ("لأجهزة iPhone وSamsung", "למכשירי Apple ו-Samsung"):
      // what was worked on, no tool.
      if (FOR_DEVICES.test(withoutTrailingNames(before))) continue;
      // A licence's class ("רישיון נהיגה C1", "رخصة قيادة C1"): the licence, read whole elsewhere.
      if (/^[A-Z]\d?(?:\+[A-Z]\d?)?$/.test(run) && LICENCE_BEFORE.test(before)) continue;
      // Common English words in Title Case ("Design System", "Run of Show", "(Triage)") name a thing
      // or a method in English, no product, unless a word before says it is a system or a device.
      if (commonWords(run) && !TOOL_NOUN.test(before)) continue;
      if (commonLowerWord(run) && !TOOL_NOUN.test(before)) continue;
      // A maker's name after its machine's noun is the machine as written ("מכונת ליטוש Bavelloni"),
      // not an abbreviation of a technology ("במכונת CNC", "ماكينة قياس CMM").
      const machine = /[a-z]/.test(run) ? MACHINE_BEFORE_MAKER.exec(line.slice(0, match.index)) : null;
      add(machine ? `${machine[1]} ${run}` : run);
    }
  }
  return tools;
}
