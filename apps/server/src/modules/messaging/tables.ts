import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a message (an interview's .ics). */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  content: string;
}

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
    /** Kept in the outbox with the message (the .ics of an interview invitation). */
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    /** The application the message is about: its history (who, when, channel, text, delivery). */
    applicationId: uuid('application_id'),
    /** Who sent it, for messages a user sent (null: the app itself). */
    sentBy: uuid('sent_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_created_idx').on(t.createdAt),
    index('messages_application_idx').on(t.applicationId, t.createdAt),
  ],
);
