import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSession } from '@gius/shared/auth';
import { queryRows } from '../../db/client.ts';
import { signIn, signInAdmin, signUp, TEST_PASSWORD } from '../../testing/auth-helpers.ts';
import { apply, createJob, uploadResume } from '../../testing/recruitment-helpers.ts';
import { startSecondInstance } from '../../testing/second-instance.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { databaseKinds } from '../../testing/test-database.ts';
import { listenToEvents as listen } from '../../testing/event-stream.ts';
import { hebrewResume, makeResumeFile } from '../../testing/upload-fixtures.ts';

/** Whether the stream is ended by the server within `ms` (false: still open). */
const endsWithin = (stream: { ended: Promise<void> }, ms: number) =>
  Promise.race([stream.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe.each(databaseKinds())('realtime events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a new application reaches its company, the admin and the candidate, and no one else', async () => {
    const docx = await makeResumeFile(hebrewResume('דנה לוי'), 'docx');
    const hrX = await signUp(t.app, { role: 'company', companyName: 'Company X' });
    const hrY = await signUp(t.app, { role: 'company', companyName: 'Company Y' });
    const admin = await signInAdmin(t);
    const candidate = await signUp(t.app);
    const bystander = await signUp(t.app);
    const job = await createJob(t.app, hrX);
    const resume = await uploadResume(t.app, candidate, docx, 'cv.docx');

    const streams = {
      x: listen(`${base}/api/events`, hrX),
      y: listen(`${base}/api/events`, hrY),
      admin: listen(`${base}/api/events`, admin),
      candidate: listen(`${base}/api/events`, candidate),
      bystander: listen(`${base}/api/events`, bystander),
    };
    for (const s of Object.values(streams)) expect(await s.ready).toBe(200);
    const anonymous = listen(`${base}/api/events`, null);
    expect(await anonymous.ready).toBe(401);

    const applied = await apply(t.app, candidate, job.id, resume.id);
    const applicationId = applied.json().id;
    await expect.poll(() => streams.x.received.length).toBe(1);
    expect(streams.x.received[0]).toEqual({
      type: 'application.created',
      data: { applicationId, jobId: job.id, applicantCounts: { [job.id]: 1 } },
    });
    await expect.poll(() => streams.admin.received.length).toBe(1);
    await expect.poll(() => streams.candidate.received.length).toBe(1);
    // The candidate hears of the application, not of the job's applicant count.
    expect(streams.candidate.received[0]!.data).toEqual({ applicationId, jobId: job.id });
    await new Promise((r) => setTimeout(r, 300));
    expect(streams.y.received).toEqual([]);
    expect(streams.bystander.received).toEqual([]);
    for (const s of Object.values(streams)) s.close();
  });

  const logout = (app: TestApp['app'], session: TSession) =>
    app.inject({ method: 'POST', url: '/api/auth/logout', payload: { refreshToken: session.refreshToken } });

  it('sign-out ends the streams of that sign-in, not those of another sign-in of the same user', async () => {
    const session = await signUp(t.app);
    const other = await signIn(t.app, session.user.email, TEST_PASSWORD);
    const mine = listen(`${base}/api/events`, session);
    const theirs = listen(`${base}/api/events`, other);
    expect(await mine.ready).toBe(200);
    expect(await theirs.ready).toBe(200);
    expect((await logout(t.app, session)).statusCode).toBe(204);
    expect(await endsWithin(mine, 5000)).toBe(true);
    expect(await endsWithin(theirs, 500)).toBe(false);
    theirs.close();
  });

  it('a refresh token used twice (family revoked) ends the stream opened in that family', async () => {
    const session = await signUp(t.app);
    const stream = listen(`${base}/api/events`, session);
    expect(await stream.ready).toBe(200);
    const refresh = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: session.refreshToken },
      });
    expect((await refresh()).statusCode).toBe(200);
    expect(await endsWithin(stream, 300)).toBe(false);
    expect((await refresh()).statusCode).toBe(401);
    expect(await endsWithin(stream, 5000)).toBe(true);
  });

  it('sign-out on one instance ends a stream held by another instance on the same database', async () => {
    const second = await startSecondInstance(t);
    try {
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const secondBase = `http://127.0.0.1:${(second.app.server.address() as AddressInfo).port}`;
      const session = await signUp(t.app);
      const stream = listen(`${secondBase}/api/events`, session);
      expect(await stream.ready).toBe(200);
      expect((await logout(t.app, session)).statusCode).toBe(204);
      expect(await endsWithin(stream, 5000)).toBe(true);
      // And the stream cannot be opened again with the access token of the ended sign-in.
      expect(await listen(`${secondBase}/api/events`, session).ready).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('realtime events on postgres when LISTEN drops', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when the listening connection drops, open streams end so their pages reconnect and refetch what they missed', async () => {
    const session = await signUp(t.app);
    const stream = listen(`${base}/api/events`, session);
    expect(await stream.ready).toBe(200);
    const [row] = await queryRows<{ name: string }>(
      t.deps.database.db,
      sql`select current_database() as name`,
    );
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = $1 and application_name = 'gius-listen'`,
        [row!.name],
      );
    } finally {
      await admin.end();
    }
    expect(await endsWithin(stream, 15_000)).toBe(true);
    // A stream opened after that hears events again.
    const again = listen(`${base}/api/events`, session);
    expect(await again.ready).toBe(200);
    expect(await endsWithin(again, 500)).toBe(false);
    again.close();
  });
});
