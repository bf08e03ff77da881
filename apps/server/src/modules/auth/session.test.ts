import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin, signUp, TEST_PASSWORD } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { registerAuthGuard } from './guard.ts';
import type { AuthContext } from './context.ts';
import { signAccessToken } from './tokens.ts';

describe.each(databaseKinds())('sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

  it('signs up a candidate and answers the session of spec section 3', async () => {
    const session = await signUp(t.app, { fullName: 'נועה כהן', locale: 'he' });
    expect(session).toMatchObject({
      tokenType: 'bearer',
      expiresIn: 900,
      user: { role: 'candidate', fullName: 'נועה כהן' },
    });
    expect(session.expiresAt).toBeGreaterThan(Date.now() + 800_000);
    const res = await me(bearer(session));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(session.user);
  });

  it('refuses a request without a token, with a bad token, and with an expired token: 401 UNAUTHENTICATED', async () => {
    const session = await signUp(t.app);
    expect((await me({})).json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } });
    expect((await me({ authorization: 'Bearer not-a-token' })).statusCode).toBe(401);

    const secret = await resolveAuthSecret({ db: t.deps.database.db });
    const claims = {
      userId: session.user.id,
      role: session.user.role,
      sessionId: JSON.parse(atob(session.accessToken.split('.')[1]!)).sid,
    };
    const expired = await signAccessToken({
      secret,
      claims,
      ttlSeconds: 60,
      now: new Date(Date.now() - 120_000),
    });
    const res = await me(bearer({ accessToken: expired.token }));
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');

    // The same claims, still valid, pass: only the expiry made the difference.
    const fresh = await signAccessToken({ secret, claims, ttlSeconds: 60 });
    expect((await me(bearer({ accessToken: fresh.token }))).statusCode).toBe(200);

    const forged = await signAccessToken({
      secret: new TextEncoder().encode('x'.repeat(48)),
      claims,
      ttlSeconds: 60,
    });
    expect((await me(bearer({ accessToken: forged.token }))).statusCode).toBe(401);
  });

  it('rotates the refresh token; a refresh token used twice revokes the whole family', async () => {
    const first = await signUp(t.app);
    const second = await refresh(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const rotated = second.json();
    expect(rotated.refreshToken).not.toBe(first.refreshToken);
    expect((await me(bearer(rotated))).statusCode).toBe(200);

    // The old token again: reuse. Refused, and the family (the rotated token too) is revoked.
    const reuse = await refresh(first.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    // The access tokens of the family die with it.
    expect((await me(bearer(rotated))).statusCode).toBe(401);

    // Another sign-in of the same user (another family) is untouched.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: first.user.email, password: TEST_PASSWORD },
    });
    expect(other.statusCode).toBe(200);
    expect((await refresh(other.json().refreshToken)).statusCode).toBe(200);
  });

  it('sign-out ends the session: its refresh token and access token are refused', async () => {
    const session = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: session.refreshToken },
    });
    expect(out.statusCode).toBe(204);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await me(bearer(session))).statusCode).toBe(401);
  });

  it('a candidate calling an admin or a company route gets 403 FORBIDDEN', async () => {
    const candidate = await signUp(t.app);
    for (const [method, url] of [
      ['GET', '/api/admin/companies'],
      ['GET', '/api/admin/messages'],
      ['GET', '/api/company/users'],
      ['POST', '/api/company/invitations'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(candidate),
        payload: method === 'POST' ? { email: 'a@b.co' } : undefined,
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('the role matrix: who may call which route', async () => {
    const candidate = await signUp(t.app);
    const manager = await signUp(t.app, { role: 'company' });
    const admin = await signInAdmin(t);
    const status = async (url: string, s: { accessToken: string }) =>
      (await t.app.inject({ method: 'GET', url, headers: bearer(s) })).statusCode;
    expect(await status('/api/admin/companies', admin)).toBe(200);
    expect(await status('/api/admin/companies', manager)).toBe(403);
    expect(await status('/api/company/users', manager)).toBe(200);
    expect(await status('/api/company/invitations', manager)).toBe(200);
    expect(await status('/api/company/users', admin)).toBe(403);
    expect(await status('/api/auth/me', candidate)).toBe(200);
    expect(await status('/api/auth/me', admin)).toBe(200);
  });

  it('updates the profile ("user updated") and changes the password, ending other sign-ins', async () => {
    const session = await signUp(t.app);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: bearer(session),
      payload: { fullName: 'Dana Cohen', phone: '+972 50-123-4567', locale: 'ar' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ fullName: 'Dana Cohen', phone: '+972 50-123-4567', locale: 'ar' });

    const otherDevice = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.user.email, password: TEST_PASSWORD },
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me/password',
      headers: bearer(session),
      payload: { currentPassword: 'not it', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/me/password',
      headers: bearer(session),
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await refresh(otherDevice.json().refreshToken)).statusCode).toBe(401);
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: session.user.email, password: 'a brand new password' },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('the guard', () => {
  it('refuses to start a server with an API route that declares no access', async () => {
    const app = Fastify();
    registerAuthGuard(app, {} as AuthContext);
    expect(() => app.get('/api/forgotten', async () => 'open?')).toThrow(
      /GET \/api\/forgotten declares no access/,
    );
    // A declared route, and a route outside the API (the web app), are fine.
    app.get('/api/declared', { config: { access: 'public' } }, async () => 'ok');
    app.get('/about', async () => 'page');
    await app.ready();
    await app.close();
  });
});
