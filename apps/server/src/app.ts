import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AiProvider } from './ai/ai-tasks.ts';
import { createAiProvider } from './ai/create-ai-provider.ts';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { DocumentReader } from './documents/document-pool.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { serializeError, serializeRequest } from './http/log-serializers.ts';
import { validatorCompiler } from './http/validator.ts';
import { registerWebApp } from './http/web-app.ts';
import { accountRoutes } from './modules/auth/account-routes.ts';
import { createAuthContext } from './modules/auth/context.ts';
import { registerAuthGuard } from './modules/auth/guard.ts';
import { invitationRoutes } from './modules/auth/invitation-routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { analysisRoutes } from './modules/analysis/routes.ts';
import { candidateMatchRoutes } from './modules/analysis/candidate-routes.ts';
import { applicationsRoutes } from './modules/applications/routes.ts';
import { companiesAdminRoutes } from './modules/companies/routes.ts';
import { publicJobPageRoutes } from './modules/content/public-page-routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { jobsRoutes } from './modules/jobs/jobs-routes.ts';
import { duplicatesRoutes } from './modules/resumes/duplicates-routes.ts';
import { resumesRoutes } from './modules/resumes/routes.ts';
import { createMailer, type Mailer } from './modules/messaging/mailer.ts';
import { messagingRoutes } from './modules/messaging/routes.ts';
import { notesRoutes } from './modules/notes/routes.ts';
import { interviewsRoutes } from './modules/interviews/routes.ts';
import { calendarRoutes } from './modules/calendar/routes.ts';
import { candidateMessagingRoutes } from './modules/messaging/candidate-routes.ts';
import { createSmsSender, type SmsSender } from './modules/messaging/sms.ts';
import type { EventBus } from './modules/events/event-bus.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { toolsRoutes } from './modules/tools/routes.ts';
import { createToolsService } from './modules/tools/service.ts';
import type { Storage } from './storage/storage.ts';

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  /** Reads uploaded documents in worker threads, within the reading limits. */
  documents: DocumentReader;
  /** Realtime fan-out to open pages (LISTEN/NOTIFY underneath). */
  events: EventBus;
  version: string;
  /** E-mail provider; made from the config (SMTP_URL or the outbox) when not given. */
  mailer?: Mailer;
  /** AI provider; by default the one AI_PROVIDER names (builtin). */
  ai?: AiProvider;
  /** SMS provider; made from the config (SMS_PROVIDER) when not given. */
  sms?: SmsSender;
}

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
      // Bodies are never logged; tokens in a URL (reset and invitation links) are masked; a failed
      // SQL statement is logged without its values.
      serializers: { req: serializeRequest, err: serializeError },
    },
    bodyLimit: 1024 * 1024,
    // A body that never finishes is cut off (Node answers 408); uploads have their own, shorter limits.
    requestTimeout: deps.config.UPLOAD_TIMEOUT_MS + 30_000,
    // Behind a proxy, the client's address comes from X-Forwarded-For (limits count by it).
    trustProxy: deps.config.TRUST_PROXY as Exclude<FastifyServerOptions['trustProxy'], undefined>,
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
  const auth = await createAuthContext({
    config: deps.config,
    db: deps.database.db,
    mailer,
    events: deps.events,
    log: app.log,
  });
  // Before any route: the guard checks that every API route declares who may call it.
  registerAuthGuard(app, auth);

  const ai = deps.ai ?? createAiProvider(deps.config, deps.documents.builtinAiTask);
  await app.register(systemRoutes({ ...deps, ai }));
  await app.register(authRoutes(auth));
  await app.register(accountRoutes(auth));
  await app.register(invitationRoutes(auth));
  await app.register(companiesAdminRoutes(auth));
  await app.register(messagingRoutes({ db: deps.database.db }));
  // Uploads are streamed (request.file()); each route sets its own size limit, none over 10MB.
  await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10, parts: 11 } });
  await app.register(
    toolsRoutes({
      config: deps.config,
      db: deps.database.db,
      tools: createToolsService({ ai, documents: deps.documents }),
    }),
  );
  await app.register(jobsRoutes({ ...deps, ai }));
  await app.register(resumesRoutes({ ...deps, ai }));
  await app.register(duplicatesRoutes(deps));
  await app.register(applicationsRoutes(deps));
  await app.register(analysisRoutes(deps));
  await app.register(candidateMatchRoutes(deps));
  await app.register(contentRoutes({ ...deps, ai }));
  await app.register(notesRoutes(deps));
  await app.register(interviewsRoutes({ ...deps, mailer }));
  await app.register(calendarRoutes(deps));
  await app.register(
    candidateMessagingRoutes({ ...deps, mailer, sms: deps.sms ?? createSmsSender(deps.config) }),
  );
  await app.register(eventsRoutes(deps));

  // Last: the built web app (a job's page with its SEO, Open Graph and JobPosting data for crawlers
  // that run no script), and the answer to every path no route took.
  await registerWebApp(app, deps.config.WEB_DIST_DIR, (indexHtmlPath) =>
    app.register(publicJobPageRoutes({ ...deps, indexHtmlPath })),
  );

  return app;
}
