import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import type { Storage } from '../../storage/storage.ts';
import type { EventBus } from '../events/event-bus.ts';
import { loadScannedResume, storeFoundText } from './found-text.ts';

/** Background task: read a PDF with no text layer (a scan) by OCR. */
export const RESUME_OCR_TASK = 'resume.ocr';

const ZPayload = z.object({ resumeId: z.uuid() });

/**
 * Renders the pages of a resume in the "uploaded with no text found" state and reads them with
 * tesseract.js (Hebrew, Arabic, English, offline). Text found: stored like any reader's
 * (storeFoundText: extracted, identity, analysis, event); none: it stays `no_text`.
 */
export async function ocrResume({
  db,
  storage,
  documents,
  events,
  payload,
}: {
  db: Database;
  storage: Storage;
  documents: DocumentReader;
  events?: EventBus;
  payload: unknown;
}): Promise<boolean> {
  const { resumeId } = ZPayload.parse(payload);
  const scan = await loadScannedResume({ db, storage, resumeId });
  if (!scan) return false;
  const text = await documents.ocr(scan.file);
  return storeFoundText({ db, documents, events, resumeId, text });
}
