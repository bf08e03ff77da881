import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanOcrText } from '../../documents/ocr.ts';
import { createWorker } from '../../queue/queue.ts';
import { backgroundTasks } from '../../queue/tables.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { uploadResume } from '../../testing/recruitment-helpers.ts';
import { scanPdf } from '../../testing/scanned-pdf.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile, type ResumeFixture } from '../../testing/upload-fixtures.ts';
import { RESUME_UPDATED } from './events.ts';
import { RESUME_OCR_TASK } from './ocr-task.ts';

const run = promisify(execFile);
const testing = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../testing');

const SCANNED: ResumeFixture = {
  lines: ['נועה כהן', 'noa.cohen@example.com | 052-123-4567', 'מפתחת Full Stack עם 6 שנות ניסיון'],
};

let scanned: Buffer;
beforeAll(async () => {
  scanned = await scanPdf(await makeResumeFile(SCANNED, 'pdf'));
}, 120_000);

describe('OCR output cleaning', () => {
  it('drops direction marks and turns the brackets of a right-to-left line back', () => {
    expect(cleanOcrText('\u200fנועה  כהן\u200e\n)מנהלת( צוות')).toBe('נועה כהן\n(מנהלת) צוות');
    expect(cleanOcrText('Full Stack (React)')).toBe('Full Stack (React)');
  });
});

describe('OCR offline', () => {
  it('reads a scanned resume with no network at all (every socket, DNS and fetch blocked, worker thread included)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-ocr-'));
    try {
      const file = path.join(dir, 'scan.pdf');
      await fs.writeFile(file, scanned);
      const { stdout, stderr } = await run(
        process.execPath,
        [
          '--import',
          'tsx',
          '-r',
          path.join(testing, 'block-network.cjs'),
          path.join(testing, 'ocr-offline-run.ts'),
          file,
        ],
        { cwd: path.join(testing, '../..'), timeout: 120_000 },
      );
      expect(stderr).not.toContain('NETWORK-ATTEMPT');
      // The block does work: a fetch in a worker thread of such a process is refused and reported.
      const control = await run(
        process.execPath,
        [
          '-r',
          path.join(testing, 'block-network.cjs'),
          '-e',
          "new (require('node:worker_threads').Worker)(\"try { fetch('https://cdn.jsdelivr.net/') } catch {}\", { eval: true })",
        ],
        { timeout: 30_000 },
      );
      expect(control.stderr).toContain('NETWORK-ATTEMPT fetch');
      const { text } = JSON.parse(stdout) as { text: string };
      expect(text).toContain('נועה כהן');
      expect(text).toContain('noa.cohen@example.com');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe.each(databaseKinds())('scanned resume in a company pool on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stays "no text found" on upload, then the resume.ocr task reads it in the background', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Scan Co' });
    const uploaded = await uploadResume(t.app, manager, scanned, 'scan.pdf');
    expect(uploaded).toMatchObject({ kind: 'pdf', extractionStatus: 'no_text', textLength: 0 });
    const db = t.deps.database.db;
    const tasks = await db.select().from(backgroundTasks).where(eq(backgroundTasks.kind, RESUME_OCR_TASK));
    expect(tasks.map((task) => task.payload)).toEqual([{ resumeId: uploaded.id }]);

    const heard: unknown[] = [];
    const unsubscribe = t.deps.events.subscribe((event) => {
      if (event.type === RESUME_UPDATED) heard.push(event.data);
    });
    const worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 50 });
    await worker.start();
    try {
      await worker.drain(120_000);
    } finally {
      await worker.stop();
    }
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/resumes/${uploaded.id}`, headers: bearer(manager) })
    ).json();
    expect(read.extractionStatus).toBe('extracted');
    expect(read.text).toContain('נועה כהן');
    // Open pages hear of it.
    await expect
      .poll(() => heard, { timeout: 10_000 })
      .toEqual([{ resumeId: uploaded.id, extractionStatus: 'extracted' }]);
    unsubscribe();
  }, 180_000);
});
