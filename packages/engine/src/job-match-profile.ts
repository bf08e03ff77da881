import { jobPattern, type WorkPattern } from './availability.ts';
import { educationAsked, yearsAsked, type EducationAsked } from './job-requirements.ts';
import { analyzeJob, type JobInput, type JobProfile } from './job-profile.ts';
import { cityInLine } from './resume-location.ts';
import { findSkills } from './resume-skills.ts';
import { familiesOf } from './skill-families.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';
import { IndexedText, tokenize } from './term-matcher.ts';

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
}

export interface JobMatchProfile {
  profile: JobProfile;
  skills: SkillAsk[];
  /** Fields named in the title (or its tools when it names no field). */
  titleConcepts: string[];
  titleFamilies: string[];
  minYears: number | null;
  education: EducationAsked | null;
  languages: string[];
  /** True when a language is a must (in the title, or its line says "חובה"): it then weighs more. */
  languagesMust: boolean;
  /** True when a requirement line that is not an advantage names a language. */
  languagesRequired: boolean;
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

/** A language is a must when the title names it or its line says so. */
const MUST = /(?:חובה|must|mandatory|required|essential|إلزامي|شرط|ضروري)/iu;

const LANGUAGE_OF_CONCEPT = new Map(
  SPOKEN_LANGUAGES.filter((l) => l.concept).map((l) => [l.concept!, l.code]),
);
const REMOTE = /(?:remote|מהבית|מרחוק|עבודה\s+מרחוק|عن\s+بعد)/iu;

export function analyzeJobForMatch(input: JobInput): JobMatchProfile {
  const clean: JobInput = Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' ? withoutGenderEndings(v) : v]),
  );
  const profile = analyzeJob(clean);
  // Plain words count only when the title says them ("معلم رياضيات": the subject is the job).
  const titleWords = new Set(tokenize(profile.title).flatMap((token) => token.variants));
  const skills: SkillAsk[] = profile.terms
    .filter((t) => t.kind !== 'language' && (t.kind !== 'word' || titleWords.has(t.key)))
    .map((t) => ({
      id: t.key,
      label: t.label,
      ...(t.concept ? { labels: t.concept.label } : { words: t.phrases.map((p) => p[0]!) }),
      weight: t.weight,
      niceToHave: t.niceToHave,
    }));
  const titleHits = findSkills(profile.title);
  const fieldsInTitle = titleHits.filter((h) => h.concept.kind === 'field').map((h) => h.concept.id);
  const titleConcepts = fieldsInTitle.length > 0 ? fieldsInTitle : titleHits.map((h) => h.concept.id);
  const requirementLines = profile.requirements.map((r) => ({ text: r.text, niceToHave: r.niceToHave }));
  const years = requirementLines
    .filter((r) => !r.niceToHave)
    .map((r) => yearsAsked(r.text))
    .filter((y): y is number => y !== null);
  const location = clean.location ?? '';
  const languageTerms = profile.terms.filter((t) => LANGUAGE_OF_CONCEPT.has(t.key));
  const languages = languageTerms.map((t) => LANGUAGE_OF_CONCEPT.get(t.key)!);
  return {
    profile,
    skills,
    titleConcepts,
    titleFamilies: familiesOf(titleConcepts),
    minYears: years.length > 0 ? Math.max(...years) : null,
    education: educationAsked(requirementLines),
    languages,
    languagesRequired: languageTerms.some((t) => !t.niceToHave && t.weight >= 2),
    languagesMust:
      languageTerms.some((t) => t.weight >= 3) ||
      requirementLines.some(
        (r) =>
          MUST.test(r.text) &&
          languageTerms.some((t) => t.phrases.some((p) => new IndexedText(r.text).has(p))),
      ),
    city: (cityInLine(location) ?? cityInLine(clean.jobDescription ?? ''))?.id ?? '',
    remote: REMOTE.test(`${clean.employmentType ?? ''} ${location}`),
    pattern: jobPattern(clean.employmentType ?? ''),
  };
}
