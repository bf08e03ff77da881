import { eq, sql } from 'drizzle-orm';
import { APPLICANT_SOURCES, type ApplicantSource, type TApplicantSources } from '@gius/shared/applications';
import type { Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { getManagedJob } from '../jobs/service.ts';
import { applications } from './tables.ts';

/**
 * Where a job's applicants came from: the channel of a candidate's link (a network, the talent-pool
 * e-mail, the Gius jobs list; none: direct), added by the company, or applied automatically; in
 * total and per day.
 */

const sourceExpr = sql<ApplicantSource>`case
  when ${applications.source} = 'company' then 'company'
  when ${applications.source} = 'auto' then 'auto'
  else coalesce(${applications.referral}, 'direct') end`;

export async function applicantSources({
  db,
  scope,
  jobId,
}: {
  db: Database;
  scope: CompanyScope;
  jobId: string;
}): Promise<TApplicantSources> {
  await getManagedJob({ db, id: jobId, scope });
  const day = sql<string>`to_char(${applications.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, source: sourceExpr, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.jobId, jobId))
    .groupBy(day, sourceExpr)
    .orderBy(day);
  const totals = new Map<ApplicantSource, number>();
  const daily = new Map<string, Record<string, number>>();
  for (const r of rows) {
    const count = Number(r.count);
    totals.set(r.source, (totals.get(r.source) ?? 0) + count);
    daily.set(r.day, { ...(daily.get(r.day) ?? {}), [r.source]: count });
  }
  return {
    jobId,
    total: [...totals.values()].reduce((a, b) => a + b, 0),
    bySource: [...totals.entries()]
      .map(([source, count]) => ({ source, count }))
      .sort(
        (a, b) =>
          b.count - a.count || APPLICANT_SOURCES.indexOf(a.source) - APPLICANT_SOURCES.indexOf(b.source),
      ),
    daily: [...daily.entries()].map(([date, counts]) => ({ date, counts })),
  };
}
