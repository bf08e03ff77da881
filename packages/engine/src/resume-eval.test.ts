import { describe, expect, it } from 'vitest';
import { EVAL_NOW, EVAL_SET_NAMES, loadJobs, loadResumes } from '../eval/eval-set.ts';
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

  it('would auto-apply (a score above 70) fewer than 1% of the resumes graded 0 for a job', () => {
    const rows = rankingReport(loadJobs(), resumes, analyses);
    const unrelated = rows.reduce((s, r) => s + r.aboveThreshold.unrelated, 0);
    const unrelatedOf = rows.reduce((s, r) => s + r.aboveThreshold.unrelatedOf, 0);
    expect(unrelatedOf).toBeGreaterThan(1000);
    expect(unrelated / unrelatedOf).toBeLessThan(0.01);
  });
});

describe('tuning-h evaluation set (the held-out set written at the start of issue 13)', () => {
  const first = loadResumes('tuning-h');

  it('has at least 30 resumes in every language, layout and header kind, professions outside software, and scans', () => {
    expect(first.length).toBeGreaterThanOrEqual(30);
    for (const language of ['he', 'en', 'ar', 'mixed'])
      expect(first.some((r) => r.language === language)).toBe(true);
    expect(first.filter((r) => r.layout === 'two-column').length).toBeGreaterThanOrEqual(8);
    expect(first.filter((r) => r.headerCells).length).toBeGreaterThanOrEqual(5);
    expect(first.filter((r) => r.scan).length).toBeGreaterThanOrEqual(4);
    const professions = new Set(first.map((r) => r.profession));
    for (const p of ['nursing', 'warehouse', 'logistics', 'teaching', 'cooking', 'baking', 'sales'])
      expect(professions).toContain(p);
    for (const p of ['customer-service', 'accounting', 'electrician', 'tech'])
      expect(professions).toContain(p);
  });

  it('shares no resume id with the tuning set, and its jobs grade only its own resumes', () => {
    const tuning = new Set(resumes.map((r) => r.id));
    expect(first.filter((r) => tuning.has(r.id))).toEqual([]);
    const ids = new Set(first.map((r) => r.id));
    for (const job of loadJobs('tuning-h'))
      for (const id of Object.keys(job.relevance)) expect(ids.has(id), `${job.id} grades ${id}`).toBe(true);
  });
});

// The sets written since round 4 (the held-out sets, and the older ones tuned on since round 14),
// each with the coverage asked of it when it was written.
const WRITTEN_SETS: {
  set: Exclude<(typeof EVAL_SET_NAMES)[number], 'tuning' | 'tuning-h'>;
  min: {
    he: number;
    ar: number;
    en: number;
    mixed: number;
    twoColumn: number;
    twoCell: number;
    scans: number;
    outsideSoftware: number;
    /** How many resumes and jobs (32 and 8 unless a set was asked for fewer: tuning-oe, round 28). */
    resumes?: number;
    jobs?: number;
  };
}[] = [
  {
    set: 'tuning-g',
    min: { he: 14, ar: 6, en: 8, mixed: 4, twoColumn: 10, twoCell: 4, scans: 10, outsideSoftware: 24 },
  },
  {
    set: 'tuning-k',
    min: { he: 14, ar: 9, en: 9, mixed: 4, twoColumn: 12, twoCell: 6, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-n',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-p',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 24 },
  },
  {
    set: 'tuning-q',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-s',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-t',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-u',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-v',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-w',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-x',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-y',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-z',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-m',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-e',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-f',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-a',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-i',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-l',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 26 },
  },
  {
    set: 'tuning-b',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 12, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-c',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 12, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-d',
    min: { he: 24, ar: 14, en: 14, mixed: 8, twoColumn: 16, twoCell: 8, scans: 14, outsideSoftware: 51 },
  },
  {
    set: 'tuning-o',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 12, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-ob',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 13, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-oc',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 13, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-od',
    min: { he: 16, ar: 10, en: 10, mixed: 4, twoColumn: 13, twoCell: 6, scans: 12, outsideSoftware: 32 },
  },
  {
    set: 'tuning-oe',
    min: {
      he: 14,
      ar: 4,
      en: 4,
      mixed: 2,
      twoColumn: 10,
      twoCell: 3,
      scans: 0,
      outsideSoftware: 20,
      resumes: 24,
      jobs: 4,
    },
  },
  {
    set: 'held-out-21',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 28 },
  },
  {
    set: 'held-out-22',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 28 },
  },
  {
    set: 'held-out-23',
    min: { he: 12, ar: 8, en: 8, mixed: 4, twoColumn: 10, twoCell: 5, scans: 10, outsideSoftware: 28 },
  },
];

it('checks the coverage of every set the runner reads but the first two', () => {
  expect(WRITTEN_SETS.map((h) => h.set)).toEqual(
    EVAL_SET_NAMES.filter((set) => set !== 'tuning' && set !== 'tuning-h'),
  );
});

describe.each(WRITTEN_SETS)('$set evaluation set', ({ set, min }) => {
  const written = loadResumes(set);
  const count = (pick: (r: (typeof written)[number]) => boolean) => written.filter(pick).length;

  it('has the coverage it was written for: languages, layouts, scans and professions outside software', () => {
    expect(written.length).toBeGreaterThanOrEqual(min.resumes ?? 32);
    expect(count((r) => r.language === 'he')).toBeGreaterThanOrEqual(min.he);
    expect(count((r) => r.language === 'ar')).toBeGreaterThanOrEqual(min.ar);
    expect(count((r) => r.language === 'en')).toBeGreaterThanOrEqual(min.en);
    expect(count((r) => r.language === 'mixed')).toBeGreaterThanOrEqual(min.mixed);
    expect(count((r) => r.layout === 'two-column')).toBeGreaterThanOrEqual(min.twoColumn);
    expect(count((r) => r.headerCells !== null)).toBeGreaterThanOrEqual(min.twoCell);
    expect(count((r) => r.scan)).toBeGreaterThanOrEqual(min.scans);
    expect(count((r) => r.profession !== '' && r.profession !== 'tech')).toBeGreaterThanOrEqual(
      min.outsideSoftware,
    );
    expect(loadJobs(set).length).toBeGreaterThanOrEqual(min.jobs ?? 8);
  });

  it('shares no resume id with the other sets, and its jobs grade only its own resumes', () => {
    const others = new Set(
      EVAL_SET_NAMES.filter((other) => other !== set).flatMap((other) => loadResumes(other).map((r) => r.id)),
    );
    expect(written.filter((r) => others.has(r.id))).toEqual([]);
    const ids = new Set(written.map((r) => r.id));
    for (const job of loadJobs(set))
      for (const id of Object.keys(job.relevance)) expect(ids.has(id), `${job.id} grades ${id}`).toBe(true);
  });
});
