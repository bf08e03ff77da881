import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../testing/test-database.ts';
import { consume, release, reset } from './service.ts';
import { rateLimits } from './tables.ts';

describe.each(databaseKinds())('rate-limit counters on %s', (kind) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    db = database.handle.db;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const hitsOf = async (keys: string[]) =>
    Object.fromEntries(
      (await db.select().from(rateLimits).where(inArray(rateLimits.key, keys))).map((r) => [r.key, r.hits]),
    );

  it('lets exactly `max` of 100 parallel calls through', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, () =>
        consume({ db, buckets: [{ key: 'p:one', max: 7, windowMs: 60_000 }] }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    const refused = results.find((r) => !r.allowed);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterMs).toBeGreaterThan(50_000);
    expect(await hitsOf(['p:one'])).toEqual({ 'p:one': 7 });
  });

  it('takes a hit from every bucket or from none', async () => {
    const buckets = [
      { key: 'a:narrow', max: 1, windowMs: 60_000 },
      { key: 'a:wide', max: 10, windowMs: 60_000 },
    ];
    expect((await consume({ db, buckets })).allowed).toBe(true);
    expect((await consume({ db, buckets })).allowed).toBe(false);
    expect((await consume({ db, buckets })).allowed).toBe(false);
    // The refused calls took nothing from the wide bucket.
    expect(await hitsOf(['a:narrow', 'a:wide'])).toEqual({ 'a:narrow': 1, 'a:wide': 1 });
  });

  it('starts a new window once the old one has passed', async () => {
    const bucket = { key: 'w:short', max: 2, windowMs: 300 };
    expect((await consume({ db, buckets: [bucket] })).allowed).toBe(true);
    expect((await consume({ db, buckets: [bucket] })).allowed).toBe(true);
    expect((await consume({ db, buckets: [bucket] })).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    const next = await consume({ db, buckets: [bucket] });
    expect(next).toMatchObject({ allowed: true, hits: { 'w:short': 1 } });
  });

  it('gives a hit back (release) and forgets a key (reset)', async () => {
    const bucket = { key: 'r:key', max: 2, windowMs: 60_000 };
    await consume({ db, buckets: [bucket] });
    await consume({ db, buckets: [bucket] });
    expect((await consume({ db, buckets: [bucket] })).allowed).toBe(false);
    await release({ db, keys: ['r:key'] });
    expect((await consume({ db, buckets: [bucket] })).allowed).toBe(true);
    await reset({ db, keys: ['r:key'] });
    expect(await hitsOf(['r:key'])).toEqual({});
  });
});
