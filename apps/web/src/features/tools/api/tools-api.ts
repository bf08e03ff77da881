import type {
  TExtractResumeTextResponse,
  TGenerateJobAdInput,
  TGenerateJobAdResponse,
  TGenerateResumeInput,
  TGenerateResumeResponse,
} from '@gius/shared/career-tools';
import type { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-fetch.ts';

/** The answer schemas (and zod under them) are fetched with the first call, not with the page. */
const schemas = () => import('@gius/shared/career-tools');

/**
 * The three career-tools functions (spec section 7), one fetcher each. No session is sent (the page
 * is open to anyone) and no generic toast is shown: the page shows the spec's own toasts. Answers
 * are checked with the shared schemas.
 */

async function call<T>(path: string, body: unknown, schema: Promise<z.ZodType<T>>): Promise<T> {
  const [answer, check] = await Promise.all([
    apiFetch<unknown>(path, { method: 'POST', body, auth: false, toastOnError: false }),
    schema,
  ]);
  const parsed = check.safeParse(answer);
  if (!parsed.success) throw new ApiError('INTERNAL', 200, 'Unexpected answer from the server');
  return parsed.data;
}

export function extractResumeText(file: File): Promise<TExtractResumeTextResponse> {
  const form = new FormData();
  form.append('file', file);
  return call(
    '/functions/v1/extract-resume-text',
    form,
    schemas().then((s) => s.ZExtractResumeTextResponse),
  );
}

export function generateResume(body: TGenerateResumeInput): Promise<TGenerateResumeResponse> {
  return call(
    '/functions/v1/generate-resume',
    body,
    schemas().then((s) => s.ZGenerateResumeResponse),
  );
}

export function generateJobAd(body: TGenerateJobAdInput): Promise<TGenerateJobAdResponse> {
  return call(
    '/functions/v1/generate-job-ad',
    body,
    schemas().then((s) => s.ZGenerateJobAdResponse),
  );
}
