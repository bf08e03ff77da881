import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBestJobsPage, ZBestJobsQuery, ZMyJobMatches, ZMyJobMatchesQuery } from '@gius/shared/job-matches';
import { ZResumeCorrections } from '@gius/shared/resume-corrections';
import { ZResume } from '@gius/shared/resumes';
import type { AppDeps } from '../../app.ts';
import { readerLocale } from '../../http/reader-locale.ts';
import { currentUser } from '../auth/guard.ts';
import { deletableResume } from '../resumes/access.ts';
import { resumeNotFound, saveResumeCorrections, toResume } from '../resumes/service.ts';
import { enqueueResumeAnalysis, enqueueResumeRescore } from './enqueue.ts';
import { bestJobsFor, myJobMatches } from './my-matches-service.ts';

/**
 * The candidate's side of matching: their match to open jobs before applying ("best jobs for
 * you" among them), correcting what was read from their resume, and reading it again.
 */
export function candidateMatchRoutes({
  database,
  documents,
}: Pick<AppDeps, 'database' | 'documents'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const candidate = { access: ['candidate'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/my/job-matches',
      {
        config: candidate,
        schema: {
          tags: ['jobs'],
          summary:
            'My match to a page of open jobs (at most 50, `jobs=id,id,…`) from my default resume, with reasons in my language',
          querystring: ZMyJobMatchesQuery,
          response: { 200: ZMyJobMatches },
        },
      },
      async (request) =>
        myJobMatches({
          db,
          documents,
          userId: currentUser(request).id,
          jobIds: request.query.jobs,
          locale: readerLocale(request),
        }),
    );

    app.get(
      '/api/my/best-jobs',
      {
        config: candidate,
        schema: {
          tags: ['jobs'],
          summary: 'Best jobs for me: the open jobs ordered by my match, best first',
          querystring: ZBestJobsQuery,
          response: { 200: ZBestJobsPage },
        },
      },
      async (request) => bestJobsFor({ db, documents, userId: currentUser(request).id, ...request.query }),
    );

    app.put(
      '/api/resumes/:id/corrections',
      {
        config: candidate,
        schema: {
          tags: ['resumes'],
          summary:
            'Correct what was read from my resume (the whole set; a field left out is not corrected): kept through re-analysis, used for matching; its applications are scored again',
          params,
          body: ZResumeCorrections,
          response: { 200: ZResume },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const row = await saveResumeCorrections({
          db,
          userId: user.id,
          id: request.params.id,
          corrections: request.body,
        });
        await enqueueResumeRescore(db, row.id);
        return toResume(row);
      },
    );

    app.post(
      '/api/resumes/:id/reanalyse',
      {
        config: candidate,
        schema: {
          tags: ['resumes'],
          summary:
            'Read my resume again (in the background: resume.analysed when done; its applications are scored again)',
          params,
          response: { 202: ZResume },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const row = await deletableResume({ db, user, id: request.params.id });
        if (row.ownerUserId !== user.id) throw resumeNotFound();
        await enqueueResumeAnalysis(db, row.id);
        return reply.status(202).send(toResume(row));
      },
    );
  };
}
