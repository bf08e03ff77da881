import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplication } from '@gius/shared/applications';
import { createOpenAiProvider } from '../../ai/openai-provider.ts';
import { createWorker, type Worker } from '../../queue/queue.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { FULL_STACK_JOB, strongResume } from '../../testing/analysis-fixtures.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile } from '../../testing/upload-fixtures.ts';

describe.each(databaseKinds())('match reasons written by the openai provider on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let worker: Worker;
  let resumeFile: Buffer;

  beforeAll(async () => {
    [t, fake, resumeFile] = await Promise.all([
      createTestApp(kind),
      startFakeOpenAi(),
      makeResumeFile(strongResume(), 'docx'),
    ]);
    const ai = createOpenAiProvider({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
      timeoutMs: 2000,
      maxRetries: 0,
      retryBaseMs: 1,
    });
    worker = createWorker({
      database: t.deps.database,
      handlers: taskHandlers({ ...t.deps, ai }),
      pollMs: 100,
    });
    await worker.start();
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await fake?.close();
    await t?.close();
  });

  async function scored(): Promise<{ he: TApplication; en: TApplication }> {
    const manager = await signUp(t.app, { role: 'company', companyName: 'AI Co' });
    const job = await createJob(t.app, manager, FULL_STACK_JOB);
    const candidate = await signUp(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(candidate),
      payload: { autoApply: false },
    });
    const resume = await uploadResume(t.app, candidate, resumeFile, 'cv.docx');
    const application = (await apply(t.app, candidate, job.id, resume.id)).json();
    await worker.drain();
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/applications/${application.id}`,
          headers: bearer(manager),
        })
      ).json();
    const he = await read();
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(manager),
      payload: { locale: 'en' },
    });
    return { he, en: await read() };
  }

  it("keeps the engine score and shows the model's sentences, written from the evidence", async () => {
    fake.requests.length = 0;
    fake.reply(() =>
      chatAnswer({
        strengths: ['ניסיון של שש שנים בפיתוח Full Stack עם React ו-Node.js'],
        concerns: ['לא צוין ניסיון בענן'],
        recommendation: 'מומלץ לזמן לראיון.',
      }),
    );
    const { he, en } = await scored();
    expect(he.analysis).toEqual({
      strengths: ['ניסיון של שש שנים בפיתוח Full Stack עם React ו-Node.js'],
      concerns: ['לא צוין ניסיון בענן'],
      recommendation: 'מומלץ לזמן לראיון.',
    });
    expect(he.matchScore).toBeGreaterThan(85);
    expect(en.matchScore).toBe(he.matchScore);
    // Readers of another language get the engine's sentences from the same evidence.
    expect(en.analysis!.strengths[0]).toMatch(/^Shows/);
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('typescript');
    expect(sent).toContain('Hebrew');
  });

  it("falls back to the engine's sentences when the model fails", async () => {
    fake.reply(() => errorAnswer(500));
    const { he } = await scored();
    expect(he.analysisStatus).toBe('done');
    expect(he.matchScore).toBeGreaterThan(85);
    expect(he.analysis!.strengths.join(' ')).toMatch(/[\u0590-\u05FF]/);
    expect(he.analysis!.recommendation).not.toBe('');
  });
});
