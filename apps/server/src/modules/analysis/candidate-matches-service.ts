import { inArray, sql } from 'drizzle-orm';
import type { TCandidateMatch, TCandidateMatches } from '@gius/shared/applications';
import { explainMatch } from '@gius/engine/match-explanation';
import type { Locale } from '@gius/engine/match-phrases';
import { scoreMatch, type MatchResult } from '@gius/engine/match-score';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import { queryRows, type Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { applications } from '../applications/tables.ts';
import { getManagedJob } from '../jobs/service.ts';
import { resumes } from '../resumes/tables.ts';
import { jobProfile } from './job-match.ts';

/** What ranking needs of each resume; names and files are read for the first `limit` only. */
interface CandidateResumeRow {
  id: string;
  /** When the stored analysis was made (epoch ms), or null while it is pending. */
  analysed_at: number | null;
  no_text: boolean;
}

interface ShownResumeRow {
  id: string;
  candidate_id: string | null;
  applied_to_job: boolean;
  file_name: string;
  full_name: string | null;
  email: string | null;
  in_pool: boolean;
  candidate_name: string | null;
  candidate_email: string | null;
}

/**
 * Ranks a company's candidates against one of its jobs: every person of its resume pool (a person
 * flagged as a duplicate counts once, by their first resume) and the latest resume of everyone who
 * applied to any of its jobs. Scores come from the engine, as for applications, so the order is
 * the one the applications page would show; the reasons are written in the reader's language for
 * the first `limit` only (explaining is most of the cost). 404 for another company's job.
 */
export async function rankCandidatesForJob({
  db,
  jobId,
  scope,
  locale,
  limit,
}: {
  db: Database;
  jobId: string;
  scope: CompanyScope;
  locale: Locale;
  limit: number;
}): Promise<TCandidateMatches> {
  const job = await getManagedJob({ db, id: jobId, scope });
  const applied = sql`applied as (
      select distinct on (person) resume_id, candidate_id, candidate_name, candidate_email,
             bool_or(job_id = ${job.id}) over (partition by person) as applied_to_job
      from (select *, coalesce(candidate_id::text, resume_id::text) as person
            from ${applications}
            where company_id = ${job.companyId} and resume_id is not null) a
      order by person, created_at desc
    )`;
  const rows = await queryRows<CandidateResumeRow>(
    db,
    sql`with ${applied}
        select r.id, (extract(epoch from r.analysed_at) * 1000)::float8 as analysed_at,
               r.extraction_status = 'no_text' as no_text
        from ${resumes} r
        where (r.owner_company_id = ${job.companyId} and r.duplicate_of is null)
           or r.id in (select resume_id from applied)`,
  );

  const analyses = await cachedAnalyses(
    db,
    rows.flatMap((r) =>
      !r.no_text && r.analysed_at !== null ? [{ id: r.id, analysedAt: r.analysed_at }] : [],
    ),
  );
  const profile = jobProfile(job);
  let pending = 0;
  let noText = 0;
  const scored: { row: CandidateResumeRow; analysis: ResumeAnalysis; result: MatchResult }[] = [];
  for (const row of rows) {
    const analysis = analyses.get(row.id);
    if (row.no_text) noText++;
    else if (!analysis) pending++;
    else scored.push({ row, analysis, result: scoreMatch(analysis, profile, { explain: false }) });
  }
  // Equal scores in the order of the names the resumes give (then a stable id), in the reader's collation.
  const collator = new Intl.Collator(locale);
  scored.sort(
    (a, b) =>
      b.result.score - a.result.score ||
      collator.compare(a.analysis.fullName, b.analysis.fullName) ||
      a.row.id.localeCompare(b.row.id),
  );

  const top = scored.slice(0, limit);
  const shown = new Map(
    (
      await queryRows<ShownResumeRow>(
        db,
        sql`with ${applied}
            select r.id, r.file_name, r.full_name, r.email, (r.owner_company_id is not null) as in_pool,
                   applied.candidate_id::text as candidate_id, applied.candidate_name, applied.candidate_email,
                   coalesce(applied.applied_to_job, false) as applied_to_job
            from ${resumes} r
            left join applied on applied.resume_id = r.id
            where r.id in (${sql.join(
              top.length > 0 ? top.map((t) => sql`${t.row.id}::uuid`) : [sql`null`],
              sql`, `,
            )})`,
      )
    ).map((r) => [r.id, r]),
  );
  const items = top.flatMap(({ row, result }): TCandidateMatch[] => {
    const resume = shown.get(row.id);
    if (!resume) return []; // Deleted in between.
    return [
      {
        resumeId: row.id,
        candidateId: resume.candidate_id,
        name: resume.full_name || resume.candidate_name || resume.file_name,
        email: resume.email || resume.candidate_email,
        fileName: resume.file_name,
        inPool: resume.in_pool,
        appliedToJob: resume.applied_to_job,
        score: result.score,
        band: result.band,
        analysis: explainMatch(result, locale),
      },
    ];
  });
  return { jobId: job.id, jobTitle: job.title, items, total: scored.length, pending, noText };
}

/**
 * Parsed analyses kept in memory by resume, with the time they were made: reading and parsing
 * 10,000 analyses from the database on every ranking costs most of a second, while a resume's
 * analysis changes only when it is analysed again (a new `analysed_at`, which the cache compares).
 * Per process, bounded; the oldest used entries go first.
 */
const ANALYSIS_CACHE_MAX = 50_000;
const analysisCache = new Map<string, { analysedAt: number; analysis: ResumeAnalysis }>();

async function cachedAnalyses(
  db: Database,
  wanted: { id: string; analysedAt: number }[],
): Promise<Map<string, ResumeAnalysis>> {
  const found = new Map<string, ResumeAnalysis>();
  const missing: string[] = [];
  for (const { id, analysedAt } of wanted) {
    const hit = analysisCache.get(id);
    if (hit && hit.analysedAt === analysedAt) {
      // Refresh its place: a Map iterates in insertion order, so the front is the least used.
      analysisCache.delete(id);
      analysisCache.set(id, hit);
      found.set(id, hit.analysis);
    } else missing.push(id);
  }
  for (let from = 0; from < missing.length; from += 1000) {
    const ids = missing.slice(from, from + 1000);
    const rows = await db
      .select({ id: resumes.id, analysis: resumes.analysis, analysedAt: resumes.analysedAt })
      .from(resumes)
      .where(inArray(resumes.id, ids));
    for (const row of rows) {
      if (!row.analysis || !row.analysedAt) continue;
      const analysis = row.analysis as ResumeAnalysis;
      analysisCache.set(row.id, { analysedAt: row.analysedAt.getTime(), analysis });
      found.set(row.id, analysis);
    }
  }
  for (const id of analysisCache.keys()) {
    if (analysisCache.size <= ANALYSIS_CACHE_MAX) break;
    analysisCache.delete(id);
  }
  return found;
}
