import { sql } from 'drizzle-orm';
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

interface CandidateResumeRow {
  id: string;
  file_name: string;
  full_name: string | null;
  email: string | null;
  analysis: ResumeAnalysis | null;
  extraction_status: 'extracted' | 'no_text';
  in_pool: boolean;
  candidate_id: string | null;
  candidate_name: string | null;
  candidate_email: string | null;
  applied_to_job: boolean;
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
  const rows = await queryRows<CandidateResumeRow>(
    db,
    sql`with applied as (
          select distinct on (person) resume_id, candidate_id, candidate_name, candidate_email,
                 bool_or(job_id = ${job.id}) over (partition by person) as applied_to_job
          from (select *, coalesce(candidate_id::text, resume_id::text) as person
                from ${applications}
                where company_id = ${job.companyId} and resume_id is not null) a
          order by person, created_at desc
        )
        select r.id, r.file_name, r.full_name, r.email, r.analysis, r.extraction_status,
               (r.owner_company_id is not null) as in_pool,
               applied.candidate_id::text as candidate_id, applied.candidate_name, applied.candidate_email,
               coalesce(applied.applied_to_job, false) as applied_to_job
        from ${resumes} r
        left join applied on applied.resume_id = r.id
        where (r.owner_company_id = ${job.companyId} and r.duplicate_of is null)
           or applied.resume_id is not null`,
  );

  const profile = jobProfile(job);
  let pending = 0;
  let noText = 0;
  const scored: { row: CandidateResumeRow; result: MatchResult }[] = [];
  for (const row of rows) {
    if (row.extraction_status === 'no_text') noText++;
    else if (!row.analysis) pending++;
    else scored.push({ row, result: scoreMatch(row.analysis, profile, { explain: false }) });
  }
  const nameOf = (row: CandidateResumeRow) => row.full_name || row.candidate_name || row.file_name;
  scored.sort(
    (a, b) => b.result.score - a.result.score || nameOf(a.row).localeCompare(nameOf(b.row), locale),
  );

  const items = scored.slice(0, limit).map(({ row, result }): TCandidateMatch => ({
    resumeId: row.id,
    candidateId: row.candidate_id,
    name: nameOf(row),
    email: row.email || row.candidate_email,
    fileName: row.file_name,
    inPool: row.in_pool,
    appliedToJob: row.applied_to_job,
    score: result.score,
    band: result.band,
    analysis: explainMatch(result, locale),
  }));
  return { jobId: job.id, jobTitle: job.title, items, total: scored.length, pending, noText };
}
