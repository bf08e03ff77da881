import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tabsForRole } from '@gius/shared/roles';
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

describe.each(databaseKinds())('company sign-up and invitations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a company signs up as its manager, invites an HR user, who accepts from the e-mailed link', async () => {
    const admin = await signInAdmin(t);
    const manager = await signUp(t.app, { role: 'company', companyName: 'גיוס בע"מ', locale: 'en' });
    expect(manager.user).toMatchObject({ role: 'company_manager', companyName: 'גיוס בע"מ' });

    const hrEmail = uniqueEmail('hr');
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: bearer(manager),
      payload: { email: hrEmail },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({ email: hrEmail, role: 'hr', companyId: manager.user.companyId });

    const mail = await lastEmailTo(t.app, admin, hrEmail);
    expect(mail.subject).toContain('גיוס בע"מ');
    const token = linkIn(mail.body).searchParams.get('token')!;

    const shown = await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });
    expect(shown.json()).toMatchObject({ email: hrEmail, companyName: 'גיוס בע"מ' });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, fullName: 'Rina HR', password: TEST_PASSWORD },
    });
    expect(accepted.statusCode).toBe(201);
    const hr = accepted.json();
    expect(hr.user).toMatchObject({ email: hrEmail, role: 'hr', companyId: manager.user.companyId });
    expect(tabsForRole(hr.user.role)).not.toContain('companies-management');

    const team = await t.app.inject({ method: 'GET', url: '/api/company/users', headers: bearer(hr) });
    expect(
      team
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([hrEmail, manager.user.email].sort());
    // HR may not invite; the link works once.
    const hrInvites = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: bearer(hr),
      payload: { email: uniqueEmail() },
    });
    expect(hrInvites.statusCode).toBe(403);
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, fullName: 'Again', password: TEST_PASSWORD },
    });
    expect(twice.json().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses to invite an e-mail that already has an account', async () => {
    const manager = await signUp(t.app, { role: 'company' });
    const candidate = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      headers: bearer(manager),
      payload: { email: candidate.user.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('USER_EXISTS');
  });
});
