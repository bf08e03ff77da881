import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCandidate, TCandidateMatches } from '@gius/shared/applications';
import type { TSession } from '@gius/shared/auth';
import type { TManagedJob } from '@gius/shared/jobs';
import type { TResume } from '@gius/shared/resumes';
import { createWorker, type Worker } from '../../queue/queue.ts';
import { taskHandlers } from '../../queue/task-handlers.ts';
import { FULL_STACK_JOB } from '../../testing/analysis-fixtures.ts';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { makeResumeFile, type ResumeFixture } from '../../testing/upload-fixtures.ts';

const LINES = [
  'מפתחת Full Stack',
  'מצב משפחתי: נשואה + 2',
  'ניסיון: 2018–2024 מפתחת Full Stack ב-Wix, תל אביב',
  'כישורים: TypeScript, React, Node.js, PostgreSQL',
  'השכלה: תואר ראשון במדעי המחשב, אוניברסיטת חיפה',
  'שפות: עברית, ערבית, אנגלית',
];
/** The resume Rina applies with from her own account. */
const applied: ResumeFixture = {
  headerLines: ['רינה אזולאי', 'rina.azulay@example.com | 052-765-1111'],
  lines: LINES,
};
/** The same Rina as the company met her: another file, only the phone (written internationally) in common. */
const inPool: ResumeFixture = {
  headerLines: ['רינה אזולאי', 'טלפון: +972 52 765 1111'],
  lines: LINES.slice(0, 4),
};
/** Someone else with the same name. */
const namesake: ResumeFixture = {
  headerLines: ['רינה אזולאי', 'rina.a@example.org | 054-222-3333'],
  lines: LINES.slice(0, 3),
};

describe.each(databaseKinds())('one person on the candidates tab and in the ranking, on %s', (kind) => {
  let t: TestApp;
  let worker: Worker;
  let manager: TSession;
  let candidate: TSession;
  let job: TManagedJob;
  const resumes = {} as Record<'applied' | 'pool' | 'namesake', TResume>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    worker = createWorker({ database: t.deps.database, handlers: taskHandlers(t.deps), pollMs: 100 });
    await worker.start();
    const [appliedFile, poolFile, namesakeFile] = await Promise.all([
      makeResumeFile(applied, 'docx'),
      makeResumeFile(inPool, 'pdf'),
      makeResumeFile(namesake, 'docx'),
    ]);
    manager = await signUp(t.app, { role: 'company', companyName: 'One Person Co' });
    job = await createJob(t.app, manager, FULL_STACK_JOB);
    candidate = await signUp(t.app, { fullName: 'Rina Azulay' });
    resumes.applied = await uploadResume(t.app, candidate, appliedFile, 'rina-cv.docx');
    expect((await apply(t.app, candidate, job.id, resumes.applied.id)).statusCode).toBe(201);
    resumes.pool = await uploadResume(t.app, manager, poolFile, 'rina-2024.pdf');
    resumes.namesake = await uploadResume(t.app, manager, namesakeFile, 'rina-other.docx');
    await worker.drain();
  }, 180_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  const candidates = async (language: string, q = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/candidates${q ? `?q=${encodeURIComponent(q)}` : ''}`,
      headers: { ...bearer(manager), 'accept-language': language },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as TCandidate[];
  };

  it('shows the applicant who is also in the pool as one card with both sources and both resumes', async () => {
    const list = await candidates('he');
    expect(list).toHaveLength(2);
    const rina = list.find((c) => c.candidateId === candidate.user.id)!;
    expect(rina).toMatchObject({
      resumeId: resumes.applied.id,
      inPool: true,
      poolResumeId: resumes.pool.id,
      jobTitles: [FULL_STACK_JOB.title],
      applicationCount: 1,
    });
    expect(rina.inPoolSince).toBe(resumes.pool.createdAt);
    expect(rina.resumes?.map((r) => [r.id, r.fileName, r.source]).sort()).toEqual(
      [
        [resumes.applied.id, 'rina-cv.docx', 'application'],
        [resumes.pool.id, 'rina-2024.pdf', 'pool'],
      ].sort(),
    );
    // The namesake (other e-mail and phone) is someone else.
    const other = list.find((c) => c !== rina)!;
    expect(other).toMatchObject({ resumeId: resumes.namesake.id, inPool: true, candidateId: null });
    expect(other.resumes?.map((r) => r.id)).toEqual([resumes.namesake.id]);
    // Searching by the pool file's name finds the one card.
    expect((await candidates('he', 'rina-2024')).map((c) => c.candidateId)).toEqual([candidate.user.id]);
  });

  it('keeps the stored values as codes and shows them in the reader’s language', async () => {
    const he = (await candidates('he')).find((c) => c.candidateId)!.details!;
    expect(he).toMatchObject({
      maritalStatus: 'married',
      educationLevel: 'bachelor',
      educationField: 'computer-science',
    });
    expect(he.languages).toEqual(expect.arrayContaining(['he', 'ar', 'en']));
    expect(he.shown).toMatchObject({
      maritalStatus: 'נשוי/אה',
      educationLevel: 'תואר ראשון',
      educationField: 'מדעי המחשב',
    });
    expect(he.shown!.languages).toEqual(expect.arrayContaining(['עברית', 'ערבית', 'אנגלית']));
    const ar = (await candidates('ar')).find((c) => c.candidateId)!.details!;
    expect(ar.shown).toMatchObject({ maritalStatus: 'متزوج/ة', educationLevel: 'بكالوريوس' });
    expect(ar.shown!.languages).toEqual(expect.arrayContaining(['العبرية', 'العربية']));
    const en = (await candidates('en')).find((c) => c.candidateId)!.details!;
    expect(en.shown).toMatchObject({
      maritalStatus: 'Married',
      educationLevel: 'Bachelor’s degree',
      educationField: 'Computer Science',
    });
    // The candidate's own resumes list carries the same shown values.
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/resumes',
      headers: { ...bearer(candidate), 'accept-language': 'ar' },
    });
    expect((mine.json() as TResume[])[0]!.details.shown).toMatchObject({ maritalStatus: 'متزوج/ة' });
  });

  it('ranks the person once, applied and in the pool', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${job.id}/candidate-matches`,
      headers: { ...bearer(manager), 'accept-language': 'he' },
    });
    expect(res.statusCode).toBe(200);
    const body: TCandidateMatches = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(2);
    const rina = body.items.filter((i) => [resumes.applied.id, resumes.pool.id].includes(i.resumeId));
    expect(rina).toHaveLength(1);
    expect(rina[0]).toMatchObject({ candidateId: candidate.user.id, inPool: true, appliedToJob: true });
    expect(body.items.map((i) => i.resumeId)).toContain(resumes.namesake.id);
  });
});
