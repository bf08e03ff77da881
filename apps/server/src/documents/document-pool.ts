import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { JobMatchProfile } from '@gius/engine/job-match-profile';
import type { JobInput } from '@gius/engine/job-profile';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import type { ResumeFields } from '@gius/engine/resume-fields';
import type { BuiltinTaskRunner } from '../ai/builtin-provider.ts';
import { AppError } from '../http/app-error.ts';
import type { DocumentKind } from './document-kind.ts';
import type { DocumentJob, DocumentJobResult } from './document-worker.ts';
import { DOCUMENT_LIMITS, type ExtractedText } from './limits.ts';

/**
 * Reads documents from outside (PDF and Word text, page images, OCR) in worker threads, never on
 * the server's event loop. Each job runs under a JavaScript heap cap and a time limit counted from
 * when a worker takes it; a job past either is ended with its worker and answers FILE_TOO_COMPLEX,
 * while the other workers and the server go on. Idle workers exit, so a server at rest holds none
 * of pdf.js, canvas or tesseract.
 */
export interface DocumentReader {
  /** Text of a resume (PDF, .docx, .doc), capped; '' for a PDF with no text layer. */
  resumeText(data: Uint8Array, kind: DocumentKind): Promise<ExtractedText>;
  /** Text of a PDF for the career tools (NO_TEXT_FOUND, PDF_ENCRYPTED… as AppError). */
  toolsPdfText(data: Uint8Array): Promise<ExtractedText>;
  /** PNG images of the first pages. */
  renderPages(data: Uint8Array, options: { dpi: number; maxPages: number }): Promise<Buffer[]>;
  /** Text of a scanned PDF, read by OCR. */
  ocr(data: Uint8Array): Promise<string>;
  /** The fields the engine reads from a resume's text (name, contacts, ID…), without the analysis. */
  parseResume(text: string, now: Date): Promise<ResumeFields>;
  /** The engine's analysis of a resume's text (its time grows with the text: kept off the event loop). */
  analyzeResume(text: string, now: Date): Promise<ResumeAnalysis>;
  /**
   * Jobs as the engine scores them (a job's text is up to 40,000 characters from outside: reading
   * one takes milliseconds, reading hundreds would hold the event loop for seconds).
   */
  jobProfiles(jobs: JobInput[]): Promise<JobMatchProfile[]>;
  /** A task of the builtin AI provider (the engine writing a resume or an ad from outside text). */
  builtinAiTask: BuiltinTaskRunner;
  /** The worker thread's id that ran a job (tests check that reading is off the main thread). */
  threadIdOfWorker(): Promise<number>;
  close(): Promise<void>;
}

export interface DocumentPoolOptions {
  /** File workers (pdf.js, Word); default half the machine's cores, at least one. */
  threads?: number;
  /** Text workers (resume analysis, builtin AI tasks); default the other half, at least one. */
  textThreads?: number;
  readTimeoutMs?: number;
  ocrTimeoutMs?: number;
  workerHeapMb?: number;
}

const tooComplex = (why: string) =>
  new AppError('FILE_TOO_COMPLEX', `The file is too complex to read (${why})`);

export function createDocumentPool(options: DocumentPoolOptions = {}): DocumentReader {
  // Reading a file and analysing its text take about the same time, so the cores are shared
  // between the two kinds of worker; only file workers hold pdf.js.
  const cores = os.availableParallelism();
  const threads = options.threads ?? Math.max(1, Math.ceil(cores / 2));
  const textThreads = options.textThreads ?? Math.max(1, Math.floor(cores / 2));
  const makePool = (maxThreads: number, entry = './document-worker.mjs') =>
    new Piscina({
      filename: new URL(entry, import.meta.url).href,
      minThreads: 0,
      maxThreads,
      // A worker holds pdf.js and its caches; let it go soon after the work stops.
      idleTimeout: 10_000,
      // Each waiting job holds its file (up to 10MB): past this many, a request is told the server
      // is busy at once instead of holding memory while it waits.
      maxQueue: maxThreads * DOCUMENT_LIMITS.queuedJobsPerThread,
      resourceLimits: {
        maxOldGenerationSizeMb: options.workerHeapMb ?? DOCUMENT_LIMITS.workerHeapMb,
        // A small young generation: 80 MB less at the peak of a 200-resume batch, at no cost in speed.
        maxYoungGenerationSizeMb: 8,
        stackSizeMb: 4,
      },
    });
  const reading = makePool(threads);
  const analysing = makePool(textThreads, './text-worker.mjs');
  // A worker that dies outside a job (out of memory while starting) is replaced by piscina; its
  // 'error' event must have a listener, or it would end the server's process.
  reading.on('error', () => {});
  analysing.on('error', () => {});
  // OCR takes seconds a page: one worker of its own, so scans never hold up uploads' text.
  const ocrPool = makePool(1);
  ocrPool.on('error', () => {});

  async function run<T>(pool: Piscina, job: DocumentJob, timeoutMs: number): Promise<T> {
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    let timedOut = false;
    const queued = setTimeout(() => controller.abort(), DOCUMENT_LIMITS.queueTimeoutMs);
    port1.once('message', () => {
      clearTimeout(queued);
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    });
    try {
      const result = (await pool.run(
        { job, started: port2 },
        { transferList: [port2], signal: controller.signal },
      )) as DocumentJobResult;
      if (!result.ok) throw new AppError(result.code as never, result.message);
      return result.value as T;
    } catch (err) {
      if (err instanceof AppError) throw err;
      if (timedOut) throw tooComplex(`reading took longer than ${timeoutMs} ms`);
      if (controller.signal.aborted || (err as Error).message === 'Task queue is at limit') {
        throw new AppError('SERVICE_UNAVAILABLE', 'The server is busy reading other files; try again soon');
      }
      if ((err as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY') {
        throw tooComplex('reading needed more memory than allowed');
      }
      // The worker died another way (a crash in a native reader): this file cannot be read.
      throw new AppError('FILE_UNREADABLE', `The document could not be read: ${(err as Error).message}`);
    } finally {
      clearTimeout(queued);
      clearTimeout(timer);
      port1.close();
    }
  }

  const readTimeout = options.readTimeoutMs ?? DOCUMENT_LIMITS.readTimeoutMs;
  return {
    resumeText: (data, kind) => run(reading, { op: 'resume-text', data, kind }, readTimeout),
    toolsPdfText: (data) => run(reading, { op: 'tools-pdf-text', data }, readTimeout),
    renderPages: async (data, { dpi, maxPages }) =>
      (
        await run<Uint8Array[]>(
          reading,
          { op: 'render-pages', data, dpi, maxPages },
          DOCUMENT_LIMITS.renderTimeoutMs,
        )
      ).map((png) => Buffer.from(png)),
    parseResume: (text, now) => run(analysing, { op: 'parse-resume', text, now }, readTimeout),
    analyzeResume: (text, now) => run(analysing, { op: 'analyze-resume', text, now }, readTimeout),
    jobProfiles: (jobs) => run(analysing, { op: 'job-profiles', jobs }, readTimeout),
    ocr: (data) => run(ocrPool, { op: 'ocr', data }, options.ocrTimeoutMs ?? DOCUMENT_LIMITS.ocrTimeoutMs),
    builtinAiTask: (task, input) => run(analysing, { op: 'builtin-ai-task', task, input }, readTimeout),
    threadIdOfWorker: () => run(reading, { op: 'thread-id' }, readTimeout),
    close: async () => {
      await Promise.all([reading.destroy(), analysing.destroy(), ocrPool.destroy()]);
    },
  };
}
