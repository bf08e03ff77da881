import type { AiProvider } from './ai-tasks.ts';
import { cannotReadImages } from './task-definition.ts';
import { AI_TASKS } from './task-definitions.ts';

/** The offline provider: packages/engine, deterministic, no key, no network. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    readsImages: false,
    async run(task, input, options) {
      options?.signal?.throwIfAborted();
      if (AI_TASKS[task].needsImages) throw cannotReadImages();
      return AI_TASKS[task].builtin(input);
    },
  };
}
