import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { TOpenJobsPage, TPublicJob, ZOpenJobsQuery } from '@gius/shared/jobs';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { activeCompaniesSubquery } from '../companies/service.ts';
import { jobs } from './tables.ts';
import { containsPattern, isVisibleNow } from './visibility.ts';

type OpenJobsQuery = z.output<typeof ZOpenJobsQuery>;

const EXCERPT_LENGTH = 240;

/**
 * The open jobs list: visible now, of an active company, newest first; search in title,
 * description and company name; filters by location and employment type. One query; a page
 * asks for one row more than it shows to know whether another page follows.
 */
export async function listOpenJobs({
  db,
  query,
}: {
  db: Database;
  query: OpenJobsQuery;
}): Promise<TOpenJobsPage> {
  const company = activeCompaniesSubquery(db);
  const conditions: SQL[] = [isVisibleNow];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(ilike(jobs.title, pattern), ilike(jobs.description, pattern), ilike(company.name, pattern))!,
    );
  }
  if (query.location) conditions.push(ilike(jobs.location, containsPattern(query.location)));
  if (query.employmentType) conditions.push(eq(jobs.employmentType, query.employmentType));

  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      companyName: company.name,
      location: jobs.location,
      employmentType: jobs.employmentType,
      excerpt: sql<string>`left(${jobs.description}, ${sql.raw(String(EXCERPT_LENGTH))})`,
      publishedAt: jobs.publishedAt,
    })
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(and(...conditions))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(query.limit + 1)
    .offset(query.offset);

  const page = rows.slice(0, query.limit);
  return {
    items: page.map((r) => ({ ...r, publishedAt: (r.publishedAt ?? new Date(0)).toISOString() })),
    nextOffset: rows.length > query.limit ? query.offset + query.limit : null,
  };
}

/** One open job, or 404 when it does not exist or the public may not see it. */
export async function getOpenJob({ db, id }: { db: Database; id: string }): Promise<TPublicJob> {
  const company = activeCompaniesSubquery(db);
  const [row] = await db
    .select({
      id: jobs.id,
      companyId: jobs.companyId,
      title: jobs.title,
      companyName: company.name,
      location: jobs.location,
      employmentType: jobs.employmentType,
      description: jobs.description,
      requirements: jobs.requirements,
      publishedAt: jobs.publishedAt,
    })
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(and(eq(jobs.id, id), isVisibleNow));
  if (!row) throw new AppError('NOT_FOUND', 'This job is not available');
  return { ...row, publishedAt: (row.publishedAt ?? new Date(0)).toISOString() };
}

/** The locations of the open jobs, for the location filter. */
export async function listOpenLocations({ db }: { db: Database }): Promise<string[]> {
  const company = activeCompaniesSubquery(db);
  const rows = await db
    .selectDistinct({ location: jobs.location })
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(isVisibleNow)
    .orderBy(asc(jobs.location))
    .limit(500);
  return rows.map((r) => r.location);
}
