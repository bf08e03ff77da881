import type { JobInput } from '../src/job-profile.ts';
import { isStopword } from '../src/stopwords.ts';
import { tokenize } from '../src/term-matcher.ts';

/**
 * Ranking quality: NDCG@10 with graded relevance (gain 2^rel − 1, log2 discount), and the plain
 * keyword-overlap baseline it is compared with: the share of the job's words (stopwords out,
 * prefixes looked through) that the resume contains.
 */

export function ndcgAt(k: number, ranked: string[], relevance: Record<string, number>): number {
  const gain = (rel: number) => 2 ** rel - 1;
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(relevance[id] ?? 0) / Math.log2(i + 2), 0);
  const ideal = Object.values(relevance)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, rel, i) => sum + gain(rel) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 1;
}

/** Ids by score, highest first; equal scores in id order, so the ranking is stable. */
export function rankByScore(scores: Map<string, number>): string[] {
  return [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([id]) => id);
}

function wordSet(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of tokenize(text)) {
    if (isStopword(token.variants)) continue;
    words.add(token.variants[token.variants.length - 1]!);
  }
  return words;
}

export function keywordOverlapScorer(job: JobInput): (resumeText: string) => number {
  const jobWords = wordSet([job.jobTitle, job.jobDescription, job.requirements].filter(Boolean).join('\n'));
  return (resumeText) => {
    const resumeWords = new Set<string>();
    for (const token of tokenize(resumeText)) for (const v of token.variants) resumeWords.add(v);
    let hits = 0;
    for (const word of jobWords) if (resumeWords.has(word)) hits++;
    return jobWords.size > 0 ? hits / jobWords.size : 0;
  };
}
