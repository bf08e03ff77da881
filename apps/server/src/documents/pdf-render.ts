import path from 'node:path';
import { createRequire } from 'node:module';
import { createCanvas } from '@napi-rs/canvas';
import { loadPdfJs } from './pdf-text.ts';

const require = createRequire(import.meta.url);
const PDFJS_DIR = path.dirname(require.resolve('pdfjs-dist/package.json'));

export interface RenderOptions {
  /** Dots per inch of the images (OCR reads best around 300). */
  dpi?: number;
  maxPages?: number;
}

/**
 * Draws each page of a PDF to a PNG image, in this thread, with pdf.js and @napi-rs/canvas (a
 * prebuilt binary from the registry); nothing is fetched.
 */
export async function renderPdfPages(data: Uint8Array, options: RenderOptions = {}): Promise<Buffer[]> {
  const { dpi = 300, maxPages = 5 } = options;
  const pdfjs = await loadPdfJs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
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
  const doc = await task.promise;
  try {
    const images: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      // pdf.js types name the DOM canvas; @napi-rs/canvas is the one pdf.js itself uses in Node.
      type RenderParams = Parameters<typeof page.render>[0];
      await page.render({
        canvas: canvas as unknown as RenderParams['canvas'],
        canvasContext: context as unknown as RenderParams['canvasContext'],
        viewport,
      }).promise;
      images.push(await canvas.encode('png'));
      page.cleanup();
    }
    return images;
  } finally {
    await task.destroy().catch(() => {});
  }
}
