import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/test-database.ts';
import { createWorker, enqueueTask } from './queue.ts';
import { backgroundTasks } from './tables.ts';

describe.each(databaseKinds())('background queue on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it('runs a task enqueued while the worker is idle, woken without waiting for the poll', async () => {
    const seen: unknown[] = [];
    const worker = createWorker({
      database: database.handle,
      handlers: { greet: async (payload) => void seen.push(payload) },
      pollMs: 60_000,
    });
    await worker.start();
    try {
      await enqueueTask(database.handle.db, 'greet', { name: 'נועה' });
      await expect.poll(() => seen, { timeout: 5000 }).toEqual([{ name: 'נועה' }]);
    } finally {
      await worker.stop();
    }
  });

  it('retries a failing task with backoff and records the last error; gives up after maxAttempts', async () => {
    let calls = 0;
    const worker = createWorker({
      database: database.handle,
      handlers: {
        flaky: async () => {
          calls++;
          if (calls < 3) throw new Error(`failure ${calls}`);
        },
        broken: async () => {
          throw new Error('always');
        },
      },
      pollMs: 20,
      retryDelayMs: () => 10,
    });
    const flakyId = await enqueueTask(database.handle.db, 'flaky', {});
    const brokenId = await enqueueTask(database.handle.db, 'broken', {}, { maxAttempts: 2 });
    await worker.start();
    try {
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const [flaky] = await database.handle.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, flakyId!));
    const [broken] = await database.handle.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, brokenId!));
    expect(flaky).toMatchObject({ status: 'done', attempts: 3 });
    expect(broken).toMatchObject({ status: 'failed', attempts: 2, lastError: 'always' });
  });

  it('keeps one pending task per dedupe key', async () => {
    const first = await enqueueTask(database.handle.db, 'dedupe', { n: 1 }, { dedupeKey: 'analyse:1' });
    const second = await enqueueTask(database.handle.db, 'dedupe', { n: 2 }, { dedupeKey: 'analyse:1' });
    expect(first).toBeTruthy();
    expect(second).toBeNull();
    const ran: unknown[] = [];
    const worker = createWorker({
      database: database.handle,
      handlers: { dedupe: async (p) => void ran.push(p) },
    });
    await worker.start();
    await worker.drain();
    await worker.stop();
    expect(ran).toEqual([{ n: 1 }]);
    // Once done, the key is free again.
    expect(
      await enqueueTask(database.handle.db, 'dedupe', { n: 3 }, { dedupeKey: 'analyse:1' }),
    ).toBeTruthy();
  });

  it('a task running longer than its lease keeps it (heartbeat): another worker never takes it', async () => {
    const runs: number[] = [];
    const slow = async (payload: unknown) => {
      runs.push((payload as { n: number }).n);
      await new Promise((r) => setTimeout(r, 1200));
    };
    const id = await enqueueTask(database.handle.db, 'lease-slow', { n: 1 });
    const a = createWorker({ database: database.handle, handlers: { 'lease-slow': slow }, leaseMs: 300 });
    await a.start();
    await expect.poll(() => runs.length).toBe(1);
    const b = createWorker({
      database: database.handle,
      handlers: { 'lease-slow': slow },
      leaseMs: 300,
      pollMs: 20,
    });
    await b.start();
    await a.drain();
    await Promise.all([a.stop(), b.stop()]);
    expect(runs).toEqual([1]);
    const [row] = await database.handle.db.select().from(backgroundTasks).where(eq(backgroundTasks.id, id!));
    expect(row).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('a task whose worker died on each of its attempts fails instead of running again', async () => {
    const [row] = await database.handle.db
      .insert(backgroundTasks)
      .values({
        kind: 'lease-poison',
        payload: {},
        status: 'running',
        attempts: 2,
        maxAttempts: 2,
        lockedAt: new Date(Date.now() - 60_000),
        lockedBy: 'a dead worker',
        leaseExpiresAt: new Date(Date.now() - 30_000),
      })
      .returning();
    const ran: unknown[] = [];
    const worker = createWorker({
      database: database.handle,
      handlers: { 'lease-poison': async (p) => void ran.push(p) },
    });
    await worker.start();
    await worker.drain();
    await worker.stop();
    const [after] = await database.handle.db
      .select()
      .from(backgroundTasks)
      .where(eq(backgroundTasks.id, row!.id));
    expect(after).toMatchObject({
      status: 'failed',
      lastError: 'The worker running it stopped before it finished',
    });
    expect(ran).toEqual([]);
  });

  it('a task asked for while one with its key runs is queued and runs after it, never beside it', async () => {
    const log: string[] = [];
    let release: () => void = () => {};
    const worker = createWorker({
      database: database.handle,
      concurrency: 3,
      pollMs: 20,
      handlers: {
        rescore: async (payload) => {
          const n = (payload as { n: number }).n;
          log.push(`start ${n}`);
          if (n === 1) await new Promise<void>((r) => (release = r));
          log.push(`end ${n}`);
        },
      },
    });
    await enqueueTask(database.handle.db, 'rescore', { n: 1 }, { dedupeKey: 'rescore:a' });
    await worker.start();
    try {
      await expect.poll(() => log).toEqual(['start 1']);
      // The application changed while it was being scored: one more run is needed, after this one.
      const second = await enqueueTask(database.handle.db, 'rescore', { n: 2 }, { dedupeKey: 'rescore:a' });
      const third = await enqueueTask(database.handle.db, 'rescore', { n: 3 }, { dedupeKey: 'rescore:a' });
      expect(second).toBeTruthy();
      expect(third).toBeNull();
      await new Promise((r) => setTimeout(r, 200));
      expect(log).toEqual(['start 1']);
      release();
      await worker.drain();
    } finally {
      await worker.stop();
    }
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('two workers on the same database run each of 40 tasks exactly once', async () => {
    const runs = new Map<number, number>();
    const handler = async (payload: unknown) => {
      const n = (payload as { n: number }).n;
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 2));
    };
    for (let n = 0; n < 40; n++) await enqueueTask(database.handle.db, 'count', { n });
    const a = createWorker({ database: database.handle, handlers: { count: handler }, concurrency: 3 });
    const b = createWorker({ database: database.handle, handlers: { count: handler }, concurrency: 3 });
    await Promise.all([a.start(), b.start()]);
    await a.drain();
    await Promise.all([a.stop(), b.stop()]);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
  });
});

describe('background queue across a restart (PGlite)', () => {
  it('a task queued before the process stopped runs after the next start', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-queue-'));
    try {
      const before = await openDatabase({ kind: 'pglite', dataDir: dir });
      await enqueueTask(before.db, 'later', { resumeId: 'r1' });
      await before.close();

      const after = await openDatabase({ kind: 'pglite', dataDir: dir });
      const seen: unknown[] = [];
      const worker = createWorker({ database: after, handlers: { later: async (p) => void seen.push(p) } });
      await worker.start();
      await worker.drain();
      await worker.stop();
      await after.close();
      expect(seen).toEqual([{ resumeId: 'r1' }]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
