import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCalendarFeed } from '@gius/shared/calendar';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/app-error.ts';
import { currentUser } from '../auth/guard.ts';
import { createFeed, feedCalendar, getFeed, revokeFeed } from './service.ts';

/** The private calendar subscription of each staff user, and the feed itself (public, by its secret). */
export function calendarRoutes({
  config,
  database,
}: Pick<AppDeps, 'config' | 'database'>): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['calendar'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const publicUrl = config.publicUrl;

    app.get(
      '/api/calendar/feed',
      {
        config: staff,
        schema: { tags, summary: 'Whether I have a feed address', response: { 200: ZCalendarFeed } },
      },
      async (request) => getFeed({ db, userId: currentUser(request).id }),
    );

    app.post(
      '/api/calendar/feed',
      {
        config: staff,
        schema: {
          tags,
          summary: 'A new private feed address (the previous one stops working)',
          response: { 201: ZCalendarFeed },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createFeed({ db, userId: currentUser(request).id, publicUrl })),
    );

    app.delete(
      '/api/calendar/feed',
      { config: staff, schema: { tags, summary: 'Revoke my feed address' } },
      async (request, reply) => {
        await revokeFeed({ db, userId: currentUser(request).id });
        return reply.status(204).send();
      },
    );

    app.get(
      '/api/calendar/:file',
      {
        // The secret in the address is the credential: calendar programs send no token.
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The interviews of the feed owner's company, as iCalendar (read-only)",
          params: z.object({ file: z.string().regex(/^[\w-]{20,100}\.ics$/) }),
        },
      },
      async (request, reply) => {
        const text = await feedCalendar({ db, secret: request.params.file.slice(0, -'.ics'.length) });
        if (text === null) throw new AppError('NOT_FOUND', 'No such calendar');
        return reply
          .header('content-type', 'text/calendar; charset=utf-8')
          .header('cache-control', 'private, max-age=300')
          .send(text);
      },
    );
  };
}
