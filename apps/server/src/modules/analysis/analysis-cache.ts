import { inArray } from 'drizzle-orm';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import { applyCorrections } from '@gius/engine/resume-corrections';
import type { Database } from '../../db/client.ts';
import { resumes } from '../resumes/tables.ts';

/** Which version of a resume's analysis is wanted: when it was made and when it was corrected (epoch ms). */
export interface AnalysisVersion {
  id: string;
  analysedAt: number;
  correctedAt: number | null;
}

/**
 * Parsed analyses, with the candidate's corrections applied, kept in memory by resume and by the
 * time they were made and corrected: reading and parsing 10,000 analyses from the database on
 * every ranking costs most of a second, while a resume's analysis changes only when it is analysed
 * again or corrected (a new `analysed_at` or `corrected_at`, which the cache compares, on every
 * instance). Per process, bounded; the least recently used go first (decision 012).
 */
const ANALYSIS_CACHE_MAX = 50_000;
const analysisCache = new Map<string, { version: string; analysis: ResumeAnalysis }>();

const versionOf = (analysedAt: number, correctedAt: number | null) => `${analysedAt}:${correctedAt ?? ''}`;

export async function cachedAnalyses(
  db: Database,
  wanted: AnalysisVersion[],
): Promise<Map<string, ResumeAnalysis>> {
  const found = new Map<string, ResumeAnalysis>();
  const missing: string[] = [];
  for (const { id, analysedAt, correctedAt } of wanted) {
    const hit = analysisCache.get(id);
    if (hit && hit.version === versionOf(analysedAt, correctedAt)) {
      // Refresh its place: a Map iterates in insertion order, so the front is the least used.
      analysisCache.delete(id);
      analysisCache.set(id, hit);
      found.set(id, hit.analysis);
    } else missing.push(id);
  }
  for (let from = 0; from < missing.length; from += 1000) {
    const ids = missing.slice(from, from + 1000);
    const rows = await db
      .select({
        id: resumes.id,
        analysis: resumes.analysis,
        analysedAt: resumes.analysedAt,
        corrections: resumes.corrections,
        correctedAt: resumes.correctedAt,
      })
      .from(resumes)
      .where(inArray(resumes.id, ids));
    for (const row of rows) {
      if (!row.analysis || !row.analysedAt) continue;
      const analysis = applyCorrections(row.analysis as ResumeAnalysis, row.corrections);
      analysisCache.set(row.id, {
        version: versionOf(row.analysedAt.getTime(), row.correctedAt?.getTime() ?? null),
        analysis,
      });
      found.set(row.id, analysis);
    }
  }
  for (const id of analysisCache.keys()) {
    if (analysisCache.size <= ANALYSIS_CACHE_MAX) break;
    analysisCache.delete(id);
  }
  return found;
}
