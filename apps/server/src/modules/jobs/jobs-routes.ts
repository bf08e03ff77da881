import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { AppDeps } from '../../app.ts';
import { manageJobsRoutes } from './manage-routes.ts';
import { createOpenJobsCache } from './open-jobs-cache.ts';
import { openJobsRoutes } from './routes.ts';
import { jobTranslationRoutes } from './translation-routes.ts';

/** Every jobs route, public and management, sharing this instance's cache of the open jobs list. */
export function jobsRoutes(
  deps: Pick<AppDeps, 'config' | 'database' | 'events'> & { ai: AiProvider },
): FastifyPluginAsyncZod {
  return async (app) => {
    const cache = createOpenJobsCache(deps.config.OPEN_JOBS_CACHE_MS);
    await app.register(openJobsRoutes({ ...deps, cache }));
    await app.register(manageJobsRoutes({ ...deps, cache }));
    await app.register(jobTranslationRoutes({ ...deps, cache }));
  };
}
