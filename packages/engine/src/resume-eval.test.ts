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

  it.each(FIELDS)('reads %s right in at least 95% of the resumes', (field) => {
    const report = fieldReport(resumes, analyses);
    const [ok, total] = report.byField[field].all!;
    const wrong = report.mistakes.filter((m) => m.field === field);
    expect(ok / total, JSON.stringify(wrong)).toBeGreaterThanOrEqual(0.95);
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
