import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplication, ZCandidateMatches, ZCandidateMatchesQuery } from '@gius/shared/applications';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { readerLocale } from '../../http/reader-locale.ts';
import { getApplication, getApplicationRow } from '../applications/service.ts';
import { rankCandidatesForJob } from './candidate-matches-service.ts';
import { enqueueApplicationScore } from './enqueue.ts';

/**
 * Re-analysis on demand (the application is scored again in the background), and the company's
 * candidates ranked against one of its jobs.
 */
export function analysisRoutes({ database }: Pick<AppDeps, 'database'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    app.post(
      '/api/applications/:id/reanalyse',
      {
        config: { access: ['hr', 'company_manager', 'admin'] },
        schema: {
          tags: ['applications'],
          summary: 'Score the application again (answers at once, "analysing")',
          params: z.object({ id: z.uuid() }),
          response: { 202: ZApplication },
        },
      },
      async (request, reply) => {
        const scope = companyScope(request);
        const row = await getApplicationRow({ db, id: request.params.id, scope });
        await enqueueApplicationScore(db, row.id);
        const application = await getApplication({
          db,
          id: row.id,
          scope,
          locale: readerLocale(request),
        });
        return reply.status(202).send(application);
      },
    );

    app.get(
      '/api/jobs/:id/candidate-matches',
      {
        config: { access: ['hr', 'company_manager', 'admin'] },
        schema: {
          tags: ['applications'],
          summary:
            "The company's candidates (its resume pool and everyone who applied to its jobs) ranked against the job, with band and reasons",
          params: z.object({ id: z.uuid() }),
          querystring: ZCandidateMatchesQuery,
          response: { 200: ZCandidateMatches },
        },
      },
      async (request) =>
        rankCandidatesForJob({
          db,
          jobId: request.params.id,
          scope: companyScope(request),
          locale: readerLocale(request),
          limit: request.query.limit,
        }),
    );
  };
}
