import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealthResponse, ZPublicConfig, type THealthResponse } from '@gius/shared/health';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { AppDeps } from '../../app.ts';

const startedAt = Date.now();

export function systemRoutes(deps: AppDeps & { ai: AiProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Database and storage status',
          response: { 200: ZHealthResponse, 503: ZHealthResponse },
        },
      },
      async (_request, reply) => {
        const database: THealthResponse['database'] = { status: 'ok', driver: deps.database.driver };
        const t0 = performance.now();
        try {
          await deps.database.ping();
          database.latencyMs = Math.round((performance.now() - t0) * 100) / 100;
        } catch (err) {
          database.status = 'error';
          database.error = err instanceof Error ? err.message : String(err);
        }
        const storage: THealthResponse['storage'] = { status: 'ok', driver: deps.storage.driver };
        try {
          await deps.storage.check();
        } catch (err) {
          storage.status = 'error';
          storage.error = err instanceof Error ? err.message : String(err);
        }
        const healthy = database.status === 'ok' && storage.status === 'ok';
        const body: THealthResponse = {
          status: healthy ? 'ok' : 'degraded',
          version: deps.version,
          uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
          database,
          storage,
        };
        return reply.status(healthy ? 200 : 503).send(body);
      },
    );

    app.get(
      '/api/config',
      {
        config: { access: 'public' },
        schema: {
          tags: ['system'],
          summary: 'Settings the web app adapts to (what the AI provider can do)',
          response: { 200: ZPublicConfig },
        },
      },
      async () => ({ aiReadsImages: deps.ai.readsImages }),
    );
  };
}
