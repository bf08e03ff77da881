import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZContentItem,
  ZContentItemsQuery,
  ZContentTranslations,
  ZGenerateMarketingRequest,
  ZGenerateMarketingResponse,
  ZGenerateSocialRequest,
  ZGenerateSocialResponse,
  ZSaveContentRequest,
  ZUpdateContentRequest,
} from '@gius/shared/content';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { AppDeps } from '../../app.ts';
import { companyScope } from '../../http/company-scope.ts';
import { currentUser } from '../auth/guard.ts';
import {
  deleteContentItem,
  generateMarketing,
  generateSocialPosts,
  listContentItems,
  saveContentItem,
  translateContentItem,
  updateContentItem,
} from './service.ts';

/** Aborted when the client goes away before the answer is sent, so the AI work stops too. */
function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** The social content and marketing content tabs: generate, save, edit, list per job. */
export function contentRoutes({
  config,
  database,
  ai,
}: Pick<AppDeps, 'config' | 'database'> & { ai: AiProvider }): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['content'];
    const staff = { access: ['hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.post(
      '/api/content/marketing',
      {
        config: staff,
        schema: {
          tags,
          summary: "A job's careers-page text, talent-pool e-mail, three ads and SEO (not saved)",
          body: ZGenerateMarketingRequest,
          response: { 200: ZGenerateMarketingResponse },
        },
      },
      async (request, reply) =>
        generateMarketing({
          db,
          ai,
          scope: companyScope(request),
          publicUrl: config.publicUrl,
          request: request.body,
          signal: abortOnDisconnect(reply),
        }),
    );

    app.post(
      '/api/content/social',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Write one post per network for each job, in one language (not saved)',
          body: ZGenerateSocialRequest,
          response: { 200: ZGenerateSocialResponse },
        },
      },
      async (request, reply) => {
        const posts = await generateSocialPosts({
          db,
          ai,
          scope: companyScope(request),
          publicUrl: config.publicUrl,
          request: request.body,
          signal: abortOnDisconnect(reply),
        });
        return { posts };
      },
    );

    app.get(
      '/api/content/items',
      {
        config: staff,
        schema: {
          tags,
          summary: "A job's saved content, newest first",
          querystring: ZContentItemsQuery,
          response: { 200: z.array(ZContentItem) },
        },
      },
      async (request) =>
        listContentItems({
          db,
          scope: companyScope(request),
          jobId: request.query.jobId,
          kind: request.query.kind,
        }),
    );

    app.post(
      '/api/content/items',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Save a text of a job',
          body: ZSaveContentRequest,
          response: { 201: ZContentItem },
        },
      },
      async (request, reply) => {
        const item = await saveContentItem({
          db,
          scope: companyScope(request),
          userId: currentUser(request).id,
          item: request.body,
        });
        return reply.status(201).send(item);
      },
    );

    app.put(
      '/api/content/items/:id',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Edit a saved text',
          params,
          body: ZUpdateContentRequest,
          response: { 200: ZContentItem },
        },
      },
      async (request) =>
        updateContentItem({
          db,
          scope: companyScope(request),
          id: request.params.id,
          text: request.body.text,
        }),
    );

    app.post(
      '/api/content/items/:id/translations',
      {
        config: staff,
        schema: {
          tags,
          summary: 'Translate a saved text into the two other languages (builtin: fixed phrases only)',
          params,
          response: { 200: ZContentTranslations },
        },
      },
      async (request, reply) =>
        translateContentItem({
          db,
          ai,
          scope: companyScope(request),
          id: request.params.id,
          signal: abortOnDisconnect(reply),
        }),
    );

    app.delete(
      '/api/content/items/:id',
      { config: staff, schema: { tags, summary: 'Delete a saved text', params } },
      async (request, reply) => {
        await deleteContentItem({ db, scope: companyScope(request), id: request.params.id });
        return reply.status(204).send();
      },
    );
  };
}
