import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyApplication } from '@gius/shared/applications';
import type { EmploymentType, TOpenJobsPage, TPublicJob } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';
import { myApplicationsKey } from '../../../lib/queries/my-applications.ts';

export interface OpenJobsFilters {
  q: string;
  location: string;
  employmentType: EmploymentType | '';
}

export function useOpenJobs(filters: OpenJobsFilters, pageSize = 20) {
  return useInfiniteQuery({
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
  });
}

export function useOpenJob(id: string) {
  return useQuery({
    queryKey: ['open-job', id],
    queryFn: () => apiFetch<TPublicJob>(`/api/jobs/${id}`, { auth: false, toastOnError: false }),
    retry: false,
  });
}

export function useJobLocations() {
  return useQuery({
    queryKey: ['open-jobs', 'locations'],
    queryFn: () => apiFetch<string[]>('/api/jobs/locations', { auth: false, toastOnError: false }),
    staleTime: 60_000,
  });
}

export function useApply(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (resumeId: string) =>
      apiFetch<TMyApplication>(`/api/jobs/${jobId}/apply`, { method: 'POST', body: { resumeId } }),
    onSettled: () => client.invalidateQueries({ queryKey: myApplicationsKey }),
  });
}
