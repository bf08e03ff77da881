import type { MessagePort } from 'node:worker_threads';
import { threadId } from 'node:worker_threads';
import type { JobInput } from '@gius/engine/job-profile';
import type { AiTaskName } from '../ai/ai-tasks.ts';
import { AppError } from '../http/app-error.ts';
import type { DocumentKind } from './document-kind.ts';
import { extractResumeText, extractToolsPdfText, UnreadableDocumentError } from './extract-text.ts';
import { assertPdfStreamsWithin, DocumentTooComplexError } from './inflate-guard.ts';
import { DOCUMENT_LIMITS, OCR_RENDER_DPI } from './limits.ts';

/**
 * What runs inside a document worker thread (document-pool.ts): the readers that parse files
 * from outside, and the engine's analysis of the text read from them. Only this module's imports
 * load pdf.js, mammoth, canvas and tesseract, so the server's own thread never holds them. A file
 * worker (document-worker.mjs) has pdf.js loaded as it starts; a text worker (text-worker.mjs)
 * runs only the text jobs and never loads it. Results and errors cross the thread as plain data.
 */

export type DocumentJob =
  | { op: 'resume-text'; data: Uint8Array; kind: DocumentKind }
  | { op: 'tools-pdf-text'; data: Uint8Array }
  | { op: 'render-pages'; data: Uint8Array; dpi: number; maxPages: number }
  | { op: 'ocr'; data: Uint8Array }
  | { op: 'analyze-resume'; text: string; now: Date }
  | { op: 'parse-resume'; text: string; now: Date }
  | { op: 'job-profiles'; jobs: JobInput[] }
  | { op: 'builtin-ai-task'; task: AiTaskName; input: unknown }
  | { op: 'thread-id' };

export type DocumentJobResult = { ok: true; value: unknown } | { ok: false; code: string; message: string };

async function runJob(job: DocumentJob): Promise<unknown> {
  switch (job.op) {
    case 'resume-text':
      return extractResumeText(job.data, job.kind);
    case 'tools-pdf-text':
      return extractToolsPdfText(job.data);
    case 'render-pages': {
      assertPdfStreamsWithin(job.data, DOCUMENT_LIMITS.maxPdfInflatedBytes);
      const { renderPdfPages } = await import('./pdf-render.ts');
      return renderPdfPages(job.data, { dpi: job.dpi, maxPages: job.maxPages });
    }
    case 'ocr': {
      assertPdfStreamsWithin(job.data, DOCUMENT_LIMITS.maxPdfInflatedBytes);
      const { renderPdfPages } = await import('./pdf-render.ts');
      const { ocrImages } = await import('./ocr.ts');
      return ocrImages(await renderPdfPages(job.data, { dpi: OCR_RENDER_DPI }));
    }
    case 'analyze-resume': {
      const { analyzeResume } = await import('@gius/engine/resume-analysis');
      return analyzeResume(job.text, { now: job.now });
    }
    case 'job-profiles': {
      const { analyzeJobForMatch } = await import('@gius/engine/job-match-profile');
      return job.jobs.map((input) => analyzeJobForMatch(input));
    }
    case 'parse-resume': {
      const { parseResume } = await import('@gius/engine/resume-fields');
      return parseResume(job.text, { now: job.now });
    }
    case 'builtin-ai-task': {
      const { AI_TASKS } = await import('../ai/task-definitions.ts');
      return AI_TASKS[job.task].builtin(job.input as never);
    }
    case 'thread-id':
      return threadId;
  }
}

function failure(err: unknown): DocumentJobResult {
  const message = err instanceof Error ? err.message : String(err);
  if (err instanceof AppError) return { ok: false, code: err.code, message };
  if (err instanceof DocumentTooComplexError) return { ok: false, code: 'FILE_TOO_COMPLEX', message };
  if (err instanceof UnreadableDocumentError) return { ok: false, code: 'FILE_UNREADABLE', message };
  return { ok: false, code: 'FILE_UNREADABLE', message: `The document could not be read: ${message}` };
}

/** Piscina's entry: tells the pool the job started (its time limit counts from here), then runs it. */
export default async function documentWorker({
  job,
  started,
}: {
  job: DocumentJob;
  started: MessagePort;
}): Promise<DocumentJobResult> {
  started.postMessage('started');
  started.close();
  try {
    return { ok: true, value: await runJob(job) };
  } catch (err) {
    return failure(err);
  }
}
