import { createCanvas } from '@napi-rs/canvas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate } from '@gius/shared/applications';
import type { TSession } from '@gius/shared/auth';
import type { TResume } from '@gius/shared/resumes';
import { createWorker } from '../../queue/queue.ts';
import { backgroundTasks } from '../../queue/tables.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { uploadResume } from '../../testing/recruitment-helpers.ts';
import { imageOnlyPdf } from '../../testing/scanned-pdf.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';
import { RESUME_UPDATED } from './events.ts';
import { RESUME_OCR_TASK } from './ocr-task.ts';
import { RESUME_READ_FAILED } from './events.ts';
import { RESUME_READ_WITH_AI_TASK } from './read-with-ai-task.ts';

/** What the (fake) model reads on the scan. */
const MODEL_TEXT = [
  'נועה כהן',
  'noa.cohen@example.com | 052-123-4567',
  'מפתחת Full Stack עם 6 שנות ניסיון',
  'כישורים: TypeScript, React, Node.js',
].join('\n');

/** A one-page PDF that is only a picture (no text layer): what a scanner makes. */
function scannedPdf(): Buffer {
  const canvas = createCanvas(620, 877);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#222222';
  // Lines of "ink" where the text would be; no letters, so OCR has nothing to read either.
  for (let y = 60; y < 400; y += 40) context.fillRect(60, y, 400 + (y % 120), 14);
  return imageOnlyPdf(canvas.toBuffer('image/jpeg'), canvas.width, canvas.height);
}

async function runQueue(t: TestApp) {
  const worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 50 });
  await worker.start();
  try {
    await worker.drain(60_000);
  } finally {
    await worker.stop();
  }
}

/** Uploads a scan to the company's pool; OCR could not read it (its task is taken out of the way). */
async function uploadScan(t: TestApp, session: TSession): Promise<TResume> {
  const resume = await uploadResume(t.app, session, scannedPdf(), 'scan.pdf');
  expect(resume).toMatchObject({ kind: 'pdf', extractionStatus: 'no_text' });
  await t.deps.database.db.delete(backgroundTasks).where(eq(backgroundTasks.kind, RESUME_OCR_TASK));
  return resume;
}

const improve = (t: TestApp, session: TSession | null, id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/resumes/${id}/improve-with-ai`,
    headers: session ? bearer(session) : {},
  });

describe.each(databaseKinds())('improve a scanned resume with a model that reads images, on %s', (kind) => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let manager: TSession;
  const heard: { type: string; data: Record<string, unknown> }[] = [];
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, {
      AI_PROVIDER: 'openai',
      AI_BASE_URL: fake.baseUrl,
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'text-model',
      AI_VISION_MODEL: 'vision-model',
      AI_READS_IMAGES: 'true',
      AI_MAX_RETRIES: '0',
    });
    t.deps.events.subscribe((event) => heard.push({ type: event.type, data: event.data }));
    manager = await signUp(t.app, { role: 'company', companyName: 'Scan Co' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('tells the web app that the provider reads images', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ aiReadsImages: true });
  });

  it('sends the pages as images, stores the text the model read, and analyses it', async () => {
    const resume = await uploadScan(t, manager);
    const candidates = async (): Promise<TCandidate[]> =>
      (await t.app.inject({ method: 'GET', url: '/api/candidates', headers: bearer(manager) })).json();
    expect((await candidates()).find((c) => c.resumeId === resume.id)).toMatchObject({
      extractionStatus: 'no_text',
      details: null,
    });

    fake.requests.length = 0;
    fake.reply(() => chatAnswer({ text: MODEL_TEXT }));
    const res = await improve(t, manager, resume.id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ id: resume.id, extractionStatus: 'no_text' });
    const queued = await t.deps.database.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.kind, RESUME_READ_WITH_AI_TASK));
    expect(queued.map((task) => task.payload)).toEqual([{ resumeId: resume.id }]);

    await runQueue(t);

    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0]!.body as {
      model: string;
      temperature: number;
      messages: { role: string; content: unknown }[];
    };
    expect(body.model).toBe('vision-model');
    expect(body.temperature).toBe(0);
    expect(body.messages[0]).toMatchObject({ role: 'system' });
    expect(String(body.messages[0]!.content)).toMatch(/Hebrew, Arabic or English/);
    const parts = body.messages[1]!.content as { type: string; image_url?: { url: string } }[];
    const images = parts.filter((p) => p.type === 'image_url');
    expect(images).toHaveLength(1);
    const url = images[0]!.image_url!.url;
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    // A real PNG of the page.
    expect(Buffer.from(url.split(',')[1]!, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');

    const read = (
      await t.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}`, headers: bearer(manager) })
    ).json();
    expect(read.extractionStatus).toBe('extracted');
    expect(read.text).toBe(MODEL_TEXT);
    expect(read.details).toMatchObject({ fullName: 'נועה כהן', email: 'noa.cohen@example.com' });
    expect((await candidates()).find((c) => c.resumeId === resume.id)).toMatchObject({
      extractionStatus: 'extracted',
      name: 'נועה כהן',
      details: { fullName: 'נועה כהן', email: 'noa.cohen@example.com' },
    });
    await expect
      .poll(() => heard.filter((e) => e.type === RESUME_UPDATED).map((e) => e.data), { timeout: 10_000 })
      .toContainEqual({ resumeId: resume.id, extractionStatus: 'extracted' });

    // Now it has its text: asking again is a conflict.
    const again = await improve(t, manager, resume.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('RESUME_HAS_TEXT');
  });

  it('keeps the resume "no text found" when the provider fails, and says why to the open pages', async () => {
    const resume = await uploadScan(t, manager);
    fake.reply(() => errorAnswer(429, 'Rate limit reached'));
    expect((await improve(t, manager, resume.id)).statusCode).toBe(202);
    await runQueue(t);
    const read = (
      await t.app.inject({ method: 'GET', url: `/api/resumes/${resume.id}`, headers: bearer(manager) })
    ).json();
    expect(read).toMatchObject({ extractionStatus: 'no_text', text: '' });
    await expect
      .poll(() => heard.filter((e) => e.type === RESUME_READ_FAILED).map((e) => e.data), { timeout: 10_000 })
      .toContainEqual({ resumeId: resume.id, extractionStatus: 'no_text', code: 'RATE_LIMITED' });

    // An empty answer is "no text found", not an error of the server.
    fake.reply(() => chatAnswer({ text: '  ' }));
    expect((await improve(t, manager, resume.id)).statusCode).toBe(202);
    await runQueue(t);
    await expect
      .poll(() => heard.filter((e) => e.type === RESUME_READ_FAILED).map((e) => e.data), { timeout: 10_000 })
      .toContainEqual({ resumeId: resume.id, extractionStatus: 'no_text', code: 'NO_TEXT_FOUND' });
  });

  it('answers 403 to a candidate, 404 to another company and for an unknown id, 409 to a resume with text or a Word file', async () => {
    const candidate = await signUp(t.app, { fullName: 'Noa Cohen' });
    const own = await uploadResume(t.app, candidate, scannedPdf(), 'my-scan.pdf');
    const asCandidate = await improve(t, candidate, own.id);
    expect(asCandidate.statusCode).toBe(403);
    expect(asCandidate.json().error.code).toBe('FORBIDDEN');
    expect((await improve(t, null, own.id)).statusCode).toBe(401);

    const scan = await uploadScan(t, manager);
    const other = await signUp(t.app, { role: 'company', companyName: 'Other Co' });
    const asOther = await improve(t, other, scan.id);
    expect(asOther.statusCode).toBe(404);
    expect(asOther.json().error.code).toBe('NOT_FOUND');
    // Nor may a company read a candidate's resume that was never sent to it.
    expect((await improve(t, manager, own.id)).statusCode).toBe(404);
    expect((await improve(t, manager, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const docx = await uploadResume(
      t.app,
      manager,
      await makeResumeFile(hebrewResume('דנה לוי'), 'docx'),
      'dana.docx',
    );
    const withText = await improve(t, manager, docx.id);
    expect(withText.statusCode).toBe(409);
    expect(withText.json().error).toMatchObject({ code: 'RESUME_HAS_TEXT' });

    // A Word file with no text has no pages to show the model.
    const emptyWord = await uploadResume(
      t.app,
      manager,
      await makeResumeFile({ lines: [''] }, 'docx'),
      'empty.docx',
    );
    expect(emptyWord).toMatchObject({ kind: 'docx', extractionStatus: 'no_text' });
    const notPdf = await improve(t, manager, emptyWord.id);
    expect(notPdf.statusCode).toBe(409);
    expect(notPdf.json().error.code).toBe('RESUME_NOT_PDF');
  });
});

describe.each(databaseKinds())('improve with AI on the builtin provider, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not offered, and refused with AI_CANNOT_READ_IMAGES', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
      aiReadsImages: false,
    });
    const manager = await signUp(t.app, { role: 'company', companyName: 'Offline Co' });
    const resume = await uploadScan(t, manager);
    const res = await improve(t, manager, resume.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('AI_CANNOT_READ_IMAGES');
    const queued = await t.deps.database.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.kind, RESUME_READ_WITH_AI_TASK));
    expect(queued).toEqual([]);
  });
});
