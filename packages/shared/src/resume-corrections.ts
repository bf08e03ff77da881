import { z } from 'zod';

/**
 * What a candidate corrects of what Gius read from their resume. Kept apart from the parsed
 * analysis (re-analysis never overwrites it) and applied over it for matching. A field left out
 * is not corrected: the parsed value stands.
 */

export const EDUCATION_LEVELS = ['high_school', 'certificate', 'bachelor', 'master', 'doctorate'] as const;
export type EducationLevelCode = (typeof EDUCATION_LEVELS)[number];

/** Languages a candidate can name (ISO 639-1); the engine knows each of them. */
export const CORRECTABLE_LANGUAGES = [
  'he',
  'en',
  'ar',
  'ru',
  'fr',
  'es',
  'am',
  'de',
  'it',
  'pt',
  'yi',
  'ro',
  'uk',
  'tr',
  'fa',
  'zh',
  'pl',
  'hu',
  'ti',
] as const;

export const RESUME_CORRECTION_LIMITS = {
  name: 120,
  location: 80,
  title: 120,
  titles: 20,
  skill: 60,
  skills: 100,
  years: 60,
} as const;

const L = RESUME_CORRECTION_LIMITS;

export const ZResumeCorrections = z
  .object({
    fullName: z.string().trim().min(1).max(L.name).optional(),
    email: z.email().max(254).optional(),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[\d\s()-]{7,20}$/)
      .optional(),
    location: z.string().trim().min(1).max(L.location).optional(),
    jobTitles: z.array(z.string().trim().min(1).max(L.title)).max(L.titles).optional(),
    experienceYears: z.number().int().min(0).max(L.years).optional(),
    educationLevel: z.enum(EDUCATION_LEVELS).optional(),
    skills: z.array(z.string().trim().min(1).max(L.skill)).max(L.skills).optional(),
    languages: z.array(z.enum(CORRECTABLE_LANGUAGES)).max(CORRECTABLE_LANGUAGES.length).optional(),
  })
  .strict();
export type TResumeCorrections = z.infer<typeof ZResumeCorrections>;

export const CORRECTABLE_FIELDS = [
  'fullName',
  'email',
  'phone',
  'location',
  'jobTitles',
  'experienceYears',
  'educationLevel',
  'skills',
  'languages',
] as const satisfies readonly (keyof TResumeCorrections)[];
