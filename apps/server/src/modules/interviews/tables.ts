import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTERVIEW_STATES } from '@gius/shared/interviews';
import { applications } from '../applications/tables.ts';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';

/**
 * An interview of an application. The instant is stored (UTC), with the time zone it was set in,
 * for display and the e-mail's wording. `sequence` is the RFC 5545 SEQUENCE of its invitation,
 * whose UID is the row's id: one UID per interview, raised on every change told to the attendees.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    location: text('location'),
    videoUrl: text('video_url'),
    message: text('message'),
    /** Users of the company's team. */
    interviewerIds: uuid('interviewer_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    status: text('status', { enum: INTERVIEW_STATES }).notNull().default('waiting'),
    sequence: integer('sequence').notNull().default(0),
    /** The start time the 24-hour reminder was sent for (a moved interview gets its own reminder). */
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_company_start_idx').on(t.companyId, t.startsAt),
    index('interviews_application_idx').on(t.applicationId),
  ],
);
