import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/test-database.ts';
import { createEventBus, type AppEvent, type EventBus } from './event-bus.ts';

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
