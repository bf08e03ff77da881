import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appMeta } from './tables.ts';

export async function getMeta<T = unknown>(db: Database, key: string): Promise<T | undefined> {
  const rows = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, key));
  return rows[0]?.value as T | undefined;
}

export async function setMeta(db: Database, key: string, value: unknown): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
}

/**
 * The value under `key`, made by `create` and stored when there is none yet. Safe when several
 * instances start at once: the first write wins and every caller answers that one.
 */
export async function ensureMeta<T>(db: Database, key: string, create: () => T): Promise<T> {
  await db.insert(appMeta).values({ key, value: create() }).onConflictDoNothing();
  return (await getMeta<T>(db, key)) as T;
}

/** Records the first start once; later starts keep the original date. */
export async function recordStart(db: Database, now = new Date()): Promise<{ firstStartedAt: string }> {
  await db
    .insert(appMeta)
    .values({ key: 'first_started_at', value: now.toISOString() })
    .onConflictDoNothing();
  const firstStartedAt = (await getMeta<string>(db, 'first_started_at')) ?? now.toISOString();
  await setMeta(db, 'last_started_at', now.toISOString());
  return { firstStartedAt };
}
