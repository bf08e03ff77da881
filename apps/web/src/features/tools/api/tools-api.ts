import {
  ZExtractResumeTextResponse,
  ZGenerateJobAdResponse,
  ZGenerateResumeResponse,
  type TGenerateJobAdInput,
  type TGenerateJobAdResponse,
  type TGenerateResumeInput,
  type TGenerateResumeResponse,
} from '@gius/shared/career-tools';
import { isErrorBody } from '@gius/shared/errors';
import type { z } from 'zod';

/** The three career-tools functions (spec section 7), one fetcher each; answers checked with the shared schemas. */

export class ToolsApiError extends Error {
  override name = 'ToolsApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (err) {
    throw new ToolsApiError(0, 'NETWORK', err instanceof Error ? err.message : String(err));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = isErrorBody(body) ? body.error : null;
    throw new ToolsApiError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? `HTTP ${response.status}`,
    );
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new ToolsApiError(response.status, 'unknown', 'Unexpected answer from the server');
  return parsed.data;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export function extractResumeText(file: File): Promise<{ text: string }> {
  const form = new FormData();
  form.append('file', file);
  return call(
    '/functions/v1/extract-resume-text',
    { method: 'POST', body: form },
    ZExtractResumeTextResponse,
  );
}

export function generateResume(body: TGenerateResumeInput): Promise<TGenerateResumeResponse> {
  return call('/functions/v1/generate-resume', json(body), ZGenerateResumeResponse);
}

export function generateJobAd(body: TGenerateJobAdInput): Promise<TGenerateJobAdResponse> {
  return call('/functions/v1/generate-job-ad', json(body), ZGenerateJobAdResponse);
}
