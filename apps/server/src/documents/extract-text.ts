import { AppError } from '../http/app-error.ts';
import type { DocumentKind } from './document-kind.ts';
import { assertDocxWithin, assertPdfStreamsWithin, DocumentTooComplexError } from './inflate-guard.ts';
import { capText, DOCUMENT_LIMITS, type ExtractedText } from './limits.ts';
import { extractPdfText } from './pdf-text.ts';
import { extractDocText, extractDocxText } from './word-text.ts';

/** A PDF or Word file whose content cannot be read (damaged, truncated, not really that format). */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

/**
 * The text of a resume file, by its real kind (from `detectDocumentKind`), capped at
 * DOCUMENT_LIMITS.maxTextChars. An empty text means the file was read but holds no text (e.g. a
 * scanned PDF). Throws UnreadableDocumentError for a file that cannot be read, DocumentTooComplexError
 * for one that would inflate past the limits, and AppError PDF_ENCRYPTED for a protected PDF.
 * Heavy: call it through the document pool (document-pool.ts), never on the server's event loop.
 */
export async function extractResumeText(buffer: Uint8Array, kind: DocumentKind): Promise<ExtractedText> {
  try {
    switch (kind) {
      case 'docx':
        await assertDocxWithin(buffer, DOCUMENT_LIMITS.maxDocxXmlBytes);
        return capText(await extractDocxText(Buffer.from(buffer)));
      case 'doc':
        return capText(await extractDocText(Buffer.from(buffer)));
      case 'pdf':
        return capText(await extractPdf(buffer));
    }
  } catch (err) {
    if (err instanceof UnreadableDocumentError || err instanceof DocumentTooComplexError) throw err;
    if (err instanceof AppError && err.code === 'PDF_ENCRYPTED') throw err;
    throw new UnreadableDocumentError(`The ${kind} file cannot be read: ${(err as Error).message}`);
  }
}

/**
 * The text of a PDF for the career tools, with the same limits; errors as AppError
 * (EMPTY_FILE, NOT_A_PDF, PDF_ENCRYPTED, PDF_CORRUPT, NO_TEXT_FOUND) or DocumentTooComplexError.
 */
export async function extractToolsPdfText(buffer: Uint8Array): Promise<ExtractedText> {
  if (buffer.length > 0) assertPdfStreamsWithin(buffer, DOCUMENT_LIMITS.maxPdfInflatedBytes);
  return capText(await extractPdfText(buffer));
}

/**
 * PDF: first the structure every PDF has (header, cross-reference pointer, end marker), so a
 * truncated upload is refused rather than half read; then what its streams inflate to; then the
 * text in reading order. A PDF with no text layer (a scan) is read but empty: "uploaded with no
 * text found".
 */
async function extractPdf(buffer: Uint8Array): Promise<string> {
  assertPdfStructure(buffer);
  assertPdfStreamsWithin(buffer, DOCUMENT_LIMITS.maxPdfInflatedBytes);
  try {
    return await extractPdfText(buffer);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NO_TEXT_FOUND') return '';
    if (err instanceof AppError && err.code === 'PDF_ENCRYPTED') throw err;
    throw new UnreadableDocumentError((err as Error).message);
  }
}

function assertPdfStructure(buffer: Uint8Array): void {
  const head = Buffer.from(buffer.subarray(0, 1024)).toString('latin1');
  const tail = Buffer.from(buffer.subarray(Math.max(0, buffer.length - 2048))).toString('latin1');
  if (!head.includes('%PDF-') || !tail.includes('%%EOF') || !tail.includes('startxref')) {
    throw new UnreadableDocumentError('The PDF is damaged or truncated (no cross-reference trailer)');
  }
}
