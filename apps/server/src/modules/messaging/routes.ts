import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZMessageList } from '@gius/shared/messages';
import type { Database } from '../../db/client.ts';
import { listMessages } from './service.ts';

/** The outbox, for the admin: every e-mail the app sent or kept, newest first. */
export function messagingRoutes({ db }: { db: Database }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/messages',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['messaging'],
          summary: 'The outbox: messages sent or kept',
          querystring: z.object({
            limit: z.coerce.number().int().min(1).max(200).default(50),
            offset: z.coerce.number().int().min(0).default(0),
          }),
          response: { 200: ZMessageList },
        },
      },
      async (request) => listMessages({ db, ...request.query }),
    );
  };
}
