import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZApplicantSources,
  ZApplication,
  ZApplicationsPage,
  ZApplicationsQuery,
  ZApplyRequest,
  ZCandidate,
  ZCandidatesQuery,
  ZCreateApplicationRequest,
  ZMyApplication,
  ZUpdateApplicationRequest,
} from '@gius/shared/applications';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { readerLocale } from '../../http/reader-locale.ts';
import { currentUser } from '../auth/guard.ts';
import { listCandidates } from './candidates-service.ts';
import { applicantSources } from './sources-service.ts';
import { listApplications, listMyApplications } from './list-service.ts';
import { toMyApplication } from './mapping.ts';
import {
  addApplication,
  applyToJob,
  deleteApplication,
  getApplication,
  updateApplication,
} from './service.ts';

/** Applying (candidates), my applications, and the applications page and candidates tab (companies). */
export function applicationsRoutes({
  database,
  events,
}: Pick<AppDeps, 'database' | 'events'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['applications'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.post(
      '/api/jobs/:id/apply',
      {
        config: {
          access: ['candidate'],
          signInError: { code: 'LOGIN_TO_APPLY', message: 'Please sign in to apply' },
        },
        schema: {
          tags,
          summary: 'Apply to an open job with one of my resumes',
          params,
          body: ZApplyRequest,
          response: { 201: ZMyApplication },
        },
      },
      async (request, reply) => {
        const application = await applyToJob({
          db,
          events,
          candidateId: currentUser(request).id,
          jobId: request.params.id,
          resumeId: request.body.resumeId,
          referral: request.body.referral,
        });
        return reply.status(201).send(toMyApplication(application));
      },
    );

    app.get(
      '/api/manage/jobs/:id/applicant-sources',
      {
        config: staff,
        schema: {
          tags,
          summary: "Where a job's applicants came from, in total and per day",
          params,
          response: { 200: ZApplicantSources },
        },
      },
      async (request) => applicantSources({ db, scope: companyScope(request), jobId: request.params.id }),
    );

    app.get(
      '/api/my/applications',
      {
        config: { access: ['candidate'] },
        schema: { tags, summary: 'My applications', response: { 200: z.array(ZMyApplication) } },
      },
      async (request) =>
        listMyApplications({ db, candidateId: currentUser(request).id, locale: readerLocale(request) }),
    );

    app.get(
      '/api/applications',
      {
        config: staff,
        schema: {
          tags,
          summary: "The company's applications: by job, by candidate or file name",
          querystring: ZApplicationsQuery,
          response: { 200: ZApplicationsPage },
        },
      },
      async (request) => {
        const { companyId, ...query } = request.query;
        return listApplications({
          db,
          scope: companyScope(request, companyId),
          locale: readerLocale(request),
          ...query,
        });
      },
    );

    app.post(
      '/api/applications',
      {
        config: {
          ...staff,
          signInError: { code: 'LOGIN_TO_ADD_APPLICATION', message: 'You must login to add application' },
        },
        schema: {
          tags,
          summary: 'Add an application: a job and a resume of the pool',
          body: ZCreateApplicationRequest,
          response: { 201: ZApplication },
        },
      },
      async (request, reply) => {
        const application = await addApplication({
          db,
          events,
          scope: companyScope(request),
          createdBy: currentUser(request).id,
          ...request.body,
        });
        return reply.status(201).send(application);
      },
    );

    app.get(
      '/api/applications/:id',
      { config: staff, schema: { tags, summary: 'An application', params, response: { 200: ZApplication } } },
      async (request) =>
        getApplication({
          db,
          scope: companyScope(request),
          id: request.params.id,
          locale: readerLocale(request),
        }),
    );

    app.patch(
      '/api/applications/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit an application',
          params,
          body: ZUpdateApplicationRequest,
          response: { 200: ZApplication },
        },
      },
      async (request) =>
        updateApplication({
          db,
          events,
          scope: companyScope(request),
          id: request.params.id,
          patch: request.body,
        }),
    );

    app.delete(
      '/api/applications/:id',
      { config: staff, schema: { tags, summary: 'Delete an application', params } },
      async (request, reply) => {
        await deleteApplication({ db, events, scope: companyScope(request), id: request.params.id });
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/candidates',
      {
        config: staff,
        schema: {
          tags,
          summary: "Everyone who applied to the company's jobs or is in its pool",
          querystring: ZCandidatesQuery,
          response: { 200: z.array(ZCandidate) },
        },
      },
      async (request) =>
        listCandidates({
          db,
          scope: companyScope(request, request.query.companyId),
          q: request.query.q,
          locale: readerLocale(request),
        }),
    );
  };
}
