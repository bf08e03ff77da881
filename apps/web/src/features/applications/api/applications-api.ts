import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TApplication,
  TApplicationsPage,
  TCandidate,
  TCandidateMatches,
  TCreateApplicationRequest,
  TUpdateApplicationRequest,
} from '@gius/shared/applications';
import type { TManagedJob } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const applicationsKey = ['applications'] as const;

export function useApplications(filter: { jobId: string; q: string }) {
  const params = new URLSearchParams({ limit: '200' });
  if (filter.jobId) params.set('jobId', filter.jobId);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: [...applicationsKey, filter],
    queryFn: () => apiFetch<TApplicationsPage>(`/api/applications?${params}`),
    placeholderData: keepPreviousData,
  });
}

/** The company's jobs, for the job filter and the add form. */
export function useCompanyJobs() {
  return useQuery({
    queryKey: ['managed-jobs', {}],
    queryFn: () => apiFetch<TManagedJob[]>('/api/manage/jobs'),
  });
}

export function useCandidates(q: string) {
  return useQuery({
    queryKey: ['candidates', q],
    queryFn: () => apiFetch<TCandidate[]>(`/api/candidates${q ? `?q=${encodeURIComponent(q)}` : ''}`),
    placeholderData: keepPreviousData,
  });
}

export const candidateMatchesKey = ['candidate-matches'] as const;

/** The company's candidates ranked against one of its jobs (none asked while no job is chosen). */
export function useCandidateMatches(jobId: string) {
  return useQuery({
    queryKey: [...candidateMatchesKey, jobId],
    queryFn: () => apiFetch<TCandidateMatches>(`/api/jobs/${jobId}/candidate-matches?limit=200`),
    enabled: jobId !== '',
    placeholderData: keepPreviousData,
  });
}

export function useApplicationMutations() {
  const client = useQueryClient();
  const done = () => {
    void client.invalidateQueries({ queryKey: applicationsKey });
    void client.invalidateQueries({ queryKey: ['managed-jobs'] });
  };
  const add = useMutation({
    mutationFn: (body: TCreateApplicationRequest) =>
      apiFetch<TApplication>('/api/applications', { method: 'POST', body }),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: TUpdateApplicationRequest }) =>
      apiFetch<TApplication>(`/api/applications/${id}`, { method: 'PATCH', body: patch }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/applications/${id}`, { method: 'DELETE' }),
    onSuccess: done,
  });
  const reanalyse = useMutation({
    mutationFn: (id: string) =>
      apiFetch<TApplication>(`/api/applications/${id}/reanalyse`, { method: 'POST' }),
    onSuccess: done,
  });
  return { add, update, remove, reanalyse };
}

/** One application (opened from the calendar: `?application=`). */
export function useApplication(id: string) {
  return useQuery({
    queryKey: [...applicationsKey, 'one', id],
    queryFn: () => apiFetch<TApplication>(`/api/applications/${id}`),
    enabled: id !== '',
  });
}
