import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.ts';
import { isDeadlock } from '../../db/pg-errors.ts';
import { rateLimits } from './tables.ts';

/** One counter: at most `max` hits per `windowMs` for `key` (a fixed window that starts at the first hit). */
export interface Bucket {
  key: string;
  max: number;
  windowMs: number;
}

export type Consumed =
  | {
      allowed: true;
      /** hits in each bucket's window, this one included, by key */ hits: Record<string, number>;
      resetMs: number;
    }
  | { allowed: false; /** until the fullest bucket frees a hit */ retryAfterMs: number };

class Refused extends Error {}

/** Stale counters are swept now and then, so the table holds only live windows. */
const SWEEP_EVERY = 200;
let calls = 0;

/**
 * Takes one hit from every bucket, or from none: allowed only when each bucket still had room.
 * The check and the count are one `insert … on conflict do update … where hits < max` (the row lock
 * of the upsert makes parallel requests wait for each other, on every instance sharing the
 * database); a refusal rolls back the hits already taken from the other buckets of the call.
 * Keys are taken in sorted order, so two calls never wait for each other's rows in a ring.
 */
export async function consume({ db, buckets }: { db: Database; buckets: Bucket[] }): Promise<Consumed> {
  // PostgreSQL may still pick this call as a deadlock's victim (against the sweep, which deletes
  // many rows at once): the call is then run again; nothing of it was kept.
  for (let attempt = 1; ; attempt++) {
    try {
      return await consumeOnce({ db, buckets });
    } catch (err) {
      if (!isDeadlock(err) || attempt >= 3) throw err;
    }
  }
}

async function consumeOnce({ db, buckets }: { db: Database; buckets: Bucket[] }): Promise<Consumed> {
  const sorted = [...new Map(buckets.map((b) => [b.key, b])).values()].sort((a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : 0,
  );
  if (sorted.length === 0) return { allowed: true, hits: {}, resetMs: 0 };
  if (++calls % SWEEP_EVERY === 0) await sweep(db);
  const values = sql.join(
    sorted.map((b) => sql`(${b.key}::text, ${b.max}::integer, ${b.windowMs}::integer)`),
    sql`, `,
  );
  try {
    const rows = await db.transaction(async (tx) => {
      const taken = await queryRows<{ key: string; hits: number; ttl_ms: number }>(
        tx as unknown as Database,
        sql`insert into rate_limits as r (key, hits, max_hits, resets_at)
            select b.key, 1, b.max, now() + b.window_ms * interval '1 millisecond'
            from (values ${values}) as b(key, max, window_ms)
            order by b.key
            on conflict (key) do update set
              hits = case when r.resets_at <= now() then 1 else r.hits + 1 end,
              max_hits = excluded.max_hits,
              resets_at = case when r.resets_at <= now() then excluded.resets_at else r.resets_at end
            where r.resets_at <= now() or r.hits < excluded.max_hits
            returning r.key, r.hits,
              greatest(0, ceil(extract(epoch from r.resets_at - now()) * 1000))::integer as ttl_ms`,
      );
      if (taken.length < sorted.length) throw new Refused();
      return taken;
    });
    return {
      allowed: true,
      hits: Object.fromEntries(rows.map((r) => [r.key, Number(r.hits)])),
      resetMs: Math.max(...rows.map((r) => Number(r.ttl_ms))),
    };
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
  }
  const full = await queryRows<{ ttl_ms: number }>(
    db,
    sql`select greatest(0, ceil(extract(epoch from resets_at - now()) * 1000))::integer as ttl_ms
        from rate_limits
        where key in (${sql.join(
          sorted.map((b) => sql`${b.key}`),
          sql`, `,
        )}) and resets_at > now() and hits >= max_hits`,
  );
  return { allowed: false, retryAfterMs: Math.max(1000, ...full.map((r) => Number(r.ttl_ms))) };
}

/**
 * Gives back one hit (a request that turned out not to count, such as a successful sign-in).
 * One key per statement, so it never holds one row while waiting for another (no deadlock with
 * a `consume` holding them in sorted order).
 */
export async function release({ db, keys }: { db: Database; keys: string[] }): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(sql`${eq(rateLimits.key, key)} and ${rateLimits.resetsAt} > now()`);
  }
}

/** Forgets the counts of these keys; one key per statement, in order, for the reason of `release`. */
export async function reset({ db, keys }: { db: Database; keys: string[] }): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

async function sweep(db: Database): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.resetsAt} < now() - interval '1 hour'`);
}
