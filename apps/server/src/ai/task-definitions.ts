import type { AiTaskName } from './ai-tasks.ts';
import type { AiTaskDefinition } from './task-definition.ts';
import { explainMatchTask } from './tasks/explain-match-task.ts';
import { readResumeImagesTask } from './tasks/read-resume-images-task.ts';
import { tailorResumeTask } from './tasks/tailor-resume-task.ts';
import { writeJobAdTask } from './tasks/write-job-ad-task.ts';

/** Every task's definition, by name. */
export const AI_TASKS: { [K in AiTaskName]: AiTaskDefinition<K> } = {
  explainMatch: explainMatchTask,
  readResumeImages: readResumeImagesTask,
  tailorResume: tailorResumeTask,
  writeJobAd: writeJobAdTask,
};
