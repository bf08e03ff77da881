import { eq, sql } from 'drizzle-orm';
import { AUTO_APPLY_THRESHOLD } from '@gius/shared/constants';
import { scoreMatch } from '@gius/engine/match-score';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishApplicationEvent } from '../applications/events.ts';
import { applications } from '../applications/tables.ts';
import { jobs } from '../jobs/tables.ts';
import { autoApply } from './auto-apply-service.ts';
import { jobProfile } from './job-match.ts';
import type { StoredMatch } from './match-text.ts';
import { resumeAnalysisOf } from './resume-analysis-service.ts';

/** The language a model writes the sentences in (readers of other languages get the engine's). */
const WRITTEN_LOCALE = 'he';

/**
 * Scores an application against its job with the engine and stores score, band and evidence; with
 * a model provider, also the model's wording of the same evidence. Tells open pages, and for a
 * candidate's own application (not one a company added, nor an automatic one) above the threshold,
 * applies the resume to other matching jobs.
 */
export async function scoreApplication({
  db,
  documents,
  events,
  ai,
  applicationId,
}: {
  db: Database;
  documents: Pick<DocumentReader, 'analyzeResume' | 'jobProfiles'>;
  events: EventBus;
  ai: AiProvider;
  applicationId: string;
}): Promise<void> {
  const [application] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!application) return;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, application.jobId));
  const analysis = application.resumeId
    ? await resumeAnalysisOf({ db, documents, resumeId: application.resumeId })
    : null;
  if (!job || !analysis) {
    const [row] = await db
      .update(applications)
      .set({ analysisStatus: 'failed' })
      .where(eq(applications.id, applicationId))
      .returning();
    if (row) await publishApplicationEvent({ db, events, type: 'application.analysed', row });
    return;
  }
  const result = scoreMatch(analysis, jobProfile(job), { explain: false });
  const stored: StoredMatch = {
    match: { score: result.score, band: result.band, factors: result.factors, evidence: result.evidence },
  };
  if (ai.name !== 'builtin') {
    try {
      const written = await ai.run('explainMatch', {
        match: stored.match,
        locale: WRITTEN_LOCALE,
        jobTitle: job.title,
      });
      stored.written = { ...written, locale: WRITTEN_LOCALE };
    } catch {
      // The engine's sentences stand in when the model fails.
    }
  }
  const [row] = await db
    .update(applications)
    .set({
      matchScore: result.score,
      matchEvidence: stored,
      analysis: null,
      analysisStatus: 'done',
      analysedAt: sql`now()`,
    })
    .where(eq(applications.id, applicationId))
    .returning();
  if (!row) return;
  await publishApplicationEvent({ db, events, type: 'application.analysed', row });
  if (row.source === 'manual' && row.candidateId && row.resumeId && result.score > AUTO_APPLY_THRESHOLD) {
    await autoApply({
      db,
      documents,
      events,
      candidateId: row.candidateId,
      resumeId: row.resumeId,
      resumeFileName: row.resumeFileName,
      analysis,
    });
  }
}
