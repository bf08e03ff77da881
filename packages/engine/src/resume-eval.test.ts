import { describe, expect, it } from 'vitest';
import { EVAL_NOW, loadJobs, loadResumes } from '../eval/eval-set.ts';
import { fieldReport, FIELDS } from '../eval/field-accuracy.ts';
import { rankingReport } from '../eval/ranking-report.ts';
import { analyzeResume } from './resume-analysis.ts';

/**
 * The evaluation set (eval/) on the resumes' plain text: a parser or scoring change that drops a
 * field under 95% or the mean NDCG@10 under 0.9 fails here. `npm run eval` runs the same through
 * real PDFs and prints the figures.
 */

const resumes = loadResumes();
const analyses = new Map(resumes.map((r) => [r.id, analyzeResume(r.text, { now: EVAL_NOW })]));

describe('evaluation set', () => {
  it('has at least 40 resumes in every language and layout, and at least 10 graded jobs', () => {
    expect(resumes.length).toBeGreaterThanOrEqual(40);
    for (const language of ['he', 'en', 'ar', 'mixed'])
      expect(resumes.some((r) => r.language === language)).toBe(true);
    expect(resumes.filter((r) => r.layout === 'two-column').length).toBeGreaterThanOrEqual(8);
    expect(loadJobs().length).toBeGreaterThanOrEqual(10);
  });

  // Skills as a field (an F1 of at least 0.9 on each resume) are held to the figure they stand at
  // since round 6 relabelled r01–r80 to the one convention (71%, decision 027); round 7 added r125–r148,
  // eight of them without a skills section, and stands at 70% (decision 028). A fall below it fails
  // here; the 95% target is still the eval's (`npm run eval`).
  const floor = (field: string) => (field === 'skills' ? 0.7 : 0.95);
  it.each(FIELDS)('reads %s right in at least its floor of the resumes (95%, skills 70%)', (field) => {
    const report = fieldReport(resumes, analyses);
    const [ok, total] = report.byField[field].all!;
    const wrong = report.mistakes.filter((m) => m.field === field);
    expect(ok / total, JSON.stringify(wrong)).toBeGreaterThanOrEqual(floor(field));
  });

  it('ranks the resumes for each job with a mean NDCG@10 of at least 0.9, above the keyword baseline', () => {
    const rows = rankingReport(loadJobs(), resumes, analyses);
    const mean = (f: (r: (typeof rows)[number]) => number) =>
      rows.reduce((s, r) => s + f(r), 0) / rows.length;
    expect(mean((r) => r.engine)).toBeGreaterThanOrEqual(0.9);
    expect(mean((r) => r.engine)).toBeGreaterThan(mean((r) => r.baseline));
    for (const row of rows) expect(row.engine, row.job).toBeGreaterThanOrEqual(0.8);
  });
});

describe('held-out evaluation set', () => {
  const heldOut = loadResumes('held-out');

  it('has at least 30 resumes in every language, layout and header kind, professions outside software, and scans', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(30);
    for (const language of ['he', 'en', 'ar', 'mixed'])
      expect(heldOut.some((r) => r.language === language)).toBe(true);
    expect(heldOut.filter((r) => r.layout === 'two-column').length).toBeGreaterThanOrEqual(8);
    expect(heldOut.filter((r) => r.headerCells).length).toBeGreaterThanOrEqual(5);
    expect(heldOut.filter((r) => r.scan).length).toBeGreaterThanOrEqual(4);
    const professions = new Set(heldOut.map((r) => r.profession));
    for (const p of ['nursing', 'warehouse', 'logistics', 'teaching', 'cooking', 'baking', 'sales'])
      expect(professions).toContain(p);
    for (const p of ['customer-service', 'accounting', 'electrician', 'tech'])
      expect(professions).toContain(p);
  });

  it('shares no resume id with the tuning set, and its jobs grade only its own resumes', () => {
    const tuning = new Set(resumes.map((r) => r.id));
    expect(heldOut.filter((r) => tuning.has(r.id))).toEqual([]);
    const ids = new Set(heldOut.map((r) => r.id));
    for (const job of loadJobs('held-out'))
      for (const id of Object.keys(job.relevance)) expect(ids.has(id), `${job.id} grades ${id}`).toBe(true);
  });
});

describe('held-out-2 evaluation set', () => {
  const heldOut2 = loadResumes('held-out-2');

  it('has the coverage it was written for: languages, layouts, scans and professions outside software', () => {
    const count = (pick: (r: (typeof heldOut2)[number]) => boolean) => heldOut2.filter(pick).length;
    expect(heldOut2.length).toBeGreaterThanOrEqual(32);
    expect(count((r) => r.language === 'he')).toBeGreaterThanOrEqual(14);
    expect(count((r) => r.language === 'en')).toBeGreaterThanOrEqual(8);
    expect(count((r) => r.language === 'ar')).toBeGreaterThanOrEqual(6);
    expect(count((r) => r.language === 'mixed')).toBeGreaterThanOrEqual(4);
    expect(count((r) => r.layout === 'two-column')).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.headerCells !== null)).toBeGreaterThanOrEqual(4);
    expect(count((r) => r.scan)).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.profession !== '' && r.profession !== 'tech')).toBeGreaterThanOrEqual(24);
    expect(loadJobs('held-out-2').length).toBeGreaterThanOrEqual(8);
  });

  it('shares no resume id with the other sets, and its jobs grade only its own resumes', () => {
    const others = new Set([...resumes, ...loadResumes('held-out')].map((r) => r.id));
    expect(heldOut2.filter((r) => others.has(r.id))).toEqual([]);
    const ids = new Set(heldOut2.map((r) => r.id));
    for (const job of loadJobs('held-out-2'))
      for (const id of Object.keys(job.relevance)) expect(ids.has(id), `${job.id} grades ${id}`).toBe(true);
  });
});

describe('held-out-4 evaluation set', () => {
  const heldOut4 = loadResumes('held-out-4');

  it('has the coverage it was written for: languages, layouts, scans and professions outside software', () => {
    const count = (pick: (r: (typeof heldOut4)[number]) => boolean) => heldOut4.filter(pick).length;
    expect(heldOut4.length).toBeGreaterThanOrEqual(32);
    expect(count((r) => r.language === 'he')).toBeGreaterThanOrEqual(12);
    expect(count((r) => r.language === 'ar')).toBeGreaterThanOrEqual(8);
    expect(count((r) => r.language === 'en')).toBeGreaterThanOrEqual(8);
    expect(count((r) => r.language === 'mixed')).toBeGreaterThanOrEqual(4);
    expect(count((r) => r.layout === 'two-column')).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.headerCells !== null)).toBeGreaterThanOrEqual(5);
    expect(count((r) => r.scan)).toBeGreaterThanOrEqual(10);
    expect(count((r) => r.profession !== '' && r.profession !== 'tech')).toBeGreaterThanOrEqual(26);
    expect(loadJobs('held-out-4').length).toBeGreaterThanOrEqual(8);
  });

  it('shares no resume id with the other sets, and its jobs grade only its own resumes', () => {
    const others = new Set(
      [
        ...resumes,
        ...loadResumes('held-out'),
        ...loadResumes('held-out-2'),
        ...loadResumes('held-out-3'),
      ].map((r) => r.id),
    );
    expect(heldOut4.filter((r) => others.has(r.id))).toEqual([]);
    const ids = new Set(heldOut4.map((r) => r.id));
    for (const job of loadJobs('held-out-4'))
      for (const id of Object.keys(job.relevance)) expect(ids.has(id), `${job.id} grades ${id}`).toBe(true);
  });
});
