import type { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { AiInput, AiOutput, AiTaskName } from './ai-tasks.ts';

/** A part of the user's message to a model: text, or an image (a data: URL). */
export type PromptPart = { type: 'text'; text: string } | { type: 'image_url'; image_url: { url: string } };

/** How each provider does one task: the builtin engine call, and the prompt and answer shape for a model. */
export interface AiTaskDefinition<K extends AiTaskName> {
  /** The answer a model must give (validated; also sent as the JSON schema of the structured output). */
  output: z.ZodType<AiOutput<K>>;
  builtin(input: AiInput<K>): AiOutput<K>;
  /** The user's message: text, or parts when the task sends images. */
  prompt(input: AiInput<K>): { system: string; user: string | PromptPart[] };
  /** The task sends images: only a provider that reads them runs it. */
  needsImages?: boolean;
  /** Default 0.4; a transcription wants 0. */
  temperature?: number;
}

export function cannotReadImages(): AppError {
  return new AppError(
    'AI_CANNOT_READ_IMAGES',
    'The configured AI provider does not read images (set AI_PROVIDER=openai and AI_READS_IMAGES=true)',
  );
}
