import type { AiInput, AiOutput, AiProvider, AiTaskName } from './ai-tasks.ts';
import { cannotReadImages } from './task-definition.ts';
import { AI_TASKS } from './task-definitions.ts';

/** Runs a builtin task somewhere else than the calling thread (the document pool's workers). */
export type BuiltinTaskRunner = <K extends AiTaskName>(task: K, input: AiInput<K>) => Promise<AiOutput<K>>;

/**
 * The offline provider: packages/engine, deterministic, no key, no network. Its time grows with
 * the text it is given (up to the request limits), so the server hands it a `runner` that runs
 * it in a worker thread; without one (tests of the tasks themselves) it runs in this thread.
 */
export function createBuiltinProvider(runner?: BuiltinTaskRunner): AiProvider {
  return {
    name: 'builtin',
    readsImages: false,
    async run(task, input, options) {
      options?.signal?.throwIfAborted();
      if (AI_TASKS[task].needsImages) throw cannotReadImages();
      return runner ? runner(task, input) : AI_TASKS[task].builtin(input);
    },
  };
}
