import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, queryRows, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { openJobsQuery } from '../apps/server/src/modules/jobs/open-jobs-service.ts';
import { createEventBus } from '../apps/server/src/modules/events/event-bus.ts';
import { createDocumentPool } from '../apps/server/src/documents/document-pool.ts';
import { createLocalStorage } from '../apps/server/src/storage/local-storage.ts';
import { version } from '../apps/server/src/version.ts';
import { seedRecruitment } from './seed-recruitment.ts';

/**
 * The benchmark's server process: a fresh database of the chosen driver, seeded; the real app
 * (every plugin, the guard, validation, serialization) on one port, and on another a bare
 * Fastify with one route running the same SQL through the same driver. Prints its ports as JSON.
 */
interface RawClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

async function open(
  driver: string,
  dataDir: string,
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (driver === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    return { handle, drop: async () => {} };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL!;
  const name = `gius_bench_${process.pid}`;
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), connectTimeoutMs: 5000 });
  return {
    handle,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function main() {
  const driver = process.argv[2] ?? 'pglite';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-bench-'));
  const { handle, drop } = await open(driver, dataDir);
  const t0 = performance.now();
  await seedRecruitment(handle.db);
  const seedMs = performance.now() - t0;
  const [counts] = await queryRows<{ jobs: number; open: number; applications: number }>(
    handle.db,
    sql`select (select count(*)::int from jobs) jobs,
      (select count(*)::int from jobs where is_published and is_active and (publish_at is null or publish_at <= now())) open,
      (select count(*)::int from applications) applications`,
  );

  // The real app as shipped, and the same with its one-second cache of the list turned off.
  const events = await createEventBus(handle);
  const realApp = async (cacheMs: string) => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      OPEN_JOBS_CACHE_MS: cacheMs,
    });
    const app = await buildApp(
      {
        config,
        database: handle,
        storage: createLocalStorage(config.filesDir),
        documents: createDocumentPool({ threads: 1 }),
        events,
        version,
      },
      { logger: false },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    return app;
  };
  const app = await realApp('1000');
  const uncached = await realApp('0');

  // The same query (the SQL of the first page, prepared once as the real route does on PostgreSQL)
  // on the same driver, with nothing around it.
  const shape = { q: false, location: false, employmentType: false };
  const query = openJobsQuery(handle.db, shape).toSQL();
  const params = fillPlaceholders(query.params, { limit: 21, offset: 0 });
  const client = (handle.db as unknown as { $client: RawClient }).$client;
  const run =
    driver === 'postgres'
      ? () => client.query({ name: 'bare_open_jobs', text: query.sql, values: params })
      : () => client.query(query.sql, params);
  const bare = Fastify({ logger: false });
  bare.get('/bare/jobs', async () => (await run()).rows.slice(0, 20));
  await bare.listen({ port: 0, host: '127.0.0.1' });

  const port = (s: typeof bare.server) => (s.address() as { port: number }).port;
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    handle.db,
    sql.raw(`explain ${inline(query.sql, params)}`),
  );
  process.stdout.write(
    `${JSON.stringify({
      real: `http://127.0.0.1:${port(app.server)}/api/jobs`,
      uncached: `http://127.0.0.1:${port(uncached.server)}/api/jobs`,
      bare: `http://127.0.0.1:${port(bare.server)}/bare/jobs`,
      seedMs: Math.round(seedMs),
      counts,
      plan: plan.map((p) => p['QUERY PLAN']),
    })}\n`,
  );
  process.stdin.resume();
  process.stdin.on('end', async () => {
    await bare.close();
    await app.close();
    await uncached.close();
    await events.close();
    await handle.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

/** The query with its parameters written in, for EXPLAIN. */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n) => {
    const v = params[Number(n) - 1];
    return typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
