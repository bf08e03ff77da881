import type { AppDeps } from '../app.ts';
import { createAiProvider } from '../ai/create-ai-provider.ts';
import { analysisTaskHandlers } from '../modules/analysis/task-handlers.ts';
import { interviewTaskHandlers } from '../modules/interviews/reminders.ts';
import { createMailer } from '../modules/messaging/mailer.ts';
import { createSmsSender } from '../modules/messaging/sms.ts';
import { ocrResume, RESUME_OCR_TASK } from '../modules/resumes/ocr-task.ts';
import { readResumeWithAi, RESUME_READ_WITH_AI_TASK } from '../modules/resumes/read-with-ai-task.ts';
import type { TaskHandler } from './queue.ts';

/**
 * Every kind of background task and the module function that runs it. A module that
 * needs background work adds its kind here (e.g. `resume.analyse`).
 */
export function taskHandlers(deps: AppDeps): Record<string, TaskHandler> {
  const db = deps.database.db;
  const ai = deps.ai ?? createAiProvider(deps.config, deps.documents.builtinAiTask);
  return {
    ...analysisTaskHandlers({ db, documents: deps.documents, events: deps.events, ai }),
    ...interviewTaskHandlers({
      db,
      mailer: deps.mailer ?? createMailer(deps.config),
      sms: deps.sms ?? createSmsSender(deps.config),
    }),
    // A scan read by OCR, or by a model that reads images, is then analysed like any other resume.
    [RESUME_OCR_TASK]: async (payload) => {
      await ocrResume({ db, storage: deps.storage, documents: deps.documents, events: deps.events, payload });
    },
    [RESUME_READ_WITH_AI_TASK]: async (payload) => {
      await readResumeWithAi({
        db,
        storage: deps.storage,
        documents: deps.documents,
        events: deps.events,
        ai,
        payload,
      });
    },
  };
}
