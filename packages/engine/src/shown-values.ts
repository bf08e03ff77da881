import type { EducationLevel } from './education.ts';
import { STUDY_FIELDS } from './education-fields.ts';
import { ISRAELI_CITIES } from './israeli-cities.ts';
import type { MaritalStatus } from './marital-status.ts';
import type { Locale } from './match-phrases.ts';
import { SKILLS, skillLabel } from './skill-lexicon.ts';
import { SPOKEN_LANGUAGES } from './spoken-languages.ts';

/**
 * The values analysis stores as codes (marital status, education level, language codes, skills by
 * their English taxonomy label or concept id, the city by its Hebrew name), written in the reader's
 * language for display. The stored values stay canonical; only what is shown is translated.
 */

export const MARITAL_STATUS_NAMES: Record<Locale, Record<MaritalStatus, string>> = {
  en: {
    single: 'Single',
    married: 'Married',
    divorced: 'Divorced',
    widowed: 'Widowed',
    partnered: 'In a relationship',
  },
  he: {
    single: 'רווק/ה',
    married: 'נשוי/אה',
    divorced: 'גרוש/ה',
    widowed: 'אלמן/ה',
    partnered: 'ידוע/ה בציבור',
  },
  ar: {
    single: 'أعزب/عزباء',
    married: 'متزوج/ة',
    divorced: 'مطلق/ة',
    widowed: 'أرمل/ة',
    partnered: 'في علاقة',
  },
};

/** Education levels as a field's value ("Bachelor's degree"), not inside a sentence. */
export const EDUCATION_LEVEL_NAMES: Record<Locale, Record<EducationLevel, string>> = {
  en: {
    high_school: 'High school',
    certificate: 'Professional certificate',
    bachelor: 'Bachelor’s degree',
    master: 'Master’s degree',
    doctorate: 'Doctorate',
  },
  he: {
    high_school: 'תיכונית',
    certificate: 'תעודה מקצועית',
    bachelor: 'תואר ראשון',
    master: 'תואר שני',
    doctorate: 'דוקטורט',
  },
  ar: {
    high_school: 'ثانوية',
    certificate: 'شهادة مهنية',
    bachelor: 'بكالوريوس',
    master: 'ماجستير',
    doctorate: 'دكتوراه',
  },
};

/** Stored before `certificate` replaced it (decision 017). */
const LEGACY_LEVELS: Record<string, EducationLevel> = { diploma: 'certificate' };

const LANGUAGE_BY_CODE = new Map(SPOKEN_LANGUAGES.map((l) => [l.code, l]));
/** A skill by its id or by the English label the resume columns keep. */
const SKILL_BY_NAME = new Map<string, (typeof SKILLS)[number]>();
for (const concept of SKILLS) {
  SKILL_BY_NAME.set(concept.id, concept);
  SKILL_BY_NAME.set(concept.label.en.toLowerCase(), concept);
}

/** A city by its id or the Hebrew name the resume columns keep. */
const CITY_BY_NAME = new Map(ISRAELI_CITIES.flatMap((c) => [[c.id, c] as const, [c.he, c] as const]));

export function locationName(value: string, locale: Locale): string {
  return CITY_BY_NAME.get(value)?.[locale] ?? value;
}

export function maritalStatusName(value: string, locale: Locale): string {
  return MARITAL_STATUS_NAMES[locale][value as MaritalStatus] ?? value;
}

export function educationLevelName(value: string, locale: Locale): string {
  const level = LEGACY_LEVELS[value] ?? (value as EducationLevel);
  return EDUCATION_LEVEL_NAMES[locale][level] ?? value;
}

export function languageName(code: string, locale: Locale): string {
  return LANGUAGE_BY_CODE.get(code)?.label[locale] ?? code;
}

/** A skill in the reader's language where the taxonomy has a label for it; else as stored. */
export function skillName(value: string, locale: Locale): string {
  const concept = SKILL_BY_NAME.get(value) ?? SKILL_BY_NAME.get(value.toLowerCase());
  return concept ? skillLabel(concept, locale) : value;
}

export interface ShownDetails {
  location: string | null;
  maritalStatus: string | null;
  educationLevel: string | null;
  educationField: string | null;
  languages: string[];
  skills: string[];
}

/** The coded details of a resume, in the reader's language. */
const STUDY_FIELD_BY_ID = new Map(STUDY_FIELDS.map((f) => [f.id, f]));

/** A field of study by its id, in the reader's language ("social-work" -> "עבודה סוציאלית"). */
export function educationFieldName(id: string, locale: Locale): string {
  return STUDY_FIELD_BY_ID.get(id)?.label[locale] ?? id;
}

export function showDetails(
  details: {
    location: string | null;
    maritalStatus: string | null;
    educationLevel: string | null;
    educationField: string | null;
    languages: string[];
    skills: string[];
  },
  locale: Locale,
): ShownDetails {
  return {
    location: details.location ? locationName(details.location, locale) : null,
    maritalStatus: details.maritalStatus ? maritalStatusName(details.maritalStatus, locale) : null,
    educationLevel: details.educationLevel ? educationLevelName(details.educationLevel, locale) : null,
    educationField: details.educationField ? educationFieldName(details.educationField, locale) : null,
    languages: details.languages.map((c) => languageName(c, locale)),
    skills: [...new Set(details.skills.map((s) => skillName(s, locale)))],
  };
}
