import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApplicantSources } from '@gius/shared/applications';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

describe.each(databaseKinds())('where applicants come from on %s', (kind) => {
  let t: TestApp;
  let docx: Buffer;
  beforeAll(async () => {
    [t, docx] = await Promise.all([createTestApp(kind), makeResumeFile(hebrewResume('דנה לוי'), 'docx')]);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  it('records the link a candidate came by, keeps any other link working, and counts per source and day', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Sources Co' });
    const job = await createJob(t.app, manager);
    const applyWith = async (referral?: string) => {
      const candidate = await signUp(t.app);
      const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');
      return t.app.inject({
        method: 'POST',
        url: `/api/jobs/${job.id}/apply`,
        headers: bearer(candidate),
        payload: { resumeId: resume.id, ...(referral === undefined ? {} : { referral }) },
      });
    };
    for (const referral of ['linkedin', 'linkedin', 'x', 'jobs_list', 'not-a-network', undefined]) {
      expect((await applyWith(referral)).statusCode).toBe(201);
    }
    const pool = await uploadResume(t.app, manager, docx, 'pool.docx');
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: bearer(manager),
      payload: { jobId: job.id, resumeId: pool.id },
    });
    expect(added.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/manage/jobs/${job.id}/applicant-sources`,
      headers: bearer(manager),
    });
    expect(res.statusCode).toBe(200);
    const body: TApplicantSources = res.json();
    expect(body.total).toBe(7);
    expect(Object.fromEntries(body.bySource.map((s) => [s.source, s.count]))).toEqual({
      linkedin: 2,
      x: 1,
      jobs_list: 1,
      direct: 2,
      company: 1,
    });
    expect(body.bySource[0]).toEqual({ source: 'linkedin', count: 2 });
    const today = new Date().toISOString().slice(0, 10);
    expect(body.daily).toEqual([
      { date: today, counts: { linkedin: 2, x: 1, jobs_list: 1, direct: 2, company: 1 } },
    ]);
  });

  it('answers another company with 404', async () => {
    const owner = await signUp(t.app, { role: 'company', companyName: 'Owner Co' });
    const other = await signUp(t.app, { role: 'company', companyName: 'Other Co' });
    const job = await createJob(t.app, owner);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/manage/jobs/${job.id}/applicant-sources`,
      headers: bearer(other),
    });
    expect(res.statusCode).toBe(404);
  });
});
