import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateJobRequest,
  ZManagedJob,
  ZManagedJobsQuery,
  ZPublishJobRequest,
  ZUpdateJobRequest,
} from '@gius/shared/jobs';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/app-error.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import { getJobForManagement, listJobsForManagement } from './manage-service.ts';
import { JOBS_CHANGED, type OpenJobsCache } from './open-jobs-cache.ts';
import { createJob, deleteJob, publishJob, setJobActive, unpublishJob, updateJob } from './service.ts';

/** Jobs management, my jobs and all jobs: a company's jobs (every company's for the admin). */
export function manageJobsRoutes({
  database,
  events,
  cache,
}: Pick<AppDeps, 'database' | 'events'> & { cache: OpenJobsCache }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    // After any change: this instance's open jobs pages at once, the other instances' through the bus.
    // (Before the answer leaves, so the caller's next read of the list already sees the change; the
    // NOTIFY is sent before it too, so the other instances hear of it within milliseconds of it.)
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 400) {
        cache.clear();
        await events.publish({ type: JOBS_CHANGED, audience: {}, data: {} }).catch(() => {});
      }
      return payload;
    });
    const tags = ['jobs management'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });
    const job = { 200: ZManagedJob };

    app.get(
      '/api/manage/jobs',
      {
        config: staff,
        schema: {
          tags,
          summary: "The company's jobs (admin: all, or one company's)",
          querystring: ZManagedJobsQuery,
          response: { 200: z.array(ZManagedJob) },
        },
      },
      async (request) =>
        listJobsForManagement({
          db,
          scope: companyScope(request, request.query.companyId),
          q: request.query.q,
        }),
    );

    app.post(
      '/api/manage/jobs',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Create a job (and publish it now or later)',
          body: ZCreateJobRequest,
          response: { 201: ZManagedJob },
        },
      },
      async (request, reply) => {
        const { companyId: asked, publish, publishAt, ...fields } = request.body;
        const scope = companyScope(request, asked);
        if (scope.all)
          throw new AppError('VALIDATION_ERROR', 'Invalid request: companyId', [
            { path: 'companyId', message: 'required' },
          ]);
        const row = await createJob({
          db,
          companyId: scope.companyId,
          createdBy: currentUser(request).id,
          fields,
          publish,
          publishAt,
        });
        return reply.status(201).send(await getJobForManagement({ db, scope, id: row.id }));
      },
    );

    app.get(
      '/api/manage/jobs/:id',
      { config: staff, schema: { tags, summary: 'A job of the company', params, response: job } },
      async (request) => getJobForManagement({ db, scope: companyScope(request), id: request.params.id }),
    );

    app.put(
      '/api/manage/jobs/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit a job (every field required)',
          params,
          body: ZUpdateJobRequest,
          response: job,
        },
      },
      async (request) => {
        const scope = companyScope(request);
        await updateJob({ db, id: request.params.id, scope, fields: request.body });
        return getJobForManagement({ db, scope, id: request.params.id });
      },
    );

    app.post(
      '/api/manage/jobs/:id/publish',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Publish now or at a date and time',
          params,
          body: ZPublishJobRequest.optional(),
          response: job,
        },
      },
      async (request) => {
        const scope = companyScope(request);
        await publishJob({ db, id: request.params.id, scope, publishAt: request.body?.publishAt });
        return getJobForManagement({ db, scope, id: request.params.id });
      },
    );

    const action = (
      path: string,
      summary: string,
      run: (options: { db: typeof db; id: string; scope: ReturnType<typeof companyScope> }) => Promise<void>,
    ) =>
      app.post(
        `/api/manage/jobs/:id/${path}`,
        { config: staff, schema: { tags, summary, params, response: job } },
        async (request) => {
          const scope = companyScope(request);
          await run({ db, id: request.params.id, scope });
          return getJobForManagement({ db, scope, id: request.params.id });
        },
      );
    action('unpublish', 'Unpublish', unpublishJob);
    action('freeze', 'Freeze (hidden from the public, kept as it is)', (o) =>
      setJobActive({ ...o, isActive: false }),
    );
    action('activate', 'Activate a frozen job', (o) => setJobActive({ ...o, isActive: true }));

    app.delete(
      '/api/manage/jobs/:id',
      { config: staff, schema: { tags, summary: 'Delete a job (its applications are kept)', params } },
      async (request, reply) => {
        await deleteJob({ db, id: request.params.id, scope: companyScope(request) });
        return reply.status(204).send();
      },
    );
  };
}
