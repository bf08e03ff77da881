import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { Storage } from '../../storage/storage.ts';
import { enqueueResumeAnalysis } from '../analysis/enqueue.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishResumeEvent, RESUME_UPDATED } from './events.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { resumes } from './tables.ts';
import type { ResumeRow } from './upload-service.ts';

/**
 * A resume "uploaded with no text found" (a scan) that gets its text later, in the background,
 * by OCR (ocr-task.ts) or by a model that reads images (read-with-ai-task.ts): both load it the
 * same way and store what they found the same way.
 */

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
  documents,
  events,
  resumeId,
  text,
}: {
  db: Database;
  documents: Pick<DocumentReader, 'parseResume'>;
  events?: EventBus;
  resumeId: string;
  text: string;
}): Promise<boolean> {
  const clean = text.replaceAll('\u0000', '').trim();
  if (!clean) return false;
  // The text and its analysis task in one transaction.
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(resumes)
      .set({ extractedText: clean, extractionStatus: 'extracted', updatedAt: new Date() })
      .where(and(eq(resumes.id, resumeId), eq(resumes.extractionStatus, 'no_text')))
      .returning();
    if (row) await enqueueResumeAnalysis(tx, row.id);
    return row;
  });
  if (!updated) return false;
  await linkPoolIdentity({ db, documents, row: updated });
  await publishResumeEvent({ events, type: RESUME_UPDATED, row: updated });
  return true;
}
