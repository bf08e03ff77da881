import { matchBand, type MatchBand } from '@gius/shared/constants';
import { CHILD_WORK, titlesWorkWithChildren } from './child-work.ts';
import { educationRank, type EducationLevel } from './education.ts';
import type { JobMatchProfile, SkillAsk } from './job-match-profile.ts';
import { explainMatch, type MatchExplanation } from './match-explanation.ts';
import { titleConceptsOf } from './occupations.ts';
import { familiesOf, RANKS, SETTINGS, shareSpeciality } from './skill-families.ts';
import type { ResumeAnalysis } from './resume-analysis.ts';
import { OR_WORD } from './text-units.ts';
import { cityById } from './resume-location.ts';
import { isStopword } from './stopwords.ts';
import { tokenize } from './term-matcher.ts';

/**
 * The match of an analysed resume to a job: a score from 0 to 100, the same for the same pair every
 * time, built from what recruiters weigh, each factor with the evidence behind it. A factor the job
 * does not ask about is left out and the others share its weight.
 */

export type FactorId =
  'skills' | 'title' | 'experience' | 'education' | 'languages' | 'location' | 'employment';

export const FACTOR_WEIGHTS: Record<FactorId, number> = {
  skills: 40,
  title: 20,
  experience: 15,
  education: 8,
  languages: 7,
  location: 5,
  employment: 5,
};

/** The languages factor's weight when the job says a language is a must. */
const MUST_LANGUAGE_WEIGHT = 20;
/** ... and when a requirement line (not an advantage) names it. */
const REQUIRED_LANGUAGE_WEIGHT = 12;
/** The highest score of a job that names no skill and no field the engine knows (the top of "fair"). */
const THIN_JOB_CAP = 54;
/** The highest score when a must-have language is missing (the top of "fair"). */
const MUST_MISSING_CAP = 54;
/** ... and when the trade's must-have (mustHaves) is: "good", below auto-apply's threshold. */
const MUST_HAVE_MISSING_CAP = 62;

export interface MatchEvidence {
  skills: { matched: SkillAsk[]; missing: SkillAsk[] };
  title: { jobTitle: string; resumeTitle: string; direct: boolean; related: boolean };
  /** relevant: the years are in the job's own field; related: partly (a close field or its skills). */
  experience: { asked: number | null; years: number | null; relevant: boolean; related?: boolean };
  education: {
    askedLevel: EducationLevel | '';
    askedFields: string[];
    level: EducationLevel | '';
    field: string;
    fieldMatches: boolean;
  };
  /** missing: codes of the asked languages none of whose alternatives the resume shows. */
  languages: { asked: string[]; missing: string[]; alternatives?: string[][] };
  location: { jobCity: string; city: string; km: number | null };
  employment: { asked: string; stated: string };
  /** The share of the ad's own words the resume uses (absent in matches stored before round 20). */
  adWords?: number;
}

export interface MatchFactor {
  id: FactorId;
  weight: number;
  /** 0 to 1. */
  value: number;
}

export interface MatchResult extends MatchExplanation {
  score: number;
  /**
   * The score before rounding, with the weight of the skills shown as a finer tie-break: equal
   * scores are ordered by it (compareMatches), never by name.
   */
  evidenceScore: number;
  band: MatchBand;
  factors: MatchFactor[];
  evidence: MatchEvidence;
}

export interface MatchOptions {
  locale?: 'he' | 'en' | 'ar';
  /** false: score and factors only (for ranking many resumes); the sentences are left empty. */
  explain?: boolean;
}

/** Is the word among the resume's sorted words? */
function hasWord(sorted: readonly string[], word: string): boolean {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = sorted[mid]!;
    if (v === word) return true;
    if (v < word) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/** The resume's skills with their families (analyses stored before families existed have none). */
function skillsOf(resume: ResumeAnalysis): readonly string[] {
  return resume.matchingSkills ?? resume.skills;
}

// A setting's families, worked out once: every resume is checked against them.
const SETTING_FAMILIES = new Map([...SETTINGS].map((id) => [id, familiesOf([id])]));
const settingFamilies = (id: string) => SETTING_FAMILIES.get(id) ?? [];

/** The job's asks as the skills factor weighs them: alternatives ("Playwright or Cypress") as one. */
interface AskGroup {
  members: SkillAsk[];
  /** Alternatives are one ask: the heaviest weighs, any one of them is enough. */
  weight: number;
  /** The job's own occupation among the members (an ask its title names), for nearWorkCredit. */
  occupation: string[];
  /** Its families, worked out once per job. */
  occupationFamilies: string[];
  /** Only conditions of the work (isLicenceOnly), worked out once per job. */
  licence: boolean;
  /** Every member a rank's word (a seniority met elsewhere counts for nothing). */
  ranksOnly: boolean;
}
// Worked out once per job: a job is scored against thousands of resumes.
const askGroupsOf = new WeakMap<JobMatchProfile, AskGroup[]>();

function askGroups(job: JobMatchProfile): AskGroup[] {
  let out = askGroupsOf.get(job);
  if (out) return out;
  out = [];
  const groups = job.skillAlternatives ?? [];
  const done = new Set<string>();
  for (const ask of job.skills) {
    if (done.has(ask.id)) continue;
    const group = groups.find((g) => g.includes(ask.id));
    // An ask already weighed in another group of alternatives is not weighed twice.
    const members = group ? job.skills.filter((s) => group.includes(s.id) && !done.has(s.id)) : [ask];
    for (const m of members) done.add(m.id);
    const occupation = members
      .filter((m) => (job.titleConcepts.includes(m.id) || m.occupation) && !SETTINGS.has(m.id))
      .map((m) => m.id);
    const askGroup: AskGroup = {
      members,
      weight: Math.max(...members.map((m) => m.weight)),
      occupation,
      occupationFamilies: familiesOf(occupation),
      licence: false,
      ranksOnly: members.every((m) => m.rank),
    };
    askGroup.licence = isLicenceOnly(askGroup, job);
    out.push(askGroup);
  }
  askGroupsOf.set(job, out);
  return out;
}

// Whether a resume's titles name work with children, worked out once per resume.
const childWorkOf = new WeakMap<ResumeAnalysis, boolean>();
function worksWithChildren(resume: ResumeAnalysis): boolean {
  let works = childWorkOf.get(resume);
  if (works === undefined) {
    works = titlesWorkWithChildren([resume.headline, ...resume.jobTitles], resume.titleConcepts);
    childWorkOf.set(resume, works);
  }
  return works;
}

function resumeHas(resume: ResumeAnalysis, ask: SkillAsk): boolean {
  if (ask.id === CHILD_WORK) return worksWithChildren(resume);
  if (ask.allWords)
    return ask.allWords.every((spellings) => spellings.some((w) => hasWord(resume.keywords, w)));
  if (ask.words) return ask.words.some((w) => hasWord(resume.keywords, w));
  return (
    skillsOf(resume).includes(ask.id) ||
    resume.titleConcepts.includes(ask.id) ||
    // A setting the job names ("healthcare" of a clinic's nurse) is met by a title of its
    // family, as in the title factor: a nurse need not write "healthcare" to have worked in it.
    (SETTINGS.has(ask.id) && settingFamilies(ask.id).some((f) => resume.titleFamilies.includes(f)))
  );
}

/**
 * A driving licence is no trade: of a job whose title does not name driving, it says nothing of
 * how far the resume's years were spent in the job's work (a gardener's "Driving licence B" made
 * his fourteen years a solar technician's).
 */
const LICENCE_ONLY = 'driving';
/**
 * Nor is shift work: a way of working any trade has (a pharmacist's, a warehouse manager's shifts
 * made their years a dairy worker's, ij06). Both are conditions of the work, not the work.
 */
const CONDITIONS_OF_WORK: ReadonlySet<string> = new Set([LICENCE_ONLY, 'shifts']);
const isLicenceOnly = (group: AskGroup, job: JobMatchProfile) =>
  group.members.every((m) => CONDITIONS_OF_WORK.has(m.id) && !job.titleConcepts.includes(m.id));

/** Logistics (dispatch, forklifts, a warehouse): a driver's work is near it. */
const licenceNearWork = (job: JobMatchProfile) => job.titleFamilies.includes('logistics');

function skillsFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; tradeValue: number; ev: MatchEvidence['skills'] } {
  const matched: SkillAsk[] = [];
  const missing: SkillAsk[] = [];
  let got = 0;
  let total = 0;
  // The same without a driving licence's ask, for the share of the years (LICENCE_ONLY).
  let licenceGot = 0;
  let licenceTotal = 0;
  let work: { ids: string[]; families: string[] } | undefined;
  for (const group of askGroups(job)) {
    const { members, weight } = group;
    total += weight;
    const licence = group.licence;
    if (licence) licenceTotal += weight;
    let shown: SkillAsk[] | undefined;
    for (const m of members) if (resumeHas(resume, m)) (shown ??= []).push(m);
    if (shown) {
      // A rank's word met without the job's trade is seniority elsewhere: shown, not counted.
      if (group.ranksOnly && !holdsJobTrade(resume, titleAskOf(job))) {
        matched.push(...shown);
        continue;
      }
      got += weight;
      if (licence) licenceGot += weight;
      matched.push(...shown);
      continue;
    }
    if (group.occupation.length > 0) {
      if (!work) {
        const ids = resume.titleConcepts.filter((id) => !SETTINGS.has(id));
        work = { ids, families: familiesOf(ids) };
      }
      got += weight * nearWorkCredit(work, group);
    }
    missing.push(members.length === 1 ? members[0]! : alternativeAsk(members));
  }
  const tradeTotal = total - licenceTotal;
  // A driving licence met alone shows nothing of the job's work (a truck driver's licence for a
  // social worker's job): it counts in the skills factor only beside an ask of the work itself,
  // or where vehicles are near the work (logistics: a driver for a dispatcher's job).
  const shown = got - licenceGot > 0 || licenceNearWork(job) ? got : 0;
  return {
    value: total > 0 ? shown / total : 1,
    tradeValue: tradeTotal > 0 ? (got - licenceGot) / tradeTotal : total > 0 ? got / total : 1,
    ev: { matched, missing },
  };
}

/** The asks of the job's must-have lines (mustHaves) of which the resume shows none. */
function missingMustHaves(resume: ResumeAnalysis, job: JobMatchProfile): string[] {
  return (job.mustHaves ?? [])
    .filter((ids) =>
      ids.every((id) => {
        const ask = job.skills.find((s) => s.id === id);
        return !ask || !resumeHas(resume, ask);
      }),
    )
    .flat();
}

/**
 * The part of the job's own occupation (an ask its title names) that a resume without it meets by
 * its titles' nearby work (`work`: their concepts but settings): a pastry chef for a baker's job
 * (one speciality) more than a cook (one family). Without it a cook and a waiter met a baker's job
 * alike, by the shifts they both work.
 */
function nearWorkCredit(
  work: { ids: readonly string[]; families: readonly string[] },
  group: AskGroup,
): number {
  if (work.ids.length === 0) return 0;
  if (shareSpeciality(group.occupation, work.ids)) return NEAR_SPECIALITY;
  return work.families.some((f) => group.occupationFamilies.includes(f)) ? NEAR_FAMILY : 0;
}
const NEAR_SPECIALITY = 0.5;
const NEAR_FAMILY = 0.25;

/** Alternatives none of which the resume shows, as one ask: "Playwright or Cypress". */
function alternativeLabel(members: SkillAsk[], lang: 'en' | 'he' | 'ar'): string {
  return members.map((m) => m.labels?.[lang] ?? m.labels?.en ?? m.label).join(OR_WORD[lang]);
}

function alternativeAsk(members: SkillAsk[]): SkillAsk {
  const en = alternativeLabel(members, 'en');
  return {
    id: members.map((m) => m.id).join('|'),
    label: en,
    labels: { en, he: alternativeLabel(members, 'he'), ar: alternativeLabel(members, 'ar') },
    weight: Math.max(...members.map((m) => m.weight)),
    niceToHave: members.every((m) => m.niceToHave),
  };
}

/**
 * The share of the resume's years that count toward the job: all in the job's own title; of a
 * job whose title names no trade, as far as its skills are met; of another title, up to half, as
 * its skills near the job's (rising over a range, not at one step: a bookkeeper with half an
 * office manager's skills had none of her years counted, one with 60% had half).
 */
function experienceShare(titleValue: number | null, skillsValue: number | null): number {
  if (titleValue !== null && titleValue >= 0.99) return 1;
  if (titleValue === null) return skillsValue === null || skillsValue >= 0.5 ? 1 : 2 * skillsValue;
  if (titleValue >= 0.5) return 0.6;
  return skillsValue === null ? 0 : Math.max(0, Math.min(0.5, (skillsValue - 0.45) / 0.3));
}

interface TitleAsk {
  /** Each title concept's weight: beside an occupation, a setting weighs half of it. */
  weights: Map<string, number>;
  total: number;
  /** The occupations the title names (all its concepts when it names none). */
  occupations: string[];
  /** Their families. */
  occupationFamilies: string[];
  /** Each setting's families: a nurse's title need not say "clinic" to work in one. */
  settingFamilies: Map<string, string[]>;
}

// Worked out once per job: a job is scored against thousands of resumes.
const titleAsks = new WeakMap<JobMatchProfile, TitleAsk>();

function titleAskOf(job: JobMatchProfile): TitleAsk {
  let ask = titleAsks.get(job);
  if (!ask) {
    // A kind of the occupation (titleKinds) weighs as a rank does.
    const secondary = (id: string) =>
      SETTINGS.has(id) || RANKS.has(id) || (job.titleKinds?.includes(id) ?? false);
    const occupations = job.titleConcepts.filter((id) => !secondary(id));
    const weights = new Map(
      job.titleConcepts.map((id) => [id, secondary(id) && occupations.length > 0 ? 0.5 : 1]),
    );
    ask = {
      occupations: occupations.length > 0 ? occupations : job.titleConcepts,
      weights,
      total: [...weights.values()].reduce((a, b) => a + b, 0),
      occupationFamilies: familiesOf(occupations.length > 0 ? occupations : job.titleConcepts),
      settingFamilies: new Map(
        occupations.length > 0
          ? job.titleConcepts.filter((id) => SETTINGS.has(id)).map((id) => [id, familiesOf([id])])
          : [],
      ),
    };
    titleAsks.set(job, ask);
  }
  return ask;
}

/**
 * The share of the job's title a resume meets only by earlier work: a title older than its latest
 * two jobs, while those (and the headline) name other work (a pastry chef whose first job was a
 * baker's assistant, for a baker's job; an office manager who was a cashier once, for a cashier's).
 * Near the job, not doing it now: worth what a title of the job's family showing its skills is
 * worth (0.5 + 0.2 below), no more (at 0.8 an ICU nurse who was a nursing aide once, or a pastry
 * chef who was a cook, outranked the aide and the cook doing the work now, on distance alone).
 * Latest titles that name nothing the lexicon knows say nothing either way: no discount.
 */
const EARLIER_WORK = 0.7;
const LATEST_TITLES = 2;

function earlierWorkOnly(resume: ResumeAnalysis, job: JobMatchProfile, ask: TitleAsk): boolean {
  if (resume.jobTitles.length <= LATEST_TITLES) return false;
  const latest = [resume.headline, ...resume.jobTitles.slice(0, LATEST_TITLES)]
    .filter(Boolean)
    .flatMap(conceptsOfTitle);
  if (latest.length === 0) return false;
  const latestFamilies = familiesOf(latest);
  return !job.titleConcepts.some(
    (id) =>
      latest.includes(id) || (ask.settingFamilies.get(id)?.some((f) => latestFamilies.includes(f)) ?? false),
  );
}

/**
 * A rank met only in another trade: a nurse in charge of a shift, a cashier and shift lead, for a
 * security shift lead's job. The rank weighs half of the title beside the trade already; held in a
 * trade the job does not name (nor its family), it says less still of this work: the seniority,
 * not the trade. A rank held with no trade of its own ("Shift Supervisor" alone) is not discounted.
 */
const OTHER_TRADE_RANK = 0.5;

function rankHeldInAnotherTrade(resume: ResumeAnalysis, job: JobMatchProfile, ask: TitleAsk): boolean {
  const ranks = job.titleConcepts.filter((id) => RANKS.has(id));
  if (ranks.length === 0 || ask.occupations.some((id) => RANKS.has(id))) return false;
  if (holdsJobTrade(resume, ask)) return false;
  // Every title holding the rank names another occupation beside it.
  const holding = [resume.headline, ...resume.jobTitles]
    .filter(Boolean)
    .map(conceptsOfTitle)
    .filter((concepts) => concepts.some((id) => ranks.includes(id)));
  return (
    holding.length > 0 &&
    holding.every((concepts) => concepts.some((id) => !RANKS.has(id) && !ask.occupations.includes(id)))
  );
}

/** Do the resume's titles name the job's occupation, or one of its family? */
function holdsJobTrade(resume: ResumeAnalysis, ask: TitleAsk): boolean {
  return (
    ask.occupations.some((id) => resume.titleConcepts.includes(id)) ||
    ask.occupationFamilies.some((f) => resume.titleFamilies.includes(f))
  );
}

/** The title's value of a teacher of another subject than the job's. */
const OTHER_SUBJECT = 0.5;

/** The weight of the job's title concepts that `has`, of their whole weight. */
function titleShare(job: JobMatchProfile, ask: TitleAsk, has: (id: string) => boolean): number {
  return job.titleConcepts.filter(has).reduce((sum, id) => sum + ask.weights.get(id)!, 0) / ask.total;
}

function titleFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; ev: MatchEvidence['title'] } | null {
  if (job.titleConcepts.length === 0) return null;
  const ask = titleAskOf(job);
  // A setting is met by a title of its family (a nurse for a community clinic's nurse).
  const direct = titleShare(
    job,
    ask,
    (id) =>
      resume.titleConcepts.includes(id) ||
      (ask.settingFamilies.get(id)?.some((f) => resume.titleFamilies.includes(f)) ?? false),
  );
  const rankOnly = direct > 0 && rankHeldInAnotherTrade(resume, job, ask);
  const metBy =
    (direct > 0 && earlierWorkOnly(resume, job, ask) ? EARLIER_WORK * direct : direct) *
    (rankOnly ? OTHER_TRADE_RANK : 1);
  const inSkills = titleShare(job, ask, (id) => skillsOf(resume).includes(id));
  // A teacher of another subject (a kindergarten teacher for a maths teacher's job) has taught,
  // but not this: near the job, not of its kind.
  const otherSubject =
    job.titleSubject !== undefined &&
    !resume.jobTitles.some((t) => job.titleSubject!.some((w) => t.toLowerCase().includes(w)));
  // A title of the occupation's family is related work; one that shares only the setting (a
  // physiotherapist for a medical secretary), less so.
  const related = ask.occupationFamilies.some((f) => resume.titleFamilies.includes(f));
  const relatedBySetting = !related && job.titleFamilies.some((f) => resume.titleFamilies.includes(f));
  // Of the family, a title of the job's speciality is nearer work still (a dental hygienist for a
  // dental assistant, beside a veterinary technician), even when the resume's skills do not name
  // the job's work; never as near as the job's own title.
  const near = related && shareSpeciality(ask.occupations, resume.titleConcepts);
  const bestValue = Math.max(
    metBy,
    related ? Math.max(near ? 0.65 : 0, 0.5 + 0.2 * inSkills) : 0,
    relatedBySetting ? 0.35 + 0.2 * inSkills : 0,
    0.35 * inSkills,
  );
  const value = otherSubject ? Math.min(bestValue, OTHER_SUBJECT) : bestValue;
  const resumeTitle = resume.jobTitles[0] ?? resume.headline;
  return {
    value,
    ev: {
      jobTitle: job.profile.title,
      resumeTitle,
      direct: direct > 0,
      related: direct === 0 && (related || relatedBySetting),
    },
  };
}

// One title's concepts, kept by the title: explained matches read the same titles again and again.
const conceptsByTitle = new Map<string, string[]>();
function conceptsOfTitle(title: string): string[] {
  let concepts = conceptsByTitle.get(title);
  if (!concepts) {
    concepts = titleConceptsOf([title]);
    if (conceptsByTitle.size >= 10_000) conceptsByTitle.clear();
    conceptsByTitle.set(title, concepts);
  }
  return concepts;
}

/**
 * The resume's title that met the job's, to name in the sentence: a CPA's "מתמחה בראיית חשבון",
 * not the "שותף" (partner) above it. Of the job's own occupation first, then of its family.
 */
function titleThatMet(resume: ResumeAnalysis, job: JobMatchProfile): string | undefined {
  const titles = [...resume.jobTitles, resume.headline].filter(Boolean);
  const direct = titles.find((t) => conceptsOfTitle(t).some((id) => job.titleConcepts.includes(id)));
  if (direct) return direct;
  const families = titleAskOf(job).occupationFamilies;
  return titles.find((t) =>
    familiesOf(conceptsOfTitle(t).filter((id) => !SETTINGS.has(id))).some((f) => families.includes(f)),
  );
}

function educationFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; ev: MatchEvidence['education'] } | null {
  const asked = job.education;
  if (!asked) return null;
  const have = educationRank(resume.educationLevel);
  const want = educationRank(asked.level);
  const level = !resume.educationLevel ? 0.25 : have >= want ? 1 : have === want - 1 ? 0.5 : 0.2;
  const fieldMatches = asked.fields.length > 0 && asked.fields.includes(resume.educationField);
  const field = asked.fields.length === 0 ? 1 : fieldMatches ? 1 : resume.educationField ? 0.3 : 0.2;
  const value = asked.fields.length > 0 ? 0.6 * level + 0.4 * field : level;
  return {
    value: asked.niceToHave ? 0.5 + 0.5 * value : value,
    ev: {
      askedLevel: asked.level,
      askedFields: asked.fields,
      level: resume.educationLevel,
      field: resume.educationField,
      fieldMatches,
    },
  };
}

function languageAsks(job: JobMatchProfile): string[][] {
  const groups = (job.languageAlternatives ?? []).filter((g) => g.length > 1);
  const grouped = new Set(groups.flat());
  return [...groups, ...job.languages.filter((code) => !grouped.has(code)).map((code) => [code])];
}

function distanceKm(a: string, b: string): number | null {
  const p = cityById(a);
  const q = cityById(b);
  if (!p || !q) return null;
  const x = (q.lon - p.lon) * Math.cos(((p.lat + q.lat) / 2) * (Math.PI / 180));
  const y = q.lat - p.lat;
  return Math.round(Math.sqrt(x * x + y * y) * 111.2);
}

function locationValue(km: number | null): number {
  if (km === null) return 0.5;
  if (km <= 10) return 1;
  if (km <= 25) return 0.85;
  if (km <= 50) return 0.6;
  if (km <= 100) return 0.35;
  return 0.15;
}

function addFactor(factors: MatchFactor[], id: FactorId, value: number, weight = FACTOR_WEIGHTS[id]): void {
  factors.push({ id, weight, value });
}

/**
 * The ad's own words a resume uses, as a bonus: the share of them times AD_WORDS_GAP of what the
 * factors leave to 100. The lexicon and the occupations miss what the words still catch (a trade, a
 * machine or a method they do not name; the keyword baseline beat the engine on such jobs). A
 * bonus, not a factor: a resume in another language than the ad's, which shares none of its
 * words, loses nothing by it.
 */
const AD_WORDS_GAP = 0.5;
const adWordsOf = new WeakMap<JobMatchProfile, string[]>();

function wordsOfAd(job: JobMatchProfile): string[] {
  let words = adWordsOf.get(job);
  if (words) return words;
  const { title, descriptionProse, duties, requirements } = job.profile;
  const text = [title, ...descriptionProse, ...duties, ...requirements.map((r) => r.text)].join('\n');
  const bases = new Set<string>();
  for (const token of tokenize(text)) {
    if (isStopword(token.variants)) continue;
    const base = token.variants[token.variants.length - 1]!;
    if (base.length >= 2 && !/^\d+$/.test(base)) bases.add(base);
  }
  // Sorted as the resume's words are (code units), so one walk through both finds the shared ones.
  words = [...bases].sort();
  adWordsOf.set(job, words);
  return words;
}

function adWordsShare(resume: ResumeAnalysis, job: JobMatchProfile): number {
  const words = wordsOfAd(job);
  if (words.length === 0) return 0;
  // Both lists sorted and without repeats: one walk through the two, not a search per word.
  const keywords = resume.keywords;
  let used = 0;
  let k = 0;
  for (const word of words) {
    while (k < keywords.length && keywords[k]! < word) k++;
    if (k === keywords.length) break;
    if (keywords[k] === word) used++;
  }
  return used / words.length;
}

export function scoreMatch(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
  options: MatchOptions = {},
): MatchResult {
  const factors: MatchFactor[] = [];

  const skills = skillsFactor(resume, job);
  if (job.skills.length > 0) addFactor(factors, 'skills', skills.value);
  const title = titleFactor(resume, job);
  if (title) addFactor(factors, 'title', title.value);

  // Experience counts toward the job only as far as it relates: years in the job's own field in
  // full, in a related field (or with most of its skills) partly, elsewhere not at all.
  // (A driving licence met lends no years; one unmet still counts as before: a resume often leaves it unsaid,
  // and without it an HVAC job's other asks lifted a graded-0 resume's years, cj03's c31.)
  const share = experienceShare(
    title?.value ?? null,
    job.skills.length > 0 ? Math.min(skills.value, skills.tradeValue) : null,
  );
  const relevant = share === 1;
  const years = resume.experienceYears;
  const asked = job.minYears ?? (job.profile.seniority === 'senior' ? 5 : null);
  if (asked !== null && asked > 0)
    addFactor(factors, 'experience', years === null ? 0.1 : Math.min(1, (years * share) / asked));

  const education = educationFactor(resume, job);
  if (education) addFactor(factors, 'education', education.value);

  // A group of alternatives ("Arabic or Russian") is one ask, met by any of them.
  const languageGroups = languageAsks(job);
  const missingGroups = languageGroups.filter(
    (g) => !g.some((code) => resume.spokenLanguages.includes(code)),
  );
  const missingLanguages = missingGroups.flat();
  if (languageGroups.length > 0) {
    const weight = job.languagesMust
      ? MUST_LANGUAGE_WEIGHT
      : job.languagesRequired
        ? REQUIRED_LANGUAGE_WEIGHT
        : undefined;
    // A resume that states no languages says nothing of them: unknown, not missing.
    const missingWeight = resume.languages.length === 0 ? 0.5 : 1;
    addFactor(
      factors,
      'languages',
      1 - (missingWeight * missingGroups.length) / languageGroups.length,
      weight,
    );
  }

  // A remote job has no commute: no distance, so no sentence about it either.
  const km = job.city && resume.location && !job.remote ? distanceKm(job.city, resume.location) : null;
  if (job.city && !job.remote) addFactor(factors, 'location', locationValue(km));

  if (job.pattern) {
    const stated =
      resume.availability || (job.pattern === 'shifts' && resume.skills.includes('shifts') ? 'shifts' : '');
    addFactor(
      factors,
      'employment',
      !stated
        ? 0.7
        : stated === job.pattern
          ? 1
          : stated === 'full_time' && job.pattern === 'shifts'
            ? 0.8
            : 0.3,
    );
  }

  const weight = factors.reduce((s, f) => s + f.weight, 0);
  const adWords = adWordsShare(resume, job);
  const byFactors = weight > 0 ? (100 * factors.reduce((s, f) => s + f.weight * f.value, 0)) / weight : 0;
  // The ad's words fill part of what the factors leave, never past 100: a strong match stays
  // below a perfect one, and scores do not bunch at the top.
  const exact = byFactors + AD_WORDS_GAP * adWords * (100 - byFactors);
  // Comparable across jobs: a job whose requirements name little the engine can check (no skill,
  // no field in its title) cannot make a strong match on location and hours alone.
  const content = factors.filter((f) => f.id === 'skills' || f.id === 'title');
  const exactCapped = content.length === 0 ? Math.min(exact, THIN_JOB_CAP) : exact;
  const weighted = Math.round(exactCapped);
  // A language the job says is a must, missing: at most a fair match, whatever else fits. Its
  // trade's must-have (a certificate, a licence, the occupation) missing: at most a good one, never
  // applied to unasked (a cleaning and maintenance worker met half of an HVAC technician's job
  // whose HVAC certificate is a must, at 74). Not lower: graders put near work (a hygienist for a
  // dental assistant, a teller for a mortgage clerk) at 2 without the must-have.
  const mustLanguageMissing = job.languagesMust && missingLanguages.length > 0;
  const mustHavesMissing = missingMustHaves(resume, job);
  // Named first among the asks missing, so the concern never leaves them out of its short list.
  if (mustHavesMissing.length > 0)
    skills.ev.missing.sort(
      (a, b) => Number(mustHavesMissing.includes(b.id)) - Number(mustHavesMissing.includes(a.id)),
    );
  const score = mustLanguageMissing
    ? Math.min(weighted, MUST_MISSING_CAP)
    : mustHavesMissing.length > 0
      ? Math.min(weighted, MUST_HAVE_MISSING_CAP)
      : weighted;
  const evidence: MatchEvidence = {
    skills: skills.ev,
    title: title?.ev ?? {
      jobTitle: job.profile.title,
      resumeTitle: resume.jobTitles[0] ?? '',
      direct: false,
      related: false,
    },
    experience: { asked, years, relevant, related: share > 0 && share < 1 },
    education: education?.ev ?? {
      askedLevel: '',
      askedFields: [],
      level: resume.educationLevel,
      field: resume.educationField,
      fieldMatches: false,
    },
    languages: {
      asked: job.languages,
      missing: missingLanguages,
      ...(missingGroups.some((g) => g.length > 1) ? { alternatives: missingGroups } : {}),
    },
    location: { jobCity: job.city, city: resume.location, km },
    employment: { asked: job.pattern, stated: resume.availability },
    adWords,
  };
  const band = matchBand(score);
  if (options.explain !== false && (evidence.title.direct || evidence.title.related))
    evidence.title.resumeTitle = titleThatMet(resume, job) ?? evidence.title.resumeTitle;
  const explanation =
    options.explain === false
      ? { strengths: [], concerns: [], recommendation: '' }
      : explainMatch({ score, band, factors, evidence }, options.locale ?? 'he');
  // Finer evidence for ties: the unrounded score, then the weight of the skills shown.
  const shownWeight = skills.ev.matched.reduce((sum, a) => sum + a.weight, 0);
  // A capped score keeps the order of the uncapped ones within its point: the must-have missing
  // takes a resume down, not the nearer work it shows below the further.
  const finer =
    score < weighted ? score + 0.5 + (0.1 * exactCapped) / 100 : Math.min(exactCapped, score + 0.5);
  const evidenceScore = Math.round((finer + Math.min(shownWeight, 99) / 1000) * 1000) / 1000;
  return { score, evidenceScore, band, factors, evidence, ...explanation };
}

/** Best match first: by score, then by the finer evidence behind it (never by name). */
export function compareMatches(
  a: Pick<MatchResult, 'score' | 'evidenceScore'>,
  b: Pick<MatchResult, 'score' | 'evidenceScore'>,
): number {
  return b.score - a.score || (b.evidenceScore ?? 0) - (a.evidenceScore ?? 0);
}
