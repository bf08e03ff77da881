import type { TManagedJob } from '@gius/shared/jobs';
import type { Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { countApplicantsByJob } from '../applications/list-service.ts';
import { getCompanies } from '../companies/service.ts';
import { getManagedJob, listManagedJobs, type ManagedJobRow } from './service.ts';

/** Jobs as their company and the admin manage them: with the company name and the applicant count. */
async function toManagedJobs(db: Database, rows: ManagedJobRow[]): Promise<TManagedJob[]> {
  const [counts, companies] = await Promise.all([
    countApplicantsByJob({ db, jobIds: rows.map((r) => r.id) }),
    getCompanies({ db, ids: [...new Set(rows.map((r) => r.companyId))] }),
  ]);
  const names = new Map(companies.map((c) => [c.id, c.name]));
  return rows.map((r) => ({
    id: r.id,
    companyId: r.companyId,
    companyName: names.get(r.companyId) ?? '',
    title: r.title,
    description: r.description,
    requirements: r.requirements,
    location: r.location,
    employmentType: r.employmentType,
    isActive: r.isActive,
    isPublished: r.isPublished,
    publishAt: r.publishAt?.toISOString() ?? null,
    status: r.status,
    applicantCount: counts.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function listJobsForManagement({
  db,
  scope,
  q,
}: {
  db: Database;
  scope: CompanyScope;
  q?: string;
}) {
  return toManagedJobs(db, await listManagedJobs({ db, scope, q }));
}

export async function getJobForManagement({
  db,
  scope,
  id,
}: {
  db: Database;
  scope: CompanyScope;
  id: string;
}) {
  return (await toManagedJobs(db, [await getManagedJob({ db, id, scope })]))[0]!;
}
