import type { TApplication, TMyApplication } from '@gius/shared/applications';
import { matchBand } from '@gius/shared/constants';
import type { Locale } from '@gius/engine/match-phrases';
import { matchText, type StoredMatch } from '../analysis/match-text.ts';
import type { Database } from '../../db/client.ts';
import { getCompanies } from '../companies/service.ts';
import { getJobTitles } from '../jobs/service.ts';
import { countNotesByApplication } from '../notes/counts.ts';
import type { applications } from './tables.ts';

export type ApplicationRow = typeof applications.$inferSelect;

/** Application rows as the API answers them: with job titles and company names, two lookups in all. */
export async function toApplications({
  db,
  rows,
  locale = 'he',
}: {
  db: Database;
  rows: ApplicationRow[];
  /** The reader's language, for the strengths, concerns and recommendation. */
  locale?: Locale;
}): Promise<TApplication[]> {
  const [titles, companies, noteCounts] = await Promise.all([
    getJobTitles({ db, ids: [...new Set(rows.map((r) => r.jobId))] }),
    getCompanies({ db, ids: [...new Set(rows.map((r) => r.companyId))] }),
    countNotesByApplication({ db, applicationIds: rows.map((r) => r.id) }),
  ]);
  const companyNames = new Map(companies.map((c) => [c.id, c.name]));
  return rows.map((r) => {
    const job = titles.get(r.jobId);
    return {
      id: r.id,
      jobId: r.jobId,
      jobTitle: job?.title ?? '',
      jobDeleted: job?.deleted ?? true,
      companyId: r.companyId,
      companyName: companyNames.get(r.companyId) ?? '',
      candidateId: r.candidateId,
      candidateName: r.candidateName,
      candidateEmail: r.candidateEmail,
      resumeId: r.resumeId,
      resumeFileName: r.resumeFileName,
      source: r.source,
      matchScore: r.matchScore,
      matchBand: r.matchScore === null ? null : matchBand(r.matchScore),
      analysisStatus: r.analysisStatus,
      analysedAt: r.analysedAt?.toISOString() ?? null,
      analysis: matchText(r.matchEvidence as StoredMatch | null, locale) ?? r.analysis,
      interviewAt: r.interviewAt?.toISOString() ?? null,
      interviewStatus: r.interviewStatus,
      isTopCandidate: r.isTopCandidate,
      noteCount: noteCounts.get(r.id) ?? 0,
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export function toMyApplication(a: TApplication): TMyApplication {
  return {
    id: a.id,
    jobId: a.jobId,
    jobTitle: a.jobTitle,
    jobDeleted: a.jobDeleted,
    companyName: a.companyName,
    resumeId: a.resumeId,
    resumeFileName: a.resumeFileName,
    matchScore: a.matchScore,
    matchBand: a.matchBand,
    analysisStatus: a.analysisStatus,
    analysis: a.analysis,
    source: a.source,
    interviewAt: a.interviewAt,
    interviewStatus: a.interviewStatus,
    createdAt: a.createdAt,
  };
}
