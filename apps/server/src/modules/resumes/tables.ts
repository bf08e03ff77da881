import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { TResumeCorrections } from '@gius/shared/resume-corrections';
import { DUPLICATE_REASONS, EXTRACTION_STATUSES, RESUME_KINDS } from '@gius/shared/resumes';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';

/**
 * A resume file: a candidate's own (owner_user_id) or one in a company's pool (owner_company_id).
 * Private to its owner and to the companies it was sent to (DESIGN section 5).
 */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    ownerCompanyId: uuid('owner_company_id').references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key, chosen by the server. */
    fileKey: text('file_key').notNull(),
    /** The name the file had on the uploader's computer (shown, never used as a path). */
    fileName: text('file_name').notNull(),
    kind: text('kind', { enum: RESUME_KINDS }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    extractedText: text('extracted_text').notNull().default(''),
    /** The file held more text than is kept (MAX_EXTRACTED_TEXT_CHARS); the rest was dropped. */
    textTruncated: boolean('text_truncated').notNull().default(false),
    extractionStatus: text('extraction_status', { enum: EXTRACTION_STATUSES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /**
     * A company-pool resume of a person already in the pool (same ID number, e-mail or phone):
     * the first resume of that person, and which key matched. Never merged silently.
     */
    duplicateOf: uuid('duplicate_of').references((): AnyPgColumn => resumes.id, { onDelete: 'set null' }),
    duplicateReason: text('duplicate_reason', { enum: DUPLICATE_REASONS }),
    // Parsed details, filled by analysis.
    fullName: text('full_name'),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    age: integer('age'),
    idNumber: text('id_number'),
    maritalStatus: text('marital_status'),
    skills: jsonb('skills').$type<string[]>(),
    /** Titles of the experience entries as written, the current one first. */
    jobTitles: jsonb('job_titles').$type<string[]>(),
    experienceYears: integer('experience_years'),
    languages: jsonb('languages').$type<string[]>(),
    educationLevel: text('education_level'),
    /** The engine's ResumeAnalysis (plain JSON), scored against any job without parsing again. */
    analysis: jsonb('analysis'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    /**
     * What the candidate corrected of the parsed details (ZResumeCorrections): kept apart from the
     * analysis, which re-analysis replaces, and applied over it for matching.
     */
    corrections: jsonb('corrections').$type<TResumeCorrections>(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('resumes_one_owner', sql`(${t.ownerUserId} is null) <> (${t.ownerCompanyId} is null)`),
    index('resumes_owner_user_idx').on(t.ownerUserId, t.createdAt),
    index('resumes_owner_company_idx').on(t.ownerCompanyId, t.createdAt),
    // At most one default resume per candidate.
    uniqueIndex('resumes_one_default_idx')
      .on(t.ownerUserId)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * The identity keys (normalised ID number, e-mail, phone) of the people in a company's pool,
 * each pointing at the first resume that carried it: how a new upload finds the same person.
 */
export const candidateIdentities = pgTable(
  'candidate_identities',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DUPLICATE_REASONS }).notNull(),
    value: text('value').notNull(),
    resumeId: uuid('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** The name the resume gives, to say "duplicate of <name>". */
    fullName: text('full_name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.kind, t.value] }),
    index('candidate_identities_resume_idx').on(t.resumeId),
  ],
);
