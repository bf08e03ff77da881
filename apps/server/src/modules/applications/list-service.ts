import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@gius/engine/match-phrases';
import type { TApplicationsPage, TMyApplication } from '@gius/shared/applications';
import type { Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { containsPattern } from '../jobs/visibility.ts';
import { toApplications, toMyApplication } from './mapping.ts';
import { applications } from './tables.ts';

/**
 * The applications page: the scope's applications ranked by match score (best first, the ones
 * still analysing after), then newest; by job and by candidate or file name.
 */
export async function listApplications({
  db,
  scope,
  jobId,
  q,
  limit,
  offset,
  locale,
}: {
  db: Database;
  scope: CompanyScope;
  locale?: Locale;
  jobId?: string;
  q?: string;
  limit: number;
  offset: number;
}): Promise<TApplicationsPage> {
  const conditions: SQL[] = [];
  if (!scope.all) conditions.push(eq(applications.companyId, scope.companyId));
  if (jobId) conditions.push(eq(applications.jobId, jobId));
  if (q) {
    const pattern = containsPattern(q);
    conditions.push(
      or(ilike(applications.candidateName, pattern), ilike(applications.resumeFileName, pattern))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(applications)
      .where(where)
      .orderBy(
        sql`${applications.matchScore} desc nulls last`,
        desc(applications.createdAt),
        desc(applications.id),
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(applications).where(where),
  ]);
  return { items: await toApplications({ db, rows, locale }), total: total?.n ?? 0 };
}

/** A candidate's own applications, newest first. */
export async function listMyApplications({
  db,
  candidateId,
  locale,
}: {
  db: Database;
  candidateId: string;
  /** The reader's language, for the strengths, concerns and recommendation. */
  locale?: Locale;
}): Promise<TMyApplication[]> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
    .orderBy(desc(applications.createdAt))
    .limit(500);
  return (await toApplications({ db, rows, locale })).map(toMyApplication);
}

/** For the jobs lists: applicants per job. */
export async function countApplicantsByJob({
  db,
  jobIds,
}: {
  db: Database;
  jobIds: string[];
}): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ jobId: applications.jobId, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.map((r) => [r.jobId, r.n]));
}

/** For resumes: the resumes sent to a company (every company's for the admin). */
export async function resumeIdsSentTo({
  db,
  companyId,
}: {
  db: Database;
  companyId: string | null;
}): Promise<string[]> {
  const rows = await db
    .selectDistinct({ resumeId: applications.resumeId })
    .from(applications)
    .where(companyId ? eq(applications.companyId, companyId) : undefined)
    .limit(5000);
  return rows.map((r) => r.resumeId).filter((id): id is string => id !== null);
}
