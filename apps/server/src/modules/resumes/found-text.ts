import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../storage/storage.ts';
import { enqueueResumeAnalysis } from '../analysis/enqueue.ts';
import type { AppEvent, EventBus } from '../events/event-bus.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { resumes } from './tables.ts';
import type { ResumeRow } from './upload-service.ts';

/**
 * A resume "uploaded with no text found" (a scan) that gets its text later, in the background,
 * by OCR (ocr-task.ts) or by a model that reads images (read-with-ai-task.ts): both load it the
 * same way and store what they found the same way.
 */

/** Realtime event: a resume's text changed (a scan was read). */
export const RESUME_UPDATED = 'resume.updated';

/** Who hears of a resume: its company (and the admins) for a pool resume, else its candidate. */
export function resumeAudience(row: ResumeRow): AppEvent['audience'] {
  return row.ownerCompanyId
    ? { companyIds: [row.ownerCompanyId], roles: ['admin'] }
    : { userIds: [row.ownerUserId!] };
}

/** A PDF still without text, with its file; null when there is nothing (more) to read. */
export async function loadScannedResume({
  db,
  storage,
  resumeId,
}: {
  db: Database;
  storage: Storage;
  resumeId: string;
}): Promise<{ row: ResumeRow; file: Buffer } | null> {
  const [row] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
  if (!row || row.extractionStatus !== 'no_text' || row.kind !== 'pdf') return null;
  const file = await storage.get(row.fileKey);
  return file ? { row, file } : null;
}

/**
 * Stores the text found in a scan: the resume becomes `extracted` (unless another reader was
 * first), a pool resume is matched against the people already there, its analysis is queued and
 * open pages (the upload-resumes tab, the candidates tab) are told to refetch. Answers whether the
 * text was stored.
 */
export async function storeFoundText({
  db,
  events,
  resumeId,
  text,
}: {
  db: Database;
  events?: EventBus;
  resumeId: string;
  text: string;
}): Promise<boolean> {
  const clean = text.replaceAll('\u0000', '').trim();
  if (!clean) return false;
  const [updated] = await db
    .update(resumes)
    .set({ extractedText: clean, extractionStatus: 'extracted', updatedAt: new Date() })
    .where(and(eq(resumes.id, resumeId), eq(resumes.extractionStatus, 'no_text')))
    .returning();
  if (!updated) return false;
  await linkPoolIdentity({ db, row: updated });
  await enqueueResumeAnalysis(db, updated.id);
  // A failure to tell the pages fails nothing: they refetch on their next load.
  await events
    ?.publish({
      type: RESUME_UPDATED,
      audience: resumeAudience(updated),
      data: { resumeId: updated.id, extractionStatus: updated.extractionStatus },
    })
    .catch(() => {});
  return true;
}
