/**
 * Skills the engine recognises in any of its languages, so a Hebrew job and an English resume (or
 * the other way round) meet on the same skill. Technology names keep their usual Latin spelling in
 * every language; fields and soft skills have a label per language.
 */

import type { SkillConcept } from './skill-concept.ts';
import { FIELD_SKILLS } from './skills-fields.ts';
import { SOFT_AND_LANGUAGE_SKILLS } from './skills-soft.ts';
import { TECH_SKILLS } from './skills-tech.ts';
import { WORK_SKILLS } from './skills-work.ts';

export const SKILLS: readonly SkillConcept[] = [
  ...TECH_SKILLS,
  ...FIELD_SKILLS,
  ...WORK_SKILLS,
  ...SOFT_AND_LANGUAGE_SKILLS,
];

export function skillLabel(concept: SkillConcept, lang: 'he' | 'en' | 'ar'): string {
  return concept.label[lang] ?? concept.label.en;
}
