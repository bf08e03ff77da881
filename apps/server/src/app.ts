import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AiProvider } from './ai/ai-tasks.ts';
import { createAiProvider } from './ai/create-ai-provider.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import type { EventBus } from './modules/events/event-bus.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { toolsRoutes } from './modules/tools/routes.ts';
import { createToolsService } from './modules/tools/service.ts';
import type { Storage } from './storage/storage.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** Realtime fan-out to open pages (LISTEN/NOTIFY underneath). */
  events: EventBus;
  version: string;
  /** AI provider; by default the one AI_PROVIDER names (builtin). */
  ai?: AiProvider;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Paths the API owns: an unknown one answers JSON, never the web app. */
const API_PREFIXES = ['/api/', '/functions/'];

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: deps.config.LOG_LEVEL,
      // Secrets never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
      },
    },
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Gius API', version: deps.version },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(systemRoutes(deps));
  const ai = deps.ai ?? createAiProvider(deps.config);
  await app.register(toolsRoutes({ config: deps.config, tools: createToolsService({ ai }) }));

  const webDist = deps.config.WEB_DIST_DIR ? path.resolve(deps.config.WEB_DIST_DIR) : DEFAULT_WEB_DIST;
  const indexHtml = path.join(webDist, 'index.html');
  const hasWeb = fs.existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
    // The SPA entry is served uncached so a new build is picked up at once.
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => url.startsWith(p)) || url === '/api' || url === '/functions';
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (and the web app's own 404 page) are rendered by the SPA.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      error: { code: 'NOT_FOUND', message: `Route ${request.method} ${url} not found` },
    });
  });

  return app;
}
