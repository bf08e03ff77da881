import { analyzeJobForMatch, type JobMatchProfile } from '@gius/engine/job-match-profile';
import type { JobInput } from '@gius/engine/job-profile';
import type { jobs } from '../jobs/tables.ts';

type JobRow = Pick<
  typeof jobs.$inferSelect,
  'title' | 'description' | 'requirements' | 'location' | 'employmentType'
>;

/** What the engine reads of a job. */
export function jobInput(job: JobRow): JobInput {
  return {
    jobTitle: job.title,
    jobDescription: job.description,
    requirements: job.requirements,
    location: job.location,
    employmentType: job.employmentType,
  };
}

/**
 * A job as the engine scores it, read on this thread: for one job at a time. Many jobs are read
 * in the text workers, through `cachedJobProfiles`.
 */
export function jobProfile(job: JobRow): JobMatchProfile {
  return analyzeJobForMatch(jobInput(job));
}
