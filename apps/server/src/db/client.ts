import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the services see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Round-trip to the database; throws when it is not reachable. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel (Postgres NOTIFY, which reaches every instance on the same database).
   * Resolves once listening; the returned function stops it.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export class DatabaseConnectError extends Error {
  override name = 'DatabaseConnectError';
}

export type DatabaseOptions =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; connectTimeoutMs: number };

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'pglite'
    ? openPglite(options.dataDir)
    : openPostgres(options.url, options.connectTimeoutMs);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db,
    driver: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/** Host and port only: never print a password from the URL. */
export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return '(unparseable URL)';
  }
}

async function openPostgres(url: string, connectTimeoutMs: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, max: 20 });
  // A failing idle client must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    const reason = err instanceof Error ? err.message || err.name : String(err);
    throw new DatabaseConnectError(
      `Could not connect to PostgreSQL at DATABASE_URL (${describeUrl(url)}) within ${connectTimeoutMs} ms: ${reason}`,
    );
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  // Several instances may start together: one migrates, the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(727001)');
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await lock.query('select pg_advisory_unlock(727001)').catch(() => {});
    lock.release();
  }
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage) => listenPostgres(url, connectTimeoutMs, channel, onMessage),
    close: () => pool.end(),
  };
}

/**
 * A dedicated connection that LISTENs (a pooled one would be handed to other queries).
 * When the connection drops it reconnects with backoff, so a restarted database does
 * not silently stop the events.
 */
async function listenPostgres(
  url: string,
  connectTimeoutMs: number,
  channel: string,
  onMessage: (payload: string) => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  let retryMs = 200;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onMessage(msg.payload ?? '');
    });
    c.on('error', () => {
      if (stopped) return;
      client = null;
      setTimeout(() => void reconnect(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    });
    await c.connect();
    await c.query(`listen ${channel}`);
    client = c;
    retryMs = 200;
  };
  const reconnect = async () => {
    if (stopped) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void reconnect(), retryMs);
      retryMs = Math.min(retryMs * 2, 10_000);
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw SQL query, the same way for both drivers (each answers `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
