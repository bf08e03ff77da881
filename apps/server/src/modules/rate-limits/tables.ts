import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every instance (sign-in attempts, codes, career tools).
 * One row per key ("login:account:dana@x.co", "tools:extract:10.0.0.7", ...): `hits` in the
 * window that ends at `resets_at`; `max_hits` is the limit of the last request that counted.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    maxHits: integer('max_hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
