import type { AppDeps } from '../app.ts';
import { createAiProvider } from '../ai/create-ai-provider.ts';
import { analysisTaskHandlers } from '../modules/analysis/task-handlers.ts';
import type { TaskHandler } from './queue.ts';

/**
 * Every kind of background task and the module function that runs it. A module that
 * needs background work adds its kind here (e.g. `resume.analyse`).
 */
export function taskHandlers(deps: AppDeps): Record<string, TaskHandler> {
  const ai = deps.ai ?? createAiProvider(deps.config);
  return {
    ...analysisTaskHandlers({ db: deps.database.db, events: deps.events, ai }),
  };
}
