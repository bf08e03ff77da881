import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateNoteRequest, ZNote, ZUpdateNoteRequest } from '@gius/shared/notes';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import { createNote, deleteNote, listNotes, updateNote } from './service.ts';

/** Notes on applications: the company's staff and the admin; a candidate never (403). */
export function notesRoutes({
  database,
  events,
}: Pick<AppDeps, 'database' | 'events'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['notes'];
    const config = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.get(
      '/api/applications/:id/notes',
      {
        config,
        schema: {
          tags,
          summary: "An application's notes, oldest first",
          params,
          response: { 200: z.array(ZNote) },
        },
      },
      async (request) =>
        listNotes({
          db,
          scope: companyScope(request),
          reader: currentUser(request),
          applicationId: request.params.id,
        }),
    );

    app.post(
      '/api/applications/:id/notes',
      {
        config,
        schema: { tags, summary: 'Add a note', params, body: ZCreateNoteRequest, response: { 201: ZNote } },
      },
      async (request, reply) => {
        const note = await createNote({
          db,
          events,
          scope: companyScope(request),
          reader: currentUser(request),
          applicationId: request.params.id,
          input: request.body,
        });
        return reply.status(201).send(note);
      },
    );

    app.patch(
      '/api/notes/:id',
      {
        config,
        schema: { tags, summary: 'Edit my note', params, body: ZUpdateNoteRequest, response: { 200: ZNote } },
      },
      async (request) =>
        updateNote({
          db,
          events,
          scope: companyScope(request),
          reader: currentUser(request),
          id: request.params.id,
          patch: request.body,
        }),
    );

    app.delete(
      '/api/notes/:id',
      { config, schema: { tags, summary: "Delete my note (a manager: any of the company's)", params } },
      async (request, reply) => {
        await deleteNote({
          db,
          events,
          scope: companyScope(request),
          reader: currentUser(request),
          id: request.params.id,
        });
        return reply.status(204).send();
      },
    );
  };
}
