import type { SkillConcept } from './skill-concept.ts';
import { SKILLS } from './skill-lexicon.ts';
import { IndexedText, phraseWords } from './term-matcher.ts';

/**
 * Skills of the lexicon (tools, fields, soft skills) a resume shows anywhere in its text, in the
 * order they first appear. Spoken languages are read on their own (resume-languages.ts).
 */

const SKILL_PHRASES: Array<{ concept: SkillConcept; words: string[] }> = SKILLS.filter(
  (concept) => concept.kind !== 'language',
).flatMap((concept) => concept.aliases.map((alias) => ({ concept, words: phraseWords(alias) })));

/** "Excel" as a verb ("excel at", "excelled in"), not the spreadsheet. */
const FALSE_FRIENDS: Record<string, RegExp> = {
  excel: /\bexcel(?:led|s)?\s+(?:at|in)\b/i,
};

export interface SkillHit {
  concept: SkillConcept;
  /** The words as the resume writes them. */
  surface: string;
  start: number;
}

export function findSkills(text: string | IndexedText): SkillHit[] {
  const indexed = typeof text === 'string' ? new IndexedText(text) : text;
  const first = new Map<string, SkillHit>();
  for (const { concept, words } of SKILL_PHRASES) {
    for (const hit of indexed.find(words)) {
      const falseFriend = FALSE_FRIENDS[concept.id];
      if (falseFriend && falseFriend.test(indexed.text.slice(hit.start, hit.end + 8))) continue;
      const known = first.get(concept.id);
      if (!known || hit.start < known.start) first.set(concept.id, { concept, surface: hit.surface, start: hit.start });
      break;
    }
  }
  return [...first.values()].sort((a, b) => a.start - b.start);
}
