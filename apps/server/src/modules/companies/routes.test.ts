import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin, signUp } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds())('companies management on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the admin lists, creates, renames, deactivates and reactivates companies and sees their users', async () => {
    const admin = await signInAdmin(t);
    const manager = await signUp(t.app, { role: 'company', companyName: 'Beta Works' });
    const h = bearer(admin);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies',
      headers: h,
      payload: { name: 'Alpha Labs' },
    });
    expect(created.statusCode).toBe(201);
    const alpha = created.json();
    expect(alpha).toMatchObject({ name: 'Alpha Labs', isActive: true, userCount: 0 });

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/companies', headers: h })).json();
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Alpha Labs', 'Beta Works']);
    expect(list[1].userCount).toBe(1);

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${alpha.id}`,
      headers: h,
      payload: { name: 'Alpha Labs 2' },
    });
    expect(renamed.json().name).toBe('Alpha Labs 2');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${manager.user.companyId}`,
      headers: h,
      payload: { isActive: false },
    });
    expect(off.json()).toMatchObject({ isActive: false, userCount: 1 });
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${manager.user.companyId}`,
      headers: h,
      payload: { isActive: true },
    });
    expect(on.json().isActive).toBe(true);

    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${manager.user.companyId}/users`,
      headers: h,
    });
    expect(users.json()).toEqual([
      expect.objectContaining({ email: manager.user.email, role: 'company_manager' }),
    ]);

    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/companies/00000000-0000-4000-8000-000000000000',
      headers: h,
      payload: { name: 'Nope' },
    });
    expect(missing.statusCode).toBe(404);
    const badName = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies',
      headers: h,
      payload: { name: ' ' },
    });
    expect(badName.statusCode).toBe(400);
  });
});
