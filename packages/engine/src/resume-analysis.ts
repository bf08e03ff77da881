import { MAX_EXTRACTED_TEXT_CHARS } from '@gius/shared/constants';
import { resumePattern, type WorkPattern } from './availability.ts';
import { findRole } from './resume-facts.ts';
import { parseResumeDetailed, type ParseOptions, type ResumeFields } from './resume-fields.ts';
import { plainText } from './input-text.ts';
import {
  maintainsOtherThings,
  skillsTitlesImply,
  titleConceptsOf,
  withoutOthersMaintenance,
} from './occupations.ts';
import { classesLicencesAllow } from './licences.ts';
import { familiesOf } from './skill-families.ts';
import { withParents } from './skill-lexicon.ts';
import { isStopword } from './stopwords.ts';

/**
 * A resume analysed once, for matching against any number of jobs: its fields plus what the
 * scoring compares, worked out ahead (the concepts of its titles, their families, a sorted list of
 * its words). Plain data (JSON-safe), so it can be stored beside the resume.
 */

export interface ResumeAnalysis extends ResumeFields {
  /** "מפתחת Full Stack" under the name, or the latest job's title. */
  headline: string;
  /** The skills with the families they belong to (Cypress also as Selenium), for matching. */
  matchingSkills: string[];
  /** What the work lines name of a resume that lists its skills: evidence for matching, not shown. */
  workSkills?: string[];
  /** Concept ids named in the job titles and the headline. */
  titleConcepts: string[];
  /** Families of the title concepts (skill-families.ts). */
  titleFamilies: string[];
  /** Languages spoken, the resume's own language included. */
  spokenLanguages: string[];
  /** Full-time or part-time, when the resume says what it looks for. */
  availability: WorkPattern;
  /** Every word of the resume (normalised, without prefixes), sorted, for job terms outside the lexicon. */
  keywords: string[];
}

export function analyzeResume(fullText: string, options: ParseOptions): ResumeAnalysis {
  // The engine's work grows with the text: it reads at most what extraction keeps of a file.
  const text = plainText(fullText.slice(0, MAX_EXTRACTED_TEXT_CHARS));
  const { fields, header, entries, indexed, conceptsInListed, workSkills } = parseResumeDetailed(
    text,
    options,
  );
  const headline = findRole(header, entries, options.now.getUTCFullYear());
  const titles = [headline, ...fields.jobTitles];
  const conceptsOfTitles = titleConceptsOf(titles);
  // (A phone repairer's plain "فني صيانة" is his trade's maintenance, not a building's.)
  const othersMaintenance = maintainsOtherThings(titles, conceptsOfTitles);
  const titleConcepts = withoutOthersMaintenance(conceptsOfTitles, othersMaintenance);
  const words = new Set<string>();
  for (const token of indexed.tokens) {
    if (isStopword(token.variants)) continue;
    for (const variant of token.variants) if (variant.length >= 2) words.add(variant);
  }
  // ("רישיון C+E" holds what a job asking "C1" asks: the classes it allows are among its words.)
  for (const allowed of classesLicencesAllow(text)) words.add(allowed);
  const spoken = fields.language && !fields.languages.includes(fields.language) ? [fields.language] : [];
  return {
    ...fields,
    workSkills,
    matchingSkills: withoutOthersMaintenance(
      withParents([
        ...new Set([
          ...fields.skills,
          ...conceptsInListed,
          ...workSkills,
          ...skillsTitlesImply(titleConcepts),
        ]),
      ]),
      othersMaintenance,
    ),
    headline,
    titleConcepts,
    titleFamilies: familiesOf(titleConcepts),
    spokenLanguages: [...fields.languages, ...spoken],
    availability: resumePattern(text),
    keywords: [...words].sort(),
  };
}
