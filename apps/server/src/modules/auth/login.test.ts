import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  lastEmailTo,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';

describe.each(databaseKinds())('signing in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (email: string, password: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

  it('signs in with e-mail (any case) and password; a wrong password or unknown e-mail is "Invalid email or password"', async () => {
    const { user } = await signUp(t.app);
    const ok = await login(user.email.toUpperCase(), TEST_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    for (const res of [
      await login(user.email, 'wrong password'),
      await login(uniqueEmail(), TEST_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
      });
    }
  });

  it('refuses a second sign-up with the same e-mail: "This user is already registered"', async () => {
    const { user } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { role: 'candidate', fullName: 'Other', email: user.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: 'USER_EXISTS', message: 'This user is already registered' },
    });
  });

  it('validates the sign-up: a company needs its name; a short password is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { role: 'company', fullName: 'Dana', email: uniqueEmail(), password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .error.fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['companyName', 'password']);
  });

  it('the 6th wrong password for an account within a minute is refused with 429, even from another client', async () => {
    const { user } = await signUp(t.app);
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, `wrong ${i}`, `10.1.0.${i}`)).statusCode).toBe(401);
    const sixth = await login(user.email, 'wrong 6', '10.1.0.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    // While limited, even the right password waits for the minute to pass.
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.10')).statusCode).toBe(429);
  });

  it('one client guessing across many accounts is limited too', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 20; i++) expect((await login(uniqueEmail(), 'guess', ip)).statusCode).toBe(401);
    expect((await login(uniqueEmail(), 'guess', ip)).statusCode).toBe(429);
    const { user } = await signUp(t.app);
    expect((await login(user.email, TEST_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('signs in with a one-time code sent by e-mail; a code works once; a wrong code is refused', async () => {
    const admin = await signInAdmin(t);
    const { user } = await signUp(t.app, { locale: 'en' });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { email: user.email },
    });
    expect(asked.statusCode).toBe(202);
    // An unknown e-mail gets the same answer (nobody learns who has an account).
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp',
      payload: { email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(202);

    const mail = await lastEmailTo(t.app, admin, user.email);
    expect(mail.subject).toBe('Your Gius sign-in code');
    const code = /\b(\d{6})\b/.exec(mail.body)![1]!;
    const verify = (c: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { email: user.email, code: c },
        remoteAddress: '10.3.0.1',
      });
    const wrong = await verify(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CODE');
    const ok = await verify(code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.id).toBe(user.id);
    expect((await verify(code)).statusCode).toBe(401);
  });

  it('a user of a deactivated company cannot sign in, and the open session stops working', async () => {
    const admin = await signInAdmin(t);
    const manager = await signUp(t.app, { role: 'company', companyName: 'Frozen Ltd' });
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/companies/${manager.user.companyId}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const res = await login(manager.user.email, TEST_PASSWORD, '10.4.0.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('ACCOUNT_DISABLED');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(manager) })).statusCode,
    ).toBe(403);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: manager.refreshToken },
    });
    expect(refreshed.statusCode).toBe(403);
  });
});
