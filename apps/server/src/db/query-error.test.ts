import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { databaseKinds } from '../testing/test-database.ts';
import { safeErrorMessage } from './query-error.ts';

describe.each(databaseKinds())('a failed SQL statement in the log on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOG_LEVEL: 'info' });
    // Forces the sign-up's insert to fail, as a broken disk or a bad migration would. PostgreSQL's
    // answer then carries the whole row in its detail ("Failing row contains (…)").
    await t.deps.database.db.execute(
      sql.raw(`alter table users add constraint test_refuse_signup check (email not like 'refused-%')`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is logged with the statement and its code, never the values (e-mail, password hash, names)', async () => {
    const lines: string[] = [];
    const app = await buildApp(t.deps, { logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
    try {
      const email = uniqueEmail('refused');
      const password = 'Unlogged-passw0rd-77';
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { role: 'candidate', fullName: 'Shira Mizrahi', email, password },
      });
      expect(res.statusCode).toBe(500);
      const failed = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(failed?.level).toBe(50);
      expect(failed.err.message).toMatch(/^Failed query: insert into "users"/);
      expect(failed.err.message).toContain('test_refuse_signup');
      expect(failed.err.code).toBe('23514');
      const log = lines.join('\n');
      for (const value of [email, 'Shira Mizrahi', password, '$argon2', 'Failing row']) {
        expect(log).not.toContain(value);
      }
      expect(log).not.toMatch(/"params"|"detail"/);
    } finally {
      await app.close();
    }
  });

  it('a stored task error holds no values either', async () => {
    const err = await t.deps.database.db
      .execute(sql`select ${'secret-value@example.com'}::uuid`)
      .catch((e: unknown) => e);
    expect(String((err as Error).message)).toContain('secret-value@example.com');
    const message = safeErrorMessage(err);
    expect(message).toMatch(/^Failed query: select \$1::uuid/);
    expect(message).toContain('invalid input syntax for type uuid');
    expect(message).not.toContain('secret-value');
  });
});
