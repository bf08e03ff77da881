import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the candidate's matches to open jobs (the jobs list, a job's page, best jobs). */
export const myJobMatchesKey = ['my-job-matches'] as const;
export const bestJobsKey = ['best-jobs'] as const;

/** A resume was corrected or read again: the matches shown are recomputed on the next read. */
export function invalidateMyJobMatches(client: QueryClient) {
  void client.invalidateQueries({ queryKey: myJobMatchesKey });
  void client.invalidateQueries({ queryKey: bestJobsKey });
}
