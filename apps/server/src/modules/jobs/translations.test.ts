import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TJobTranslations } from '@gius/shared/job-translations';
import type { TPublicJob } from '@gius/shared/jobs';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { chatAnswer, errorAnswer, startFakeOpenAi, type FakeOpenAi } from '../../testing/fake-openai.ts';
import { createJob } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

const HEBREW_JOB = {
  title: 'מפתח/ת Full Stack',
  description: 'פיתוח מערכות גיוס בענן, עבודה בצוות קטן.',
  requirements: 'TypeScript, React; שלוש שנות ניסיון',
  location: 'תל אביב',
};

describe.each(databaseKinds())('job translation with the builtin provider on %s', (kind) => {
  let t: TestApp;
  let manager: TSession;
  beforeAll(async () => {
    t = await createTestApp(kind);
    manager = await signUp(t.app, { role: 'company', companyName: 'Translate Co' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('translates only what it knows for certain, leaves free text untouched and says so', async () => {
    const job = await createJob(t.app, manager, HEBREW_JOB);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/manage/jobs/${job.id}/translations`,
      headers: bearer(manager),
    });
    expect(res.statusCode).toBe(200);
    const body: TJobTranslations = res.json();
    expect(body.original).toBe('he');
    expect(body.provider).toBe('builtin');
    expect(body.translations.map((tr) => tr.language)).toEqual(['ar', 'en']);
    const en = body.translations.find((tr) => tr.language === 'en')!;
    expect(en).toMatchObject({
      title: null,
      description: null,
      requirements: null,
      location: 'Tel Aviv',
      machineTranslated: true,
      untranslated: ['title', 'description', 'requirements'],
    });
    expect(body.translations.find((tr) => tr.language === 'ar')!.location).toBe('تل أبيب');
    // The job itself is untouched.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/manage/jobs/${job.id}`,
      headers: bearer(manager),
    });
    expect(own.json()).toMatchObject({ title: HEBREW_JOB.title, description: HEBREW_JOB.description });
  });

  it('keeps a person’s edit, no longer machine-translated; the public page and search see it', async () => {
    const job = await createJob(t.app, manager, { ...HEBREW_JOB, title: 'רכז/ת גיוס ותיק/ה' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}/translations/en`,
      headers: bearer(manager),
      payload: {
        title: 'Senior Recruiter zq7',
        description: 'Hiring for our cloud team.',
        requirements: null,
        location: 'Tel Aviv',
      },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ machineTranslated: false, untranslated: ['requirements'] });
    const original = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}/translations/he`,
      headers: bearer(manager),
      payload: { title: 'x', description: null, requirements: null, location: null },
    });
    expect(original.statusCode).toBe(400);

    const page: TPublicJob = (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` })).json();
    expect(page.originalLanguage).toBe('he');
    expect(page.translations).toEqual([
      expect.objectContaining({ language: 'en', title: 'Senior Recruiter zq7' }),
    ]);
    const found = await t.app.inject({ method: 'GET', url: '/api/jobs?q=recruiter%20zq7' });
    expect(found.json().items.map((j: { id: string }) => j.id)).toEqual([job.id]);
    // The list carries the translated title, for readers of that language.
    expect(found.json().items[0].translations).toEqual([
      { language: 'en', title: 'Senior Recruiter zq7', location: 'Tel Aviv' },
    ]);
  });
});

describe.each(databaseKinds())('job translation with the openai provider on %s', (kind) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let manager: TSession;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    t = await createTestApp(kind, { AI_PROVIDER: 'openai', AI_BASE_URL: fake.baseUrl, AI_MAX_RETRIES: '0' });
    manager = await signUp(t.app, { role: 'company', companyName: 'AI Translate Co' });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const translate = (jobId: string) =>
    t.app.inject({ method: 'POST', url: `/api/manage/jobs/${jobId}/translations`, headers: bearer(manager) });

  it('translates every field into English and Arabic', async () => {
    const job = await createJob(t.app, manager, HEBREW_JOB);
    fake.requests.length = 0;
    fake.reply((request) => {
      const system = (request.body as { messages: { content: string }[] }).messages[0]!.content;
      return system.includes('into\nArabic') || system.includes('Arabic:')
        ? chatAnswer({
            title: 'مطور/ة Full Stack',
            description: 'تطوير أنظمة توظيف.',
            requirements: 'TypeScript, React',
            location: 'تل أبيب',
            untranslated: [],
          })
        : chatAnswer({
            title: 'Full Stack Developer',
            description: 'Building recruiting systems.',
            requirements: 'TypeScript, React; three years',
            location: 'Tel Aviv',
            untranslated: [],
          });
    });
    const res = await translate(job.id);
    expect(res.statusCode).toBe(200);
    expect(fake.requests).toHaveLength(2);
    expect((fake.requests[0]!.body as { messages: { content: string }[] }).messages[1]!.content).toContain(
      HEBREW_JOB.description,
    );
    const body: TJobTranslations = res.json();
    expect(body.provider).toBe('openai');
    const en = body.translations.find((tr) => tr.language === 'en')!;
    expect(en).toMatchObject({ title: 'Full Stack Developer', machineTranslated: true, untranslated: [] });
    expect(body.translations.find((tr) => tr.language === 'ar')!.title).toBe('مطور/ة Full Stack');
  });

  it('passes 429 and 402 through and stores nothing half-done for that language', async () => {
    const job = await createJob(t.app, manager, HEBREW_JOB);
    fake.reply(() => errorAnswer(429));
    const limited = await translate(job.id);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    fake.reply(() => errorAnswer(402));
    expect((await translate(job.id)).json().error.code).toBe('PAYMENT_REQUIRED');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/manage/jobs/${job.id}/translations`,
      headers: bearer(manager),
    });
    expect(list.json().translations).toEqual([]);
  });
});
