import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TCandidateMatches } from '@gius/shared/applications';
import type { TManagedJob } from '@gius/shared/jobs';
import { eq } from 'drizzle-orm';
import type { AppEvent } from '../events/event-bus.ts';
import { resumes } from '../resumes/tables.ts';
import { enqueueResumeAnalysis } from './enqueue.ts';
import { createWorker, type Worker } from '../../queue/queue.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { FULL_STACK_JOB, strongResume, weakResume } from '../../testing/analysis-fixtures.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile, type ResumeFixture } from '../../testing/upload-fixtures.ts';

/** Between the strong and the weak resume: React, but little experience and no Node.js. */
const juniorResume: ResumeFixture = {
  headerLines: ['Maya Peretz', 'maya.peretz@example.com | 054-555-4321', 'Haifa'],
  lines: [
    'Junior front-end developer',
    'Experience: 2024–2025 Front-end developer at a start-up, Haifa',
    'Skills: React, JavaScript, HTML, CSS',
    'Languages: English, Hebrew',
  ],
};

describe.each(databaseKinds())('candidates ranked against a job on demand, on %s', (kind) => {
  let t: TestApp;
  let worker: Worker;
  let manager: TSession;
  let otherManager: TSession;
  let job: TManagedJob;
  let otherJob: TManagedJob;
  const ids = {} as Record<'strong' | 'strongAgain' | 'weak' | 'junior' | 'otherPool', string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 100 });
    await worker.start();
    const [strong, strongAgain, weak, junior] = await Promise.all([
      makeResumeFile(strongResume(), 'pdf'),
      makeResumeFile({ ...strongResume(), lines: [...strongResume().lines, 'Docker'] }, 'docx'),
      makeResumeFile(weakResume(), 'docx'),
      makeResumeFile(juniorResume, 'pdf'),
    ]);
    manager = await signUp(t.app, { role: 'company', companyName: 'Company X' });
    otherManager = await signUp(t.app, { role: 'company', companyName: 'Company Y' });
    job = await createJob(t.app, manager, FULL_STACK_JOB);
    otherJob = await createJob(t.app, otherManager, FULL_STACK_JOB);
    // The company's pool: the strong resume twice (the same person, by e-mail), and a weak one.
    ids.strong = (await uploadResume(t.app, manager, strong, 'dana.pdf')).id;
    ids.strongAgain = (await uploadResume(t.app, manager, strongAgain, 'dana-2025.docx')).id;
    ids.weak = (await uploadResume(t.app, manager, weak, 'yossi.docx')).id;
    // A candidate who applied to another job of the company; and a pool resume of another company.
    const candidate = await signUp(t.app, { fullName: 'Maya Peretz' });
    ids.junior = (await uploadResume(t.app, candidate, junior, 'maya.pdf')).id;
    const elsewhere = await createJob(t.app, manager, {
      title: 'Front-end developer',
      requirements: 'React',
    });
    expect((await apply(t.app, candidate, elsewhere.id, ids.junior)).statusCode).toBe(201);
    ids.otherPool = (await uploadResume(t.app, otherManager, strong, 'other.pdf')).id;
    await worker.drain();
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  const rank = (session: TSession, jobId: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `/api/jobs/${jobId}/candidate-matches${query}`,
      headers: bearer(session),
    });

  it("ranks the pool and the applicants by the engine's score, best first, each person once, with band and reasons", async () => {
    const res = await rank(manager, job.id);
    expect(res.statusCode).toBe(200);
    const body: TCandidateMatches = res.json();
    expect(body).toMatchObject({ jobId: job.id, jobTitle: FULL_STACK_JOB.title, pending: 0, noText: 0 });
    expect(body.items.map((i) => i.resumeId)).toEqual([ids.strong, ids.junior, ids.weak]);
    expect(body.total).toBe(3);
    const [strong, junior, weak] = body.items;
    const scores = body.items.map((i) => i.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(strong).toMatchObject({ name: 'דנה לוי', inPool: true, appliedToJob: false, candidateId: null });
    expect(strong!.band).toBe('excellent');
    expect(weak!.band).toBe('partial');
    expect(junior).toMatchObject({ name: 'Maya Peretz', inPool: false, email: 'maya.peretz@example.com' });
    expect(junior!.candidateId).not.toBeNull();
    // Reasons a recruiter can check against the resume, in the reader's language (Hebrew by default).
    expect(strong!.analysis.strengths.join(' ')).toContain('TypeScript');
    expect(strong!.analysis.recommendation).toMatch(/[\u0590-\u05ff]/);
    expect(weak!.analysis.concerns.length).toBeGreaterThan(0);
  });

  it('scores as the application does, and marks who already applied to this job', async () => {
    const candidate = await signUp(t.app, { fullName: 'Dana Applicant' });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(candidate),
      payload: { autoApply: false },
    });
    const resume = await uploadResume(
      t.app,
      candidate,
      await makeResumeFile(strongResume('דנה כהן'), 'pdf'),
      'cv.pdf',
    );
    const applied = await apply(t.app, candidate, job.id, resume.id);
    await worker.drain();
    const application = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications/${applied.json().id}`,
        headers: bearer(manager),
      })
    ).json();
    const body: TCandidateMatches = (await rank(manager, job.id)).json();
    const match = body.items.find((i) => i.resumeId === resume.id);
    expect(match).toMatchObject({
      appliedToJob: true,
      score: application.matchScore,
      band: application.matchBand,
    });
    expect(body.items.filter((i) => i.appliedToJob)).toHaveLength(1);
  });

  it('answers in English for an English reader, and the first `limit` only, with the total', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(manager),
      payload: { locale: 'en' },
    });
    try {
      const body: TCandidateMatches = (await rank(manager, job.id, '?limit=1')).json();
      expect(body.items).toHaveLength(1);
      expect(body.total).toBeGreaterThanOrEqual(3);
      expect(body.items[0]!.analysis.recommendation).toMatch(/[a-z]/i);
      expect(body.items[0]!.analysis.recommendation).not.toMatch(/[\u0590-\u05ff]/);
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: bearer(manager),
        payload: { locale: 'he' },
      });
    }
  });

  it("writes in the page's language (Accept-Language) over the account's, and ignores a language it does not know", async () => {
    const inLanguage = async (acceptLanguage: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/jobs/${job.id}/candidate-matches?limit=1`,
        headers: { ...bearer(manager), 'accept-language': acceptLanguage },
      });
      return (res.json() as TCandidateMatches).items[0]!.analysis.recommendation;
    };
    expect(await inLanguage('ar')).toMatch(/[\u0600-\u06ff]/);
    expect(await inLanguage('en-US,en;q=0.9')).not.toMatch(/[\u0590-\u05ff\u0600-\u06ff]/);
    // Unknown: the account's language (Hebrew).
    expect(await inLanguage('fr-FR')).toMatch(/[\u0590-\u05ff]/);
  });

  it('counts a resume still being analysed as pending, tells open pages when done, and ranks it then', async () => {
    const heard: Pick<AppEvent, 'type' | 'audience' | 'data'>[] = [];
    t.deps.events.subscribe(({ type, audience, data }) => heard.push({ type, audience, data }));
    await worker.stop();
    // Another person (another e-mail and phone), so not folded into Dana's card.
    const ron = {
      ...strongResume(),
      headerLines: ['רון לוי', 'ron.levi@example.com | 050-555-7777', 'חולון'],
    };
    const late = await uploadResume(t.app, manager, await makeResumeFile(ron, 'pdf'), 'ron.pdf');
    try {
      const before: TCandidateMatches = (await rank(manager, job.id)).json();
      expect(before.pending).toBe(1);
      expect(before.items.map((i) => i.resumeId)).not.toContain(late.id);
    } finally {
      await worker.start();
    }
    await worker.drain();
    // Open rankings hear of it (the company's users and the admins).
    expect(heard).toContainEqual({
      type: 'resume.analysed',
      audience: { companyIds: [manager.user.companyId], roles: ['admin'] },
      data: { resumeId: late.id, extractionStatus: 'extracted' },
    });
    const after: TCandidateMatches = (await rank(manager, job.id)).json();
    expect(after.pending).toBe(0);
    expect(after.items.map((i) => i.resumeId)).toContain(late.id);
  });

  it('scores a resume analysed again from its new analysis (the copy kept in memory follows analysed_at)', async () => {
    const before: TCandidateMatches = (await rank(manager, job.id)).json();
    const weakBefore = before.items.find((i) => i.resumeId === ids.weak)!;
    expect(weakBefore.band).toBe('partial');
    // The cook's file is read again and now says Full Stack developer (as OCR or a model would).
    const db = t.deps.database.db;
    const [strongRow] = await db.select().from(resumes).where(eq(resumes.id, ids.strong));
    await db
      .update(resumes)
      .set({ extractedText: strongRow!.extractedText.replace('דנה לוי', 'יוסי כהן') })
      .where(eq(resumes.id, ids.weak));
    await enqueueResumeAnalysis(db, ids.weak);
    await worker.drain();
    const after: TCandidateMatches = (await rank(manager, job.id)).json();
    const weakAfter = after.items.find((i) => i.resumeId === ids.weak)!;
    expect(weakAfter.score).toBeGreaterThan(weakBefore.score);
    expect(weakAfter.band).toBe('excellent');
  });

  it("refuses another company's job, a candidate, a stranger and a bad id or limit, in the error shape", async () => {
    const other = await rank(manager, otherJob.id);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(ids.otherPool);
    const candidate = await signUp(t.app, {});
    expect((await rank(candidate, job.id)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}/candidate-matches` })).statusCode,
    ).toBe(401);
    const badId = await rank(manager, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.code).toBe('VALIDATION_ERROR');
    expect((await rank(manager, job.id, '?limit=0')).statusCode).toBe(400);
    expect((await rank(manager, job.id, '?limit=abc')).statusCode).toBe(400);
    // The other company sees its own pool only.
    const theirs: TCandidateMatches = (await rank(otherManager, otherJob.id)).json();
    expect(theirs.items.map((i) => i.resumeId)).toEqual([ids.otherPool]);
  });
});
