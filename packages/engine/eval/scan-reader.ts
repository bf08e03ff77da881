import { fork, type ChildProcess } from 'node:child_process';

/**
 * The eval's scans read in a child process (`scan-reader-child.ts`): each tuning scan's PDF drawn to
 * page images, degraded, drawn at the OCR's dpi and read by `ocrImages`, one resume after another.
 * The native code behind that (skia's canvas, pdf.js, tesseract's wasm in worker threads) crashed the
 * eval with a segmentation fault now and then (round 11: exit 139 on a second run of the same pages);
 * in a child of its own a crash loses one resume's reading, which is read again by a new child,
 * instead of the whole run.
 */
export interface ScanJob {
  id: string;
  pdf: Uint8Array;
  variants: string[];
  /** The dpi the pages are drawn at for OCR. */
  dpi: number;
  /** The degradation's seed (the same from run to run). */
  seed: number;
}

export interface ScanReading {
  text: string;
  pages: number;
  /** Milliseconds of OCR (drawing the pages left out). */
  ms: number;
  /** Why no text was read (the child crashed or hung twice), else undefined. */
  failed?: string;
}

/** A resume whose reading takes longer than this is taken as hung (a page is read in 4–15 s). */
const JOB_TIMEOUT_MS = 10 * 60 * 1000;
const ATTEMPTS = 2;

export function startScanReader(): { read(job: ScanJob): Promise<ScanReading>; close(): void } {
  let child: ChildProcess | null = null;
  let waiting: { resolve(r: ScanReading): void; reject(e: Error): void } | null = null;

  const started = (): ChildProcess => {
    if (child) return child;
    // The parent's execArgv carries tsx's loader, so the child runs TypeScript too.
    const c = fork(new URL('./scan-reader-child.ts', import.meta.url), [], { serialization: 'advanced' });
    c.on('message', (reading: ScanReading) => {
      waiting?.resolve(reading);
      waiting = null;
    });
    c.on('exit', (code, signal) => {
      if (child === c) child = null;
      waiting?.reject(new Error(`the scan reader exited (${signal ?? `code ${code}`})`));
      waiting = null;
    });
    child = c;
    return c;
  };

  const once = (job: ScanJob) =>
    new Promise<ScanReading>((resolve, reject) => {
      const c = started();
      const timer = setTimeout(() => c.kill('SIGKILL'), JOB_TIMEOUT_MS);
      waiting = {
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      c.send(job);
    });

  return {
    async read(job) {
      let reason = '';
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        try {
          return await once(job);
        } catch (error) {
          reason = (error as Error).message;
          console.error(`scan ${job.id}, attempt ${attempt}: ${reason}`);
        }
      }
      return { text: '', pages: 0, ms: 0, failed: reason };
    },
    close() {
      child?.disconnect();
      child = null;
    },
  };
}
