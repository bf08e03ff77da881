import { AUTO_APPLY_THRESHOLD } from '@gius/shared/constants';
import { analyzeJobForMatch } from '../src/job-match-profile.ts';
import { scoreMatch } from '../src/match-score.ts';
import type { ResumeAnalysis } from '../src/resume-analysis.ts';
import type { EvalJob, EvalResume } from './eval-set.ts';
import { keywordOverlapScorer, ndcgAt, rankByScore } from './ranking.ts';

/** NDCG@10 per job for the engine's score and for the keyword-overlap baseline. */

export interface RankingRow {
  job: string;
  title: string;
  engine: number;
  baseline: number;
  top: Array<{ id: string; score: number; relevance: number }>;
  /**
   * Auto-apply's view of the same grades: a candidate scoring above the threshold is applied to
   * the job unasked, so a resume graded 0 above it is an application nobody wanted.
   */
  aboveThreshold: { unrelated: number; unrelatedOf: number; relevant: number; relevantOf: number };
}

export function rankingReport(
  jobs: EvalJob[],
  resumes: EvalResume[],
  analyses: Map<string, ResumeAnalysis>,
): RankingRow[] {
  return jobs.map((job) => {
    const profile = analyzeJobForMatch(job.job);
    const results = new Map(
      resumes.map((r) => [r.id, scoreMatch(analyses.get(r.id)!, profile, { explain: false })]),
    );
    const engineScores = new Map([...results].map(([id, m]) => [id, m.score]));
    // Ranked as the product ranks: by score, equal scores by their finer evidence (compareMatches).
    const rankKeys = new Map([...results].map(([id, m]) => [id, m.score * 10_000 + m.evidenceScore]));
    const overlap = keywordOverlapScorer(job.job);
    const baselineScores = new Map(resumes.map((r) => [r.id, overlap(r.text)]));
    const ranked = rankByScore(rankKeys);
    const graded = [...results].map(([id, m]) => ({
      rel: job.relevance[id] ?? 0,
      above: m.score > AUTO_APPLY_THRESHOLD,
    }));
    const unrelated = graded.filter((g) => g.rel === 0);
    const relevant = graded.filter((g) => g.rel >= 2);
    return {
      job: job.id,
      title: job.job.jobTitle ?? '',
      engine: ndcgAt(10, ranked, job.relevance),
      baseline: ndcgAt(10, rankByScore(baselineScores), job.relevance),
      top: ranked
        .slice(0, 10)
        .map((id) => ({ id, score: engineScores.get(id)!, relevance: job.relevance[id] ?? 0 })),
      aboveThreshold: {
        unrelated: unrelated.filter((g) => g.above).length,
        unrelatedOf: unrelated.length,
        relevant: relevant.filter((g) => g.above).length,
        relevantOf: relevant.length,
      },
    };
  });
}

/**
 * The table of NDCG@10 by job; `titles` false for a held-out set, whose jobs are shown by id only: a
 * job's title read off a held-out table is a case seen, and would steer the tuning toward it.
 */
export function formatRankingReport(rows: RankingRow[], verbose = false, titles = true): string {
  // (A job's id and its title keep a space between them however long the id: "obj01".)
  const idWidth = Math.max(5, ...rows.map((row) => row.job.length + 1));
  const lines = [
    `${'job'.padEnd(idWidth)}${'title'.padEnd(40)}${'NDCG@10'.padStart(9)}${'baseline'.padStart(10)}`,
  ];
  for (const row of rows) {
    lines.push(
      `${row.job.padEnd(idWidth)}${(titles ? row.title.slice(0, 38) : '').padEnd(40)}${row.engine.toFixed(3).padStart(9)}${row.baseline.toFixed(3).padStart(10)}`,
    );
    if (verbose) lines.push(`     ${row.top.map((t) => `${t.id}:${t.score}/${t.relevance}`).join(' ')}`);
  }
  const mean = (f: (r: RankingRow) => number) => rows.reduce((s, r) => s + f(r), 0) / rows.length;
  lines.push(
    `${'mean'.padEnd(idWidth + 40)}${mean((r) => r.engine)
      .toFixed(3)
      .padStart(9)}${mean((r) => r.baseline)
      .toFixed(3)
      .padStart(10)}`,
  );
  return lines.join('\n');
}
