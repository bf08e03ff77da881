import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/test-database.ts';
import { createEventBus, EVENTS_MISSED, type AppEvent, type EventBus } from './event-bus.ts';

describe.each(databaseKinds())('event bus on %s', (kind) => {
  let database: TestDatabase;
  let bus: EventBus;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    bus = await createEventBus(database.handle);
  });
  afterAll(async () => {
    await bus?.close();
    await database?.destroy();
  });

  it('delivers a published event to every subscriber, through the database', async () => {
    const a: AppEvent[] = [];
    const b: AppEvent[] = [];
    const offA = bus.subscribe((e) => a.push(e));
    const offB = bus.subscribe((e) => b.push(e));
    const event: AppEvent = {
      type: 'application.created',
      audience: { companyIds: ['c1'] },
      data: { applicationId: 'x', name: 'דנה' },
    };
    await bus.publish(event);
    await expect.poll(() => a.length).toBe(1);
    await expect.poll(() => b.length).toBe(1);
    expect(a[0]).toEqual(event);
    offA();
    await bus.publish({ ...event, type: 'second' });
    await expect.poll(() => b.length).toBe(2);
    expect(a).toHaveLength(1);
    offB();
  });

  it('a second bus on the same database (another instance) hears events published by the first', async () => {
    const other = await createEventBus(database.handle);
    try {
      const heard: string[] = [];
      other.subscribe((e) => heard.push(e.type));
      await bus.publish({ type: 'job.published', audience: { roles: ['candidate'] }, data: { jobId: 'j' } });
      await expect.poll(() => heard).toEqual(['job.published']);
    } finally {
      await other.close();
    }
  });

  it('refuses an event too large for NOTIFY instead of losing it silently', async () => {
    await expect(
      bus.publish({ type: 'big', audience: {}, data: { blob: 'x'.repeat(9000) } }),
    ).rejects.toThrow(/too large/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'event bus on postgres when its connections are dropped',
  () => {
    it('after 4 drops (pg_terminate_backend) there is still one LISTEN connection, each event arrives once, and each gap is told', async () => {
      const database = await createTestDatabase('postgres');
      const bus = await createEventBus(database.handle);
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      try {
        const [row] = await queryRows<{ name: string }>(
          database.handle.db,
          sql`select current_database() as name`,
        );
        const name = row!.name;
        const listening = async () =>
          (
            await admin.query<{ pid: number }>(
              `select pid from pg_stat_activity
              where datname = $1 and state = 'idle' and query ilike 'listen %'`,
              [name],
            )
          ).rows.map((r) => r.pid);
        const heard: string[] = [];
        let missed = 0;
        bus.subscribe((e) => (e.type === EVENTS_MISSED ? missed++ : heard.push(e.type)));
        let before = await listening();
        expect(before).toHaveLength(1);

        for (let drop = 1; drop <= 4; drop++) {
          await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
            name,
          ]);
          // Listening again, on a new connection (and only one).
          await expect
            .poll(
              async () => {
                const now = await listening();
                return now.length === 1 && !before.includes(now[0]!);
              },
              { timeout: 15_000 },
            )
            .toBe(true);
          before = await listening();
          const type = `after-drop-${drop}`;
          await bus.publish({ type, audience: {}, data: {} });
          await expect.poll(() => heard.includes(type)).toBe(true);
        }
        // Time for any second copy to arrive, and for a leaked connection to show.
        await new Promise((r) => setTimeout(r, 1000));
        expect(heard).toEqual(['after-drop-1', 'after-drop-2', 'after-drop-3', 'after-drop-4']);
        // Each gap was told to the subscribers once, when listening again.
        expect(missed).toBe(4);
        expect(await listening()).toHaveLength(1);
      } finally {
        await admin.end();
        await bus.close();
        await database.destroy();
      }
    });
  },
);
