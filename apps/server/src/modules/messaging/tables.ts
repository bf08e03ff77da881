import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every e-mail (and later SMS) the app sends. With no provider set this table is the outbox:
 * the message stays here, visible to the admin. With SMTP the body of a sent message is not kept.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['outbox', 'sent', 'failed'] }).notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('messages_created_idx').on(t.createdAt)],
);
