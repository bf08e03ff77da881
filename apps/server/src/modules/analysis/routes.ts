import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApplication } from '@gius/shared/applications';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import { getApplication, getApplicationRow } from '../applications/service.ts';
import { enqueueApplicationScore } from './enqueue.ts';

/** Re-analysis on demand: the application is scored again in the background. */
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
          locale: currentUser(request).locale,
        });
        return reply.status(202).send(application);
      },
    );
  };
}
