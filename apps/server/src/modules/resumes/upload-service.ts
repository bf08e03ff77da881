import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { MAX_RESUME_BYTES } from '@gius/shared/constants';
import type { Database } from '../../db/client.ts';
import { DOCUMENT_MIME, detectDocumentKind } from '../../documents/document-kind.ts';
import { extractResumeText, UnreadableDocumentError } from '../../documents/extract-text.ts';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { enqueueTask } from '../../queue/queue.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { RESUME_OCR_TASK } from './ocr-task.ts';
import { resumes } from './tables.ts';
import { FileTooLargeError, limitUpload } from './upload-limit.ts';

export type ResumeOwner = { userId: string } | { companyId: string };
export type ResumeRow = typeof resumes.$inferSelect;

/** A file name fit for showing and for a download header: no folders, no control characters. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'resume';
}

async function store(storage: Storage, key: string, file: Readable): Promise<void> {
  try {
    await storage.put(key, limitUpload(file, MAX_RESUME_BYTES));
  } catch (err) {
    if (err instanceof FileTooLargeError)
      throw new AppError('FILE_TOO_LARGE', 'File too large. Maximum 10MB.');
    // The client went away mid-upload, or the disk failed: nothing was kept (writes are atomic).
    throw new AppError('UPLOAD_FAILED', 'Error uploading file');
  }
}

/**
 * Receives a resume: streams it into storage (refused past 10MB before the rest is stored),
 * checks by content that it is PDF or Word, reads its text, and records it. On any refusal the
 * stored file is removed, so nothing partial or unwanted remains. A candidate's first resume
 * becomes the default.
 */
export async function uploadResume({
  db,
  storage,
  file,
  fileName,
  owner,
  uploadedBy,
}: {
  db: Database;
  storage: Storage;
  file: Readable;
  fileName: string | undefined;
  owner: ResumeOwner;
  uploadedBy: string;
}): Promise<ResumeRow> {
  const id = randomUUID();
  const now = new Date();
  const key = `resumes/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
  await store(storage, key, file);
  try {
    const buffer = await storage.get(key);
    if (!buffer || buffer.length === 0) throw new AppError('FILE_EMPTY', 'The file is empty');
    const kind = await detectDocumentKind(buffer);
    if (!kind)
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'Unsupported file type. Please upload PDF or Word.');
    let text: string;
    try {
      // PostgreSQL text cannot hold NUL characters, which some Word files carry.
      text = (await extractResumeText(buffer, kind)).replaceAll('\u0000', '').trim();
    } catch (err) {
      if (err instanceof UnreadableDocumentError) {
        throw new AppError('FILE_UNREADABLE', 'The file is damaged and cannot be read');
      }
      throw err;
    }
    const values = {
      id,
      ...('userId' in owner ? { ownerUserId: owner.userId } : { ownerCompanyId: owner.companyId }),
      uploadedBy,
      fileKey: key,
      fileName: cleanFileName(fileName),
      kind,
      mime: DOCUMENT_MIME[kind],
      size: buffer.length,
      extractedText: text,
      extractionStatus: text.length > 0 ? ('extracted' as const) : ('no_text' as const),
    };
    const firstOfCandidate =
      'userId' in owner
        ? sql`not exists (select 1 from ${resumes} where ${resumes.ownerUserId} = ${owner.userId} and ${resumes.isDefault})`
        : false;
    const [row] = await db
      .insert(resumes)
      .values({ ...values, isDefault: firstOfCandidate })
      .onConflictDoNothing()
      .returning();
    // Two first uploads at once: the one-default index kept one; this one is simply not the default.
    const saved = row ?? (await db.insert(resumes).values(values).returning())[0]!;
    if (saved.extractionStatus === 'no_text' && saved.kind === 'pdf') {
      // Maybe a scan: read it in the background (OCR), off the request path.
      await enqueueTask(db, RESUME_OCR_TASK, { resumeId: saved.id }, { dedupeKey: `ocr:${saved.id}` });
    }
    return await linkPoolIdentity({ db, row: saved });
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
}
