import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The engines a database test runs on: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Use with `describe.each(databaseKinds())`.
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** PostgreSQL: the database's URL, for a second instance to open it too. */
  url?: string;
  /** Where it is, for another process: `pglite:<folder>` or the PostgreSQL URL. */
  target: string;
  /** Closes and removes the database made for the test. */
  destroy(): Promise<void>;
}

/** A fresh, migrated database of the given kind, private to the caller. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-pglite-'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    return {
      handle,
      target: `pglite:${dir}`,
      destroy: async () => {
        await handle.close();
        await fs.rm(dir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  // One database per test file, so files run in parallel without seeing each other.
  const name = `gius_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), connectTimeoutMs: 5000 });
  return {
    handle,
    url: url.toString(),
    target: url.toString(),
    destroy: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
