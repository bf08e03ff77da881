// The entry file of the file workers (document-pool.ts): PDF and Word text, page images, OCR.
// Worker threads do not inherit the TypeScript loader the server's thread registered
// (scripts/start.mjs, Vitest), so each worker registers tsx itself. pdf.js is imported first, as
// plain JavaScript: through tsx's loader its 3 MB of modules cost a worker some 350 MB more
// (measured: 498 MB against 148 MB for a started worker). Loading it as the worker starts also
// keeps its loading out of the first job's time limit.
import { register } from 'tsx/esm/api';

await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
register();
const worker = await import('./document-worker.ts');

export default worker.default;
