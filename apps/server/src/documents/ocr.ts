import fs from 'node:fs/promises';
import path from 'node:path';
import os from 'node:os';
import { createRequire } from 'node:module';
import { createWorker, OEM } from 'tesseract.js';

/**
 * OCR of page images with tesseract.js, offline: the language data are read from the
 * `@tesseract.js-data/*` packages (4.0.0_best_int) and handed to the worker as bytes, the worker
 * script and the wasm core come from node_modules, and nothing is cached or fetched.
 */

const require = createRequire(import.meta.url);
const LANGUAGES = ['heb', 'ara', 'eng'] as const;

function languageFile(code: string): string {
  const dir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
  return path.join(dir, '4.0.0_best_int', `${code}.traineddata.gz`);
}

let langDir: Promise<string> | undefined;

/**
 * One local folder holding the three packages' data files (links to them), as tesseract.js wants
 * a single `langPath`.
 */
function languageFolder(): Promise<string> {
  langDir ??= (async () => {
    // One per process, so processes never race on the links.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-ocr-languages-'));
    for (const code of LANGUAGES) {
      await fs.symlink(languageFile(code), path.join(dir, `${code}.traineddata.gz`));
    }
    return dir;
  })();
  return langDir;
}

/** Where the local tesseract.js worker script is (never a URL). */
export function ocrWorkerPath(): string {
  return path.join(
    path.dirname(require.resolve('tesseract.js/package.json')),
    'src/worker-script/node/index.js',
  );
}

/** Text read from the images, one page after another, cleaned. */
export async function ocrImages(images: Buffer[]): Promise<string> {
  if (images.length === 0) return '';
  const worker = await createWorker([...LANGUAGES], OEM.LSTM_ONLY, {
    workerPath: ocrWorkerPath(),
    // A local folder path (not a URL): tesseract.js reads it from disk; `none`: no cache either.
    langPath: await languageFolder(),
    cacheMethod: 'none',
    gzip: true,
  });
  try {
    const pages: string[] = [];
    for (const image of images) {
      const { data } = await worker.recognize(image);
      pages.push(cleanOcrText(data.text));
    }
    return pages.filter(Boolean).join('\n\n').trim();
  } finally {
    await worker.terminate();
  }
}

const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{' };

/**
 * OCR output made fit to read: no directional marks, brackets of right-to-left lines turned back
 * (tesseract reports them as drawn), Arabic comma kept Arabic in Arabic text, even spaces.
 */
export function cleanOcrText(text: string): string {
  return text
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .split('\n')
    .map((line) => {
      let out = line.replace(/[ \t]+/g, ' ').trim();
      const rtl = /[\u0590-\u05ff\u0600-\u06ff]/.test(out) && !/^[\x20-\x7e]*$/.test(out);
      if (
        rtl &&
        /^[\s\p{P}\p{N}\u0590-\u05ff\u0600-\u06ff]*[\u0590-\u05ff\u0600-\u06ff][^A-Za-z]*$/u.test(out)
      ) {
        out = out.replace(/[()[\]{}]/g, (c) => MIRRORED[c] ?? c);
      }
      if (/[\u0600-\u06ff]/.test(out)) out = out.replace(/(?<=[\u0600-\u06ff]),(?=\s)/g, '،');
      return out;
    })
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
