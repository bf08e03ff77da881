import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '@gius/shared/constants';
import type { TResumeCorrections } from '@gius/shared/resume-corrections';
import type { TResume, TResumeWithText } from '@gius/shared/resumes';
import { showDetails } from '@gius/engine/shown-values';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { resumes } from './tables.ts';
import type { ResumeRow } from './upload-service.ts';

export const resumeNotFound = () => new AppError('NOT_FOUND', 'No such resume');

/**
 * The API form of a resume. With the reader's `locale`, its details also carry `shown`: the coded
 * values (marital status, education, languages, skills) in that language.
 */
export function toResume(row: ResumeRow, locale?: Language): TResume {
  const details = {
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    location: row.location,
    age: row.age,
    idNumber: row.idNumber,
    maritalStatus: row.maritalStatus,
    skills: row.skills ?? [],
    jobTitles: row.jobTitles ?? [],
    experienceYears: row.experienceYears,
    languages: row.languages ?? [],
    educationLevel: row.educationLevel,
    // Kept in the stored analysis only: read, not corrected.
    educationField: (row.analysis as { educationField?: string } | null)?.educationField || null,
  };
  return {
    id: row.id,
    fileName: row.fileName,
    kind: row.kind,
    size: row.size,
    extractionStatus: row.extractionStatus,
    textLength: row.extractedText.length,
    textTruncated: row.textTruncated,
    isDefault: row.isDefault,
    owner: row.ownerUserId ? 'candidate' : 'company',
    details: locale ? { ...details, shown: showDetails(details, locale) } : details,
    corrections: row.corrections ?? null,
    analysedAt: row.analysedAt?.toISOString() ?? null,
    duplicateOf: row.duplicateOf
      ? { resumeId: row.duplicateOf, name: '', reason: row.duplicateReason ?? 'email' }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toResumeWithText(row: ResumeRow, locale?: Language): TResumeWithText {
  return { ...toResume(row, locale), text: row.extractedText };
}

export async function findResume({ db, id }: { db: Database; id: string }): Promise<ResumeRow | undefined> {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, id));
  return row;
}

export async function findResumes({ db, ids }: { db: Database; ids: string[] }): Promise<ResumeRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(resumes).where(inArray(resumes.id, ids));
}

/** A candidate's own resumes, the default first, then newest. */
export async function listCandidateResumes({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(eq(resumes.ownerUserId, userId))
    .orderBy(desc(resumes.isDefault), desc(resumes.createdAt));
}

/** Resumes uploaded to a company's pool (every company's when `companyId` is null: the admin). */
export async function listPoolResumes({
  db,
  companyId,
}: {
  db: Database;
  companyId: string | null;
}): Promise<ResumeRow[]> {
  return db
    .select()
    .from(resumes)
    .where(companyId ? eq(resumes.ownerCompanyId, companyId) : sql`${resumes.ownerCompanyId} is not null`)
    .orderBy(desc(resumes.createdAt))
    .limit(1000);
}

/** Makes one of a candidate's resumes the default (the others stop being it). */
export async function setDefaultResume({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: string;
  id: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: resumes.id })
      .from(resumes)
      .where(and(eq(resumes.id, id), eq(resumes.ownerUserId, userId)))
      .for('update');
    if (!row) throw resumeNotFound();
    await tx
      .update(resumes)
      .set({ isDefault: false })
      .where(and(eq(resumes.ownerUserId, userId), eq(resumes.isDefault, true)));
    await tx
      .update(resumes)
      .set({ isDefault: true, updatedAt: sql`now()` })
      .where(eq(resumes.id, id));
  });
}

/**
 * Deletes a resume and its file. Applications it was sent with are kept, without the file
 * (the candidate's right to remove their data wins over the company's copy). When the default
 * goes, the newest remaining resume becomes the default.
 */
export async function deleteResume({
  db,
  storage,
  row,
}: {
  db: Database;
  storage: Storage;
  row: ResumeRow;
}): Promise<void> {
  await deleteResumeRows({ db, ids: [row.id] });
  await deleteResumeFiles({ storage, rows: [row] });
  if (row.isDefault && row.ownerUserId) {
    const [next] = await listCandidateResumes({ db, userId: row.ownerUserId });
    if (next) await setDefaultResume({ db, userId: row.ownerUserId, id: next.id }).catch(() => {});
  }
}

/** The rows half of deleting resumes, so a caller can do it inside its own transaction. */
export async function deleteResumeRows({ db, ids }: { db: Database; ids: string[] }): Promise<void> {
  if (ids.length > 0) await db.delete(resumes).where(inArray(resumes.id, ids));
}

/** The files half: best effort (a file left behind is only wasted space), after the rows are gone. */
export async function deleteResumeFiles({
  storage,
  rows,
}: {
  storage: Storage;
  rows: Pick<ResumeRow, 'fileKey'>[];
}): Promise<void> {
  await Promise.all(rows.map((r) => storage.delete(r.fileKey).catch(() => {})));
}

/** What matching needs of a candidate's default resume, or null when they have none. */
export async function defaultResumeVersion({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db
    .select({
      id: resumes.id,
      extractionStatus: resumes.extractionStatus,
      analysedAt: resumes.analysedAt,
      correctedAt: resumes.correctedAt,
    })
    .from(resumes)
    .where(and(eq(resumes.ownerUserId, userId), eq(resumes.isDefault, true)));
  return row ?? null;
}

/**
 * Stores what a candidate corrected of their resume's details (the whole set: a field left out is
 * no longer corrected). Another person's resume answers 404, as one that does not exist.
 */
export async function saveResumeCorrections({
  db,
  userId,
  id,
  corrections,
}: {
  db: Database;
  userId: string;
  id: string;
  corrections: TResumeCorrections;
}): Promise<ResumeRow> {
  const empty = Object.keys(corrections).length === 0;
  const [row] = await db
    .update(resumes)
    .set({
      corrections: empty ? null : corrections,
      // clock_timestamp(): a correction made in the same transaction as another still gets a new time.
      correctedAt: sql`clock_timestamp()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(resumes.id, id), eq(resumes.ownerUserId, userId)))
    .returning();
  if (!row) throw resumeNotFound();
  return row;
}
