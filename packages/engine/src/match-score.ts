import { matchBand, type MatchBand } from '@gius/shared/constants';
import { EDUCATION_RANK, type EducationLevel } from './education.ts';
import type { JobMatchProfile, SkillAsk } from './job-match-profile.ts';
import { explainMatch, type MatchExplanation } from './match-explanation.ts';
import type { ResumeAnalysis } from './resume-analysis.ts';
import { cityById } from './resume-location.ts';

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
/** The highest score when a must-have language is missing (the top of "fair"). */
const MUST_MISSING_CAP = 54;

export interface MatchEvidence {
  skills: { matched: SkillAsk[]; missing: SkillAsk[] };
  title: { jobTitle: string; resumeTitle: string; direct: boolean; related: boolean };
  experience: { asked: number | null; years: number | null; relevant: boolean };
  education: {
    askedLevel: EducationLevel | '';
    askedFields: string[];
    level: EducationLevel | '';
    field: string;
    fieldMatches: boolean;
  };
  languages: { asked: string[]; missing: string[] };
  location: { jobCity: string; city: string; km: number | null };
  employment: { asked: string; stated: string };
}

export interface MatchFactor {
  id: FactorId;
  weight: number;
  /** 0 to 1. */
  value: number;
}

export interface MatchResult extends MatchExplanation {
  score: number;
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

function skillsFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; ev: MatchEvidence['skills'] } {
  const matched: SkillAsk[] = [];
  const missing: SkillAsk[] = [];
  let got = 0;
  let total = 0;
  for (const ask of job.skills) {
    const has = ask.words
      ? ask.words.some((w) => hasWord(resume.keywords, w))
      : resume.skills.includes(ask.id) || resume.titleConcepts.includes(ask.id);
    total += ask.weight;
    if (has) {
      got += ask.weight;
      matched.push(ask);
    } else missing.push(ask);
  }
  return { value: total > 0 ? got / total : 1, ev: { matched, missing } };
}

function titleFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; ev: MatchEvidence['title'] } | null {
  if (job.titleConcepts.length === 0) return null;
  const direct =
    job.titleConcepts.filter((id) => resume.titleConcepts.includes(id)).length / job.titleConcepts.length;
  const related = job.titleFamilies.some((f) => resume.titleFamilies.includes(f));
  const inSkills =
    job.titleConcepts.filter((id) => resume.skills.includes(id)).length / job.titleConcepts.length;
  const value = Math.max(direct, related ? 0.5 + 0.2 * inSkills : 0, 0.35 * inSkills);
  const resumeTitle = resume.jobTitles[0] ?? resume.headline;
  return {
    value,
    ev: { jobTitle: job.profile.title, resumeTitle, direct: direct > 0, related: direct === 0 && related },
  };
}

const RANK = EDUCATION_RANK;

function educationFactor(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
): { value: number; ev: MatchEvidence['education'] } | null {
  const asked = job.education;
  if (!asked) return null;
  const have = RANK[resume.educationLevel];
  const want = RANK[asked.level];
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

export function scoreMatch(
  resume: ResumeAnalysis,
  job: JobMatchProfile,
  options: MatchOptions = {},
): MatchResult {
  const factors: MatchFactor[] = [];
  const add = (id: FactorId, value: number, weight = FACTOR_WEIGHTS[id]) =>
    factors.push({ id, weight, value });

  const skills = skillsFactor(resume, job);
  if (job.skills.length > 0) add('skills', skills.value);
  const title = titleFactor(resume, job);
  if (title) add('title', title.value);

  // Years in the job's own field count in full, in a related field partly, elsewhere hardly.
  const share = !title || title.value >= 0.99 ? 1 : title.value >= 0.5 ? 0.6 : 0.15;
  const relevant = share === 1;
  const years = resume.experienceYears;
  const asked = job.minYears ?? (job.profile.seniority === 'senior' ? 5 : null);
  if (asked !== null && asked > 0)
    add('experience', years === null ? 0.1 : Math.min(1, (years * share) / asked));

  const education = educationFactor(resume, job);
  if (education) add('education', education.value);

  const missingLanguages = job.languages.filter((code) => !resume.spokenLanguages.includes(code));
  if (job.languages.length > 0) {
    const weight = job.languagesMust
      ? MUST_LANGUAGE_WEIGHT
      : job.languagesRequired
        ? REQUIRED_LANGUAGE_WEIGHT
        : undefined;
    add('languages', 1 - missingLanguages.length / job.languages.length, weight);
  }

  const km = job.city && resume.location ? distanceKm(job.city, resume.location) : null;
  if (job.city && !job.remote) add('location', locationValue(km));

  if (job.pattern) {
    const stated =
      resume.availability || (job.pattern === 'shifts' && resume.skills.includes('shifts') ? 'shifts' : '');
    add(
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
  const weighted =
    weight > 0 ? Math.round((100 * factors.reduce((s, f) => s + f.weight * f.value, 0)) / weight) : 0;
  // A language the job says is a must, missing: at most a fair match, whatever else fits.
  const score =
    job.languagesMust && missingLanguages.length > 0 ? Math.min(weighted, MUST_MISSING_CAP) : weighted;
  const evidence: MatchEvidence = {
    skills: skills.ev,
    title: title?.ev ?? {
      jobTitle: job.profile.title,
      resumeTitle: resume.jobTitles[0] ?? '',
      direct: false,
      related: false,
    },
    experience: { asked, years, relevant },
    education: education?.ev ?? {
      askedLevel: '',
      askedFields: [],
      level: resume.educationLevel,
      field: resume.educationField,
      fieldMatches: false,
    },
    languages: { asked: job.languages, missing: missingLanguages },
    location: { jobCity: job.city, city: resume.location, km },
    employment: { asked: job.pattern, stated: resume.availability },
  };
  const band = matchBand(score);
  const explanation =
    options.explain === false
      ? { strengths: [], concerns: [], recommendation: '' }
      : explainMatch({ score, band, factors, evidence }, options.locale ?? 'he');
  return { score, band, factors, evidence, ...explanation };
}
