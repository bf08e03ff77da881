import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import type { TApplication, TMyApplication } from '@gius/shared/applications';
import type { TManagedJob } from '@gius/shared/jobs';
import type { AppEvent } from '../events/event-bus.ts';
import { createWorker, type Worker } from '../../queue/queue.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import {
  ACCOUNTANT_JOB,
  FULL_STACK_JOB,
  SIMILAR_JOB,
  strongResume,
  weakResume,
} from '../../testing/analysis-fixtures.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { apply, createJob, jobInput, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile } from '../../testing/upload-fixtures.ts';

describe.each(databaseKinds())('resume analysis, match score and auto-apply on %s', (kind) => {
  let t: TestApp;
  let worker: Worker;
  let strong: Buffer;
  let weak: Buffer;
  let manager: TSession;
  let otherManager: TSession;
  let fullStack: TManagedJob;
  let similar: TManagedJob;
  let accountant: TManagedJob;
  const events: AppEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 100 });
    await worker.start();
    t.deps.events.subscribe((e) => events.push(e));
    [strong, weak] = await Promise.all([
      makeResumeFile(strongResume(), 'pdf'),
      makeResumeFile(weakResume(), 'docx'),
    ]);
    manager = await signUp(t.app, { role: 'company', companyName: 'Company X' });
    otherManager = await signUp(t.app, { role: 'company', companyName: 'Company Y' });
    fullStack = await createJob(t.app, manager, FULL_STACK_JOB);
    similar = await createJob(t.app, otherManager, SIMILAR_JOB);
    accountant = await createJob(t.app, manager, ACCOUNTANT_JOB);
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  const myApplications = async (s: TSession): Promise<TMyApplication[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/my/applications', headers: bearer(s) })).json();
  const companyApplication = async (s: TSession, id: string): Promise<TApplication> =>
    (await t.app.inject({ method: 'GET', url: `/api/applications/${id}`, headers: bearer(s) })).json();
  const setMe = (s: TSession, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/me', headers: bearer(s), payload });
  const candidateApplies = async (s: TSession, file: Buffer, job: TManagedJob) => {
    const resume = await uploadResume(t.app, s, file, 'cv.pdf');
    const res = await apply(t.app, s, job.id, resume.id);
    expect(res.statusCode).toBe(201);
    return res.json() as TMyApplication;
  };

  it('stores the analysis and the parsed details of a resume after upload', async () => {
    const candidate = await signUp(t.app, { fullName: 'Dana Levi' });
    const resume = await uploadResume(t.app, candidate, strong, 'dana.pdf');
    await worker.drain();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/resumes/${resume.id}`,
      headers: bearer(candidate),
    });
    const details = res.json().details;
    expect(details).toMatchObject({
      fullName: 'דנה לוי',
      email: 'dana.levi@example.com',
      phone: '052-5551234',
      location: 'תל אביב',
      experienceYears: 6,
    });
    expect(details.skills).toEqual(expect.arrayContaining(['TypeScript', 'React']));
    expect(details.languages).toEqual(expect.arrayContaining(['he', 'en']));
    // The titles of the work entries, as written.
    expect(details.jobTitles).toEqual(['מפתחת Full Stack']);
  });

  it("scores an application in the background, tells open pages, and words the reasons in the reader's language", async () => {
    const candidate = await signUp(t.app, { fullName: 'Dana Levi' });
    await setMe(candidate, { autoApply: false });
    events.length = 0;
    const applied = await candidateApplies(candidate, strong, fullStack);
    expect(applied).toMatchObject({ analysisStatus: 'analysing', matchScore: null, source: 'manual' });
    await worker.drain();

    const [mine] = await myApplications(candidate);
    expect(mine).toMatchObject({ id: applied.id, analysisStatus: 'done', matchBand: 'excellent' });
    expect(mine!.matchScore).toBeGreaterThan(85);
    // The candidate sees the strengths, concerns and recommendation, in the language they read in.
    expect(mine!.analysis?.strengths.join(' ')).toMatch(/[\u0590-\u05FF]/);
    expect(mine!.analysis?.recommendation).not.toBe('');
    const mineInEnglish = (
      await t.app.inject({
        method: 'GET',
        url: '/api/my/applications',
        headers: { ...bearer(candidate), 'accept-language': 'en' },
      })
    ).json() as TMyApplication[];
    expect(mineInEnglish.find((a) => a.id === applied.id)?.analysis?.strengths.join(' ')).toMatch(
      /[A-Za-z]{4}/,
    );
    expect(mineInEnglish.find((a) => a.id === applied.id)).not.toHaveProperty('isTopCandidate');

    const analysed = events.filter((e) => e.type === 'application.analysed');
    expect(analysed.map((e) => e.audience)).toEqual(
      expect.arrayContaining([
        { userIds: [candidate.user.id] },
        { companyIds: [manager.user.companyId], roles: ['admin'] },
      ]),
    );

    const inHebrew = await companyApplication(manager, applied.id);
    expect(inHebrew.matchScore).toBe(mine!.matchScore);
    expect(inHebrew.analysis!.strengths.join(' ')).toMatch(/[\u0590-\u05FF]/);
    expect(inHebrew.analysis!.recommendation).not.toBe('');
    await setMe(manager, { locale: 'en' });
    const inEnglish = await companyApplication(manager, applied.id);
    expect(inEnglish.analysis!.strengths.join(' ')).toMatch(/TypeScript/);
    // English sentences (the resume's own job title is quoted as written).
    expect(inEnglish.analysis!.strengths[0]).toMatch(/^Shows \d of the \d skills the job asks for/);
    await setMe(manager, { locale: 'he' });
  });

  it('ranks the applications page by score, best first', async () => {
    const a = await signUp(t.app, { fullName: 'Weak One' });
    const b = await signUp(t.app, { fullName: 'Strong One' });
    await setMe(a, { autoApply: false });
    await setMe(b, { autoApply: false });
    const job = await createJob(t.app, manager, { ...FULL_STACK_JOB, title: 'מפתח/ת Full Stack לדירוג' });
    await candidateApplies(a, weak, job);
    await candidateApplies(b, strong, job);
    await worker.drain();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applications?jobId=${job.id}`,
      headers: bearer(manager),
    });
    const items: TApplication[] = res.json().items;
    expect(items.map((i) => i.candidateName)).toEqual(['Strong One', 'Weak One']);
    expect(items[0]!.matchBand).toBe('excellent');
    expect(items[1]!.matchBand).toBe('partial');
  });

  it('scores again when the job text changes, and on demand', async () => {
    const candidate = await signUp(t.app, { fullName: 'Dana Levi' });
    await setMe(candidate, { autoApply: false });
    const job = await createJob(t.app, manager, { ...FULL_STACK_JOB, title: 'מפתח/ת Full Stack משתנה' });
    const applied = await candidateApplies(candidate, strong, job);
    await worker.drain();
    const before = (await companyApplication(manager, applied.id)).matchScore!;
    expect(before).toBeGreaterThan(70);

    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}`,
      headers: bearer(manager),
      payload: { ...jobInput(ACCOUNTANT_JOB), publish: undefined },
    });
    expect(edit.statusCode).toBeLessThan(300);
    await worker.drain();
    const after = await companyApplication(manager, applied.id);
    expect(after.analysisStatus).toBe('done');
    expect(after.matchScore!).toBeLessThan(40);

    const again = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${applied.id}/reanalyse`,
      headers: bearer(manager),
    });
    expect(again.statusCode).toBe(202);
    expect(again.json().analysisStatus).toBe('analysing');
    await worker.drain();
    expect(await companyApplication(manager, applied.id)).toMatchObject({
      analysisStatus: 'done',
      matchScore: after.matchScore,
    });
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/applications/${applied.id}/reanalyse`,
      headers: bearer(otherManager),
    });
    expect(other.statusCode).toBe(404);
  });

  it('auto-applies a strong match to other open jobs above 70, marked automatic, never twice', async () => {
    const candidate = await signUp(t.app, { fullName: 'Strong Auto' });
    const applied = await candidateApplies(candidate, strong, fullStack);
    await worker.drain();
    const mine = await myApplications(candidate);
    const auto = mine.filter((a) => a.source === 'auto');
    expect(auto.map((a) => a.jobId)).toContain(similar.id);
    expect(auto.map((a) => a.jobId)).not.toContain(accountant.id);
    expect(auto.every((a) => a.matchScore! > 70 && a.analysisStatus === 'done')).toBe(true);
    expect(mine.find((a) => a.id === applied.id)!.source).toBe('manual');

    // The company of the other job sees it, with its reasons.
    const theirs = await companyApplication(otherManager, auto.find((a) => a.jobId === similar.id)!.id);
    expect(theirs.source).toBe('auto');
    expect(theirs.analysis!.strengths.length).toBeGreaterThan(0);

    // Scoring again does not apply twice.
    await t.app.inject({
      method: 'POST',
      url: `/api/applications/${applied.id}/reanalyse`,
      headers: bearer(manager),
    });
    await worker.drain();
    const again = await myApplications(candidate);
    expect(again.length).toBe(mine.length);
    expect(new Set(again.map((a) => a.jobId)).size).toBe(again.length);
  });

  it('does not auto-apply below 70, nor for a candidate who turned it off', async () => {
    const weakOne = await signUp(t.app, { fullName: 'Weak Auto' });
    await candidateApplies(weakOne, weak, fullStack);
    const off = await signUp(t.app, { fullName: 'Strong Off' });
    const setting = await setMe(off, { autoApply: false });
    expect(setting.json().autoApply).toBe(false);
    await candidateApplies(off, strong, fullStack);
    await worker.drain();
    for (const s of [weakOne, off]) {
      const mine = await myApplications(s);
      expect(mine.map((a) => a.source)).toEqual(['manual']);
      expect(mine[0]!.analysisStatus).toBe('done');
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(weakOne) });
    expect(me.json().autoApply).toBe(true);
  });

  it('does not auto-apply from an application a company added', async () => {
    const candidate = await signUp(t.app, { fullName: 'Added By Company' });
    // Sent to the company by applying to a job it does not match...
    const resume = await uploadResume(t.app, candidate, strong, 'cv.pdf');
    expect((await apply(t.app, candidate, accountant.id, resume.id)).statusCode).toBe(201);
    // ...then the company adds it to a job it matches well.
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(manager),
      payload: { jobId: fullStack.id, resumeId: resume.id },
    });
    expect(added.statusCode).toBe(201);
    await worker.drain();
    const mine = await myApplications(candidate);
    expect(mine.map((a) => a.source).sort()).toEqual(['company', 'manual']);
    expect(mine.find((a) => a.source === 'company')!.matchScore).toBeGreaterThan(70);
  });

  it('shows a candidate only their own analysed applications, and a company only its own', async () => {
    const a = await signUp(t.app, { fullName: 'Private A' });
    const b = await signUp(t.app, { fullName: 'Private B' });
    await setMe(a, { autoApply: false });
    const appA = await candidateApplies(a, strong, fullStack);
    await worker.drain();
    expect((await myApplications(b)).map((x) => x.id)).not.toContain(appA.id);
    const asOther = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${appA.id}`,
      headers: bearer(otherManager),
    });
    expect(asOther.statusCode).toBe(404);
    const asCandidate = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${appA.id}`,
      headers: bearer(a),
    });
    expect(asCandidate.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/applications',
      headers: bearer(otherManager),
    });
    expect(list.json().items.map((x: TApplication) => x.id)).not.toContain(appA.id);
  });
});
