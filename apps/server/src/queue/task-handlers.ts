import type { AppDeps } from '../app.ts';
import { ocrResume, RESUME_OCR_TASK } from '../modules/resumes/ocr-task.ts';
import type { TaskHandler } from './queue.ts';

/**
 * Every kind of background task and the module function that runs it. A module that
 * needs background work adds its kind here (e.g. `resume.analyse`).
 */
export function taskHandlers(deps: AppDeps): Record<string, TaskHandler> {
  const db = deps.database.db;
  return {
    [RESUME_OCR_TASK]: (payload) => ocrResume({ db, storage: deps.storage, events: deps.events, payload }),
  };
}
