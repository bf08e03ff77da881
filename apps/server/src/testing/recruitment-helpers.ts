import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSession } from '@gius/shared/auth';
import type { TCreateJobRequest, TManagedJob } from '@gius/shared/jobs';
import type { TResume } from '@gius/shared/resumes';
import { bearer } from './auth-helpers.ts';

/** Factories for server tests of jobs, resumes and applications, through the real API. */

export function jobInput(overrides: Partial<TCreateJobRequest> = {}): TCreateJobRequest {
  return {
    title: 'מפתח/ת Full Stack',
    description: 'פיתוח מערכות גיוס בענן, עבודה בצוות קטן.',
    requirements: 'TypeScript, React, Node.js; שלוש שנות ניסיון',
    location: 'תל אביב',
    employmentType: 'full_time',
    publish: true,
    ...overrides,
  };
}

export async function createJob(
  app: FastifyInstance,
  session: TSession,
  overrides: Partial<TCreateJobRequest> = {},
): Promise<TManagedJob> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/manage/jobs',
    headers: bearer(session),
    payload: jobInput(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create job failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A multipart/form-data body with one file, as a browser sends it. */
export function multipartFile(
  content: Buffer,
  fileName: string,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----gius${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function uploadResumeRaw(
  app: FastifyInstance,
  session: TSession | null,
  content: Buffer,
  fileName: string,
  query = '',
) {
  const body = multipartFile(content, fileName);
  return app.inject({
    method: 'POST',
    url: `/api/resumes${query}`,
    headers: { ...body.headers, ...(session ? bearer(session) : {}) },
    payload: body.payload,
  });
}

export async function uploadResume(
  app: FastifyInstance,
  session: TSession,
  content: Buffer,
  fileName: string,
  query = '',
): Promise<TResume> {
  const res = await uploadResumeRaw(app, session, content, fileName, query);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function apply(app: FastifyInstance, session: TSession, jobId: string, resumeId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/jobs/${jobId}/apply`,
    headers: bearer(session),
    payload: { resumeId },
  });
}
