import type { z } from 'zod';
import type { AiInput, AiOutput, AiTaskName } from './ai-tasks.ts';

/** How each provider does one task: the builtin engine call, and the prompt and answer shape for a model. */
export interface AiTaskDefinition<K extends AiTaskName> {
  /** The answer a model must give (validated; also sent as the JSON schema of the structured output). */
  output: z.ZodType<AiOutput<K>>;
  builtin(input: AiInput<K>): AiOutput<K>;
  prompt(input: AiInput<K>): { system: string; user: string };
}
