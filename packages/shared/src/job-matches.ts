import { z } from 'zod';
import { ZAnalysis } from './applications.ts';
import { MATCH_BANDS } from './constants.ts';
import { ZPublicJobSummary } from './jobs.ts';

/** A candidate's match to open jobs, from their default resume, before applying. */

/**
 * no_resume: no default resume; no_text: it has no text to read (a scan); pending: its analysis
 * has not finished; ready: matched.
 */
export const MY_MATCH_STATUSES = ['no_resume', 'no_text', 'pending', 'ready'] as const;
export type MyMatchStatus = (typeof MY_MATCH_STATUSES)[number];

/** At most this many jobs per request: a page of the list. */
export const MY_MATCHES_MAX_JOBS = 50;

const ZBand = z.enum(MATCH_BANDS.map((b) => b.band));

export const ZMyJobMatch = z.object({
  jobId: z.string(),
  score: z.number().int().min(0).max(100),
  band: ZBand,
  /** Strengths, concerns and recommendation in the reader's language. */
  analysis: ZAnalysis,
});
export type TMyJobMatch = z.infer<typeof ZMyJobMatch>;

export const ZMyJobMatchesQuery = z.object({
  /** Comma-separated job ids. */
  jobs: z
    .string()
    .max(40 * MY_MATCHES_MAX_JOBS)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.uuid()).min(1).max(MY_MATCHES_MAX_JOBS)),
});

export const ZMyJobMatches = z.object({
  status: z.enum(MY_MATCH_STATUSES),
  /** The default resume matched (null: none). */
  resumeId: z.string().nullable(),
  /** One per asked job that is open now (others are left out). */
  items: z.array(ZMyJobMatch),
});
export type TMyJobMatches = z.infer<typeof ZMyJobMatches>;

export const ZBestJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MY_MATCHES_MAX_JOBS).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const ZBestJob = ZPublicJobSummary.extend({
  match: z.object({ score: z.number().int().min(0).max(100), band: ZBand }),
});
export type TBestJob = z.infer<typeof ZBestJob>;

export const ZBestJobsPage = z.object({
  status: z.enum(MY_MATCH_STATUSES),
  items: z.array(ZBestJob),
  nextOffset: z.number().int().nullable(),
  /** Open jobs ranked in all. */
  total: z.number().int(),
});
export type TBestJobsPage = z.infer<typeof ZBestJobsPage>;
