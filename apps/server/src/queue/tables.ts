import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Durable background work: survives restarts, shared by every instance on the database. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** queued → running → done, or back to queued for a retry, or failed after the last attempt. */
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    /**
     * A running task's lease: the worker running it renews it (a heartbeat) while it runs; once it
     * has passed, the worker is taken to be dead and any instance queues the task again.
     */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    lastError: text('last_error'),
    /**
     * At most one queued task per key (e.g. "analyse:<applicationId>"), and the worker runs one
     * at a time per key: a task asked for while one runs is queued and runs after it.
     */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('background_tasks_pending_idx').on(t.status, t.runAt),
    uniqueIndex('background_tasks_pending_dedupe_idx')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'queued' and ${t.dedupeKey} is not null`),
  ],
);
