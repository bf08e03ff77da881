import { and, eq, or } from 'drizzle-orm';
import { parseResume } from '@gius/engine/resume-fields';
import type { DuplicateReason, TResume } from '@gius/shared/resumes';
import type { Database } from '../../db/client.ts';
import { candidateIdentities, resumes } from './tables.ts';

type ResumeRow = typeof resumes.$inferSelect;

export interface IdentityKeys {
  fullName: string;
  keys: { kind: DuplicateReason; value: string }[];
}

/** The keys that say two resumes are the same person, normalised; strongest first. */
export function identityKeys(text: string, now = new Date()): IdentityKeys {
  const fields = parseResume(text, { now });
  const keys: IdentityKeys['keys'] = [];
  const id = fields.idNumber.replace(/\D/g, '');
  if (id) keys.push({ kind: 'id_number', value: id.padStart(9, '0') });
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
 */
export async function linkPoolIdentity({ db, row }: { db: Database; row: ResumeRow }): Promise<ResumeRow> {
  const companyId = row.ownerCompanyId;
  if (!companyId || !row.extractedText) return row;
  const { fullName, keys } = identityKeys(row.extractedText);
  if (keys.length === 0) return row;
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

/** The "duplicate of <name>" of a pool resume, for the API. */
export async function describeDuplicate({
  db,
  row,
}: {
  db: Database;
  row: ResumeRow;
}): Promise<TResume['duplicateOf']> {
  if (!row.duplicateOf || !row.duplicateReason) return null;
  const [first] = await db
    .select({ fileName: resumes.fileName, fullName: resumes.fullName })
    .from(resumes)
    .where(eq(resumes.id, row.duplicateOf));
  const [identity] = await db
    .select({ fullName: candidateIdentities.fullName })
    .from(candidateIdentities)
    .where(eq(candidateIdentities.resumeId, row.duplicateOf))
    .limit(1);
  return {
    resumeId: row.duplicateOf,
    name: first?.fullName || identity?.fullName || first?.fileName || '',
    reason: row.duplicateReason,
  };
}
