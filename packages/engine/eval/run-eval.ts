/**
 * The engine's evaluation: every resume of the set is printed to PDF by LibreOffice (two-column
 * resumes as a two-cell table), read back with the server's PDF text extraction, parsed and
 * analysed; then field accuracy per field and language, and NDCG@10 per job beside the
 * keyword-overlap baseline. The plain-text figures (no PDF) are printed too; the unit test
 * (src/resume-eval.test.ts) asserts the targets on them.
 *
 *   npm run eval            (EVAL_VERBOSE=1 to list every wrong field and each job's top ten)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { extractPdfText } from '../../../apps/server/src/documents/pdf-text.ts';
import {
  convertWithLibreOffice,
  findSoffice,
  type FixtureDoc,
  type FixtureLine,
} from '../../../apps/server/src/testing/document-fixtures.ts';
import { analyzeResume, type ResumeAnalysis } from '../src/resume-analysis.ts';
import { EVAL_NOW, loadJobs, loadResumes, type EvalResume } from './eval-set.ts';
import { fieldReport, formatFieldReport, FIELDS } from './field-accuracy.ts';
import { formatRankingReport, rankingReport } from './ranking-report.ts';

const VERBOSE = process.env.EVAL_VERBOSE === '1';
const FIELD_TARGET = 0.95;
const NDCG_TARGET = 0.9;

function toDoc(resume: EvalResume): FixtureDoc {
  const lang =
    resume.language === 'mixed'
      ? /[\u0620-\u064A]/.test(resume.top.join(''))
        ? 'ar'
        : 'he'
      : resume.language;
  const line = (text: string, i: number): FixtureLine => ({ text, heading: i === 0 });
  const paragraphs = (lines: string[]) => lines.filter((l) => l.trim()).map((text) => ({ text }));
  return {
    name: resume.id,
    lang,
    lines: resume.top.filter((l) => l.trim()).map(line),
    ...(resume.layout === 'two-column'
      ? { columns: { sidebar: paragraphs(resume.sidebar), main: paragraphs(resume.main) } }
      : {}),
  };
}

async function pdfTexts(resumes: EvalResume[]): Promise<Map<string, string>> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'gius-eval-'));
  try {
    const pdfs = await convertWithLibreOffice(resumes.map(toDoc), dir);
    const texts = new Map<string, string>();
    for (const resume of resumes) texts.set(resume.id, await extractPdfText(pdfs[resume.id]!));
    return texts;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

function report(title: string, resumes: EvalResume[], texts: Map<string, string>): boolean {
  const analyses = new Map<string, ResumeAnalysis>(
    resumes.map((r) => [r.id, analyzeResume(texts.get(r.id)!, { now: EVAL_NOW })]),
  );
  const fields = fieldReport(resumes, analyses);
  const ranking = rankingReport(loadJobs(), resumes, analyses);
  console.log(
    `\n=== ${title} ===\n\nField accuracy (${resumes.length} resumes)\n${formatFieldReport(fields)}`,
  );
  if (VERBOSE)
    for (const m of fields.mistakes)
      console.log(`  ${m.id} ${m.field}: got ${JSON.stringify(m.got)}, want ${JSON.stringify(m.want)}`);
  console.log(`\nRanking (${ranking.length} jobs)\n${formatRankingReport(ranking, VERBOSE)}`);
  const fieldsOk = FIELDS.every((f) => {
    const [ok, total] = fields.byField[f].all!;
    return ok / total >= FIELD_TARGET;
  });
  const meanNdcg = ranking.reduce((s, r) => s + r.engine, 0) / ranking.length;
  const met = fieldsOk && meanNdcg >= NDCG_TARGET;
  console.log(
    `\ntargets (every field >= ${FIELD_TARGET * 100}%, mean NDCG@10 >= ${NDCG_TARGET}): ${met ? 'met' : 'NOT met'}`,
  );
  return met;
}

const resumes = loadResumes();
const plainMet = report('plain text', resumes, new Map(resumes.map((r) => [r.id, r.text])));
let pdfMet = true;
if (findSoffice()) {
  const t0 = performance.now();
  const texts = await pdfTexts(resumes);
  console.log(
    `\n(made and read ${resumes.length} PDFs with LibreOffice in ${((performance.now() - t0) / 1000).toFixed(1)} s)`,
  );
  pdfMet = report('PDF (LibreOffice -> extractPdfText)', resumes, texts);
  if (process.env.EVAL_DUMP) {
    await fs.mkdir(process.env.EVAL_DUMP, { recursive: true });
    for (const [id, text] of texts) await fs.writeFile(path.join(process.env.EVAL_DUMP, `${id}.txt`), text);
  }
} else {
  console.log('\nLibreOffice (soffice) is not installed: the PDF part of the evaluation was skipped.');
}
process.exitCode = plainMet && pdfMet ? 0 : 1;
