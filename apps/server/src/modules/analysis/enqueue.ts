import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enqueueTask } from '../../queue/queue.ts';
import { applications } from '../applications/tables.ts';

/** Background task kinds of the analysis module. */
export const RESUME_ANALYSE = 'resume.analyse';
export const APPLICATION_SCORE = 'application.score';

export interface ResumeAnalysePayload {
  resumeId: string;
}
export interface ApplicationScorePayload {
  applicationId: string;
}

/**
 * Reads a resume's text into its analysis and details, once per resume while one is pending.
 * Call it in the transaction that stores the text, so a stored resume always has its task.
 */
export async function enqueueResumeAnalysis(db: Database, resumeId: string) {
  await enqueueTask(db, RESUME_ANALYSE, { resumeId } satisfies ResumeAnalysePayload, {
    dedupeKey: `${RESUME_ANALYSE}:${resumeId}`,
  });
}

/** Scores an application against its job (again), marking it "analysing" until stored. */
export async function enqueueApplicationScore(db: Database, applicationId: string) {
  // Both or neither: an application is never left "analysing" with no task to finish it.
  await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ analysisStatus: 'analysing' })
      .where(eq(applications.id, applicationId));
    await enqueueTask(tx, APPLICATION_SCORE, { applicationId } satisfies ApplicationScorePayload, {
      dedupeKey: `${APPLICATION_SCORE}:${applicationId}`,
    });
  });
}

/** The job's text changed: every application to it is scored again. */
export async function enqueueJobRescore(db: Database, jobId: string) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.jobId, jobId));
  for (const row of rows) await enqueueApplicationScore(db, row.id);
}

/** A resume's details were corrected: every application sent with it is scored again. */
export async function enqueueResumeRescore(db: Database, resumeId: string) {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.resumeId, resumeId));
  for (const row of rows) await enqueueApplicationScore(db, row.id);
}
