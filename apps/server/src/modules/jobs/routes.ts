import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOpenJobsPage, ZOpenJobsQuery, ZPublicJob } from '@gius/shared/jobs';
import type { AppDeps } from '../../app.ts';
import { EVENTS_MISSED } from '../events/event-bus.ts';
import { JOBS_CHANGED, type OpenJobsCache } from './open-jobs-cache.ts';
import { getOpenJob, listOpenJobs, listOpenLocations } from './open-jobs-service.ts';

/** The public side of jobs: the open jobs list, its filters, a job's page. */
export function openJobsRoutes({
  database,
  events,
  cache,
}: Pick<AppDeps, 'database' | 'events'> & { cache: OpenJobsCache }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    // A job changed on any instance (or such news may have been missed): the list is out of date.
    const unsubscribe = events.subscribe((event) => {
      if (event.type === JOBS_CHANGED || event.type === EVENTS_MISSED) cache.clear();
    });
    app.addHook('onClose', async () => unsubscribe());
    const tags = ['jobs'];
    const open = { access: 'public' } as const;

    app.get(
      '/api/jobs',
      {
        config: open,
        schema: {
          tags,
          summary: 'Open jobs: search and filters',
          querystring: ZOpenJobsQuery,
          response: { 200: ZOpenJobsPage },
        },
      },
      async (request) =>
        cache.get(JSON.stringify(request.query), () => listOpenJobs({ db, query: request.query })),
    );

    app.get(
      '/api/jobs/locations',
      {
        config: open,
        schema: { tags, summary: 'Locations of the open jobs', response: { 200: z.array(z.string()) } },
      },
      async () => listOpenLocations({ db }),
    );

    app.get(
      '/api/jobs/:id',
      {
        config: open,
        schema: {
          tags,
          summary: 'An open job',
          params: z.object({ id: z.uuid() }),
          response: { 200: ZPublicJob },
        },
      },
      async (request) => getOpenJob({ db, id: request.params.id }),
    );
  };
}
