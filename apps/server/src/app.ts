import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
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
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { serializeRequest } from './http/log-serializers.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { createAuthContext } from './modules/auth/context.ts';
import { registerAuthGuard } from './modules/auth/guard.ts';
import { invitationRoutes } from './modules/auth/invitation-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { analysisRoutes } from './modules/analysis/routes.ts';
import { applicationsRoutes } from './modules/applications/routes.ts';
import { companiesAdminRoutes } from './modules/companies/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { jobsRoutes } from './modules/jobs/jobs-routes.ts';
import { duplicatesRoutes } from './modules/resumes/duplicates-routes.ts';
import { resumesRoutes } from './modules/resumes/routes.ts';
import { createMailer, type Mailer } from './modules/messaging/mailer.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
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
  /** E-mail provider; made from the config (SMTP_URL or the outbox) when not given. */
  mailer?: Mailer;
  /** AI provider; by default the one AI_PROVIDER names (builtin). */
  ai?: AiProvider;
}

const DEFAULT_WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Paths the API owns: an unknown one answers JSON, never the web app. */
const API_PREFIXES = ['/api/', '/functions/'];

export async function buildApp(
  deps: AppDeps,
  options: { logger?: FastifyServerOptions['logger']; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? {
      level: deps.config.LOG_LEVEL,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Secrets never reach the log.
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Bodies are never logged; tokens in a URL (reset and invitation links) are masked.
      serializers: { req: serializeRequest },
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

  const mailer = deps.mailer ?? createMailer(deps.config);
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  const auth = await createAuthContext({ config: deps.config, db: deps.database.db, mailer, log: app.log });
  // Before any route: the guard checks that every API route declares who may call it.
  registerAuthGuard(app, auth);

  const ai = deps.ai ?? createAiProvider(deps.config);
  await app.register(systemRoutes({ ...deps, ai }));
  await app.register(authRoutes(auth));
  await app.register(accountRoutes(auth));
  await app.register(invitationRoutes(auth));
  await app.register(companiesAdminRoutes(auth));
  await app.register(messagingRoutes({ db: deps.database.db }));
  // Uploads are streamed (request.file()); each route sets its own size limit, none over 10MB.
  await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 } });
  await app.register(toolsRoutes({ config: deps.config, tools: createToolsService({ ai }) }));
  await app.register(jobsRoutes(deps));
  await app.register(resumesRoutes({ ...deps, ai }));
  await app.register(duplicatesRoutes(deps));
  await app.register(applicationsRoutes(deps));
  await app.register(analysisRoutes(deps));
  await app.register(eventsRoutes(deps));

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
