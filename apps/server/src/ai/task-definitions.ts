import type { AiTaskName } from './ai-tasks.ts';
import type { AiTaskDefinition } from './task-definition.ts';
import { explainMatchTask } from './tasks/explain-match-task.ts';
import { readResumeImagesTask } from './tasks/read-resume-images-task.ts';
import { tailorResumeTask } from './tasks/tailor-resume-task.ts';
import { translateContentTask } from './tasks/translate-content-task.ts';
import { translateJobTask } from './tasks/translate-job-task.ts';
import { writeJobAdTask } from './tasks/write-job-ad-task.ts';
import { writeMarketingTask } from './tasks/write-marketing-task.ts';
import { writeSocialPostsTask } from './tasks/write-social-posts-task.ts';

/** Every task's definition, by name. */
export const AI_TASKS: { [K in AiTaskName]: AiTaskDefinition<K> } = {
  explainMatch: explainMatchTask,
  readResumeImages: readResumeImagesTask,
  tailorResume: tailorResumeTask,
  translateContent: translateContentTask,
  translateJob: translateJobTask,
  writeJobAd: writeJobAdTask,
  writeMarketing: writeMarketingTask,
  writeSocialPosts: writeSocialPostsTask,
};
