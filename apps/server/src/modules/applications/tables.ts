import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANALYSIS_STATUSES,
  APPLICATION_SOURCES,
  INTERVIEW_STATUSES,
  REFERRAL_CHANNELS,
} from '@gius/shared/applications';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { resumes } from '../resumes/tables.ts';

/**
 * A resume sent to a job. One per (job, candidate), and one per (job, pool resume) for a
 * company's own pool: unique indexes, so parallel duplicates store exactly one.
 * The candidate's name and the file name are kept with it, for search and for the record.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    /** The job's company, kept here so a company's applications are read without the jobs. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    candidateId: uuid('candidate_id').references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    candidateName: text('candidate_name').notNull(),
    candidateEmail: text('candidate_email'),
    resumeFileName: text('resume_file_name').notNull(),
    source: text('source', { enum: APPLICATION_SOURCES }).notNull(),
    /** For a candidate's own application: the channel of the link they came by (null: direct). */
    referral: text('referral', { enum: REFERRAL_CHANNELS }),
    matchScore: integer('match_score'),
    analysis: jsonb('analysis').$type<{ strengths: string[]; concerns: string[]; recommendation: string }>(),
    /** Factors and evidence of the score: the sentences are rendered from them in the reader's language. */
    matchEvidence: jsonb('match_evidence'),
    analysisStatus: text('analysis_status', { enum: ANALYSIS_STATUSES }).notNull().default('analysing'),
    analysedAt: timestamp('analysed_at', { withTimezone: true }),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    interviewStatus: text('interview_status', { enum: INTERVIEW_STATUSES }),
    isTopCandidate: boolean('is_top_candidate').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_idx')
      .on(t.jobId, t.candidateId)
      .where(sql`${t.candidateId} is not null`),
    uniqueIndex('applications_job_pool_resume_idx')
      .on(t.jobId, t.resumeId)
      .where(sql`${t.candidateId} is null`),
    index('applications_company_idx').on(t.companyId, t.createdAt),
    index('applications_candidate_idx').on(t.candidateId, t.createdAt),
    index('applications_resume_idx').on(t.resumeId),
  ],
);
