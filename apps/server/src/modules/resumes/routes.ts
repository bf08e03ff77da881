import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZResume, ZResumesQuery, ZResumeWithText, ZUploadResumeQuery } from '@gius/shared/resumes';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import type { AppDeps } from '../../app.ts';
import { AppError } from '../../http/app-error.ts';
import { companyScope } from '../../http/company-scope.ts';
import { readerLocale } from '../../http/reader-locale.ts';
import { receiveFile, uploadLimits } from '../../http/receive-file.ts';
import { currentUser } from '../auth/guard.ts';
import { toResumesWithDuplicates } from './identity-service.ts';
import { deletableResume, listResumesFor, readableResume } from './access.ts';
import { requestReadWithAi } from './read-with-ai-task.ts';
import { deleteResume, resumeNotFound, setDefaultResume, toResume, toResumeWithText } from './service.ts';
import { uploadResume, type ResumeOwner } from './upload-service.ts';

/** Resumes: upload, list, read, download, delete, default. */
export function resumesRoutes({
  config,
  database,
  storage,
  documents,
  ai,
}: Pick<AppDeps, 'config' | 'database' | 'storage' | 'documents'> & {
  ai: AiProvider;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const db = database.db;
    const tags = ['resumes'];
    const anyRole = { access: ['candidate', 'hr', 'company_manager', 'admin'] } as const;
    const params = z.object({ id: z.uuid() });

    app.post(
      '/api/resumes',
      {
        config: {
          ...anyRole,
          signInError: { code: 'LOGIN_TO_UPLOAD', message: 'You need to login to upload files' },
        },
        schema: {
          tags,
          summary:
            "Upload a resume (PDF, .docx or .doc, at most 10MB), as multipart field `file`: a candidate's own, or to a company's pool",
          consumes: ['multipart/form-data'],
          querystring: ZUploadResumeQuery,
          response: { 201: ZResume },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        let owner: ResumeOwner;
        if (user.role === 'candidate') owner = { userId: user.id };
        else {
          const scope = companyScope(request, request.query.companyId);
          if (scope.all)
            throw new AppError('VALIDATION_ERROR', 'Invalid request: companyId', [
              { path: 'companyId', message: 'required' },
            ]);
          owner = { companyId: scope.companyId };
        }
        const part = await receiveFile(request, uploadLimits(config));
        if (!part) throw new AppError('FILE_REQUIRED', 'Choose a file to upload');
        const row = await uploadResume({
          db,
          storage,
          documents,
          file: part.stream,
          fileName: part.filename,
          owner,
          uploadedBy: user.id,
        });
        const [resume] = await toResumesWithDuplicates({ db, rows: [row] });
        return reply.status(201).send(resume!);
      },
    );

    app.get(
      '/api/resumes',
      {
        config: anyRole,
        schema: {
          tags,
          summary: "My resumes; a company's pool and the resumes sent to it",
          querystring: ZResumesQuery,
          response: { 200: z.array(ZResume) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const scope = user.role === 'candidate' ? null : companyScope(request, request.query.companyId);
        return toResumesWithDuplicates({
          db,
          rows: await listResumesFor({ db, user, scope }),
          locale: readerLocale(request),
        });
      },
    );

    app.get(
      '/api/resumes/:id',
      {
        config: anyRole,
        schema: { tags, summary: 'A resume with its text', params, response: { 200: ZResumeWithText } },
      },
      async (request) =>
        toResumeWithText(
          await readableResume({ db, user: currentUser(request), id: request.params.id }),
          readerLocale(request),
        ),
    );

    app.get(
      '/api/resumes/:id/file',
      { config: anyRole, schema: { tags, summary: 'The resume file', params } },
      async (request, reply) => {
        const row = await readableResume({ db, user: currentUser(request), id: request.params.id });
        const stream = await storage.open(row.fileKey);
        if (!stream) throw resumeNotFound();
        return reply
          .header('content-type', row.mime)
          .header('content-length', String(row.size))
          .header('content-disposition', contentDisposition(row.fileName))
          .header('cache-control', 'private, no-store')
          .send(stream);
      },
    );

    app.post(
      '/api/resumes/:id/default',
      {
        config: { access: ['candidate'] },
        schema: { tags, summary: 'Make one of my resumes the default', params, response: { 200: ZResume } },
      },
      async (request) => {
        const user = currentUser(request);
        await setDefaultResume({ db, userId: user.id, id: request.params.id });
        return toResume(await readableResume({ db, user, id: request.params.id }));
      },
    );

    app.post(
      '/api/resumes/:id/improve-with-ai',
      {
        // A company reads the scans of its pool and of the applications sent to it.
        config: { access: ['hr', 'company_manager', 'admin'] },
        schema: {
          tags,
          summary:
            'Read a resume uploaded with no text found (a scan) with an AI model that reads images, in the background (resume.updated when done, resume.read_failed when not)',
          params,
          response: { 202: ZResume },
        },
      },
      async (request, reply) => {
        const row = await readableResume({ db, user: currentUser(request), id: request.params.id });
        await requestReadWithAi({ db, ai, row });
        return reply.status(202).send(toResume(row));
      },
    );

    app.delete(
      '/api/resumes/:id',
      {
        config: anyRole,
        schema: {
          tags,
          summary: 'Delete a resume (applications sent with it are kept, without the file)',
          params,
        },
      },
      async (request, reply) => {
        const row = await deletableResume({ db, user: currentUser(request), id: request.params.id });
        await deleteResume({ db, storage, row });
        return reply.status(204).send();
      },
    );
  };
}

/** `attachment` with the name as ASCII (old clients) and as UTF-8 (RFC 6266 / 5987). */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
