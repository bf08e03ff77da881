// The child process of scan-reader.ts: reads one scan job at a time and answers with its text.
import { ocrImages } from '../../../apps/server/src/documents/ocr.ts';
import { renderPdfPages } from '../../../apps/server/src/documents/pdf-render.ts';
import { degradePage, drawnAt, scannedDpi, SCANNER_DPI } from './scan-variants.ts';
import type { ScanJob, ScanReading } from './scan-reader.ts';

process.on('message', (job: ScanJob) => {
  void (async () => {
    // The page as a scanner gives it, degraded with the job's seed, then drawn as the server draws a
    // scanned PDF's page for OCR, at its own dpi. One page at a time: skia's encoders, run at once
    // on several canvases, are a known cause of crashes.
    const pages = await renderPdfPages(job.pdf, { dpi: SCANNER_DPI });
    const images: Buffer[] = [];
    for (const [i, page] of pages.entries())
      images.push(
        await drawnAt(
          await degradePage(page, job.variants, job.seed + i),
          job.dpi / scannedDpi(job.variants),
        ),
      );
    const t = performance.now();
    const text = await ocrImages(images);
    const reading: ScanReading = { text, pages: pages.length, ms: performance.now() - t };
    process.send!(reading);
  })().catch((error: Error) => {
    // An error (not a crash) is no reason to read again: the parent records it as a failed reading.
    const reading: ScanReading = { text: '', pages: 0, ms: 0, failed: error.message };
    process.send!(reading);
  });
});
// The eval is done with the scans (or gone): end.
process.on('disconnect', () => process.exit(0));
