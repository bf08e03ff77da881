import { z } from 'zod';
import { ZResumeCorrections } from './resume-corrections.ts';

/** The resumes contract (spec sections 3 to 5). */

export const RESUME_KINDS = ['pdf', 'docx', 'doc'] as const;
export type ResumeKind = (typeof RESUME_KINDS)[number];

/** What the file picker offers; the server checks the content, not the name. */
export const RESUME_ACCEPT =
  '.pdf,.docx,.doc,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Spec section 4, upload flow: text found (`extracted`) or no text found (`no_text`, which AI
 * can improve later, e.g. OCR of a scanned PDF).
 */
export const EXTRACTION_STATUSES = ['extracted', 'no_text'] as const;
export type ExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** Details read from the resume by analysis (null until it runs). */
export const ZResumeDetails = z.object({
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  age: z.number().int().nullable(),
  idNumber: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  skills: z.array(z.string()),
  /** Titles of the work entries as the resume writes them, the current one first. */
  jobTitles: z.array(z.string()),
  experienceYears: z.number().int().nullable(),
  languages: z.array(z.string()),
  educationLevel: z.string().nullable(),
  /** The field of study of the highest degree, as an id of the engine's fields (null when none). */
  educationField: z.string().nullable(),
  /**
   * The coded values above (city, marital status, education level and field, language codes, skills) in the
   * reader's language (Accept-Language), for display; the values above stay canonical.
   */
  shown: z
    .object({
      location: z.string().nullable(),
      maritalStatus: z.string().nullable(),
      educationLevel: z.string().nullable(),
      educationField: z.string().nullable(),
      languages: z.array(z.string()),
      skills: z.array(z.string()),
    })
    .optional(),
});
export type TResumeDetails = z.infer<typeof ZResumeDetails>;

/** What made a pool resume the same person as one already there. */
export const DUPLICATE_REASONS = ['id_number', 'email', 'phone'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const ZResumeDuplicate = z.object({
  /** The first resume of this person in the pool. */
  resumeId: z.string(),
  name: z.string(),
  reason: z.enum(DUPLICATE_REASONS),
});

export const ZResume = z.object({
  id: z.string(),
  fileName: z.string(),
  kind: z.enum(RESUME_KINDS),
  size: z.number().int(),
  extractionStatus: z.enum(EXTRACTION_STATUSES),
  /** Length of the text read from the file (the text itself is fetched with the resume). */
  textLength: z.number().int(),
  /** The file held more text than is kept (MAX_EXTRACTED_TEXT_CHARS): only its beginning was read. */
  textTruncated: z.boolean(),
  isDefault: z.boolean(),
  /** `candidate`: a candidate's own; `company`: uploaded to a company's pool. */
  owner: z.enum(['candidate', 'company']),
  details: ZResumeDetails,
  /** What the candidate corrected of the details (applied over them for matching); null: nothing. */
  corrections: ZResumeCorrections.nullable().optional(),
  /** When the details were last read from the file (null: not yet). */
  analysedAt: z.string().nullable().optional(),
  /** Pool resumes only: the same person is already in the pool (flagged, not doubled). */
  duplicateOf: ZResumeDuplicate.nullable().optional(),
  createdAt: z.string(),
});
export type TResume = z.infer<typeof ZResume>;

/**
 * One resume of a person in a company pool, for reviewing duplicates: the person's first resume
 * (`reason` null) or one flagged as the same person, with the key that matched.
 */
export const ZPoolDuplicate = z.object({
  id: z.string(),
  fileName: z.string(),
  createdAt: z.string(),
  fullName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  reason: z.enum(DUPLICATE_REASONS).nullable(),
});
export type TPoolDuplicate = z.infer<typeof ZPoolDuplicate>;

/** Fold a person's pool resumes into one: the others are deleted, their applications move to it. */
export const ZMergeDuplicatesRequest = z.object({ keepResumeId: z.uuid() });
export type TMergeDuplicatesRequest = z.infer<typeof ZMergeDuplicatesRequest>;

export const ZResumeWithText = ZResume.extend({ text: z.string() });
export type TResumeWithText = z.infer<typeof ZResumeWithText>;

export const ZResumesQuery = z.object({
  /** Admin only: a company's pool. */
  companyId: z.uuid().optional(),
});

export const ZUploadResumeQuery = z.object({
  /** Admin only: the company whose pool receives the file. */
  companyId: z.uuid().optional(),
});
