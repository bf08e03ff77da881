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

/** Reads a resume's text into its analysis and details, once per resume while one is pending. */
export async function enqueueResumeAnalysis(db: Database, resumeId: string) {
  await enqueueTask(db, RESUME_ANALYSE, { resumeId } satisfies ResumeAnalysePayload, {
    dedupeKey: `${RESUME_ANALYSE}:${resumeId}`,
  });
}

/** Scores an application against its job (again), marking it "analysing" until stored. */
export async function enqueueApplicationScore(db: Database, applicationId: string) {
  await db
    .update(applications)
    .set({ analysisStatus: 'analysing' })
    .where(eq(applications.id, applicationId));
  await enqueueTask(db, APPLICATION_SCORE, { applicationId } satisfies ApplicationScorePayload, {
    dedupeKey: `${APPLICATION_SCORE}:${applicationId}`,
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
