import type { EducationLevel } from './education.ts';
import type { ResumeAnalysis } from './resume-analysis.ts';
import { cityInLine } from './resume-location.ts';
import { findPhoneNumber } from './phone-number.ts';
import { maintainsOtherThings, titleConceptsOf, withoutOthersMaintenance } from './occupations.ts';
import { findSkills } from './resume-skills.ts';
import { familiesOf } from './skill-families.ts';
import { withParents } from './skill-lexicon.ts';
import { isStopword } from './stopwords.ts';
import { tokenize } from './term-matcher.ts';

/**
 * What a person corrected of what was read from their resume (each field optional: left out, the
 * parsed value stands). The same shape as `ZResumeCorrections` in `@gius/shared`.
 */
export interface ResumeCorrectionValues {
  fullName?: string;
  email?: string;
  phone?: string;
  /** A city as the person writes it ("חיפה", "Haifa"). */
  location?: string;
  jobTitles?: string[];
  experienceYears?: number;
  educationLevel?: EducationLevel;
  /** Skills as the person names them; names the lexicon knows are matched by their concept. */
  skills?: string[];
  /** ISO 639-1 codes. */
  languages?: string[];
}

/** The words of a text as `keywords` keeps them (normalised spellings, at least two letters). */
function wordsOf(text: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(text)) {
    if (isStopword(token.variants)) continue;
    for (const variant of token.variants) if (variant.length >= 2) out.push(variant);
  }
  return out;
}

/** A skill name: its lexicon concept when known, else the name as written. */
function skillIds(names: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const name of names) {
    const hits = findSkills(name);
    if (hits.length > 0) for (const h of hits) ids.add(h.concept.id);
    else ids.add(name.trim());
  }
  return [...ids];
}

/**
 * The analysis with the person's corrections applied over it, recomputing what matching derives
 * from a corrected field (skill families, title concepts, words). Pure: the stored analysis is
 * not changed, so a new analysis of the file gets the same corrections applied again.
 */
export function applyCorrections(
  analysis: ResumeAnalysis,
  corrections: ResumeCorrectionValues | null | undefined,
): ResumeAnalysis {
  if (!corrections || Object.keys(corrections).length === 0) return analysis;
  const c = corrections;
  const out: ResumeAnalysis = { ...analysis };
  const extraWords: string[] = [];
  if (c.fullName !== undefined) out.fullName = c.fullName;
  if (c.email !== undefined) out.email = c.email;
  if (c.phone !== undefined) {
    const phone = findPhoneNumber(c.phone);
    out.phone = phone?.e164 ?? c.phone;
    out.phoneNational = phone?.national ?? c.phone;
  }
  if (c.location !== undefined) out.location = cityInLine(c.location)?.id ?? '';
  if (c.experienceYears !== undefined) out.experienceYears = c.experienceYears;
  if (c.educationLevel !== undefined) out.educationLevel = c.educationLevel;
  // (Read as the analysis reads them: a phone repairer's plain "maintenance" is his trade's.)
  const othersMaintenance = () => maintainsOtherThings([out.headline, ...out.jobTitles], out.titleConcepts);
  if (c.jobTitles !== undefined) {
    out.jobTitles = c.jobTitles;
    out.headline = c.jobTitles[0] ?? analysis.headline;
    const titles = [out.headline, ...c.jobTitles];
    const concepts = titleConceptsOf(titles);
    out.titleConcepts = withoutOthersMaintenance(concepts, maintainsOtherThings(titles, concepts));
    out.titleFamilies = familiesOf(out.titleConcepts);
    extraWords.push(...c.jobTitles.flatMap(wordsOf));
  }
  if (c.skills !== undefined) {
    out.skills = skillIds(c.skills);
    // The work lines still say what they say: a corrected list replaces the listed skills only.
    out.matchingSkills = withoutOthersMaintenance(
      withParents([...new Set([...out.skills, ...(analysis.workSkills ?? [])])]),
      othersMaintenance(),
    );
    extraWords.push(...c.skills.flatMap(wordsOf));
  }
  if (c.languages !== undefined) {
    out.languages = c.languages;
    const own = analysis.language;
    out.spokenLanguages = own && !c.languages.includes(own) ? [...c.languages, own] : [...c.languages];
  }
  if (extraWords.length > 0) out.keywords = [...new Set([...analysis.keywords, ...extraWords])].sort();
  return out;
}
