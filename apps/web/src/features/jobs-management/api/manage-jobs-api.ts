import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCompany } from '@gius/shared/companies';
import type { TCreateJobRequest, TJobFields, TManagedJob } from '@gius/shared/jobs';
import { apiFetch } from '../../../lib/api-fetch.ts';

export const managedJobsKey = ['managed-jobs'] as const;

export function useManagedJobs(filter: { companyId?: string; q?: string } = {}) {
  const params = new URLSearchParams();
  if (filter.companyId) params.set('companyId', filter.companyId);
  if (filter.q) params.set('q', filter.q);
  return useQuery({
    queryKey: [...managedJobsKey, filter],
    queryFn: () => apiFetch<TManagedJob[]>(`/api/manage/jobs?${params}`),
  });
}

/** The admin's company filter. */
export function useCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'companies'],
    queryFn: () => apiFetch<TCompany[]>('/api/admin/companies'),
    enabled,
  });
}

export type JobAction = 'unpublish' | 'freeze' | 'activate';

/** Every change to a job, each refreshing the lists. */
export function useJobMutations() {
  const client = useQueryClient();
  const done = () => client.invalidateQueries({ queryKey: managedJobsKey });
  const create = useMutation({
    mutationFn: (body: TCreateJobRequest) =>
      apiFetch<TManagedJob>('/api/manage/jobs', { method: 'POST', body }),
    onSuccess: done,
  });
  const update = useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: TJobFields }) =>
      apiFetch<TManagedJob>(`/api/manage/jobs/${id}`, { method: 'PUT', body: fields }),
    onSuccess: done,
  });
  const publish = useMutation({
    mutationFn: ({ id, publishAt }: { id: string; publishAt: string | null }) =>
      apiFetch<TManagedJob>(`/api/manage/jobs/${id}/publish`, { method: 'POST', body: { publishAt } }),
    onSuccess: done,
  });
  const act = useMutation({
    mutationFn: ({ id, action }: { id: string; action: JobAction }) =>
      apiFetch<TManagedJob>(`/api/manage/jobs/${id}/${action}`, { method: 'POST' }),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/manage/jobs/${id}`, { method: 'DELETE' }),
    onSuccess: done,
  });
  return { create, update, publish, act, remove };
}
