import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createEventBus } from '../modules/events/event-bus.ts';
import type { TestApp } from './test-app.ts';

/**
 * Another instance of the server on the same database and files as `t`: its own Fastify, its own
 * event bus (its own LISTEN) and its own memory, as a second process behind a load balancer
 * would have (it shares the connection pool and the document readers, not the state). Close it
 * before `t`.
 */
export async function startSecondInstance(
  t: TestApp,
): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  const events = await createEventBus(t.deps.database);
  const app = await buildApp({ ...t.deps, events }, { logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await events.close();
    },
  };
}
