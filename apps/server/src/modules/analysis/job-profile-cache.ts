import { inArray, sql } from 'drizzle-orm';
import type { JobMatchProfile } from '@gius/engine/job-match-profile';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { jobsForMatching } from '../jobs/open-jobs-service.ts';
import { jobInput } from './job-match.ts';
import { jobMatchProfiles } from './tables.ts';

/**
 * Jobs as the engine scores them, by job and by `updated_at` (an edit gives the job a new one, so
 * a changed job is read again, on every instance): in memory per process (bounded, the least
 * recently used go first), and in `job_match_profiles` for every instance and restart. Reading a
 * job costs about 10 ms, scoring a resume against it microseconds, and a candidate's matches ask
 * for the same open jobs again and again.
 */
const PROFILE_CACHE_MAX = 20_000;
const profileCache = new Map<string, { updatedAt: number; profile: JobMatchProfile }>();

function remember(id: string, updatedAt: number, profile: JobMatchProfile) {
  profileCache.set(id, { updatedAt, profile });
}

/** Forgets what this process keeps (tests: a process that has just started). */
export function forgetJobProfiles() {
  profileCache.clear();
}

/** Jobs read in one worker job: a few hundred milliseconds at most for ordinary jobs. */
const JOBS_PER_WORKER_JOB = 25;

export async function cachedJobProfiles(
  db: Database,
  documents: Pick<DocumentReader, 'jobProfiles'>,
  wanted: { id: string; updatedAt: number }[],
): Promise<Map<string, JobMatchProfile>> {
  const found = new Map<string, JobMatchProfile>();
  const missing: string[] = [];
  for (const { id, updatedAt } of wanted) {
    const hit = profileCache.get(id);
    if (hit && hit.updatedAt === updatedAt) {
      profileCache.delete(id);
      profileCache.set(id, hit);
      found.set(id, hit.profile);
    } else missing.push(id);
  }
  const wantedAt = new Map(wanted.map((w) => [w.id, w.updatedAt]));
  for (let from = 0; from < missing.length; from += 500) {
    const ids = missing.slice(from, from + 500);
    // Read before, by any instance: kept while the job is unchanged.
    const stored = await db.select().from(jobMatchProfiles).where(inArray(jobMatchProfiles.jobId, ids));
    const toRead = new Set(ids);
    for (const row of stored) {
      const updatedAt = row.jobUpdatedAt.getTime();
      if (updatedAt !== wantedAt.get(row.jobId)) continue;
      const profile = row.profile as JobMatchProfile;
      remember(row.jobId, updatedAt, profile);
      found.set(row.jobId, profile);
      toRead.delete(row.jobId);
    }
    const read: { jobId: string; jobUpdatedAt: Date; profile: JobMatchProfile }[] = [];
    const jobRows = await jobsForMatching({ db, ids: [...toRead] });
    // About 10 ms a job, in the text workers: the event loop goes on serving meanwhile.
    for (let at = 0; at < jobRows.length; at += JOBS_PER_WORKER_JOB) {
      const batch = jobRows.slice(at, at + JOBS_PER_WORKER_JOB);
      const profiles = await documents.jobProfiles(batch.map(jobInput));
      batch.forEach((job, i) =>
        read.push({ jobId: job.id, jobUpdatedAt: job.updatedAt, profile: profiles[i]! }),
      );
    }
    for (const row of read) {
      remember(row.jobId, row.jobUpdatedAt.getTime(), row.profile);
      found.set(row.jobId, row.profile);
    }
    if (read.length > 0)
      await db
        .insert(jobMatchProfiles)
        .values(read)
        .onConflictDoUpdate({
          target: jobMatchProfiles.jobId,
          set: {
            jobUpdatedAt: sql`excluded.job_updated_at`,
            profile: sql`excluded.profile`,
          },
        });
  }
  for (const id of profileCache.keys()) {
    if (profileCache.size <= PROFILE_CACHE_MAX) break;
    profileCache.delete(id);
  }
  return found;
}
