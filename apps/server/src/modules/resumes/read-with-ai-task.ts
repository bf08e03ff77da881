import { z } from 'zod';
import type { AiProvider } from '../../ai/ai-tasks.ts';
import { cannotReadImages } from '../../ai/task-definition.ts';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { AppError } from '../../http/app-error.ts';
import { enqueueTask } from '../../queue/queue.ts';
import type { Storage } from '../../storage/storage.ts';
import type { EventBus } from '../events/event-bus.ts';
import { publishResumeEvent, RESUME_READ_FAILED } from './events.ts';
import { loadScannedResume, storeFoundText } from './found-text.ts';
import type { ResumeRow } from './upload-service.ts';

/**
 * "Improve with AI" (spec section 4): a resume uploaded with no text found (a scan OCR could not
 * read) is shown, page by page, to a model that reads images (AI_READS_IMAGES), which writes out
 * its text. Done in the background: a model takes seconds to a minute per resume.
 */

/** Background task: read a scanned resume with the AI provider. */
export const RESUME_READ_WITH_AI_TASK = 'resume.read_with_ai';

/** Images small enough to send (a vision model scales them down anyway), large enough to read. */
const RENDER = { dpi: 150, maxPages: 5 };

const ZPayload = z.object({ resumeId: z.uuid() });

/** Checks that the resume can be read with AI and queues the reading. */
export async function requestReadWithAi({
  db,
  ai,
  row,
}: {
  db: Database;
  ai: AiProvider;
  row: ResumeRow;
}): Promise<void> {
  if (row.extractionStatus !== 'no_text') {
    throw new AppError('RESUME_HAS_TEXT', 'The resume already has its text');
  }
  if (row.kind !== 'pdf') {
    throw new AppError(
      'RESUME_NOT_PDF',
      'Only a PDF resume can be read with AI (this Word file has no text)',
    );
  }
  if (!ai.readsImages) throw cannotReadImages();
  await enqueueTask(
    db,
    RESUME_READ_WITH_AI_TASK,
    { resumeId: row.id },
    {
      // Pressing twice reads once.
      dedupeKey: `${RESUME_READ_WITH_AI_TASK}:${row.id}`,
    },
  );
}

/**
 * Renders the pages, asks the model for the text and stores it (storeFoundText). On failure the
 * resume stays `no_text` and the open pages hear the error code; a provider's answer is not tried
 * again (the provider already retried what could be retried; the user can press again).
 */
export async function readResumeWithAi({
  db,
  storage,
  documents,
  events,
  ai,
  payload,
}: {
  db: Database;
  storage: Storage;
  documents: DocumentReader;
  events?: EventBus;
  ai: AiProvider;
  payload: unknown;
}): Promise<void> {
  const { resumeId } = ZPayload.parse(payload);
  const scan = await loadScannedResume({ db, storage, resumeId });
  if (!scan) return;
  let failure: unknown;
  let code = 'NO_TEXT_FOUND';
  try {
    const pages = await documents.renderPages(scan.file, RENDER);
    const { text } = await ai.run('readResumeImages', { pages: pages.map((png) => ({ png })) });
    if (text.trim()) {
      await storeFoundText({ db, documents, events, resumeId, text });
      return;
    }
  } catch (err) {
    code = err instanceof AppError ? err.code : 'INTERNAL';
    // Anything but a provider's answer is a fault: the queue records it (and tries again).
    if (!(err instanceof AppError)) failure = err;
  }
  // The page says why (`code`, in the user's language).
  await publishResumeEvent({ events, type: RESUME_READ_FAILED, row: scan.row, data: { code } });
  if (failure) throw failure;
}
