import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  toReferralChannel,
  type TApplication,
  type TUpdateApplicationRequest,
} from '@gius/shared/applications';
import type { Locale } from '@gius/engine/match-phrases';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { AppError } from '../../http/app-error.ts';
import { inScope, type CompanyScope } from '../../http/company-scope.ts';
import { findUserById } from '../auth/users-service.ts';
import type { EventBus } from '../events/event-bus.ts';
import { getOpenJob } from '../jobs/open-jobs-service.ts';
import { getManagedJob } from '../jobs/service.ts';
import { findResume } from '../resumes/service.ts';
import { enqueueApplicationScore } from '../analysis/enqueue.ts';
import { publishApplicationEvent } from './events.ts';
import { toApplications, type ApplicationRow } from './mapping.ts';
import { applications } from './tables.ts';

const notFound = () => new AppError('NOT_FOUND', 'No such application');
const noResume = () => new AppError('NOT_FOUND', 'No such resume');

/** Who a resume stands for in an application of `companyId`, if the company may use it. */
async function applicantOf({
  db,
  companyId,
  resumeId,
}: {
  db: Database;
  companyId: string;
  resumeId: string;
}) {
  const resume = await findResume({ db, id: resumeId });
  if (!resume) throw noResume();
  if (resume.ownerCompanyId) {
    if (resume.ownerCompanyId !== companyId) throw noResume();
    return {
      candidateId: null,
      candidateName: resume.fullName ?? resume.fileName,
      candidateEmail: resume.email,
      resume,
    };
  }
  // A candidate's resume: only once it was sent to this company.
  if (!(await isResumeSentToCompany({ db, resumeId, companyId }))) throw noResume();
  const user = await findUserById({ db, id: resume.ownerUserId! });
  if (!user) throw noResume();
  return { candidateId: user.id, candidateName: user.fullName, candidateEmail: user.email, resume };
}

/** A candidate applies to an open job with one of their own resumes. */
export async function applyToJob({
  db,
  events,
  candidateId,
  jobId,
  resumeId,
  referral,
}: {
  db: Database;
  events: EventBus;
  candidateId: string;
  jobId: string;
  resumeId: string;
  /** The `src` of the link the candidate came by; unknown values count as direct. */
  referral?: string;
}): Promise<TApplication> {
  const job = await getOpenJob({ db, id: jobId });
  const resume = await findResume({ db, id: resumeId });
  if (!resume || resume.ownerUserId !== candidateId) throw noResume();
  const user = await findUserById({ db, id: candidateId });
  if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in');
  // The application and its scoring task in one transaction: a stored one is always scored.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId,
        companyId: job.companyId,
        candidateId,
        resumeId,
        candidateName: user.fullName,
        candidateEmail: user.email,
        resumeFileName: resume.fileName,
        source: 'manual',
        referral: toReferralChannel(referral),
        createdBy: candidateId,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('ALREADY_APPLIED', 'You have already applied to this job');
    await enqueueApplicationScore(tx, inserted.id);
    return inserted;
  });
  await publishApplicationEvent({ db, events, type: 'application.created', row });
  return (await toApplications({ db, rows: [row] }))[0]!;
}

/** A company adds an application: one of its jobs and a resume of its pool (or sent to it). */
export async function addApplication({
  db,
  events,
  scope,
  createdBy,
  jobId,
  resumeId,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  createdBy: string;
  jobId: string;
  resumeId: string;
}): Promise<TApplication> {
  const job = await getManagedJob({ db, id: jobId, scope });
  const applicant = await applicantOf({ db, companyId: job.companyId, resumeId });
  // The application and its scoring task in one transaction: a stored one is always scored.
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(applications)
      .values({
        jobId,
        companyId: job.companyId,
        candidateId: applicant.candidateId,
        resumeId,
        candidateName: applicant.candidateName,
        candidateEmail: applicant.candidateEmail,
        resumeFileName: applicant.resume.fileName,
        source: 'company',
        createdBy,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new AppError('APPLICATION_EXISTS', 'This application already exists');
    await enqueueApplicationScore(tx, inserted.id);
    return inserted;
  });
  await publishApplicationEvent({ db, events, type: 'application.created', row });
  return (await toApplications({ db, rows: [row] }))[0]!;
}

/** An application of the scope; 404 for another company's. */
export async function getApplicationRow({
  db,
  id,
  scope,
}: {
  db: Database;
  id: string;
  scope: CompanyScope;
}): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  if (!row || !inScope(scope, row.companyId)) throw notFound();
  return row;
}

export async function getApplication(options: {
  db: Database;
  id: string;
  scope: CompanyScope;
  locale?: Locale;
}): Promise<TApplication> {
  const row = await getApplicationRow(options);
  return (await toApplications({ db: options.db, rows: [row], locale: options.locale }))[0]!;
}

/** Edits an application: another job of the same company, another resume, interview and top-candidate fields. */
export async function updateApplication({
  db,
  events,
  scope,
  id,
  patch,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  id: string;
  patch: TUpdateApplicationRequest;
}): Promise<TApplication> {
  const current = await getApplicationRow({ db, id, scope });
  const values: Partial<typeof applications.$inferInsert> = {};
  if (patch.jobId && patch.jobId !== current.jobId) {
    await getManagedJob({ db, id: patch.jobId, scope: { all: false, companyId: current.companyId } });
    values.jobId = patch.jobId;
  }
  if (patch.resumeId && patch.resumeId !== current.resumeId) {
    const applicant = await applicantOf({ db, companyId: current.companyId, resumeId: patch.resumeId });
    Object.assign(values, {
      resumeId: patch.resumeId,
      candidateId: applicant.candidateId,
      candidateName: applicant.candidateName,
      candidateEmail: applicant.candidateEmail,
      resumeFileName: applicant.resume.fileName,
    });
  }
  if (patch.isTopCandidate !== undefined) values.isTopCandidate = patch.isTopCandidate;
  let row: ApplicationRow | undefined;
  try {
    // The change and its scoring task in one transaction.
    row = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(applications)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(applications.id, id))
        .returning();
      if (updated && (values.jobId || values.resumeId)) await enqueueApplicationScore(tx, updated.id);
      return updated;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('APPLICATION_EXISTS', 'This application already exists');
    throw err;
  }
  if (!row) throw notFound();
  await publishApplicationEvent({
    db,
    events,
    type: 'application.updated',
    row,
    jobIds: [current.jobId, row.jobId],
  });
  return (await toApplications({ db, rows: [row] }))[0]!;
}

export async function deleteApplication({
  db,
  events,
  scope,
  id,
}: {
  db: Database;
  events: EventBus;
  scope: CompanyScope;
  id: string;
}) {
  const row = await getApplicationRow({ db, id, scope });
  await db.delete(applications).where(eq(applications.id, id));
  await publishApplicationEvent({ db, events, type: 'application.deleted', row });
}

/** For resumes: whether a resume was sent to a company (so the company may read it). */
export async function isResumeSentToCompany({
  db,
  resumeId,
  companyId,
}: {
  db: Database;
  resumeId: string;
  companyId: string;
}) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.resumeId, resumeId), eq(applications.companyId, companyId)))
    .limit(1);
  return row !== undefined;
}

/**
 * For resumes, merging a person's pool resumes: the applications sent with the removed ones now
 * carry the kept one. Two of them sent to the same job cannot become one application without
 * losing one's notes and interview, so that is refused and nothing changes.
 */
export async function moveApplicationsToResume({
  db,
  fromIds,
  to,
}: {
  db: Database;
  fromIds: string[];
  to: { id: string; fileName: string };
}): Promise<void> {
  if (fromIds.length === 0) return;
  const ids = [to.id, ...fromIds];
  const [clash] = await db
    .select({ jobId: applications.jobId })
    .from(applications)
    .where(and(inArray(applications.resumeId, ids), isNull(applications.candidateId)))
    .groupBy(applications.jobId)
    .having(sql`count(*) > 1`)
    .limit(1);
  if (clash)
    throw new AppError('MERGE_CONFLICT', 'Two of these resumes were sent to the same job', [
      { path: 'jobId', message: clash.jobId },
    ]);
  await db
    .update(applications)
    .set({ resumeId: to.id, resumeFileName: to.fileName, updatedAt: sql`now()` })
    .where(inArray(applications.resumeId, fromIds));
}

/**
 * For interviews: the application's interview time and status follow its current interview
 * (null when none is left), and open pages hear of it.
 */
export async function setApplicationInterview({
  db,
  events,
  id,
  interviewAt,
  interviewStatus,
}: {
  db: Database;
  events: EventBus;
  id: string;
  interviewAt: Date | null;
  interviewStatus: ApplicationRow['interviewStatus'];
}): Promise<void> {
  const [row] = await db
    .update(applications)
    .set({ interviewAt, interviewStatus, updatedAt: sql`now()` })
    .where(eq(applications.id, id))
    .returning();
  if (row) await publishApplicationEvent({ db, events, type: 'application.updated', row });
}

/** Applications by id as the API answers them (for lists of another module, e.g. the calendar). */
export async function getApplicationsByIds({
  db,
  ids,
}: {
  db: Database;
  ids: string[];
}): Promise<Map<string, TApplication>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(applications).where(inArray(applications.id, ids));
  return new Map((await toApplications({ db, rows })).map((a) => [a.id, a]));
}
