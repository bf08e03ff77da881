// Reads a PDF (path in argv) the way the `resume.ocr` task does and prints the text as JSON.
// Run by the OCR test under block-network.cjs, in a process of its own.
import fs from 'node:fs/promises';
import { ocrImages } from '../documents/ocr.ts';
import { OCR_RENDER_DPI } from '../documents/limits.ts';
import { renderPdfPages } from '../documents/pdf-render.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: ocr-offline-run <file.pdf>');
const text = await ocrImages(await renderPdfPages(await fs.readFile(file), { dpi: OCR_RENDER_DPI }));
process.stdout.write(JSON.stringify({ text }));
