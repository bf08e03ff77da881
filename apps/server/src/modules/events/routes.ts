import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import type { AppDeps } from '../../app.ts';
import { currentUser } from '../auth/guard.ts';
import { endsSession } from '../auth/session-events.ts';
import { isSessionOpen } from '../auth/session-service.ts';
import { isInAudience } from './audience.ts';
import { EVENTS_MISSED } from './event-bus.ts';

const HEARTBEAT_MS = 25_000;

/**
 * Server-sent events for the signed-in user: every event whose audience includes them, as it
 * happens. The stream ends when its sign-in ends (sign-out, the refresh family revoked on reuse,
 * a password reset or change: told to every instance through the bus), and when the access token
 * it was opened with expires (the client reconnects with a fresh one), so a disabled user stops
 * hearing within minutes.
 */
export function eventsRoutes({
  events,
  database,
}: Pick<AppDeps, 'events' | 'database'>): FastifyPluginAsyncZod {
  return async (app) => {
    const open = new Set<ServerResponse>();
    // Closing the server ends the open streams instead of waiting for them.
    app.addHook('preClose', async () => {
      for (const res of open) res.end();
    });

    app.get(
      '/api/events',
      {
        config: { access: 'user' },
        schema: {
          tags: ['events'],
          summary: 'Realtime events for me (text/event-stream)',
          produces: ['text/event-stream'],
        },
      },
      (request, reply) => {
        const user = currentUser(request);
        const token = request.headers.authorization?.split(' ')[1] ?? '';
        const expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        res.write(`retry: 3000\n: connected\n\n`);

        const unsubscribe = events.subscribe((event) => {
          // A missed gap: the page reconnects and refetches what it shows (lib/app-events.ts).
          if (
            event.type === EVENTS_MISSED ||
            endsSession(event, { id: user.id, sessionId: user.sessionId })
          ) {
            res.end();
            return;
          }
          if (!isInAudience(event, user)) return;
          res.write(`event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
        const expiry = setTimeout(() => res.end(), Math.max(1000, expiresAt - Date.now()));
        open.add(res);
        res.on('close', () => {
          open.delete(res);
          unsubscribe();
          clearInterval(heartbeat);
          clearTimeout(expiry);
        });
        // A sign-out between the guard's check and the subscription above was not heard: look again.
        void isSessionOpen({ db: database.db, familyId: user.sessionId }).then(
          (isOpen) => {
            if (!isOpen) res.end();
          },
          () => res.end(),
        );
      },
    );
  };
}
