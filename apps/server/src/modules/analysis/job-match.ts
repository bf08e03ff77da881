import { analyzeJobForMatch, type JobMatchProfile } from '@gius/engine/job-match-profile';
import type { jobs } from '../jobs/tables.ts';

type JobRow = Pick<
  typeof jobs.$inferSelect,
  'title' | 'description' | 'requirements' | 'location' | 'employmentType'
>;

/** A job as the engine scores it. */
export function jobProfile(job: JobRow): JobMatchProfile {
  return analyzeJobForMatch({
    jobTitle: job.title,
    jobDescription: job.description,
    requirements: job.requirements,
    location: job.location,
    employmentType: job.employmentType,
  });
}
