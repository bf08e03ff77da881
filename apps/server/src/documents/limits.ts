import { MAX_EXTRACTED_TEXT_CHARS } from '@gius/shared/constants';

/**
 * What reading one document may cost. A file that needs more is refused as "too complex to
 * read" (FILE_TOO_COMPLEX), and the worker reading it is ended; every other request goes on.
 */
export const DOCUMENT_LIMITS = {
  /** A PDF's streams together, once decoded (a text resume's are well under 1 MB). */
  maxPdfInflatedBytes: 32 * 1024 * 1024,
  /** A Word package's XML parts together, once inflated (a resume's are well under 1 MB). */
  maxDocxXmlBytes: 8 * 1024 * 1024,
  /** Reading the text of one file, from the moment a worker takes it. */
  readTimeoutMs: 10_000,
  /** OCR of one scan (up to 5 pages at OCR_RENDER_DPI, about 5 s a page). */
  ocrTimeoutMs: 120_000,
  /** Drawing the pages of one PDF for a model that reads images. */
  renderTimeoutMs: 30_000,
  /** Files waiting for a worker, per worker; past them the server says it is busy (503). */
  queuedJobsPerThread: 16,
  /** How long a file may wait for a free worker before the server says it is busy. */
  queueTimeoutMs: 60_000,
  /** JavaScript heap of one worker; past it the worker is ended. */
  workerHeapMb: 256,
  /** Pixels of one drawn page (a 300 dpi A4 page is 8.7 million); larger pages are drawn smaller. */
  maxRenderPixels: 16_000_000,
  /** Characters of text kept from one file; the rest is dropped and the resume marked truncated. */
  maxTextChars: MAX_EXTRACTED_TEXT_CHARS,
} as const;

/**
 * Dots per inch at which a scanned PDF's pages are drawn for OCR (whatever the resolution of the
 * image inside). 200, the size the OCR path's re-reads were tuned at: drawn at 250 or 300, the 154
 * tuning scans lost 10 years, 7 titles and 10 phones, held-out-4's scans 8 fields, and the held-out
 * scans of all three newer sets came out about even (round 9, decision 030); a page also costs about a
 * quarter less. A final nun read short at 200 ("כהו" for "כהן") is read again larger (ocr.ts).
 */
export const OCR_RENDER_DPI = 200;

export interface ExtractedText {
  text: string;
  /** True when the file held more than maxTextChars and the rest was dropped. */
  truncated: boolean;
}

/** Text cut to the cap at a line end when one is near, so no word is cut in half. */
export function capText(text: string, maxChars: number = DOCUMENT_LIMITS.maxTextChars): ExtractedText {
  if (text.length <= maxChars) return { text, truncated: false };
  const cut = text.slice(0, maxChars);
  const lineEnd = cut.lastIndexOf('\n');
  return { text: lineEnd > maxChars * 0.9 ? cut.slice(0, lineEnd) : cut, truncated: true };
}
