import type { TBestJobsPage, TMyJobMatches, MyMatchStatus } from '@gius/shared/job-matches';
import { explainMatch } from '@gius/engine/match-explanation';
import type { Locale } from '@gius/engine/match-phrases';
import { compareMatches, scoreMatch, type MatchResult } from '@gius/engine/match-score';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import type { Database } from '../../db/client.ts';
import type { DocumentReader } from '../../documents/document-pool.ts';
import { openJobSummaries, openJobVersions } from '../jobs/open-jobs-service.ts';
import { defaultResumeVersion } from '../resumes/service.ts';
import { cachedAnalyses } from './analysis-cache.ts';
import { cachedJobProfiles } from './job-profile-cache.ts';

type JobReader = Pick<DocumentReader, 'jobProfiles'>;

/** Open jobs ranked for "best jobs for you" (newest first beyond that; as auto-apply's bound). */
export const BEST_JOBS_MAX = 2000;

/**
 * The candidate's default resume as matching sees it (corrections applied), or why there is none
 * to match: no default resume, no text in it, or its analysis has not finished.
 */
async function defaultAnalysis(
  db: Database,
  userId: string,
): Promise<{ status: MyMatchStatus; resumeId: string | null; analysis: ResumeAnalysis | null }> {
  const resume = await defaultResumeVersion({ db, userId });
  if (!resume) return { status: 'no_resume', resumeId: null, analysis: null };
  if (resume.extractionStatus === 'no_text')
    return { status: 'no_text', resumeId: resume.id, analysis: null };
  if (!resume.analysedAt) return { status: 'pending', resumeId: resume.id, analysis: null };
  const analyses = await cachedAnalyses(db, [
    {
      id: resume.id,
      analysedAt: resume.analysedAt.getTime(),
      correctedAt: resume.correctedAt?.getTime() ?? null,
    },
  ]);
  const analysis = analyses.get(resume.id) ?? null;
  return { status: analysis ? 'ready' : 'pending', resumeId: resume.id, analysis };
}

/** Scores the resume against the open jobs of `versions` with the engine, as applications are scored. */
async function scoreJobs(
  db: Database,
  documents: JobReader,
  analysis: ResumeAnalysis,
  versions: { id: string; updatedAt: number }[],
): Promise<{ jobId: string; result: MatchResult }[]> {
  const profiles = await cachedJobProfiles(db, documents, versions);
  return versions.flatMap(({ id }) => {
    const profile = profiles.get(id);
    return profile ? [{ jobId: id, result: scoreMatch(analysis, profile, { explain: false }) }] : [];
  });
}

/**
 * A candidate's match to a page of open jobs (at most MY_MATCHES_MAX_JOBS), from their default
 * resume, with strengths, concerns and recommendation in the reader's language. Jobs not open
 * now are left out. Nothing is stored (decision 012): analyses and jobs are cached by version.
 */
export async function myJobMatches({
  db,
  documents,
  userId,
  jobIds,
  locale,
}: {
  db: Database;
  /** Reads the jobs not read before, in the text workers. */
  documents: JobReader;
  userId: string;
  jobIds: string[];
  locale: Locale;
}): Promise<TMyJobMatches> {
  const { status, resumeId, analysis } = await defaultAnalysis(db, userId);
  if (!analysis) return { status, resumeId, items: [] };
  const versions = await openJobVersions({ db, ids: jobIds, limit: jobIds.length });
  const scored = await scoreJobs(db, documents, analysis, versions);
  const byId = new Map(scored.map((s) => [s.jobId, s.result]));
  return {
    status,
    resumeId,
    items: jobIds.flatMap((jobId) => {
      const result = byId.get(jobId);
      return result
        ? [{ jobId, score: result.score, band: result.band, analysis: explainMatch(result, locale) }]
        : [];
    }),
  };
}

/**
 * "Best jobs for you": the open jobs (the newest BEST_JOBS_MAX) ordered by the candidate's match,
 * best first (equal scores by the finer evidence, then newest), a page at a time.
 */
export async function bestJobsFor({
  db,
  documents,
  userId,
  limit,
  offset,
}: {
  db: Database;
  /** Reads the jobs not read before, in the text workers. */
  documents: JobReader;
  userId: string;
  limit: number;
  offset: number;
}): Promise<TBestJobsPage> {
  const { status, analysis } = await defaultAnalysis(db, userId);
  if (!analysis) return { status, items: [], nextOffset: null, total: 0 };
  const versions = await openJobVersions({ db, limit: BEST_JOBS_MAX });
  const scored = await scoreJobs(db, documents, analysis, versions);
  // versions are newest first and Array.prototype.sort is stable: ties stay newest first.
  scored.sort((a, b) => compareMatches(a.result, b.result));
  const page = scored.slice(offset, offset + limit);
  const summaries = await openJobSummaries({ db, ids: page.map((p) => p.jobId) });
  const results = new Map(page.map((p) => [p.jobId, p.result]));
  return {
    status,
    items: summaries.map((job) => {
      const r = results.get(job.id)!;
      return { ...job, match: { score: r.score, band: r.band } };
    }),
    nextOffset: offset + limit < scored.length ? offset + limit : null,
    total: scored.length,
  };
}
