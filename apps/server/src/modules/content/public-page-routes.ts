import fs from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LANGUAGES } from '@gius/shared/constants';
import type { AppDeps } from '../../app.ts';
import { getOpenJob } from '../jobs/open-jobs-service.ts';
import { jobPageHead, withJobHead } from './job-page-head.ts';
import { getJobSeo } from './service.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reader's language from `?lang=` or Accept-Language, when it is one of ours. */
function readerLanguage(query: unknown, acceptLanguage: string | undefined): string | undefined {
  const asked = (query as { lang?: string } | undefined)?.lang ?? acceptLanguage?.slice(0, 2);
  return asked && (LANGUAGES as readonly string[]).includes(asked) ? asked : undefined;
}

/**
 * `/jobs/:id` of the web app, served with the job's head (SEO title and description, Open Graph,
 * JobPosting JSON-LD) in index.html. Any other case (no such job, not yet visible) is the plain
 * web app, which shows its own "not found".
 */
export function publicJobPageRoutes({
  database,
  config,
  indexHtmlPath,
}: Pick<AppDeps, 'database' | 'config'> & { indexHtmlPath: string }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/jobs/:id', async (request, reply) => {
      const { id } = request.params as { id: string };
      const html = await fs.readFile(indexHtmlPath, 'utf8');
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      if (!UUID.test(id)) return html;
      const job = await getOpenJob({ db: database.db, id }).catch(() => null);
      if (!job) return html;
      const language = readerLanguage(request.query, request.headers['accept-language']);
      const seo = await getJobSeo({ db: database.db, jobId: id, language });
      const url = `${config.publicUrl}/jobs/${id}`;
      return withJobHead(html, jobPageHead({ job, seo, url, language: seo?.language ?? language ?? 'he' }));
    });
  };
}
