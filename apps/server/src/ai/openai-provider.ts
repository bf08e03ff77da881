import { z } from 'zod';
import { AppError } from '../http/app-error.ts';
import type { AiOutput, AiProvider, AiTaskName } from './ai-tasks.ts';
import { cannotReadImages } from './task-definition.ts';
import { AI_TASKS } from './task-definitions.ts';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp
 * server). The answer is asked for as structured output (a JSON schema made from the task's zod
 * schema) and validated with zod. One attempt has a time limit; a 5xx or a dropped connection is
 * tried again with exponential backoff; 429 and 402 are passed through as RATE_LIMITED and
 * PAYMENT_REQUIRED, which the page turns into its "usage limit" and "payment required" toasts.
 */

export interface OpenAiProviderOptions {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** The model reads images (a vision model): tasks that send pictures may be run. */
  readsImages?: boolean;
  /** The model for tasks that send images; default `model`. */
  visionModel?: string;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

const ZChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
      }),
    )
    .min(1),
});

class Retryable extends Error {
  override name = 'Retryable';
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The JSON inside a model's answer, with or without a ``` fence around it. */
function parseJsonAnswer(content: string): unknown {
  const fenced = content.match(/```(?:json)?\s*([\s\S]*?)```/);
  const body = (fenced?.[1] ?? content).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start < 0 || end < start) throw new Error('no JSON object in the answer');
  return JSON.parse(body.slice(start, end + 1));
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>;
  return rest;
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;

  async function attempt<K extends AiTaskName>(
    task: K,
    body: string,
    signal?: AbortSignal,
  ): Promise<AiOutput<K>> {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
    let response: Response;
    let payload: unknown;
    try {
      response = await doFetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body,
        signal: combined,
      });
      if (response.status === 429) {
        throw new AppError('RATE_LIMITED', 'The AI provider answered 429: rate limit reached');
      }
      if (response.status === 402) {
        throw new AppError('PAYMENT_REQUIRED', 'The AI provider answered 402: payment required');
      }
      if (response.status >= 500 || response.status === 408) {
        throw new Retryable(`The AI provider answered ${response.status}`);
      }
      if (!response.ok) {
        throw new AppError('AI_PROVIDER_ERROR', `The AI provider refused the request (${response.status})`);
      }
      payload = await response.json().catch(() => {
        throw new AppError('AI_BAD_RESPONSE', 'The AI provider answered something that is not JSON');
      });
    } catch (err) {
      if (err instanceof AppError || err instanceof Retryable) throw err;
      if (timeout.aborted) {
        throw new AppError('AI_TIMEOUT', `The AI provider did not answer within ${options.timeoutMs} ms`);
      }
      if (signal?.aborted) throw err;
      throw new Retryable(`The AI provider could not be reached: ${(err as Error).message}`);
    }
    const completion = ZChatCompletion.safeParse(payload);
    if (!completion.success) {
      throw new AppError('AI_BAD_RESPONSE', 'The AI provider answered without a chat completion');
    }
    const message = completion.data.choices[0]!.message;
    if (message.refusal || !message.content) {
      throw new AppError(
        'AI_BAD_RESPONSE',
        `The model gave no answer${message.refusal ? `: ${message.refusal}` : ''}`,
      );
    }
    let parsed: unknown;
    try {
      parsed = parseJsonAnswer(message.content);
    } catch (err) {
      throw new AppError('AI_BAD_RESPONSE', `The model's answer is not JSON: ${(err as Error).message}`);
    }
    const output = AI_TASKS[task].output.safeParse(parsed);
    if (!output.success) {
      const fields = output.error.issues.map((i) => i.path.join('.') || '(answer)').join(', ');
      throw new AppError(
        'AI_BAD_RESPONSE',
        `The model's answer does not have the expected fields: ${fields}`,
      );
    }
    return output.data as AiOutput<K>;
  }

  return {
    name: 'openai',
    readsImages: options.readsImages ?? false,
    async run(task, input, runOptions) {
      const definition = AI_TASKS[task];
      // A text-only model would answer 400 or, worse, make something up.
      if (definition.needsImages && !options.readsImages) throw cannotReadImages();
      const { system, user } = definition.prompt(input);
      const body = JSON.stringify({
        model: definition.needsImages ? (options.visionModel ?? options.model) : options.model,
        temperature: definition.temperature ?? 0.4,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: task, strict: true, schema: jsonSchemaOf(definition.output) },
        },
      });
      for (let n = 0; ; n++) {
        try {
          return await attempt(task, body, runOptions?.signal);
        } catch (err) {
          if (!(err instanceof Retryable)) throw err;
          if (n >= options.maxRetries) {
            throw new AppError('SERVICE_UNAVAILABLE', `${err.message}; gave up after ${n + 1} attempts`);
          }
          await sleep(options.retryBaseMs * 2 ** n);
        }
      }
    },
  };
}
