import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

describe.each(databaseKinds())('applications on %s', (kind) => {
  let t: TestApp;
  let docx: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
  }, 180_000);
  afterAll(async () => {
    await t?.close();
  });

  it('a candidate applies once; the second time: "You have already applied to this job"', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Apply Co' });
    const job = await createJob(t.app, manager, { title: 'Frontend Developer' });
    const candidate = await signUp(t.app, { fullName: 'נועה כהן' });
    const resume = await uploadResume(t.app, candidate, docx, 'noa.docx');
    const first = await apply(t.app, candidate, job.id, resume.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      jobTitle: 'Frontend Developer',
      companyName: 'Apply Co',
      resumeFileName: 'noa.docx',
      interviewStatus: null,
    });
    // No company-side fields; the reasons come with the score, later.
    expect(first.json()).not.toHaveProperty('isTopCandidate');
    expect(first.json()).toMatchObject({ analysis: null });
    const again = await apply(t.app, candidate, job.id, resume.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_APPLIED',
      message: 'You have already applied to this job',
    });

    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/applications', headers: bearer(candidate) })
    ).json();
    expect(mine.map((a: { jobTitle: string }) => a.jobTitle)).toEqual(['Frontend Developer']);
    const jobs = (
      await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: bearer(manager) })
    ).json();
    expect(jobs[0].applicantCount).toBe(1);
  });

  it('the same application sent 20 times at once is stored exactly once', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const job = await createJob(t.app, manager);
    const candidate = await signUp(t.app);
    const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apply(t.app, candidate, job.id, resume.id)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const list = (
      await t.app.inject({
        method: 'GET',
        url: `/api/applications?jobId=${job.id}`,
        headers: bearer(manager),
      })
    ).json();
    expect(list.total).toBe(1);
  });

  it("refuses an unknown job, a job not open, and another candidate's resume", async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const draft = await createJob(t.app, manager, { publish: false });
    const candidate = await signUp(t.app);
    const other = await signUp(t.app);
    const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');
    const othersResume = await uploadResume(t.app, other, docx, 'other.docx');
    const unknown = await apply(t.app, candidate, '00000000-0000-4000-8000-000000000000', resume.id);
    expect(unknown.statusCode).toBe(404);
    expect((await apply(t.app, candidate, 'not-a-uuid', resume.id)).statusCode).toBe(400);
    expect((await apply(t.app, candidate, draft.id, resume.id)).statusCode).toBe(404);
    const open = await createJob(t.app, manager);
    expect((await apply(t.app, candidate, open.id, othersResume.id)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${open.id}/apply`,
      payload: { resumeId: resume.id },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('LOGIN_TO_APPLY');
  });

  it('the applications page: filter by job, search by candidate or file name, add, edit, delete; "This application already exists"', async () => {
    const hr = await signUp(t.app, { role: 'company', companyName: 'Page Co' });
    const h = bearer(hr);
    const backend = await createJob(t.app, hr, { title: 'Backend' });
    const frontend = await createJob(t.app, hr, { title: 'Frontend' });
    const yael = await signUp(t.app, { fullName: 'יעל אברהם' });
    const omer = await signUp(t.app, { fullName: 'Omer Katz' });
    const yaelCv = await uploadResume(t.app, yael, docx, 'yael-cv.docx');
    const omerCv = await uploadResume(t.app, omer, docx, 'omer.docx');
    await apply(t.app, yael, backend.id, yaelCv.id);
    await apply(t.app, omer, frontend.id, omerCv.id);
    const pool = await uploadResume(t.app, hr, docx, 'walk-in.docx');

    const list = async (query: string) =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/applications${query}`, headers: h })).json()
          .items as { candidateName: string }[]
      ).map((a) => a.candidateName);
    expect(await list('')).toEqual(['Omer Katz', 'יעל אברהם']);
    expect(await list(`?jobId=${backend.id}`)).toEqual(['יעל אברהם']);
    expect(await list(`?q=${encodeURIComponent('יעל')}`)).toEqual(['יעל אברהם']);
    expect(await list('?q=OMER.DOCX')).toEqual(['Omer Katz']);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: h,
      payload: { jobId: backend.id, resumeId: pool.id },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      source: 'company',
      candidateId: null,
      resumeFileName: 'walk-in.docx',
      jobTitle: 'Backend',
    });
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: h,
      payload: { jobId: backend.id, resumeId: pool.id },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toEqual({
      code: 'APPLICATION_EXISTS',
      message: 'This application already exists',
    });
    // Yael's resume was sent to this company: it may be added to its other job too, once.
    const yaelFront = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: h,
      payload: { jobId: frontend.id, resumeId: yaelCv.id },
    });
    expect(yaelFront.statusCode).toBe(201);
    expect(yaelFront.json().candidateName).toBe('יעל אברהם');
    // Moving it onto the job Yael already applied to is the same duplicate.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${yaelFront.json().id}`,
      headers: h,
      payload: { jobId: backend.id },
    });
    expect(moved.json().error.code).toBe('APPLICATION_EXISTS');

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/applications/${added.json().id}`,
      headers: h,
      payload: { jobId: frontend.id, isTopCandidate: true },
    });
    expect(edited.json()).toMatchObject({
      jobTitle: 'Frontend',
      isTopCandidate: true,
      interviewStatus: null,
    });
    // An interview's time and status go through the interviews module (its e-mails, SEQUENCE and
    // reminders): set here, they are refused, naming the field, and nothing changes.
    for (const payload of [
      { interviewStatus: 'waiting' },
      { interviewAt: '2026-12-01T09:30:00.000Z' },
      { interviewAt: null, isTopCandidate: false },
    ]) {
      const refused = await t.app.inject({
        method: 'PATCH',
        url: `/api/applications/${added.json().id}`,
        headers: h,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      const field = Object.keys(payload)[0]!;
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ path: field }] });
      expect(refused.json().error.message).toContain(field);
    }
    const unchanged = await t.app.inject({
      method: 'GET',
      url: `/api/applications/${added.json().id}`,
      headers: h,
    });
    expect(unchanged.json()).toMatchObject({
      isTopCandidate: true,
      interviewStatus: null,
      interviewAt: null,
    });
    const counts = (await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: h })).json();
    expect(
      Object.fromEntries(
        counts.map((j: { title: string; applicantCount: number }) => [j.title, j.applicantCount]),
      ),
    ).toEqual({ Backend: 1, Frontend: 3 });

    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/applications/${added.json().id}`, headers: h }))
        .statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/applications/${added.json().id}`, headers: h }))
        .statusCode,
    ).toBe(404);
  });

  it('a deleted job keeps its applications for the record; a deleted resume leaves the application without the file', async () => {
    const hr = await signUp(t.app, { role: 'company' });
    const job = await createJob(t.app, hr, { title: 'Record Keeping' });
    const candidate = await signUp(t.app);
    const resume = await uploadResume(t.app, candidate, docx, 'kept.docx');
    await apply(t.app, candidate, job.id, resume.id);
    await t.app.inject({ method: 'DELETE', url: `/api/manage/jobs/${job.id}`, headers: bearer(hr) });
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(hr) })
    ).json();
    expect(page.items[0]).toMatchObject({
      jobTitle: 'Record Keeping',
      jobDeleted: true,
      resumeId: resume.id,
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/my/applications', headers: bearer(candidate) })
    ).json();
    expect(mine[0]).toMatchObject({ jobDeleted: true });

    await t.app.inject({ method: 'DELETE', url: `/api/resumes/${resume.id}`, headers: bearer(candidate) });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/applications', headers: bearer(hr) })
    ).json();
    expect(after.items[0]).toMatchObject({ resumeId: null, resumeFileName: 'kept.docx' });
  });

  it('the candidates tab lists applicants and the pool once each', async () => {
    const hr = await signUp(t.app, { role: 'company' });
    const a = await createJob(t.app, hr, { title: 'A' });
    const b = await createJob(t.app, hr, { title: 'B' });
    const candidate = await signUp(t.app, { fullName: 'Lior Ben David' });
    const cv = await uploadResume(t.app, candidate, docx, 'lior.docx');
    await apply(t.app, candidate, a.id, cv.id);
    await apply(t.app, candidate, b.id, cv.id);
    await uploadResume(t.app, hr, docx, 'pool-only.docx');
    const list = (await t.app.inject({ method: 'GET', url: '/api/candidates', headers: bearer(hr) })).json();
    expect(list).toHaveLength(2);
    const lior = list.find((c: { name: string }) => c.name === 'Lior Ben David');
    expect(lior).toMatchObject({
      candidateId: candidate.user.id,
      applicationCount: 2,
      inPool: false,
      details: null,
    });
    expect(lior.jobTitles.sort()).toEqual(['A', 'B']);
    expect(list.find((c: { inPool: boolean }) => c.inPool)).toMatchObject({
      name: 'pool-only.docx',
      applicationCount: 0,
    });
    const searched = (
      await t.app.inject({ method: 'GET', url: '/api/candidates?q=lior', headers: bearer(hr) })
    ).json();
    expect(searched).toHaveLength(1);
  });
});
