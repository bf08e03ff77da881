import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { ocrImages } from '../../documents/ocr.ts';
import { renderPdfPages } from '../../documents/pdf-render.ts';
import type { Storage } from '../../storage/storage.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishResumeEvent, type ResumeEventType } from './events.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { resumes } from './tables.ts';

/** Background task: read a PDF with no text layer (a scan) by OCR. */
export const RESUME_OCR_TASK = 'resume.ocr';
/** Realtime event: a resume's text changed (OCR found some). */
export const RESUME_UPDATED = 'resume.updated' satisfies ResumeEventType;

const ZPayload = z.object({ resumeId: z.uuid() });

/**
 * Renders the pages of a resume in the "uploaded with no text found" state and reads them with
 * tesseract.js (Hebrew, Arabic, English, offline). Text found: the resume becomes `extracted`
 * (and a pool resume is matched against the people already there); none: it stays `no_text`.
 * Answers true when the resume now has text (the caller queues its analysis).
 */
export async function ocrResume({
  db,
  storage,
  events,
  payload,
}: {
  db: Database;
  storage: Storage;
  events?: EventBus;
  payload: unknown;
}): Promise<boolean> {
  const { resumeId } = ZPayload.parse(payload);
  const [row] = await db.select().from(resumes).where(eq(resumes.id, resumeId));
  if (!row || row.extractionStatus !== 'no_text' || row.kind !== 'pdf') return false;
  const file = await storage.get(row.fileKey);
  if (!file) return false;
  const text = (await ocrImages(await renderPdfPages(file))).replaceAll('\u0000', '').trim();
  if (!text) return false;
  const [updated] = await db
    .update(resumes)
    .set({ extractedText: text, extractionStatus: 'extracted', updatedAt: new Date() })
    .where(and(eq(resumes.id, resumeId), eq(resumes.extractionStatus, 'no_text')))
    .returning();
  if (!updated) return false;
  await linkPoolIdentity({ db, row: updated });
  // Open pages (the upload-resumes tab, the candidates tab) refetch.
  await publishResumeEvent({ events, type: RESUME_UPDATED, row: updated });
  return true;
}
