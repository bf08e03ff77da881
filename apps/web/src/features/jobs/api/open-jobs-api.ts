import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TMyApplication } from '@gius/shared/applications';
import type { EmploymentType } from '@gius/shared/constants';
import type { TOpenJobsPage, TPublicJob } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { myApplicationsKey } from '../../../lib/queries/my-applications.ts';
import { referralFor } from '../lib/referral.ts';

export interface OpenJobsFilters {
  q: string;
  location: string;
  employmentType: EmploymentType | '';
}

export const NO_FILTERS: OpenJobsFilters = { q: '', location: '', employmentType: '' };

/** A page at a time of the open jobs; also started by the route loaders (app/router.tsx). */
export function openJobsQuery(filters: OpenJobsFilters, pageSize = 20) {
  return infiniteQueryOptions({
    queryKey: ['open-jobs', filters, pageSize],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(pageSize), offset: String(pageParam) });
      if (filters.q) params.set('q', filters.q);
      if (filters.location) params.set('location', filters.location);
      if (filters.employmentType) params.set('employmentType', filters.employmentType);
      return apiFetch<TOpenJobsPage>(`/api/jobs?${params}`, { auth: false, toastOnError: false, signal });
    },
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    // A page fetched by the loader a moment ago is not fetched again when the screen mounts.
    staleTime: 10_000,
  });
}

export function useOpenJobs(filters: OpenJobsFilters, pageSize = 20) {
  return useInfiniteQuery(openJobsQuery(filters, pageSize));
}

export function useOpenJob(id: string) {
  return useQuery({
    queryKey: ['open-job', id],
    queryFn: () => apiFetch<TPublicJob>(`/api/jobs/${id}`, { auth: false, toastOnError: false }),
    retry: false,
  });
}

export const jobLocationsQuery = queryOptions({
  queryKey: ['open-jobs', 'locations'],
  queryFn: () => apiFetch<string[]>('/api/jobs/locations', { auth: false, toastOnError: false }),
  staleTime: 60_000,
});

export function useJobLocations() {
  return useQuery(jobLocationsQuery);
}

export function useApply(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resumeId: string) =>
      apiFetch<TMyApplication>(`/api/jobs/${jobId}/apply`, {
        method: 'POST',
        body: { resumeId, referral: referralFor(jobId) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: myApplicationsKey }),
  });
}
