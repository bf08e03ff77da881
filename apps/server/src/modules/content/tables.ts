import { boolean, index, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONTENT_KINDS, CONTENT_LANGUAGES, type ContentChannel } from '@gius/shared/content';
import { users } from '../auth/tables.ts';
import { companies } from '../companies/tables.ts';
import { jobs } from '../jobs/tables.ts';

/**
 * Saved marketing and social content of a job: one text per item (a network's post, a careers page,
 * an e-mail, ads, SEO), in one language. The job's company is kept here so a company's items are
 * read without the jobs.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    /** The network (linkedin, x, …) or the marketing piece (careers_page, email, ads, seo). */
    channel: text('channel').$type<ContentChannel>().notNull(),
    language: text('language', { enum: CONTENT_LANGUAGES }).notNull(),
    text: text('text').notNull(),
    /** A translation of another item; machine-translated until a person edits it. */
    translatedFrom: uuid('translated_from').references((): AnyPgColumn => contentItems.id, {
      onDelete: 'set null',
    }),
    machineTranslated: boolean('machine_translated').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_items_job_idx').on(t.jobId, t.createdAt)],
);
