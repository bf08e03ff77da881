import { AppError } from '../http/app-error.ts';
import type { DocumentKind } from './document-kind.ts';
import { extractPdfText } from './pdf-text.ts';
import { extractDocText, extractDocxText } from './word-text.ts';

/** A PDF or Word file whose content cannot be read (damaged, truncated, not really that format). */
export class UnreadableDocumentError extends Error {
  override name = 'UnreadableDocumentError';
}

/**
 * The text of a resume file, by its real kind (from `detectDocumentKind`). An empty string
 * means the file was read but holds no text (e.g. a scanned PDF). A file that cannot be read
 * throws UnreadableDocumentError.
 */
export async function extractResumeText(buffer: Buffer, kind: DocumentKind): Promise<string> {
  try {
    switch (kind) {
      case 'docx':
        return await extractDocxText(buffer);
      case 'doc':
        return await extractDocText(buffer);
      case 'pdf':
        return await extractPdf(buffer);
    }
  } catch (err) {
    if (err instanceof UnreadableDocumentError) throw err;
    throw new UnreadableDocumentError(`The ${kind} file cannot be read: ${(err as Error).message}`);
  }
}

/**
 * PDF: first the structure every PDF has (header, cross-reference pointer, end marker), so a
 * truncated upload is refused rather than half read; then the text in reading order. A PDF with
 * no text layer (a scan) is read but empty: "uploaded with no text found".
 */
async function extractPdf(buffer: Buffer): Promise<string> {
  assertPdfStructure(buffer);
  try {
    return await extractPdfText(buffer);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NO_TEXT_FOUND') return '';
    throw new UnreadableDocumentError((err as Error).message);
  }
}

function assertPdfStructure(buffer: Buffer): void {
  const head = buffer.subarray(0, 1024).toString('latin1');
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
  if (!head.includes('%PDF-') || !tail.includes('%%EOF') || !tail.includes('startxref')) {
    throw new UnreadableDocumentError('The PDF is damaged or truncated (no cross-reference trailer)');
  }
}
