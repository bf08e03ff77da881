import { createCanvas } from '@napi-rs/canvas';
import { DOCUMENT_LIMITS } from './limits.ts';
import { openPdf } from './pdf-text.ts';

export interface RenderOptions {
  /** Dots per inch of the images (the OCR draws at OCR_RENDER_DPI, limits.ts). */
  dpi?: number;
  maxPages?: number;
}

/**
 * Draws each page of a PDF to a PNG image, in this thread, with pdf.js and @napi-rs/canvas (a
 * prebuilt binary from the registry); nothing is fetched.
 */
export async function renderPdfPages(data: Uint8Array, options: RenderOptions = {}): Promise<Buffer[]> {
  const { dpi = 300, maxPages = 5 } = options;
  const task = await openPdf(new Uint8Array(data));
  const doc = await task.promise;
  try {
    const images: Buffer[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, maxPages); n++) {
      const page = await doc.getPage(n);
      // A hostile page can be metres wide: draw it smaller rather than allocate gigabytes.
      const natural = page.getViewport({ scale: 1 });
      const fit = Math.sqrt(DOCUMENT_LIMITS.maxRenderPixels / Math.max(1, natural.width * natural.height));
      const viewport = page.getViewport({ scale: Math.min(dpi / 72, fit) });
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
