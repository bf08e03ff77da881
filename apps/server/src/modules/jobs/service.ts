import { enqueueJobRescore } from '../analysis/enqueue.ts';
import { and, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TJobFields } from '@gius/shared/jobs';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { getCompany } from '../companies/service.ts';
import { jobs } from './tables.ts';
import { containsPattern, jobStatus } from './visibility.ts';

export type JobRow = typeof jobs.$inferSelect;
export type ManagedJobRow = JobRow & { status: 'draft' | 'scheduled' | 'published' | 'frozen' };

const notFound = () => new AppError('NOT_FOUND', 'No such job');

/** A job of the scope (not deleted), with its status; 404 for another company's job. */
export async function getManagedJob({
  db,
  id,
  scope,
}: {
  db: Database;
  id: string;
  scope: CompanyScope;
}): Promise<ManagedJobRow> {
  const [row] = await db
    .select({ job: jobs, status: jobStatus })
    .from(jobs)
    .where(and(eq(jobs.id, id), isNull(jobs.deletedAt)));
  if (!row || !inScope(scope, row.job.companyId)) throw notFound();
  return { ...row.job, status: row.status };
}

/** The scope's jobs (not deleted), newest first, optionally searched by title or location. */
export async function listManagedJobs({
  db,
  scope,
  q,
}: {
  db: Database;
  scope: CompanyScope;
  q?: string;
}): Promise<ManagedJobRow[]> {
  const conditions: SQL[] = [isNull(jobs.deletedAt)];
  if (!scope.all) conditions.push(eq(jobs.companyId, scope.companyId));
  if (q)
    conditions.push(or(ilike(jobs.title, containsPattern(q)), ilike(jobs.location, containsPattern(q)))!);
  const rows = await db
    .select({ job: jobs, status: jobStatus })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(1000);
  return rows.map((r) => ({ ...r.job, status: r.status }));
}

export async function createJob({
  db,
  companyId,
  createdBy,
  fields,
  publish,
  publishAt,
}: {
  db: Database;
  companyId: string;
  createdBy: string;
  fields: TJobFields;
  publish: boolean;
  publishAt?: string | null;
}): Promise<JobRow> {
  const company = await getCompany({ db, id: companyId });
  if (!company) throw new AppError('NOT_FOUND', 'No such company');
  const [row] = await db
    .insert(jobs)
    .values({ ...fields, companyId, createdBy, ...(publish ? publication(publishAt) : {}) })
    .returning();
  return row!;
}

/** Replaces every field of a job (all required, checked by the request schema). */
export async function updateJob({
  db,
  id,
  scope,
  fields,
}: {
  db: Database;
  id: string;
  scope: CompanyScope;
  fields: TJobFields;
}) {
  const before = await getManagedJob({ db, id, scope });
  await db.transaction(async (tx) => {
    await tx
      .update(jobs)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(jobs.id, id));
    // The job's text is what applications are scored against: score them again (queued with
    // the change, in the same transaction).
    if (
      before.title !== fields.title ||
      before.description !== fields.description ||
      before.requirements !== fields.requirements
    )
      await enqueueJobRescore(tx, id);
  });
}

function publication(publishAt?: string | null) {
  const at = publishAt ? new Date(publishAt) : null;
  return { isPublished: true, publishAt: at, publishedAt: at ?? sql`now()` } as const;
}

/** Publish now, or at `publishAt` (the public list shows it from that moment, no cron needed). */
export async function publishJob({
  db,
  id,
  scope,
  publishAt,
}: {
  db: Database;
  id: string;
  scope: CompanyScope;
  publishAt?: string | null;
}) {
  await getManagedJob({ db, id, scope });
  await db
    .update(jobs)
    .set({ ...publication(publishAt), updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

export async function unpublishJob({ db, id, scope }: { db: Database; id: string; scope: CompanyScope }) {
  await getManagedJob({ db, id, scope });
  await db
    .update(jobs)
    .set({ isPublished: false, publishAt: null, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/** Freeze (false) or activate (true). */
export async function setJobActive({
  db,
  id,
  scope,
  isActive,
}: {
  db: Database;
  id: string;
  scope: CompanyScope;
  isActive: boolean;
}) {
  await getManagedJob({ db, id, scope });
  await db
    .update(jobs)
    .set({ isActive, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/** Deletes a job from every list; its applications are kept, for the record. */
export async function deleteJob({ db, id, scope }: { db: Database; id: string; scope: CompanyScope }) {
  await getManagedJob({ db, id, scope });
  await db
    .update(jobs)
    .set({ deletedAt: sql`now()`, isPublished: false, updatedAt: sql`now()` })
    .where(eq(jobs.id, id));
}

/** For listings of applications: title, company and whether deleted, by job id. */
export async function getJobTitles({ db, ids }: { db: Database; ids: string[] }) {
  if (ids.length === 0) return new Map<string, { title: string; companyId: string; deleted: boolean }>();
  const rows = await db
    .select({ id: jobs.id, title: jobs.title, companyId: jobs.companyId, deletedAt: jobs.deletedAt })
    .from(jobs)
    .where(inArray(jobs.id, ids));
  return new Map(
    rows.map((r) => [r.id, { title: r.title, companyId: r.companyId, deleted: r.deletedAt !== null }]),
  );
}
