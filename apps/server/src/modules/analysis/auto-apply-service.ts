import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { AUTO_APPLY_THRESHOLD } from '@gius/shared/constants';
import { scoreMatch } from '@gius/engine/match-score';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { EventBus } from '../events/event-bus.ts';
import { users } from '../auth/tables.ts';
import { publishApplicationEvent } from '../applications/events.ts';
import { applications } from '../applications/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { isVisibleNow } from '../jobs/visibility.ts';
import { cachedJobProfiles } from './job-profile-cache.ts';
import type { StoredMatch } from './match-text.ts';

/** Open jobs looked at per auto-apply run. */
const MAX_JOBS = 2000;

/**
 * A candidate's application scored above the threshold: the same resume goes to every other open
 * job it also matches above the threshold, marked `auto`, unless the candidate turned this off.
 * The unique (job, candidate) index keeps it to one application per job, even when runs overlap.
 * Returns the ids of the applications made.
 */
export async function autoApply({
  db,
  documents,
  events,
  candidateId,
  resumeId,
  resumeFileName,
  analysis,
}: {
  db: Database;
  /** Reads the open jobs not read before, in the text workers. */
  documents: Pick<DocumentReader, 'jobProfiles'>;
  events: EventBus;
  candidateId: string;
  resumeId: string;
  resumeFileName: string;
  analysis: ResumeAnalysis;
}): Promise<string[]> {
  const [user] = await db.select().from(users).where(eq(users.id, candidateId));
  if (!user || !user.autoApply || !user.isActive || user.role !== 'candidate') return [];
  const applied = db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(eq(applications.candidateId, candidateId));
  const open = await db
    .select()
    .from(jobs)
    .where(and(isVisibleNow, notInArray(jobs.id, applied), ne(jobs.title, '')))
    .limit(MAX_JOBS);
  const profiles = await cachedJobProfiles(
    db,
    documents,
    open.map((job) => ({ id: job.id, updatedAt: job.updatedAt.getTime() })),
  );
  const made: string[] = [];
  for (const job of open) {
    const profile = profiles.get(job.id);
    if (!profile) continue;
    const result = scoreMatch(analysis, profile, { explain: false });
    if (result.score <= AUTO_APPLY_THRESHOLD) continue;
    const stored: StoredMatch = {
      match: { score: result.score, band: result.band, factors: result.factors, evidence: result.evidence },
    };
    const [row] = await db
      .insert(applications)
      .values({
        jobId: job.id,
        companyId: job.companyId,
        candidateId,
        resumeId,
        candidateName: user.fullName,
        candidateEmail: user.email,
        resumeFileName,
        source: 'auto',
        createdBy: candidateId,
        matchScore: result.score,
        matchEvidence: stored,
        analysisStatus: 'done',
        analysedAt: sql`now()`,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    made.push(row.id);
    await publishApplicationEvent({ db, events, type: 'application.created', row });
  }
  return made;
}
