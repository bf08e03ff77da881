import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMergeDuplicatesRequest, ZPoolDuplicate, ZResume } from '@gius/shared/resumes';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { scopedPoolResume } from './access.ts';
import { listDuplicates, mergeDuplicates, unlinkDuplicate } from './duplicates-service.ts';
import { toResume } from './service.ts';

/** Reviewing the duplicates of a company pool: list a person's resumes, merge them, or unlink one. */
export function duplicatesRoutes({
  database,
  storage,
  documents,
}: Pick<AppDeps, 'database' | 'storage' | 'documents'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['resumes'];
    const config = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/resumes/:id/duplicates',
      {
        config,
        schema: {
          tags,
          summary: "A pool resume's person: their first resume and every resume flagged as the same person",
          params,
          response: { 200: z.array(ZPoolDuplicate) },
        },
      },
      async (request) => {
        const row = await scopedPoolResume({ db, scope: companyScope(request), id: request.params.id });
        return listDuplicates({ db, documents, row });
      },
    );

    app.post(
      '/api/resumes/:id/merge',
      {
        config,
        schema: {
          tags,
          summary:
            "Merge a person's pool resumes into one: the others are deleted, their applications move to it",
          params,
          body: ZMergeDuplicatesRequest,
          response: { 200: ZResume },
        },
      },
      async (request) => {
        const row = await scopedPoolResume({ db, scope: companyScope(request), id: request.params.id });
        return toResume(await mergeDuplicates({ db, storage, row, keepResumeId: request.body.keepResumeId }));
      },
    );

    app.post(
      '/api/resumes/:id/unlink',
      {
        config,
        schema: {
          tags,
          summary: 'Not the same person: a flagged pool resume becomes its own person',
          params,
          response: { 200: ZResume },
        },
      },
      async (request) => {
        const row = await scopedPoolResume({ db, scope: companyScope(request), id: request.params.id });
        return toResume(await unlinkDuplicate({ db, documents, row }));
      },
    );
  };
}
