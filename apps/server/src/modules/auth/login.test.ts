import { eq } from 'drizzle-orm';
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
import { loginCodes } from './tables.ts';

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

  it('200 wrong passwords at once for one account from one address: 5 are checked, the other 195 refused with 429', async () => {
    const { user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(user.email, `wrong ${i}`, '10.1.0.1')),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked).toHaveLength(5);
    expect(checked.every((r) => r.json().error.code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(refused).toHaveLength(195);
    expect(refused[0]!.json().error.code).toBe('RATE_LIMITED');
    // The guesser's address stays limited, even with the right password...
    expect((await login(user.email, TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    // ...while the owner, from another address, signs in.
    const owner = await login(user.email, TEST_PASSWORD, '10.1.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(user.id);
  });

  it('right and wrong passwords together from one address: each answered 200, 401 or 429, never a 500', async () => {
    const { user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        login(user.email, i % 6 === 0 ? TEST_PASSWORD : `wrong ${i}`, '10.1.1.1'),
      ),
    );
    const statuses = new Set(answers.map((r) => r.statusCode));
    expect([...statuses].every((s) => s === 200 || s === 401 || s === 429)).toBe(true);
    expect(answers.some((r) => r.statusCode === 429)).toBe(true);
    // Which requests take the 5 places depends on their order at the database: the right password
    // may come only after five wrong ones (then it is refused too). A success clears the address's
    // count, so at most 5 wrong passwords are checked before the first success and 5 after each.
    const successes = answers.filter((r) => r.statusCode === 200).length;
    const checkedWrong = answers.filter((r) => r.statusCode === 401).length;
    expect(checkedWrong).toBeLessThanOrEqual(5 * (successes + 1));
  });

  it('guessing one account from many addresses stops at the account ceiling (30 a minute)', async () => {
    const { user } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(user.email, `wrong ${i}`, `10.5.0.${i}`)),
    );
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(30);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(30);
  });

  it('a successful sign-in does not count: the owner can mistype, sign in, mistype again', async () => {
    const { user } = await signUp(t.app);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(user.email, 'typo', '10.6.0.1')).statusCode).toBe(401);
      expect((await login(user.email, TEST_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    }
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

  const askCode = async (email: string) => {
    const admin = await signInAdmin(t);
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/otp', payload: { email } });
    expect(asked.statusCode).toBe(202);
    const mail = await lastEmailTo(t.app, admin, email);
    return /\b(\d{6})\b/.exec(mail.body)![1]!;
  };
  const verifyCode = (email: string, code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { email, code },
      remoteAddress: ip,
    });
  const wrongCodes = (code: string, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const guess = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      return guess;
    });
  const codeAttempts = async (userId: string) => {
    const rows = await t.deps.database.db
      .select({ attempts: loginCodes.attempts })
      .from(loginCodes)
      .where(eq(loginCodes.userId, userId));
    return rows.map((r) => r.attempts);
  };

  it('100 code guesses at once: 5 are checked, the rest 429, and then the right code is refused too (spent)', async () => {
    const { user } = await signUp(t.app);
    const code = await askCode(user.email);
    const answers = await Promise.all(
      wrongCodes(code, 100).map((g) => verifyCode(user.email, g, '10.7.0.1')),
    );
    expect(
      answers.filter((r) => r.statusCode === 401 && r.json().error.code === 'INVALID_CODE'),
    ).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(95);
    expect(await codeAttempts(user.id)).toEqual([5]);
    // From an address the limiter has not seen: the code itself is spent.
    const right = await verifyCode(user.email, code, '10.7.0.2');
    expect(right.statusCode).toBe(401);
    expect(right.json().error.code).toBe('INVALID_CODE');
  });

  it('100 code guesses at once from 100 addresses: the code is still tried only 5 times', async () => {
    const { user } = await signUp(t.app);
    const code = await askCode(user.email);
    const answers = await Promise.all(
      wrongCodes(code, 100).map((g, i) => verifyCode(user.email, g, `10.8.0.${i}`)),
    );
    expect(answers.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    expect(await codeAttempts(user.id)).toEqual([5]);
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
