import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
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
   * Resolves once listening; the returned function stops it. `onResumed` is called when the
   * listening connection was lost and is back: notifications sent in between were missed.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>>;
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

/**
 * PGlite runs PostgreSQL inside this process, so its buffers are the server's memory: 128 MB of
 * shared buffers (PostgreSQL's default) held about 140 MB more at rest than 32 MB do. Its files
 * are still cached by the operating system, and the open jobs bench keeps its figures.
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB', 'work_mem=4MB', 'maintenance_work_mem=32MB'];

/**
 * Makes a new PGlite data folder in a short-lived child process when there is none yet, so that
 * the memory its initdb needs is given back with that process. The server's start calls this; a
 * test's fresh database skips it (one process more per test file for no gain).
 */
export async function createPgliteDataDirApart(dataDir: string): Promise<void> {
  const exists = await fs.stat(path.join(dataDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await fs.mkdir(dataDir, { recursive: true });
  await promisify(execFile)(process.execPath, [INIT_SCRIPT, dataDir], { timeout: 120_000 });
}

const INIT_SCRIPT = fileURLToPath(new URL('./pglite-init.mjs', import.meta.url));

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir, postgresqlconf: PGLITE_SETTINGS });
  letTheEventLoopTurnBetweenStatements(client);
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

const turnOfTheEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite runs each statement on this thread, synchronously. Statements that wait for it (eight
 * uploads, the task worker, page requests) used to run back to back in one turn of the event loop,
 * holding it for as long as all of them took; waiting one turn before each lets timers, sockets and
 * other requests in between statements, so the loop is held at most for one statement. Both
 * methods are PGlite's own, called through `this`, inside its query lock.
 */
function letTheEventLoopTurnBetweenStatements(client: PGlite): void {
  const raw = client.execProtocolRaw.bind(client);
  const rawStream = client.execProtocolRawStream.bind(client);
  client.execProtocolRaw = async (...args) => {
    await turnOfTheEventLoop();
    return raw(...args);
  };
  client.execProtocolRawStream = async (...args) => {
    await turnOfTheEventLoop();
    return rawStream(...args);
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
  const listener = createPgListener(url, connectTimeoutMs);
  return {
    db,
    driver: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onMessage, onResumed) => listener.listen(channel, onMessage, onResumed),
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}

/**
 * One dedicated connection that LISTENs on every channel of this process (a pooled one would be
 * handed to other queries), so each channel has exactly one listener. When the connection drops
 * (a restarted database, `pg_terminate_backend`), the old client is closed and one new one is
 * opened with backoff, LISTENing on the same channels: never two at once, so no event arrives twice.
 * A notification sent while it is reconnecting is missed (NOTIFY is not stored): once listening
 * again, every subscriber's `onResumed` says so (the event bus then ends the open event streams,
 * whose pages refetch on reconnecting, and clears the open jobs cache; the queue polls anyway).
 */
export function createPgListener(url: string, connectTimeoutMs: number) {
  interface Subscriber {
    onMessage: (payload: string) => void;
    onResumed?: () => void;
  }
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryMs = 200;
  let closed = false;
  /** The connection dropped while channels were listened to: what was sent meanwhile is missed. */
  let missedWhileAway = false;

  const endClient = (c: pg.Client) => {
    c.removeAllListeners('notification');
    return c.end().catch(() => {});
  };

  /** The current client is gone: close it for good and open one other, once. */
  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    if (channels.size > 0) missedWhileAway = true;
    void endClient(c);
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || channels.size === 0 || retryTimer || connecting || client) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      ensureClient().catch(() => {
        retryMs = Math.min(retryMs * 2, 10_000);
        scheduleReconnect();
      });
    }, retryMs);
  };

  const open = async (): Promise<pg.Client> => {
    const c = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      application_name: 'gius-listen',
    });
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (client !== c) return;
      for (const subscriber of channels.get(msg.channel) ?? []) subscriber.onMessage(msg.payload ?? '');
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await c.query(`listen ${channel}`);
      if (closed) throw new Error('The listener was closed');
    } catch (err) {
      await endClient(c);
      throw err;
    }
    client = c;
    retryMs = 200;
    if (missedWhileAway) {
      missedWhileAway = false;
      for (const subscribers of channels.values())
        for (const subscriber of subscribers) subscriber.onResumed?.();
    }
    return c;
  };

  const ensureClient = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= open().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  return {
    async listen(
      channel: string,
      onMessage: (payload: string) => void,
      onResumed?: () => void,
    ): Promise<() => Promise<void>> {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
      let callbacks = channels.get(channel);
      const first = !callbacks;
      if (!callbacks) channels.set(channel, (callbacks = new Set()));
      const subscriber: Subscriber = { onMessage, onResumed };
      callbacks.add(subscriber);
      try {
        const c = await ensureClient();
        // A connection opened meanwhile already listens; LISTEN twice is a no-op.
        if (first) await c.query(`listen ${channel}`);
      } catch (err) {
        callbacks.delete(subscriber);
        if (callbacks.size === 0) channels.delete(channel);
        throw err;
      }
      return async () => {
        if (!callbacks.delete(subscriber) || callbacks.size > 0 || channels.get(channel) !== callbacks)
          return;
        channels.delete(channel);
        const c = client;
        if (!c) return;
        if (channels.size === 0) {
          client = null;
          await endClient(c);
        } else await c.query(`unlisten ${channel}`).catch(() => {});
      };
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const c = client;
      client = null;
      if (c) await endClient(c);
    },
  };
}

/** Rows of a raw SQL query, the same way for both drivers (each answers `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
