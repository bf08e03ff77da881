import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZExtractResumeTextResponse,
  ZGenerateJobAdRequest,
  ZGenerateJobAdResponse,
  ZGenerateResumeRequest,
  ZGenerateResumeResponse,
} from '@gius/shared/career-tools';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readReceivedFile, receiveFile, uploadLimits } from '../../http/receive-file.ts';
import { databaseRateLimitStore } from '../rate-limits/fastify-store.ts';
import type { ToolsService } from './service.ts';

/**
 * The three career-tools functions at the paths the spec's client calls (section 7), open to
 * anyone. Each is rate limited per client (IP), counted in the database so that every instance
 * shares the count: a 429 the page shows as its "usage limit reached" toast.
 */

/** Aborted when the client goes away before the answer is sent, so the AI work stops too. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

export function toolsRoutes(deps: {
  config: Config;
  db: Database;
  tools: ToolsService;
}): FastifyPluginAsyncZod {
  const { config, db, tools } = deps;
  return async (app) => {
    if (!app.hasRequestDecorator('file')) {
      await app.register(multipart, { limits: { fileSize: MAX_RESUME_BYTES, files: 1, fields: 10 } });
    }
    if (!app.hasDecorator('rateLimit')) {
      await app.register(rateLimit, {
        global: false,
        store: databaseRateLimitStore(db, 'tools'),
        errorResponseBuilder: (_request, context) =>
          new AppError(
            'RATE_LIMITED',
            `Too many requests: ${context.max} per ${context.after}; try again later`,
          ),
      });
    }
    const perClient = { max: config.TOOLS_RATE_LIMIT_MAX, timeWindow: config.TOOLS_RATE_LIMIT_WINDOW_MS };

    app.post(
      '/functions/v1/extract-resume-text',
      {
        // Limited before the upload is read: a refused client costs no parsing.
        config: { access: 'public', rateLimit: perClient },
        schema: {
          tags: ['tools'],
          summary: 'Text of a resume PDF (multipart field "file"), in reading order',
          consumes: ['multipart/form-data'],
          response: { 200: ZExtractResumeTextResponse },
        },
      },
      async (request) => {
        const missing = () =>
          new AppError('VALIDATION_ERROR', 'Send the resume as multipart/form-data in the field "file"', [
            { path: 'file', message: 'is required' },
          ]);
        const part = await receiveFile(request, uploadLimits(config));
        if (!part || part.fieldname !== 'file') {
          part?.stream.destroy();
          throw missing();
        }
        const bytes = await readReceivedFile(part);
        return tools.extractResumeText(bytes);
      },
    );

    app.post(
      '/functions/v1/generate-resume',
      {
        config: { access: 'public', rateLimit: perClient },
        schema: {
          tags: ['tools'],
          summary: 'A resume tailored to a job',
          body: ZGenerateResumeRequest,
          response: { 200: ZGenerateResumeResponse },
        },
      },
      async (request, reply) => tools.generateResume(request.body, abortOnDisconnect(reply)),
    );

    app.post(
      '/functions/v1/generate-job-ad',
      {
        config: { access: 'public', rateLimit: perClient },
        schema: {
          tags: ['tools'],
          summary: 'A job ad as a Facebook post and a WhatsApp message',
          body: ZGenerateJobAdRequest,
          response: { 200: ZGenerateJobAdResponse },
        },
      },
      async (request, reply) => tools.generateJobAd(request.body, abortOnDisconnect(reply)),
    );
  };
}
