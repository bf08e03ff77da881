/**
 * Facts a file format gets wrong while the plain text gets them right (or right while the text gets
 * them wrong), per resume, for the tuning sets: the same resume must give the same facts in every
 * format. The files are made once per layout and kept in a cache folder, so a change to the PDF or
 * Word reading or to the engine is measured again without making them anew.
 *
 *   EVAL_SETS=tuning-h,tuning-g EVAL_PDF_LAYOUT=justify,serif EVAL_TEXT_PT=13 EVAL_CHROMIUM=1 \
 *     FORMAT_CACHE=/tmp/formats npx tsx packages/engine/eval/format-diff.ts
 *
 * FORMAT_DUMP=1 writes each format's text beside its file in the cache, to read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { extractPdfText } from '../../../apps/server/src/documents/pdf-text.ts';
import { extractDocxText } from '../../../apps/server/src/documents/word-text.ts';
import {
  convertWithLibreOffice,
  findChromium,
  startChromiumPdfMaker,
} from '../../../apps/server/src/testing/document-fixtures.ts';
import { analyzeResume } from '../src/resume-analysis.ts';
import { PDF_LAYOUT_NAME as LAYOUT, TEXT_PT, toDoc } from './eval-documents.ts';
import { EVAL_NOW, loadResumes, TUNING_SETS, type EvalSetName } from './eval-set.ts';
import { fieldCorrect, fieldReport, FIELDS } from './field-accuracy.ts';
import type { ResumeFields } from '../src/resume-fields.ts';

const chosen = process.env.EVAL_SETS?.split(',').map((s) => s.trim()) ?? [...TUNING_SETS];
const sets = chosen.filter((s): s is EvalSetName => (TUNING_SETS as readonly string[]).includes(s));
const cacheRoot = path.join(
  process.env.FORMAT_CACHE ?? '/tmp/gius-formats',
  `${LAYOUT.replace(/,/g, '+') || 'default'}${TEXT_PT ? `-${TEXT_PT}pt` : ''}`,
);
const chrome = process.env.EVAL_CHROMIUM === '1' && findChromium();
const dump = process.env.FORMAT_DUMP === '1';

let lostTotal = 0;
let wonTotal = 0;
for (const set of sets) {
  const ids = process.env.EVAL_IDS?.split(',');
  const resumes = loadResumes(set).filter((r) => !ids || ids.includes(r.id));
  const dir = path.join(cacheRoot, set);
  fs.mkdirSync(dir, { recursive: true });
  const docs = resumes.map(toDoc);
  for (const format of ['pdf', 'docx'] as const) {
    const missing = docs.filter((d) => !fs.existsSync(path.join(dir, `${d.name}.${format}`)));
    if (!missing.length) continue;
    const made = await convertWithLibreOffice(missing, path.join(dir, `tmp-${format}`), { format });
    for (const [id, buf] of Object.entries(made)) fs.writeFileSync(path.join(dir, `${id}.${format}`), buf);
  }
  if (chrome) {
    const missing = docs.filter((d) => !fs.existsSync(path.join(dir, `${d.name}.chrome.pdf`)));
    if (missing.length) {
      const printer = await startChromiumPdfMaker();
      try {
        for (const d of missing)
          fs.writeFileSync(path.join(dir, `${d.name}.chrome.pdf`), await printer.pdf(d));
      } finally {
        await printer.close();
      }
    }
  }
  const formats = ['pdf', 'docx', ...(chrome ? ['chrome'] : [])];
  const counts: Record<string, [number, number]> = {};
  const wrong: Record<string, number> = { text: 0 };
  // Each format's facts, for the eval's own figures (titles, skills, skills precision) per format.
  const parsed: Record<string, Map<string, ResumeFields>> = { text: new Map() };
  for (const r of resumes) {
    const textFacts = analyzeResume(r.text, { now: EVAL_NOW });
    parsed.text!.set(r.id, textFacts);
    for (const field of FIELDS)
      if (field !== 'skills' && !fieldCorrect(field, textFacts, r.expected)) wrong.text!++;
    for (const format of formats) {
      const file = path.join(dir, `${r.id}.${format === 'chrome' ? 'chrome.pdf' : format}`);
      const buf = fs.readFileSync(file);
      const text = format === 'docx' ? await extractDocxText(buf) : await extractPdfText(buf);
      if (dump) fs.writeFileSync(`${file}.txt`, text);
      const facts = analyzeResume(text, { now: EVAL_NOW });
      (parsed[format] ??= new Map()).set(r.id, facts);
      const c = (counts[format] ??= [0, 0]);
      for (const field of FIELDS) {
        const textOk = fieldCorrect(field, textFacts, r.expected);
        const ok = fieldCorrect(field, facts, r.expected);
        if (!ok && field !== 'skills') wrong[format] = (wrong[format] ?? 0) + 1;
        if (textOk === ok) continue;
        if (textOk) c[0]++;
        else c[1]++;
        const show = (v: unknown) => JSON.stringify(v);
        console.log(
          `${set} ${format} ${r.id} ${field} ${textOk ? 'LOST' : 'won'}: got ${show(facts[field])}, text ${show(textFacts[field])}, want ${show(r.expected[field])}`,
        );
      }
    }
  }
  console.log(
    `== ${set} wrong scalar fields of ${resumes.length}: ${Object.entries(wrong)
      .map(([f, n]) => `${f} ${n}`)
      .join(', ')}`,
  );
  const pct = (n: number) => `${Math.round(n * 100)}%`;
  for (const [format, facts] of Object.entries(parsed)) {
    const report = fieldReport(resumes, facts);
    const share = (field: (typeof FIELDS)[number]) => {
      const [ok, total] = report.byField[field].all ?? [0, 0];
      return pct(total ? ok / total : 1);
    };
    console.log(
      `== ${set} ${format} figures: titles ${share('jobTitles')}, skills ${share('skills')}, skills precision ${pct(report.skills.precision)}`,
    );
  }
  for (const [format, [lost, won]] of Object.entries(counts)) {
    console.log(
      `== ${set} ${format} [${LAYOUT || 'default'}${TEXT_PT ? ` ${TEXT_PT}pt` : ''}]: lost ${lost}, won ${won}`,
    );
    lostTotal += lost;
    wonTotal += won;
  }
}
console.log(`== total lost ${lostTotal}, won ${wonTotal}`);
