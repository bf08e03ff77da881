import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp } from '../../testing/auth-helpers.ts';
import { createJob, jobInput } from '../../testing/recruitment-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('jobs: bad input on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a title of 10,000 characters is refused, naming the field, on create and on edit; nothing is stored', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const h = bearer(manager);
    const title = 'א'.repeat(10_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/manage/jobs',
      headers: h,
      payload: jobInput({ title }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'title', message: 'at most 200 characters' }],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/manage/jobs', headers: h })).json()).toEqual([]);

    const job = await createJob(t.app, manager, { title: 'Short title' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}`,
      headers: h,
      payload: { ...jobInput(), title },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error.fields[0].path).toBe('title');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/manage/jobs/${job.id}`, headers: h })).json().title,
    ).toBe('Short title');
  });

  it('an unknown job id is a 404 everywhere; a malformed one a 400', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const candidate = await signUp(t.app);
    const h = bearer(manager);
    const unknown = [
      await t.app.inject({ method: 'GET', url: `/api/jobs/${UNKNOWN}` }),
      await t.app.inject({ method: 'GET', url: `/api/manage/jobs/${UNKNOWN}`, headers: h }),
      await t.app.inject({
        method: 'PUT',
        url: `/api/manage/jobs/${UNKNOWN}`,
        headers: h,
        payload: jobInput(),
      }),
      await t.app.inject({
        method: 'POST',
        url: `/api/manage/jobs/${UNKNOWN}/publish`,
        headers: h,
        payload: {},
      }),
      await t.app.inject({ method: 'DELETE', url: `/api/manage/jobs/${UNKNOWN}`, headers: h }),
      await t.app.inject({
        method: 'POST',
        url: `/api/jobs/${UNKNOWN}/apply`,
        headers: bearer(candidate),
        payload: { resumeId: UNKNOWN },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/applications',
        headers: h,
        payload: { jobId: UNKNOWN, resumeId: UNKNOWN },
      }),
    ];
    expect(unknown.map((r) => r.statusCode)).toEqual(unknown.map(() => 404));
    expect(unknown.map((r) => r.json().error.code)).toEqual(unknown.map(() => 'NOT_FOUND'));
    const malformed = await t.app.inject({ method: 'GET', url: '/api/jobs/123' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('VALIDATION_ERROR');
  });

  it('refuses a bad schedule, employment type, page or search with a 400', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const job = await createJob(t.app, manager, { publish: false });
    const h = bearer(manager);
    const bad = [
      await t.app.inject({
        method: 'POST',
        url: `/api/manage/jobs/${job.id}/publish`,
        headers: h,
        payload: { publishAt: 'tomorrow' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/manage/jobs',
        headers: h,
        payload: { ...jobInput(), employmentType: 'slavery' },
      }),
      await t.app.inject({ method: 'GET', url: '/api/jobs?offset=-1' }),
      await t.app.inject({ method: 'GET', url: `/api/jobs?q=${'x'.repeat(101)}` }),
      await t.app.inject({ method: 'GET', url: '/api/jobs?employmentType=nope' }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
  });
});
