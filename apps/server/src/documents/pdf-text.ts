import path from 'node:path';
import { createRequire } from 'node:module';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '../http/app-error.ts';
import { collectGlyphs, type OperatorList, type TextOps } from './pdf-glyphs.ts';
import { layoutVisualPage, toLogicalLines, type VisualPage } from './pdf-lines.ts';

/**
 * Text of a PDF in logical reading order, Hebrew and Arabic included.
 * pdf.js (legacy build, for Node) runs in this thread: the worker module is loaded up front, so
 * nothing is fetched and no worker thread starts. Fonts and CMaps come from the package folder.
 */

type PdfJs = typeof PdfJsModule;

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));
const WORKER_MODULE = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let loading: Promise<PdfJs> | undefined;

/** Loads pdf.js once; its worker code is installed as `globalThis.pdfjsWorker` (the in-thread worker). */
export function loadPdfJs(): Promise<PdfJs> {
  loading ??= (async () => {
    await import(/* @vite-ignore */ WORKER_MODULE);
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return loading;
}

/**
 * Starts loading a PDF with the options that keep pdf.js offline and in this thread: CMaps,
 * standard fonts and wasm from the package folder, no eval, no font loading. The caller awaits
 * `task.promise` and destroys the task when done.
 */
export async function openPdf(data: Uint8Array) {
  const pdfjs = await loadPdfJs();
  return pdfjs.getDocument({
    data,
    useWorkerFetch: false,
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
    cMapUrl: path.join(PDFJS_DIR, 'cmaps') + path.sep,
    cMapPacked: true,
    standardFontDataUrl: path.join(PDFJS_DIR, 'standard_fonts') + path.sep,
    wasmUrl: path.join(PDFJS_DIR, 'wasm') + path.sep,
  });
}

export interface ExtractPdfOptions {
  /** Pages past this are not read (a resume is a few pages; this bounds the work on hostile files). */
  maxPages?: number;
}

/** `%PDF-` within the first 1024 bytes, as readers accept. */
export function looksLikePdf(buffer: Uint8Array): boolean {
  const head = Buffer.from(buffer.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

function classify(err: unknown): AppError {
  const name = (err as { name?: string } | null)?.name;
  const message = err instanceof Error ? err.message : String(err);
  if (name === 'PasswordException') {
    return new AppError('PDF_ENCRYPTED', 'The PDF is protected by a password');
  }
  return new AppError('PDF_CORRUPT', `The PDF could not be read: ${message}`);
}

/** Positioned text of every page, in visual order. */
async function readVisualPages(data: Uint8Array, maxPages: number): Promise<VisualPage[]> {
  const pdfjs = await loadPdfJs();
  const task = await openPdf(data);
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => {});
    throw classify(err);
  }
  try {
    const pages: VisualPage[] = [];
    const count = Math.min(doc.numPages, maxPages);
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const ops = (await page.getOperatorList()) as OperatorList;
      const fontOf = (name: string) => {
        try {
          const font = page.commonObjs.get(name) as { fontMatrix?: number[]; vertical?: boolean } | null;
          return font ? { fontMatrix: font.fontMatrix ?? [0.001], vertical: font.vertical === true } : null;
        } catch {
          return null;
        }
      };
      const viewport = page.getViewport({ scale: 1 });
      const glyphs = collectGlyphs(ops, pdfjs.OPS as unknown as TextOps, fontOf, viewport.transform);
      pages.push({ ...layoutVisualPage(glyphs), width: viewport.width });
      page.cleanup();
    }
    return pages;
  } catch (err) {
    throw err instanceof AppError ? err : classify(err);
  } finally {
    await doc.destroy().catch(() => {});
  }
}

/**
 * A character LibreOffice writes for its kashida glyph, repeated, inside an Arabic word ("سNNNائق",
 * "ماجس,,,,تير", or a control character, U+001E): no word holds one.
 */
const MISWRITTEN_KASHIDAS =
  // eslint-disable-next-line no-control-regex -- a control character is what LibreOffice writes for the glyph.
  /(?<=[\u0620-\u064A])([A-Za-z0-9,\x01-\x08\x0b\x0c\x0e-\x1f])\1*(?=[\u0620-\u064A])/gu;
/** Any other printable ASCII character inside an Arabic word, repeated or not ("بك+++الوريوس", "م:ر"). */
const INSIDE_ARABIC = /(?<=[\u0620-\u064A])([\x21-\x7e])\1*(?=[\u0620-\u064A])/gu;
/** Places a character sits inside Arabic words before it is taken for the document's kashida. */
const KASHIDA_PLACES = 3;

/**
 * Justified Arabic lines are stretched with kashidas (tatweel, U+0640), drawing and not text.
 * LibreOffice writes its kashida glyphs as a wrong character repeated inside the word, one
 * character for the whole document (the glyph's code in the font's subset: "N", "3", ",", "+",
 * ":", ".", U+001E). No word holds a Latin letter, a digit or a Latin comma between two Arabic letters;
 * another character does ("م.ض", "ف-ك"), but seldom twice in a row nor in several words: a
 * character found so is the kashida, and comes out wherever it sits inside an Arabic word.
 */
export function withoutKashidas(text: string): string {
  const places = new Map<string, number>();
  const repeated = new Set<string>();
  for (const m of text.matchAll(INSIDE_ARABIC)) {
    const char = m[1]!;
    places.set(char, (places.get(char) ?? 0) + 1);
    if (m[0].length > 1) repeated.add(char);
  }
  const kashidas = new Set(
    [...places].filter(([c, n]) => n >= KASHIDA_PLACES || repeated.has(c)).map(([c]) => c),
  );
  return text
    .replace(/\u0640/gu, '')
    .replace(MISWRITTEN_KASHIDAS, '')
    .replace(INSIDE_ARABIC, (run, char: string) => (kashidas.has(char) ? '' : run));
}

/**
 * The text of a PDF, one line per printed line, in logical order.
 * Errors (as AppError): EMPTY_FILE, NOT_A_PDF (by magic bytes), PDF_ENCRYPTED, PDF_CORRUPT,
 * NO_TEXT_FOUND (no text layer, as in a scan).
 */
export async function extractPdfText(buffer: Uint8Array, options: ExtractPdfOptions = {}): Promise<string> {
  if (buffer.length === 0) throw new AppError('EMPTY_FILE', 'The file is empty');
  if (!looksLikePdf(buffer)) throw new AppError('NOT_A_PDF', 'The file is not a PDF');
  // pdf.js takes ownership of the bytes it is given; hand it a copy.
  const pages = await readVisualPages(new Uint8Array(buffer), options.maxPages ?? 50);
  const text = withoutKashidas(toLogicalLines(pages).join('\n'));
  if (!/[\p{L}\p{N}]/u.test(text)) {
    throw new AppError('NO_TEXT_FOUND', 'No text was found in the PDF (it may be a scanned image)');
  }
  return text;
}
