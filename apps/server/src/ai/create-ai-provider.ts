import type { Config } from '../config.ts';
import type { AiProvider } from './ai-tasks.ts';
import { createBuiltinProvider, type BuiltinTaskRunner } from './builtin-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

/** The provider the configuration asks for (AI_PROVIDER; builtin by default). */
export function createAiProvider(config: Config, builtinRunner?: BuiltinTaskRunner): AiProvider {
  if (config.AI_PROVIDER === 'openai') {
    return createOpenAiProvider({
      baseUrl: config.AI_BASE_URL,
      apiKey: config.AI_API_KEY,
      model: config.AI_MODEL,
      readsImages: config.AI_READS_IMAGES,
      visionModel: config.AI_VISION_MODEL,
      timeoutMs: config.AI_TIMEOUT_MS,
      maxRetries: config.AI_MAX_RETRIES,
      retryBaseMs: config.AI_RETRY_BASE_MS,
    });
  }
  return createBuiltinProvider(builtinRunner);
}
