import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EXTRACTED_TEXT_CHARS } from '@gius/shared/constants';
import { analyzeJobForMatch } from '@gius/engine/job-match-profile';
import { AppError } from '../http/app-error.ts';
import { encryptedPdf, operatorFloodPdf, textFloodDocx } from '../testing/hostile-files.ts';
import { hebrewResume, makeResumeFile } from '../testing/upload-fixtures.ts';
import { createDocumentPool, type DocumentReader } from './document-pool.ts';

const MB = 1024 * 1024;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  return 'resolved';
}

describe('the document pool: files from outside read in worker threads, within limits', () => {
  let pool: DocumentReader;
  let pdf: Buffer;
  beforeAll(async () => {
    pool = createDocumentPool({ threads: 2 });
    pdf = await makeResumeFile(hebrewResume('דנה לוי'), 'pdf');
  }, 60_000);
  afterAll(async () => {
    await pool?.close();
  });

  it('reads on a worker thread, never on the server thread', async () => {
    const worker = await pool.threadIdOfWorker();
    expect(worker).not.toBe(threadId);
    const { text, truncated } = await pool.resumeText(pdf, 'pdf');
    expect(text).toContain('דנה לוי');
    expect(truncated).toBe(false);
  });

  it('refuses a 10 KB .docx holding 10.5 million characters (its XML is past the cap)', async () => {
    const flood = await textFloodDocx(10_500_000);
    expect(flood.length).toBeLessThan(64 * 1024);
    expect(await codeOf(pool.resumeText(flood, 'docx'))).toBe('FILE_TOO_COMPLEX');
  });

  it('keeps the first 100,000 characters of a .docx holding a million, and says so', async () => {
    const { text, truncated } = await pool.resumeText(await textFloodDocx(1_000_000), 'docx');
    expect(truncated).toBe(true);
    expect(text.length).toBeLessThanOrEqual(MAX_EXTRACTED_TEXT_CHARS);
    expect(text.length).toBeGreaterThan(MAX_EXTRACTED_TEXT_CHARS * 0.9);
  }, 30_000);

  it('answers PDF_ENCRYPTED for a password-protected PDF, on both the resume and the tools path', async () => {
    const locked = await encryptedPdf();
    expect(await codeOf(pool.resumeText(locked, 'pdf'))).toBe('PDF_ENCRYPTED');
    expect(await codeOf(pool.toolsPdfText(locked))).toBe('PDF_ENCRYPTED');
  });

  it('analyses a resume text with the engine on a worker thread', async () => {
    const { text } = await pool.resumeText(pdf, 'pdf');
    const analysis = await pool.analyzeResume(text, new Date('2026-01-01T00:00:00Z'));
    expect(analysis.fullName).toBe('דנה לוי');
  });

  it('reads jobs as the engine scores them on a worker thread, as the server thread would', async () => {
    const jobs = [
      {
        jobTitle: 'אופה לילה',
        jobDescription: 'אפייה במשמרות לילה במאפייה בחולון.',
        requirements: 'ניסיון באפייה, עבודה בלילות',
        location: 'חולון',
        employmentType: 'משרה מלאה',
      },
      {
        jobTitle: 'Backend Developer',
        jobDescription: 'Payments platform.',
        requirements: 'Node.js, PostgreSQL',
        location: 'Remote',
        employmentType: 'Full time',
      },
    ];
    const profiles = await pool.jobProfiles(jobs);
    // Structured clone keeps plain data: the same profile the engine makes here.
    expect(profiles).toEqual(jobs.map((job) => analyzeJobForMatch(job)));
    expect(profiles[1]!.skills.length).toBeGreaterThan(0);
  });

  it('runs the builtin AI tasks (text from outside, up to the request limits) on a worker thread', async () => {
    const ad = await pool.builtinAiTask('writeJobAd', {
      jobTitle: 'מפתח/ת Backend',
      jobDescription: 'אנחנו בונים פלטפורמת תשלומים.',
      requirements: 'ניסיון ב-Node.js',
      companyName: 'פייבוקס',
      location: 'תל אביב',
      employmentType: 'משרה מלאה',
    });
    expect(ad.facebook).toContain('Backend');
    expect(ad.whatsapp).toContain('Node.js');
  });
});

describe('a job past a limit is ended with its worker; the pool goes on', () => {
  it('ends a job past the time limit with FILE_TOO_COMPLEX, then reads the next file', async () => {
    // A heap large enough that only the clock stops this job.
    const pool = createDocumentPool({ threads: 1, readTimeoutMs: 1_500, workerHeapMb: 1_024 });
    try {
      // Seconds of parsing on any machine (4 s on an idle one, 11 s on a loaded one): past the limit.
      const flood = await operatorFloodPdf(24 * MB);
      await expect(pool.toolsPdfText(flood)).rejects.toMatchObject({
        code: 'FILE_TOO_COMPLEX',
        message: expect.stringContaining('longer than 1500 ms'),
      });
      const ok = await makeResumeFile(hebrewResume('יוסי כהן'), 'pdf');
      expect((await pool.resumeText(ok, 'pdf')).text).toContain('יוסי כהן');
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('ends a job past the memory cap with FILE_TOO_COMPLEX, then reads the next file', async () => {
    // Within the inflate cap, but pdf.js keeps an object per operator: well past a 128 MB heap.
    const heavy = await operatorFloodPdf(24 * MB);
    const pool = createDocumentPool({ threads: 1, workerHeapMb: 128, readTimeoutMs: 120_000 });
    try {
      await expect(pool.toolsPdfText(heavy)).rejects.toMatchObject({
        code: 'FILE_TOO_COMPLEX',
        message: expect.stringContaining('more memory'),
      });
      const ok = await makeResumeFile(hebrewResume('מאיה פרץ'), 'pdf');
      expect((await pool.resumeText(ok, 'pdf')).text).toContain('מאיה פרץ');
    } finally {
      await pool.close();
    }
  }, 90_000);
});
