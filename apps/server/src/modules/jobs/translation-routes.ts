import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZContentLanguage } from '@gius/shared/content';
import { ZJobTranslation, ZJobTranslations } from '@gius/shared/job-translations';
import { ZUpdateJobTranslation } from '@gius/shared/jobs';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { JOBS_CHANGED, type OpenJobsCache } from './open-jobs-cache.ts';
import { listJobTranslations, translateJob, updateJobTranslation } from './translation-service.ts';

/** A job's translations, from jobs management: translate with the AI provider, edit, approve. */
export function jobTranslationRoutes({
  database,
  events,
  cache,
  ai,
}: Pick<AppDeps, 'database' | 'events'> & { cache: OpenJobsCache; ai: AiProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    // A translation changes what the public list finds: its pages are out of date.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400) {
        cache.clear();
        void events.publish({ type: JOBS_CHANGED, audience: {}, data: {} }).catch(() => {});
      }
      return payload;
    });
    const tags = ['jobs management'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/manage/jobs/:id/translations',
      {
        config: staff,
        schema: { tags, summary: "A job's translations", params, response: { 200: ZJobTranslations } },
      },
      async (request) =>
        listJobTranslations({ db, ai, scope: companyScope(request), jobId: request.params.id }),
    );

    app.post(
      '/api/manage/jobs/:id/translations',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Translate the job into the two other languages (builtin: only what it knows for certain)',
          params,
          response: { 200: ZJobTranslations },
        },
      },
      async (request, reply) => {
        const controller = new AbortController();
        reply.raw.once('close', () => {
          if (!reply.raw.writableFinished) controller.abort();
        });
        return translateJob({
          db,
          ai,
          scope: companyScope(request),
          jobId: request.params.id,
          signal: controller.signal,
        });
      },
    );

    app.put(
      '/api/manage/jobs/:id/translations/:language',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit or approve a translation (then no longer machine-translated)',
          params: params.extend({ language: ZContentLanguage }),
          body: ZUpdateJobTranslation,
          response: { 200: ZJobTranslation },
        },
      },
      async (request) =>
        updateJobTranslation({
          db,
          scope: companyScope(request),
          jobId: request.params.id,
          language: request.params.language,
          fields: request.body,
        }),
    );
  };
}
