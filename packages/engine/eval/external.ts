import fs from 'node:fs';
import path from 'node:path';
import { extractDocxText } from '../../../apps/server/src/documents/word-text.ts';
import { analyzeJobForMatch } from '../src/job-match-profile.ts';
import { scoreMatch } from '../src/match-score.ts';
import { analyzeResume } from '../src/resume-analysis.ts';
import { EVAL_NOW } from './eval-set.ts';
import { keywordOverlapScorer } from './ranking.ts';
import { parseCsv } from '../scripts/csv.ts';

/**
 * An outside check: the public vacancy–resume matching dataset of Vanetik and Kogan (GitHub
 * NataliaVanetik/vacancy-resume-matching-dataset; Information 14(8):468, 2023): 5 software vacancies,
 * English CVs as .docx, and for CVs 1–30 the order of the 5 vacancies by two annotators (best first;
 * the second annotator ranked CVs 1–20). It is GPL-3.0, so it is not copied into this repository:
 * `EVAL_EXTERNAL_DIR=<a checkout of it> npm run eval` reads it. For each CV the engine's scores order
 * the 5 vacancies (one resume across jobs: what auto-apply and "best jobs for you" do), and the
 * Spearman correlation with each annotator's order is averaged, beside the keyword-overlap baseline.
 * Orders with a vacancy twice (a few in the published file) are left out.
 */

function annotations(text: string, name: string): number[][] {
  const start = text.indexOf(`${name}=`);
  if (start < 0) return [];
  const body = text.slice(start + name.length + 1);
  const end = body.indexOf(']]');
  return Array.from(body.slice(0, end + 2).matchAll(/\[([\d,\s]+)\]/g), (m) =>
    m[1]!.split(',').map((n) => Number(n.trim())),
  );
}

/** Average ranks (1 = best) of values, highest value first; ties share their mean rank. */
function ranksOf(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const ranks = new Array<number>(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) ranks[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return ranks;
}

function pearson(x: number[], y: number[]): number {
  const mx = x.reduce((s, v) => s + v, 0) / x.length;
  const my = y.reduce((s, v) => s + v, 0) / y.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < x.length; i++) {
    sxy += (x[i]! - mx) * (y[i]! - my);
    sxx += (x[i]! - mx) ** 2;
    syy += (y[i]! - my) ** 2;
  }
  return sxx === 0 || syy === 0 ? 0 : sxy / Math.sqrt(sxx * syy);
}

export interface ExternalRow {
  annotator: string;
  cvs: number;
  engine: number;
  baseline: number;
}

export interface ExternalReport {
  rows: ExternalRow[];
  /** Mean Spearman correlation of annotator 1's orders with annotator 2's, over the CVs both ranked. */
  agreement: number;
  agreementCvs: number;
}

export async function externalReport(dir: string): Promise<ExternalReport> {
  const [, ...rows] = parseCsv(fs.readFileSync(path.join(dir, '5_vacancies.csv'), 'utf8'));
  const jobs = rows.map((r) => ({ jobDescription: r[1] ?? '', jobTitle: r[2] ?? '' }));
  const profiles = jobs.map(analyzeJobForMatch);
  const baselines = jobs.map(keywordOverlapScorer);
  const notes = fs.readFileSync(path.join(dir, 'annotations-for-the-first-30-vacancies.txt'), 'utf8');
  const byAnnotator = {
    'annotator 1': annotations(notes, 'ANNOTATOR_1_RANKINGS'),
    'annotator 2': annotations(notes, 'ANNOTATOR_2_RANKINGS'),
  };
  const scores = new Map<number, { engine: number[]; baseline: number[] }>();
  for (let cv = 1; cv <= 30; cv++) {
    const file = path.join(dir, 'CV', `${cv}.docx`);
    if (!fs.existsSync(file)) continue;
    const text = await extractDocxText(fs.readFileSync(file));
    const analysis = analyzeResume(text, { now: EVAL_NOW });
    scores.set(cv, {
      engine: profiles.map((p) => {
        const m = scoreMatch(analysis, p, { explain: false });
        return m.score * 10_000 + m.evidenceScore;
      }),
      baseline: baselines.map((score) => score(text)),
    });
  }
  // Each annotator's order as ranks by vacancy (1 = best), or null where an order names a vacancy twice.
  const humanRanks = (order: number[]) => {
    if (new Set(order).size !== order.length || order.length !== jobs.length) return null;
    const human = new Array<number>(jobs.length);
    order.forEach((vacancy, place) => (human[vacancy - 1] = place + 1));
    return human;
  };
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
  // How far the two annotators agree with each other: the ceiling a scorer can be read against.
  const agreement: number[] = [];
  byAnnotator['annotator 2'].forEach((order, index) => {
    const first = byAnnotator['annotator 1'][index];
    const a = first && humanRanks(first);
    const b = humanRanks(order);
    if (a && b) agreement.push(pearson(a, b));
  });
  const results = Object.entries(byAnnotator).map(([annotator, orders]) => {
    const engine: number[] = [];
    const baseline: number[] = [];
    orders.forEach((order, index) => {
      const s = scores.get(index + 1);
      // Best first: vacancy order[0] is rank 1.
      const human = humanRanks(order);
      if (!s || !human) return;
      engine.push(pearson(ranksOf(s.engine), human));
      baseline.push(pearson(ranksOf(s.baseline), human));
    });
    return { annotator, cvs: engine.length, engine: mean(engine), baseline: mean(baseline) };
  });
  return { rows: results, agreement: mean(agreement), agreementCvs: agreement.length };
}
