/**
 * Career tools with the builtin engine: extract + tailor for a two-page Hebrew resume PDF, and a
 * job ad. Prints median and p95 over BENCH_RUNS runs (default 50) after a warm-up.
 * Target (issue 3): median under 150 ms each. Exit code 1 when a target is missed.
 *
 *   npm run bench            (from the root: npm run bench)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tailorResume } from '@gius/engine/tailor-resume';
import { writeJobAd } from '@gius/engine/write-job-ad';
import { HEBREW_AD } from '../packages/engine/src/fixtures/jobs.ts';
import { HEBREW_BACKEND_JOB } from '../packages/engine/src/fixtures/resumes.ts';
import { extractPdfText } from '../apps/server/src/documents/pdf-text.ts';
import {
  convertWithLibreOffice,
  findChromium,
  findSoffice,
  startChromiumPdfMaker,
} from '../apps/server/src/testing/document-fixtures.ts';
import { HEBREW_RESUME_TWO_PAGES } from '../apps/server/src/testing/resume-fixtures.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const WARMUP = 5;
const TARGET_MS = 150;

async function makeResumePdf(): Promise<{ pdf: Buffer; producer: string }> {
  if (findSoffice()) {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-'));
    try {
      const pdfs = await convertWithLibreOffice([HEBREW_RESUME_TWO_PAGES], dir);
      return { pdf: pdfs[HEBREW_RESUME_TWO_PAGES.name]!, producer: 'LibreOffice' };
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }
  if (findChromium()) {
    const maker = await startChromiumPdfMaker();
    try {
      return { pdf: await maker.pdf(HEBREW_RESUME_TWO_PAGES), producer: 'Chromium' };
    } finally {
      await maker.close();
    }
  }
  throw new Error('The benchmark makes its resume PDF with LibreOffice or Chromium; neither is installed.');
}

interface Figures {
  median: number;
  p95: number;
  min: number;
  max: number;
}

function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { median: at(0.5), p95: at(0.95), min: sorted[0]!, max: sorted[sorted.length - 1]! };
}

async function measure(name: string, run: () => unknown): Promise<Figures> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  const f = figures(samples);
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${name.padEnd(44)} median ${fmt(f.median)} ms   p95 ${fmt(f.p95)} ms   min ${fmt(f.min)}   max ${fmt(f.max)}   (${RUNS} runs)`,
  );
  return f;
}

const { pdf, producer } = await makeResumePdf();
const text = await extractPdfText(pdf);
console.log(
  `Resume: ${HEBREW_RESUME_TWO_PAGES.name}, ${pdf.length} bytes, made by ${producer}; ${text.split('\n').length} lines extracted`,
);
console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'})\n`);

const extractAndTailor = await measure('extract + tailor (2-page Hebrew resume PDF)', async () => {
  const resume = await extractPdfText(pdf);
  return tailorResume({ resume, jobDescription: HEBREW_BACKEND_JOB });
});
await measure('  of which: extract only', () => extractPdfText(pdf));
await measure('  of which: tailor only', () =>
  tailorResume({ resume: text, jobDescription: HEBREW_BACKEND_JOB }),
);
const jobAd = await measure('job ad (Facebook + WhatsApp, Hebrew)', () => writeJobAd(HEBREW_AD));

const results = [
  ['extract + tailor', extractAndTailor.median],
  ['job ad', jobAd.median],
] as const;
let failed = false;
console.log('');
for (const [name, median] of results) {
  const ok = median < TARGET_MS;
  failed ||= !ok;
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}: median ${median.toFixed(1)} ms (target < ${TARGET_MS} ms)`);
}
process.exitCode = failed ? 1 : 0;
