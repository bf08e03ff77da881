import type { DocumentKind } from './document-kind.ts';
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
 * PDF: TO BE WIRED AT MERGE to `extractPdfText` (pdfjs-dist with right-to-left reordering,
 * built on another branch). Until then a PDF is checked for the structure every PDF has
 * (header, cross-reference pointer, end marker), stored, and reported as "no text found".
 */
async function extractPdf(buffer: Buffer): Promise<string> {
  assertPdfStructure(buffer);
  return ''; // PDF: replace with `return extractPdfText(buffer);`
}

function assertPdfStructure(buffer: Buffer): void {
  const head = buffer.subarray(0, 1024).toString('latin1');
  const tail = buffer.subarray(Math.max(0, buffer.length - 2048)).toString('latin1');
  if (!head.includes('%PDF-') || !tail.includes('%%EOF') || !tail.includes('startxref')) {
    throw new UnreadableDocumentError('The PDF is damaged or truncated (no cross-reference trailer)');
  }
}
