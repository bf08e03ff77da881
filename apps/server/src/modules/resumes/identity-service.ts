import { and, eq, inArray, or } from 'drizzle-orm';
import { isValidIsraeliId } from '@gius/engine/israeli-id';
import type { ResumeFields } from '@gius/engine/resume-fields';
import type { Language } from '@gius/shared/constants';
import type { DuplicateReason, TResume } from '@gius/shared/resumes';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { isForeignKeyViolation } from '../../db/pg-errors.ts';
import { toResume } from './service.ts';
import { candidateIdentities, resumes } from './tables.ts';

type ResumeRow = typeof resumes.$inferSelect;

export interface IdentityKeys {
  fullName: string;
  keys: { kind: DuplicateReason; value: string }[];
}

/** Reads resume fields in the document pool (the engine's parse grows with the text). */
type FieldsReader = Pick<DocumentReader, 'parseResume'>;

/** The keys that say two resumes are the same person, normalised; strongest first. */
export function identityKeys(
  fields: Pick<ResumeFields, 'idNumber' | 'email' | 'phone' | 'fullName'>,
): IdentityKeys {
  const keys: IdentityKeys['keys'] = [];
  const id = fields.idNumber.replace(/\D/g, '');
  // An ID whose check digit is wrong is shown as written but joins no one: a typo is no identity.
  if (id && isValidIsraeliId(id)) keys.push({ kind: 'id_number', value: id.padStart(9, '0') });
  const email = fields.email.trim().toLowerCase();
  if (email) keys.push({ kind: 'email', value: email });
  const phone = fields.phone.replace(/[^\d+]/g, '');
  if (phone) keys.push({ kind: 'phone', value: phone });
  return { fullName: fields.fullName.trim(), keys };
}

/**
 * Finds the person of a company-pool resume among those already in the pool (same ID number,
 * e-mail or phone). A match links the resume to that person's first resume and flags it; either
 * way its keys are recorded for the uploads that follow. Other resumes are left as they are.
 * Runs once per resume, when its text first appears (upload, or OCR of a scan); analysis never
 * runs it again, so a link a user dismissed ("not the same person") stays dismissed.
 */
export async function linkPoolIdentity({
  db,
  documents,
  row,
}: {
  db: Database;
  documents: FieldsReader;
  row: ResumeRow;
}): Promise<ResumeRow> {
  if (!row.ownerCompanyId || !row.extractedText) return row;
  const identity = identityKeys(await documents.parseResume(row.extractedText, new Date()));
  if (identity.keys.length === 0) return row;
  try {
    return await linkOnce({ db, row, identity });
  } catch (err) {
    // The person's resume it was linking to was deleted meanwhile (a merge kept another one, or a
    // delete): the keys now lead to what is left, so one more look finds it.
    if (!isForeignKeyViolation(err)) throw err;
    return linkOnce({ db, row, identity });
  }
}

async function linkOnce({
  db,
  row,
  identity: { fullName, keys },
}: {
  db: Database;
  row: ResumeRow;
  identity: IdentityKeys;
}): Promise<ResumeRow> {
  const companyId = row.ownerCompanyId!;
  const lookup = () =>
    db
      .select()
      .from(candidateIdentities)
      .where(
        and(
          eq(candidateIdentities.companyId, companyId),
          or(
            ...keys.map((k) =>
              and(eq(candidateIdentities.kind, k.kind), eq(candidateIdentities.value, k.value)),
            ),
          ),
        ),
      );
  const firstMatch = (found: (typeof candidateIdentities.$inferSelect)[], accept: (id: string) => boolean) =>
    keys
      .map((k) => found.find((f) => f.kind === k.kind && f.value === k.value && accept(f.resumeId)))
      .find(Boolean);
  let match = firstMatch(await lookup(), (id) => id !== row.id);
  await db
    .insert(candidateIdentities)
    .values(
      keys.map((k) => ({
        companyId,
        ...k,
        resumeId: match?.resumeId ?? row.id,
        fullName: match?.fullName || fullName,
      })),
    )
    .onConflictDoNothing();
  if (!match) {
    // The same person uploaded twice at once: both found no one and raced on the keys. A resume
    // that won no key follows the winner; when they split the keys, the one with the larger id
    // follows (so two never point at each other).
    const after = await lookup();
    const wonSome = after.some((f) => f.resumeId === row.id);
    match = firstMatch(after, (id) => id !== row.id && (!wonSome || id < row.id));
  }
  if (!match) return row;
  const [updated] = await db
    .update(resumes)
    .set({ duplicateOf: match.resumeId, duplicateReason: match.kind })
    .where(eq(resumes.id, row.id))
    .returning();
  return updated ?? row;
}

/**
 * The API form of resumes, with the "duplicate of <name>" of flagged pool resumes filled in:
 * two queries for any number of rows.
 */
export async function toResumesWithDuplicates({
  db,
  rows,
  locale,
}: {
  db: Database;
  rows: ResumeRow[];
  /** The reader's language: the details' coded values are also shown in it. */
  locale?: Language;
}): Promise<TResume[]> {
  const firstIds = [...new Set(rows.flatMap((r) => (r.duplicateOf ? [r.duplicateOf] : [])))];
  if (firstIds.length === 0) return rows.map((row) => toResume(row, locale));
  const [firsts, identities] = await Promise.all([
    db
      .select({ id: resumes.id, fileName: resumes.fileName, fullName: resumes.fullName })
      .from(resumes)
      .where(inArray(resumes.id, firstIds)),
    db
      .select({ resumeId: candidateIdentities.resumeId, fullName: candidateIdentities.fullName })
      .from(candidateIdentities)
      .where(inArray(candidateIdentities.resumeId, firstIds)),
  ]);
  const name = (id: string) => {
    const first = firsts.find((f) => f.id === id);
    const identity = identities.find((f) => f.resumeId === id && f.fullName);
    return first?.fullName || identity?.fullName || first?.fileName || '';
  };
  return rows.map((row) => ({
    ...toResume(row, locale),
    duplicateOf:
      row.duplicateOf && row.duplicateReason
        ? { resumeId: row.duplicateOf, name: name(row.duplicateOf), reason: row.duplicateReason }
        : null,
  }));
}

/** Merging a person's resumes: the keys that led to the removed ones lead to the kept one. */
export async function moveIdentityKeys({
  db,
  fromIds,
  toId,
}: {
  db: Database;
  fromIds: string[];
  toId: string;
}): Promise<void> {
  if (fromIds.length === 0) return;
  await db
    .update(candidateIdentities)
    .set({ resumeId: toId })
    .where(inArray(candidateIdentities.resumeId, fromIds));
}

/**
 * "Not the same person": the keys of a resume that none of the rest of the group carries (they
 * were recorded pointing at the person it was wrongly linked to) now lead to it, so the next
 * upload with its own e-mail or phone joins it. A key both carry stays where it was.
 */
export async function claimOwnIdentityKeys({
  db,
  documents,
  row,
  others,
}: {
  db: Database;
  documents: FieldsReader;
  row: ResumeRow;
  others: ResumeRow[];
}): Promise<void> {
  if (!row.ownerCompanyId) return;
  const keysOf = async (r: ResumeRow) =>
    identityKeys(await documents.parseResume(r.extractedText, new Date()));
  const shared = new Set(
    (await Promise.all(others.map(keysOf))).flatMap((o) => o.keys.map((k) => `${k.kind}:${k.value}`)),
  );
  const { fullName, keys } = await keysOf(row);
  const own = keys.filter((k) => !shared.has(`${k.kind}:${k.value}`));
  if (own.length === 0) return;
  await db
    .update(candidateIdentities)
    .set({ resumeId: row.id, fullName })
    .where(
      and(
        eq(candidateIdentities.companyId, row.ownerCompanyId),
        inArray(
          candidateIdentities.resumeId,
          others.map((o) => o.id),
        ),
        or(
          ...own.map((k) =>
            and(eq(candidateIdentities.kind, k.kind), eq(candidateIdentities.value, k.value)),
          ),
        ),
      ),
    );
}
