import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CONTENT_LANGUAGES } from '@gius/shared/content';
import { jobs } from './tables.ts';

/**
 * A job in another language, beside the original: each field null when it is not translated (the
 * original is shown). Machine-translated until a person edits or approves it.
 */
export const jobTranslations = pgTable(
  'job_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id),
    language: text('language', { enum: CONTENT_LANGUAGES }).notNull(),
    title: text('title'),
    description: text('description'),
    requirements: text('requirements'),
    location: text('location'),
    machineTranslated: boolean('machine_translated').notNull().default(true),
    /** The fields the provider could not translate (the builtin engine: free text). */
    untranslated: jsonb('untranslated').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_translations_job_language_idx').on(t.jobId, t.language)],
);
