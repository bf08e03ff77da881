import type { AppDeps } from '../app.ts';
import type { TaskHandler } from './queue.ts';

/**
 * Every kind of background task and the module function that runs it. A module that
 * needs background work adds its kind here (e.g. `resume.analyse`).
 */
export function taskHandlers(_deps: AppDeps): Record<string, TaskHandler> {
  return {};
}
