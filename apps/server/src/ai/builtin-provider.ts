import type { AiProvider } from './ai-tasks.ts';
import { AI_TASKS } from './task-definitions.ts';

/** The offline provider: packages/engine, deterministic, no key, no network. */
export function createBuiltinProvider(): AiProvider {
  return {
    name: 'builtin',
    async run(task, input, options) {
      options?.signal?.throwIfAborted();
      return AI_TASKS[task].builtin(input);
    },
  };
}
