import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZInterview,
  ZInterviewsQuery,
  ZMyInterview,
  ZScheduleInterviewRequest,
  ZUpdateInterviewRequest,
} from '@gius/shared/interviews';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import type { Mailer } from '../messaging/mailer.ts';
import {
  cancelInterview,
  listApplicationInterviews,
  listInterviews,
  listMyInterviews,
  scheduleInterview,
  updateInterview,
  type InterviewDeps,
} from './service.ts';

/** Interviews: scheduled by the company's staff (and the admin), seen by the candidate in "My applications". */
export function interviewsRoutes({
  config,
  database,
  events,
  mailer,
}: Pick<AppDeps, 'config' | 'database' | 'events'> & { mailer: Mailer }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const deps: InterviewDeps = { db, events, mailer, mailFrom: config.MAIL_FROM, log: app.log };
    const tags = ['interviews'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/applications/:id/interviews',
      {
        config: staff,
        schema: {
          tags,
          summary: "An application's interviews",
          params,
          response: { 200: z.array(ZInterview) },
        },
      },
      async (request) =>
        listApplicationInterviews({ db, scope: companyScope(request), applicationId: request.params.id }),
    );

    app.post(
      '/api/applications/:id/interviews',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Schedule an interview: the candidate and the interviewers get an invitation (.ics)',
          params,
          body: ZScheduleInterviewRequest,
          response: { 201: ZInterview },
        },
      },
      async (request, reply) => {
        const interview = await scheduleInterview({
          deps,
          scope: companyScope(request),
          actorId: currentUser(request).id,
          applicationId: request.params.id,
          input: request.body,
        });
        return reply.status(201).send(interview);
      },
    );

    app.get(
      '/api/interviews',
      {
        config: staff,
        schema: {
          tags,
          summary: "Interviews starting in [from, to): the company's; the admin's all, or one company's",
          querystring: ZInterviewsQuery,
          response: { 200: z.array(ZInterview) },
        },
      },
      async (request) =>
        listInterviews({
          db,
          scope: companyScope(request, request.query.companyId),
          from: new Date(request.query.from),
          to: new Date(request.query.to),
        }),
    );

    app.patch(
      '/api/interviews/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Reschedule or change an interview (attendees told), or set its status',
          params,
          body: ZUpdateInterviewRequest,
          response: { 200: ZInterview },
        },
      },
      async (request) =>
        updateInterview({
          deps,
          scope: companyScope(request),
          actorId: currentUser(request).id,
          id: request.params.id,
          patch: request.body,
        }),
    );

    app.post(
      '/api/interviews/:id/cancel',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Cancel an interview: attendees get METHOD:CANCEL',
          params,
          response: { 200: ZInterview },
        },
      },
      async (request) =>
        cancelInterview({
          deps,
          scope: companyScope(request),
          actorId: currentUser(request).id,
          id: request.params.id,
        }),
    );

    app.get(
      '/api/my/interviews',
      {
        config: { access: ['candidate'] },
        schema: { tags, summary: 'My interviews', response: { 200: z.array(ZMyInterview) } },
      },
      async (request) => listMyInterviews({ db, candidateId: currentUser(request).id }),
    );
  };
}
