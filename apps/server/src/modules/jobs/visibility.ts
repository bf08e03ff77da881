import { sql } from 'drizzle-orm';
import { jobs } from './tables.ts';

/** The one rule of public visibility (DESIGN section 4), evaluated by the database clock. */
export const isVisibleNow = sql<boolean>`(${jobs.isPublished} and ${jobs.isActive} and ${jobs.deletedAt} is null and (${jobs.publishAt} is null or ${jobs.publishAt} <= now()))`;

/** What the job's company sees: frozen, draft, scheduled or published. */
export const jobStatus = sql<'draft' | 'scheduled' | 'published' | 'frozen'>`(case
  when not ${jobs.isActive} then 'frozen'
  when not ${jobs.isPublished} then 'draft'
  when ${jobs.publishAt} > now() then 'scheduled'
  else 'published' end)`;

/** `%text%` for ILIKE, with the user's wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
