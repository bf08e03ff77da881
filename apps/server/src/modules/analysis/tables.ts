import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobs } from '../jobs/tables.ts';

/**
 * A job as the engine scores it (`JobMatchProfile`, plain JSON), for the version of the job it was
 * read from: reading a job costs about 10 ms, scoring a resume against it microseconds, so a
 * candidate's matches over 1,000 open jobs read each job once, not once per process start.
 */
export const jobMatchProfiles = pgTable('job_match_profiles', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  /** The job's `updated_at` when it was read: an edited job is read again. */
  jobUpdatedAt: timestamp('job_updated_at', { withTimezone: true }).notNull(),
  profile: jsonb('profile').notNull(),
});
