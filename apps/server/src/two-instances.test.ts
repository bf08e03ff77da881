import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOpenJobsPage } from '@gius/shared/jobs';
import { openDatabase, queryRows, type DatabaseHandle } from './db/client.ts';
import { RESUME_ANALYSE } from './modules/analysis/enqueue.ts';
import { JOBS_CHANGED } from './modules/jobs/open-jobs-cache.ts';
import { createWorker, type TaskHandler, type Worker } from './queue/queue.ts';
import { taskHandlers } from './queue/task-handlers.ts';
import { bearer, signUp } from './testing/auth-helpers.ts';
import { listenToEvents } from './testing/event-stream.ts';
import { createJob, jobInput, uploadResume } from './testing/recruitment-helpers.ts';
import { startS3Server, type TestS3Server } from './testing/s3-server.ts';
import { createTestInstance, type TestApp } from './testing/test-app.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';
import { hebrewResume, makeResumeFile } from './testing/upload-fixtures.ts';

interface Instance extends TestApp {
  name: 'A' | 'B';
  base: string;
  worker: Worker;
  /** Task runs of this instance's worker, by kind and task payload. */
  runs: { kind: string; payload: unknown }[];
}

/**
 * The scaled running mode: two instances of the real app, each with its own connections, worker,
 * event bus and cache, on one PostgreSQL database and one S3-compatible bucket. (PGlite is one
 * process's database, so this needs TEST_DATABASE_URL, which CI sets.)
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL and one bucket', () => {
  let s3: TestS3Server;
  let database: TestDatabase;
  let secondHandle: DatabaseHandle;
  let a: Instance;
  let b: Instance;

  async function start(name: 'A' | 'B', handle: DatabaseHandle): Promise<Instance> {
    const instance = await createTestInstance(handle, {
      STORAGE_URL: s3.storageUrl,
      ...s3.env,
      // A minute: a page of the open jobs list changes on this instance only if it is told to.
      OPEN_JOBS_CACHE_MS: '60000',
    });
    await instance.app.listen({ port: 0, host: '127.0.0.1' });
    const runs: Instance['runs'] = [];
    const handlers = Object.fromEntries(
      Object.entries(taskHandlers(instance.deps)).map(([kind, handler]): [string, TaskHandler] => [
        kind,
        async (payload, context) => {
          runs.push({ kind, payload });
          await handler(payload, context);
        },
      ]),
    );
    const worker = createWorker({ database: handle, handlers, pollMs: 200 });
    await worker.start();
    const { port } = instance.app.server.address() as AddressInfo;
    return { ...instance, name, base: `http://127.0.0.1:${port}`, worker, runs };
  }

  beforeAll(async () => {
    s3 = await startS3Server('gius-shared');
    database = await createTestDatabase('postgres');
    secondHandle = await openDatabase({ kind: 'postgres', url: database.url!, connectTimeoutMs: 5000 });
    a = await start('A', database.handle);
    b = await start('B', secondHandle);
  }, 120_000);

  afterAll(async () => {
    for (const instance of [a, b]) {
      await instance?.worker.stop();
      await instance?.close();
    }
    await secondHandle?.close();
    await database?.destroy();
    await s3?.close();
  });

  it('each instance has its own connections but both report the one bucket', async () => {
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.base}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        database: { status: 'ok', driver: 'postgres' },
        storage: { status: 'ok', driver: 's3' },
      });
    }
    expect(a.deps.database).not.toBe(b.deps.database);
    expect(a.deps.storage).not.toBe(b.deps.storage);
  });

  it('resumes uploaded on A are analysed once each, by either worker, and the events reach a page open on B', async () => {
    const candidate = await signUp(a.app);
    // The page is connected to B; the uploads go to A.
    const page = listenToEvents(`${b.base}/api/events`, candidate);
    expect(await page.ready).toBe(200);

    const files = await Promise.all(
      ['דנה לוי', 'יוסי כהן', 'מיכל אברהם', 'רון דוד'].map((name) =>
        makeResumeFile(hebrewResume(name), 'docx'),
      ),
    );
    const uploaded = await Promise.all(
      files.map((file, i) => uploadResume(a.app, candidate, file, `cv-${i}.docx`)),
    );
    const ids = uploaded.map((r) => r.id).sort();

    const analysedOnB = () =>
      page.received.filter((e) => e.type === 'resume.analysed').map((e) => e.data.resumeId as string);
    await expect.poll(() => analysedOnB().sort(), { timeout: 30_000, interval: 100 }).toEqual(ids);
    await Promise.all([a.worker.drain(), b.worker.drain()]);
    // Time for a second (wrong) analysis or a duplicated event to show.
    await new Promise((r) => setTimeout(r, 700));
    expect(analysedOnB().sort()).toEqual(ids);

    // One task and one run per resume, whichever instance's worker took it.
    const runs = [...a.runs, ...b.runs]
      .filter((r) => r.kind === RESUME_ANALYSE)
      .map((r) => (r.payload as { resumeId: string }).resumeId)
      .filter((id) => ids.includes(id));
    expect(runs.sort()).toEqual(ids);
    const tasks = await queryRows<{ resume_id: string; status: string; attempts: number }>(
      database.handle.db,
      sql`select payload->>'resumeId' as resume_id, status, attempts from background_tasks
           where kind = ${RESUME_ANALYSE} order by 1`,
    );
    expect(tasks).toEqual(ids.map((id) => ({ resume_id: id, status: 'done', attempts: 1 })));

    // B reads what A stored: the analysis in the database, the file in the bucket.
    for (const [i, resume] of uploaded.entries()) {
      const details = await b.app.inject({ url: `/api/resumes/${resume.id}`, headers: bearer(candidate) });
      expect(details.json().details.fullName).toBe(['דנה לוי', 'יוסי כהן', 'מיכל אברהם', 'רון דוד'][i]);
      const file = await b.app.inject({ url: `/api/resumes/${resume.id}/file`, headers: bearer(candidate) });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(files[i]!)).toBe(true);
    }
    page.close();
  });

  it("a job changed on A is changed at once in B's cached open jobs list", async () => {
    const heardOnB: unknown[] = [];
    const unsubscribe = b.deps.events.subscribe((e) => {
      if (e.type === JOBS_CHANGED) heardOnB.push(e);
    });
    const manager = await signUp(a.app, { role: 'company', companyName: 'Scale Ltd' });
    const job = await createJob(a.app, manager, { title: 'Backend developer' });
    // B hears of the new job (and so clears its pages) through the database's NOTIFY.
    await expect.poll(() => heardOnB.length, { timeout: 2000, interval: 10 }).toBe(1);
    const titleOnB = async () => {
      const res = await b.app.inject({ url: '/api/jobs' });
      return (res.json() as TOpenJobsPage).items.find((j) => j.id === job.id)?.title;
    };
    expect(await titleOnB()).toBe('Backend developer');

    // B really serves the list from its cache: a change behind the app's back does not show.
    await database.handle.db.execute(
      sql`update jobs set title = 'Changed behind the back' where id = ${job.id}`,
    );
    expect(await titleOnB()).toBe('Backend developer');

    const { publish: _publish, ...fields } = jobInput({ title: 'Senior backend developer' });
    const edited = await a.app.inject({
      method: 'PUT',
      url: `/api/manage/jobs/${job.id}`,
      headers: bearer(manager),
      payload: fields,
    });
    expect(edited.statusCode).toBe(200);
    // Well inside the cache's minute: B was told through the database (NOTIFY).
    await expect.poll(titleOnB, { timeout: 2000, interval: 20 }).toBe('Senior backend developer');

    const closed = await a.app.inject({
      method: 'DELETE',
      url: `/api/manage/jobs/${job.id}`,
      headers: bearer(manager),
    });
    expect(closed.statusCode).toBeLessThan(300);
    await expect.poll(titleOnB, { timeout: 2000, interval: 20 }).toBeUndefined();
    unsubscribe();
  });

  it('failed sign-ins are counted once for both instances', async () => {
    const { user } = await signUp(a.app);
    const login = (instance: Instance, password: string) =>
      instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.77.0.1',
      });
    // Five wrong passwords, taking turns: three on A and two on B (each alone under the limit).
    for (const instance of [a, b, a, b, a])
      expect((await login(instance, 'wrong password')).statusCode).toBe(401);
    const sixth = await login(b, 'wrong password');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('RATE_LIMITED');
    expect((await login(a, 'wrong password')).statusCode).toBe(429);
  });
});
