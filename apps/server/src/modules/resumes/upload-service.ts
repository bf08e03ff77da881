import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DOCUMENT_MIME, detectDocumentKind } from '../../documents/document-kind.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { AppError } from '../../http/app-error.ts';
import { uploadLimitError } from '../../http/receive-file.ts';
import type { Storage } from '../../storage/storage.ts';
import { enqueueTask } from '../../queue/queue.ts';
import { enqueueResumeAnalysis } from '../analysis/enqueue.ts';
import { linkPoolIdentity } from './identity-service.ts';
import { RESUME_OCR_TASK } from './ocr-task.ts';
import { resumes } from './tables.ts';

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
    await storage.put(key, file);
  } catch (err) {
    // Too large, or the client stopped sending: the partial file is gone (writes are atomic).
    const refused = uploadLimitError(err);
    if (refused) throw refused;
    // The client went away mid-upload, or the disk failed: nothing was kept.
    throw new AppError('UPLOAD_FAILED', 'Error uploading file');
  }
}

/**
 * Receives a resume: streams it into storage (refused past 10MB before the rest is stored),
 * checks by content that it is PDF or Word, reads its text, and records it with its analysis
 * queued (one transaction). On any refusal the
 * stored file is removed, so nothing partial or unwanted remains. A candidate's first resume
 * becomes the default.
 */
export async function uploadResume({
  db,
  storage,
  documents,
  file,
  fileName,
  owner,
  uploadedBy,
}: {
  db: Database;
  storage: Storage;
  documents: DocumentReader;
  /** The upload as `receiveFile` gives it: failing past 10MB, or when the client stops sending. */
  file: Readable;
  fileName: string | undefined;
  owner: ResumeOwner;
  uploadedBy: string;
}): Promise<ResumeRow> {
  const id = randomUUID();
  const now = new Date();
  const key = `resumes/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}`;
  await store(storage, key, file);
  let saved: ResumeRow;
  try {
    const buffer = await storage.get(key);
    if (!buffer || buffer.length === 0) throw new AppError('FILE_EMPTY', 'The file is empty');
    const kind = await detectDocumentKind(buffer);
    if (!kind)
      throw new AppError('UNSUPPORTED_FILE_TYPE', 'Unsupported file type. Please upload PDF or Word.');
    // Read in a worker, within the reading limits (FILE_TOO_COMPLEX, PDF_ENCRYPTED, FILE_UNREADABLE).
    const extracted = await documents.resumeText(buffer, kind);
    // PostgreSQL text cannot hold NUL characters, which some Word files carry.
    const text = extracted.text.replaceAll('\u0000', '').trim();
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
      textTruncated: extracted.truncated,
      extractionStatus: text.length > 0 ? ('extracted' as const) : ('no_text' as const),
    };
    const firstOfCandidate =
      'userId' in owner
        ? sql`not exists (select 1 from ${resumes} where ${resumes.ownerUserId} = ${owner.userId} and ${resumes.isDefault})`
        : false;
    // The row and its background work in one transaction: whenever the process dies, a stored
    // resume has its analysis queued (and a scan its OCR). The file was stored before; a file
    // with no row (a crash before the commit) is only wasted space.
    saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(resumes)
        .values({ ...values, isDefault: firstOfCandidate })
        .onConflictDoNothing()
        .returning();
      // Two first uploads at once: the one-default index kept one; this one is simply not the default.
      const inserted = row ?? (await tx.insert(resumes).values(values).returning())[0]!;
      await enqueueResumeAnalysis(tx, inserted.id);
      if (inserted.extractionStatus === 'no_text' && inserted.kind === 'pdf') {
        // Maybe a scan: read it in the background (OCR), off the request path.
        await enqueueTask(
          tx,
          RESUME_OCR_TASK,
          { resumeId: inserted.id },
          { dedupeKey: `ocr:${inserted.id}` },
        );
      }
      return inserted;
    });
  } catch (err) {
    await storage.delete(key).catch(() => {});
    throw err;
  }
  return linkPoolIdentity({ db, documents, row: saved });
}
