import { sql } from 'drizzle-orm';
import type { TCandidate, TCandidateResume } from '@gius/shared/applications';
import type { Language } from '@gius/shared/constants';
import { queryRows, type Database } from '../../db/client.ts';
import type { CompanyScope } from '../../http/company-scope.ts';
import { getJobTitles } from '../jobs/service.ts';
import { pairWithPool, personKeys } from '../resumes/same-person.ts';
import { findResumes, listPoolResumes, toResume } from '../resumes/service.ts';
import { applications } from './tables.ts';

interface AppliedRow {
  key: string;
  candidate_id: string | null;
  name: string;
  email: string | null;
  resume_id: string | null;
  file_name: string;
  job_ids: string[];
  n: number;
  last_at: Date | string;
}

const LIMIT = 500;

/**
 * The candidates tab: everyone who applied to the scope's jobs (one row per candidate, or per
 * pool resume) and every resume of its pool, most recent first, with the details analysis read
 * (their coded values also in the reader's `locale`). One person who applied and is also in the
 * pool (same ID number, e-mail or phone) is one card with both sources and both resumes.
 */
export async function listCandidates({
  db,
  scope,
  q,
  locale,
}: {
  db: Database;
  scope: CompanyScope;
  q?: string;
  locale?: Language;
}): Promise<TCandidate[]> {
  const where = scope.all ? sql`true` : sql`${applications.companyId} = ${scope.companyId}`;
  const applied = await queryRows<AppliedRow>(
    db,
    sql`select key,
        (array_agg(candidate_id::text order by created_at desc))[1] as candidate_id,
        (array_agg(candidate_name order by created_at desc))[1] as name,
        (array_agg(candidate_email order by created_at desc))[1] as email,
        (array_agg(resume_id::text order by created_at desc) filter (where resume_id is not null))[1] as resume_id,
        (array_agg(resume_file_name order by created_at desc))[1] as file_name,
        array_agg(distinct job_id::text) as job_ids,
        count(*)::int as n,
        max(created_at) as last_at
      from (select *, coalesce(candidate_id::text, 'resume:' || resume_id::text, 'application:' || id::text) as key
            from ${applications} where ${where}) a
      group by key order by last_at desc limit ${LIMIT}`,
  );
  const pool = await listPoolResumes({ db, companyId: scope.all ? null : scope.companyId });
  const resumes = new Map(
    [
      ...pool,
      ...(await findResumes({ db, ids: applied.flatMap((a) => (a.resume_id ? [a.resume_id] : [])) })),
    ].map((r) => [r.id, r]),
  );
  const titles = await getJobTitles({ db, ids: [...new Set(applied.flatMap((a) => a.job_ids))] });
  const details = (resumeId: string | null) => {
    const resume = resumeId ? resumes.get(resumeId) : undefined;
    return resume?.analysedAt ? toResume(resume, locale).details : null;
  };
  const extractionStatus = (resumeId: string | null) =>
    (resumeId ? resumes.get(resumeId)?.extractionStatus : undefined) ?? null;
  const resumeOf = (id: string | null, source: TCandidateResume['source']): TCandidateResume[] => {
    const r = id ? resumes.get(id) : undefined;
    return r ? [{ id: r.id, fileName: r.fileName, createdAt: r.createdAt.toISOString(), source }] : [];
  };

  const byKey = new Map<string, TCandidate>();
  for (const a of applied) {
    byKey.set(a.key, {
      key: a.key,
      candidateId: a.candidate_id,
      name: a.name,
      email: a.email,
      resumeId: a.resume_id,
      resumeFileName: a.file_name,
      extractionStatus: extractionStatus(a.resume_id),
      details: details(a.resume_id),
      jobTitles: a.job_ids.map((id) => titles.get(id)?.title ?? '').filter(Boolean),
      applicationCount: a.n,
      inPool: false,
      inPoolSince: null,
      poolResumeId: null,
      resumes: resumeOf(a.resume_id, 'application'),
      lastActivityAt: new Date(a.last_at).toISOString(),
    });
  }
  // A pool resume flagged as the same person as an earlier one counts on that person's card.
  const poolIds = new Set(pool.map((r) => r.id));
  const personOf = (r: (typeof pool)[number]) =>
    r.duplicateOf && poolIds.has(r.duplicateOf) ? r.duplicateOf : r.id;
  const counts = new Map<string, number>();
  for (const r of pool) counts.set(personOf(r), (counts.get(personOf(r)) ?? 0) + 1);
  for (const resume of pool) {
    if (personOf(resume) !== resume.id) continue;
    const key = `resume:${resume.id}`;
    const seen = byKey.get(key);
    if (seen) {
      // An application the company added with this pool resume.
      seen.inPool = true;
      seen.inPoolSince = resume.createdAt.toISOString();
      seen.poolResumeId = resume.id;
      seen.poolResumeCount = counts.get(resume.id);
      seen.resumes = resumeOf(resume.id, 'pool');
      continue;
    }
    byKey.set(key, {
      key,
      candidateId: null,
      name: resume.fullName ?? resume.fileName,
      email: resume.email,
      resumeId: resume.id,
      resumeFileName: resume.fileName,
      extractionStatus: resume.extractionStatus,
      details: details(resume.id),
      jobTitles: [],
      applicationCount: 0,
      inPool: true,
      inPoolSince: resume.createdAt.toISOString(),
      poolResumeId: resume.id,
      poolResumeCount: counts.get(resume.id),
      resumes: resumeOf(resume.id, 'pool'),
      lastActivityAt: resume.createdAt.toISOString(),
    });
  }
  // Someone who applied with their own resume and is also in the pool is one person.
  const cards = [...byKey.values()];
  const keysOf = (c: TCandidate) => personKeys({ email: c.email }, c.details ?? {});
  const pairs = pairWithPool(
    cards.filter((c) => !c.inPool),
    cards.filter((c) => c.inPool),
    { applicant: keysOf, pool: keysOf },
  );
  const paired = new Set(pairs.values());
  const people = cards.flatMap((c) => {
    if (paired.has(c)) return [];
    const inPool = pairs.get(c);
    return [inPool ? onePerson([c, inPool]) : c];
  });
  const needle = q?.toLocaleLowerCase();
  return people
    .filter(
      (c) =>
        !needle ||
        c.name.toLocaleLowerCase().includes(needle) ||
        (c.details?.fullName ?? '').toLocaleLowerCase().includes(needle) ||
        (c.resumeFileName ?? '').toLocaleLowerCase().includes(needle) ||
        (c.resumes ?? []).some((r) => r.fileName.toLocaleLowerCase().includes(needle)),
    )
    .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
    .slice(0, LIMIT);
}

/**
 * The cards of one person as one: the account's card (they applied) leads, with its resume and
 * details; the applications, the pool's first resume and every resume are gathered from all.
 */
function onePerson(cards: TCandidate[]): TCandidate {
  if (cards.length === 1) return cards[0]!;
  const lead =
    cards.find((c) => c.candidateId && c.details) ??
    cards.find((c) => c.candidateId) ??
    cards.find((c) => c.details) ??
    cards[0]!;
  const pool = cards
    .filter((c) => c.inPool)
    .sort((a, b) => (a.inPoolSince ?? '').localeCompare(b.inPoolSince ?? ''));
  const resumes = new Map(cards.flatMap((c) => c.resumes ?? []).map((r) => [r.id, r]));
  const withDetails = lead.details ? lead : (cards.find((c) => c.details) ?? lead);
  return {
    ...lead,
    candidateId: lead.candidateId ?? cards.find((c) => c.candidateId)?.candidateId ?? null,
    email: lead.email ?? cards.find((c) => c.email)?.email ?? null,
    details: withDetails.details,
    jobTitles: [...new Set(cards.flatMap((c) => c.jobTitles))],
    applicationCount: cards.reduce((n, c) => n + c.applicationCount, 0),
    inPool: pool.length > 0,
    inPoolSince: pool[0]?.inPoolSince ?? null,
    poolResumeId: pool[0]?.poolResumeId ?? null,
    poolResumeCount: pool.reduce((n, c) => n + (c.poolResumeCount ?? 0), 0) || undefined,
    resumes: [...resumes.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    lastActivityAt: cards.map((c) => c.lastActivityAt).reduce((a, b) => (a > b ? a : b)),
  };
}
