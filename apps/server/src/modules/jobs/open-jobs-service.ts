import { and, asc, desc, eq, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TOpenJobsPage, TPublicJob, TPublicJobSummary, ZOpenJobsQuery } from '@gius/shared/jobs';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { activeCompaniesSubquery } from '../companies/service.ts';
import { jobs } from './tables.ts';
import { containsPattern, isVisibleNow } from './visibility.ts';
import {
  jobLanguage,
  listedTranslations,
  readJobTranslations,
  translationMatches,
} from './translation-service.ts';

type OpenJobsQuery = z.output<typeof ZOpenJobsQuery>;

const EXCERPT_LENGTH = 240;

interface Shape {
  q: boolean;
  location: boolean;
  employmentType: boolean;
}

/**
 * The query of the open jobs list: visible now, of an active company, newest first; search in
 * title, description and company name; filters by location and employment type. One query; a
 * page asks for one row more than it shows, to know whether another page follows. Values are
 * placeholders, so each shape of query is built once and prepared (see `openJobsStatement`).
 * (Exported for the benchmark, which runs the same SQL on a bare route.)
 */
export function openJobsQuery(db: Database, shape: Shape) {
  const company = activeCompaniesSubquery(db);
  // `published_at <= now()` says nothing new (a job is published at its publish time), but lets the
  // index start at now() instead of stepping over every job scheduled for later.
  const conditions: SQL[] = [isVisibleNow, lte(jobs.publishedAt, sql`now()`)];
  if (shape.q) {
    const pattern = sql.placeholder('q');
    conditions.push(
      or(
        ilike(jobs.title, pattern),
        ilike(jobs.description, pattern),
        ilike(company.name, pattern),
        // A job is found in any of its languages.
        translationMatches(jobs.id, pattern),
      )!,
    );
  }
  if (shape.location) conditions.push(ilike(jobs.location, sql.placeholder('location')));
  if (shape.employmentType) conditions.push(eq(jobs.employmentType, sql.placeholder('employmentType')));

  return db
    .select(summaryColumns(company))
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(and(...conditions))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

type Statement = ReturnType<ReturnType<typeof openJobsQuery>['prepare']>;
const statements = new WeakMap<Database, Map<string, Statement>>();

/** The prepared statement of one shape of query, made once per database (the list is the busiest page). */
function openJobsStatement(db: Database, shape: Shape): Statement {
  const key = `${+shape.q}${+shape.location}${+shape.employmentType}`;
  let byShape = statements.get(db);
  if (!byShape) statements.set(db, (byShape = new Map()));
  let statement = byShape.get(key);
  if (!statement) byShape.set(key, (statement = openJobsQuery(db, shape).prepare(`open_jobs_${key}`)));
  return statement;
}

/** The open jobs list, a page at a time. */
export async function listOpenJobs({
  db,
  query,
}: {
  db: Database;
  query: OpenJobsQuery;
}): Promise<TOpenJobsPage> {
  const shape = { q: !!query.q, location: !!query.location, employmentType: !!query.employmentType };
  const rows = await openJobsStatement(db, shape).execute({
    q: query.q ? containsPattern(query.q) : undefined,
    location: query.location ? containsPattern(query.location) : undefined,
    employmentType: query.employmentType,
    limit: query.limit + 1,
    offset: query.offset,
  });
  const page = rows.slice(0, query.limit);
  const translations = await listedTranslations(
    db,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => ({
      ...r,
      publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
      translations: translations.get(r.id) ?? [],
    })),
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
  return {
    ...row,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    originalLanguage: jobLanguage(row),
    translations: await readJobTranslations(db, row.id),
  };
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

/**
 * The jobs open now (of active companies) and when each was last changed, newest first: what a
 * candidate's matches are computed over. `ids`: only these; `limit` bounds the work.
 */
export async function openJobVersions({
  db,
  ids,
  limit,
}: {
  db: Database;
  ids?: string[];
  limit: number;
}): Promise<{ id: string; updatedAt: number }[]> {
  if (ids && ids.length === 0) return [];
  const company = activeCompaniesSubquery(db);
  const rows = await db
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(and(isVisibleNow, ids ? inArray(jobs.id, ids) : undefined))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(limit);
  return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.getTime() }));
}

/** What the engine reads of jobs to score them. */
export async function jobsForMatching({ db, ids }: { db: Database; ids: string[] }) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      description: jobs.description,
      requirements: jobs.requirements,
      location: jobs.location,
      employmentType: jobs.employmentType,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(inArray(jobs.id, ids));
}

/** The columns of a job's summary on the open jobs list (with its active company's name). */
function summaryColumns(company: ReturnType<typeof activeCompaniesSubquery>) {
  return {
    id: jobs.id,
    title: jobs.title,
    companyName: company.name,
    location: jobs.location,
    employmentType: jobs.employmentType,
    excerpt: sql<string>`left(${jobs.description}, ${sql.raw(String(EXCERPT_LENGTH))})`,
    publishedAt: jobs.publishedAt,
  };
}

/** The list's summaries of these open jobs, in the order given (a job no longer open is left out). */
export async function openJobSummaries({
  db,
  ids,
}: {
  db: Database;
  ids: string[];
}): Promise<TPublicJobSummary[]> {
  if (ids.length === 0) return [];
  const company = activeCompaniesSubquery(db);
  const rows = await db
    .select(summaryColumns(company))
    .from(jobs)
    .innerJoin(company, eq(company.id, jobs.companyId))
    .where(and(isVisibleNow, inArray(jobs.id, ids)));
  const translations = await listedTranslations(db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r
      ? [
          {
            ...r,
            publishedAt: (r.publishedAt ?? new Date(0)).toISOString(),
            translations: translations.get(id) ?? [],
          },
        ]
      : [];
  });
}
