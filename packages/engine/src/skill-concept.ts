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
