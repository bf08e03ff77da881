import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { createJob, jobInput } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds())('jobs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const openIds = async (query = '') =>
    ((await t.app.inject({ method: 'GET', url: `/api/jobs${query}` })).json().items as { id: string }[]).map(
      (j) => j.id,
    );

  it('a company creates, edits, publishes, freezes, activates, unpublishes and deletes a job; the public list follows', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Acme Ltd' });
    const h = bearer(manager);
    const draft = await createJob(t.app, manager, { publish: false });
    expect(draft).toMatchObject({
      status: 'draft',
      isPublished: false,
      isActive: true,
      applicantCount: 0,
      companyName: 'Acme Ltd',
    });
    expect(await openIds()).not.toContain(draft.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${draft.id}` })).statusCode).toBe(404);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${draft.id}`,
      headers: h,
      payload: { ...jobInput(), title: 'Backend Developer', publish: undefined },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Backend Developer');

    const published = await t.app.inject({
      method: 'POST',
      url: `/api/manage/jobs/${draft.id}/publish`,
      headers: h,
      payload: {},
    });
    expect(published.json().status).toBe('published');
    expect(await openIds()).toContain(draft.id);
    const page = await t.app.inject({ method: 'GET', url: `/api/jobs/${draft.id}` });
    expect(page.json()).toMatchObject({
      title: 'Backend Developer',
      companyName: 'Acme Ltd',
      location: 'תל אביב',
    });

    const frozen = await t.app.inject({
      method: 'POST',
      url: `/api/manage/jobs/${draft.id}/freeze`,
      headers: h,
    });
    expect(frozen.json()).toMatchObject({ status: 'frozen', isActive: false });
    expect(await openIds()).not.toContain(draft.id);
    await t.app.inject({ method: 'POST', url: `/api/manage/jobs/${draft.id}/activate`, headers: h });
    expect(await openIds()).toContain(draft.id);
    const unpublished = await t.app.inject({
      method: 'POST',
      url: `/api/manage/jobs/${draft.id}/unpublish`,
      headers: h,
    });
    expect(unpublished.json().status).toBe('draft');
    expect(await openIds()).not.toContain(draft.id);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/manage/jobs/${draft.id}`, headers: h });
    expect(deleted.statusCode).toBe(204);
    const mine = (await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: h })).json();
    expect(mine.map((j: { id: string }) => j.id)).not.toContain(draft.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/manage/jobs/${draft.id}`, headers: h })).statusCode,
    ).toBe(404);
  });

  it('a scheduled job appears to the public at its moment, with no restart or cron', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const at = new Date(Date.now() + 1500).toISOString();
    const job = await createJob(t.app, manager, { publishAt: at });
    expect(job.status).toBe('scheduled');
    expect(job.publishAt).toBe(at);
    expect(await openIds()).not.toContain(job.id);
    await expect.poll(() => openIds(), { timeout: 5000, interval: 250 }).toContain(job.id);
    const now = (
      await t.app.inject({ method: 'GET', url: `/api/manage/jobs/${job.id}`, headers: bearer(manager) })
    ).json();
    expect(now.status).toBe('published');
  });

  it('every field is required when editing, and the error names the missing field', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const job = await createJob(t.app, manager);
    const { requirements: _omitted, ...rest } = jobInput();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}`,
      headers: bearer(manager),
      payload: { ...rest, location: '  ' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'location',
      'requirements',
    ]);
    expect(body.error.message).toContain('requirements');
  });

  it('the open jobs list searches and filters by location and employment type; a deactivated company hides its jobs', async () => {
    const manager = await signUp(t.app, { role: 'company', companyName: 'Filter Co' });
    const haifa = await createJob(t.app, manager, {
      title: 'QA Engineer 100%',
      location: 'חיפה',
      employmentType: 'part_time',
    });
    const tlv = await createJob(t.app, manager, {
      title: 'Data Analyst',
      location: 'תל אביב',
      employmentType: 'contract',
    });
    expect(await openIds('?q=QA%20Engineer')).toEqual([haifa.id]);
    expect(await openIds('?q=100%25')).toEqual([haifa.id]);
    expect(await openIds('?q=filter%20co')).toEqual(expect.arrayContaining([haifa.id, tlv.id]));
    expect(await openIds(`?location=${encodeURIComponent('חיפה')}`)).toContain(haifa.id);
    expect(await openIds(`?location=${encodeURIComponent('חיפה')}`)).not.toContain(tlv.id);
    expect(await openIds('?employmentType=contract')).toEqual([tlv.id]);
    const locations = (await t.app.inject({ method: 'GET', url: '/api/jobs/locations' })).json();
    expect(locations).toEqual(expect.arrayContaining(['חיפה', 'תל אביב']));

    const admin = await signInAdmin(t);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${manager.user.companyId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    // The list is cached for a second (OPEN_JOBS_CACHE_MS); a company's deactivation shows within it.
    await expect.poll(() => openIds(), { timeout: 3000 }).not.toContain(haifa.id);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${manager.user.companyId}`,
      headers: bearer(admin),
      payload: { isActive: true },
    });
  });

  it('pages through the open jobs with nextOffset', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    for (let i = 0; i < 3; i++) await createJob(t.app, manager, { title: `Paged ${i}`, location: 'אילת' });
    const q = `location=${encodeURIComponent('אילת')}`;
    const first = (await t.app.inject({ method: 'GET', url: `/api/jobs?${q}&limit=2` })).json();
    expect(first.items.map((j: { title: string }) => j.title)).toEqual(['Paged 2', 'Paged 1']);
    expect(first.nextOffset).toBe(2);
    const second = (await t.app.inject({ method: 'GET', url: `/api/jobs?${q}&limit=2&offset=2` })).json();
    expect(second.items.map((j: { title: string }) => j.title)).toEqual(['Paged 0']);
    expect(second.nextOffset).toBeNull();
  });

  it('the admin sees every company and filters by one; creating needs a company', async () => {
    const a = await signUp(t.app, { role: 'company', companyName: 'Admin View A' });
    const b = await signUp(t.app, { role: 'company', companyName: 'Admin View B' });
    const ja = await createJob(t.app, a);
    const jb = await createJob(t.app, b);
    const admin = await signInAdmin(t);
    const all = (
      await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: bearer(admin) })
    ).json();
    expect(all.map((j: { id: string }) => j.id)).toEqual(expect.arrayContaining([ja.id, jb.id]));
    const onlyA = (
      await t.app.inject({
        method: 'GET',
        url: `/api/manage/jobs?companyId=${a.user.companyId}`,
        headers: bearer(admin),
      })
    ).json();
    expect(onlyA.map((j: { id: string }) => j.id)).toEqual([ja.id]);
    const noCompany = await t.app.inject({
      method: 'POST',
      url: '/api/manage/jobs',
      headers: bearer(admin),
      payload: jobInput(),
    });
    expect(noCompany.statusCode).toBe(400);
    const forB = await t.app.inject({
      method: 'POST',
      url: '/api/manage/jobs',
      headers: bearer(admin),
      payload: jobInput({ companyId: b.user.companyId! }),
    });
    expect(forB.json().companyName).toBe('Admin View B');
  });
});
