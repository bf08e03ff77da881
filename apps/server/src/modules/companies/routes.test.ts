import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastEmailTo,
  linkIn,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../testing/auth-helpers.ts';
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

  it("the admin invites a new company's manager and its HR users by e-mail; only the admin may", async () => {
    const admin = await signInAdmin(t);
    const h = bearer(admin);
    const company = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/companies',
        headers: h,
        payload: { name: 'Gamma' },
      })
    ).json();
    expect(company.userCount).toBe(0);

    const managerEmail = uniqueEmail('manager');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/invitations`,
      headers: h,
      payload: { email: managerEmail, role: 'company_manager' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      email: managerEmail,
      role: 'company_manager',
      companyId: company.id,
      companyName: 'Gamma',
      acceptedAt: null,
    });
    // The team module's invitation: an e-mail (the outbox here) with a link that makes the user.
    const mail = await lastEmailTo(t.app, admin, managerEmail);
    expect(mail.subject).toContain('Gamma');
    const token = linkIn(mail.body).searchParams.get('token')!;
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, fullName: 'Gamma Manager', password: TEST_PASSWORD },
    });
    expect(accepted.statusCode).toBe(201);
    const manager = accepted.json();
    expect(manager.user).toMatchObject({
      role: 'company_manager',
      companyId: company.id,
      companyName: 'Gamma',
    });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/companies', headers: h })).json();
    expect(listed.find((c: { id: string }) => c.id === company.id).userCount).toBe(1);

    // The manager then runs the team (HR invitations) like any company's manager.
    const hrByManager = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: bearer(manager),
      payload: { email: uniqueEmail('hr') },
    });
    expect(hrByManager.statusCode).toBe(201);
    // The admin can invite an HR user too (role defaults to HR).
    const hr = await t.app.inject({
      method: 'POST',
      url: `/api/admin/companies/${company.id}/invitations`,
      headers: h,
      payload: { email: uniqueEmail('hr') },
    });
    expect(hr.json()).toMatchObject({ role: 'hr', companyId: company.id });
    // The admin sees the company's invitations: the accepted one and the two still waiting.
    const invitations = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.id}/invitations`,
      headers: h,
    });
    expect(invitations.statusCode).toBe(200);
    const waiting = invitations.json().filter((i: { acceptedAt: string | null }) => !i.acceptedAt);
    expect(waiting.map((i: { email: string }) => i.email).sort()).toEqual(
      [hrByManager.json().email, hr.json().email].sort(),
    );
    expect(
      invitations.json().find((i: { email: string }) => i.email === managerEmail).acceptedAt,
    ).not.toBeNull();
    const byManager = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${company.id}/invitations`,
      headers: bearer(manager),
    });
    expect(byManager.statusCode).toBe(403);

    // Bad input and refusals: 4xx with a code, never a 500.
    const invite = (headers: Record<string, string>, payload: object, id = company.id) =>
      t.app.inject({ method: 'POST', url: `/api/admin/companies/${id}/invitations`, headers, payload });
    const already = await invite(h, { email: managerEmail, role: 'hr' });
    expect([already.statusCode, already.json().error.code]).toEqual([409, 'USER_EXISTS']);
    const badEmail = await invite(h, { email: 'not-an-email' });
    expect([badEmail.statusCode, badEmail.json().error.code]).toEqual([400, 'VALIDATION_ERROR']);
    const badRole = await invite(h, { email: uniqueEmail(), role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    const noCompany = await invite(h, { email: uniqueEmail() }, '00000000-0000-4000-8000-000000000000');
    expect([noCompany.statusCode, noCompany.json().error.code]).toEqual([404, 'NOT_FOUND']);
    const badId = await invite(h, { email: uniqueEmail() }, 'not-a-uuid');
    expect(badId.statusCode).toBe(400);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${company.id}`,
      headers: h,
      payload: { isActive: false },
    });
    const inactive = await invite(h, { email: uniqueEmail() });
    expect(inactive.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(inactive.statusCode).toBeGreaterThanOrEqual(400);
    expect(inactive.statusCode).toBeLessThan(500);

    // Who is asking: nobody but the admin, not even the company's own manager.
    const candidate = await signUp(t.app);
    const otherManager = await signUp(t.app, { role: 'company' });
    expect((await invite({}, { email: uniqueEmail() })).statusCode).toBe(401);
    for (const session of [candidate, manager, otherManager]) {
      expect((await invite(bearer(session), { email: uniqueEmail() })).statusCode).toBe(403);
    }
  });
});
