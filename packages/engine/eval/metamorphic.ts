/**
 * The metamorphic probe: a resume's facts must not change under an edit that keeps its meaning
 * (another bullet glyph, a tab for " | ", a page footer, a decorated heading, a month written by
 * name, the education before the experience...). Each variant edits every tuning resume it
 * applies to and prints how many facts changed, with examples: a kind of resume the tuning texts
 * do not show, found without writing a resume and without a held-out set.
 *
 *   npm run -w @gius/engine eval:metamorphic            every variant, six changes each
 *   npm run -w @gius/engine eval:metamorphic -- tabs    one variant (or a comma list), all its changes
 *   META_SHOW=tabs …                                    and print each text the variant edited
 *   EVAL_SETS=tuning-w,tuning-x npm run -w @gius/engine eval:metamorphic   other tuning sets
 */
import { EVAL_NOW, type EvalSetName, loadResumes, TUNING_SETS } from './eval-set.ts';
import { analyzeResume, type ResumeAnalysis } from '../src/resume-analysis.ts';
import { looksLikeRole } from '../src/resume-facts.ts';
import { headingKind } from '../src/resume-sections.ts';

const FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
  'jobTitles',
  'experienceYears',
  'educationLevel',
  'educationField',
  'languages',
  'skills',
] as const satisfies readonly (keyof ResumeAnalysis)[];

// The headings the tuning resumes use, for the variants that decorate or move them.
const HEAD_WORDS =
  'השכלה|שפות|التعليم|اللغات|الخبرة العملية|ניסיון תעסוקתי|Education|Experience|المهارات|ניסיון|כישורים|Languages|Skills|EDUCATION|LANGUAGES|ניסיון מקצועי|EXPERIENCE|SKILLS|מיומנויות|Summary|الخبرة|תקציר|الخبرة المهنية|Work Experience';
const HEADINGS = new RegExp(`^(${HEAD_WORDS})$`, 'gm');
const HEADINGS_ONE = new RegExp(
  `^(${HEAD_WORDS}|שירות צבאי|פרטים אישיים|Contact|CONTACT|התנדבות|Volunteering|קורסים|Certifications)$`,
);
/** A bulleted skills list under its heading, written again by `write` from its heading and items. */
const SKILLS_LIST = /^((?:Skills|כישורים|المهارات|מיומנויות|SKILLS))\n((?:• .*\n?)+)/gm;
const rewriteSkillsList = (text: string, write: (heading: string, items: string[]) => string) =>
  text.replace(SKILLS_LIST, (_, heading: string, list: string) =>
    write(
      heading,
      list
        .trim()
        .split('\n')
        .map((line) => line.replace(/^• /, '')),
    ),
  );

/** The first line of items under a skills heading, a comma list of three or more, written again by `write`. */
const SKILLS_LINE =
  /^((?:Skills|כישורים|المهارات|מיומנויות|SKILLS|Key Skills|Core Skills))\n([^\n]*[,،][^\n]*[,،][^\n]*)$/gm;
const rewriteSkillsLine = (text: string, write: (items: string[], script: 'he' | 'ar' | 'en') => string) =>
  text.replace(SKILLS_LINE, (_, heading: string, line: string) => {
    const script = /[\u0590-\u05FF]/.test(line) ? 'he' : /[\u0600-\u06FF]/.test(line) ? 'ar' : 'en';
    return `${heading}\n${write(line.split(/\s*[,،]\s*/u), script)}`;
  });
/** "a, b and c", "א, ב וג", "أ، ب وج": the last item joined by "and". */
// (The "and" of the last item's script: "…، تقارير ضريبية ورواتب" in a line that opens in Hebrew.)
const joinWithAnd = (items: string[], lineScript: 'he' | 'ar' | 'en') => {
  const last = items[items.length - 1]!;
  const script = /^[\u0590-\u05FF]/.test(last) ? 'he' : /^[\u0600-\u06FF]/.test(last) ? 'ar' : lineScript;
  const comma = script === 'ar' ? '، ' : ', ';
  // The "and" of the last item's own script: an Arabic item of a Hebrew line takes "و", not "ו".
  const own = /[\u0600-\u06FF]/.test(last) ? 'ar' : /[\u0590-\u05FF]/.test(last) ? 'he' : script;
  const and = own === 'he' ? ` ו${last}` : own === 'ar' ? ` و${last}` : ` and ${last}`;
  return `${items.slice(0, -1).join(comma)}${and}`;
};
/** A level in brackets after an item: "Excel (advanced)", "אקסל (מתקדם)", "إكسل (متقدم)". */
const LEVEL_WORD = { he: 'מתקדם', ar: 'متقدم', en: 'advanced' } as const;
/** English past-tense duty verbs and their gerunds: "Managed" → "Managing". */
const GERUNDS: Record<string, string> = {
  Managed: 'Managing',
  Prepared: 'Preparing',
  Led: 'Leading',
  Handled: 'Handling',
  Coordinated: 'Coordinating',
  Trained: 'Training',
  Ran: 'Running',
  Built: 'Building',
  Maintained: 'Maintaining',
  Planned: 'Planning',
  Performed: 'Performing',
  Conducted: 'Conducting',
  Supervised: 'Supervising',
  Operated: 'Operating',
  Assisted: 'Assisting',
  Provided: 'Providing',
  Processed: 'Processing',
  Installed: 'Installing',
  Organized: 'Organizing',
  Organised: 'Organising',
  Delivered: 'Delivering',
  Created: 'Creating',
  Developed: 'Developing',
  Monitored: 'Monitoring',
  Answered: 'Answering',
  Scheduled: 'Scheduling',
  Drove: 'Driving',
  Taught: 'Teaching',
  Wrote: 'Writing',
  Repaired: 'Repairing',
  Cleaned: 'Cleaning',
  Served: 'Serving',
  Handed: 'Handing',
  Recruited: 'Recruiting',
  Reviewed: 'Reviewing',
  Tracked: 'Tracking',
  Plan: 'Planning',
  Lead: 'Leading',
  Manage: 'Managing',
  Prepare: 'Preparing',
  Handle: 'Handling',
  Represent: 'Representing',
  Reconcile: 'Reconciling',
  Coordinate: 'Coordinating',
  Run: 'Running',
};

// Round 25: a range as the newer tuning sets write it ("2019 – 2021", "03/2019 – היום", "ספטמבר 2012 – היום").
const MONTH_WORDS =
  'ינואר|פברואר|מרץ|מרס|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول|يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر';
const POINT = `(?:(?:\\d{1,2}[/.])?(?:19|20)\\d\\d|(?:${MONTH_WORDS}) (?:19|20)\\d\\d)`;
const RANGE = `${POINT} ?[–-] ?(?:${POINT}|עד היום|היום|כיום|Present|present|now|Now|حتى الآن|حتى اليوم|الآن)`;
/** A line that is a list's item or a heading, not a head line's rest: "• …", "- …". */
const LINE_OPENS_ITEM = /^[•\-*▪]/;
const MONTH_WORD_YEAR = new RegExp(`(?<![\\p{L}])(${MONTH_WORDS})\\.? ((?:19|20)\\d\\d)`, 'gu');
const MONTH_NUMBER: Record<string, number> = Object.fromEntries(
  [
    ['ינואר', 'jan', 'january', 'كانون الثاني', 'يناير'],
    ['פברואר', 'feb', 'february', 'شباط', 'فبراير'],
    ['מרץ', 'מרס', 'mar', 'march', 'آذار', 'مارس'],
    ['אפריל', 'apr', 'april', 'نيسان', 'أبريل'],
    ['מאי', 'may', 'أيار', 'مايو'],
    ['יוני', 'jun', 'june', 'حزيران', 'يونيو'],
    ['יולי', 'jul', 'july', 'تموز', 'يوليو'],
    ['אוגוסט', 'aug', 'august', 'آب', 'أغسطس'],
    ['ספטמבר', 'sep', 'sept', 'september', 'أيلول', 'سبتمبر'],
    ['אוקטובר', 'oct', 'october', 'تشرين الأول', 'أكتوبر'],
    ['נובמבר', 'nov', 'november', 'تشرين الثاني', 'نوفمبر'],
    ['דצמבר', 'dec', 'december', 'كانون الأول', 'ديسمبر'],
  ].flatMap((names, i) => names.map((name) => [name, i + 1])),
);
const RANGE_ALONE = () => new RegExp(`^${RANGE}$`);
/** The text's lines, and the indexes of those that hold a date range alone. */
const linesWithRangesAlone = (text: string) => {
  const lines = text.split('\n');
  return { lines, alone: lines.flatMap((line, i) => (RANGE_ALONE().test(line.trim()) ? [i] : [])) };
};
/** Every range alone on its line has a heading, a blank line or a list's item above it. */
const rangesAloneOpenEntries = (text: string) => {
  const { lines, alone } = linesWithRangesAlone(text);
  return (
    alone.length > 0 &&
    alone.every((i) => {
      const above = (lines[i - 1] ?? '').trim();
      return !above || headingKind(above) !== null || LINE_OPENS_ITEM.test(above);
    })
  );
};
/** Every range alone on its line stands under a short head line of parts ("title – employer"), not prose. */
const rangesAloneCloseHeads = (text: string) => {
  const { lines, alone } = linesWithRangesAlone(text);
  return (
    alone.length > 0 &&
    alone.every((i) => {
      const above = (lines[i - 1] ?? '').trim();
      return (
        above.length > 0 &&
        above.length < 70 &&
        /\s[–—|-]\s|[,،]\s/.test(above) &&
        !/[.:]$/.test(above) &&
        !LINE_OPENS_ITEM.test(above) &&
        headingKind(above) === null
      );
    })
  );
};
/**
 * The first comma of a head line's "title, employer" (a line that opens with its range, or one that ends
 * with it) written with another separator; `separator` gets the line's script and the employer.
 */
const rewriteHeadComma = (
  text: string,
  separator: (script: 'he' | 'ar' | 'en', employer: string) => string,
) =>
  text.replace(/^(?![•\-*▪])[^\n]*$/gm, (line) => {
    const range = new RegExp(`^(${RANGE})(?: ?[|:] ?| )|(?: ?[|,،] ?| )\\(?(${RANGE})\\)?$`).exec(line);
    if (!range) return line;
    const opens = range.index === 0;
    const rest = opens ? line.slice(range[0].length) : line.slice(0, range.index);
    const comma = /^([^,،|()\d]{3,40})[,،] ([^,،|()\d]{3,40})(?=$|[,،] )/.exec(rest);
    if (!comma) return line;
    const script = /[\u0590-\u05FF]/.test(comma[1]!) ? 'he' : /[\u0600-\u06FF]/.test(comma[1]!) ? 'ar' : 'en';
    // (Hebrew's "ב" takes the place of the article: "המעבדה לאימונולוגיה" → "במעבדה לאימונולוגיה".)
    const joined = `${separator(script, comma[2]!)}${comma[2]}`.replace(/^ בה(?=[\u05D0-\u05EA]{2})/u, ' ב');
    const edited = `${comma[1]}${joined}${rest.slice(comma[0].length)}`;
    return opens ? `${range[0]}${edited}` : `${edited}${line.slice(range.index)}`;
  });

// Round 26 (meta26) helpers.
const scriptOf = (t: string): 'he' | 'ar' | 'en' => {
  const he = (t.match(/[\u05D0-\u05EA]/g) ?? []).length;
  const ar = (t.match(/[\u0621-\u064A]/g) ?? []).length;
  const en = (t.match(/[A-Za-z]/g) ?? []).length;
  return he >= ar && he >= en ? 'he' : ar >= en ? 'ar' : 'en';
};
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** A date's digits: "2019", "03/2019", "03.2019" (not a phone, not an age). */
const DATE_TOKEN = /(?<![\d/.+-])(?:\d{1,2}[/.])?(?:19|20)\d\d(?![\d/.])/g;
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const HEBREW_HEADING: Record<string, string> = {
  experience: 'ניסיון תעסוקתי',
  education: 'השכלה',
  skills: 'כישורים',
  languages: 'שפות',
  summary: 'תקציר',
};
const ENGLISH_HEADING: Record<string, string> = {
  experience: 'Experience',
  education: 'Education',
  skills: 'Skills',
  languages: 'Languages',
  summary: 'Summary',
};
const CONTACT_LINE = /^(?:[^\s@]+@[^\s@]+|\+?[\d][\d\- ]{7,14}\d)$/;
const CONTACT_LABEL = {
  he: { email: 'דוא"ל', phone: 'טלפון' },
  ar: { email: 'البريد الإلكتروني', phone: 'الهاتف' },
  en: { email: 'Email', phone: 'Phone' },
} as const;
/** A heading line: short, no digits, read as a section's heading. */
const isHeadingLine = (line: string) =>
  line.length > 1 && line.length < 35 && !/[\d:|•]/.test(line) && headingKind(line.trim()) !== null;
const editHeadings = (t: string, edit: (heading: string) => string) =>
  t
    .split('\n')
    .map((line) => (isHeadingLine(line) ? edit(line.trim()) : line))
    .join('\n');
/** A section (its heading and lines up to the next heading or a "===" column line) moved. */
const moveSection = (t: string, kind: string, to: 'end' | 'top' | string) => {
  const lines = t.split('\n');
  const heads = lines.flatMap((l, i) => (isHeadingLine(l) || /^===/.test(l) ? [i] : []));
  if (lines.some((l) => /^===/.test(l))) return t;
  const at = heads.find((i) => headingKind(lines[i]!.trim()) === kind);
  if (at === undefined) return t;
  const end = heads.find((i) => i > at) ?? lines.length;
  const block = lines.slice(at, end);
  if (block[block.length - 1]?.trim()) block.push('');
  const rest = [...lines.slice(0, at), ...lines.slice(end)];
  if (to === 'end') return [...rest, '', ...block].join('\n').replace(/\n+$/, '\n');
  const restHeads = rest.flatMap((l, i) => (isHeadingLine(l) ? [i] : []));
  if (to === 'top') {
    const first = restHeads[0];
    if (first === undefined || first >= at) return t;
    rest.splice(first, 0, ...block);
    return rest.join('\n');
  }
  const target = restHeads.find((i) => headingKind(rest[i]!.trim()) === to);
  if (target === undefined) return t;
  const after = restHeads.find((i) => i > target) ?? rest.length;
  rest.splice(after, 0, ...block);
  return rest.join('\n');
};

const variants: Record<string, (t: string) => string> = {
  bullets: (t) => t.replace(/^([ \t]*)[•\-*▪●◦·]\s+/gm, '$1➢ '),
  checkBullets: (t) => t.replace(/^([ \t]*)[•\-*▪●◦·]\s+/gm, '$1✓ '),
  noBullets: (t) => t.replace(/^([ \t]*)[•▪●◦·]\s+/gm, '$1'),
  emDash: (t) => t.replace(/ – /g, ' — '),
  hyphen: (t) => t.replace(/ – /g, ' - '),
  tightDash: (t) => t.replace(/(\d) – (\d|היום|present|Present|حتى)/g, '$1–$2'),
  blankLines: (t) => t.replace(/\n/g, '\n\n'),
  pageFooter: (t) => {
    const l = t.split('\n');
    const mid = Math.floor(l.length / 2);
    return [...l.slice(0, mid), '', 'עמוד 1 מתוך 2', '', ...l.slice(mid), '', 'עמוד 2 מתוך 2'].join('\n');
  },
  headingColon: (t) =>
    t.replace(
      /^(ניסיון תעסוקתי|ניסיון מקצועי|ניסיון|השכלה|Experience|Work Experience|Education|الخبرة العملية|الخبرة|التعليم|المؤهلات العلمية|Skills|כישורים|مهارات)$/gm,
      '$1:',
    ),
  headingCaps: (t) =>
    t.replace(/^(Experience|Work Experience|Education|Skills|Languages|Professional Experience)$/gm, (m) =>
      m.toUpperCase(),
    ),
  tabs: (t) => t.replace(/ \| /g, '\t'),
  gap: (t) => t.replace(/ \| /g, '      '),
  rlm: (t) => t.replace(/^(.*[\u0590-\u06FF].*)$/gm, '\u200f$1\u200f').replace(/(\d{4})/g, '\u200e$1'),
  zeroWidth: (t) => t.replace(/(\p{L})(\p{L})/gu, (m, a, b, i) => (i % 11 === 0 ? `${a}\u200b${b}` : m)),
  pageEn: (t) => {
    const l = t.split('\n');
    const mid = Math.floor(l.length / 2);
    return [...l.slice(0, mid), 'Page 1 of 2', ...l.slice(mid), '2'].join('\n');
  },
  headingIcon: (t) => t.replace(HEADINGS, '💼 $1'),
  headingDeco: (t) => t.replace(HEADINGS, '── $1 ──'),
  headingStars: (t) => t.replace(HEADINGS, '*$1*'),
  eduFirst: (t) => {
    const lines = t.split('\n');
    const edu = lines.findIndex((l) => /^(השכלה|Education|EDUCATION|التعليم|المؤهلات العلمية)$/.test(l));
    const exp = lines.findIndex((l) =>
      /^(ניסיון תעסוקתי|ניסיון מקצועי|ניסיון|Experience|EXPERIENCE|Work Experience|الخبرة العملية|الخبرة|الخبرة المهنية)$/.test(
        l,
      ),
    );
    if (edu < 0 || exp < 0 || edu < exp) return t;
    let end = edu + 1;
    while (
      end < lines.length &&
      !(
        /^(\S+( \S+){0,2})$/.test(lines[end]!) &&
        lines[end]!.length < 25 &&
        HEADINGS_ONE.test(lines[end]!)
      ) &&
      !/^===/.test(lines[end]!)
    )
      end++;
    const block = lines.slice(edu, end);
    const rest = [...lines.slice(0, edu), ...lines.slice(end)];
    rest.splice(exp, 0, ...block);
    return rest.join('\n');
  },
  untilWord: (t) =>
    t.replace(/((?:19|20)\d\d) – ((?:19|20)\d\d)/g, (m, a, b, i, all) =>
      /[\u0590-\u05FF]/.test(all)
        ? `${a} עד ${b}`
        : /[\u0600-\u06FF]/.test(all)
          ? `${a} إلى ${b}`
          : `${a} to ${b}`,
    ),
  nameCaps: (t) => t.replace(/^([A-Z][a-z]+ [A-Z][a-z]+)$/m, (m) => m.toUpperCase()),
  ruleLines: (t) => t.replace(HEADINGS, '$1\n────────────'),
  headingUnder: (t) => t.replace(HEADINGS, '__$1__'),
  phoneIntl: (t) => t.replace(/(?<![\d+])0(5\d)-?(\d{3})-?(\d{4})(?!\d)/g, '+972-$1-$2-$3'),
  phoneParen: (t) => t.replace(/(?<![\d+])(05\d)-?(\d{3})(\d{4})(?!\d)/g, '($1) $2-$3'),
  phoneDots: (t) => t.replace(/(?<![\d+])(05\d)-?(\d{3})(\d{4})(?!\d)/g, '$1.$2.$3'),
  monthDot: (t) => t.replace(/\b(\d{2})\/((?:19|20)\d\d)\b/g, '$1.$2'),
  monthShort: (t) => t.replace(/\b0(\d)\/((?:19|20)\d\d)\b/g, '$1/$2'),
  monthName: (t) =>
    t.replace(/\b(\d{2})\/((?:19|20)\d\d)\b/g, (m, mm, y, i, all) => {
      const he = [
        'ינואר',
        'פברואר',
        'מרץ',
        'אפריל',
        'מאי',
        'יוני',
        'יולי',
        'אוגוסט',
        'ספטמבר',
        'אוקטובר',
        'נובמבר',
        'דצמבר',
      ];
      const en = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
      const ar = [
        'كانون الثاني',
        'شباط',
        'آذار',
        'نيسان',
        'أيار',
        'حزيران',
        'تموز',
        'آب',
        'أيلول',
        'تشرين الأول',
        'تشرين الثاني',
        'كانون الأول',
      ];
      const k = Number(mm) - 1;
      if (k < 0 || k > 11) return m;
      return `${(/[\u0590-\u05FF]/.test(all) ? he : /[\u0600-\u06FF]/.test(all) ? ar : en)[k]} ${y}`;
    }),
  isoMonth: (t) => t.replace(/\b(\d{2})\/((?:19|20)\d\d)\b/g, '$2-$1'),
  presentWords: (t) =>
    t
      .replace(/היום/g, 'כיום')
      .replace(/\bPresent\b/g, 'Now')
      .replace(/حتى الآن/g, 'حاليًا'),
  headSyn: (t) =>
    t
      .replace(/^ניסיון תעסוקתי$/m, 'היסטוריה תעסוקתית')
      .replace(/^Experience$/m, 'Employment History')
      .replace(/^Work Experience$/m, 'Career History')
      .replace(/^الخبرة العملية$/m, 'السجل المهني')
      .replace(/^השכלה$/m, 'השכלה והכשרה')
      .replace(/^Education$/m, 'Academic Background')
      .replace(/^Skills$/m, 'Key Skills')
      .replace(/^כישורים$/m, 'מיומנויות מקצועיות')
      .replace(/^Languages$/m, 'Language Skills')
      .replace(/^المهارات$/m, 'المهارات والكفاءات')
      .replace(/^التعليم$/m, 'المؤهلات الأكاديمية'),
  headEn: (t) =>
    t
      .replace(/^ניסיון תעסוקתי$|^ניסיון$|^ניסיון מקצועי$/m, 'Experience')
      .replace(/^השכלה$/m, 'Education')
      .replace(/^כישורים$/m, 'Skills')
      .replace(/^שפות$/m, 'Languages'),
  nameLabel: (t) => {
    const l = t.split('\n');
    const i = l.findIndex((x) => x.trim() && !x.startsWith('==='));
    if (i < 0 || /[:@\d]/.test(l[i]!)) return t;
    l[i] = (/[\u0590-\u05FF]/.test(t) ? 'שם: ' : /[\u0600-\u06FF]/.test(t) ? 'الاسم: ' : 'Name: ') + l[i];
    return l.join('\n');
  },
  swapTitleCompany: (t) =>
    t.replace(/^([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$2 | $1 | $3'),
  cvTitleAbove: (t) => {
    if (t.startsWith('===')) return t;
    return `${/[\u0590-\u05FF]/.test(t) ? 'קורות חיים' : /[\u0600-\u06FF]/.test(t) ? 'السيرة الذاتية' : 'Curriculum Vitae'}\n${t}`;
  },
  // (Only a role: "פרטי קשר | ליאור אברמוב", a heading beside the name, is no way of writing one.)
  nameWithRole: (t) => {
    const l = t.split('\n');
    if (l[0]!.startsWith('===') || !l[1] || /[@\d|:]/.test(l[0]! + l[1]!) || l[1]!.length > 40) return t;
    if (!looksLikeRole(l[1]!.trim())) return t;
    return [`${l[0]} | ${l[1]}`, ...l.slice(2)].join('\n');
  },
  contactsFirst: (t) => {
    const l = t.split('\n');
    if (l[0]!.startsWith('===')) return t;
    const c = l.findIndex((x, i) => i > 0 && i < 5 && /@/.test(x));
    if (c < 0) return t;
    const line = l[c]!;
    l.splice(c, 1);
    return [line, ...l].join('\n');
  },
  parenDates: (t) =>
    t.replace(/^([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$1, $2 ($3)'),
  atCompany: (t) =>
    t.replace(/^([A-Za-z][^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$1 at $2, $3'),
  datesBelow: (t) =>
    t.replace(/^([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$1 | $2\n$3'),
  datesFirst: (t) =>
    t.replace(/^([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$3 | $1 | $2'),
  // Round 12: head lines and degrees written otherwise.
  dashSwap: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n–,،]{3,40}) – ([^|\n–,،(]{3,40})((?:[,،|] | \()[^\n]*\d{4}[^\n]*)$/gm,
      '$2 – $1$3',
    ),
  atWord: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, (m, a, b, c) =>
      /[\u0590-\u05FF]/.test(a)
        ? `${a} ב-${b} | ${c}`
        : /[\u0600-\u06FF]/.test(a)
          ? `${a} لدى ${b} | ${c}`
          : `${a} at ${b} | ${c}`,
    ),
  datesAbove: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$3\n$1 | $2'),
  attachedAt: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, a: string, b: string, c: string) =>
        /^[\u05D0-\u05EA]/.test(b) && /[\u0590-\u05FF]/.test(a)
          ? `${a} ב${b} | ${c}`
          : /[\u0600-\u06FF]/.test(a)
            ? `${a} في ${b} | ${c}`
            : m,
    ),
  shortYear: (t) => t.replace(/\b(\d{2})\/(?:19|20)(\d\d)\b/g, '$1/$2'),
  eduYearFirst: (t) =>
    t.replace(
      /^((?:B\.A\.|B\.Sc\.|M\.A\.|M\.Sc\.|BA|MA|BSc|תואר ראשון|תואר שני|הנדסאי|بكالوريوس|ماجستير|دبلوم)[^\n]*?),? ((?:19|20)\d\d)$/gm,
      '$2 | $1',
    ),
  employerColon: (t) =>
    t.replace(/^(?![•\-*])([^|\n•:]{3,40}) \| ([^|\n:]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$2: $1, $3'),
  commaEmployer: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•,،]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, a: string, b: string, c: string) => `${a}${/[\u0600-\u06FF]/.test(a) ? '،' : ','} ${b} | ${c}`,
    ),
  titleTabDates: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$1\t\t$3\n$2'),
  titleCaps: (t) =>
    t.replace(
      /^(?![•\-*])([A-Za-z][^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, a: string, b: string, c: string) => `${a.toUpperCase()} | ${b} | ${c}`,
    ),
  degNoDots: (t) =>
    t
      .replace(/\bB\.Sc\.?(?=\s|,)/g, 'BSc')
      .replace(/\bM\.Sc\.?(?=\s|,)/g, 'MSc')
      .replace(/\bB\.A\.?(?=\s|,)/g, 'BA')
      .replace(/\bM\.A\.?(?=\s|,)/g, 'MA')
      .replace(/\bB\.Ed\.?(?=\s|,)/g, 'BEd'),
  degWords: (t) =>
    t
      .replace(/\bB\.Sc\.?(?=\s|,)/g, 'Bachelor of Science')
      .replace(/\bM\.Sc\.?(?=\s|,)/g, 'Master of Science')
      .replace(/\bB\.A\.?(?=\s|,)/g, 'Bachelor of Arts')
      .replace(/\bM\.A\.?(?=\s|,)/g, 'Master of Arts'),
  degHebrewWords: (t) =>
    t.replace(/^(.*)$/gm, (line) =>
      /[\u0590-\u05FF]/.test(line)
        ? line
            .replace(/\bB\.(?:A|Sc)\.?\s*(?:\([^)]*\)\s*)?(?=\s|ב|,)/g, 'תואר ראשון ')
            .replace(/\bM\.(?:A|Sc)\.?\s*(?:\([^)]*\)\s*)?(?=\s|ב|,)/g, 'תואר שני ')
        : line,
    ),
  presentWords2: (t) =>
    t
      .replace(/ – היום/g, ' – עד היום')
      .replace(/\bPresent\b/g, 'to date')
      .replace(/حتى الآن/g, 'لغاية الآن'),
  sinceWord: (t) =>
    t.replace(
      /((?:\d{1,2}\/)?(?:19|20)\d\d) – (היום|Present|present|حتى الآن)/g,
      (m, start: string, now: string) =>
        now === 'היום' ? `מאז ${start}` : now === 'حتى الآن' ? `منذ ${start}` : `since ${start}`,
    ),
  // (Not a day's date: "03/04/1998" → "03/04-1998" is nobody's way of writing one.)
  monthYearDash: (t) => t.replace(/(?<![\d/.])\b(\d{2})\/((?:19|20)\d\d)\b/g, '$1-$2'),
  threeLines: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$1\n$2\n$3'),
  employerAbove: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$2\n$1 | $3'),
  employerTitleDates: (t) =>
    t.replace(/^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm, '$2\n$1\n$3'),
  degreeTwoLines: (t) =>
    t.replace(
      /^((?:B\.A\.|B\.Sc\.|M\.A\.|M\.Sc\.|BA|MA|BSc|תואר ראשון|תואר שני|הנדסאי|بكالوريوس|ماجستير|دبلوم)[^\n–,،]{2,50}?) [–,،] ([^\n]*(?:19|20)\d\d[^\n]*)$/gm,
      '$1\n$2',
    ),
  degreeWordAlone: (t) =>
    t.replace(
      /^(B\.A\.|B\.Sc\.|M\.A\.|M\.Sc\.|תואר ראשון|תואר שני|بكالوريوس|ماجستير) ((?:in |of |ב|في )[^\n]{3,80}(?:19|20)\d\d[^\n]*)$/gm,
      '$1\n$2',
    ),
  skillsOneLine: (t) => rewriteSkillsList(t, (h, items) => `${h}\n${items.join(', ')}\n`),
  skillsDots: (t) => rewriteSkillsList(t, (h, items) => `${h}\n${items.join(' • ')}\n`),
  skillsPipes: (t) => rewriteSkillsList(t, (h, items) => `${h}\n${items.join(' | ')}\n`),
  skillsPairs: (t) =>
    rewriteSkillsList(t, (h, items) => {
      const rows: string[] = [];
      for (let i = 0; i < items.length; i += 2) rows.push(items.slice(i, i + 2).join('\t'));
      return `${h}\n${rows.join('\n')}\n`;
    }),
  skillsDash: (t) =>
    rewriteSkillsList(t, (h, items) => `${h}\n${items.map((item) => `- ${item}`).join('\n')}\n`),
  skillsHeadColon: (t) => rewriteSkillsList(t, (h, items) => `${h}: ${items.join(', ')}\n`),
  skillsAnd: (t) => rewriteSkillsLine(t, (items, script) => joinWithAnd(items, script)),
  skillsLevel: (t) =>
    rewriteSkillsLine(t, (items, script) =>
      items
        .map((item, i) => (i < 2 ? `${item} (${LEVEL_WORD[script]})` : item))
        .join(script === 'ar' ? '، ' : ', '),
    ),
  skillsOddHeading: (t) =>
    t.replace(/^(Skills|SKILLS|Key Skills|כישורים|מיומנויות|المهارات)$/gm, (h) =>
      /[\u0590-\u05FF]/.test(h)
        ? 'ארגז הכלים שלי'
        : /[\u0600-\u06FF]/.test(h)
          ? 'ما أتقنه'
          : 'What I do best',
    ),
  dutiesGerund: (t) =>
    t.replace(/^([ \t]*[•\-*▪]\s+)([A-Z][a-z]+)\b/gm, (m, bullet: string, verb: string) =>
      GERUNDS[verb] ? `${bullet}${GERUNDS[verb]}` : m,
    ),
  // The duties of the jobs' bullets said in the summary instead, in one line ("Summary-only duties").
  dutiesInSummary: (t) => {
    const lines = t.split('\n');
    if (lines.some((l) => /^(?:Skills|SKILLS|כישורים|מיומנויות|المهارات)$/.test(l))) return t;
    const duties = lines.filter((l) => /^[•\-*▪]\s+/.test(l));
    if (duties.length === 0) return t;
    const kept = lines.filter((l) => !/^[•\-*▪]\s+/.test(l));
    const line = `${duties.map((d) => d.replace(/^[•\-*▪]\s+/, '').replace(/[.]\s*$/, '')).join('; ')}.`;
    const summary = kept.findIndex((l) =>
      /^(?:Summary|SUMMARY|Profile|Professional Summary|PROFESSIONAL SUMMARY|תקציר|פרופיל|نبذة|ملخص)$/.test(
        l,
      ),
    );
    if (summary >= 0) kept.splice(summary + 2, 0, line);
    else {
      const exp = kept.findIndex((l) =>
        /^(?:ניסיון תעסוקתי|ניסיון מקצועי|ניסיון|Experience|EXPERIENCE|Work Experience|الخبرة العملية|الخبرة|الخبرة المهنية)$/.test(
          l,
        ),
      );
      if (exp < 0) return t;
      const heading = /[\u0590-\u05FF]/.test(t) ? 'תקציר' : /[\u0600-\u06FF]/.test(t) ? 'نبذة' : 'Summary';
      kept.splice(exp, 0, heading, line);
    }
    return kept.join('\n');
  },
  // Round 21: "03.2019–היום", a month with a dot and a dash with no spaces.
  monthDotTight: (t) =>
    t.replace(
      /\b(\d{2})\/((?:19|20)\d\d) – ((?:\d{2}\/)?(?:19|20)\d\d|היום|Present|present|حتى الآن)/g,
      (m, mm: string, y: string, end: string) => `${mm}.${y}–${end.replace('/', '.')}`,
    ),
  // Round 21: the title on a line of its own over "employer, dates" (a two-line head block).
  titleOverEmployer: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•,،]{3,40}) \| ([^|\n,،]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, a: string, b: string, c: string) => `${a}\n${b}${/[\u0600-\u06FF]/.test(b) ? '،' : ','} ${c}`,
    ),
  // Round 22: ranges and head lines as tuning-z writes them.
  // "from 2018 to 2021", "מ-2018 עד 2021", "من 2018 إلى 2021": a range in words, by the line's script.
  fromTo: (t) =>
    t.replace(/^.*$/gm, (line) =>
      line.replace(/(?<![\d/.])((?:19|20)\d\d) – ((?:19|20)\d\d)(?![\d/.])/g, (m, a: string, b: string) =>
        /[\u0590-\u05FF]/.test(line)
          ? `מ-${a} עד ${b}`
          : /[\u0600-\u06FF]/.test(line)
            ? `من ${a} إلى ${b}`
            : `from ${a} to ${b}`,
      ),
    ),
  // "2019–21": a range's end year written with two digits (same century, later year).
  shortYearRange: (t) =>
    t.replace(
      /(?<![\d/.])((?:19|20)(\d\d)) – ((?:19|20)(\d\d))(?![\d/.])/g,
      (m, a: string, _a2, b: string, b2: string) =>
        a.slice(0, 2) === b.slice(0, 2) && Number(b) > Number(a) ? `${a}–${b2}` : m,
    ),
  // "Title | Employer | City | dates": the town a part of its own.
  cityPart: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n,،]{2,40})[,،] ([^|\n,،]{2,25}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      '$1 | $2 | $3 | $4',
    ),
  // "2019 – 2021 | title | employer" → "title | employer" over "2019 – 2021": dates written first
  // moved to the line under the rest.
  datesLineUnder: (t) =>
    t.replace(
      /^(?![•\-*])((?:\d{1,2}[/.])?(?:19|20)\d\d\s?[–-]\s?(?:(?:\d{1,2}[/.])?(?:19|20)\d\d|היום|עד היום|Present|present|الآن|حتى الآن)) ?[|:] ([^\n]{3,80})$/gm,
      '$2\n$1',
    ),
  // A note in brackets after a head line's dates: "2015 – 2019 (במקביל ללימודים)".
  noteAfterDates: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n()]*\d{4})$/gm,
      (m, a: string, b: string, c: string) =>
        `${a} | ${b} | ${c} (${/[\u0590-\u05FF]/.test(a + b) ? 'במקביל ללימודים' : /[\u0600-\u06FF]/.test(a + b) ? 'أثناء الدراسة' : 'while studying'})`,
    ),
  // The same note under the title, employer and dates written on three lines.
  threeLinesNote: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n()]*\d{4})$/gm,
      (m, a: string, b: string, c: string) =>
        `${a}\n${b}\n${c} (${/[\u0590-\u05FF]/.test(a + b) ? 'עונתי' : /[\u0600-\u06FF]/.test(a + b) ? 'موسمي' : 'seasonal'})`,
    ),
  // Round 25: head lines laid out otherwise, as writers outside the tuning sets lay them out.
  // "2019 – 2021: title, employer" → "title, employer | 2019 – 2021": a range that opens a line moved to its end.
  datesToEnd: (t) =>
    t.replace(
      new RegExp(`^(${RANGE})(?: ?[|:] ?| [–—-] | {2,}| )([^\\d\\n|•–—-][^\\n]{2,80})$`, 'gm'),
      (m, range: string, rest: string) => (LINE_OPENS_ITEM.test(rest) ? m : `${rest} | ${range}`),
    ),
  // "title, employer, 2019 – 2021" / "title | employer | 2019 – 2021" → "2019 – 2021 | title, employer".
  datesToStart: (t) =>
    t.replace(
      new RegExp(`^(?![•\\-*▪])([^\\d\\n]{3,80}?)(?: ?[|,،] ?| {2,}| – )\\(?(${RANGE})\\)?$`, 'gm'),
      // (Not a line with its label, "צבא: שריון, 1985-1988": the label opens it.)
      (m, rest: string, range: string) =>
        LINE_OPENS_ITEM.test(rest) || /[:：]/.test(rest) ? m : `${range} | ${rest}`,
    ),
  // "2019 – 2021 | title, employer" → the range on the line above the rest.
  datesLineAbove: (t) =>
    t.replace(
      new RegExp(`^(${RANGE})(?: ?[|:] ?| [–—-] | {2,}| )([^\\d\\n|•–—-][^\\n]{2,80})$`, 'gm'),
      (m, range: string, rest: string) => (LINE_OPENS_ITEM.test(rest) ? m : `${range}\n${rest}`),
    ),
  // A range alone on its line joined to the head line under it: "2019 – 2021" / "title, employer" → one line.
  // (Only where every range alone opens its entry: under a heading, a blank line or a list, so the line
  // under it is its head line, not where ranges stand under their head lines.)
  datesJoinBelow: (t) =>
    rangesAloneOpenEntries(t)
      ? t.replace(
          new RegExp(`^(${RANGE})\n(?![•\\-*▪])([^\\d\n|][^\n]{2,80})$`, 'gm'),
          (m, range: string, rest: string) =>
            LINE_OPENS_ITEM.test(rest) || headingKind(rest) ? m : `${range} | ${rest}`,
        )
      : t,
  // A range alone on its line joined to the head line above it: "title – employer" / "2019 – 2021" → one line.
  // (Only where every range alone stands under a short head line of parts, as "title – employer".)
  datesJoinAbove: (t) =>
    rangesAloneCloseHeads(t)
      ? t.replace(
          new RegExp(`^(?![•\\-*▪])([^\\d\n|][^\n]{2,80})\n(${RANGE})$`, 'gm'),
          (m, rest: string, range: string) =>
            LINE_OPENS_ITEM.test(rest) || headingKind(rest) ? m : `${rest} | ${range}`,
        )
      : t,
  // In a head line with its range, "title, employer" → "title – employer", "title | employer", "title at employer".
  headCommaDash: (t) => rewriteHeadComma(t, () => ' – '),
  headCommaPipe: (t) => rewriteHeadComma(t, () => ' | '),
  headCommaAt: (t) =>
    rewriteHeadComma(t, (script, employer) =>
      script === 'he'
        ? /^[\u05D0-\u05EA]/.test(employer)
          ? ' ב'
          : ' ב-'
        : script === 'ar'
          ? ' لدى '
          : ' at ',
    ),
  // Months by number: "ספטמבר 2012" → "09/2012", "Mar 2019" → "03/2019", "آذار 2019" → "03/2019".
  monthNumbers: (t) =>
    t.replace(MONTH_WORD_YEAR, (m, name: string, y: string) => {
      const k = MONTH_NUMBER[name.toLowerCase().replace(/\.$/, '')];
      return k ? `${String(k).padStart(2, '0')}/${y}` : m;
    }),
  presentWords3: (t) =>
    t
      .replace(/(\d[ ]?[–-] ?)(?:עד )?היום/g, '$1הווה')
      .replace(/(\d[ ]?[–-] ?)(?:Present|present|Now|now)\b/g, '$1Current')
      .replace(/(\d[ ]?[–-] ?)حتى الآن/g, '$1حتى اليوم'),
  // Every head line's range ending today written in the other languages' word, as mixed resumes do.
  presentEnglish: (t) => t.replace(/(\d[ ]?[–-] ?)(?:עד )?(?:היום|حتى الآن)/g, '$1Present'),
  headSyn2: (t) =>
    t
      .replace(/^(?:ניסיון תעסוקתי|ניסיון מקצועי|ניסיון)$/m, 'קריירה')
      .replace(/^(?:Experience|Work Experience|Professional Experience)$/m, 'Work History')
      .replace(/^(?:الخبرة العملية|الخبرة المهنية|الخبرة)$/m, 'الخبرات العملية')
      .replace(/^השכלה$/m, 'לימודים')
      .replace(/^Education$/m, 'Education & Training')
      .replace(/^(?:التعليم|المؤهلات العلمية)$/m, 'التحصيل العلمي')
      .replace(/^(?:כישורים|מיומנויות)$/m, 'יכולות')
      .replace(/^Skills$/m, 'Competencies')
      .replace(/^(?:المهارات|مهارات)$/m, 'القدرات')
      .replace(/^שפות$/m, 'ידיעת שפות')
      .replace(/^(?:اللغات|لغات)$/m, 'اللغات المحكية'),
  noBlankLines: (t) => t.replace(/\n[ \t]*\n+/g, '\n'),
  // A blank line before every head line with a range (between the entries of a section).
  blankBetweenEntries: (t) =>
    t.replace(new RegExp(`([^\\n])\\n((?![•\\-*▪])[^\\n]*${RANGE}[^\\n]*)$`, 'gm'), '$1\n\n$2'),
  dashBullets: (t) => t.replace(/^([ \t]*)•\s+/gm, '$1- '),
  dotBullets: (t) => t.replace(/^([ \t]*)[-*]\s+/gm, '$1• '),
  // A long line wrapped as a narrow page wraps it: at the last space before 55 characters.
  wrapLong: (t) =>
    t.replace(/^([^\n]{70,})$/gm, (line) => {
      const cut = line.lastIndexOf(' ', 55);
      return cut > 20 ? `${line.slice(0, cut)}\n${line.slice(cut + 1)}` : line;
    }),
  // Round 26: "title | employer | dates" → the employer and its range over the title as a bullet with its
  // own range ("בזק | 2014 – 2022" / "• נציגת מכירות (2014 – 2022)"), as a writer lists the titles held
  // under one employer; and with the employer alone above it.
  titleBulletUnder: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, title: string, employer: string, dates: string) =>
        `${employer} | ${dates}\n• ${title} (${dates.replace(/\s*\([^()]*\)\s*$/u, '')})`,
    ),
  titleBulletUnderName: (t) =>
    t.replace(
      /^(?![•\-*])([^|\n•]{3,40}) \| ([^|\n]{3,40}) \| ([^|\n]*\d{4}[^|\n]*)$/gm,
      (m, title: string, employer: string, dates: string) =>
        `${employer}\n• ${title} (${dates.replace(/\s*\([^()]*\)\s*$/u, '')})`,
    ),
  // Round 26 (meta26): more ways real writers write what the tuning texts write one way.
  // Every date of an Arabic resume in Arabic-Indic digits ("٢٠١٤ – ٢٠١٨", "٠٣/٢٠١٩").
  arabicDigits: (t) =>
    scriptOf(t) !== 'ar'
      ? t
      : t.replace(DATE_TOKEN, (m) => m.replace(/\d/g, (d) => ARABIC_INDIC[Number(d)]!)),
  // "03/2019" → "2019.03", as some writers order a month and its year.
  yearDotMonth: (t) => t.replace(/(?<![\d/.])(\d{2})\/((?:19|20)\d\d)(?![\d/.])/g, '$2.$1'),
  // An English month and its year, or a month number, as "Jan '19".
  monthApostrophe: (t) =>
    scriptOf(t) !== 'en'
      ? t
      : t.replace(/(?<![\d/.])(\d{2})\/(?:19|20)(\d\d)(?![\d/.])/g, (m, mm: string, yy: string) => {
          const k = Number(mm) - 1;
          return k >= 0 && k < 12 ? `${EN_MONTHS[k]} '${yy}` : m;
        }),
  // "2018 – 2021" / "2019 – היום" in words: "from 2018 until 2021", "החל מ-2018 ועד 2021", "من 2018 ولغاية 2021".
  fromUntil: (t) =>
    t.replace(/^.*$/gm, (line) =>
      line.replace(
        // (Not a range whose start has its month's name, "יוני 2022 – היום".)
        /(?<![\d/.\p{L}] ?)((?:\d{2}\/)?(?:19|20)\d\d) ?[–-] ?((?:\d{2}\/)?(?:19|20)\d\d|היום|Present|present|حتى الآن|اليوم)(?![\d/.])/gu,
        (m, a: string, b: string) => {
          const script = /[\u0590-\u05FF]/.test(line) ? 'he' : /[\u0600-\u06FF]/.test(line) ? 'ar' : 'en';
          const now = /^\D/.test(b);
          if (script === 'he') return `החל מ-${a} ועד ${now ? 'היום' : b}`;
          if (script === 'ar') return `من ${a} ولغاية ${now ? 'اليوم' : b}`;
          return `from ${a} until ${now ? 'today' : b}`;
        },
      ),
    ),
  // Every heading underlined with "====".
  headingUnderline: (t) => editHeadings(t, (h) => `${h}\n${'='.repeat(Math.max(4, h.length))}`),
  // Every heading numbered: "1. ניסיון תעסוקתי", "2. השכלה".
  headingNumbered: (t) => {
    let n = 0;
    return editHeadings(t, (h) => `${++n}. ${h}`);
  },
  // Every heading in capitals with a colon ("EXPERIENCE:"); Hebrew and Arabic have no capitals, only the colon.
  headingCapsColon: (t) => editHeadings(t, (h) => `${h.toUpperCase()}:`),
  // English headings in Hebrew (a resume written in English under a Hebrew template), and the other way.
  headingsHebrew: (t) =>
    scriptOf(t) !== 'en' ? t : editHeadings(t, (h) => HEBREW_HEADING[headingKind(h) ?? ''] ?? h),
  headingsEnglish: (t) =>
    scriptOf(t) === 'en' ? t : editHeadings(t, (h) => ENGLISH_HEADING[headingKind(h) ?? ''] ?? h),
  squareBullets: (t) => t.replace(/^([ \t]*)[•\-*●◦·]\s+/gm, '$1▪ '),
  starBullets: (t) => t.replace(/^([ \t]*)[•\-▪●◦·]\s+/gm, '$1* '),
  // Every list's items numbered "1.", "2." (a list's number starting again after a line that is no item).
  numberBullets: (t) => {
    let n = 0;
    return t.replace(
      /^([ \t]*)(?:([•\-*▪●◦·])\s+)?(.*)$/gm,
      (m, indent: string, bullet: string | undefined, rest: string) => {
        if (!bullet) {
          n = 0;
          return m;
        }
        return `${indent}${++n}. ${rest}`;
      },
    );
  },
  // A job's bulleted duties written as one paragraph.
  dutiesParagraph: (t) =>
    t.replace(/(?:^[ \t]*[•\-*▪]\s+[^\n]+(?:\n|$)){2,}/gm, (block) => {
      const items = block
        .trim()
        .split('\n')
        .map((l) => l.replace(/^[ \t]*[•\-*▪]\s+/, '').replace(/[.;,]\s*$/, ''));
      return `${items.join('. ')}.\n`;
    }),
  // The contact lines near the top (phone, e-mail, town) joined on one line with " | ", or each labelled.
  contactsOneLine: (t) => {
    const l = t.split('\n');
    const idx = l.flatMap((x, i) => (i < 12 && CONTACT_LINE.test(x.trim()) ? [i] : []));
    if (idx.length < 2 || idx[idx.length - 1]! - idx[0]! !== idx.length - 1) return t;
    const joined = idx.map((i) => l[i]!.trim()).join(' | ');
    l.splice(idx[0]!, idx.length, joined);
    return l.join('\n');
  },
  contactsLabelled: (t) => {
    const script = scriptOf(t);
    return t.replace(/^(?:[^\n:]*\|[^\n:]*)$/m, (line) => {
      const parts = line.split(/\s*\|\s*/);
      if (!parts.some((p) => /@/.test(p)) || !parts.some((p) => /\d{3}/.test(p))) return line;
      return parts
        .map((p) =>
          /@/.test(p)
            ? `${CONTACT_LABEL[script].email}: ${p}`
            : /\d{3}/.test(p)
              ? `${CONTACT_LABEL[script].phone}: ${p}`
              : p,
        )
        .join('\n');
    });
  },
  // "2019 – 2021: title, employer" / "title | employer | 2019 – 2021" → "title, employer (2019 – 2021)".
  yearsInBrackets: (t) =>
    t.replace(
      new RegExp(
        `^(?![•\\-*▪])(?:(${RANGE})(?: ?[|:] ?| [–—-] | {2,}| )([^\\d\\n|•()][^\\n()]{2,80})|([^\\d\\n()]{3,80}?)(?: ?[|,،] ?| {2,}| – )(${RANGE}))$`,
        'gm',
      ),
      (
        m,
        r1: string | undefined,
        rest1: string | undefined,
        rest2: string | undefined,
        r2: string | undefined,
      ) => {
        const rest = (rest1 ?? rest2 ?? '').replace(/ \| /g, ', ');
        if (LINE_OPENS_ITEM.test(rest) || /[:：]/.test(rest) || headingKind(rest)) return m;
        return `${rest} (${r1 ?? r2})`;
      },
    ),
  // The skills section moved to the end of the resume.
  skillsLast: (t) => moveSection(t, 'skills', 'end'),
  // The summary moved under the experience.
  summaryMiddle: (t) => moveSection(t, 'summary', 'experience'),
  educationFirst: (t) => moveSection(t, 'education', 'top'),
  trailingSpaces: (t) => t.replace(/\n/g, '   \n'),
  nbsp: (t) => t.replace(/ /g, (m, i) => (i % 7 === 0 ? '\u00a0' : m)),
};
const facts = (text: string): Record<string, string> => {
  const a = analyzeResume(text, { now: EVAL_NOW });
  return Object.fromEntries(
    FIELDS.map((f) => {
      const value = a[f];
      return [f, JSON.stringify(Array.isArray(value) ? [...value].sort() : value)];
    }),
  );
};

// EVAL_SETS=tuning-w,tuning-x: other tuning sets than the first (never a held-out set).
const sets = (process.env.EVAL_SETS ?? 'tuning').split(',') as EvalSetName[];
if (sets.some((set) => !TUNING_SETS.includes(set))) throw new Error('The probe reads tuning sets only');
const resumes = sets.flatMap((set) => loadResumes(set));
// Each resume's own facts, read once for every variant that edits it.
const originalFacts = new Map<string, Record<string, string>>();
const factsOfOriginal = (id: string, text: string) => {
  let known = originalFacts.get(id);
  if (!known) originalFacts.set(id, (known = facts(text)));
  return known;
};
// One variant, or a comma list of them ("datesToEnd,datesToStart").
const only = process.argv[2]?.split(',');
for (const name of only ?? [])
  if (!(name in variants)) throw new Error(`No variant "${name}": ${Object.keys(variants).join(', ')}`);
for (const [name, edit] of Object.entries(variants)) {
  if (only && !only.includes(name)) continue;
  const diffs: string[] = [];
  let editedCount = 0;
  for (const r of resumes) {
    const edited = edit(r.text);
    if (edited === r.text) continue;
    if (process.env.META_SHOW === name) console.log(`--- ${r.id}\n${edited}`);
    editedCount++;
    const a = factsOfOriginal(r.id, r.text),
      b = facts(edited);
    for (const f of FIELDS)
      if (a[f] !== b[f]) diffs.push(`${r.id} ${f}: ${a[f]!.slice(0, 90)} → ${b[f]!.slice(0, 90)}`);
  }
  console.log(`== ${name}: ${editedCount} edited, ${diffs.length} changed`);
  for (const d of diffs.slice(0, only ? 60 : 6)) console.log('  ' + d);
}
