import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_MANAGER_EMAIL, seedDemo } from './demo-seed.ts';

describe.each(databaseKinds())('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates the demo company, its manager and its open jobs once; the manager can sign in', async () => {
    const credentials = await seedDemo({ db: t.deps.database.db });
    expect(credentials?.email).toBe(DEMO_MANAGER_EMAIL);
    expect(await seedDemo({ db: t.deps.database.db })).toBeNull();

    const list = await t.app.inject({ method: 'GET', url: '/api/jobs' });
    expect(list.statusCode).toBe(200);
    const titles = (list.json().items as { title: string }[]).map((j) => j.title).sort();
    expect(titles).toEqual(DEMO_JOBS.map((j) => j.title).sort());

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MANAGER_EMAIL, password: credentials!.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ role: 'company_manager' });
  });
});
