import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMeta, recordStart, setMeta } from '../modules/system/service.ts';
import { createTestDatabase, databaseKinds } from '../testing/test-database.ts';
import { createPgliteDataDirApart, DatabaseConnectError, openDatabase } from './client.ts';

describe('embedded PGlite', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-restart-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('keeps what was written across a close and a fresh open of the same folder', async () => {
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    const started = await recordStart(first.db, new Date('2026-01-01T00:00:00Z'));
    await setMeta(first.db, 'survives', { hello: 'שלום' });
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(await getMeta(second.db, 'survives')).toEqual({ hello: 'שלום' });
    // The first start is kept, not overwritten by the second start.
    expect((await recordStart(second.db, new Date('2026-02-01T00:00:00Z'))).firstStartedAt).toBe(
      started.firstStartedAt,
    );
    await second.close();
  });

  it('makes a new data folder in a child process, then opens it (the start holds none of initdb)', async () => {
    const fresh = path.join(dir, 'fresh');
    await createPgliteDataDirApart(fresh);
    expect(await fs.readFile(path.join(fresh, 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
    // A second call finds the folder and leaves it as it is.
    const made = (await fs.stat(path.join(fresh, 'PG_VERSION'))).mtimeMs;
    await createPgliteDataDirApart(fresh);
    expect((await fs.stat(path.join(fresh, 'PG_VERSION'))).mtimeMs).toBe(made);
    const database = await openDatabase({ kind: 'pglite', dataDir: fresh });
    await database.ping();
    await database.close();
  }, 60_000);
});

describe.each(databaseKinds())('migrations on %s', (kind) => {
  it('applies every migration and answers queries', async () => {
    const database = await createTestDatabase(kind);
    try {
      expect(database.handle.driver).toBe(kind);
      await database.handle.ping();
      await setMeta(database.handle.db, 'k', [1, 2, 3]);
      expect(await getMeta(database.handle.db, 'k')).toEqual([1, 2, 3]);
    } finally {
      await database.destroy();
    }
  });
});

describe('unreachable PostgreSQL', () => {
  it('fails fast with a clear message when nothing listens', async () => {
    const t0 = Date.now();
    await expect(
      openDatabase({
        kind: 'postgres',
        url: 'postgres://gius:secret@127.0.0.1:1/none',
        connectTimeoutMs: 2000,
      }),
    ).rejects.toThrow(/Could not connect to PostgreSQL at DATABASE_URL \(127\.0\.0\.1:1\/none\)/);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('gives up after the timeout when the server never answers, without printing the password', async () => {
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const t0 = Date.now();
    try {
      const err = await openDatabase({
        kind: 'postgres',
        url: `postgres://gius:secret@127.0.0.1:${port}/none`,
        connectTimeoutMs: 1000,
      }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(DatabaseConnectError);
      expect((err as Error).message).toMatch(/within 1000 ms/);
      expect((err as Error).message).not.toContain('secret');
      expect(Date.now() - t0).toBeLessThan(10_000);
    } finally {
      silent.close();
    }
  });
});
