import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TPoolDuplicate } from '@gius/shared/resumes';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { moveApplicationsToResume } from '../applications/service.ts';
import { claimOwnIdentityKeys, moveIdentityKeys } from './identity-service.ts';
import { deleteResumeFiles, deleteResumeRows } from './service.ts';
import { resumes } from './tables.ts';
import type { ResumeRow } from './upload-service.ts';

/**
 * Reviewing the duplicates of a company pool: a person's group is their first resume and every
 * resume flagged `duplicateOf` it. The user merges the group into one resume, or says a flagged
 * one is not the same person.
 */

const notADuplicate = () =>
  new AppError('NOT_A_DUPLICATE', 'This resume is not flagged as the same person as another');

/** The group of a pool resume (any member), the first resume first; `lock` for a change. */
async function groupOf(db: Database, row: ResumeRow, { lock = false } = {}): Promise<ResumeRow[]> {
  const firstId = row.duplicateOf ?? row.id;
  const query = db
    .select()
    .from(resumes)
    .where(
      and(
        eq(resumes.ownerCompanyId, row.ownerCompanyId!),
        or(eq(resumes.id, firstId), eq(resumes.duplicateOf, firstId)),
      ),
    )
    .orderBy(sql`${resumes.id} <> ${firstId}`, asc(resumes.createdAt));
  return lock ? query.for('update') : query;
}

/** The person's pool resumes with their contact details and why each matched. */
export async function listDuplicates({
  db,
  documents,
  row,
}: {
  db: Database;
  documents: Pick<DocumentReader, 'parseResume'>;
  row: ResumeRow;
}): Promise<TPoolDuplicate[]> {
  const group = await groupOf(db, row);
  return Promise.all(
    group.map(async (r) => {
      // Until analysis runs the columns are empty: read them from the text, as analysis will.
      const parsed = r.analysedAt ? null : await documents.parseResume(r.extractedText, new Date());
      return {
        id: r.id,
        fileName: r.fileName,
        createdAt: r.createdAt.toISOString(),
        fullName: r.fullName ?? (parsed?.fullName || null),
        email: r.email ?? (parsed?.email || null),
        phone: r.phone ?? (parsed?.phoneNational || parsed?.phone || null),
        reason: r.duplicateOf ? r.duplicateReason : null,
      };
    }),
  );
}

/**
 * Folds the group into the kept resume: the other resumes are deleted (rows in one transaction,
 * files after it commits), their applications and identity keys move to the kept one, and it is
 * no longer flagged. Answers the kept resume.
 */
export async function mergeDuplicates({
  db,
  storage,
  row,
  keepResumeId,
}: {
  db: Database;
  storage: Storage;
  row: ResumeRow;
  keepResumeId: string;
}): Promise<ResumeRow> {
  const { kept, removed } = await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const group = await groupOf(tx, row, { lock: true });
    if (group.length < 2) throw notADuplicate();
    const keep = group.find((r) => r.id === keepResumeId);
    if (!keep)
      throw new AppError('RESUME_NOT_IN_GROUP', 'The resume to keep is not one of this person', [
        { path: 'keepResumeId', message: 'not in the group' },
      ]);
    const removed = group.filter((r) => r.id !== keep.id);
    const removedIds = removed.map((r) => r.id);
    await moveApplicationsToResume({ db: tx, fromIds: removedIds, to: keep });
    // Before the rows go: their identity keys would go with them (on delete cascade).
    await moveIdentityKeys({ db: tx, fromIds: removedIds, toId: keep.id });
    await deleteResumeRows({ db: tx, ids: removedIds });
    const [kept] = await tx
      .update(resumes)
      .set({ duplicateOf: null, duplicateReason: null, updatedAt: sql`now()` })
      .where(eq(resumes.id, keep.id))
      .returning();
    return { kept: kept!, removed };
  });
  await deleteResumeFiles({ storage, rows: removed });
  return kept;
}

/**
 * "Not the same person": the resume stops being flagged and becomes its own person, taking the
 * identity keys only it carries. Answers the resume.
 */
export async function unlinkDuplicate({
  db,
  documents,
  row,
}: {
  db: Database;
  documents: Pick<DocumentReader, 'parseResume'>;
  row: ResumeRow;
}): Promise<ResumeRow> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const group = await groupOf(tx, row, { lock: true });
    const self = group.find((r) => r.id === row.id);
    if (!self?.duplicateOf) throw notADuplicate();
    await claimOwnIdentityKeys({ db: tx, documents, row: self, others: group.filter((r) => r !== self) });
    const [updated] = await tx
      .update(resumes)
      .set({ duplicateOf: null, duplicateReason: null, updatedAt: sql`now()` })
      .where(eq(resumes.id, self.id))
      .returning();
    return updated!;
  });
}
