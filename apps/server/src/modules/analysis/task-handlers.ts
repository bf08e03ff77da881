import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { TaskHandler } from '../../queue/queue.ts';
import { eq } from 'drizzle-orm';
import type { EventBus } from '../events/event-bus.ts';
import { applications } from '../applications/tables.ts';
import {
  APPLICATION_SCORE,
  RESUME_ANALYSE,
  enqueueApplicationScore,
  type ApplicationScorePayload,
  type ResumeAnalysePayload,
} from './enqueue.ts';
import { analyseResume } from './resume-analysis-service.ts';
import { scoreApplication } from './score-service.ts';

/** The analysis module's background work: read a resume, score an application. */
export function analysisTaskHandlers({
  db,
  documents,
  events,
  ai,
}: {
  db: Database;
  documents: DocumentReader;
  events: EventBus;
  ai: AiProvider;
}): Record<string, TaskHandler> {
  return {
    [RESUME_ANALYSE]: async (payload) => {
      const { resumeId } = payload as ResumeAnalysePayload;
      if (!(await analyseResume({ db, documents, events, resumeId }))) return;
      // Applications made before the analysis finished are scored now that it has.
      const waiting = await db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.resumeId, resumeId));
      for (const a of waiting) await enqueueApplicationScore(db, a.id);
    },
    [APPLICATION_SCORE]: async (payload) => {
      const { applicationId } = payload as ApplicationScorePayload;
      await scoreApplication({ db, documents, events, ai, applicationId });
    },
  };
}
