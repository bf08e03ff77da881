import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { INTERVIEW_STATUSES } from '@gius/shared/applications';
import { applications } from '../applications/tables.ts';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';

/**
 * Notes on an application (spec section 3 Note): content, an optional interview schedule and a
 * status. The application's company is kept on the note, so scope checks read one row. The
 * author's name is kept too: the note stays readable when the account is gone.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    interviewAt: timestamp('interview_at', { withTimezone: true }),
    status: text('status', { enum: INTERVIEW_STATUSES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notes_application_idx').on(t.applicationId, t.createdAt)],
);
