import { jobPattern, type WorkPattern } from './availability.ts';
import { educationAsked, yearsAsked, type EducationAsked } from './job-requirements.ts';
import { analyzeJob, isScheduleWord, MUST, type JobInput, type JobProfile } from './job-profile.ts';
import { cityInLine } from './resume-location.ts';
import { escoSkillNamed, occupationOfTitle } from './esco.ts';
import {
  jobTitleReading,
  jobTitleWithoutPlace,
  OCCUPATIONS,
  occupationsAskedIn,
  titleReader,
} from './occupations.ts';
import { findSkills } from './resume-skills.ts';
import { skillById } from './skill-lexicon.ts';
import { isStopword } from './stopwords.ts';
import { familiesOf, RANKS, SETTINGS } from './skill-families.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import { IndexedText, phraseWords, tokenize, withRegularLetter } from './term-matcher.ts';
import { asksChildWork, CHILD_WORK, CHILD_WORK_LABELS } from './child-work.ts';
import { fieldIn } from './education.ts';
import { headingKind } from './resume-sections.ts';

/**
 * A job read once for matching against many resumes: the skills it asks for with their weights,
 * the field its title names, years, education, languages, city and employment type.
 */

export interface SkillAsk {
  /** Concept id, or the word for a term outside the lexicon. */
  id: string;
  label: string;
  labels?: { en: string; he?: string; ar?: string };
  weight: number;
  niceToHave: boolean;
  /** Outside the lexicon: spellings to look for among the resume's words. */
  words?: string[];
  /**
   * Outside the lexicon, a name of several words ("Customs clearance", from ESCO): each word's
   * spellings, every word to be among the resume's words.
   */
  allWords?: string[][];
  /** Not written in the job: an essential skill of the occupation its title names (ESCO). */
  fromOccupation?: boolean;
  /**
   * An occupation a requirement line names ("ניסיון בריתוך"): met by the resume's titles, and in
   * part by nearby work, as the title's own occupation is.
   */
  occupation?: boolean;
  /** A word of the title's rank beside its trade ("משמרת" in "אחראי משמרת אבטחה"). */
  rank?: boolean;
}

export interface JobMatchProfile {
  profile: JobProfile;
  skills: SkillAsk[];
  /** Fields named in the title (or its tools when it names no field), and its kinds. */
  titleConcepts: string[];
  /** Of titleConcepts, the kinds of the occupation the title names (jobTitleKindsOf). */
  titleKinds?: string[];
  /** A teacher's subject the title names: its spellings in every language (lower case). */
  titleSubject?: string[];
  titleFamilies: string[];
  minYears: number | null;
  education: EducationAsked | null;
  languages: string[];
  /**
   * Asks a requirement line offers as alternatives ("Playwright or Cypress", "ערבית או רוסית",
   * "خدمة العملاء أو المبيعات الهاتفية"): skill ids, or language codes, of which one is enough.
   */
  skillAlternatives: string[][];
  languageAlternatives: string[][];
  /** True when a language is a must (in the title, or its line says "חובה"): it then weighs more. */
  languagesMust: boolean;
  /** True when a requirement line that is not an advantage names a language. */
  languagesRequired: boolean;
  /**
   * The job's must-haves of its trade (mustHavesIn): per requirement line, the asks of which the
   * resume must show one. Absent in profiles made before round 25.
   */
  mustHaves?: string[][];
  city: string;
  remote: boolean;
  pattern: WorkPattern;
}

/** "מפתח/ת", "דרוש/ה", "ממרض/ة", "(ת)": the gendered endings taken off so the words compare. */
export function withoutGenderEndings(text: string): string {
  return text
    .replace(/(\p{L})\s?\/\s?(?:ת|ה|ית|יות|ות|ים|ות)(?!\p{L})/gu, '$1')
    .replace(/(\p{L})\((?:ת|ה|ית)\)/gu, '$1')
    .replace(/(\p{L})\s?\/\s?(?:ة|ه)(?!\p{L})/gu, '$1');
}

/**
 * "טלפן/ית" -> "טלפנית", "מטפל/ת" -> "מטפלת": the title in the feminine, for a lexicon that names
 * an occupation by one feminine word (its masculine may be another word, so it is not listed).
 */
export function withFeminineEndings(text: string): string {
  const joined = (_: string, last: string, ending: string) => withRegularLetter(last) + ending;
  return text
    .replace(/(\p{L})\s?\/\s?(ת|ה|ית|ות)(?!\p{L})/gu, joined)
    .replace(/(\p{L})\((ת|ה|ית)\)/gu, joined)
    .replace(/(\p{L})\s?\/\s?(ة)(?!\p{L})/gu, '$1$2');
}

const LANGUAGE_OF_CONCEPT = new Map(
  SPOKEN_LANGUAGES.filter((l) => l.concept).map((l) => [l.concept!, l.code]),
);
const REMOTE = /(?:remote|מהבית|מרחוק|עבודה\s+מרחוק|عن\s+بعد|من\s+البيت|من\s+المنزل)/iu;
/**
 * What may stand between two items of one list: commas, an opening bracket ("an ERP (SAP or
 * Priority)"), a slash, one "or" at most, and the Hebrew prefix of the next item ("בשירות לקוחות
 * או במכירות"); or only "and" ("וניהול", "والتسويق").
 * Not a space alone, nor one with a preposition: "כראש צוות במוקד שירות" is a team lead in a call
 * centre, not a team lead or a call centre.
 */
// A list's gap may end in the next item's prefixes: Hebrew's letters, or Arabic's and its article
// ("الإسبانية أو الإيطالية": the hit is "إيطالية").
// ("insurance or similar office work": an English "or" may say what kind of alternative comes.)
const LIST_JOINT =
  /^[\s()\-–]*(?:[,،;/(]|\s(?:or|או|أو|او)\s(?:(?:similar|other|related|equivalent)\s)?)[\s,،;()\-–]*(?:(?:\s(?:or|או|أو|او)\s|\/)[\s,،;()\-–]*)?(?:[ובהלמשכ]{0,3}|[وفبكل]?(?:ال)?)$/iu;
const ONLY_AND = /^\s*[()\-–]?\s*(?:[ו][הלמשכב]{0,2}|و[بلك]?(?:ال)?)$/u;
const isListGap = (gap: string) => LIST_JOINT.test(gap) || ONLY_AND.test(gap);
const OR_GAP = /\s(?:or|או|أو|او)\s|\//iu;
/**
 * "(Comeet, Greenhouse or similar)", "(ServiceNow, Jira Service Management or similar)": examples of
 * one thing, any of which will do (the last may run on for a word or two past its ask).
 */
const OR_SIMILAR =
  /^[\s,،]*(?:[^\s,،()]+\s+){0,2}(?:or|או|أو|او)\s+(?:similar|equivalent|other|another|דומה|דומות|דומים|אחר|אחרת|مشابه|ما\s+شابه|مماثل)/iu;

/**
 * Groups of alternatives: the asks of one list in a requirement line that says "or" between its
 * items ("Playwright or Cypress", "clinic, hospital or HMO", "ערבית או רוסית"). Only the list's own
 * items: in "a medical secretary or receptionist in a clinic, hospital or HMO" the job asks a
 * secretary or a receptionist, and a clinic, a hospital or an HMO, not a secretary or a hospital.
 */
function alternativesIn(lines: string[], asks: Array<{ id: string; phrases: string[][] }>): string[][] {
  const groups: string[][] = [];
  for (const line of lines) {
    if (!OR_GAP.test(line)) continue;
    const indexed = new IndexedText(line);
    // Each stretch of the line is one item: the longest name found there ("Node.js", not "Node").
    const hits: Array<{ id: string; start: number; end: number }> = [];
    for (const hit of asks
      .flatMap((a) => a.phrases.flatMap((p) => indexed.find(p).map((h) => ({ id: a.id, ...h }))))
      .sort((a, b) => b.end - b.start - (a.end - a.start)))
      if (!hits.some((o) => o.start < hit.end && hit.start < o.end)) hits.push(hit);
    hits.sort((a, b) => a.start - b.start);
    let list: string[] = [];
    let saidOr = false;
    const close = (end: number) => {
      saidOr ||= OR_SIMILAR.test(line.slice(end));
      const unique = [...new Set(list)];
      if (saidOr && unique.length >= 2) groups.push(unique);
      list = [];
      saidOr = false;
    };
    hits.forEach((hit, i) => {
      const gap = i > 0 ? line.slice(hits[i - 1]!.end, hit.start) : null;
      if (gap === null || !isListGap(gap)) close(i > 0 ? hits[i - 1]!.end : 0);
      else saidOr ||= OR_GAP.test(gap);
      list.push(hit.id);
    });
    close(hits.length > 0 ? hits[hits.length - 1]!.end : line.length);
  }
  return groups;
}

/** A certificate or a licence, named in a requirement line. */
const CERTIFICATE =
  /(?:תעודת|תעודה|הסמכה|הסמכת|רישיון|רשיון|certificat|certified|licen[cs]e|شهادة|رخصة|ترخيص)/iu;

/**
 * The must-haves of the job's trade: per requirement line that says it is a must ("- חובה",
 * "required", "شرط"), the asks it names that are the job's own occupation (its title's, or one the
 * line names), or all it names when the line asks a certificate or a licence ("תעודת טכנאי קירור
 * ומיזוג - חובה"). Of each, the resume must show one. A driving licence is no trade (and a resume
 * often leaves it unsaid): not a must-have of a job whose title is not driving; a setting neither.
 */
function mustHavesIn(
  lines: Array<{ text: string; niceToHave: boolean }>,
  asks: Array<{ id: string; phrases: string[][]; trade: boolean }>,
  titleConcepts: string[],
): string[][] {
  const groups: string[][] = [];
  for (const line of lines) {
    if (line.niceToHave || !MUST.test(line.text)) continue;
    const certificate = CERTIFICATE.test(line.text);
    const indexed = new IndexedText(line.text);
    const named = asks.filter(
      (a) =>
        (certificate || a.trade) &&
        !SETTINGS.has(a.id) &&
        (a.id !== 'driving' || titleConcepts.includes(a.id)) &&
        a.phrases.some((p) => indexed.has(p)),
    );
    if (named.length > 0) groups.push([...new Set(named.map((a) => a.id))]);
  }
  return groups;
}

/** A job asking fewer of the lexicon's skills than this is filled in from the occupation it names. */
const FEW_ASKS = 3;

/**
 * The essential skills (ESCO) of the occupation the title names, as asks, when the job itself
 * names few: a "night baker" ad that lists only shifts still needs baking.
 */
function occupationAsks(title: string, skills: SkillAsk[]): SkillAsk[] {
  const named = skills.filter((s) => s.labels && !s.niceToHave).length;
  if (named >= FEW_ASKS) return [];
  const occupation = occupationOfTitle(title);
  if (!occupation) return [];
  return occupation.concepts
    .filter((id) => !skills.some((s) => s.id === id))
    .map((id) => skillById(id))
    .filter((concept) => concept !== undefined)
    .map((concept) => ({
      id: concept.id,
      label: concept.label.en,
      labels: concept.label,
      weight: 1,
      niceToHave: false,
      fromOccupation: true,
    }));
}

/**
 * A requirement item the lexicon does not know but ESCO names as a skill ("Customs clearance",
 * "Incoterms"): an ask as written, found when the resume has all its words.
 */
function escoAsks(
  requirements: Array<{ text: string; niceToHave: boolean }>,
  skills: SkillAsk[],
): SkillAsk[] {
  const asks: SkillAsk[] = [];
  for (const r of requirements) {
    const item = r.text.replace(/^[\s•\-–*]+|[\s.;:,]+$/gu, '');
    if (item.split(/\s+/).length > 5 || findSkills(item).length > 0 || !escoSkillNamed(item)) continue;
    const allWords = tokenize(item)
      .filter((t) => !isStopword(t.variants))
      .map((t) => t.variants);
    const id = `esco:${allWords.map((v) => v[v.length - 1]).join(' ')}`;
    if (allWords.length === 0 || skills.some((s) => s.id === id) || asks.some((a) => a.id === id)) continue;
    asks.push({ id, label: item, weight: r.niceToHave ? 1 : 2, niceToHave: r.niceToHave, allWords });
  }
  return asks;
}

/**
 * The occupations requirement lines ask experience in or as ("ניסיון בריתוך", "ניסיון כמלצר/ית –
 * יתרון", "Welding experience", "خبرة في النجارة"): asks at a requirement line's weight (an
 * advantage's when the line says so), met by a resume whose titles name the occupation. Without
 * them such a line asked nothing, and a welder met a welding job's line no better than a cook.
 * Those already asked, and the title's own (the title factor asks it), are not asked again.
 */
function occupationLineAsks(
  requirements: Array<{ text: string; niceToHave: boolean }>,
  asked: Array<{ id: string }>,
): Array<SkillAsk & { phrases: string[][] }> {
  const asks: Array<SkillAsk & { phrases: string[][] }> = [];
  for (const r of requirements) {
    for (const { id, surface } of occupationsAskedIn(r.text)) {
      if (asked.some((s) => s.id === id)) continue;
      const weight = r.niceToHave ? 1 : 2;
      const known = asks.find((a) => a.id === id);
      if (known) {
        known.phrases.push(phraseWords(surface));
        known.weight += weight;
        known.niceToHave &&= r.niceToHave;
        continue;
      }
      const labels = skillById(id)?.label ?? OCCUPATION_LABELS.get(id);
      if (!labels) continue;
      asks.push({
        id,
        label: labels.en,
        labels,
        weight,
        niceToHave: r.niceToHave,
        occupation: true,
        phrases: [phraseWords(surface)],
      });
    }
  }
  return asks;
}
const OCCUPATION_LABELS = new Map(OCCUPATIONS.map((o) => [o.id, o.label]));

/**
 * Work with children or youth that requirement lines ask ("ניסיון בעבודה עם ילדים", "working with
 * kids", "العمل مع الأطفال وأبناء الشبيبة"): one ask at a requirement line's weight (an advantage's
 * when every such line is one), met by titles of work with children (child-work.ts).
 */
function childWorkAsks(requirements: Array<{ text: string; niceToHave: boolean }>): SkillAsk[] {
  const lines = requirements.filter((r) => asksChildWork(r.text));
  if (lines.length === 0) return [];
  const niceToHave = lines.every((r) => r.niceToHave);
  return [
    {
      id: CHILD_WORK,
      label: CHILD_WORK_LABELS.en,
      labels: { ...CHILD_WORK_LABELS },
      weight: niceToHave ? 1 : 2,
      niceToHave,
    },
  ];
}

/**
 * The words of a rank's names ("אחראי", "משמרת", "shift", "supervisor", "مسؤول", "وردية"), in every
 * form tokenize gives them, worked out once.
 */
let rankWords: Set<string> | undefined;
function isRankWord(variants: readonly string[]): boolean {
  if (!rankWords) {
    rankWords = new Set();
    for (const occupation of OCCUPATIONS)
      if (RANKS.has(occupation.id))
        for (const alias of occupation.aliases)
          for (const token of tokenize(alias)) for (const v of token.variants) rankWords.add(v);
  }
  return variants.some((v) => rankWords!.has(v));
}

/**
 * A teacher's subject, a plain word of the title ("معلم رياضيات", "מורה למתמטיקה", "English
 * Teacher"), is half the job: asked as much as the teaching, and met by the subject's name in any
 * language ("מתמטיקה" for "رياضيات"). Otherwise any teacher, a kindergarten teacher or a driving
 * instructor, met the whole of a maths teacher's job.
 */
function withTaughtSubject(skills: SkillAsk[]): string[] | undefined {
  const teaching = skills.find((s) => s.id === 'teaching');
  if (!teaching) return undefined;
  for (const ask of skills) {
    if (!ask.words) continue;
    const field = fieldIn(ask.label);
    // ("חינוך מיוחד" is the teaching's kind, not a subject; and a name that is also a resume's
    // heading, "Education", "التعليم", would be met by every resume.)
    if (!field || field.id === 'education') continue;
    const spellings = field.aliases
      .filter((alias) => !headingKind(alias))
      .map((alias) => phraseWords(alias))
      .filter((words) => words.length === 1);
    ask.words = [...new Set([...ask.words, ...spellings.map((words) => words[0]!)])];
    ask.labels = field.label;
    ask.weight = Math.max(ask.weight, teaching.weight);
    return ask.words.map((w) => w.toLowerCase());
  }
  return undefined;
}

const COUNSELLING = 'counseling';
const COUNSELLING_FAMILY = 'welfare';
/** An adviser's role word in a job's title (the title is a line, capped by the ad's form). */
const ADVISER_TITLE =
  /(?:^|\s)(?:مرشد|مرشدة|مستشار|مستشارة|יועץ|יועצת|advis[eo]r|counsell?or|consultant|extension)(?=\s|$)/iu;

export function analyzeJobForMatch(input: JobInput): JobMatchProfile {
  const clean: JobInput = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? withoutGenderEndings(v) : v]),
  );
  // The place the title names ("למרכז לוגיסטי", "לסניף בנק") is the employer's trade, not the work:
  // it asks nothing, and is read only for its town.
  // Taken off once: jobTitleReading below reads the concepts of the title so left.
  const titleGiven = Boolean(clean.jobTitle?.trim());
  // (One reader for the cut and the reading: the title left is read once, not again below.)
  const readTitle = titleReader();
  const placeless = clean.jobTitle ? jobTitleWithoutPlace(clean.jobTitle, readTitle) : '';
  let place = '';
  if (clean.jobTitle && placeless !== clean.jobTitle) {
    place = clean.jobTitle.slice(placeless.length).trim();
    clean.jobTitle = placeless;
  }
  const profile = analyzeJob(clean);
  // The feminine reading only when the title as written names nothing: "גנן/ת" is a gardener, and
  // its feminine spelling a kindergarten teacher's.
  // Plain words count only when the title says them ("معلم رياضيات": the subject is the job).

  // Each word's surface in the title: a word asked is named as the title writes it ("מנהל"), not as
  // a requirement line bends it ("בהנהלת").
  const titleWords = new Map<string, string>();
  const { concepts: occupationConcepts, kinds: titleKinds } = jobTitleReading(
    profile.title,
    withFeminineEndings(input.jobTitle ?? ''),
    titleGiven,
    readTitle,
  );
  const rankBesideTrade =
    occupationConcepts.some((id) => RANKS.has(id)) &&
    occupationConcepts.some((id) => !RANKS.has(id) && !SETTINGS.has(id));
  for (const token of tokenize(profile.title)) {
    if (isScheduleWord(token.variants)) continue;
    for (const variant of token.variants)
      if (!titleWords.has(variant)) titleWords.set(variant, profile.title.slice(token.start, token.end));
  }
  // A rank's words beside a trade ("אחראי משמרת אבטחה", "Warehouse Shift Supervisor") are marked:
  // met by a resume without the trade (a nurse in charge of a shift), they say nothing of this work.
  const rankWord = (t: JobProfile['terms'][number]) =>
    rankBesideTrade && t.kind === 'word' && isRankWord(t.phrases.map((p) => p[0]!));
  // A title's word that alone reads as the title's own concept ("طباخ" of "طباخ/ة", cooking) is
  // asked already by that concept in every language: as a plain word too, it was met only by
  // resumes written in the ad's language (an Arabic pastry chef above Hebrew and English cooks).
  const titleConceptIds = [...occupationConcepts, ...titleKinds];
  const namesTitleConcept = (word: string) => {
    const { skills: hits, occupations } = readTitle(word);
    return [...hits.map((h) => h.concept.id), ...occupations].some((id) => titleConceptIds.includes(id));
  };
  // An adviser of another trade ("مرشد/ة زراعي/ة", "Agricultural Advisor", "יועץ/ת חקלאי/ת"): the ad's
  // counselling ("خبرة في الإرشاد") is advice in that trade, not a school's or a clinic's, and a
  // school counsellor met it with no word of the trade.
  const adviserOfAnotherTrade =
    titleConceptIds.length > 0 &&
    !familiesOf(titleConceptIds).includes(COUNSELLING_FAMILY) &&
    ADVISER_TITLE.test(profile.title);
  const skills: SkillAsk[] = profile.terms
    .filter(
      (t) =>
        t.kind !== 'language' &&
        !(adviserOfAnotherTrade && t.key === COUNSELLING) &&
        (t.kind !== 'word' || (titleWords.has(t.key) && !namesTitleConcept(titleWords.get(t.key)!))),
    )
    .map((t) => ({
      ...(rankWord(t) ? { rank: true } : {}),
      id: t.key,
      label: t.kind === 'word' ? titleWords.get(t.key)! : t.label,
      ...(t.concept
        ? { labels: t.concept.label }
        : t.phrases[0]!.length > 1
          ? // A name of several words ("MS Project") is shown when the resume has every one of them.
            { allWords: t.phrases[0]!.map((word) => [word]) }
          : { words: t.phrases.map((p) => p[0]!) }),
      weight: t.weight,
      niceToHave: t.niceToHave,
    }));
  const titleSubject = withTaughtSubject(skills);
  const titleConcepts = [...occupationConcepts, ...titleKinds];
  const requirementItems = profile.requirements.map((r) => ({ text: r.text, niceToHave: r.niceToHave }));
  skills.push(...escoAsks(requirementItems, skills));
  // (Their spellings in the lines kept apart, for the alternatives read below.)
  const occupationLines = occupationLineAsks(requirementItems, [
    ...skills,
    ...titleConcepts.map((id) => ({ id })),
  ]);
  skills.push(...occupationLines.map(({ phrases: _, ...ask }) => ask));
  skills.push(...occupationAsks(profile.title, skills));
  skills.push(...childWorkAsks(requirementItems));
  // A setting said again and again ("medical", "clinic", "hospital") must not outweigh the
  // occupation the title names beside it.
  const occupationWeight = Math.max(
    0,
    ...skills.filter((s) => titleConcepts.includes(s.id) && !SETTINGS.has(s.id)).map((s) => s.weight),
  );
  if (occupationWeight > 0)
    for (const ask of skills)
      if (SETTINGS.has(ask.id) && titleConcepts.includes(ask.id))
        ask.weight = Math.min(ask.weight, occupationWeight / 2);
  const requirementLines = requirementItems;
  const years = requirementLines
    .filter((r) => !r.niceToHave)
    .map((r) => yearsAsked(r.text))
    .filter((y): y is number => y !== null);
  const location = clean.location ?? '';
  const languageTerms = profile.terms.filter((t) => LANGUAGE_OF_CONCEPT.has(t.key));
  const languages = languageTerms.map((t) => LANGUAGE_OF_CONCEPT.get(t.key)!);
  const lines = requirementLines.map((r) => r.text);
  const skillTerms = profile.terms.filter((t) => skills.some((s) => s.id === t.key));
  const skillAlternatives = alternativesIn(lines, [
    ...skillTerms.map((t) => ({ id: t.key, phrases: t.phrases })),
    ...occupationLines.map(({ id, phrases }) => ({ id, phrases })),
  ]);
  const languageAlternatives = alternativesIn(
    lines,
    languageTerms.map((t) => ({ id: LANGUAGE_OF_CONCEPT.get(t.key)!, phrases: t.phrases })),
  );
  const mustHaves = mustHavesIn(
    requirementLines,
    [
      // (Of the lexicon's concepts only: a plain word, "Israeli", is met by too many resumes.)
      ...skillTerms
        .filter((t) => t.concept)
        .map((t) => ({ id: t.key, phrases: t.phrases, trade: titleConcepts.includes(t.key) })),
      ...occupationLines.map(({ id, phrases }) => ({ id, phrases, trade: true })),
    ],
    titleConcepts,
  );
  return {
    profile,
    skills,
    ...(mustHaves.length > 0 ? { mustHaves } : {}),
    titleConcepts,
    ...(titleKinds.length > 0 ? { titleKinds } : {}),
    ...(titleSubject ? { titleSubject } : {}),
    // A kind's other families relate nothing more (a receptionist's sales-service to a town's clerk).
    titleFamilies: familiesOf(occupationConcepts),
    minYears: years.length > 0 ? Math.max(...years) : null,
    education: educationAsked(requirementLines),
    languages,
    skillAlternatives,
    languageAlternatives,
    languagesRequired: languageTerms.some((t) => !t.niceToHave && t.weight >= 2),
    languagesMust:
      languageTerms.some((t) => t.weight >= 3) ||
      requirementLines.some(
        (r) =>
          MUST.test(r.text) &&
          languageTerms.some((t) => t.phrases.some((p) => new IndexedText(r.text).has(p))),
      ),
    city: (cityInLine(location) ?? cityInLine(place) ?? cityInLine(clean.jobDescription ?? ''))?.id ?? '',
    remote: REMOTE.test(`${clean.employmentType ?? ''} ${location} ${profile.title}`),
    pattern: jobPattern(clean.employmentType ?? ''),
  };
}
