import { sql } from 'drizzle-orm';
import type { TCandidateMatch, TCandidateMatches } from '@gius/shared/applications';
import { explainMatch } from '@gius/engine/match-explanation';
import type { Locale } from '@gius/engine/match-phrases';
import { compareMatches, scoreMatch, type MatchResult } from '@gius/engine/match-score';
import type { ResumeAnalysis } from '@gius/engine/resume-analysis';
import { queryRows, type Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { applications } from '../applications/tables.ts';
import { getManagedJob } from '../jobs/service.ts';
import { pairWithPool, personKeys } from '../resumes/same-person.ts';
import { resumes } from '../resumes/tables.ts';
import { cachedAnalyses } from './analysis-cache.ts';
import { jobProfile } from './job-match.ts';

/**
 * A resume's person keys (ID number, e-mail, phone), worked out once per analysis: the cached
 * analyses are the same objects from one ranking to the next, and normalising 10,000 e-mails and
 * phones on every ranking cost tens of milliseconds.
 */
const personKeysOf = new WeakMap<ResumeAnalysis, string[]>();
function keysOfAnalysis(a: ResumeAnalysis): string[] {
  let keys = personKeysOf.get(a);
  if (!keys) {
    keys = personKeys({ idNumber: a.idNumber, email: a.email, phone: a.phone });
    personKeysOf.set(a, keys);
  }
  return keys;
}

/** What ranking needs of each resume; names and files are read for the first `limit` only. */
interface CandidateResumeRow {
  id: string;
  /** When the stored analysis was made (epoch ms), or null while it is pending. */
  analysed_at: number | null;
  /** When the candidate last corrected its details (epoch ms), or null. */
  corrected_at: number | null;
  no_text: boolean;
  /** A resume of the company's pool (else an applicant's own). */
  in_pool: boolean;
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
  // One JSON text of [id, analysed_at, corrected_at, no_text, in_pool] rows: PGlite hands back
  // 10,000 rows of five columns about twice as slowly as one value it need not convert.
  const [packed] = await queryRows<{ rows: string }>(
    db,
    sql`with ${applied}
        select coalesce(json_agg(json_build_array(
                 r.id, (extract(epoch from r.analysed_at) * 1000)::float8,
                 (extract(epoch from r.corrected_at) * 1000)::float8,
                 r.extraction_status = 'no_text', r.owner_company_id is not null)), '[]')::text as rows
        from ${resumes} r
        where (r.owner_company_id = ${job.companyId} and r.duplicate_of is null)
           or r.id in (select resume_id from applied)`,
  );
  const rows = (JSON.parse(packed!.rows) as [string, number | null, number | null, boolean, boolean][]).map(
    ([id, analysed_at, corrected_at, no_text, in_pool]): CandidateResumeRow => ({
      id,
      analysed_at,
      corrected_at,
      no_text,
      in_pool,
    }),
  );

  const analyses = await cachedAnalyses(
    db,
    rows.flatMap((r) =>
      !r.no_text && r.analysed_at !== null
        ? [{ id: r.id, analysedAt: r.analysed_at, correctedAt: r.corrected_at }]
        : [],
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
  // Equal scores by the finer evidence behind them; only then by name (then a stable id), in the
  // reader's collation.
  const collator = new Intl.Collator(locale);
  scored.sort(
    (a, b) =>
      compareMatches(a.result, b.result) ||
      collator.compare(a.analysis.fullName, b.analysis.fullName) ||
      a.row.id.localeCompare(b.row.id),
  );
  // One person who applied with their own resume and is also in the pool (same ID number, e-mail or
  // phone) is ranked once, by the better-scoring of the two.
  const keysOf = ({ analysis }: (typeof scored)[number]) => keysOfAnalysis(analysis);
  const pairs = pairWithPool(
    scored.filter((s) => !s.row.in_pool),
    scored.filter((s) => s.row.in_pool),
    { applicant: keysOf, pool: keysOf },
  );
  const partner = new Map([...pairs].flatMap(([a, p]) => [[a, p] as const, [p, a] as const]));
  const people: (typeof scored)[] = [];
  const counted = new Set<(typeof scored)[number]>();
  for (const s of scored) {
    if (counted.has(s)) continue;
    const other = partner.get(s);
    if (other) counted.add(other);
    people.push(other ? [s, other] : [s]);
  }

  const topPeople = people.slice(0, limit);
  const memberIds = topPeople.flatMap((group) => group.map((s) => s.row.id));
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
              memberIds.length > 0 ? memberIds.map((id) => sql`${id}::uuid`) : [sql`null`],
              sql`, `,
            )})`,
      )
    ).map((r) => [r.id, r]),
  );
  const items = topPeople.flatMap((group): TCandidateMatch[] => {
    const { row, result } = group[0]!;
    const resume = shown.get(row.id);
    if (!resume) return []; // Deleted in between.
    const members = group.flatMap((s) => shown.get(s.row.id) ?? []);
    const applicant = members.find((m) => m.candidate_id);
    return [
      {
        resumeId: row.id,
        candidateId: resume.candidate_id ?? applicant?.candidate_id ?? null,
        name: resume.full_name || resume.candidate_name || applicant?.candidate_name || resume.file_name,
        email: resume.email || resume.candidate_email || applicant?.candidate_email || null,
        fileName: resume.file_name,
        inPool: members.some((m) => m.in_pool),
        appliedToJob: members.some((m) => m.applied_to_job),
        score: result.score,
        band: result.band,
        analysis: explainMatch(result, locale),
      },
    ];
  });
  return { jobId: job.id, jobTitle: job.title, items, total: people.length, pending, noText };
}
