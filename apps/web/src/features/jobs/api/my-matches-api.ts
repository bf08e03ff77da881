import { useInfiniteQuery, useQueries, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBestJobsPage, TMyJobMatches } from '@gius/shared/job-matches';
import { apiFetch } from '../../../lib/api-fetch.ts';
import {
  bestJobsKey as bestKey,
  invalidateMyJobMatches,
  myJobMatchesKey as matchesKey,
} from '../../../lib/queries/my-job-matches.ts';
import { useAppEvents } from '../../../lib/use-app-events.ts';

/** The candidate's match to open jobs, from their default resume (none for anyone else). */

/** One request per page of the list (a page is at most 50 jobs, as the route allows). */
export function useMyJobMatches(pages: string[][], enabled: boolean) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useQueries({
    queries: pages.map((ids) => ({
      // The reasons are written in the page's language: another language is another answer.
      queryKey: [...matchesKey, language, ids.join(',')],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiFetch<TMyJobMatches>(`/api/my/job-matches?jobs=${ids.join(',')}`, { signal, toastOnError: false }),
      enabled: enabled && ids.length > 0,
      staleTime: 30_000,
    })),
  });
}

/** "Best jobs for you": the open jobs ordered by the candidate's match, a page at a time. */
export function useBestJobs(enabled: boolean, pageSize = 20) {
  return useInfiniteQuery({
    queryKey: [...bestKey, pageSize],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<TBestJobsPage>(`/api/my/best-jobs?limit=${pageSize}&offset=${pageParam}`, {
        signal,
        toastOnError: false,
      }),
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled,
    staleTime: 30_000,
  });
}

/** A resume read again or corrected, or an application scored: the matches shown are out of date. */
export function useRefetchMatchesOnAnalysis() {
  const client = useQueryClient();
  useAppEvents(['resume.analysed', 'application.analysed'], () => invalidateMyJobMatches(client));
}
