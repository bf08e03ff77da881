/**
 * Skills the engine recognises in any of its languages, so a Hebrew job and an English resume (or
 * the other way round) meet on the same skill. Technology names keep their usual Latin spelling in
 * every language; fields and soft skills have a label per language.
 */

import type { SkillConcept } from './skill-concept.ts';
import { FIELD_SKILLS } from './skills-fields.ts';
import { SOFT_AND_LANGUAGE_SKILLS } from './skills-soft.ts';
import { TECH_SKILLS } from './skills-tech.ts';
import { TRADE_SKILLS } from './skills-trades.ts';
import { WORK_SKILLS } from './skills-work.ts';

export const SKILLS: readonly SkillConcept[] = [
  ...TECH_SKILLS,
  ...FIELD_SKILLS,
  ...WORK_SKILLS,
  ...TRADE_SKILLS,
  ...SOFT_AND_LANGUAGE_SKILLS,
];

const BY_ID = new Map(SKILLS.map((c) => [c.id, c]));

export function skillById(id: string): SkillConcept | undefined {
  return BY_ID.get(id);
}

/**
 * Skills as matching sees them: each with the families it belongs to (Cypress also counts as
 * Selenium, HubSpot as CRM). A name the lexicon does not know stays as it is.
 */
export function withParents(ids: readonly string[]): string[] {
  const out = new Set(ids);
  const add = (id: string) => {
    for (const parent of BY_ID.get(id)?.parents ?? [])
      if (!out.has(parent)) {
        out.add(parent);
        add(parent);
      }
  };
  for (const id of ids) add(id);
  return [...out];
}

export function skillLabel(concept: SkillConcept, lang: 'he' | 'en' | 'ar'): string {
  return concept.label[lang] ?? concept.label.en;
}
