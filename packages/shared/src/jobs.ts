import { z } from 'zod';
import { EMPLOYMENT_TYPES } from './constants.ts';
import { ZJobTranslation, ZListedTranslation } from './job-translations.ts';

/** The jobs contract (spec sections 2 to 5): one schema for the server's validation and the web forms. */

export { EMPLOYMENT_TYPES, type EmploymentType } from './constants.ts';
export const ZEmploymentType = z.enum(EMPLOYMENT_TYPES);

export const JOB_LIMITS = { title: 200, location: 120, description: 20_000, requirements: 20_000 } as const;

const text = (max: number) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`);

/** Every field of a job, all required (spec section 5: "When editing a job, all fields are required"). */
export const ZJobFields = z.object({
  title: text(JOB_LIMITS.title),
  description: text(JOB_LIMITS.description),
  requirements: text(JOB_LIMITS.requirements),
  location: text(JOB_LIMITS.location),
  employmentType: ZEmploymentType,
});
export type TJobFields = z.infer<typeof ZJobFields>;

export const ZCreateJobRequest = ZJobFields.extend({
  /** Admin only: the company the job belongs to (a company user's own company otherwise). */
  companyId: z.uuid().optional(),
  /** Publish now (`publishAt` absent) or at `publishAt`. */
  publish: z.boolean().default(false),
  publishAt: z.iso.datetime({ offset: true }).nullish(),
});
export type TCreateJobRequest = z.input<typeof ZCreateJobRequest>;

export const ZUpdateJobRequest = ZJobFields;
export type TUpdateJobRequest = z.infer<typeof ZUpdateJobRequest>;

/** Publish now, or at a date and time (the job appears to the public at that moment). */
export const ZPublishJobRequest = z.object({ publishAt: z.iso.datetime({ offset: true }).nullish() });
export type TPublishJobRequest = z.infer<typeof ZPublishJobRequest>;

/** A job as the public sees it in the open jobs list. */
export const ZPublicJobSummary = z.object({
  id: z.string(),
  title: z.string(),
  companyName: z.string(),
  location: z.string(),
  employmentType: ZEmploymentType,
  /** The start of the description. */
  excerpt: z.string(),
  /** When it became visible. */
  publishedAt: z.string(),
  /** Its title and location in other languages (null: not translated). */
  translations: z.array(ZListedTranslation),
});
export type TPublicJobSummary = z.infer<typeof ZPublicJobSummary>;

export const ZPublicJob = ZPublicJobSummary.omit({ excerpt: true }).extend({
  companyId: z.string(),
  description: z.string(),
  requirements: z.string(),
  /** The language the job is written in, and its translations (a null field: shown in the original). */
  originalLanguage: z.enum(['he', 'en', 'ar']),
  translations: z.array(ZJobTranslation),
});
export type TPublicJob = z.infer<typeof ZPublicJob>;

export const OPEN_JOBS_PAGE_SIZE = 20;

export const ZOpenJobsQuery = z.object({
  q: z.string().trim().max(100).optional(),
  location: z.string().trim().max(JOB_LIMITS.location).optional(),
  employmentType: ZEmploymentType.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(OPEN_JOBS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type TOpenJobsQuery = z.input<typeof ZOpenJobsQuery>;

export const ZOpenJobsPage = z.object({
  items: z.array(ZPublicJobSummary),
  /** Offset of the next page, or null on the last one. */
  nextOffset: z.number().int().nullable(),
});
export type TOpenJobsPage = z.infer<typeof ZOpenJobsPage>;

/** Derived from the flags and the clock: what the public sees now. */
export const JOB_STATUSES = ['draft', 'scheduled', 'published', 'frozen'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as its company (and the admin) manage it. */
export const ZManagedJob = ZJobFields.extend({
  id: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  isActive: z.boolean(),
  isPublished: z.boolean(),
  publishAt: z.string().nullable(),
  status: z.enum(JOB_STATUSES),
  applicantCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TManagedJob = z.infer<typeof ZManagedJob>;

export const ZManagedJobsQuery = z.object({
  /** Admin only: one company's jobs (every company otherwise). */
  companyId: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
});
export type TManagedJobsQuery = z.infer<typeof ZManagedJobsQuery>;

const translationField = (max: number) => z.string().trim().max(max).nullable();

/** A person's edit (or approval, with the same text) of a translation: no longer machine-translated. */
export const ZUpdateJobTranslation = z.object({
  title: translationField(JOB_LIMITS.title),
  description: translationField(JOB_LIMITS.description),
  requirements: translationField(JOB_LIMITS.requirements),
  location: translationField(JOB_LIMITS.location),
});
export type TUpdateJobTranslation = z.infer<typeof ZUpdateJobTranslation>;
