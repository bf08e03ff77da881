import { fileTypeFromBuffer } from 'file-type';

/** The resume formats Gius reads. */
export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const DOCUMENT_MIME: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
};

/**
 * What a file really is, from its bytes (never from its name or declared type):
 * a renamed .exe or a plain zip named .docx is null.
 */
export async function detectDocumentKind(head: Uint8Array): Promise<DocumentKind | null> {
  const type = await fileTypeFromBuffer(head);
  if (!type) return null;
  if (type.ext === 'pdf') return 'pdf';
  if (type.ext === 'docx') return 'docx';
  // Legacy Word files are OLE compound files; word-extractor checks the Word stream itself.
  if (type.ext === 'cfb') return 'doc';
  return null;
}
