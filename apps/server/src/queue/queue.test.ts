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
