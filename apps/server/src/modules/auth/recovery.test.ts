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

describe.each(databaseKinds())('password recovery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://gius.example' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('works end to end through the outbox: request, e-mailed link, new password, old sessions ended', async () => {
    const admin = await signInAdmin(t);
    const session = await signUp(t.app, { locale: 'he' });
    const email = session.user.email;

    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email } });
    expect(asked.statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, admin, email);
    expect(mail).toMatchObject({ channel: 'email', status: 'outbox', subject: 'איפוס הסיסמה ב-Gius' });
    const link = linkIn(mail.body);
    expect(link.origin + link.pathname).toBe('https://gius.example/reset-password');
    const token = link.searchParams.get('token')!;

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'my new long password' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(email);

    // The old password and the sessions from before are gone; the new password works.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(session) })).statusCode,
    ).toBe(401);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'my new long password' },
    });
    expect(fresh.statusCode).toBe(200);

    // A link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'yet another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_TOKEN');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const admin = await signInAdmin(t);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) })
    ).json().total;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/recover',
      payload: { email: 'nobody@example.com' },
    });
    expect(res.statusCode).toBe(202);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/messages', headers: bearer(admin) })
    ).json().total;
    expect(after).toBe(before);
  });

  it.each(['/api/auth/recover', '/api/auth/otp'])(
    '%s answers a known and an unknown e-mail alike over 10 calls (5 accepted, then 429)',
    async (url) => {
      const known = (await signUp(t.app)).user.email;
      const unknown = uniqueEmail('nobody');
      const statuses = async (email: string) => {
        const codes: number[] = [];
        for (let i = 0; i < 10; i++) {
          codes.push((await t.app.inject({ method: 'POST', url, payload: { email } })).statusCode);
        }
        return codes;
      };
      const forKnown = await statuses(known);
      const forUnknown = await statuses(unknown);
      expect(forKnown).toEqual(forUnknown);
      expect(forKnown).toEqual([202, 202, 202, 202, 202, 429, 429, 429, 429, 429]);
    },
  );

  it('/api/auth/otp sends at most 5 codes however many requests arrive together', async () => {
    const admin = await signInAdmin(t);
    const { user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { email: user.email } }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 202)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(25);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/messages?limit=200',
      headers: bearer(admin),
    });
    const mine = (list.json().items as { to: string }[]).filter((m) => m.to === user.email);
    expect(mine).toHaveLength(5);
  });
});
