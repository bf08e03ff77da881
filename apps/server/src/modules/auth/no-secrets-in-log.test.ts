import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  bearer,
  lastEmailTo,
  linkIn,
  signInAdmin,
  signUp,
  TEST_PASSWORD,
} from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { maskUrl } from '../../http/log-serializers.ts';

describe('the log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOG_LEVEL: 'trace' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never holds a password, a token or a link token, at the most verbose level', async () => {
    const lines: string[] = [];
    const app = await buildApp(
      { ...t.deps, config: { ...t.deps.config, LOG_LEVEL: 'trace' } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await app.ready();
    try {
      const session = await signUp(app, { password: 'Sup3r-secret-passw0rd' });
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: session.user.email, password: 'wrong-Guess-999' },
      });
      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(refreshed.json()) });
      const admin = await signInAdmin({ ...t, app });
      await app.inject({ method: 'POST', url: '/api/auth/recover', payload: { email: session.user.email } });
      const token = linkIn((await lastEmailTo(app, admin, session.user.email)).body).searchParams.get(
        'token',
      )!;
      await app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
      await app.inject({ method: 'GET', url: `/api/auth/invitations/${token}` });

      const log = lines.join('\n');
      expect(log).toContain('/api/auth/login');
      for (const secret of [
        'Sup3r-secret-passw0rd',
        'wrong-Guess-999',
        TEST_PASSWORD,
        session.accessToken,
        session.refreshToken,
        refreshed.json().refreshToken,
        admin.accessToken,
        token,
      ]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });

  it('masks tokens in URLs', () => {
    expect(maskUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(maskUrl('/api/auth/invitations/abcdef')).toBe('/api/auth/invitations/[redacted]');
    expect(maskUrl('/api/auth/invitations/accept')).toBe('/api/auth/invitations/accept');
  });
});
