import { z } from 'zod';
import { ZContentLanguage } from './content.ts';

/** A job's translations (issue 12): beside the original, editable, machine-translated until approved. */

export const TRANSLATABLE_JOB_FIELDS = ['title', 'description', 'requirements', 'location'] as const;
export type TranslatableJobField = (typeof TRANSLATABLE_JOB_FIELDS)[number];

export const ZJobTranslation = z.object({
  language: ZContentLanguage,
  /** Null: not translated (the original is shown). */
  title: z.string().nullable(),
  description: z.string().nullable(),
  requirements: z.string().nullable(),
  location: z.string().nullable(),
  machineTranslated: z.boolean(),
  /** The fields the provider left untranslated. */
  untranslated: z.array(z.enum(TRANSLATABLE_JOB_FIELDS)),
  updatedAt: z.string(),
});
export type TJobTranslation = z.infer<typeof ZJobTranslation>;

export const ZJobTranslations = z.object({
  /** The job's own language (detected from its text). */
  original: ZContentLanguage,
  /** builtin: only what it knows for certain is translated; a full translation needs AI_PROVIDER=openai. */
  provider: z.enum(['builtin', 'openai']),
  translations: z.array(ZJobTranslation),
});
export type TJobTranslations = z.infer<typeof ZJobTranslations>;

/** What the public list shows of a translation. */
export const ZListedTranslation = ZJobTranslation.pick({ language: true, title: true, location: true });
export type TListedTranslation = z.infer<typeof ZListedTranslation>;
