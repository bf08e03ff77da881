/** A skill the engine recognises, and helpers to declare one. */

export type SkillKind = 'tech' | 'field' | 'soft' | 'language';

export interface SkillConcept {
  id: string;
  kind: SkillKind;
  label: { en: string; he?: string; ar?: string };
  /** Spellings to look for, in any language; compared word by word after normalisation. */
  aliases: string[];
  /** Hashtag text when it differs from the label without spaces. */
  hashtag?: string;
  /**
   * Concepts this one is a kind of, for matching only: Cypress is reported as Cypress, and a job
   * asking for Selenium (its family) counts it.
   */
  parents?: string[];
}

/** An id from a tool's name: "Argo CD" -> "argo-cd", "Node.js" -> "node-js". */
export function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A family and the tools it holds, each its own concept reported by its own name, with the family
 * as its parent: family(tech('selenium', 'Selenium'), ['Cypress', 'Playwright']). A member written
 * as [name, ...aliases] gets other spellings.
 */
export function family(concept: SkillConcept, members: Array<string | string[]>): SkillConcept[] {
  return [
    concept,
    ...members.map((m) => {
      const [name, ...aliases] = typeof m === 'string' ? [m] : m;
      return { ...tech(slugOf(name!), name!, aliases), parents: [concept.id] };
    }),
  ];
}

export const tech = (id: string, label: string, aliases: string[] = [], hashtag?: string): SkillConcept => ({
  id,
  kind: 'tech',
  label: { en: label },
  aliases: [label, ...aliases],
  ...(hashtag ? { hashtag } : {}),
});

/** A technology whose name is also a common word: found only by its other spellings. */
export const named = (id: string, label: string, aliases: string[]): SkillConcept => ({
  id,
  kind: 'tech',
  label: { en: label },
  aliases,
});

export const field = (id: string, label: SkillConcept['label'], aliases: string[]): SkillConcept => ({
  id,
  kind: 'field',
  label,
  aliases: [label.en, ...(label.he ? [label.he] : []), ...(label.ar ? [label.ar] : []), ...aliases],
});

export const soft = (id: string, label: SkillConcept['label'], aliases: string[]): SkillConcept => ({
  ...field(id, label, aliases),
  kind: 'soft',
});

export const language = (id: string, label: SkillConcept['label'], aliases: string[]): SkillConcept => ({
  ...field(id, label, aliases),
  kind: 'language',
});
