/**
 * The engine's evaluation: the tuning sets (resumes/, jobs/, and the oldest held-out sets: since
 * round 14 tuning-h, -g, -k and -n, since round 15 tuning-p and -q, since round 16 tuning-s and -t,
 * since round 17 tuning-u, since round 18 tuning-v, since round 19 tuning-w, since round 20 tuning-x,
 * since round 21 tuning-y, since round 22 tuning-z, since round 23 tuning-m, since round 24 tuning-e,
 * since round 25 tuning-f, since round 26 tuning-a, since round 27 tuning-i, since round 28 tuning-l;
 * and tuning-b, tuning-c,
 * tuning-d, tuning-o, tuning-ob, tuning-oc, tuning-od and tuning-oe, written blind as tuning material; eval-set.ts), which the
 * engine is tuned on, and the held-out sets (held-out-21, -22 and -23), each written by a helper
 * who never saw the engine and never tuned on.
 * The tuning set and the newest held-out set are printed side by side, every other set in a table
 * of its own. Every resume is read as its plain text, as a PDF and as a Word file made by
 * LibreOffice (two-column resumes and two-cell headers as tables), the PDF read back with the
 * server's `extractPdfText` and the Word file with `extractDocxText`; resumes marked `scan` are
 * also drawn to images and read back by OCR. Then field accuracy per field, skills precision and
 * recall, and NDCG@10 per job beside the keyword-overlap baseline.
 *
 *   npm run eval            (EVAL_VERBOSE=1 lists the tuning sets' wrong fields and each job's top
 *                            ten; the held-out sets print figures only, never their cases)
 *
 * EVAL_SCAN_IDS=r04,r07,...: the tuning sets' resumes read as scans in this run, in place of those
 * marked `scan: true` — to read resumes as scans before marking them, or to read a few again quickly.
 * EVAL_DUMP=dir: each tuning set's PDFs, PDF texts and scan texts written there.
 * EVAL_OCR_DPI=300: the scans drawn for OCR at 300 dpi, in place of the server's OCR_RENDER_DPI (200),
 * at which they are read by default.
 * EVAL_CHROMIUM=1: every resume also printed to PDF by Chromium from HTML (the fixtures' `renderHtml`),
 * a column "chrome" beside LibreOffice's "pdf": another producer lays the same text out otherwise.
 * EVAL_TEXT_ONLY=1: the texts alone, no PDF, Word or scan (a quick check while working).
 * EVAL_DOC_CACHE=dir: LibreOffice's PDFs and Word files kept there by the hash of what was converted,
 * so a run converts only the resumes whose text or layout changed (LibreOffice takes most of a run).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { OCR_RENDER_DPI } from '../../../apps/server/src/documents/limits.ts';
import { extractPdfText } from '../../../apps/server/src/documents/pdf-text.ts';
import { extractDocxText } from '../../../apps/server/src/documents/word-text.ts';
import {
  convertWithLibreOffice,
  findChromium,
  findSoffice,
  startChromiumPdfMaker,
} from '../../../apps/server/src/testing/document-fixtures.ts';
import { analyzeResume, type ResumeAnalysis } from '../src/resume-analysis.ts';
import { contentCheck, contentCheckPassed, formatContentCheck } from './content-check.ts';
import {
  EVAL_NOW,
  EVAL_SET_NAMES,
  hasSet,
  HELD_OUT_SETS,
  loadJobs,
  loadResumes,
  TUNING_SETS,
  type EvalResume,
  type EvalSetName,
} from './eval-set.ts';
import { toDoc } from './eval-documents.ts';
import { externalReport } from './external.ts';
import { fieldReport, formatFieldReport, FIELDS, type FieldReport } from './field-accuracy.ts';
import { formatRankingReport, rankingReport, type RankingRow } from './ranking-report.ts';
import { startScanReader } from './scan-reader.ts';
import { parseScanVariants } from './scan-variants.ts';

const VERBOSE = process.env.EVAL_VERBOSE === '1';
// EVAL_SCAN_VARIANT=rotate2,noise,dpi150,jpeg,phone,blur,faded,crop: the scans' pages degraded as real
// scans are (scan-variants.ts).
const SCAN_VARIANTS = parseScanVariants(process.env.EVAL_SCAN_VARIANT);
const SCAN_IDS = process.env.EVAL_SCAN_IDS
  ? new Set(process.env.EVAL_SCAN_IDS.split(',').map((id) => id.trim()))
  : null;
// The dpi at which the eval draws a scan's page for OCR: the server's (OCR_RENDER_DPI), so the scans'
// figures are what users get. EVAL_OCR_DPI=300 (or any) reads them at another, to compare.
const EVAL_OCR_DPI = ocrDpi(process.env.EVAL_OCR_DPI);

function ocrDpi(value: string | undefined): number {
  if (!value) return OCR_RENDER_DPI;
  const dpi = Number(value);
  if (!Number.isInteger(dpi) || dpi < 100 || dpi > 600)
    throw new Error(`EVAL_OCR_DPI: a whole number of dots an inch from 100 to 600, not "${value}"`);
  return dpi;
}
const FIELD_TARGET = 0.95;
const NDCG_TARGET = 0.9;

/** 'chrome': the PDF printed by Chromium from HTML (`EVAL_CHROMIUM=1`, `renderHtml`). */
type Format = 'text' | 'pdf' | 'docx' | 'chrome' | 'scan';

/** LibreOffice's conversion, through EVAL_DOC_CACHE when it is set. */
async function convertCached(
  docs: ReturnType<typeof toDoc>[],
  outDir: string,
  format: 'pdf' | 'docx',
): Promise<Record<string, Buffer>> {
  const cacheDir = process.env.EVAL_DOC_CACHE;
  if (!cacheDir) return convertWithLibreOffice(docs, outDir, { format });
  await fs.mkdir(cacheDir, { recursive: true });
  const keyOf = (doc: (typeof docs)[number]) =>
    path.join(cacheDir, `${createHash('sha256').update(JSON.stringify(doc)).digest('hex')}.${format}`);
  const result: Record<string, Buffer> = {};
  const missing: typeof docs = [];
  for (const doc of docs) {
    const cached = await fs.readFile(keyOf(doc)).catch(() => null);
    if (cached) result[doc.name] = cached;
    else missing.push(doc);
  }
  if (missing.length) {
    const made = await convertWithLibreOffice(missing, outDir, { format });
    for (const doc of missing) {
      result[doc.name] = made[doc.name]!;
      await fs.writeFile(keyOf(doc), made[doc.name]!);
    }
  }
  return result;
}

/** The resumes' texts in each format the machine can make. */
async function readAll(
  resumes: EvalResume[],
  keepPdfsIn?: string,
): Promise<Map<Format, Map<string, string>>> {
  const out = new Map<Format, Map<string, string>>([['text', new Map(resumes.map((r) => [r.id, r.text]))]]);
  if (process.env.EVAL_TEXT_ONLY === '1' || !findSoffice()) return out;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-eval-'));
  try {
    const docs = resumes.map(toDoc);
    const pdfs = await convertCached(docs, path.join(dir, 'pdf'), 'pdf');
    const docxs = await convertCached(docs, path.join(dir, 'docx'), 'docx');
    const pdf = new Map<string, string>();
    const docx = new Map<string, string>();
    for (const r of resumes) {
      pdf.set(r.id, await extractPdfText(pdfs[r.id]!));
      docx.set(r.id, await extractDocxText(docxs[r.id]!));
    }
    out.set('pdf', pdf);
    out.set('docx', docx);
    // The same documents printed by Chromium from HTML, as a web resume builder makes them.
    if (process.env.EVAL_CHROMIUM === '1' && findChromium()) {
      const printer = await startChromiumPdfMaker();
      try {
        const chrome = new Map<string, string>();
        for (const [i, r] of resumes.entries())
          chrome.set(r.id, await extractPdfText(await printer.pdf(docs[i]!)));
        out.set('chrome', chrome);
      } finally {
        await printer.close();
      }
    }
    // The tuning set's PDFs too, to look at a layout the text alone does not explain.
    if (keepPdfsIn) {
      await fs.mkdir(keepPdfsIn, { recursive: true });
      for (const r of resumes) await fs.writeFile(path.join(keepPdfsIn, `${r.id}.pdf`), pdfs[r.id]!);
    }
    const scanned = resumes.filter((r) => r.scan);
    if (scanned.length && process.env.EVAL_SCANS !== '0') {
      const scan = new Map<string, string>();
      let pageCount = 0;
      let ocrMs = 0;
      const failed: string[] = [];
      // In a child process, so a crash of the native code behind the OCR loses one reading, read
      // again, not the run (scan-reader.ts).
      const reader = startScanReader();
      try {
        for (const r of scanned) {
          const reading = await reader.read({
            id: r.id,
            pdf: new Uint8Array(pdfs[r.id]!),
            variants: SCAN_VARIANTS,
            dpi: EVAL_OCR_DPI,
            seed: Number(r.id.replace(/\D/g, '')) * 10,
          });
          if (reading.failed) failed.push(`${r.id} (${reading.failed})`);
          scan.set(r.id, reading.text);
          ocrMs += reading.ms;
          pageCount += reading.pages;
        }
      } finally {
        reader.close();
      }
      console.log(
        `scans${SCAN_VARIANTS.length ? ` (${SCAN_VARIANTS.join(', ')})` : ''} at ${EVAL_OCR_DPI} dpi: ${pageCount} pages, ` +
          `OCR ${(ocrMs / 1000 / Math.max(1, pageCount)).toFixed(2)} s a page` +
          (failed.length ? `; not read, counted with no text: ${failed.join(', ')}` : ''),
      );
      out.set('scan', scan);
    }
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
  return out;
}

interface Result {
  set: EvalSetName;
  format: Format;
  count: number;
  fields: FieldReport;
  ranking: RankingRow[] | null;
}

function evaluate(
  set: EvalSetName,
  format: Format,
  resumes: EvalResume[],
  texts: Map<string, string>,
): Result {
  const included = resumes.filter((r) => texts.has(r.id));
  const analyses = new Map<string, ResumeAnalysis>(
    included.map((r) => [r.id, analyzeResume(texts.get(r.id)!, { now: EVAL_NOW })]),
  );
  const fields = fieldReport(included, analyses);
  // Ranking needs every resume of the set: not on the scans, which are a few.
  const ranking = format === 'scan' ? null : rankingReport(loadJobs(set), included, analyses);
  return { set, format, count: included.length, fields, ranking };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
const meanNdcg = (rows: RankingRow[]) => rows.reduce((s, r) => s + r.engine, 0) / rows.length;
const meanBaseline = (rows: RankingRow[]) => rows.reduce((s, r) => s + r.baseline, 0) / rows.length;

const SHORT_NAMES: Record<EvalSetName, string> = {
  tuning: 'tune',
  'tuning-h': 'th',
  'tuning-g': 'tg',
  'tuning-k': 'tk',
  'tuning-n': 'tn',
  'tuning-p': 'tp',
  'tuning-q': 'tq',
  'tuning-s': 'ts',
  'tuning-t': 'tt',
  'tuning-u': 'tu',
  'tuning-v': 'tv',
  'tuning-w': 'tw',
  'tuning-x': 'tx',
  'tuning-y': 'ty',
  'tuning-z': 'tz',
  'tuning-m': 'tm',
  'tuning-e': 'te',
  'tuning-f': 'tf',
  'tuning-a': 'ta',
  'tuning-i': 'ti',
  'tuning-l': 'tl',
  'tuning-b': 'tb',
  'tuning-c': 'tc',
  'tuning-d': 'td',
  'tuning-o': 'to',
  'tuning-ob': 'tob',
  'tuning-oc': 'toc',
  'tuning-od': 'tod',
  'tuning-oe': 'toe',
  'held-out-21': 'ho21',
  'held-out-22': 'ho22',
  'held-out-23': 'ho23',
};

function sideBySide(results: Result[]): string {
  const head = results.map((r) => `${SHORT_NAMES[r.set]} ${r.format}`.padStart(12));
  const lines = [
    `${''.padEnd(22)}${head.join('')}`,
    `${'resumes'.padEnd(22)}${results.map((r) => String(r.count).padStart(12)).join('')}`,
  ];
  const row = (label: string, cell: (r: Result) => string) =>
    lines.push(`${label.padEnd(22)}${results.map((r) => cell(r).padStart(12)).join('')}`);
  for (const field of FIELDS)
    row(field, (r) => {
      const [ok, total] = r.fields.byField[field].all!;
      return pct(ok / total);
    });
  row('skills precision', (r) => pct(r.fields.skills.precision));
  row('skills recall', (r) => pct(r.fields.skills.recall));
  row('  outside software P', (r) => (r.fields.nonTechSkills ? pct(r.fields.nonTechSkills.precision) : '-'));
  row('  outside software R', (r) => (r.fields.nonTechSkills ? pct(r.fields.nonTechSkills.recall) : '-'));
  row('NDCG@10 mean', (r) => (r.ranking ? meanNdcg(r.ranking).toFixed(3) : '-'));
  row('NDCG@10 worst job', (r) => (r.ranking ? Math.min(...r.ranking.map((j) => j.engine)).toFixed(3) : '-'));
  row('keyword baseline', (r) => (r.ranking ? meanBaseline(r.ranking).toFixed(3) : '-'));
  // Auto-apply applies a candidate to every job scoring above 70: of the pairs graded 0, how many
  // would it apply (each an application nobody asked for); of those graded 2 or 3, how many.
  const above = (r: Result, part: 'unrelated' | 'relevant') => {
    if (!r.ranking) return '-';
    const sum = (f: (j: RankingRow) => number) => r.ranking!.reduce((s, j) => s + f(j), 0);
    return `${sum((j) => j.aboveThreshold[part])}/${sum((j) => j.aboveThreshold[`${part}Of`])}`;
  };
  row('> 70: graded 0', (r) => above(r, 'unrelated'));
  row('> 70: graded 2-3', (r) => above(r, 'relevant'));
  return lines.join('\n');
}

function targetsMet(r: Result): boolean {
  const fieldsOk = FIELDS.every((f) => {
    const [ok, total] = r.fields.byField[f].all!;
    return ok / total >= FIELD_TARGET;
  });
  return fieldsOk && (!r.ranking || meanNdcg(r.ranking) >= NDCG_TARGET);
}

// Issue 12: the social posts and marketing pieces of every evaluation job, in he, en and ar.
const content = contentCheck();
console.log(
  `=== content: ${loadJobs('tuning').length} jobs x 3 languages x (6 networks + 4 marketing pieces) ===\n${formatContentCheck(content)}`,
);
for (const failure of content.failures.slice(0, VERBOSE ? undefined : 10)) console.log(`  ${failure}`);
const contentMet = contentCheckPassed(content);
console.log(
  `content targets (every text within limits, no placeholder, every fact in the job): ${contentMet ? 'met' : 'NOT met'}\n`,
);

const ALL_SETS = EVAL_SET_NAMES.filter(hasSet);
// EVAL_SETS=tuning: work on the tuning set without so much as seeing a held-out figure.
const chosenSets = process.env.EVAL_SETS?.split(',').map((s) => s.trim());
const SETS = ALL_SETS.filter((set) => !chosenSets || chosenSets.includes(set));

const t0 = performance.now();
const results: Result[] = [];
for (const set of SETS) {
  const tuning = TUNING_SETS.includes(set);
  const resumes = loadResumes(set).map((r) => (tuning && SCAN_IDS ? { ...r, scan: SCAN_IDS.has(r.id) } : r));
  // A tuning set's PDFs are kept with its texts, to look at a layout the text does not explain.
  const texts = await readAll(resumes, tuning ? process.env.EVAL_DUMP : undefined);
  for (const [format, byId] of texts) results.push(evaluate(set, format, resumes, byId));
  if (tuning && process.env.EVAL_DUMP && texts.has('pdf')) {
    await fs.mkdir(process.env.EVAL_DUMP, { recursive: true });
    for (const [id, text] of texts.get('pdf')!)
      await fs.writeFile(path.join(process.env.EVAL_DUMP, `${id}.txt`), text);
    for (const [id, text] of texts.get('scan') ?? [])
      await fs.writeFile(path.join(process.env.EVAL_DUMP, `${id}.scan.txt`), text);
  }
}
if (!findSoffice())
  console.log(
    'LibreOffice (soffice) is not installed: the PDF and Word parts of the evaluation were skipped.',
  );
// The tuning set beside the newest held-out set; every other set in a table of its own, as twelve
// columns side by side are too wide to read.
const newestHeldOut = HELD_OUT_SETS.filter((set) => SETS.includes(set)).at(-1);
const ABOUT: Record<EvalSetName, string> = {
  tuning: 'resumes/, tuned on',
  'tuning-h': 'tuning-h/, the held-out set written at the start of issue 13, tuned on since round 14',
  'tuning-g': 'tuning-g/, held-out-2 written before round 4, tuned on since round 14',
  'tuning-k': 'tuning-k/, held-out-3 written during round 5, tuned on since round 14',
  'tuning-n': 'tuning-n/, held-out-4 written during round 9, tuned on since round 14',
  'tuning-p': 'tuning-p/, held-out-5 written at the start of round 10, tuned on since round 15',
  'tuning-q': 'tuning-q/, held-out-6 written at the start of round 12, tuned on since round 15',
  'tuning-s': 'tuning-s/, held-out-7 written at the start of round 13, tuned on since round 16',
  'tuning-t': 'tuning-t/, held-out-8 written at the start of round 14, tuned on since round 16',
  'tuning-u': 'tuning-u/, held-out-9 written at the start of round 15, tuned on since round 17',
  'tuning-v': 'tuning-v/, held-out-10 written at the start of round 16, tuned on since round 18',
  'tuning-w': 'tuning-w/, held-out-11 written during round 16, tuned on since round 19',
  'tuning-x': 'tuning-x/, held-out-12 written at the start of round 17, tuned on since round 20',
  'tuning-y': 'tuning-y/, held-out-13 written at the start of round 18, tuned on since round 21',
  'tuning-z': 'tuning-z/, held-out-14 written at the start of round 19, tuned on since round 22',
  'tuning-m': 'tuning-m/, held-out-15 written at the start of round 20, tuned on since round 23',
  'tuning-e': 'tuning-e/, held-out-16 written at the start of round 21, tuned on since round 24',
  'tuning-f': 'tuning-f/, held-out-17 written at the start of round 22, tuned on since round 25',
  'tuning-a': 'tuning-a/, held-out-18 written at the start of round 23, tuned on since round 26',
  'tuning-i': 'tuning-i/, held-out-19 written at the start of round 24, tuned on since round 27',
  'tuning-l': 'tuning-l/, held-out-20 written at the start of round 25, tuned on since round 28',
  'tuning-b': 'tuning-b/, written blind during round 20 as tuning material, tuned on at once',
  'tuning-c': 'tuning-c/, written blind during round 21 as tuning material, tuned on at once',
  'tuning-d':
    'tuning-d/, written blind during round 22 as tuning material for ranking (many near misses per job), tuned on at once',
  'tuning-o': 'tuning-o/, written blind during round 25 as tuning material, tuned on at once',
  'tuning-ob': 'tuning-ob/, written blind during round 26 as tuning material, tuned on at once',
  'tuning-oc': 'tuning-oc/, written blind during round 27 as tuning material, tuned on at once',
  'tuning-od': 'tuning-od/, written blind during round 28 as tuning material, tuned on at once',
  'tuning-oe': 'tuning-oe/, written blind during round 28 as tuning material, tuned on at once',
  'held-out-21':
    'held-out-21/, written at the start of round 26 by a helper who never saw the engine, never tuned on',
  'held-out-22': 'held-out-22/, written during round 27 by a helper who never saw the engine, never tuned on',
  'held-out-23': 'held-out-23/, written during round 28 by a helper who never saw the engine, never tuned on',
};
const about = (set: EvalSetName) => `${SHORT_NAMES[set]} = ${set} (${ABOUT[set]})`;
const firstTable = SETS.filter((set) => set === 'tuning' || set === newestHeldOut);
console.log(
  `Resume engine evaluation (${((performance.now() - t0) / 1000).toFixed(0)} s to make and read the files)` +
    (firstTable.length
      ? `\n${firstTable.map(about).join('\n')}\n\n${sideBySide(results.filter((r) => firstTable.includes(r.set)))}`
      : ''),
);
for (const set of SETS.filter((set) => !firstTable.includes(set)))
  console.log(`\n${about(set)}\n\n${sideBySide(results.filter((r) => r.set === set))}`);

const isTuning = (set: EvalSetName) => (TUNING_SETS as readonly EvalSetName[]).includes(set);
for (const r of results) {
  // The scans' cases are listed for the tuning sets when verbose; their figures are in the table.
  if ((r.format === 'scan' && !(VERBOSE && isTuning(r.set))) || (r.format === 'docx' && !VERBOSE)) continue;
  console.log(
    `\n=== ${r.set}, ${r.format} ===\n\nField accuracy (${r.count} resumes)\n${formatFieldReport(r.fields)}`,
  );
  if (VERBOSE && isTuning(r.set))
    for (const m of r.fields.mistakes)
      console.log(`  ${m.id} ${m.field}: got ${JSON.stringify(m.got)}, want ${JSON.stringify(m.want)}`);
  if (r.ranking)
    console.log(
      `\nRanking (${r.ranking.length} jobs)\n${formatRankingReport(r.ranking, VERBOSE && isTuning(r.set), isTuning(r.set))}`,
    );
}

const externalDir = process.env.EVAL_EXTERNAL_DIR;
if (externalDir) {
  const { rows, agreement, agreementCvs } = await externalReport(externalDir);
  console.log(
    `\n=== external: vacancy–resume matching dataset (Vanetik & Kogan), one CV across 5 vacancies ===\n` +
      `${'annotator'.padEnd(14)}${'CVs'.padStart(5)}${'engine ρ'.padStart(12)}${'keywords ρ'.padStart(12)}\n` +
      rows
        .map(
          (r) =>
            `${r.annotator.padEnd(14)}${String(r.cvs).padStart(5)}${r.engine.toFixed(3).padStart(12)}${r.baseline.toFixed(3).padStart(12)}`,
        )
        .join('\n') +
      `\nthe annotators with each other, over ${agreementCvs} CVs: ρ ${agreement.toFixed(3)} (the ceiling to read the rows against)`,
  );
} else {
  console.log(
    '\n(external check skipped: EVAL_EXTERNAL_DIR=<checkout of NataliaVanetik/vacancy-resume-matching-dataset, GPL-3.0, not copied here>)',
  );
}

const met = results.map((r) => `${r.set} ${r.format}: ${targetsMet(r) ? 'met' : 'NOT met'}`);
console.log(
  `\ntargets (every field >= ${FIELD_TARGET * 100}%, mean NDCG@10 >= ${NDCG_TARGET}): ${met.join('; ')}`,
);
process.exitCode =
  contentMet && results.filter((r) => r.set === 'tuning' && r.format === 'text').every(targetsMet) ? 0 : 1;
