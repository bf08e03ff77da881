import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { createAdmin, ensureFirstAdmin } from './admin-bootstrap.ts';

describe.each(databaseKinds())('the first admin on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is created once, at the first start, and can sign in; the CLI makes more admins', async () => {
    const db = t.deps.database.db;
    const first = await ensureFirstAdmin({ db, email: 'admin@gius.local' });
    expect(first).toMatchObject({ email: 'admin@gius.local', password: expect.stringMatching(/^\S{12,}$/) });
    expect(await ensureFirstAdmin({ db, email: 'admin@gius.local' })).toBeNull();

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: first! });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.role).toBe('admin');

    // `npm run admin:create -- EMAIL` on an existing user: made admin, with a new password.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        role: 'candidate',
        fullName: 'Soon Admin',
        email: 'soon@example.com',
        password: 'a long password',
      },
    });
    expect(signup.statusCode).toBe(201);
    const promoted = await createAdmin({ db, email: 'soon@example.com' });
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: promoted });
    expect(again.json().user.role).toBe('admin');
  });
});
