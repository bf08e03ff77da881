import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { EMPLOYMENT_TYPES } from '@gius/shared/jobs';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';

/**
 * A company's job. The public sees it when
 * `is_published and is_active and (publish_at is null or publish_at <= now())` (and not deleted),
 * evaluated in the query, so a scheduled job appears at its moment with no cron.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type', { enum: EMPLOYMENT_TYPES }).notNull(),
    /** Freeze (false) or activate (true). */
    isActive: boolean('is_active').notNull().default(true),
    isPublished: boolean('is_published').notNull().default(false),
    /** Scheduled publication; null with is_published means "now". */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it became (or becomes) visible: the publish time, now or scheduled; orders the public list. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Deleted jobs are kept so their applications stay readable. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.createdAt),
    // The open jobs list: newest visible first, reading only published, active, live rows.
    index('jobs_open_idx')
      .on(t.publishedAt, t.id)
      .where(sql`${t.isPublished} and ${t.isActive} and ${t.deletedAt} is null`),
  ],
);
