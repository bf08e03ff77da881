import { localizeEmploymentType } from '../employment-type.ts';
import { toHashtag } from '../hashtags.ts';
import type { AdFacts } from '../job-ad-phrases.ts';
import { analyzeJob, type JobInput, type JobProfile } from '../job-profile.ts';
import { isRtlLanguage, type EngineLanguage } from '../language.ts';
import { cityInLine } from '../resume-location.ts';
import { skillLabel } from '../skill-lexicon.ts';
import { isolateIfForeign } from './bidi.ts';

/**
 * The facts of a job that a post may say, in the post's language. When the post is written in the
 * job's own language, its sentences and requirement lines are used as they are. In another language
 * the builtin engine cannot translate free text: it says only what it knows for certain (employment
 * type, a known city's name, the skills it recognises) and keeps the title and company as written.
 */

export interface PostFacts extends AdFacts {
  language: EngineLanguage;
  rtl: boolean;
  /** The job is written in the post's language: its own sentences may be quoted. */
  sameLanguage: boolean;
  prose: string[];
  duties: string[];
  /** Must-have requirement lines (same language only). */
  requirements: string[];
  niceToHave: string[];
  /** Recognised skills and fields, in the post's language. */
  skills: string[];
  /** Hashtags that fit the job and the language, most telling first. */
  hashtags: string[];
  seed: number;
}

export const GENERIC_HASHTAGS: Record<EngineLanguage, string[]> = {
  he: ['#דרושים', '#משרות', '#גיוס_עובדים'],
  en: ['#hiring', '#jobs', '#careers'],
  ar: ['#وظائف', '#فرص_عمل', '#توظيف'],
};

const MORE_TAGS: Record<EngineLanguage, string[]> = {
  he: ['#עבודה', '#חיפוש_עבודה', '#קריירה', '#הזדמנות'],
  en: ['#nowhiring', '#jobsearch', '#career', '#opportunity'],
  ar: ['#عمل', '#البحث_عن_عمل', '#مهنة', '#فرصة'],
};

/** The hashtags Gius adds to every job, slot by slot in each language (for translating them). */
export const FIXED_HASHTAGS: Record<EngineLanguage, string[]> = {
  he: [...GENERIC_HASHTAGS.he, ...MORE_TAGS.he],
  en: [...GENERIC_HASHTAGS.en, ...MORE_TAGS.en],
  ar: [...GENERIC_HASHTAGS.ar, ...MORE_TAGS.ar],
};

function localLocation(location: string, language: EngineLanguage): string {
  const city = location ? cityInLine(location) : null;
  return city ? city[language] : location.trim();
}

function hashtags(job: JobProfile, language: EngineLanguage, sameLanguage: boolean, location: string) {
  const tags = [GENERIC_HASHTAGS[language][0]!];
  if (sameLanguage && job.title) tags.push(toHashtag(job.title, language));
  if (location) tags.push(toHashtag(location, language));
  const field = job.terms.find((t) => t.kind === 'field' && t.concept && !t.niceToHave)?.concept;
  if (field) tags.push(toHashtag(skillLabel(field, language), language));
  for (const t of job.terms.filter((t) => t.kind === 'tech' && t.concept && !t.niceToHave).slice(0, 6)) {
    tags.push(`#${t.concept!.hashtag ?? t.concept!.label.en.replace(/[^\p{L}\p{N}]/gu, '')}`);
  }
  tags.push(...GENERIC_HASHTAGS[language].slice(1), ...MORE_TAGS[language]);
  return [...new Set(tags.filter((t) => /^#[\p{L}\p{M}\p{N}_]+$/u.test(t) && !/^#\d+$/.test(t)))];
}

export function postFacts(input: JobInput, language: EngineLanguage): PostFacts {
  const job = analyzeJob(input);
  const rtl = isRtlLanguage(language);
  const sameLanguage = job.language === language;
  const location = localLocation(job.location, language);
  const must = job.requirements.filter((r) => !r.niceToHave).map((r) => r.text);
  const nice = job.requirements.filter((r) => r.niceToHave).map((r) => r.text);
  // The job's field (its heaviest, most often from the title) and the tools it names.
  const concepts = job.terms.filter((t) => t.concept && !t.niceToHave);
  const field = concepts.find((t) => t.kind === 'field');
  const skills = [...(field ? [field] : []), ...concepts.filter((t) => t.kind === 'tech')].map((t) =>
    skillLabel(t.concept!, language),
  );
  return {
    language,
    rtl,
    sameLanguage,
    title: isolateIfForeign(job.title, rtl),
    company: isolateIfForeign(job.companyName, rtl),
    location: isolateIfForeign(location, rtl),
    employmentType: localizeEmploymentType(job.employmentType, language),
    seniority: job.seniority,
    prose: sameLanguage ? job.descriptionProse : [],
    duties: sameLanguage ? job.duties : [],
    requirements: sameLanguage ? must : [],
    niceToHave: sameLanguage ? nice : [],
    skills: [...new Set(skills)],
    hashtags: hashtags(job, language, sameLanguage, location),
    seed: job.seed,
  };
}
